import type { DepositAmountProblem } from '@arpa/contract';

/** The Finnish words of SPEC §5 for a replaced deposit amount; the rule itself is the contract's. */
export const depositAmountMessages = {
  invalid: 'Virheellinen syöte',
  belowMin: 'Pienin summa on 10 €',
  aboveMax: 'Suurin summa on 100 €',
} satisfies Record<DepositAmountProblem, string>;
export type DepositAmountMessages = typeof depositAmountMessages;

/** Euros as typed in the amount field: "15", "15,50". */
export function formatEuroInput(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2).replace('.', ',');
}
