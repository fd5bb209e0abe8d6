import type { AccountVariety } from '@arpa/contract';
import type { LocalizedText } from '../LotteryCard/finnishName';

// The varieties and the balance formulas (SPEC §3, §9) are the contract's: one rule for the app, the
// server and this package. @arpa/contract is bundled into the build (tsup.config.ts), so the published
// package needs nothing unpublished.
export { accountVarieties, playableBalance, totalBalance, winningsBalance } from '@arpa/contract';
export type { AccountVariety } from '@arpa/contract';

export interface BalanceAccount {
  id: number | string;
  variety: AccountVariety;
  /** Cents. */
  saldo: number;
  lottery?: { names: LocalizedText[] };
  ticket_series?: { alias: string; user_account_validity_end: string };
}
