import { describe, expect, it } from 'vitest';
import { LIMIT_VARIETIES } from '../constants.ts';
import { isMoneyLimitVariety, isPlayTimeLimitVariety } from './limits.ts';

describe('limit varieties (SPEC §9)', () => {
  it('counts the play and deposit limits in money and the play-time window in minutes', () => {
    const money = LIMIT_VARIETIES.filter(isMoneyLimitVariety);
    const times = LIMIT_VARIETIES.filter(isPlayTimeLimitVariety);
    expect(money).toEqual(['play_by_day', 'play_by_week', 'play_by_month', 'deposit_by_month']);
    expect(times).toEqual(['play_time_start', 'play_time_end']);
  });

  it('counts the play pause as neither money nor a time of day', () => {
    expect(isMoneyLimitVariety('play_pause')).toBe(false);
    expect(isPlayTimeLimitVariety('play_pause')).toBe(false);
  });
});
