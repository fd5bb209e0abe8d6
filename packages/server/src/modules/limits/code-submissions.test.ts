import type { CodeSubmissions } from '@arpa/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { importTickets, ticketCsvHeader } from '../admin/tickets-import.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';

/** The monthly cap on a signed-in player's code submissions (CODE_SUBMISSIONS_PER_MONTH, here 3). */
describe(`code submissions per month (${testDatabaseKind})`, () => {
  let t: TestApp;
  let assaId: number;
  let clock = new Date('2026-03-30T10:00:00Z'); // Monday 30 March, 13:00 in Helsinki
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, env: { CODE_SUBMISSIONS_PER_MONTH: '3' } });
    const codeKey = await resolveTicketCodeKey(t.db, undefined);
    await loadDemoSeedIfEmpty(t.db, codeKey);
    await importTickets(t.db, [ticketCsvHeader.join(','), ',KUUKAUSI-0001,voitto-10,1000,1,1'].join('\n'), {
      lottery: 'assa-arpa',
      series: 'KUUKAUSI-2026',
      validityEnd: '2027-12-31',
      codeKey,
    });
    assaId = (
      await t.db
        .selectFrom('lotteries')
        .select('id')
        .where('slug', '=', 'assa-arpa')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  function claim(code: string, user?: string) {
    address += 1;
    return t.request({
      method: 'POST',
      url: `/api/v1/lotteries/${assaId}/claims/`,
      payload: { code_b: code },
      user,
      remoteAddress: `10.50.0.${address}`,
    } as InjectOptions & { user?: string });
  }
  const counter = async (user: string) =>
    (await t.request({ url: '/api/v1/users/code-submissions', user })).json<CodeSubmissions>();

  it('counts right and wrong codes, refuses past the cap saying when it resets, and starts again next month', async () => {
    const player = 'koodaaja';
    expect(await counter(player)).toEqual({ used: 0, limit: 3, resets_at: '2026-03-31T21:00:00.000Z' });
    expect((await claim('VAARA-0001', player)).statusCode).toBe(400);
    expect((await claim('KUUKAUSI-0001', player)).statusCode).toBe(200);
    expect((await claim('VAARA-0002', player)).statusCode).toBe(400);
    expect((await counter(player)).used).toBe(3);

    const capped = await claim('VAARA-0003', player);
    expect([capped.statusCode, capped.json()]).toEqual([
      429,
      {
        code: ['code_submissions_capped', 3, '01.04.2026'],
        description:
          'Koodeja voi syöttää enintään 3 kuukaudessa. Voit syöttää koodeja taas 01.04.2026 alkaen.',
      },
    ]);
    expect((await counter(player)).used).toBe(3);
    // Another player, and an anonymous visitor, are not affected.
    expect((await claim('VAARA-0004', 'toinen')).statusCode).toBe(400);
    expect((await claim('VAARA-0005')).statusCode).toBe(400);

    clock = new Date('2026-03-31T21:00:00Z'); // 1 April 00:00 in Helsinki
    expect(await counter(player)).toEqual({ used: 0, limit: 3, resets_at: '2026-04-30T21:00:00.000Z' });
    expect((await claim('VAARA-0006', player)).statusCode).toBe(400);
    expect((await counter(player)).used).toBe(1);
  });

  it('answers only a signed-in player', async () => {
    expect((await t.request({ url: '/api/v1/users/code-submissions' })).statusCode).toBe(401);
  });
});
