import {
  LIMIT_VARIETIES,
  type DefaultLimit,
  type Limit,
  type LimitUpdate,
  type LimitVariety,
  type ProtectionStatus,
} from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { minuteOfDay, nextPeriodStart, periodStart, zonedParts } from './periods.ts';
import {
  isExcluded,
  quickStopEnd,
  requestExclusionLift,
  startQuickStop,
  startSelfExclusion,
  type ProtectionState,
  type SelfExclusionMonths,
} from './protection.ts';
import {
  depositsIn,
  limitRows,
  lockPlayer,
  openPaymentsIn,
  protectionRow,
  purchasesIn,
  saveLimit,
  saveProtection,
  type Window,
} from './repository.ts';
import {
  changeMoneyLimit,
  confirmRaise,
  isRaiseDue,
  changePause,
  changePlayTime,
  isMoneyVariety,
  isPaused,
  isPlayTimeVariety,
  limitPeriod,
  noLimit,
  operatorLimit,
  playTimeAllows,
  stateAt,
  type LimitState,
  type MoneyLimitVariety,
  type PlayTimeVariety,
} from './rules.ts';
import { protectionSettings } from './settings.ts';

/**
 * Self-imposed limits and the play pause (SPEC §4, §9). `userId` is always the player's OIDC subject,
 * the owner key of the ledger's accounts (`getUserId(request)`).
 */

type Db = Kysely<Database>;
type States = Record<LimitVariety, LimitState>;

const playVarieties = ['play_by_day', 'play_by_week', 'play_by_month'] as const;

export function defaultLimits(): DefaultLimit[] {
  return LIMIT_VARIETIES.map((variety) => ({ variety, value: operatorLimit(variety) }));
}

async function statesAt(db: Db, userId: string, now: Date): Promise<States> {
  const stored = await limitRows(db, userId);
  return Object.fromEntries(
    LIMIT_VARIETIES.map((variety) => [variety, stateAt(stored.get(variety) ?? noLimit, now)]),
  ) as States;
}

function windowOf(variety: MoneyLimitVariety, now: Date): Window {
  const period = limitPeriod[variety];
  return { from: periodStart(period, now), to: nextPeriodStart(period, now) };
}

/** The limit in force: the player's own, or the operator's while they have set none. */
function limitInForce(states: States, variety: MoneyLimitVariety): number {
  return states[variety].value ?? operatorLimit(variety);
}

/**
 * Cents each money limit still allows in its current period: the limit in force minus what was completed
 * (purchases, deposits) and what open bank payments still reserve (waiting orders, started deposits). The
 * refusals and GET /users/limits both read this, so `value_left` is exactly the headroom a refusal uses.
 */
async function amountsLeft(db: Db, userId: string, states: States, now: Date) {
  const playWindows = playVarieties.map((variety) => windowOf(variety, now));
  const depositWindow = windowOf('deposit_by_month', now);
  const spent = await purchasesIn(db, userId, playWindows);
  const reserved = await openPaymentsIn(db, userId, 'order', playWindows, now);
  const deposited = await depositsIn(db, userId, depositWindow);
  const [depositReserved] = await openPaymentsIn(db, userId, 'deposit', [depositWindow], now);
  const used: Record<MoneyLimitVariety, number> = {
    play_by_day: spent[0] + reserved[0],
    play_by_week: spent[1] + reserved[1],
    play_by_month: spent[2] + reserved[2],
    deposit_by_month: deposited + depositReserved,
  };
  const left = (variety: MoneyLimitVariety) => Math.max(0, limitInForce(states, variety) - used[variety]);
  return { used, left };
}

function toLimit(variety: LimitVariety, state: LimitState, valueLeft: number | null, now: Date): Limit {
  if (variety === 'play_pause') {
    const running = isPaused(state, now) && state.paused_until;
    return {
      variety,
      value: running ? state.value : null,
      next_value: null,
      value_left: running ? Math.ceil((running.getTime() - now.getTime()) / 60_000) : null,
      default_value: operatorLimit(variety),
      ends_at: running ? running.toISOString() : null,
    };
  }
  return {
    variety,
    value: state.value,
    next_value: state.next_value,
    value_left: valueLeft,
    default_value: operatorLimit(variety),
    ...(isMoneyVariety(variety)
      ? {
          next_from: state.next_value !== null && state.next_from ? state.next_from.toISOString() : null,
          confirmable: isRaiseDue(state, now),
        }
      : {}),
  };
}

export async function getLimits(db: Db, userId: string, now: Date): Promise<Limit[]> {
  const states = await statesAt(db, userId, now);
  const { left } = await amountsLeft(db, userId, states, now);
  return LIMIT_VARIETIES.map((variety) =>
    toLimit(variety, states[variety], isMoneyVariety(variety) ? left(variety) : null, now),
  );
}

