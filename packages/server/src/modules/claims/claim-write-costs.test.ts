import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { importTestSeries } from '../../test/ticket-series.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { normaliseCode, resolveTicketCodeKey, ticketCodeHash } from '../catalogue/codes.ts';
import { claimUnclaimedTickets } from './repository.ts';

/**
 * What a claim's write costs the database (migration 0024, docs/decisions/0071-claim-write-costs.md): a
 * ticket is marked claimed in place on its page, its code hash is still held to 64 hex digits wherever one
 * is written, and quick claims stay out of the signed-in players' index.
 */
describe(`a claim's write (${testDatabaseKind})`, () => {
  let test: TestApp;
  let codeKey = '';
  let lotteryId = 0;
  const now = new Date('2026-06-01T12:00:00.000Z');
  // Enough tickets to fill several pages: a ticket in the middle sits on a page of its series alone.
  const codes = Array.from({ length: 400 }, (_, i) => `KIRJOITUS-${String(i + 1).padStart(4, '0')}`);

  beforeAll(async () => {
    test = await createTestApp({ now: () => now });
    codeKey = await resolveTicketCodeKey(test.db, undefined);
    await loadDemoSeedIfEmpty(test.db, codeKey);
    lotteryId = await importTestSeries(test.db, {
      lottery: 'assa-arpa',
      series: 'KIRJOITUS',
      rows: codes.map((code) => `,${code},,0,0,1`),
      codeKey,
    });
  });
  afterAll(() => test.close());

  const ticketOf = async (code: string) => {
    const codeHash = ticketCodeHash(codeKey, { codeA: '', codeB: normaliseCode(code) });
    const ticket = await test.db
      .selectFrom('tickets')
      .select('id')
      .where('lottery_id', '=', lotteryId)
      .where('code_hash', '=', codeHash)
      .executeTakeFirstOrThrow();
    return ticket.id;
  };

  it('marks a ticket claimed on its own page, adding nothing to the ticket indexes (a HOT update)', async () => {
    const ticketId = await ticketOf(codes[200]!);
    await test.db.transaction().execute(async (trx) => {
      // The counts of this backend not yet reported (PGlite's single backend may still hold earlier
      // statements' counts): the claim's update is read as the difference.
      const counts = async () => {
        const { rows } = await sql<{ updated: number; hot: number }>`
          select pg_stat_get_xact_tuples_updated('tickets'::regclass)::int as updated,
                 pg_stat_get_xact_tuples_hot_updated('tickets'::regclass)::int as hot`.execute(trx);
        return rows[0]!;
      };
      const before = await counts();
      // The claim statement's own update.
      await sql`update tickets set state = 'claimed', claimed_by_user_id = null, claimed_at = now()
                 where id = ${ticketId} and state = 'unclaimed'`.execute(trx);
      const after = await counts();
      expect({ updated: after.updated - before.updated, hot: after.hot - before.hot }).toEqual({
        updated: 1,
        hot: 1,
      });
    });
  });

  it('claims through the grouped statement as before', async () => {
    const ticketId = await ticketOf(codes[201]!);
    const [claim] = await claimUnclaimedTickets(test.db, [
      {
        ticketId,
        claimTokenHash: 'a'.repeat(64),
        state: 'pending',
        prizeCode: null,
        productValue: null,
        committedAt: null,
        now,
      },
    ]);
    expect(claim).toMatchObject({ ticket_id: ticketId, lottery_id: lotteryId, state: 'pending' });
  });

  it('still refuses a code hash that is not 64 lowercase hex digits, written new or changed', async () => {
    const ticketId = await ticketOf(codes[202]!);
    const refused = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (caught: unknown) => caught as { code?: string },
      );
      expect(error?.code).toBe('23514');
    };
    await refused(
      sql`update tickets set code_hash = ${'A'.repeat(64)} where id = ${ticketId}`.execute(test.db),
    );
    await refused(
      sql`insert into tickets (series_id, lottery_id, code_hash)
          select series_id, lottery_id, ${'0'.repeat(63)} from tickets where id = ${ticketId}`.execute(
        test.db,
      ),
    );
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from tickets where code_hash !~ '^[0-9a-f]{64}$'`.execute(test.db);
    expect(rows[0]!.count).toBe(0);
  });

  it('keeps quick claims out of the index of signed-in players’ claims, which still serves their history', async () => {
    const { rows } = await sql<{ indexdef: string }>`
      select indexdef from pg_indexes where indexname = 'claims_user' and schemaname = current_schema()`.execute(
      test.db,
    );
    expect(rows[0]!.indexdef).toContain('WHERE (user_id IS NOT NULL)');
    const plan = await test.db.transaction().execute(async (trx) => {
      // The table is small here; without this the planner reads it whole whatever its indexes.
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`
        explain (costs off) select id from claims where user_id = ${'pelaaja'} order by id desc limit 20`.execute(
        trx,
      );
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('claims_user');
  });
});
