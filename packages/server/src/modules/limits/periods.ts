import { SERVICE_TIME_ZONE } from '@arpa/contract';

/**
 * Calendar arithmetic in the operator's time zone. Limit periods (day, ISO week, calendar month) and
 * the play-time window follow the Finnish wall clock, so a day is 23 or 25 hours long across a
 * daylight-saving change. Only `Intl` is used: no time-zone database of our own to keep current.
 */

export const LIMITS_TIME_ZONE = SERVICE_TIME_ZONE;

export type LimitPeriod = 'day' | 'week' | 'month';

/** A wall-clock date and time in the limits time zone. `weekday` is ISO: 1 Monday … 7 Sunday. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: LIMITS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
});

export function zonedParts(instant: Date): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays[parts.weekday],
  };
}

/** Minutes the wall clock is ahead of UTC at `instant` (120 in winter, 180 in summer). */
function offsetMinutes(instant: Date): number {
  const p = zonedParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock shows midnight starting the given date. Month and day may
 * overflow (day 32 is the next month's first), as with `Date.UTC`. Finland changes its clocks at
 * 03:00/04:00, so midnight always exists exactly once.
 */
export function zonedMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  let guess = new Date(wall - offsetMinutes(new Date(wall)) * 60_000);
  // A second pass settles the offset when the first guess fell on the other side of a change.
  guess = new Date(wall - offsetMinutes(guess) * 60_000);
  return guess;
}

/** When the period containing `now` began. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  const p = zonedParts(now);
  if (period === 'day') return zonedMidnight(p.year, p.month, p.day);
  if (period === 'week') return zonedMidnight(p.year, p.month, p.day - (p.weekday - 1));
  return zonedMidnight(p.year, p.month, 1);
}

/** When the period after the one containing `now` begins. */
export function nextPeriodStart(period: LimitPeriod, now: Date): Date {
  const p = zonedParts(now);
  if (period === 'day') return zonedMidnight(p.year, p.month, p.day + 1);
  if (period === 'week') return zonedMidnight(p.year, p.month, p.day + 8 - p.weekday);
  return zonedMidnight(p.year, p.month + 1, 1);
}

/** Minutes after local midnight on the wall clock (0–1439). */
export function minuteOfDay(now: Date): number {
  const p = zonedParts(now);
  return p.hour * 60 + p.minute;
}
