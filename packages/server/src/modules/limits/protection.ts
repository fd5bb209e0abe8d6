import { QUICK_STOP_HOURS, SELF_EXCLUSION_MONTHS, type SelfExclusionMonths } from '@arpa/contract';
import { ApiError } from '../../errors.ts';
import { zonedMidnight, zonedParts } from './periods.ts';

/**
 * The pure rules of the quick stop ("Pikatauko") and self-exclusion ("Pelikielto"): no database, so each
 * rule is unit-testable with plain dates (docs/player-protection.md).
 */

export interface ProtectionState {
  quick_stop_until: Date | null;
  excluded_from: Date | null;
  excluded_until: Date | null;
  exclusion_indefinite: boolean;
  lift_requested_at: Date | null;
}

export const noProtection: ProtectionState = {
  quick_stop_until: null,
  excluded_from: null,
  excluded_until: null,
  exclusion_indefinite: false,
  lift_requested_at: null,
};

export const quickStopMs = QUICK_STOP_HOURS * 60 * 60_000;

export type { SelfExclusionMonths };

/** An indefinite exclusion lasts at least this long, */
export const indefiniteMinimumMonths = 12;
/** and ends only this long after the player asks to lift it. */
export const reflectionMonths = 3;

/**
 * The same Helsinki wall-clock time `months` calendar months later; a day the target month lacks becomes
 * its last day (31 August + 6 months is 28 or 29 February).
 */
export function addMonths(instant: Date, months: number): Date {
  const p = zonedParts(instant);
  const lastDay = new Date(Date.UTC(p.year, p.month - 1 + months + 1, 0)).getUTCDate();
  const midnight = zonedMidnight(p.year, p.month + months, Math.min(p.day, lastDay));
  return new Date(midnight.getTime() + ((p.hour * 60 + p.minute) * 60 + p.second) * 1000);
}

const after = (instant: Date | null, now: Date): instant is Date =>
  instant !== null && instant.getTime() > now.getTime();

/** When the running quick stop ends, or null. */
export function quickStopEnd(state: ProtectionState, now: Date): Date | null {
  return after(state.quick_stop_until, now) ? state.quick_stop_until : null;
}

/**
 * One click stops purchases and deposits for 24 hours from now. It cannot be lifted early; a second
 * click while one runs extends it to 24 hours from the second click, never shortens it.
 */
export function startQuickStop(state: ProtectionState, now: Date): ProtectionState {
  const until = new Date(now.getTime() + quickStopMs);
  const running = quickStopEnd(state, now);
  return { ...state, quick_stop_until: running && running > until ? running : until };
}

/** Whether an exclusion is running at `now` (an indefinite one without a lift request always is). */
export function isExcluded(state: ProtectionState, now: Date): boolean {
  if (state.excluded_from === null || state.excluded_from.getTime() > now.getTime()) return false;
  if (state.excluded_until === null) return state.exclusion_indefinite;
  return after(state.excluded_until, now);
}

/**
 * A new self-exclusion of 3, 6 or 12 months, or indefinite (`null`). While one runs, a new one may only
 * end later: an indefinite exclusion cannot be replaced by a fixed one, nor a fixed one by a shorter one
 * (409 `invalid_value`). A new indefinite exclusion drops a pending lift request.
 */
export function startSelfExclusion(
  state: ProtectionState,
  months: SelfExclusionMonths,
  now: Date,
): ProtectionState {
  if (months !== null && !(SELF_EXCLUSION_MONTHS as readonly number[]).includes(months)) {
    throw new ApiError('invalid_value');
  }
  const running = isExcluded(state, now);
  const from = running && state.excluded_from ? state.excluded_from : now;
  if (months === null) {
    return {
      ...state,
      excluded_from: from,
      excluded_until: null,
      exclusion_indefinite: true,
      lift_requested_at: null,
    };
  }
  const until = addMonths(now, months);
  if (running && (state.excluded_until === null || state.excluded_until.getTime() > until.getTime())) {
    throw new ApiError('invalid_value', 409);
  }
  return {
    ...state,
    excluded_from: from,
    excluded_until: until,
    exclusion_indefinite: false,
    lift_requested_at: null,
  };
}

/**
 * The player asks to lift an indefinite exclusion: it ends after the 3-month reflection period, and never
 * before 12 months from its start. Only a running indefinite exclusion without a request can be asked to end.
 */
export function requestExclusionLift(state: ProtectionState, now: Date): ProtectionState {
  if (!isExcluded(state, now) || !state.exclusion_indefinite || state.lift_requested_at !== null) {
    throw new ApiError('invalid_value', 409);
  }
  const minimum = addMonths(state.excluded_from ?? now, indefiniteMinimumMonths);
  const reflected = addMonths(now, reflectionMonths);
  return {
    ...state,
    excluded_until: reflected > minimum ? reflected : minimum,
    lift_requested_at: now,
  };
}
