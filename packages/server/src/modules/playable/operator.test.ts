import type { Lottery, ListResponse } from '@arpa/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';

const adminToken = 'pelattavien-ylläpito';

describe(`playable series, operator side (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp({ env: { ADMIN_TOKEN: adminToken } });
  });

  afterEach(async () => {
    await assertLedgerInvariant(t.db);
    await t.close();
  });

  function admin(url: string, body?: unknown) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: body === undefined ? '{}' : JSON.stringify(body),
    });
  }

  it('seeds two playable lotteries with their game at GAME_PORT, playable and not claimable', async () => {
    await loadDemoSeedIfEmpty(
      t.db,
      await resolveTicketCodeKey(t.db, undefined),
      undefined,
      'http://localhost:9091/',
    );
    const playable = await t.request({ url: '/api/v1/lotteries?variety=playable' });
    const { items } = playable.json<ListResponse<Lottery>>();
    expect(items.map((lottery) => lottery.slug)).toEqual(['raaputus', 'kuukausiarpa']);
    expect(items[0]).toMatchObject({
      playable_lottery_address: 'http://localhost:9091/',
      playable_ticket_prices: [{ price: 200 }],
      playable_ticket_purchase_variety: 0,
    });
    expect(items[1]).toMatchObject({
      playable_ticket_bundle_size: 5,
      playable_ticket_discount: 200,
      playable_ticket_purchase_variety: 2,
    });
    const claimable = await t.request({ url: '/api/v1/lotteries?variety=claimable' });
    const slugs = claimable.json<ListResponse<Lottery>>().items.map((lottery) => lottery.slug);
    expect(slugs).not.toContain('raaputus');
    expect(slugs).not.toContain('kuukausiarpa');
    const pools = await t.db.selectFrom('playable_series').select(['pool_size', 'sold']).execute();
    expect(pools).toEqual([
      { pool_size: 1000, sold: 0 },
      { pool_size: 1000, sold: 0 },
    ]);
  });

  it('imports a series through the operator API, refuses a prize table larger than the pool, and ends it', async () => {
    await t.db
      .insertInto('lotteries')
      .values({
        slug: 'verkkoarpa',
        playable_lottery_address: 'http://localhost:8081/',
        playable_ticket_prices: JSON.stringify([{ price: 300 }]),
      })
      .execute();
    const series = { lottery: 'verkkoarpa', alias: 'V1', ticket_price: 300, pool_size: 50 };

    const refused = await admin('/api/admin/playable-series/import', {
      ...series,
      prizes: [{ count: 51, value: 100 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_input' });
    // A file's ordinary mistakes are named, never a server error, and nothing is imported.
    for (const [mistake, named] of [
      [{ valid_until: '1' }, 'valid_until'],
      [{ valid_until: 'March 7' }, 'valid_until'],
      [{ valid_from: '2026-12-31T00:00:00Z', valid_until: '2026-01-01T00:00:00Z' }, 'valid_from'],
      [{ prizes: [{ count: 2, value: 500, transferrable: 'abc' }] }, 'transferrable'],
      [{ prizes: [{ count: 2, value: 2 ** 40 }] }, 'value'],
      [{ pool_sise: 10 }, 'pool_sise'],
      [{ alias: 'x'.repeat(101) }, 'alias'],
    ] as const) {
      const answer = await admin('/api/admin/playable-series/import', {
        ...series,
        prizes: [{ count: 2, value: 500 }],
        ...mistake,
      });
      expect(answer.statusCode, JSON.stringify(mistake)).toBe(400);
      expect(answer.json().code, JSON.stringify(mistake)).toBe('invalid_input');
      expect(JSON.stringify(answer.json()), JSON.stringify(mistake)).toContain(named);
    }
    expect(await t.db.selectFrom('playable_series').select('id').execute()).toEqual([]);
    const unauthorised = await t.app.inject({ method: 'POST', url: '/api/admin/playable-series/import' });
    expect(unauthorised.statusCode).toBe(401);

    const imported = await admin('/api/admin/playable-series/import', {
      ...series,
      prizes: [
        { count: 5, value: 1000 },
        { count: 10, value: 300 },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ pool_size: 50, winners: 15, prize_total: 8000 });
    const tickets = await t.db.selectFrom('playable_tickets').select(['position', 'prize_id']).execute();
    expect(tickets).toHaveLength(50);
    expect(new Set(tickets.map((ticket) => ticket.position)).size).toBe(50);
    expect(tickets.filter((ticket) => ticket.prize_id !== null)).toHaveLength(15);
    expect((await admin('/api/admin/playable-series/import', { ...series, prizes: [] })).statusCode).toBe(
      400,
    );

    const { series_id: id } = imported.json<{ series_id: number }>();
    const ended = await admin(`/api/admin/playable-series/${id}/end`);
    expect(ended.json()).toEqual({ played: 0 });
    const row = await t.db
      .selectFrom('playable_series')
      .select(['active', 'ended_at'])
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(false);
    expect(row.ended_at).not.toBeNull();
    expect((await admin('/api/admin/playable-series/end-expired')).json()).toEqual({ series: 0, played: 0 });
  });
});
