import type { AccountEvent, AccountsResponse, BonusListResponse, ListResponse } from '@arpa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ensureAccount, grantBonus, postLedgerEvent } from './ledger.ts';
import { assertLedgerInvariant } from './ledger-invariant.ts';

describe(`account routes (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterEach(() => assertLedgerInvariant(test.db));

  afterAll(() => test.close());

  async function credit(userId: string, value: number, variety: 'deposit' | 'win' = 'deposit') {
    const account = await ensureAccount(test.db, userId, variety === 'win' ? 'wins' : 'money');
    return test.db
      .transaction()
      .execute((trx) => postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety, value }));
  }

  it('requires a signed-in player on every account call', async () => {
    for (const url of ['/api/v1/accounts/self', '/api/v1/accounts/bonus/self', '/api/v1/account-events']) {
      const response = await test.request({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json(), url).toEqual({ code: 'unauthorized', description: 'Kirjaudu sisään.' });
    }
  });

  it('lists the player’s balances, zero balances included', async () => {
    await credit('anna', 2550);
    const response = await test.request({ url: '/api/v1/accounts/self', user: 'anna' });
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json<AccountsResponse>();
    expect(total).toBe(items.length);
    expect(items.map((account) => account.variety).sort()).toEqual(
      ['bonus', 'extra_wins', 'game_currency', 'money', 'wins'].sort(),
    );
    expect(items.find((account) => account.variety === 'money')).toEqual({
      id: expect.any(Number),
      variety: 'money',
      saldo: 2550,
      lottery: null,
      ticket_series: null,
    });
    expect(
      items.filter((account) => account.variety !== 'money').every((account) => account.saldo === 0),
    ).toBe(true);

    // Asking again creates nothing new.
    const again = (
      await test.request({ url: '/api/v1/accounts/self', user: 'anna' })
    ).json<AccountsResponse>();
    expect(again.items.map((account) => account.id)).toEqual(items.map((account) => account.id));
  });

  it('never shows one player another player’s balances', async () => {
    await credit('bertta', 9900);
    const { items } = (
      await test.request({ url: '/api/v1/accounts/self', user: 'cecilia' })
    ).json<AccountsResponse>();
    expect(items.every((account) => account.saldo === 0)).toBe(true);
  });

  it('lists bonuses that are still valid and tells whether the deposit bonus was received', async () => {
    const before = await test.request({ url: '/api/v1/accounts/bonus/self', user: 'daniel' });
    expect(before.json()).toEqual({ items: [], total: 0, deposit_bonus_received: false });

    const validUntil = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await test.db.transaction().execute(async (trx) => {
      await grantBonus(trx, { userId: 'daniel', reason: 'deposit', value: 500, validUntil });
      await grantBonus(trx, {
        userId: 'daniel',
        reason: 'campaign',
        value: 200,
        validUntil: new Date(Date.now() - 1000),
      });
      await grantBonus(trx, { userId: 'eemeli', reason: 'campaign', value: 300 });
    });
    const response = await test.request({ url: '/api/v1/accounts/bonus/self', user: 'daniel' });
    expect(response.statusCode).toBe(200);
    expect(response.json<BonusListResponse>()).toEqual({
      items: [{ id: expect.any(Number), value: 500, lottery: null, valid_until: validUntil.toISOString() }],
      total: 1,
      deposit_bonus_received: true,
    });
    const bonusAccount = (await test.request({ url: '/api/v1/accounts/self', user: 'daniel' }))
      .json<AccountsResponse>()
      .items.find((account) => account.variety === 'bonus');
    expect(bonusAccount?.saldo).toBe(700);
  });

  it('pages the player’s account events newest first, with the total', async () => {
    for (let index = 1; index <= 10; index += 1) await credit('fanni', index * 100);
    await test.db.transaction().execute(async (trx) => {
      const money = await ensureAccount(trx, 'fanni', 'money');
      await postLedgerEvent(trx, { accountId: money.id, type: 'debit', variety: 'withdraw', value: 50 });
    });
    for (let index = 1; index <= 3; index += 1) await credit('gunnar', 7000 + index, 'win');

    const first = await test.request({ url: '/api/v1/account-events', user: 'fanni' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ListResponse<AccountEvent>>();
    expect(page1.total).toBe(11);
    // The default page is SPEC §9's seven rows.
    expect(page1.items.map((event) => event.value)).toEqual([50, 1000, 900, 800, 700, 600, 500]);
    expect(page1.items[0]).toEqual({
      id: expect.any(Number),
      variety: 'withdraw',
      state: 'completed',
      value: 50,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      order: null,
    });

    const page2 = (
      await test.request({ url: '/api/v1/account-events?limit=7&offset=7', user: 'fanni' })
    ).json<ListResponse<AccountEvent>>();
    expect(page2).toMatchObject({ total: 11 });
    expect(page2.items.map((event) => event.value)).toEqual([400, 300, 200, 100]);

    const all = (await test.request({ url: '/api/v1/account-events?limit=100', user: 'fanni' })).json<
      ListResponse<AccountEvent>
    >();
    const ids = all.items.map((event) => event.id);
    expect(new Set(ids).size).toBe(11);
    expect([...page1.items, ...page2.items].map((event) => event.id)).toEqual(ids);

    const other = (await test.request({ url: '/api/v1/account-events', user: 'gunnar' })).json<
      ListResponse<AccountEvent>
    >();
    expect(other.total).toBe(3);
    expect(other.items.map((event) => event.value)).toEqual([7003, 7002, 7001]);
    expect(other.items.some((event) => ids.includes(event.id))).toBe(false);
  });

  it('caps the page size at 100', async () => {
    const response = await test.request({ url: '/api/v1/account-events?limit=101', user: 'fanni' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('value_too_big');
  });
});
