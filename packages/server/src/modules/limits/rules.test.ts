import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import {
  changeMoneyLimit,
  changePause,
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

  it('keeps a raised limit pending until the next period of its kind', () => {
    const day = changeMoneyLimit('play_by_day', limit(2000), 8000, now);
    expect(day).toMatchObject({ value: 2000, next_value: 8000 });
    expect(day.next_from?.toISOString()).toBe('2025-01-15T22:00:00.000Z');
    const week = changeMoneyLimit('play_by_week', limit(2000), 8000, now);
    expect(week.next_from?.toISOString()).toBe('2025-01-19T22:00:00.000Z'); // Monday 20 January
    const month = changeMoneyLimit('deposit_by_month', limit(2000), 8000, now);
    expect(month.next_from?.toISOString()).toBe('2025-01-31T22:00:00.000Z'); // 1 February
  });

  it('marks a removal as pending with -1', () => {
    const removed = changeMoneyLimit('play_by_month', limit(2000), null, now);
    expect(removed).toMatchObject({ value: 2000, next_value: -1 });
    const later = stateAt(removed, new Date('2025-02-01T00:00:00Z'));
    expect(later).toMatchObject({ value: null, next_value: null, next_from: null });
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
    expect(code(() => changeMoneyLimit('play_by_day', noLimit, 10_001, now))).toBe('value_too_big');
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