/**
 * Applies a PATCH: every entry is checked before anything is saved, so a refused entry changes
 * nothing. Each variety may appear once.
 */
export async function updateLimits(
  db: Db,
  userId: string,
  updates: LimitUpdate[],
  now: Date,
): Promise<Limit[]> {
  const seen = new Set<string>();
  for (const update of updates) {
    if (!(LIMIT_VARIETIES as readonly string[]).includes(update.variety) || seen.has(update.variety)) {
      throw new ApiError('invalid_variety');
    }
    seen.add(update.variety);
    if (update.value !== null && !Number.isSafeInteger(update.value)) {
      // A whole number past 2^53 (1e20) is too big or negative, as checkRange would say, not a fraction.
      if (!Number.isInteger(update.value)) throw new ApiError('not_integer');
      throw new ApiError(update.value > 0 ? 'value_too_big' : 'invalid_value');
    }
  }
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, userId);
    const current = await statesAt(trx, userId, now);
    const next: States = { ...current };
    const playTime: Partial<Record<PlayTimeVariety, number | null>> = {};
    for (const { variety, value } of updates) {
      if (isMoneyVariety(variety)) next[variety] = changeMoneyLimit(variety, current[variety], value, now);
      else if (isPlayTimeVariety(variety)) playTime[variety] = value;
      else next.play_pause = changePause(current.play_pause, value, now);
    }
    if (Object.keys(playTime).length > 0) {
      const window = { play_time_start: current.play_time_start, play_time_end: current.play_time_end };
      Object.assign(next, changePlayTime(window, playTime, now));
    }
    for (const variety of seen as Set<LimitVariety>) {
      await saveLimit(trx, userId, variety, next[variety], now);
    }
  });
  return getLimits(db, userId, now);
}

const playLimitLabels: Record<(typeof playVarieties)[number], string> = {
  play_by_day: 'Päivän peliraja',
  play_by_week: 'Viikon peliraja',
  play_by_month: 'Kuukauden peliraja',
};

