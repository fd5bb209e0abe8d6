import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import {
  changeMoneyLimit,
  changePause,
  confirmRaise,
  isRaiseDue,
  changePlayTime,
  noLimit,
  playTimeAllows,
  stateAt,
  type LimitState,
} from './rules.ts';

// Wednesday 15 January 2025, 12:00 in Helsinki (UTC+2).
const now = new Date('2025-01-15T10:00:00Z');
const limit = (value: number | null, extra: Partial<LimitState> = {}): LimitState => ({
  ...noLimit,
  value,
  ...extra,
});
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
  return undefined;
};

describe('money limit changes', () => {
  it('sets a first limit and lowers a limit at once', () => {
    expect(changeMoneyLimit('play_by_day', noLimit, 5000, now)).toMatchObject({
      value: 5000,
      next_value: null,
    });
    expect(changeMoneyLimit('play_by_day', limit(5000), 2000, now)).toMatchObject({
      value: 2000,
      next_value: null,
    });
  });

  it('keeps a raise pending until the next period of its kind and 24 hours, whichever is later', () => {
    const day = changeMoneyLimit('play_by_day', limit(2000), 8000, now);
    expect(day).toMatchObject({ value: 2000, next_value: 8000, needs_confirmation: true });
    // The next day begins at midnight, 10 hours away: the 24 hours end later, at 12:00 on Thursday.
    expect(day.next_from?.toISOString()).toBe('2025-01-16T10:00:00.000Z');
    const week = changeMoneyLimit('play_by_week', limit(2000), 8000, now);
    expect(week.next_from?.toISOString()).toBe('2025-01-19T22:00:00.000Z'); // Monday 20 January
    const month = changeMoneyLimit('deposit_by_month', limit(2000), 8000, now);
    expect(month.next_from?.toISOString()).toBe('2025-01-31T22:00:00.000Z'); // 1 February
    // Late on the last day of a month, the next month begins within the hour: 24 hours still apply.
    const lateOnThe31st = new Date('2025-01-31T21:30:00Z');
    const soon = changeMoneyLimit('play_by_month', limit(2000), 8000, lateOnThe31st);
    expect(soon.next_from?.toISOString()).toBe('2025-02-01T21:30:00.000Z');
  });

  it('applies a raise only when the player confirms it once due', () => {
    const pending = changeMoneyLimit('play_by_day', limit(2000), 8000, now);
    const due = new Date('2025-01-16T10:00:00Z');
    const before = new Date(due.getTime() - 1);
    expect(isRaiseDue(pending, before)).toBe(false);
    expect(code(() => confirmRaise(pending, before, (at) => at.toISOString()))).toBe('limit_raise_not_due');
    // Due but not confirmed: the old limit still holds, days later.
    expect(stateAt(pending, new Date('2025-01-20T10:00:00Z'))).toMatchObject({
      value: 2000,
      next_value: 8000,
    });
    expect(isRaiseDue(pending, due)).toBe(true);
    expect(confirmRaise(pending, due, String)).toMatchObject({
      value: 8000,
      next_value: null,
      next_from: null,
      needs_confirmation: false,
    });
    expect(code(() => confirmRaise(limit(2000), due, String))).toBe('invalid_value');
  });

  it('marks a removal as pending with -1, removed once confirmed', () => {
    const removed = changeMoneyLimit('play_by_month', limit(2000), null, now);
    expect(removed).toMatchObject({ value: 2000, next_value: -1 });
    const later = new Date('2025-02-01T00:00:00Z');
    expect(stateAt(removed, later)).toMatchObject({ value: 2000, next_value: -1 });
    expect(confirmRaise(removed, later, String)).toMatchObject({
      value: null,
      next_value: null,
      next_from: null,
    });
  });

  it('drops a pending raise when the player lowers or keeps the limit', () => {
    const pending = changeMoneyLimit('play_by_day', limit(2000), 8000, now);
    expect(changeMoneyLimit('play_by_day', pending, 2000, now)).toMatchObject({
      value: 2000,
      next_value: null,
    });
    expect(changeMoneyLimit('play_by_day', pending, 1000, now)).toMatchObject({
      value: 1000,
      next_value: null,
    });
  });

  it('refuses values above the operator maximum and negative values', () => {
    expect(code(() => changeMoneyLimit('play_by_day', noLimit, 50_000, now))).toBeUndefined();
    expect(code(() => changeMoneyLimit('play_by_day', noLimit, 50_001, now))).toBe('value_too_big');
    expect(code(() => changeMoneyLimit('play_by_month', noLimit, 200_001, now))).toBe('value_too_big');
    expect(code(() => changeMoneyLimit('deposit_by_month', noLimit, 100_000, now))).toBeUndefined();
    expect(code(() => changeMoneyLimit('play_by_week', noLimit, -1, now))).toBe('invalid_value');
  });
});

