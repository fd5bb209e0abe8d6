import type { ProtectionStatus } from '@arpa/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import {
  balancesOf,
  createShopTestApp,
  seedBalances,
  seedCategory,
  seedProduct,
  strongUserHeader,
  type SeededProduct,
} from '../shop/test-fixtures.ts';

/**
 * The quick stop, self-exclusion and required own limits through the API: the refusals reach every
 * purchase and deposit path (a shop order's money part, a deposit start), redeeming winnings stays open.
 */

let clock = new Date('2025-01-15T10:00:00Z'); // 12:00 in Helsinki
const setClock = (iso: string) => {
  clock = new Date(iso);
};
const contact = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.com',
  phone: '0401234567',
  address: 'Kauppakatu 1',
  postal_code: '00100',
  city: 'Helsinki',
};

describe(`player protection (${testDatabaseKind})`, () => {
  let t: TestApp;
  let lamp: SeededProduct;
  let shirt: SeededProduct;
  let players = 0;
  const newPlayer = () => `protected-${(players += 1)}`;

  async function setup(env: NodeJS.ProcessEnv = {}) {
    t = await createShopTestApp({ now: () => clock, env });
    const category = await seedCategory(t.db, 'Koti');
    lamp = await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: category });
    shirt = await seedProduct(t.db, { name: 'T-paita', value: 2500, categoryId: category });
  }

  afterEach(async () => {
    await t.app.paymentSimulator?.settled();
    await t.close();
  });

  const post = (user: string, url: string, payload: object = {}) =>
    t.request({ method: 'POST', url, user, payload });
  const status = async (user: string) =>
    (await t.request({ url: '/api/v1/users/protection', user })).json<ProtectionStatus>();
  const line = (product: SeededProduct) => ({
    product_id: product.id,
    quantity: 1,
    variation_id: null,
    product_option_id: null,
  });
  const buyShirt = (user: string) =>
    post(user, '/api/v1/shop/orders', {
      products: [line(shirt)],
      user: contact,
      payment_method: 'osuuspankki',
    });
  const redeemLamp = (user: string) =>
    post(user, '/api/v1/shop/orders', { products: [line(lamp)], user: contact });
  const deposit = (user: string) =>
    t.request({
      method: 'POST',
      url: '/api/v2/accounts/deposit',
      user,
      headers: { [strongUserHeader]: '1' },
      payload: { value: 2000, payment_method: 'nordea', subject: 'Saldon lisäys', name: 'Maija Meikäläinen' },
    });

  it('quick stop: purchases and deposits refused for 24 hours with the end time, winnings still redeemable', async () => {
    await setup();
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    expect(await status(player)).toEqual({
      quick_stop_until: null,
      self_exclusion: null,
      purchases_blocked: false,
      marketing_allowed: true,
      own_limits_required: false,
    });
    const stopped = await post(player, '/api/v1/users/protection/quick-stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json<ProtectionStatus>()).toMatchObject({
      quick_stop_until: '2025-01-16T10:00:00.000Z',
      purchases_blocked: true,
      marketing_allowed: false,
    });

    const refusal = {
      code: ['quick_stop_active', '16.01.2025 12:00'],
      description: 'Pikatauko on voimassa 16.01.2025 12:00 asti. Et voi ostaa etkä lisätä saldoa ennen sitä.',
    };
    await seedBalances(t.db, player, { wins: 1000 });
    const order = await buyShirt(player);
    expect([order.statusCode, order.json()]).toEqual([403, refusal]);
    const refusedDeposit = await deposit(player);
    expect([refusedDeposit.statusCode, refusedDeposit.json()]).toEqual([403, refusal]);
    expect((await redeemLamp(player)).statusCode).toBe(200);
    expect((await balancesOf(t.db, player)).wins).toBe(0);

    // There is no way to lift it: the limits' pause cannot be lifted either, and no other route exists.
    expect(
      (await t.request({ method: 'DELETE', url: '/api/v1/users/protection/quick-stop', user: player }))
        .statusCode,
    ).toBe(404);

    setClock('2025-01-16T09:59:00Z');
    expect((await deposit(player)).statusCode).toBe(403);
    setClock('2025-01-16T10:00:00Z');
    expect((await status(player)).quick_stop_until).toBeNull();
    expect((await deposit(player)).statusCode).toBe(200);
  });

  it('self-exclusion: refuses purchases and deposits, names its end, can only grow, and the other player is unaffected', async () => {
    await setup();
    const player = newPlayer();
    const other = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    const excluded = await post(player, '/api/v1/users/protection/self-exclusion', { months: 3 });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json<ProtectionStatus>().self_exclusion).toEqual({
      from: '2025-01-15T10:00:00.000Z',
      until: '2025-04-15T09:00:00.000Z',
      indefinite: false,
      lift_requested_at: null,
    });
    const refusal = {
      code: ['self_excluded', '15.04.2025 12:00 asti'],
      description:
        'Pelikielto on voimassa 15.04.2025 12:00 asti. Voit lunastaa voittoja, mutta et voi ostaa etkä lisätä saldoa.',
    };
    const order = await buyShirt(player);
    expect([order.statusCode, order.json()]).toEqual([403, refusal]);
    expect((await deposit(player)).json()).toEqual(refusal);
    expect((await deposit(other)).statusCode).toBe(200);

    // Balances and history stay readable.
    expect((await t.request({ url: '/api/v1/accounts/self', user: player })).statusCode).toBe(200);
    expect((await t.request({ url: '/api/v1/account-events', user: player })).statusCode).toBe(200);

    const shorter = await post(player, '/api/v1/users/protection/self-exclusion', { months: 3 });
    expect(shorter.statusCode).toBe(200); // the same end again: allowed, nothing shorter
    setClock('2025-02-15T10:00:00Z');
    const shortened = await post(player, '/api/v1/users/protection/self-exclusion', { months: 12 });
    expect(shortened.json<ProtectionStatus>().self_exclusion?.until).toBe('2026-02-15T10:00:00.000Z');
    const back = await post(player, '/api/v1/users/protection/self-exclusion', { months: 6 });
    expect([back.statusCode, back.json().code]).toEqual([409, 'invalid_value']);
    const odd = await post(player, '/api/v1/users/protection/self-exclusion', { months: 1 });
    expect(odd.statusCode).toBe(400);
  });

  it('indefinite self-exclusion: lifted only on request, after 3 months and not before 12 months from its start', async () => {
    await setup();
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    await post(player, '/api/v1/users/protection/self-exclusion', { months: null });
    expect((await deposit(player)).json().code).toEqual(['self_excluded', 'toistaiseksi']);
    setClock('2026-06-01T09:00:00Z');
    expect((await status(player)).self_exclusion).toMatchObject({ indefinite: true, until: null });
    const asked = await post(player, '/api/v1/users/protection/self-exclusion/lift-request');
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ProtectionStatus>().self_exclusion).toMatchObject({
      until: '2026-09-01T09:00:00.000Z',
      lift_requested_at: '2026-06-01T09:00:00.000Z',
    });
    const twice = await post(player, '/api/v1/users/protection/self-exclusion/lift-request');
    expect(twice.statusCode).toBe(409);
    setClock('2026-09-01T08:59:00Z');
    expect((await deposit(player)).json().code).toEqual(['self_excluded', '01.09.2026 12:00 asti']);
    setClock('2026-09-01T09:00:00Z');
    expect((await status(player)).self_exclusion).toBeNull();
    expect((await deposit(player)).statusCode).toBe(200);
  });

  it('with REQUIRE_OWN_LIMITS=on, refuses the first purchase and deposit until day and month limits are set', async () => {
    await setup({ REQUIRE_OWN_LIMITS: 'on', LIMIT_MAX_PLAY_DAY_EUR: '300' });
    const player = newPlayer();
    setClock('2025-01-15T10:00:00Z');
    expect((await status(player)).own_limits_required).toBe(true);
    const refusal = {
      code: 'limits_required',
      description: 'Aseta ensin päivä- ja kuukausikohtainen peliraja kohdassa Oma tili > Pelirajat.',
    };
    expect([(await deposit(player)).statusCode, (await deposit(player)).json()]).toEqual([403, refusal]);
    expect((await buyShirt(player)).json()).toEqual(refusal);
    const defaults = await t.request({ url: '/api/v1/users/default-limits' });
    expect(defaults.json()).toContainEqual({ variety: 'play_by_day', value: 30_000 });

    const setDay = await t.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      user: player,
      payload: [{ variety: 'play_by_day', value: 5000 }],
    });
    expect(setDay.statusCode).toBe(200);
    expect((await deposit(player)).json().code).toBe('limits_required');
    await t.request({
      method: 'PATCH',
      url: '/api/v1/users/limits',
      user: player,
      payload: [{ variety: 'play_by_month', value: 20_000 }],
    });
    expect((await status(player)).own_limits_required).toBe(false);
    expect((await deposit(player)).statusCode).toBe(200);
    expect((await buyShirt(player)).statusCode).toBe(200);
  });

  it('answers only the signed-in player and needs the CSRF token to stop', async () => {
    await setup();
    expect((await t.request({ url: '/api/v1/users/protection' })).statusCode).toBe(401);
    const noCsrf = await t.request({
      method: 'POST',
      url: '/api/v1/users/protection/quick-stop',
      user: newPlayer(),
      csrf: false,
      payload: {},
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
