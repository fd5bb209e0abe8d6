import { describe, expect, it } from 'vitest';
import { minuteOfDay, nextPeriodStart, periodStart, zonedMidnight, zonedParts } from './periods.ts';

const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('Helsinki periods', () => {
  it('starts the day at Finnish midnight, not UTC midnight', () => {
    // 23:30 UTC on 14 January is already 15 January 01:30 in Helsinki (UTC+2).
    const now = at('2025-01-14T23:30:00Z');
    expect(iso(periodStart('day', now))).toBe('2025-01-14T22:00:00.000Z');
    expect(iso(nextPeriodStart('day', now))).toBe('2025-01-15T22:00:00.000Z');
    // Summer time: UTC+3.
    expect(iso(periodStart('day', at('2025-07-01T12:00:00Z')))).toBe('2025-06-30T21:00:00.000Z');
  });

  it('has a 23-hour day when the clocks go forward and a 25-hour day when they go back', () => {
    const spring = at('2025-03-30T10:00:00Z');
    expect(iso(periodStart('day', spring))).toBe('2025-03-29T22:00:00.000Z');
    expect(iso(nextPeriodStart('day', spring))).toBe('2025-03-30T21:00:00.000Z');
    const autumn = at('2025-10-26T10:00:00Z');
    expect(iso(periodStart('day', autumn))).toBe('2025-10-25T21:00:00.000Z');
    expect(iso(nextPeriodStart('day', autumn))).toBe('2025-10-26T22:00:00.000Z');
    // The hour that is skipped: 02:59 local is 00:59Z, 04:00 local is 01:00Z.
    expect(zonedParts(at('2025-03-30T00:59:00Z'))).toMatchObject({ hour: 2, minute: 59 });
    expect(zonedParts(at('2025-03-30T01:00:00Z'))).toMatchObject({ hour: 4, minute: 0 });
  });

  it('runs ISO weeks from Monday midnight, across a daylight-saving change', () => {
    // Sunday 30 March 2025, after the clocks went forward.
    const sunday = at('2025-03-30T20:59:00Z');
    expect(zonedParts(sunday)).toMatchObject({ weekday: 7, day: 30, hour: 23, minute: 59 });
    expect(iso(periodStart('week', sunday))).toBe('2025-03-23T22:00:00.000Z');
    expect(iso(nextPeriodStart('week', sunday))).toBe('2025-03-30T21:00:00.000Z');
    // A Monday belongs to the week it starts.
    const monday = at('2025-03-30T21:00:00Z');
    expect(iso(periodStart('week', monday))).toBe('2025-03-30T21:00:00.000Z');
    // A week across a year boundary: Monday 29 December 2025 to Monday 5 January 2026.
    expect(iso(nextPeriodStart('week', at('2026-01-01T12:00:00Z')))).toBe('2026-01-04T22:00:00.000Z');
  });

  it('runs calendar months from the 1st at midnight', () => {
    const march = at('2025-03-31T20:30:00Z'); // 23:30 on 31 March, summer time
    expect(iso(periodStart('month', march))).toBe('2025-02-28T22:00:00.000Z');
    expect(iso(nextPeriodStart('month', march))).toBe('2025-03-31T21:00:00.000Z');
    // December rolls over to January of the next year.
    expect(iso(nextPeriodStart('month', at('2025-12-15T10:00:00Z')))).toBe('2025-12-31T22:00:00.000Z');
    // 31 January 23:30 UTC is already 1 February in Helsinki.
    expect(iso(periodStart('month', at('2025-01-31T23:30:00Z')))).toBe('2025-01-31T22:00:00.000Z');
  });

  it('gives the wall-clock minute of the day and the midnight of overflowing dates', () => {
    expect(minuteOfDay(at('2025-01-15T06:05:00Z'))).toBe(8 * 60 + 5);
    expect(minuteOfDay(at('2025-07-15T06:05:00Z'))).toBe(9 * 60 + 5);
    expect(iso(zonedMidnight(2025, 2, 29))).toBe('2025-02-28T22:00:00.000Z'); // 1 March
    expect(iso(zonedMidnight(2025, 13, 1))).toBe('2025-12-31T22:00:00.000Z'); // 1 January 2026
  });
});
