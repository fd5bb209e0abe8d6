import type { DepositResponse, Limit, OrderResponse, PaymentStatus } from '@arpa/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import {
  PAYTRAIL_TEST_ACCOUNT,
  PAYTRAIL_TEST_SECRET,
  signedResultParams,
  type PaymentResult,
} from './paytrail.ts';
import { paymentReference, refundReturnedPayment } from './service.ts';
import {
  balancesOf,
  createShopTestApp,
  followReturn,
  seedBalances,
  seedCategory,
  seedProduct,
  strongUserHeader,
  visitBank,
  type SeededProduct,
} from '../shop/test-fixtures.ts';

/**
 * The pending-money lifecycle (issue 10): payments expire at their deadline and give back what they held,
 * limits count what is pending, refusals name their reason, and repeated or concurrent writes do the work
 * once. The app's clock is injected; the expiry sweep and the job queue are run by hand.
 */

const player = 'odottaja';
const contact = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.com',
  phone: '0401234567',
  address: 'Kauppakatu 1',
  postal_code: '00100',
  city: 'Helsinki',
};
const strong = { [strongUserHeader]: '1' };
const adminToken = 'lifecycle-operator-token';
const minutes = (count: number) => count * 60_000;

describe(`pending money lifecycle (${testDatabaseKind})`, () => {
  let t: TestApp;
  let clock: Date;
  let lamp: SeededProduct;
  let shirt: SeededProduct;
  const extraApps: FastifyInstance[] = [];

  beforeEach(async () => {
    // A Wednesday at noon in Helsinki.
    clock = new Date('2025-01-15T10:00:00Z');
    t = await createShopTestApp({ env: { ADMIN_TOKEN: adminToken }, now: () => clock });
    const category = await seedCategory(t.db, 'Koti');
    lamp = await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: category });
    shirt = await seedProduct(t.db, { name: 'T-paita', value: 3980, categoryId: category });
  });

  afterEach(async () => {
    for (const app of extraApps.splice(0)) await app.close();
    await t.app.paymentSimulator?.settled();
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  const advance = (count: number) => {
    clock = new Date(clock.getTime() + minutes(count));
  };

  function order(
    products: unknown[],
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
    user = player,
  ) {
    return t.request({
      method: 'POST',
      url: '/api/v1/shop/orders',
      user,
      headers,
      payload: { products, user: contact, payment_method: 'nordea', ...extra },
    });
  }

  const lampLine = (quantity = 1) => ({ product_id: lamp.id, quantity });
  const shirtLine = () => ({ product_id: shirt.id, quantity: 1 });

  function deposit(value: number, headers: Record<string, string> = {}) {
    return t.request({
      method: 'POST',
      url: '/api/v2/accounts/deposit',
      user: player,
      headers: { ...strong, ...headers },
      payload: { value, payment_method: 'nordea', subject: 'Saldon lisäys', name: 'Maija Meikäläinen' },
    });
  }

  async function limitsOf(user = player): Promise<Record<string, Limit>> {
    const response = await t.request({ url: '/api/v1/users/limits', user });
    expect(response.statusCode).toBe(200);
    return Object.fromEntries(response.json<Limit[]>().map((limit) => [limit.variety, limit]));
  }

  async function setLimits(payload: unknown[]) {
    const response = await t.request({ method: 'PATCH', url: '/api/v1/users/limits', user: player, payload });
    expect(response.statusCode).toBe(200);
  }

  const paymentsOf = (orderId: number) =>
    t.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  const orderState = async (id: number) =>
    (await t.db.selectFrom('orders').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
  const refundsOf = (orderId: number) =>
    t.db
      .selectFrom('account_events')
      .select(['account_id', 'value'])
      .where('reference', '=', `order:${orderId}`)
      .where('variety', '=', 'refund')
      .execute();

  it('20 concurrent orders with one Idempotency-Key make one order and one payment; another body is refused', async () => {
    await seedBalances(t.db, player, { wins: 500 });
    const headers = { 'idempotency-key': 'checkout-1' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => order([lampLine()], headers)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const bodies = answers.map((answer) => answer.json<OrderResponse>());
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].withdrawn).toEqual({ extra_wins: 0, bonus: 0, wins: 500, order_deposit: 500 });
    expect(bodies[0].payment_provider?.url).toBeTruthy();

    const orders = await t.db.selectFrom('orders').select('id').where('user_id', '=', player).execute();
    expect(orders).toHaveLength(1);
    expect(await t.db.selectFrom('payments').select('id').execute()).toHaveLength(1);
    expect((await balancesOf(t.db, player)).wins).toBe(0);

    const reused = await order([lampLine(2)], headers);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: 'idempotency_key_reused',
      description: 'Sama pyyntö lähetettiin eri tiedoilla. Lataa sivu ja yritä uudelleen.',
    });
    const bad = await order([lampLine()], { 'idempotency-key': 'ä'.repeat(3) });
    expect(bad.json().code).toBe('invalid_value');
  });

  it('20 concurrent re-submits with the order token resume one waiting order with one open payment', async () => {
    await seedBalances(t.db, player, { wins: 300 });
    const first = await order([lampLine()]);
    const placed = first.json<OrderResponse>();
    const token = first.cookies.find((cookie) => cookie.name === 'order_token')!.value;

    const again = await Promise.all(
      Array.from({ length: 20 }, () => order([lampLine()], { 'order-token': token })),
    );
    expect(again.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    for (const answer of again) {
      const body = answer.json<OrderResponse>();
      // The same order and amounts: the summary equals what the bank charges.
      expect({ ...body, payment_provider: null }).toEqual({ ...placed, payment_provider: null });
    }
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'state'])
      .where('user_id', '=', player)
      .execute();
    expect(orders).toEqual([{ id: placed.id, state: 'waiting' }]);
    const payments = await paymentsOf(placed.id);
    expect(payments.filter((payment) => payment.state === 'created')).toHaveLength(1);
    expect(payments.every((payment) => payment.amount === 700 + 490)).toBe(true);
    // The winnings stay withdrawn once; nothing was refunded.
    expect((await balancesOf(t.db, player)).wins).toBe(0);
    expect(await refundsOf(placed.id)).toEqual([]);
  });

  it('four pending orders cannot together exceed play_by_day, and value_left is what the refusal used', async () => {
    // Ledger events carry the database's time, so this test runs on the real clock: the purchases paid at
    // the end must fall into the same Helsinki day as the reservations.
    clock = new Date();
    await setLimits([{ variety: 'play_by_day', value: 10_000 }]);
    // Each order: 39,80 € + 4,90 € delivery = 44,70 € reserved at the bank.
    for (const _ of [1, 2]) expect((await order([shirtLine()])).statusCode).toBe(200);
    const left = (await limitsOf()).play_by_day.value_left;
    expect(left).toBe(10_000 - 2 * 4470);
    const third = await order([shirtLine()]);
    expect(third.statusCode).toBe(403);
    expect(third.json()).toEqual({
      code: ['play_limit_exceeded', 'Päivän peliraja', 100, left! / 100],
      description: 'Ostojen peliraja ylittyy: Päivän peliraja on 100 €, jäljellä 10,60 €.',
    });
    expect((await order([shirtLine()])).statusCode).toBe(403);
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(2);

    // Paying both at the bank never takes the player past the limit: the headroom was reserved.
    for (const id of (await t.db.selectFrom('orders').select('id').execute()).map((row) => row.id)) {
      const [payment] = await paymentsOf(id);
      const resumed = await t.request({
        method: 'POST',
        url: `/api/v1/shop/orders/${id}/resume`,
        user: player,
        payload: {},
      });
      expect(resumed.statusCode).toBe(200);
      expect((await paymentsOf(id)).find((row) => row.id === payment.id)?.state).toBe('cancelled');
      await followReturn(t, await visitBank(t, resumed.json<OrderResponse>().payment_provider!, 'pay'));
    }
    await t.app.paymentSimulator!.settled();
    expect((await limitsOf()).play_by_day.value_left).toBe(left);
  });

  it('an expired order gives back every withdrawn cent through refunds; a late ok is returned, not credited', async () => {
    await seedBalances(t.db, player, { wins: 1234, bonus: 200 });
    const placed = (await order([shirtLine()])).json<OrderResponse>();
    expect(placed.withdrawn).toEqual({ extra_wins: 0, bonus: 200, wins: 1234, order_deposit: 3980 - 1434 });
    const [payment] = await paymentsOf(placed.id);
    expect(payment.expires_at.getTime() - payment.created_at.getTime()).toBe(minutes(30));

    const pending = await t.request({ url: '/api/v1/shop/orders/pending', user: player });
    expect(pending.json().item).toMatchObject({
      id: placed.id,
      withdrawn: placed.withdrawn,
      delivery: { value: 490 },
      payment_method: 'nordea',
      expires_at: payment.expires_at.toISOString(),
      products: [{ product_id: shirt.id, quantity: 1, names: [{ lang: 'fi', value: 'T-paita' }] }],
    });

    advance(29);
    expect(await t.app.sweepPayments()).toBe(0);
    advance(2);
    expect(await t.app.sweepPayments()).toBe(1);
    expect(await t.app.sweepPayments()).toBe(0);
    expect(await orderState(placed.id)).toBe('cancelled');
    expect((await paymentsOf(placed.id))[0].state).toBe('expired');
    expect(await balancesOf(t.db, player)).toMatchObject({ wins: 1234, bonus: 200 });
    expect((await refundsOf(placed.id)).map((row) => Number(row.value)).sort()).toEqual([1234, 200].sort());
    expect((await t.request({ url: '/api/v1/shop/orders/pending', user: player })).json()).toEqual({
      item: null,
    });
    const status = await t.request({ url: `/api/v1/payments/${payment.stamp}`, user: player });
    expect(status.json<PaymentStatus>()).toEqual({
      kind: 'order',
      state: 'expired',
      amount: 3980 - 1434 + 490,
      order_id: placed.id,
      expires_at: payment.expires_at.toISOString(),
    });
    expect((await t.request({ url: `/api/v1/payments/${payment.stamp}`, user: 'toinen' })).statusCode).toBe(
      404,
    );

    // The player pays at the bank after all. The order is gone, and the money would be playable balance
    // without strong identification or the deposit limit: it is owed back to the payer, not credited.
    const back = await followReturn(t, await visitBank(t, placed.payment_provider!, 'pay'));
    expect(back.headers.location).toBe(`/ostoskori?maksu=${payment.stamp}`);
    await t.app.paymentSimulator!.settled();
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);
    expect(await orderState(placed.id)).toBe('cancelled');
    const returned = await t.request({ url: `/api/v1/payments/${payment.stamp}`, user: player });
    expect(returned.json<PaymentStatus>()).toMatchObject({ state: 'returned', amount: 3980 - 1434 + 490 });
    // Another confirmation of the same payment changes nothing.
    await followReturn(t, await visitBank(t, placed.payment_provider!, 'pay'));
    await t.app.paymentSimulator!.settled();
    expect((await paymentsOf(placed.id)).map((row) => row.state)).toEqual(['returned']);
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);

    // The operator's list of money to pay back names it; the list is the operator's only.
    const owed = await t.app.inject({
      url: '/api/admin/payments/returned',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(owed.json().items).toEqual([
      expect.objectContaining({ stamp: payment.stamp, kind: 'order', order_id: placed.id, user_id: player }),
    ]);
    expect(owed.json().items[0].amount).toBe(3980 - 1434 + 490);
    expect((await t.request({ url: '/api/admin/payments/returned', user: player })).statusCode).toBe(401);
  });

  /** An order left at the bank until it expired, then paid there after all: its payment is `returned`. */
  async function returnedPayment() {
    await seedBalances(t.db, player, { wins: 1234 });
    const placed = (await order([shirtLine()])).json<OrderResponse>();
    advance(31);
    await t.app.sweepPayments();
    await followReturn(t, await visitBank(t, placed.payment_provider!, 'pay'));
    await t.app.paymentSimulator!.settled();
    const [payment] = await paymentsOf(placed.id);
    expect(payment).toMatchObject({ state: 'returned', refunded_at: null });
    return payment!;
  }

  const refundsAtProvider = (payment: { provider_transaction_id: string | null }) =>
    t.app.paymentSimulator!.payment(payment.provider_transaction_id!)!.refunds;

  it('returned money is paid back to the payer through the provider, once, however often its job runs', async () => {
    const payment = await returnedPayment();
    expect(refundsAtProvider(payment)).toEqual([]);

    // The refund job is due at once; two rounds of the queue at the same moment run it once.
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect(refundsAtProvider(payment)).toEqual([
      expect.objectContaining({
        amount: 3980 - 1234 + 490,
        refundStamp: payment.refund_stamp,
        refundReference: paymentReference(payment),
      }),
    ]);
    const [refunded] = await paymentsOf(payment.order_id!);
    expect(refunded).toMatchObject({ state: 'returned', refunded_at: clock });
    // Run again (a retried job): nothing more is paid back.
    expect(
      await t.db.transaction().execute((trx) => refundReturnedPayment(t.app.payments, trx, payment.id)),
    ).toBe('nothing');
    expect(refundsAtProvider(payment)).toHaveLength(1);
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);

    const owed = await t.app.inject({
      url: '/api/admin/payments/returned',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(owed.json().items).toEqual([
      expect.objectContaining({ stamp: payment.stamp, refunded_at: clock.toISOString() }),
    ]);
  });

  it('a refund whose answer was lost (the transaction rolled back) is asked again under the same stamp and paid once', async () => {
    const payment = await returnedPayment();
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await refundReturnedPayment(t.app.payments, trx, payment.id)).toBe('refunded');
        throw new Error('the process died before its commit');
      }),
    ).rejects.toThrow('the process died');
    expect(refundsAtProvider(payment)).toHaveLength(1);
    expect((await paymentsOf(payment.order_id!))[0]).toMatchObject({ refunded_at: null });

    await t.app.jobs.runDue();
    expect(refundsAtProvider(payment)).toHaveLength(1);
    expect((await paymentsOf(payment.order_id!))[0]).toMatchObject({ refunded_at: clock });
  });

  it('the provider’s report of a pending refund is believed only when signed, and marks the refund once', async () => {
    const payment = await returnedPayment();
    const report = (result: Partial<PaymentResult>, secret = PAYTRAIL_TEST_SECRET) => {
      const params = signedResultParams(
        {
          account: PAYTRAIL_TEST_ACCOUNT,
          algorithm: 'sha256',
          amount: payment.amount,
          stamp: payment.refund_stamp!,
          reference: paymentReference(payment),
          transactionId: 'refund-transaction',
          status: 'ok',
          provider: 'nordea',
          ...result,
        },
        secret,
      );
      return t.app.inject({
        url: `/api/v1/payments/refund-callback/success?${new URLSearchParams(params)}`,
      });
    };
    const forged = await report({}, 'not-the-secret');
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'invalid_signature']);
    const unknown = await report({ stamp: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'payment_not_found']);
    expect((await paymentsOf(payment.order_id!))[0]).toMatchObject({ refunded_at: null });

    expect((await report({})).statusCode).toBe(200);
    expect((await paymentsOf(payment.order_id!))[0]).toMatchObject({ refunded_at: clock });
    advance(5);
    expect((await report({})).statusCode).toBe(200);
    expect((await paymentsOf(payment.order_id!))[0]).toMatchObject({
      refunded_at: new Date(clock.getTime() - minutes(5)),
    });
  });

  it('a payment replaced by a resumed one still pays for its order while it waits; the other is then returned', async () => {
    await seedBalances(t.db, player, { wins: 400 });
    const placed = (await order([lampLine()])).json<OrderResponse>();
    const resumed = await t.request({
      method: 'POST',
      url: `/api/v1/shop/orders/${placed.id}/resume`,
      user: player,
      payload: { payment_method: 'nordea' },
    });
    expect(resumed.statusCode).toBe(200);

    // The player pays on the first bank page, still open in another tab.
    const first = await followReturn(t, await visitBank(t, placed.payment_provider!, 'pay'));
    const [old, open] = await paymentsOf(placed.id);
    expect(first.headers.location).toBe(`/success?maksu=${old.stamp}`);
    await t.app.paymentSimulator!.settled();
    expect(await orderState(placed.id)).toBe('finished');
    expect((await paymentsOf(placed.id)).map((row) => row.state)).toEqual(['paid', 'cancelled']);

    // Then on the second: the order is paid already, so this money is owed back.
    const second = await followReturn(
      t,
      await visitBank(t, resumed.json<OrderResponse>().payment_provider!, 'pay'),
    );
    expect(second.headers.location).toBe(`/ostoskori?maksu=${open.stamp}`);
    await t.app.paymentSimulator!.settled();
    expect((await paymentsOf(placed.id)).map((row) => row.state)).toEqual(['paid', 'returned']);
    expect(await refundsOf(placed.id)).toEqual([]);
    expect(await balancesOf(t.db, player)).toMatchObject({ wins: 0 });
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);
  });

  it('expires lazily before a read, even when no worker has run', async () => {
    await seedBalances(t.db, player, { wins: 500 });
    const placed = (await order([lampLine()])).json<OrderResponse>();
    advance(31);
    const preview = await t.request({
      method: 'POST',
      url: '/api/v1/shop/orders?provisional=true',
      user: player,
      payload: { products: [lampLine()], user: {} },
    });
    expect(preview.json().withdrawn.wins).toBe(500);
    expect(await orderState(placed.id)).toBe('cancelled');
  });

  it('the expiry job runs at the deadline, once, by the app clock', async () => {
    await seedBalances(t.db, player, { wins: 500 });
    const placed = (await order([lampLine()])).json<OrderResponse>();
    expect(await t.app.jobs.runDue()).toBe(0);
    advance(30);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(await orderState(placed.id)).toBe('cancelled');
    expect(await refundsOf(placed.id)).toHaveLength(1);
  });

  it('two app instances on one database expire a payment once', async () => {
    await seedBalances(t.db, player, { wins: 300, bonus: 100, extra_wins: 50 });
    const placed = (await order([lampLine()])).json<OrderResponse>();
    const second = await buildApp({ env: {}, database: t.database, now: () => clock, logger: false });
    extraApps.push(second);
    await second.ready();
    advance(45);
    await Promise.all([
      t.app.sweepPayments(),
      second.sweepPayments(),
      t.app.jobs.runDue(),
      second.jobs.runDue(),
      t.app.sweepPayments(),
      second.sweepPayments(),
    ]);
    const refunds = await refundsOf(placed.id);
    expect(refunds).toHaveLength(3);
    expect(await balancesOf(t.db, player)).toMatchObject({ wins: 300, bonus: 100, extra_wins: 50 });
  });

  it('an abandoned deposit releases its headroom at expiry: a new deposit up to value_left is accepted', async () => {
    await setLimits([{ variety: 'deposit_by_month', value: 5000 }]);
    const first = await deposit(3000);
    expect(first.statusCode).toBe(200);
    expect((await limitsOf()).deposit_by_month.value_left).toBe(2000);
    const over = await deposit(2500);
    expect(over.json().code).toEqual(['deposit_limit', 20]);

    advance(31);
    const left = (await limitsOf()).deposit_by_month.value_left;
    expect(left).toBe(5000);
    expect((await deposit(left!)).statusCode).toBe(200);
    expect((await deposit(1000)).json().code).toEqual(['deposit_limit', 0]);

    // The expired deposit is paid late while the second holds the whole limit: crediting it would take the
    // player past their own limit, so it is returned.
    const late = await followReturn(
      t,
      await visitBank(t, first.json<DepositResponse>().payment_provider, 'pay'),
    );
    expect(late.headers.location).toMatch(/^\/tili\/lisaa-saldoa\?maksu=/);
    await t.app.paymentSimulator!.settled();
    expect((await balancesOf(t.db, player)).money ?? 0).toBe(0);
    const stamp = new URL(late.headers.location!, 'http://x').searchParams.get('maksu');
    const status = await t.request({ url: `/api/v1/payments/${stamp}`, user: player });
    expect(status.json<PaymentStatus>()).toMatchObject({ kind: 'deposit', state: 'returned', amount: 3000 });
    expect((await limitsOf()).deposit_by_month.value_left).toBe(0);
  });

  it('a deposit paid after its deadline is credited as a deposit when the limits still allow it', async () => {
    await setLimits([{ variety: 'deposit_by_month', value: 5000 }]);
    const first = (await deposit(3000)).json<DepositResponse>();
    advance(31);
    expect((await limitsOf()).deposit_by_month.value_left).toBe(5000);
    const late = await followReturn(t, await visitBank(t, first.payment_provider, 'pay'));
    expect(late.headers.location).toMatch(/^\/tili\/lisaa-saldoa\/success\?maksu=/);
    await t.app.paymentSimulator!.settled();
    expect((await balancesOf(t.db, player)).money).toBe(3000);
    // A `deposit` event of the money account: the monthly deposit limit counts it like any other.
    const events = await t.db
      .selectFrom('account_events')
      .select(['variety', 'value'])
      .where('reference', 'like', 'payment:%')
      .execute();
    expect(events).toEqual([{ variety: 'deposit', value: 3000 }]);

    // During a pause a late payment is not credited either.
    const second = (await deposit(2000)).json<DepositResponse>();
    advance(31);
    await setLimits([{ variety: 'play_pause', value: 1440 }]);
    const paused = await followReturn(t, await visitBank(t, second.payment_provider, 'pay'));
    expect(paused.headers.location).toMatch(/^\/tili\/lisaa-saldoa\?maksu=/);
    await t.app.paymentSimulator!.settled();
    expect((await balancesOf(t.db, player)).money).toBe(3000);
  });

  it('a deposit cancelled at the bank releases its headroom at once', async () => {
    await setLimits([{ variety: 'deposit_by_month', value: 5000 }]);
    const first = (await deposit(5000)).json<DepositResponse>();
    expect((await limitsOf()).deposit_by_month.value_left).toBe(0);
    const back = await followReturn(t, await visitBank(t, first.payment_provider, 'cancel'));
    const stamp = new URL(back.headers.location as string, 'http://x').searchParams.get('maksu')!;
    expect(back.headers.location).toBe(`/tili/lisaa-saldoa?maksu=${stamp}`);
    const status = await t.request({ url: `/api/v1/payments/${stamp}`, user: player });
    expect(status.json()).toMatchObject({ kind: 'deposit', state: 'cancelled', amount: 5000 });
    expect((await limitsOf()).deposit_by_month.value_left).toBe(5000);
    expect((await deposit(5000)).statusCode).toBe(200);
  });

  it('idempotent deposits: the same key answers the same bank form, another body is refused', async () => {
    const headers = { 'idempotency-key': 'deposit-1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => deposit(2000, headers)));
    for (const answer of answers) expect(answer.json()).toEqual(answers[0].json());
    expect(await t.db.selectFrom('payments').select('id').execute()).toHaveLength(1);
    expect((await deposit(3000, headers)).json().code).toBe('idempotency_key_reused');
  });

  it('a pause refuses purchases and deposits with its end; the play window refuses with playtime_limited', async () => {
    await setLimits([{ variety: 'play_pause', value: 1440 }]);
    const refused = await order([shirtLine()]);
    expect(refused.statusCode).toBe(403);
    // The pause ends a day later, shown in Helsinki time.
    expect(refused.json()).toEqual({
      code: ['play_paused', '16.01.2025 12:00'],
      description:
        'Pelitauko on voimassa 16.01.2025 12:00 asti. Voit lunastaa voittoja, mutta et voi ostaa etkä lisätä saldoa.',
    });
    expect((await deposit(2000)).json().code).toEqual(['play_paused', '16.01.2025 12:00']);

    advance(24 * 60);
    // Play allowed 08:00–10:00 Helsinki only; it is 12:00 there.
    await setLimits([
      { variety: 'play_time_start', value: 8 * 60 },
      { variety: 'play_time_end', value: 10 * 60 },
    ]);
    const outside = await order([shirtLine()]);
    expect(outside.json()).toEqual({ code: 'playtime_limited', description: 'Peliaika on rajoitettu.' });
  });

  it('a player resumes or cancels their waiting order; others cannot touch it', async () => {
    await seedBalances(t.db, player, { wins: 400 });
    const placed = (await order([lampLine()])).json<OrderResponse>();
    const stranger = await t.request({
      method: 'POST',
      url: `/api/v1/shop/orders/${placed.id}/cancel`,
      user: 'toinen',
    });
    expect(stranger.statusCode).toBe(404);
    const resumed = await t.request({
      method: 'POST',
      url: `/api/v1/shop/orders/${placed.id}/resume`,
      user: player,
      payload: { payment_method: 'aktia' },
    });
    expect(resumed.statusCode).toBe(200);
    expect({ ...resumed.json(), payment_provider: null }).toEqual({ ...placed, payment_provider: null });
    expect((await paymentsOf(placed.id)).map((payment) => [payment.state, payment.method])).toEqual([
      ['cancelled', 'nordea'],
      ['created', 'aktia'],
    ]);

    const cancel = () =>
      t.request({ method: 'POST', url: `/api/v1/shop/orders/${placed.id}/cancel`, user: player });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: placed.id, state: 'cancelled', value: 1000 });
    expect((await cancel()).json()).toMatchObject({ state: 'cancelled' });
    expect(await refundsOf(placed.id)).toHaveLength(1);
    expect((await balancesOf(t.db, player)).wins).toBe(400);
    expect((await paymentsOf(placed.id)).every((payment) => payment.state === 'cancelled')).toBe(true);

    const again = await t.request({
      method: 'POST',
      url: `/api/v1/shop/orders/${placed.id}/resume`,
      user: player,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('order_not_pending');

    // A finished order cannot be cancelled.
    await seedBalances(t.db, player, { wins: 600 });
    const paidInFull = (await order([lampLine()], {}, { payment_method: null })).json<OrderResponse>();
    const finished = await t.request({
      method: 'POST',
      url: `/api/v1/shop/orders/${paidInFull.id}/cancel`,
      user: player,
    });
    expect([finished.statusCode, finished.json().code]).toEqual([409, 'order_not_pending']);
  });
});

