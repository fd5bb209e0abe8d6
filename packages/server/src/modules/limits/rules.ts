import {
  LIMIT_REMOVAL_PENDING,
  PAUSE_OPTIONS_MINUTES,
  type LimitVariety,
  type MoneyLimitVariety,
  type PlayTimeLimitVariety as PlayTimeVariety,
} from '@arpa/contract';
import { ApiError } from '../../errors.ts';
import { nextPeriodStart, type LimitPeriod } from './periods.ts';
import { operatorLimitOf } from './settings.ts';

/**
 * The pure rules of self-imposed limits: when a change takes effect, the play-time window, the pause.
 * No database here, so every rule is unit-testable with plain dates.
 */

// Which limits are money and which times of day is the contract's rule, shared with the limits form.
export type { MoneyLimitVariety, PlayTimeVariety };
export {
  isMoneyLimitVariety as isMoneyVariety,
  isPlayTimeLimitVariety as isPlayTimeVariety,
} from '@arpa/contract';

/** The period each money limit counts over, in Helsinki time. */
export const limitPeriod: Record<MoneyLimitVariety, LimitPeriod> = {
  play_by_day: 'day',
  play_by_week: 'week',
  play_by_month: 'month',
  deposit_by_month: 'month',
};

/**
 * The operator's limits (GET /users/default-limits). They are both the default, in force while the
 * player has set no limit of their own, and the largest value a player may set (`value_too_big` above).
 * Money in cents (operator-configurable, settings.ts), play times in minutes after midnight, the pause in
 * minutes.
 */
export function operatorLimit(variety: LimitVariety): number {
  return operatorLimitOf(variety);
}

/** A raise waits at least this long, and until the next period begins, before it can be confirmed. */
export const raiseDelayMs = 24 * 60 * 60_000;

export const minutesPerDay = 24 * 60;

/** A limit as stored: the value in force and a change waiting for the next period. */
export interface LimitState {
  value: number | null;
  next_value: number | null;
  next_from: Date | null;
  paused_until: Date | null;
  /** A money limit's raise or removal, which takes effect only when the player confirms it once due. */
  needs_confirmation: boolean;
}

export const noLimit: LimitState = {
  value: null,
  next_value: null,
  next_from: null,
  paused_until: null,
  needs_confirmation: false,
};

function applyPending(state: LimitState): LimitState {
  const value = state.next_value === LIMIT_REMOVAL_PENDING ? null : state.next_value;
  return { ...state, value, next_value: null, next_from: null, needs_confirmation: false };
}

/**
 * The state as it stands at `now`: a pending change whose time has come is in force, unless it is a raise
 * waiting for the player's confirmation (then it stays pending, and `isRaiseDue` tells it can be confirmed).
 */
export function stateAt(stored: LimitState, now: Date): LimitState {
  let state = stored;
  if (state.next_from && state.next_from.getTime() <= now.getTime() && !state.needs_confirmation) {
    state = applyPending(state);
  }
  if (state.paused_until && state.paused_until.getTime() <= now.getTime()) {
    state = { ...state, value: null, paused_until: null };
  }
  return state;
}

/**
 * A new money limit. Setting one where none was, or lowering it, takes effect at once (and drops a
 * pending raise); raising or removing it waits until the next period begins and 24 hours have passed,
 * whichever is later, and then until the player confirms it (`confirmRaise`).
 */
export function changeMoneyLimit(
  variety: MoneyLimitVariety,
  current: LimitState,
  value: number | null,
  now: Date,
): LimitState {
  if (value !== null) checkRange(variety, value);
  const immediate = current.value === null ? value !== null : value !== null && value <= current.value;
  if (immediate) return { ...current, value, next_value: null, next_from: null, needs_confirmation: false };
  if (value === null && current.value === null) {
    return { ...current, next_value: null, next_from: null, needs_confirmation: false };
  }
  const periodBegins = nextPeriodStart(limitPeriod[variety], now).getTime();
  return {
    ...current,
    next_value: value ?? LIMIT_REMOVAL_PENDING,
    next_from: new Date(Math.max(periodBegins, now.getTime() + raiseDelayMs)),
    needs_confirmation: true,
  };
}

/** Whether a pending raise (or removal) can be confirmed now. */
export function isRaiseDue(state: LimitState, now: Date): boolean {
  return state.needs_confirmation && state.next_from !== null && state.next_from.getTime() <= now.getTime();
}

