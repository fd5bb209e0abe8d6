import type { AccountEvent, ListResponse, OrderResponse } from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import {
  balancesOf,
  createShopTestApp,
  followReturn,
  seedBalances,
  seedCategory,
  seedProduct,
  visitBank,
  type SeededProduct,
} from '../shop/test-fixtures.ts';
import { ORDER_DELIVERY_FEE_CENTS } from './service.ts';

const player = 'tilaaja';
const contact = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.com',
  phone: '0401234567',
  address: 'Kauppakatu 1',
  postal_code: '00100',
  city: 'Helsinki',
};

describe(`orders (${testDatabaseKind})`, () => {
  let t: TestApp;
  let lamp: SeededProduct;
  let shirt: SeededProduct;

  beforeEach(async () => {
    t = await createShopTestApp();
    const category = await seedCategory(t.db, 'Koti');
    lamp = await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: category });
    shirt = await seedProduct(t.db, {
      name: 'T-paita',
      value: 2500,
      categoryId: category,
      variations: ['S', 'M'],
      options: ['Sininen'],
    });
  });

  afterEach(async () => {
    await t.app.paymentSimulator?.settled();
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  function order(
    body: Record<string, unknown>,
    options: { user?: string; provisional?: boolean; headers?: Record<string, string> } = {},
  ) {
    return t.request({
      method: 'POST',
      url: `/api/v1/shop/orders${options.provisional ? '?provisional=true' : ''}`,
      user: options.user ?? player,
      headers: options.headers,
      payload: body,
    });
  }

  const lampLine = (quantity = 1) => ({
    product_id: lamp.id,
    quantity,
    variation_id: null,
    product_option_id: null,
  });
  const shirtLine = () => ({
    product_id: shirt.id,
    quantity: 1,
    variation_id: shirt.variationIds[0],
    product_option_id: shirt.optionIds[0],
  });

  async function orderRow(id: number) {
    return t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('previews the split: extra wins, then wins, then bonus, the rest in money plus delivery', async () => {
    await seedBalances(t.db, player, { extra_wins: 300, bonus: 200, wins: 1000 });
    const partial = { postal_code: '20780' };

    const covered = await order({ products: [lampLine()], user: partial }, { provisional: true });
    expect(covered.statusCode).toBe(200);
    expect(covered.json()).toEqual({
      value: 1000,
      delivery: { value: 0 },
      withdrawn: { extra_wins: 300, bonus: 0, wins: 700, order_deposit: 0 },
    });

    const money = await order({ products: [lampLine(), shirtLine()], user: partial }, { provisional: true });
    expect(money.json()).toEqual({
      value: 3500,
      delivery: { value: ORDER_DELIVERY_FEE_CENTS },
      withdrawn: { extra_wins: 300, bonus: 200, wins: 1000, order_deposit: 2000 },
    });
    expect(ORDER_DELIVERY_FEE_CENTS).toBe(490);

    // A preview changes nothing.
    expect(await balancesOf(t.db, player)).toMatchObject({ extra_wins: 300, bonus: 200, wins: 1000 });
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);

    const badPostalCode = await order(
      { products: [lampLine()], user: { postal_code: '123' } },
      { provisional: true },
    );
    expect(badPostalCode.json().code).toBe('invalid_postal_code');
    expect(
      (await order({ products: [lampLine()], user: partial }, { provisional: true, user: '' })).statusCode,
    ).toBe(401);
  });

  it('places an order paid with winnings only: finished at once, withdrawn through the ledger, cart emptied', async () => {
    await seedBalances(t.db, player, { extra_wins: 300, bonus: 200, wins: 1000 });
    await t.request({
      method: 'POST',
      url: '/api/v1/shop/cart',
      user: player,
      payload: { items: [{ id: lamp.id, option: null }] },
    });

    const response = await order({ products: [lampLine()], user: contact, payment_method: null });
    expect(response.statusCode).toBe(200);
    const placed: OrderResponse = response.json();
    expect(placed).toEqual({
      id: expect.any(Number),
      value: 1000,
      delivery: { value: 0 },
      withdrawn: { extra_wins: 300, bonus: 0, wins: 700, order_deposit: 0 },
      payment_provider: null,
    });
    expect(response.cookies.find((cookie) => cookie.name === 'order_token')).toBeUndefined();
    expect(await balancesOf(t.db, player)).toMatchObject({ extra_wins: 0, bonus: 200, wins: 300 });
    expect(await orderRow(placed.id)).toMatchObject({
      state: 'finished',
      variety: 'shop_order',
      value: 1000,
    });
    const withdrawals = await t.db
      .selectFrom('account_events')
      .select(['variety', 'type', 'value', 'reference'])
      .where('reference', '=', `order:${placed.id}`)
      .orderBy('id')
      .execute();
    expect(withdrawals).toEqual([
      { variety: 'withdraw', type: 'debit', value: 300, reference: `order:${placed.id}` },
      { variety: 'withdraw', type: 'debit', value: 700, reference: `order:${placed.id}` },
    ]);
    expect((await t.request({ url: '/api/v1/shop/cart', user: player })).json()).toMatchObject({ items: [] });

    const list = (await t.request({ url: '/api/v1/orders', user: player })).json();
    expect(list).toEqual({
      total: 1,
      items: [
        {
          id: placed.id,
          variety: 'shop_order',
          state: 'finished',
          value: 1000,
          created_at: expect.any(String),
          products: [{ product_id: lamp.id, names: [{ lang: 'fi', value: 'Lamppu' }], quantity: 1 }],
        },
      ],
    });
  });

  it('refuses an order with a money part during a play pause, but a paused player may still redeem winnings', async () => {
    const pause = await t.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      user: player,
      payload: [{ variety: 'play_pause', value: 1440 }],
    });
    expect(pause.statusCode).toBe(200);
    await seedBalances(t.db, player, { wins: 1000 });
    const refused = await order({ products: [shirtLine()], user: contact, payment_method: 'osuuspankki' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toEqual([
      'play_paused',
      expect.stringMatching(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/),
    ]);
    expect((await balancesOf(t.db, player)).wins).toBe(1000);
    const redeemed = await order({ products: [lampLine()], user: contact });
    expect(redeemed.statusCode).toBe(200);
    expect((await balancesOf(t.db, player)).wins).toBe(0);
  });

  it('pays the money part through the bank: waiting until the payment is confirmed, then finished', async () => {
    await seedBalances(t.db, player, { wins: 1000 });
    const response = await order({ products: [shirtLine()], user: contact, payment_method: 'osuuspankki' });
    expect(response.statusCode).toBe(200);
    const placed: OrderResponse = response.json();
    expect(placed.withdrawn).toEqual({ extra_wins: 0, bonus: 0, wins: 1000, order_deposit: 1500 });
    expect(placed.delivery).toEqual({ value: 490 });
    expect(placed.payment_provider?.parameters).toEqual([{ name: 'method', value: 'osuuspankki' }]);
    const cookie = response.cookies.find((candidate) => candidate.name === 'order_token');
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(await orderRow(placed.id)).toMatchObject({
      state: 'waiting',
      order_deposit: 1500,
      delivery_value: 490,
    });
    expect((await balancesOf(t.db, player)).wins).toBe(0);

    // The bank page shows the money part plus delivery.
    const bankPage = await t.app.inject({
      url: `${new URL(placed.payment_provider!.url).pathname}?method=osuuspankki`,
    });
    expect(bankPage.body).toContain('19,90\u00a0€');

    const back = await followReturn(t, await visitBank(t, placed.payment_provider!, 'pay'));
    expect(back.headers.location).toMatch(/^\/success\?maksu=[0-9a-f-]{36}$/);
    expect(back.cookies.find((candidate) => candidate.name === 'order_token')?.value).toBe('');
    await t.app.paymentSimulator!.settled();

    expect(await orderRow(placed.id)).toMatchObject({ state: 'finished', token_hash: null });
    const payment = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ kind: 'order', amount: 1990, state: 'paid' });
    const moneyEvents = await t.db
      .selectFrom('account_events as e')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(['a.variety as account', 'e.variety', 'e.type', 'e.value'])
      .where('a.variety', '=', 'payments')
      .orderBy('e.id')
      .execute();
    expect(moneyEvents).toEqual([
      { account: 'payments', variety: 'order_deposit', type: 'credit', value: 1990 },
      { account: 'payments', variety: 'withdraw', type: 'debit', value: 1990 },
    ]);

    // Tilitapahtumat: the winnings taken at the order and the money part paid at the bank are one
    // withdrawal of this order, named by its products; the money coming in stays a row of its own.
    const events = (await t.request({ url: '/api/v1/account-events', user: player })).json<
      ListResponse<AccountEvent>
    >();
    const shirtNames = [{ lang: 'fi', value: 'T-paita' }];
    expect(events.items.map(({ variety, value, order }) => ({ variety, value, order }))).toEqual([
      {
        variety: 'withdraw',
        value: 2990,
        order: {
          id: placed.id,
          products: [
            {
              product_id: shirt.id,
              names: shirtNames,
              quantity: 1,
              option_names: [{ lang: 'fi', value: 'Sininen' }],
            },
          ],
        },
      },
      { variety: 'order_deposit', value: 1990, order: expect.objectContaining({ id: placed.id }) },
      { variety: 'win', value: 1000, order: null },
    ]);
    expect(events.total).toBe(3);
  });

  it('lists an order’s withdrawals from several accounts as one row per order, paged by those rows', async () => {
    await seedBalances(t.db, player, { extra_wins: 300, bonus: 200, wins: 3000 });
    const first: OrderResponse = (
      await order({ products: [lampLine(2)], user: contact, payment_method: null })
    ).json();
    const second: OrderResponse = (
      await order({ products: [lampLine()], user: contact, payment_method: null })
    ).json();
    expect(first.withdrawn).toEqual({ extra_wins: 300, bonus: 0, wins: 1700, order_deposit: 0 });

    const page = (await t.request({ url: '/api/v1/account-events?limit=2', user: player })).json<
      ListResponse<AccountEvent>
    >();
    const lampNames = [{ lang: 'fi', value: 'Lamppu' }];
    expect(page.total).toBe(5);
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        variety: 'withdraw',
        state: 'completed',
        value: 1000,
        timestamp: expect.any(String),
        order: { id: second.id, products: [{ product_id: lamp.id, names: lampNames, quantity: 1 }] },
      },
      {
        id: expect.any(Number),
        variety: 'withdraw',
        state: 'completed',
        value: 2000,
        timestamp: expect.any(String),
        order: { id: first.id, products: [{ product_id: lamp.id, names: lampNames, quantity: 2 }] },
      },
    ]);
    const rest = (await t.request({ url: '/api/v1/account-events?limit=7&offset=2', user: player })).json<
      ListResponse<AccountEvent>
    >();
    expect(rest.items.map((event) => [event.variety, event.value, event.order])).toEqual([
      ['win', 3000, null],
      ['bonus', 200, null],
      ['extra_wins', 300, null],
    ]);
    expect(new Set([...page.items, ...rest.items].map((event) => event.id)).size).toBe(5);
  });

  it('a finished order takes its lines out of the cart and leaves what was put there meanwhile', async () => {
    await seedBalances(t.db, player, { wins: 1000 });
    const lampItem = { id: lamp.id, option: null, product_option_id: null };
    const shirtItem = { id: shirt.id, option: shirt.variationIds[0], product_option_id: shirt.optionIds[0] };
    const saveCart = (items: unknown[]) =>
      t.request({ method: 'POST', url: '/api/v1/shop/cart', user: player, payload: { items } });
    const cart = async () =>
      (await t.request({ url: '/api/v1/shop/cart', user: player }))
        .json<{ items: { id: number }[] }>()
        .items.map((item) => item.id);
    await saveCart([lampItem, shirtItem, lampItem]);

    // Paid from winnings at once: one lamp of the two leaves the cart.
    expect((await order({ products: [lampLine()], user: contact, payment_method: null })).statusCode).toBe(
      200,
    );
    expect(await cart()).toEqual([shirt.id, lamp.id]);

    // Paid at the bank: while the player pays, another tab adds a lamp; the payment takes only the shirt.
    const placed: OrderResponse = (
      await order({ products: [shirtLine()], user: contact, payment_method: 'nordea' })
    ).json();
    await saveCart([lampItem, shirtItem, lampItem]);
    await followReturn(t, await visitBank(t, placed.payment_provider!, 'pay'));
    await t.app.paymentSimulator!.settled();
    expect(await orderRow(placed.id)).toMatchObject({ state: 'finished' });
    expect(await cart()).toEqual([lamp.id, lamp.id]);
  });

  it('a cancelled bank payment cancels the order and refunds the winnings', async () => {
    await seedBalances(t.db, player, { bonus: 400, wins: 600 });
    const placed: OrderResponse = (
      await order({ products: [shirtLine()], user: contact, payment_method: 'danske' })
    ).json();
    expect(await balancesOf(t.db, player)).toMatchObject({ bonus: 0, wins: 0 });

    const back = await followReturn(t, await visitBank(t, placed.payment_provider!, 'cancel'));
    expect(back.headers.location).toMatch(/^\/ostoskori\?maksu=[0-9a-f-]{36}$/);
    await t.app.paymentSimulator!.settled();

    expect(await orderRow(placed.id)).toMatchObject({ state: 'cancelled' });
    expect(await balancesOf(t.db, player)).toMatchObject({ bonus: 400, wins: 600 });
    const refunds = await t.db
      .selectFrom('account_events')
      .select(['variety', 'type', 'value'])
      .where('reference', '=', `order:${placed.id}`)
      .where('type', '=', 'credit')
      .orderBy('value')
      .execute();
    expect(refunds).toEqual([
      { variety: 'refund', type: 'credit', value: 400 },
      { variety: 'refund', type: 'credit', value: 600 },
    ]);
    const list = (await t.request({ url: '/api/v1/orders', user: player })).json();
    expect(list.items[0].state).toBe('cancelled');
  });

  it('a new order with the order token and other products cancels the earlier waiting one; another player’s token does nothing', async () => {
    await seedBalances(t.db, player, { wins: 1000 });
    const first = await order({ products: [shirtLine()], user: contact, payment_method: 'nordea' });
    const token = first.cookies.find((cookie) => cookie.name === 'order_token')!.value;
    const firstId = first.json().id;

    await seedBalances(t.db, 'toinen', { wins: 100 });
    const intruder = await order(
      { products: [lampLine()], user: contact, payment_method: 'nordea' },
      { user: 'toinen', headers: { 'order-token': token } },
    );
    expect(intruder.statusCode).toBe(200);
    expect(await orderRow(firstId)).toMatchObject({ state: 'waiting' });

    const second = await order(
      { products: [shirtLine(), lampLine()], user: contact, payment_method: 'nordea' },
      { headers: { 'order-token': token } },
    );
    expect(second.statusCode).toBe(200);
    expect(await orderRow(firstId)).toMatchObject({ state: 'cancelled' });
    // The refunded 1000 paid the new order again.
    expect(second.json().withdrawn.wins).toBe(1000);
    expect(
      await t.db.selectFrom('payments').select('state').where('order_id', '=', firstId).executeTakeFirst(),
    ).toEqual({
      state: 'cancelled',
    });
  });

  it('refuses an order with money due but no bank, and withdraws nothing', async () => {
    await seedBalances(t.db, player, { wins: 100 });
    const missing = await order({ products: [lampLine()], user: contact, payment_method: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('missing_payment_method');
    const wrong = await order({ products: [lampLine()], user: contact, payment_method: 'paypal' });
    expect(wrong.json().code).toBe('invalid_payment_method');
    expect((await balancesOf(t.db, player)).wins).toBe(100);
    expect(await t.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('orders a cart once: an order made from a cart ordered or changed since answers cart_changed', async () => {
    await seedBalances(t.db, player, { wins: 5000 });
    const cart = (
      await t.request({
        method: 'POST',
        url: '/api/v1/shop/cart',
        user: player,
        payload: { items: [{ id: lamp.id, option: null }] },
      })
    ).json();
    // Two tabs show the same summary; the first orders it (paid from winnings, the cart is emptied).
    const body = { products: [lampLine()], user: contact, payment_method: null, cart_version: cart.version };
    const first = await order(body);
    expect(first.statusCode).toBe(200);
    const second = await order(body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'cart_changed',
      description: 'Ostoskoria muutettiin samaan aikaan toisaalla. Tarkista ostoskori ja yritä uudelleen.',
    });
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(1);
    expect(await balancesOf(t.db, player)).toMatchObject({ wins: 4000 });
    // Twenty at once from the same stale summary: none goes through.
    const many = await Promise.all(Array.from({ length: 20 }, () => order(body)));
    expect(new Set(many.map((answer) => answer.statusCode))).toEqual(new Set([409]));
    expect(await balancesOf(t.db, player)).toMatchObject({ wins: 4000 });
  });

  it('checks the contact, the products and their choices', async () => {
    await seedBalances(t.db, player, { wins: 100_000 });
    const codeOf = async (body: Record<string, unknown>) => (await order(body)).json().code;
    expect(await codeOf({ products: [lampLine()], user: { ...contact, phone: '' } })).toBe(
      'missing_required_user_info',
    );
    expect(await codeOf({ products: [lampLine()], user: { ...contact, postal_code: '2078' } })).toBe(
      'invalid_postal_code',
    );
    expect(await codeOf({ products: [{ ...shirtLine(), product_option_id: null }], user: contact })).toBe(
      'product_requires_option',
    );
    expect(await codeOf({ products: [{ ...shirtLine(), variation_id: null }], user: contact })).toBe(
      'product_requires_option',
    );
    expect(await codeOf({ products: [{ ...shirtLine(), product_option_id: 999999 }], user: contact })).toBe(
      'product_option_not_found',
    );
    expect(await codeOf({ products: [{ ...lampLine(), product_id: 999999 }], user: contact })).toBe(
      'product_not_found',
    );
    expect(await codeOf({ products: [lampLine(21)], user: contact })).toBe('cart_size_too_big');
    expect(await codeOf({ products: [], user: contact })).toBe('input_validation_error');
    expect((await balancesOf(t.db, player)).wins).toBe(100_000);
  });

  it('lists only the player’s own orders, newest first, paged', async () => {
    await seedBalances(t.db, player, { wins: 10_000 });
    await seedBalances(t.db, 'toinen', { wins: 10_000 });
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await order({ products: [lampLine()], user: contact })).json().id);
    }
    await order({ products: [lampLine(2)], user: contact }, { user: 'toinen' });

    const page = (await t.request({ url: '/api/v1/orders?limit=2&offset=0', user: player })).json();
    expect(page.total).toBe(3);
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[1]]);
    const next = (await t.request({ url: '/api/v1/orders?limit=2&offset=2', user: player })).json();
    expect(next.items.map((item: { id: number }) => item.id)).toEqual([ids[0]]);

    const theirs = (await t.request({ url: '/api/v1/orders', user: 'toinen' })).json();
    expect(theirs.total).toBe(1);
    expect(theirs.items[0].products[0].quantity).toBe(2);
    expect((await t.request({ url: '/api/v1/orders' })).statusCode).toBe(401);
  });
});

describe(`orders when the payment provider cannot be reached (${testDatabaseKind})`, () => {
  it('cancels the order and refunds the winnings', async () => {
    // Port 9 (discard) on the loopback: nothing listens there, so the provider call fails.
    const t = await createShopTestApp({ env: { PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9' } });
    try {
      expect(t.app.paymentSimulator).toBeNull();
      const category = await seedCategory(t.db, 'Koti');
      const lamp = await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: category });
      await seedBalances(t.db, player, { wins: 600 });
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/shop/orders',
        user: player,
        payload: {
          products: [{ product_id: lamp.id, quantity: 1, variation_id: null, product_option_id: null }],
          user: contact,
          payment_method: 'nordea',
        },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('unknown_error');
      expect(await t.db.selectFrom('orders').select('state').execute()).toEqual([{ state: 'cancelled' }]);
      expect(await t.db.selectFrom('payments').select('state').execute()).toEqual([{ state: 'failed' }]);
      expect((await balancesOf(t.db, player)).wins).toBe(600);
      await assertLedgerInvariant(t.db);
    } finally {
      await t.close();
    }
  });
});