describe('the test clock', () => {
  it('is refused in production and not mounted without TEST_CLOCK=on', async () => {
    await expect(buildApp({ env: { TEST_CLOCK: 'on', NODE_ENV: 'production' } })).rejects.toThrow(
      /TEST_CLOCK=on/,
    );
    const t = await createShopTestApp({ env: { ADMIN_TOKEN: 'salainen' } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        headers: { authorization: 'Bearer salainen' },
        payload: { advance_minutes: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('advances the app clock with the operator token and expires what is overdue at once', async () => {
    const t = await createShopTestApp({ env: { ADMIN_TOKEN: 'salainen', TEST_CLOCK: 'on' } });
    try {
      const category = await seedCategory(t.db, 'Koti');
      const lamp = await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: category });
      await seedBalances(t.db, player, { wins: 100 });
      const placed = await t.request({
        method: 'POST',
        url: '/api/v1/shop/orders',
        user: player,
        payload: {
          products: [{ product_id: lamp.id, quantity: 1 }],
          user: contact,
          payment_method: 'nordea',
        },
      });
      expect(placed.statusCode).toBe(200);
      const advance = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/dev/clock',
          headers: { authorization: `Bearer ${token}` },
          payload: { advance_minutes: 31 },
        });
      expect((await advance('väärä')).statusCode).toBe(401);
      const moved = await advance('salainen');
      expect(moved.statusCode).toBe(200);
      expect(new Date(moved.json().now).getTime() - Date.now()).toBeGreaterThan(minutes(30));
      expect((await balancesOf(t.db, player)).wins).toBe(100);
      await assertLedgerInvariant(t.db);
    } finally {
      await t.close();
    }
  });
});
