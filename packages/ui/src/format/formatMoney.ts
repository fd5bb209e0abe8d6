const euro = new Intl.NumberFormat('fi-FI', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats integer cents as Finnish euros: `formatMoney(123450)` → "1 234,50 €".
 * The spaces (thousands separator and before €) are U+00A0 no-break spaces, as Intl produces them,
 * so an amount never wraps across lines. The minus sign is U+2212, as Intl's fi-FI locale gives it.
 */
export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatMoney expects integer cents, got ${cents}`);
  }
  return euro.format(cents / 100);
}
