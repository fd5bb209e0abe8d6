/** SPEC §5/§9: deposits are 10–100 euros, offered as presets of 10, 20, 50 and 100. */
export const DEPOSIT_PRESETS_EUR = [10, 20, 50, 100] as const;
export const DEPOSIT_MIN_EUR = 10;
export const DEPOSIT_MAX_EUR = 100;

export const depositAmountMessages = {
  invalid: 'Virheellinen syöte',
  belowMin: 'Pienin summa on 10 €',
  aboveMax: 'Suurin summa on 100 €',
};
export type DepositAmountMessages = typeof depositAmountMessages;

/**
 * The amount of an add-balance link's query, given in cents: cents / 100 clamped to 10..100 and
 * rounded up to whole euros (SPEC §5). A value that is not a number gives the minimum.
 */
export function amountFromQuery(cents: number): number {
  if (!Number.isFinite(cents)) return DEPOSIT_MIN_EUR;
  return Math.ceil(Math.min(DEPOSIT_MAX_EUR, Math.max(DEPOSIT_MIN_EUR, cents / 100)));
}

export interface ClampedAmount {
  /** The amount to use, in euros. */
  euros: number;
  /** Why the input was replaced, when it was. */
  message?: string;
}

/**
 * Checks a typed euro amount (a comma or a dot as the decimal mark, at most two decimals) and
 * clamps it as SPEC §5 says: invalid → 10 with "Virheellinen syöte", below 10 → 10 with
 * "Pienin summa on 10 €", above 100 → 100 with "Suurin summa on 100 €".
 */
export function clampDepositAmount(
  input: string,
  messages: DepositAmountMessages = depositAmountMessages,
): ClampedAmount {
  const text = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { euros: DEPOSIT_MIN_EUR, message: messages.invalid };
  const euros = Number(text);
  if (euros < DEPOSIT_MIN_EUR) return { euros: DEPOSIT_MIN_EUR, message: messages.belowMin };
  if (euros > DEPOSIT_MAX_EUR) return { euros: DEPOSIT_MAX_EUR, message: messages.aboveMax };
  return { euros };
}

/** Euros as typed in the amount field: "15", "15,50". */
export function formatEuroInput(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}
