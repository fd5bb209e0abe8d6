import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { importTickets, ticketCsvHeader } from '../admin/tickets-import.ts';
import { normaliseCode, resolveTicketCodeKey, ticketCodeHash } from '../catalogue/codes.ts';
import {
  claimUnclaimedTicket,
  claimUnclaimedTickets,
  openClaimAttempt,
  openClaimAttempts,
  type ClaimAttemptInput,
} from './repository.ts';

/**
 * The grouped quick-claim statements (decision 0050) answer each entry as its statement alone would. On the
 * tests' in-process PGlite no group forms through the API (each statement is answered before the next
 * request starts), so these statements are called here directly, on both engines.
 */
describe(`grouped quick-claim statements (${testDatabaseKind})`, () => {
  let test: TestApp;
  let codeKey = '';
  let lotteryId = 0;
  // With milliseconds: the group statements send instants as epoch milliseconds, and they come back whole.
  const now = new Date('2026-06-01T12:00:00.123Z');
  const windows = {
    minuteAgo: new Date(now.getTime() - 60_000),
    hourAgo: new Date(now.getTime() - 3_600_000),
  };

  beforeAll(async () => {
    test = await createTestApp({ now: () => now });
    codeKey = await resolveTicketCodeKey(test.db, undefined);
    await loadDemoSeedIfEmpty(test.db, codeKey);
    await importTickets(
      test.db,
      [ticketCsvHeader.join(','), ',RYHMA-A,,0,0,1', ',RYHMA-B,voitto-10,1000,1,1', ',RYHMA-C,,0,0,1'].join(
        '\n',
      ),
      { lottery: 'assa-arpa', series: 'RYHMA-LAUSE', validityEnd: '2027-12-31', codeKey },
    );
    const lottery = await test.db
      .selectFrom('lotteries')
      .select('id')
      .where('slug', '=', 'assa-arpa')
      .executeTakeFirstOrThrow();
    lotteryId = lottery.id;
  });
  afterAll(() => test.close());

  const hashOf = (code: string) => ticketCodeHash(codeKey, { codeA: '', codeB: normaliseCode(code) });
  const attempt = (input: Partial<ClaimAttemptInput>): ClaimAttemptInput => ({
    lotteryId,
    codeHash: null,
    source: { userId: null, ip: '10.9.0.1' },
    lock: false,
    ...windows,
    ...input,
  });

  it('looks each entry up as alone, in the entries’ order, with nothing for a lottery that does not exist', async () => {
    const inputs = [
      attempt({ codeHash: hashOf('RYHMA-B') }),
      attempt({ lotteryId: 999_999, codeHash: hashOf('RYHMA-A') }),
      attempt({ codeHash: hashOf('EI-OLE') }),
      attempt({ codeHash: null, source: { userId: 'ryhmailija', ip: '10.9.0.2' } }),
      attempt({ codeHash: hashOf('RYHMA-A') }),
    ];
    const grouped = await openClaimAttempts(test.db, inputs);
    const alone = [];
    for (const input of inputs) alone.push(await openClaimAttempt(test.db, input));
    expect(grouped).toEqual(alone);
    expect(grouped.map((row) => row?.ticket_id ?? null)).toEqual([
      expect.any(Number),
      null,
      null,
      null,
      expect.any(Number),
    ]);
    expect(grouped[1]).toBeUndefined();
    expect(grouped[0]).toMatchObject({
      ticket_value: 1000,
      ticket_state: 'unclaimed',
      ticket_transferrable: true,
    });
  });

  it('claims each ticket once in one statement, the second entry of a ticket finding it claimed', async () => {
    const [a, c] = await openClaimAttempts(test.db, [
      attempt({ codeHash: hashOf('RYHMA-A') }),
      attempt({ codeHash: hashOf('RYHMA-C') }),
    ]);
    const claimOf = (ticketId: number, token: string, committed: boolean) => ({
      ticketId,
      claimTokenHash: token,
      state: committed ? ('committed' as const) : ('pending' as const),
      prizeCode: null,
      productValue: committed ? 0 : null,
      committedAt: committed ? now : null,
      now,
    });
    const claims = await claimUnclaimedTickets(test.db, [
      claimOf(a!.ticket_id!, 'token-1', true),
      claimOf(a!.ticket_id!, 'token-2', true),
      claimOf(c!.ticket_id!, 'token-3', false),
    ]);
    expect(claims.map((claim) => claim?.claim_token_hash ?? null)).toEqual(['token-1', null, 'token-3']);
    expect(claims[0]).toMatchObject({ ticket_id: a!.ticket_id, state: 'committed', product_value: 0 });
    expect(claims[2]).toMatchObject({ ticket_id: c!.ticket_id, state: 'pending', product_value: null });
    // Alone, the taken ticket answers the same: nothing.
    expect(await claimUnclaimedTicket(test.db, claimOf(a!.ticket_id!, 'token-4', true))).toBeUndefined();
    const rows = await test.db
      .selectFrom('claims')
      .select(['id', 'claim_token_hash', 'created_at', 'committed_at'])
      .where('ticket_id', 'in', [a!.ticket_id!, c!.ticket_id!])
      .orderBy('claim_token_hash')
      .execute();
    // What the group answered is what it wrote, with the entries' times.
    expect(rows.map((row) => row.id)).toEqual([claims[0]!.id, claims[2]!.id]);
    expect(rows.map((row) => [row.created_at, row.committed_at])).toEqual([
      [now, now],
      [now, null],
    ]);
    const tickets = await test.db
      .selectFrom('tickets')
      .select(['state', 'claimed_at'])
      .where('id', 'in', [a!.ticket_id!, c!.ticket_id!])
      .execute();
    expect(tickets).toEqual([
      { state: 'claimed', claimed_at: now },
      { state: 'claimed', claimed_at: now },
    ]);
    expect(rows.map((row) => row.claim_token_hash)).toEqual(['token-1', 'token-3']);
  });
});