describe('play time', () => {
  const window = (start: number | null, end: number | null) => ({
    play_time_start: limit(start),
    play_time_end: limit(end),
  });

  it('allows play inside the window, also over midnight', () => {
    expect(playTimeAllows({ start: 8 * 60, end: 22 * 60 }, 8 * 60)).toBe(true);
    expect(playTimeAllows({ start: 8 * 60, end: 22 * 60 }, 22 * 60)).toBe(false);
    expect(playTimeAllows({ start: 22 * 60, end: 2 * 60 }, 23 * 60)).toBe(true);
    expect(playTimeAllows({ start: 22 * 60, end: 2 * 60 }, 60)).toBe(true);
    expect(playTimeAllows({ start: 22 * 60, end: 2 * 60 }, 12 * 60)).toBe(false);
    expect(playTimeAllows({ start: null, end: 20 * 60 }, 19 * 60)).toBe(true);
    expect(playTimeAllows({ start: 9 * 60, end: null }, 8 * 60)).toBe(false);
  });

  it('narrows the window at once and widens it from the next day', () => {
    const narrowed = changePlayTime(window(8 * 60, 22 * 60), { play_time_end: 20 * 60 }, now);
    expect(narrowed.play_time_end).toMatchObject({ value: 20 * 60, next_value: null });
    const widened = changePlayTime(window(8 * 60, 22 * 60), { play_time_start: 6 * 60 }, now);
    expect(widened.play_time_start).toMatchObject({ value: 8 * 60, next_value: 6 * 60 });
    expect(widened.play_time_start.next_from?.toISOString()).toBe('2025-01-15T22:00:00.000Z');
    const removed = changePlayTime(window(8 * 60, 22 * 60), { play_time_end: null }, now);
    expect(removed.play_time_end).toMatchObject({ value: 22 * 60, next_value: -1 });
    const first = changePlayTime(
      window(null, null),
      { play_time_start: 10 * 60, play_time_end: 18 * 60 },
      now,
    );
    expect(first.play_time_start.value).toBe(10 * 60);
    expect(first.play_time_end.value).toBe(18 * 60);
  });

  it('refuses times outside the day and an empty window', () => {
    expect(code(() => changePlayTime(window(null, null), { play_time_start: 1440 }, now))).toBe(
      'invalid_value',
    );
    expect(code(() => changePlayTime(window(8 * 60, 22 * 60), { play_time_end: 8 * 60 }, now))).toBe(
      'invalid_value',
    );
  });
});

describe('play pause', () => {
  it('pauses for one of the offered lengths only', () => {
    const paused = changePause(noLimit, 1440, now);
    expect(paused.paused_until?.toISOString()).toBe('2025-01-16T10:00:00.000Z');
    expect(code(() => changePause(noLimit, 60, now))).toBe('invalid_value');
  });

  it('can be lengthened but never shortened or lifted', () => {
    const month = changePause(noLimit, 43_200, now);
    expect(code(() => changePause(month, 1440, now))).toBe('invalid_value');
    expect(code(() => changePause(month, null, now))).toBe('invalid_value');
    const day = changePause(noLimit, 1440, now);
    expect(changePause(day, 10_080, now).paused_until?.toISOString()).toBe('2025-01-22T10:00:00.000Z');
  });

  it('ends by itself', () => {
    const day = changePause(noLimit, 1440, now);
    expect(stateAt(day, new Date('2025-01-16T10:00:00Z'))).toMatchObject({ value: null, paused_until: null });
  });
});
