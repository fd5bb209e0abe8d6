import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testDatabaseKind } from '../../test/harness.ts';
import { ensureAccount, grantBonus, postLedgerEvent } from './ledger.ts';
import { assertLedgerInvariant, findLedgerMismatches } from './ledger-invariant.ts';

describe(`ledger (${testDatabaseKind})`, () => {
  // One database for the file; every test works with its own players.
  let database: DatabaseHandle;
  let player = '';
  let otherPlayer = '';
  let counter = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  beforeEach(() => {
    counter += 1;
    player = `player-${counter}`;
    otherPlayer = `other-${counter}`;
  });

  afterEach(() => assertLedgerInvariant(database.db));

  afterAll(() => database.close());

  async function saldo(accountId: number): Promise<number> {
    const row = await database.db
      .selectFrom('accounts')
      .select('saldo')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return row.saldo;
  }

  async function events(accountId: number) {
    return database.db
      .selectFrom('account_events')
      .select(['variety', 'state', 'value', 'type', 'reference'])
      .where('account_id', '=', accountId)
      .orderBy('id')
      .execute();
  }

  it('credits and withdraws in integer cents and records each change as a completed event', async () => {
    const { db } = database;
    const money = await ensureAccount(db, player, 'money');
    expect(money.saldo).toBe(0);

    const credit = await db.transaction().execute((trx) =>
      postLedgerEvent(trx, {
        accountId: money.id,
        type: 'credit',
        variety: 'deposit',
        value: 5000,
        reference: 'payment:1',
      }),
    );
    expect(credit.saldo).toBe(5000);
    const debit = await db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: money.id, type: 'debit', variety: 'withdraw', value: 1234 }),
      );
    expect(debit.saldo).toBe(3766);
    expect(debit.event).toMatchObject({
      account_id: money.id,
      value: 1234,
      type: 'debit',
      state: 'completed',
    });
    expect(debit.event.timestamp).toBeInstanceOf(Date);

    expect(await saldo(money.id)).toBe(3766);
    expect(await events(money.id)).toEqual([
      { variety: 'deposit', state: 'completed', value: 5000, type: 'credit', reference: 'payment:1' },
      { variety: 'withdraw', state: 'completed', value: 1234, type: 'debit', reference: null },
    ]);
  });

  it('refuses an overdraft with no_saldo and changes nothing', async () => {
    const { db } = database;
    const wins = await ensureAccount(db, player, 'wins');
    await db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: wins.id, type: 'credit', variety: 'win', value: 1000 }),
      );
    await expect(
      db
        .transaction()
        .execute((trx) =>
          postLedgerEvent(trx, { accountId: wins.id, type: 'debit', variety: 'order_deposit', value: 1001 }),
        ),
    ).rejects.toMatchObject({ code: 'no_saldo', status: 409 });
    expect(await saldo(wins.id)).toBe(1000);
    expect(await events(wins.id)).toHaveLength(1);

    // Spending exactly everything is allowed.
    await db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: wins.id, type: 'debit', variety: 'order_deposit', value: 1000 }),
      );
    expect(await saldo(wins.id)).toBe(0);
  });

  it('rolls the saldo back with the transaction when a later step fails', async () => {
    const { db } = database;
    const money = await ensureAccount(db, player, 'money');
    await expect(
      db.transaction().execute(async (trx) => {
        await postLedgerEvent(trx, { accountId: money.id, type: 'credit', variety: 'deposit', value: 700 });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    expect(await saldo(money.id)).toBe(0);
    expect(await events(money.id)).toEqual([]);
  });

  it('lets only one of two concurrent debits spend the same cents', async () => {
    const { db } = database;
    const money = await ensureAccount(db, player, 'money');
    await db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: money.id, type: 'credit', variety: 'deposit', value: 100 }),
      );
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        db
          .transaction()
          .execute((trx) =>
            postLedgerEvent(trx, { accountId: money.id, type: 'debit', variety: 'withdraw', value: 60 }),
          ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result as PromiseRejectedResult).reason.code)).toEqual([
      'no_saldo',
      'no_saldo',
    ]);
    expect(await saldo(money.id)).toBe(40);
  });

  it('refuses values that are not positive whole cents', async () => {
    const { db } = database;
    const money = await ensureAccount(db, player, 'money');
    for (const value of [0, -5, 10.5, Number.NaN]) {
      await expect(
        db
          .transaction()
          .execute((trx) =>
            postLedgerEvent(trx, { accountId: money.id, type: 'credit', variety: 'deposit', value }),
          ),
      ).rejects.toThrow(RangeError);
    }
    expect(await saldo(money.id)).toBe(0);
  });

  it('keeps one account per user, variety and ticket series', async () => {
    const { db } = database;
    const first = await ensureAccount(db, player, 'wins');
    expect((await ensureAccount(db, player, 'wins')).id).toBe(first.id);
    const seriesWins = await ensureAccount(db, player, 'wins', { ticketSeriesId: 7, lotteryId: 3 });
    expect(seriesWins.id).not.toBe(first.id);
    expect(seriesWins).toMatchObject({ ticket_series_id: 7, lottery_id: 3 });
    expect((await ensureAccount(db, otherPlayer, 'wins')).id).not.toBe(first.id);
  });

  it('credits a granted bonus to the bonus account', async () => {
    const { db } = database;
    const result = await db
      .transaction()
      .execute((trx) => grantBonus(trx, { userId: player, reason: 'deposit', value: 500 }));
    expect(result.saldo).toBe(500);
    const bonusAccount = await ensureAccount(db, player, 'bonus');
    expect(await saldo(bonusAccount.id)).toBe(500);
    expect(await events(bonusAccount.id)).toEqual([
      {
        variety: 'bonus',
        state: 'completed',
        value: 500,
        type: 'credit',
        reference: expect.stringMatching(/^bonus:\d+$/),
      },
    ]);
  });

  it('detects a saldo changed behind the ledger’s back', async () => {
    const { db } = database;
    const money = await ensureAccount(db, player, 'money');
    await db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: money.id, type: 'credit', variety: 'deposit', value: 300 }),
      );
    await db.updateTable('accounts').set({ saldo: 999 }).where('id', '=', money.id).execute();
    expect(await findLedgerMismatches(db)).toEqual([{ accountId: money.id, saldo: 999, sumOfEvents: 300 }]);
    await expect(assertLedgerInvariant(db)).rejects.toThrow(/Ledger invariant broken/);
    // Put it right so the invariant check after the test passes.
    await db.updateTable('accounts').set({ saldo: 300 }).where('id', '=', money.id).execute();
  });

  it('refuses a negative saldo even from a direct update (database constraint)', async () => {
    const { db } = database;
    const money = await ensureAccount(db, player, 'money');
    await expect(
      db.updateTable('accounts').set({ saldo: -1 }).where('id', '=', money.id).execute(),
    ).rejects.toThrow();
  });
});
