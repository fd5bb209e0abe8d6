import { isPlayTimeLimitVariety, LIMIT_VARIETIES, type LimitVariety } from '@arpa/contract';
import { formatMoney } from '../../format/formatMoney';

/** The limit rows of the play-limits screen (SPEC §9), in the contract's order; play_pause has its own screen (PlayPause). */
export const limitFormVarieties = LIMIT_VARIETIES.filter(
  (variety): variety is LimitFormVariety => variety !== 'play_pause',
);
export type LimitFormVariety = Exclude<LimitVariety, 'play_pause'>;

/** Minutes after midnight as "HH:MM". */
export function minutesToTime(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** "HH:MM" as minutes after midnight, or `undefined` when it is not a time of day. */
export function timeToMinutes(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return undefined;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : undefined;
}

/** A stored limit value as the field shows it: whole euros for money, "HH:MM" for times, "" for none. */
export function limitToInput(variety: LimitFormVariety, value: number | null | undefined): string {
  if (value === null || value === undefined || value < 0) return '';
  return isPlayTimeLimitVariety(variety) ? minutesToTime(value) : String(value / 100);
}

/** A stored limit value for reading: "50,00 €" or "07:30". */
export function formatLimit(variety: LimitFormVariety, value: number): string {
  return isPlayTimeLimitVariety(variety) ? minutesToTime(value) : formatMoney(value);
}

/**
 * A field's text as the value to send: `null` for an empty field (the limit is cleared), cents
 * (euros × 100) for money, minutes after midnight for times. Call it on validated input only.
 */
export function inputToLimit(variety: LimitFormVariety, input: string): number | null {
  const text = input.trim();
  if (text === '') return null;
  if (isPlayTimeLimitVariety(variety)) return timeToMinutes(text) ?? null;
  return Number(text) * 100;
}
