import type { ListResponse, OrderListing } from '@arpa/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';
import { createShopTestApp, seedCategory, seedProduct } from '../shop/test-fixtures.ts';

/** Issue 10, item 8: Tilaukset lists every order type of SPEC §3, each naming its prize or product. */

const contact = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.fi',
  phone: '+358401234567',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
};
const fi = (value: string) => [{ lang: 'fi', value }];

describe(`order history (${testDatabaseKind})`, () => {
  let t: TestApp;
  let clock = new Date('2026-04-01T08:00:00Z');
  const lotteryIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createShopTestApp({ now: () => clock });
    await loadDemoSeedIfEmpty(t.db, await resolveTicketCodeKey(t.db, undefined));
    for (const row of await t.db.selectFrom('lotteries').select(['id', 'slug']).execute())
      lotteryIds.set(row.slug, row.id);
  });
  afterEach(() => assertLedgerInvariant(t.db));
  afterAll(async () => {
    await t.app.paymentSimulator?.settled();
    await t.close();
  });

  /** Each step a minute later than the last, so that "newest first" has one answer. */
  const tick = () => {
    clock = new Date(clock.getTime() + 60_000);
  };
  const claim = (slug: string, codes: object, user: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/lotteries/${lotteryIds.get(slug)}/claims/`,
      payload: codes,
      user,
    });
  const commit = (slug: string, body: object, user: string) =>
    t.request({
      method: 'PUT',
      url: `/api/v1/lotteries/${lotteryIds.get(slug)}/claims/commit`,
      payload: body,
      user,
    });
  const orders = async (user: string, query = '') =>
    (await t.request({ url: `/api/v1/orders${query}`, user })).json<ListResponse<OrderListing>>();

  it('lists redeemed prizes beside shop orders, named, newest first, paged, only the player’s own', async () => {
    const player = 'tilaushistoria';
    // A credited value (claim order), then spent in the shop (shop order).
    tick();
    expect((await claim('assa-arpa', { code_b: 'ASSA-2025-0010' }, player)).statusCode).toBe(200);
    tick();
    const category = await seedCategory(t.db, 'Koti');
    const lamp = await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: category });
    const shop = await t.request({
      method: 'POST',
      url: '/api/v1/shop/orders',
      user: player,
      payload: {
        products: [{ product_id: lamp.id, quantity: 1, variation_id: null, product_option_id: null }],
        user: contact,
        payment_method: null,
      },
    });
    expect(shop.statusCode).toBe(200);
    // A product redeemed with an option (prize order).
    tick();
    const thermos = await claim('assa-arpa', { code_b: 'ASSA-2025-0001' }, player);
    const red = await t.db
      .selectFrom('product_options')
      .select('id')
      .where('custom_id', '=', 'punainen')
      .executeTakeFirstOrThrow();
    // Pending: not an order yet.
    expect((await orders(player)).total).toBe(2);
    tick();
    expect((await commit('assa-arpa', { ...contact, product_option_id: red.id }, player)).statusCode).toBe(
      204,
    );
    // A gift code sent (gift order).
    tick();
    const gift = await claim('kulta-arpa', { code_a: 'KULTA0008', code_b: '1008' }, player);
    const prizeCode = gift.json().prize.prize_code as string;
    // Someone else's win.
    tick();
    await claim('kulta-arpa', { code_a: 'KULTA0011', code_b: '1011' }, 'joku-muu');

    const all = await orders(player);
    expect(all.total).toBe(4);
    expect(all.items.map((item) => [item.variety, item.state, item.value])).toEqual([
      ['gift_order', 'delivered', 1500],
      ['prize_order', 'waiting_for_delivery', 2490],
      ['shop_order', 'finished', 1000],
      ['claim_order', 'finished', 5000],
    ]);
    expect(all.items[0]).toMatchObject({
      prize_code: prizeCode,
      products: [
        { product_id: gift.json().prize.product_id, names: fi('Ristikkolehtipaketti'), quantity: 1 },
      ],
    });
    expect(all.items[1].products).toEqual([
      {
        product_id: thermos.json().prize.product_id,
        names: fi('Termospullo'),
        quantity: 1,
        option_names: fi('Punainen'),
      },
    ]);
    expect(all.items[2]).toEqual({
      id: shop.json().id,
      variety: 'shop_order',
      state: 'finished',
      value: 1000,
      created_at: expect.any(String),
      products: [{ product_id: lamp.id, names: fi('Lamppu'), quantity: 1 }],
    });
    expect(all.items[3].products).toEqual([expect.objectContaining({ names: fi('50 euron voitto') })]);

    const first = await orders(player, '?limit=3&offset=0');
    const second = await orders(player, '?limit=3&offset=3');
    expect([first.total, second.total]).toEqual([4, 4]);
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.map((item) => item.id),
    );

    const theirs = await orders('joku-muu');
    expect(theirs.total).toBe(1);
    expect(theirs.items.map((item) => item.id)).not.toEqual(
      expect.arrayContaining(all.items.map((i) => i.id)),
    );
    expect(all.items.map((item) => item.id)).not.toContain(theirs.items[0].id);
    expect((await t.request({ url: '/api/v1/orders' })).statusCode).toBe(401);
  });
});