/** "DD.MM.YYYY HH:mm" in Helsinki time, as the `play_paused` message shows a pause's end. */
export function formatHelsinkiMinute(instant: Date): string {
  const parts = zonedParts(instant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(parts.day)}.${two(parts.month)}.${parts.year} ${two(parts.hour)}:${two(parts.minute)}`;
}

/**
 * The refusals every purchase and deposit shares, strongest first: a self-exclusion, a quick stop, a play
 * pause, then (when the operator requires it) missing day and month play limits of the player's own.
 */
async function refuseWhileProtected(trx: Db, userId: string, states: States, now: Date): Promise<void> {
  const protection = await protectionRow(trx, userId);
  if (isExcluded(protection, now)) {
    const until = protection.excluded_until;
    throw new ApiError('self_excluded', 403, [
      until ? `${formatHelsinkiMinute(until)} asti` : 'toistaiseksi',
    ]);
  }
  const stopEnd = quickStopEnd(protection, now);
  if (stopEnd) throw new ApiError('quick_stop_active', 403, [formatHelsinkiMinute(stopEnd)]);
  const until = states.play_pause.paused_until;
  if (isPaused(states.play_pause, now) && until) {
    throw new ApiError('play_paused', 403, [formatHelsinkiMinute(until)]);
  }
  if (ownLimitsMissing(states)) throw new ApiError('limits_required');
}

/** Whether the operator requires own limits and the player lacks a day or a month play limit. */
function ownLimitsMissing(states: States): boolean {
  return (
    protectionSettings().requireOwnLimits &&
    (states.play_by_day.value === null || states.play_by_month.value === null)
  );
}

/**
 * For a purchase (an order's money part, a ticket): refuses it during a self-exclusion (`self_excluded`), a
 * quick stop (`quick_stop_active`) or a play pause (`play_paused`), each naming its end; without own day and
 * month limits when the operator requires them (`limits_required`); and outside the play-time window with `playtime_limited`. With `cents`, the purchase
 * must also fit in what the daily, weekly and monthly play limits (the player's own or the operator's)
 * still allow, counting waiting orders' open payments; otherwise `play_limit_exceeded` names the first
 * limit that refuses, its value and what is left (euros). Call it inside the purchase's transaction: it
 * locks the player, so two purchases of one player are checked one after the other.
 */
export async function checkPurchaseAllowed(
  trx: Db,
  userId: string,
  now: Date,
  cents?: number,
): Promise<void> {
  await lockPlayer(trx, userId);
  const states = await statesAt(trx, userId, now);
  await refuseWhileProtected(trx, userId, states, now);
  const window = { start: states.play_time_start.value, end: states.play_time_end.value };
  if (!playTimeAllows(window, minuteOfDay(now))) throw new ApiError('playtime_limited');
  if (cents === undefined) return;
  const { left } = await amountsLeft(trx, userId, states, now);
  const refusing = playVarieties.find((variety) => cents > left(variety));
  if (refusing) {
    throw new ApiError('play_limit_exceeded', 403, [
      playLimitLabels[refusing],
      limitInForce(states, refusing) / 100,
      left(refusing) / 100,
    ]);
  }
}

/**
 * For a deposit of `cents`: how much the monthly deposit limit (the player's own or the operator's)
 * still allows this calendar month, counting started deposits whose payment is still open. The caller
 * answers `["deposit_limit", floor(allowedCents / 100)]` when `allowed` is false. During a self-exclusion,
 * quick stop or play pause, or without required own limits, no deposit is possible and this throws the
 * same refusals as `checkPurchaseAllowed` itself. Locks the player like `checkPurchaseAllowed`.
 */
export async function checkDepositLimit(
  trx: Db,
  userId: string,
  cents: number,
  now: Date,
): Promise<{ allowed: boolean; allowedCents: number }> {
  await lockPlayer(trx, userId);
  const states = await statesAt(trx, userId, now);
  await refuseWhileProtected(trx, userId, states, now);
  const { left } = await amountsLeft(trx, userId, states, now);
  const allowedCents = left('deposit_by_month');
  return { allowed: cents <= allowedCents, allowedCents };
}

/**
 * The player confirms a pending raise (or removal) of a money limit once its time has come
 * (`limit_raise_not_due` before; 409 `invalid_value` with nothing pending).
 */
export async function confirmLimitRaise(
  db: Db,
  userId: string,
  variety: string,
  now: Date,
): Promise<Limit[]> {
  if (!(LIMIT_VARIETIES as readonly string[]).includes(variety) || !isMoneyVariety(variety as LimitVariety)) {
    throw new ApiError('invalid_variety');
  }
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, userId);
    const current = (await statesAt(trx, userId, now))[variety as MoneyLimitVariety];
    const next = confirmRaise(current, now, formatHelsinkiMinute);
    await saveLimit(trx, userId, variety as LimitVariety, next, now);
  });
  return getLimits(db, userId, now);
}

function statusOf(protection: ProtectionState, states: States, now: Date): ProtectionStatus {
  const stopEnd = quickStopEnd(protection, now);
  const excluded = isExcluded(protection, now);
  const blocked = excluded || stopEnd !== null || isPaused(states.play_pause, now);
  return {
    quick_stop_until: stopEnd ? stopEnd.toISOString() : null,
    self_exclusion:
      excluded && protection.excluded_from
        ? {
            from: protection.excluded_from.toISOString(),
            until: protection.excluded_until ? protection.excluded_until.toISOString() : null,
            indefinite: protection.exclusion_indefinite,
            lift_requested_at: protection.lift_requested_at
              ? protection.lift_requested_at.toISOString()
              : null,
          }
        : null,
    purchases_blocked: blocked,
    marketing_allowed: !blocked,
    own_limits_required: ownLimitsMissing(states),
  };
}

export async function getProtection(db: Db, userId: string, now: Date): Promise<ProtectionStatus> {
  return statusOf(await protectionRow(db, userId), await statesAt(db, userId, now), now);
}

/** Whether marketing may reach the player (none during a self-exclusion, quick stop or play pause). */
export async function isMarketingAllowed(db: Db, userId: string, now: Date): Promise<boolean> {
  return (await getProtection(db, userId, now)).marketing_allowed;
}

async function changeProtection(
  db: Db,
  userId: string,
  now: Date,
  change: (state: ProtectionState) => ProtectionState,
): Promise<ProtectionStatus> {
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, userId);
    await saveProtection(trx, userId, change(await protectionRow(trx, userId)), now);
  });
  return getProtection(db, userId, now);
}

/** The quick stop: purchases and deposits stop for 24 hours; it cannot be lifted early. */
export function quickStop(db: Db, userId: string, now: Date): Promise<ProtectionStatus> {
  return changeProtection(db, userId, now, (state) => startQuickStop(state, now));
}

export function selfExclude(
  db: Db,
  userId: string,
  months: SelfExclusionMonths,
  now: Date,
): Promise<ProtectionStatus> {
  return changeProtection(db, userId, now, (state) => startSelfExclusion(state, months, now));
}

export function requestSelfExclusionLift(db: Db, userId: string, now: Date): Promise<ProtectionStatus> {
  return changeProtection(db, userId, now, (state) => requestExclusionLift(state, now));
}
