import { SERVICE_TIME_ZONE } from '@arpa/contract';

/** SPEC §2: the monthly bundle's countdown runs to the end of the month in Finnish time. */
export const COUNTDOWN_TIME_ZONE = SERVICE_TIME_ZONE;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(date: Date, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, number> = {};
  for (const part of f.formatToParts(date)) parts[part.type] = Number(part.value);
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** How far the zone's wall clock is ahead of UTC at `date`, in ms (7 200 000 in Helsinki winter). */
function zoneOffset(date: Date, timeZone: string): number {
  const w = wallClock(date, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The instant the month of `now` ends in `timeZone`: midnight starting the 1st of the next month. */
export function endOfMonth(now: Date, timeZone: string = COUNTDOWN_TIME_ZONE): Date {
  const w = wallClock(now, timeZone);
  // Date.UTC rolls month 12 over into January of the next year.
  const nextMonthWall = Date.UTC(w.year, w.month, 1);
  const firstGuess = nextMonthWall - zoneOffset(new Date(nextMonthWall), timeZone);
  return new Date(nextMonthWall - zoneOffset(new Date(firstGuess), timeZone));
}

/** "3 pv 04:05:06": whole days, then hours, minutes and seconds. Never negative. */
export function formatCountdown(ms: number, daysUnit = 'pv'): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor((total % 86400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${days} ${daysUnit} ${pad(hours)}:${pad(minutes)}:${pad(total % 60)}`;
}
