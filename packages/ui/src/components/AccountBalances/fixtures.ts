import type { BalanceAccount } from './balances';

/** Accounts as GET /api/v1/accounts/self returns them, for stories and tests. */
export const sampleAccounts: BalanceAccount[] = [
  { id: 1, variety: 'wins', saldo: 1500 },
  { id: 2, variety: 'extra_wins', saldo: 250 },
  { id: 3, variety: 'money', saldo: 2000 },
  { id: 4, variety: 'bonus', saldo: 500 },
  { id: 5, variety: 'game_currency', saldo: 100 },
  {
    id: 6,
    variety: 'wins',
    saldo: 1000,
    lottery: {
      names: [
        { lang: 'fi', value: 'Kultakimpale' },
        { lang: 'sv', value: 'Guldklimp' },
      ],
    },
    ticket_series: { alias: 'KK-2025', user_account_validity_end: '2025-12-31T21:59:00Z' },
  },
];
