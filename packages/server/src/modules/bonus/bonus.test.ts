import type { DepositResponse } from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { postLedgerEvent } from '../accounts/ledger.ts';
import {
  balancesOf,
  callbackFor,
  createShopTestApp,
  followReturn,
  strongUserHeader,
  visitBank,
} from '../shop/test-fixtures.ts';

const adminToken = 'bonus-test-token';
const auth = { authorization: `Bearer ${adminToken}` };
const strong = { [strongUserHeader]: '1' };

describe(`bonuses (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createShopTestApp({ env: { ADMIN_TOKEN: adminToken } });
  });

  afterEach(async () => {
    await t.app.paymentSimulator?.settled();
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  async function paidDeposit(user: string, value: number, extraCallbacks = 0) {
    const response = await t.request({
      method: 'POST',
      url: '/api/v2/accounts/deposit',
      user,
      headers: strong,
      payload: { value, payment_method: 'nordea', subject: 'Saldon lisäys', name: 'Maija Meikäläinen' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { payment_provider: form } = response.json<DepositResponse>();
    const returnUrl = await visitBank(t, form, 'pay');
    await Promise.all([
      followReturn(t, returnUrl),
      followReturn(t, returnUrl),
      ...Array.from({ length: extraCallbacks }, () => t.app.inject({ url: callbackFor(returnUrl) })),
    ]);
    await t.app.paymentSimulator!.settled();
  }

  async function bonusesOf(user: string) {
    return (await t.request({ url: '/api/v1/accounts/bonus/self', user })).json();
  }

  it('grants the deposit bonus once per player, for a first deposit of at least the minimum, however many deposits and callbacks arrive', async () => {
    const campaign = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/bonus-campaigns/deposit',
      headers: auth,
      payload: { min_deposit: 2000, bonus_value: 500, valid_days: 30 },
    });
    expect(campaign.statusCode, campaign.body).toBe(200);
    expect((await bonusesOf('aino')).deposit_bonus_received).toBe(false);
    // The deposit page learns that a bonus is on offer, and its terms.
    expect((await t.request({ url: '/api/v1/bonus-campaigns/deposit' })).json()).toEqual({
      active: true,
      min_deposit: 2000,
      bonus_value: 500,
      valid_days: 30,
    });

    await paidDeposit('aino', 2500, 4);
    await paidDeposit('aino', 5000, 2);
    await paidDeposit('aino', 10000);
    expect(await balancesOf(t.db, 'aino')).toMatchObject({ money: 17500, bonus: 500 });
    const list = await bonusesOf('aino');
    expect(list.deposit_bonus_received).toBe(true);
    expect(list.items).toHaveLength(1);
    expect(list.items[0].value).toBe(500);
    expect(list.items[0].valid_until).not.toBeNull();
    const events = await t.db
      .selectFrom('account_events')
      .select(['variety', 'value'])
      .where('variety', '=', 'bonus_deposit')
      .execute();
    expect(events).toEqual([{ variety: 'bonus_deposit', value: 500 }]);

    // Only the first deposit counts: below the minimum, no bonus then or later.
    await paidDeposit('eero', 1000);
    await paidDeposit('eero', 5000);
    expect((await balancesOf(t.db, 'eero')).bonus ?? 0).toBe(0);
    expect((await bonusesOf('eero')).deposit_bonus_received).toBe(false);
  });

  it('gives no deposit bonus without an active campaign', async () => {
    expect((await t.request({ url: '/api/v1/bonus-campaigns/deposit' })).json()).toMatchObject({
      active: false,
    });
    await paidDeposit('aino', 5000);
    expect((await balancesOf(t.db, 'aino')).bonus ?? 0).toBe(0);
  });

  it('expires a bonus with a ledger event, spending counted against the soonest-expiring bonus; game currency is no bonus', async () => {
    await t.db
      .insertInto('users')
      .values({
        sub: 'ville',
        email: 'ville@example.test',
        password_hash: null,
        first_name: 'Ville',
        last_name: 'Virtanen',
        phone: null,
        street_address: null,
        postal_code: null,
        city: null,
        strongly_authenticated_at: null,
        strong_first_names: null,
        strong_family_name: null,
      })
      .execute();
    const grant = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/bonuses/grant', headers: auth, payload });
    const expiring = await grant({
      user: 'ville@example.test',
      value: 1000,
      reason: 'Pahoittelu',
      valid_days: 10,
    });
    expect(expiring.statusCode, expiring.body).toBe(201);
    expect((await grant({ user: 'ville', value: 300, reason: 'Kanta-asiakas' })).statusCode).toBe(201);
    const currency = await grant({ user: 'ville', value: 700, reason: 'Kampanja', account: 'game_currency' });
    expect(currency.json()).toMatchObject({ account: 'game_currency', saldo: 700 });
    expect((await grant({ user: 'nobody', value: 1, reason: 'x' })).json().code).toBe('user_not_found');
    expect((await grant({ user: 'ville', value: 1, reason: 'deposit' })).json().code).toBe('invalid_input');

    expect(await balancesOf(t.db, 'ville')).toMatchObject({ bonus: 1300, game_currency: 700 });
    expect(
      (await bonusesOf('ville')).items
        .map((item: { value: number }) => item.value)
        .sort((a: number, b: number) => a - b),
    ).toEqual([300, 1000]);

    // 500 of the bonus is spent (as an order would), then the 1000 bonus expires: 500 of it was left.
    const bonusAccount = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('user_id', '=', 'ville')
      .where('variety', '=', 'bonus')
      .executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: bonusAccount.id, type: 'debit', variety: 'withdraw', value: 500 }),
      );
    const notYet = await t.app.inject({ method: 'POST', url: '/api/admin/bonuses/expire', headers: auth });
    expect(notYet.json()).toEqual({ bonuses: 0, cents: 0 });

    const later = new Date(Date.now() + 11 * 24 * 60 * 60 * 1000);
    const { expireBonuses } = await import('./service.ts');
    expect(await expireBonuses(t.db, later)).toEqual({ bonuses: 1, cents: 500 });
    await assertLedgerInvariant(t.db);
    expect(await balancesOf(t.db, 'ville')).toMatchObject({ bonus: 300, game_currency: 700 });
    const expiry = await t.db
      .selectFrom('account_events')
      .select(['variety', 'type', 'value'])
      .where('reference', 'like', 'bonus_expiry:%')
      .execute();
    expect(expiry).toEqual([{ variety: 'bonus', type: 'debit', value: 500 }]);
    expect((await bonusesOf('ville')).items.map((item: { value: number }) => item.value)).toEqual([300]);
    // A second run finds nothing left.
    expect(await expireBonuses(t.db, later)).toEqual({ bonuses: 0, cents: 0 });
  });
});
