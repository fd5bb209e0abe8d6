import type { AccountVariety, LocalizedStrings } from '@arpa/contract';

// The varieties and the balance formulas (SPEC §3, §9) are the contract's (winningsBalance, playableBalance,
// totalBalance): one rule for the app, the server and this package. @arpa/contract is bundled into the build
// (tsup.config.ts), so the published package needs nothing unpublished.

/** An account as AccountBalances shows it. */
export interface BalanceAccount {
  id: number | string;
  variety: AccountVariety;
  /** Cents. */
  saldo: number;
  lottery?: { names: LocalizedStrings };
  ticket_series?: { alias: string; user_account_validity_end: string };
}
