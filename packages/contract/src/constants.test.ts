import { describe, expect, it } from 'vitest';
import type { Account } from './api.ts';
import {
  POSTAL_CODE_PATTERN,
  claimContactNeed,
  playableBalance,
  totalBalance,
  winningsBalance,
} from './constants.ts';

function account(variety: Account['variety'], saldo: number): Pick<Account, 'variety' | 'saldo'> {
  return { variety, saldo };
}

// One account of every variety with a distinct power-of-two balance, so each sum names its parts.
const everyVariety = [
  account('wins', 1),
  account('extra_wins', 2),
  account('money', 4),
  account('bonus', 8),
  account('game_currency', 16),
  account('payments', 32),
];

describe('balances', () => {
  it('winnings are wins + bonus + extra_wins', () => {
    expect(winningsBalance(everyVariety)).toBe(1 + 8 + 2);
  });

  it('playable balance is money + extra_wins + game_currency', () => {
    expect(playableBalance(everyVariety)).toBe(4 + 2 + 16);
  });

  it('total is the playable balance plus wins', () => {
    expect(totalBalance(everyVariety)).toBe(4 + 2 + 16 + 1);
  });

  it('adds up every account of a variety (win accounts come one per ticket series)', () => {
    const accounts = [
      account('wins', 1050),
      account('wins', 250),
      account('money', 2000),
      account('payments', 999),
    ];
    expect(winningsBalance(accounts)).toBe(1300);
    expect(playableBalance(accounts)).toBe(2000);
    expect(totalBalance(accounts)).toBe(3300);
  });

  it('is zero without accounts', () => {
    expect(winningsBalance([])).toBe(0);
    expect(playableBalance([])).toBe(0);
    expect(totalBalance([])).toBe(0);
  });
});

describe('what a winner is asked before the claim is committed', () => {
  const prize = { product_claimable: true, product_value_transferrable: false } as const;

  it.each([
    ['a product sent by post', 'address', { ...prize, product_delivery: 'post' }],
    ['a product whose delivery the server does not say (sent by post)', 'address', prize],
    ['a product sent by email', 'reach', { ...prize, product_delivery: 'digital' }],
    ['a money value', 'reach', { ...prize, product_value_transferrable: true, product_delivery: 'none' }],
    [
      'a money value the server sends no delivery for',
      'reach',
      { ...prize, product_value_transferrable: true },
    ],
    [
      'a prize the operator handles',
      'reach',
      { ...prize, product_claimable: false, product_delivery: 'post' },
    ],
  ] as const)('%s: asks for %s', (_name, need, given) => {
    expect(claimContactNeed(given)).toBe(need);
  });
});

describe('constants', () => {
  it('accepts exactly five-digit postal codes', () => {
    for (const code of ['00100', '20780', '99999', '00000'])
      expect(POSTAL_CODE_PATTERN.test(code), code).toBe(true);
    for (const code of ['0010', '001000', '2078a', ' 20780', '20780 ', '']) {
      expect(POSTAL_CODE_PATTERN.test(code), code).toBe(false);
    }
  });
});