/**
 * The player confirms a pending raise: in force from now if its time has come; before that, refused with
 * `limit_raise_not_due` naming when it can be confirmed (`when` formats the instant for the message).
 */
export function confirmRaise(state: LimitState, now: Date, when: (instant: Date) => string): LimitState {
  if (!state.needs_confirmation || state.next_from === null) throw new ApiError('invalid_value', 409);
  if (!isRaiseDue(state, now)) throw new ApiError('limit_raise_not_due', 409, [when(state.next_from)]);
  return applyPending(state);
}

function checkRange(variety: LimitVariety, value: number): void {
  if (value < 0) throw new ApiError('invalid_value');
  if (value > operatorLimit(variety)) throw new ApiError('value_too_big');
}

export interface PlayTime {
  start: number | null;
  end: number | null;
}

/**
 * Whether the play-time window allows the minute (minutes after Helsinki midnight). Play is allowed
 * from `start` (inclusive) to `end` (exclusive); a window with start after end runs over midnight
 * (22:00–02:00). Only a start: until midnight. Only an end: from midnight. Neither: all day.
 */
export function playTimeAllows(window: PlayTime, minute: number): boolean {
  const { start, end } = window;
  if (start === null && end === null) return true;
  if (start === null) return minute < (end ?? minutesPerDay);
  if (end === null) return minute >= start;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** True when every minute the new window allows, the old one allowed too: a tightening. */
function narrows(next: PlayTime, current: PlayTime): boolean {
  for (let minute = 0; minute < minutesPerDay; minute += 1) {
    if (playTimeAllows(next, minute) && !playTimeAllows(current, minute)) return false;
  }
  return true;
}

/**
 * New play-time limits. A change that only narrows the window takes effect at once; one that opens
 * any minute the current window closes (including removal) waits until the next day. A start equal to
 * the end would leave no play time at all and is refused.
 */
export function changePlayTime(
  current: Record<PlayTimeVariety, LimitState>,
  changes: Partial<Record<PlayTimeVariety, number | null>>,
  now: Date,
): Record<PlayTimeVariety, LimitState> {
  for (const value of Object.values(changes)) {
    if (value !== null && value !== undefined && (value < 0 || value >= minutesPerDay)) {
      throw new ApiError('invalid_value');
    }
  }
  const inForce: PlayTime = { start: current.play_time_start.value, end: current.play_time_end.value };
  const wanted: PlayTime = {
    start: changes.play_time_start !== undefined ? changes.play_time_start : inForce.start,
    end: changes.play_time_end !== undefined ? changes.play_time_end : inForce.end,
  };
  if (wanted.start !== null && wanted.start === wanted.end) throw new ApiError('invalid_value');
  const immediate = narrows(wanted, inForce);
  const next = { ...current };
  for (const variety of ['play_time_start', 'play_time_end'] as const) {
    if (changes[variety] === undefined) continue;
    const value = changes[variety] ?? null;
    const state = current[variety];
    if (immediate || value === state.value) {
      next[variety] = { ...state, value, next_value: null, next_from: null, needs_confirmation: false };
    } else {
      next[variety] = {
        ...state,
        next_value: value ?? LIMIT_REMOVAL_PENDING,
        next_from: nextPeriodStart('day', now),
        needs_confirmation: false,
      };
    }
  }
  return next;
}

/**
 * A play pause of one day, one week or 30 days from now. A pause can be lengthened but never
 * shortened or lifted: a request that would end it earlier is refused.
 */
export function changePause(current: LimitState, minutes: number | null, now: Date): LimitState {
  const running = current.paused_until !== null && current.paused_until.getTime() > now.getTime();
  if (minutes === null) {
    if (running) throw new ApiError('invalid_value');
    return noLimit;
  }
  if (!(PAUSE_OPTIONS_MINUTES as readonly number[]).includes(minutes)) throw new ApiError('invalid_value');
  const until = new Date(now.getTime() + minutes * 60_000);
  if (running && current.paused_until && until.getTime() < current.paused_until.getTime()) {
    throw new ApiError('invalid_value');
  }
  return {
    value: minutes,
    next_value: null,
    next_from: null,
    paused_until: until,
    needs_confirmation: false,
  };
}

/** Whether a pause is running at `now`. */
export function isPaused(pause: LimitState, now: Date): boolean {
  return pause.paused_until !== null && pause.paused_until.getTime() > now.getTime();
}
