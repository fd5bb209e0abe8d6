import { describe, expect, it } from 'vitest';
import { playableBalance, totalBalance, winningsBalance, type BalanceAccount } from './balances';

const accounts: BalanceAccount[] = [
  { id: 1, variety: 'wins', saldo: 1000 },
  { id: 2, variety: 'extra_wins', saldo: 200 },
  { id: 3, variety: 'money', saldo: 3000 },
  { id: 4, variety: 'bonus', saldo: 40 },
  { id: 5, variety: 'game_currency', saldo: 5 },
  { id: 6, variety: 'payments', saldo: 600000 },
  // A second wins account of a ticket series adds to the same sums.
  {
    id: 7,
    variety: 'wins',
    saldo: 7,
    ticket_series: { alias: 'S1', user_account_validity_end: '2025-12-31T21:59:00Z' },
  },
];

describe('balances', () => {
  it('winnings = wins + bonus + extra_wins', () => {
    expect(winningsBalance(accounts)).toBe(1000 + 7 + 40 + 200);
  });
  it('playable = money + extra_wins + game_currency', () => {
    expect(playableBalance(accounts)).toBe(3000 + 200 + 5);
  });
  it('total = playable + wins (SPEC §9 "total adds wins"), without bonus or payments', () => {
    expect(totalBalance(accounts)).toBe(3000 + 200 + 5 + 1000 + 7);
  });
  it('is zero without accounts', () => {
    expect([winningsBalance([]), playableBalance([]), totalBalance([])]).toEqual([0, 0, 0]);
  });
});
