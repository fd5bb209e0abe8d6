import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import {
  addMonths,
  isExcluded,
  noProtection,
  quickStopEnd,
  requestExclusionLift,
  startQuickStop,
  startSelfExclusion,
} from './protection.ts';

// Wednesday 15 January 2025, 12:00 in Helsinki (UTC+2).
const now = new Date('2025-01-15T10:00:00Z');
const at = (iso: string) => new Date(iso);
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return undefined;
};

describe('quick stop', () => {
  it('runs for 24 hours and ends by itself', () => {
    const stopped = startQuickStop(noProtection, now);
    expect(quickStopEnd(stopped, now)?.toISOString()).toBe('2025-01-16T10:00:00.000Z');
    expect(quickStopEnd(stopped, at('2025-01-16T09:59:59Z'))).not.toBeNull();
    expect(quickStopEnd(stopped, at('2025-01-16T10:00:00Z'))).toBeNull();
  });

  it('is extended by a second click, never shortened', () => {
    const first = startQuickStop(noProtection, now);
    const second = startQuickStop(first, at('2025-01-15T16:00:00Z'));
    expect(second.quick_stop_until?.toISOString()).toBe('2025-01-16T16:00:00.000Z');
  });
});

describe('self-exclusion', () => {
  it('adds calendar months on the Helsinki wall clock, clamping to the month’s last day', () => {
    expect(addMonths(now, 3).toISOString()).toBe('2025-04-15T09:00:00.000Z'); // 12:00 summer time
    expect(addMonths(at('2025-08-31T09:00:00Z'), 6).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(now, 12).toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });

  it('runs 3, 6 or 12 months and refuses other lengths', () => {
    const excluded = startSelfExclusion(noProtection, 6, now);
    expect(excluded.excluded_until?.toISOString()).toBe('2025-07-15T09:00:00.000Z');
    expect(isExcluded(excluded, at('2025-07-15T08:59:59Z'))).toBe(true);
    expect(isExcluded(excluded, at('2025-07-15T09:00:00Z'))).toBe(false);
    expect(code(() => startSelfExclusion(noProtection, 1 as 3, now))).toBe('invalid_value');
  });

  it('can be lengthened while it runs, never shortened or turned from indefinite into fixed', () => {
    const six = startSelfExclusion(noProtection, 6, now);
    expect(code(() => startSelfExclusion(six, 3, now))).toBe('invalid_value');
    const twelve = startSelfExclusion(six, 12, now);
    expect(twelve.excluded_from).toEqual(now);
    const indefinite = startSelfExclusion(twelve, null, now);
    expect(code(() => startSelfExclusion(indefinite, 12, now))).toBe('invalid_value');
  });

  it('keeps an indefinite exclusion until a lift request, then 3 months, and never under 12 months', () => {
    const indefinite = startSelfExclusion(noProtection, null, now);
    expect(isExcluded(indefinite, at('2030-01-01T00:00:00Z'))).toBe(true);
    // Asked after a month: the 12-month minimum is later than the 3-month reflection.
    const early = requestExclusionLift(indefinite, at('2025-02-15T10:00:00Z'));
    expect(early.excluded_until?.toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(code(() => requestExclusionLift(early, at('2025-03-01T10:00:00Z')))).toBe('invalid_value');
    // Asked after two years: 3 months of reflection from the request.
    const late = requestExclusionLift(indefinite, at('2027-01-15T10:00:00Z'));
    expect(late.excluded_until?.toISOString()).toBe('2027-04-15T09:00:00.000Z');
    expect(isExcluded(late, at('2027-04-15T08:59:00Z'))).toBe(true);
    expect(isExcluded(late, at('2027-04-15T09:00:00Z'))).toBe(false);
    expect(code(() => requestExclusionLift(startSelfExclusion(noProtection, 3, now), now))).toBe(
      'invalid_value',
    );
  });
});
