import type { SpendingSummary } from '@arpa/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerDirection } from '../../db/schema.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';

const clock = new Date('2025-06-15T10:00:00Z');
let setup: TestApp;

beforeAll(async () => {
  setup = await createTestApp({ now: () => clock });
});
afterAll(() => setup.close());

async function ledgerEvent(
  user: string,
  account: 'money' | 'payments' | 'wins' | 'extra_wins',
  type: LedgerDirection,
  variety: 'deposit' | 'withdraw' | 'win' | 'extra_wins' | 'order_deposit',
  value: number,
  at: string,
) {
  await setup.db.transaction().execute(async (trx) => {
    const { id } = await ensureAccount(trx, user, account);
    const { event } = await postLedgerEvent(trx, { accountId: id, type, variety, value });
    await sql`update account_events set timestamp = ${new Date(at)} where id = ${event.id}`.execute(trx);
  });
}

describe(`spending summary (${testDatabaseKind})`, () => {
  it('sums deposits, purchases and winnings this month and over the last 12 calendar months', async () => {
    const player = 'kuluttaja';
    await ledgerEvent(player, 'money', 'credit', 'deposit', 5000, '2025-06-02T10:00:00Z');
    await ledgerEvent(player, 'money', 'credit', 'deposit', 2000, '2024-07-01T09:00:00Z'); // 1 July 12:00, in
    await ledgerEvent(player, 'money', 'credit', 'deposit', 9900, '2024-06-30T20:00:00Z'); // 30 June 23:00, out
    await ledgerEvent(player, 'money', 'debit', 'withdraw', 1500, '2025-06-10T10:00:00Z'); // a ticket
    await ledgerEvent(player, 'payments', 'credit', 'order_deposit', 700, '2025-03-10T10:00:00Z');
    await ledgerEvent(player, 'payments', 'debit', 'withdraw', 700, '2025-03-10T10:00:00Z'); // an order's money
    await ledgerEvent(player, 'wins', 'credit', 'win', 1000, '2025-06-11T10:00:00Z');
    await ledgerEvent(player, 'extra_wins', 'credit', 'extra_wins', 2500, '2025-01-11T10:00:00Z');
    await ledgerEvent(player, 'wins', 'debit', 'withdraw', 1000, '2025-06-12T10:00:00Z'); // redeeming: not spent
    await ledgerEvent('joku-muu', 'money', 'credit', 'deposit', 7777, '2025-06-02T10:00:00Z');

    const response = await setup.request({ url: '/api/v1/users/spending-summary', user: player });
    expect(response.statusCode).toBe(200);
    expect(response.json<SpendingSummary>()).toEqual({
      this_month: { from: '2025-05-31T21:00:00.000Z', deposited: 5000, spent: 1500, won: 1000, net: -500 },
      last_12_months: {
        from: '2024-06-30T21:00:00.000Z',
        deposited: 7000,
        spent: 2200,
        won: 3500,
        net: 1300,
      },
    });
  });

  it('is empty for a new player and answers only a signed-in one', async () => {
    const fresh = await setup.request({ url: '/api/v1/users/spending-summary', user: 'uusi' });
    expect(fresh.json<SpendingSummary>().this_month).toMatchObject({
      deposited: 0,
      spent: 0,
      won: 0,
      net: 0,
    });
    expect((await setup.request({ url: '/api/v1/users/spending-summary' })).statusCode).toBe(401);
  });
});
