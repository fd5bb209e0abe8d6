import type { LocalizedText } from '../LotteryCard/finnishName';

/** SPEC §3: the varieties of an account. */
export const accountVarieties = [
  'wins',
  'extra_wins',
  'money',
  'bonus',
  'game_currency',
  'payments',
] as const;
export type AccountVariety = (typeof accountVarieties)[number];

export interface BalanceAccount {
  id: number | string;
  variety: AccountVariety;
  /** Cents. */
  saldo: number;
  lottery?: { names: LocalizedText[] };
  ticket_series?: { alias: string; user_account_validity_end: string };
}

function sum(accounts: readonly BalanceAccount[], varieties: readonly AccountVariety[]): number {
  return accounts.reduce((total, a) => (varieties.includes(a.variety) ? total + a.saldo : total), 0);
}

/** SPEC §9: winnings balance = wins + bonus + extra_wins (cents). */
export function winningsBalance(accounts: readonly BalanceAccount[]): number {
  return sum(accounts, ['wins', 'bonus', 'extra_wins']);
}

/** SPEC §9: playable balance = money + extra_wins + game_currency (cents). */
export function playableBalance(accounts: readonly BalanceAccount[]): number {
  return sum(accounts, ['money', 'extra_wins', 'game_currency']);
}

/** SPEC §9: "total adds wins": total = playable balance + wins (cents). Bonus is not part of it. */
export function totalBalance(accounts: readonly BalanceAccount[]): number {
  return playableBalance(accounts) + sum(accounts, ['wins']);
}
