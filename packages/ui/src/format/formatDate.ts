const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('fi-FI', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * Formats a UTC timestamp as "DD.MM.YYYY HH:mm" in local time (SPEC §2, §9).
 * Built from `formatToParts`, because fi-FI's own pattern is "05.01.2025 klo 10.07".
 * `timeZone` defaults to the viewer's zone; pass "Europe/Helsinki" to pin it.
 */
export function formatDate(isoUtc: string | Date, timeZone?: string): string {
  const date = isoUtc instanceof Date ? isoUtc : new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}
