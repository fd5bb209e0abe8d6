const NBSP = '\u00a0';
const MINUS = '\u2212';

/**
 * Formats integer cents as Finnish euros: `formatMoney(123450)` → "1 234,50 €".
 * The spaces (thousands separator and before €) are U+00A0 no-break spaces, as Intl's fi-FI locale gives
 * them, so an amount never wraps across lines. The minus sign is U+2212, as Intl's fi-FI locale gives it.
 *
 * Written out instead of `Intl.NumberFormat('fi-FI', { style: 'currency' })`, whose output it equals
 * (format.test.ts compares them): the first fi-FI formatter a page makes loads the locale's data, about
 * 30 ms of a slow phone's main thread while the shop's page starts (docs/decisions/0064). Integer
 * arithmetic also keeps the cents exact where `cents / 100` in floating point would not (above 2^53 / 100).
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatMoney expects integer cents, got ${cents}`);
  }
  const amount = Math.abs(cents);
  const rest = amount % 100;
  const euros = String((amount - rest) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${cents < 0 ? MINUS : ''}${euros},${String(rest).padStart(2, '0')}${NBSP}€`;
}
