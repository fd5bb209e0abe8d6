import { DEPOSIT_MAX_EUR, DEPOSIT_MIN_EUR } from '../constants.ts';

/** Why a typed deposit amount was replaced (SPEC §5); each screen words it in its own language. */
export type DepositAmountProblem = 'invalid' | 'belowMin' | 'aboveMax';

export interface ClampedDeposit {
  /** The amount to use, in euros, within DEPOSIT_MIN_EUR..DEPOSIT_MAX_EUR. */
  euros: number;
  /** Why the input was replaced, when it was. */
  problem?: DepositAmountProblem;
}

/**
 * Checks a typed euro amount (a comma or a dot as the decimal mark, at most two decimals) and clamps it as
 * SPEC §5 says: not a number → the minimum (`invalid`), below the minimum → the minimum (`belowMin`), above
 * the maximum → the maximum (`aboveMax`).
 */
export function clampDepositEuros(input: string): ClampedDeposit {
  const text = input.trim().replace(/\s/g, '').replace(',', '.');
  // A negative amount is a number below the minimum (SPEC §5: below 10 → "Pienin summa on 10 €").
  if (!/^[-−]?\d+(\.\d{1,2})?$/.test(text)) return { euros: DEPOSIT_MIN_EUR, problem: 'invalid' };
  const euros = Number(text.replace('−', '-'));
  if (euros < DEPOSIT_MIN_EUR) return { euros: DEPOSIT_MIN_EUR, problem: 'belowMin' };
  if (euros > DEPOSIT_MAX_EUR) return { euros: DEPOSIT_MAX_EUR, problem: 'aboveMax' };
  return { euros };
}

/**
 * The amount of an add-balance link's query, given in cents: cents / 100 clamped to the deposit bounds and
 * rounded up to whole euros (SPEC §5). A value that is not a number gives the minimum.
 */
export function depositEurosFromQuery(cents: number): number {
  if (!Number.isFinite(cents)) return DEPOSIT_MIN_EUR;
  return Math.ceil(Math.min(DEPOSIT_MAX_EUR, Math.max(DEPOSIT_MIN_EUR, cents / 100)));
}
