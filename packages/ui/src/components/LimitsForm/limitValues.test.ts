import { describe, expect, it } from 'vitest';
import { formatLimit, inputToLimit, limitToInput, minutesToTime, timeToMinutes } from './limitValues';

describe('limit values', () => {
  it('sends money as euros × 100 and an empty field as null', () => {
    expect(inputToLimit('play_by_day', '50')).toBe(5000);
    expect(inputToLimit('deposit_by_month', ' 250 ')).toBe(25000);
    expect(inputToLimit('play_by_week', '')).toBeNull();
    expect(inputToLimit('play_time_end', '')).toBeNull();
  });

  it('sends times as minutes after midnight', () => {
    expect(inputToLimit('play_time_start', '07:30')).toBe(450);
    expect(inputToLimit('play_time_end', '23:59')).toBe(1439);
    expect(timeToMinutes('24:00')).toBeUndefined();
    expect(timeToMinutes('7.30')).toBeUndefined();
  });

  it('shows stored values in the fields and in text', () => {
    expect(limitToInput('play_by_month', 12000)).toBe('120');
    expect(limitToInput('play_by_month', null)).toBe('');
    expect(limitToInput('play_by_month', -1)).toBe('');
    expect(limitToInput('play_time_start', 450)).toBe('07:30');
    expect(minutesToTime(0)).toBe('00:00');
    expect(formatLimit('play_by_day', 5000)).toBe('50,00\u00a0€');
    expect(formatLimit('play_time_end', 1320)).toBe('22:00');
  });
});
