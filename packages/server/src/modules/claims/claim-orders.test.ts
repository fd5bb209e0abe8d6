import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as claimOwnership } from '../../db/migrations/0007_claim_ownership.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';

/** Migration 0007 gives the claims finished before it their orders, as the claims module now does. */
describe(`claim orders of earlier claims (${testDatabaseKind})`, () => {
  let test: TestApp;
  const clock = new Date('2026-05-04T09:00:00Z');

  beforeAll(async () => {
    test = await createTestApp({ now: () => clock });
    await loadDemoSeedIfEmpty(test.db, await resolveTicketCodeKey(test.db, undefined));
  });
  afterAll(() => test.close());

  it('writes the same orders for finished claims as the claims module does, and none for the others', async () => {
    const lottery = await test.db
      .selectFrom('lotteries')
      .select('id')
      .where('slug', '=', 'assa-arpa')
      .executeTakeFirstOrThrow();
    const claim = (code_b: string, user?: string) =>
      test.request({
        method: 'POST',
        url: `/api/v1/lotteries/${lottery.id}/claims/`,
        payload: { code_b },
        user,
      });
    await claim('ASSA-2025-0002', 'vanha'); // credited value
    await claim('ASSA-2025-0003', 'vanha'); // not claimable
    await claim('ASSA-2025-0005', 'vanha'); // gift
    await claim('ASSA-2025-0012', 'vanha'); // pending product
    await claim('ASSA-2025-0004', 'vanha'); // no win
    await claim('ASSA-2025-0006'); // anonymous

    const snapshot = () =>
      test.db
        .selectFrom('orders as o')
        .innerJoin('claim_orders as co', 'co.order_id', 'o.id')
        .innerJoin('order_products as op', 'op.order_id', 'o.id')
        .select([
          'co.claim_id',
          'o.user_id',
          'o.variety',
          'o.state',
          'o.value',
          'op.product_id',
          'op.quantity',
        ])
        .orderBy('co.claim_id')
        .execute();
    const written = await snapshot();
    expect(written.map((row) => [row.variety, row.state, row.value])).toEqual([
      ['claim_order', 'finished', 1000],
      ['claim_order', 'waiting_for_delivery', 59900],
      ['gift_order', 'delivered', 1500],
    ]);

    // As before the migration: no claim orders at all.
    const orderIds = written.map((row) => row.claim_id);
    expect(orderIds).toHaveLength(3);
    await sql`delete from orders where id in (select order_id from claim_orders)`.execute(test.db);
    await sql`drop table claim_orders`.execute(test.db);
    await claimOwnership(test.db as unknown as Kysely<unknown>);

    expect(await snapshot()).toEqual(written);
  });
});
