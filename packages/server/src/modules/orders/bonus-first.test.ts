import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import {
  balancesOf,
  createShopTestApp,
  seedBalances,
  seedCategory,
  seedProduct,
} from '../shop/test-fixtures.ts';

// The operator's choice BONUS_SPENT_FIRST (config/bonus.ts); orders.test.ts has the default, bonus last.
describe(`orders with bonus money spent first (${testDatabaseKind})`, () => {
  let t: TestApp;
  let lampId: number;

  beforeAll(async () => {
    t = await createShopTestApp({ env: { BONUS_SPENT_FIRST: '1' } });
    lampId = (
      await seedProduct(t.db, { name: 'Lamppu', value: 1000, categoryId: await seedCategory(t.db, 'Koti') })
    ).id;
  });

  afterAll(async () => {
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  it('spends extra wins, then the bonus, then the wins', async () => {
    await seedBalances(t.db, 'bonuksella', { extra_wins: 300, bonus: 200, wins: 1000 });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/shop/orders',
      user: 'bonuksella',
      payload: {
        products: [{ product_id: lampId, quantity: 1, variation_id: null, product_option_id: null }],
        user: {
          firstname: 'Maija',
          lastname: 'Meikäläinen',
          email: 'maija@example.com',
          phone: '0401234567',
          address: 'Kauppakatu 1',
          postal_code: '00100',
          city: 'Helsinki',
        },
        payment_method: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().withdrawn).toEqual({ extra_wins: 300, bonus: 200, wins: 500, order_deposit: 0 });
    expect(await balancesOf(t.db, 'bonuksella')).toMatchObject({ extra_wins: 0, bonus: 0, wins: 500 });
  });
});
