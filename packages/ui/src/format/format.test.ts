import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';
import { formatMoney } from './formatMoney';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatMoney', () => {
  it('formats cents with a no-break space thousands separator and the euro sign', () => {
    expect(formatMoney(123450)).toBe(`1${NBSP}234,50${NBSP}€`);
  });
  it('formats zero', () => {
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
  });
  it('formats single cents and whole euros', () => {
    expect(formatMoney(5)).toBe(`0,05${NBSP}€`);
    expect(formatMoney(1000)).toBe(`10,00${NBSP}€`);
  });
  it('formats negative values (withdrawals) with a minus sign', () => {
    expect(formatMoney(-2050)).toBe(`${MINUS}20,50${NBSP}€`);
    expect(formatMoney(-123450)).toBe(`${MINUS}1${NBSP}234,50${NBSP}€`);
  });
  it('formats large values with every thousands group', () => {
    expect(formatMoney(123456789012)).toBe(`1${NBSP}234${NBSP}567${NBSP}890,12${NBSP}€`);
  });
  it('refuses fractional cents instead of rounding money silently', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
  });
  it("writes every amount as Intl's fi-FI euro format does", () => {
    const intl = new Intl.NumberFormat('fi-FI', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 99_999_999, 100_000_000];
    for (let cents = 1; cents < 1e15; cents = cents * 7 + 3) amounts.push(cents);
    for (const cents of amounts)
      for (const signed of cents === 0 ? [0] : [cents, -cents])
        expect(formatMoney(signed)).toBe(intl.format(signed / 100));
  });
  it('keeps the cents of the largest safe amounts exact', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe(
      `90${NBSP}071${NBSP}992${NBSP}547${NBSP}409,91${NBSP}€`,
    );
  });
});

describe('formatDate', () => {
  const tz = 'Europe/Helsinki';
  it('shows a UTC time in Helsinki winter time (UTC+2)', () => {
    expect(formatDate('2025-01-05T08:07:00Z', tz)).toBe('05.01.2025 10:07');
  });
  it('shows summer time (UTC+3) after the spring change', () => {
    // DST starts 2025-03-30 01:00 UTC in the EU.
    expect(formatDate('2025-03-30T00:59:00Z', tz)).toBe('30.03.2025 02:59');
    expect(formatDate('2025-03-30T01:00:00Z', tz)).toBe('30.03.2025 04:00');
  });
  it('shows winter time again after the autumn change', () => {
    // DST ends 2025-10-26 01:00 UTC.
    expect(formatDate('2025-10-26T00:59:00Z', tz)).toBe('26.10.2025 03:59');
    expect(formatDate('2025-10-26T01:00:00Z', tz)).toBe('26.10.2025 03:00');
  });
  it('pads midnight hours with 00, not 24', () => {
    expect(formatDate('2025-06-30T21:00:00Z', tz)).toBe('01.07.2025 00:00');
  });
  it('accepts Date objects and returns empty text for an invalid date', () => {
    expect(formatDate(new Date('2025-01-05T08:07:00Z'), tz)).toBe('05.01.2025 10:07');
    expect(formatDate('not a date', tz)).toBe('');
  });
});
