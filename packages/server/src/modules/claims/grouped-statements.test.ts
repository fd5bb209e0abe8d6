import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { importTestSeries } from '../../test/ticket-series.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { normaliseCode, resolveTicketCodeKey, ticketCodeHash } from '../catalogue/codes.ts';
import {
  claimUnclaimedTicket,
  claimUnclaimedTickets,
  openClaimAttempt,
  openQuickClaims,
  type ClaimAttemptInput,
  type ClaimLottery,
  type QuickClaimPlan,
  type QuickClaimRow,
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
  let lottery: ClaimLottery;
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
    await importTestSeries(test.db, {
      lottery: 'assa-arpa',
      series: 'RYHMA-LAUSE',
      rows: [',RYHMA-A,,0,0,1', ',RYHMA-B,voitto-10,1000,1,1', ',RYHMA-C,,0,0,1'],
      codeKey,
    });
    await importTestSeries(test.db, {
      lottery: 'assa-arpa',
      series: 'RYHMA-SUUNNITELMA',
      rows: [
        ',SUUNN-TYHJA,,0,0,1',
        ',SUUNN-TERMOS,termospullo,2490,0,1',
        ',SUUNN-LAHJA,ristikkolehtipaketti,1500,0,1',
        ',SUUNN-MUUTOS,,0,0,1',
        ',SUUNN-RAJA,,0,0,1',
        ',SUUNN-SULJETTU,,0,0,1',
      ],
      codeKey,
    });
    lottery = await test.db
      .selectFrom('lotteries')
      .select(['id', 'quick_claim_enabled', 'extra_lottery_enabled', 'codes_check_type', 'active'])
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

  const quick = (input: Partial<ClaimAttemptInput>, claim: QuickClaimPlan | null = null) => ({
    ...attempt(input),
    claim,
  });
  const plan = (claimTokenHash: string, input: Partial<QuickClaimPlan> = {}): QuickClaimPlan => ({
    assumed: lottery,
    limits: { ipPerMinute: 10, perHour: 200 },
    claimTokenHash,
    noPrizeState: 'committed',
    prizeState: 'pending',
    now,
    ...input,
  });
  const attemptOf = (row: QuickClaimRow | undefined) => {
    if (!row) return row;
    const { claim, ...attempt } = row;
    expect(claim).toBeNull();
    return attempt;
  };

  it('looks each entry up as alone, in the entries’ order, with nothing for a lottery that does not exist', async () => {
    const inputs = [
      attempt({ codeHash: hashOf('RYHMA-B') }),
      attempt({ lotteryId: 999_999, codeHash: hashOf('RYHMA-A') }),
      attempt({ codeHash: hashOf('EI-OLE') }),
      attempt({ codeHash: null, source: { userId: 'ryhmailija', ip: '10.9.0.2' } }),
      attempt({ codeHash: hashOf('RYHMA-A') }),
    ];
    const grouped = (
      await openQuickClaims(
        test.db,
        inputs.map((input) => quick(input)),
      )
    ).map(attemptOf);
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
    const [a, c] = await openQuickClaims(test.db, [
      quick({ codeHash: hashOf('RYHMA-A') }),
      quick({ codeHash: hashOf('RYHMA-C') }),
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

  const ticketsOf = (codes: string[]) =>
    test.db
      .selectFrom('tickets')
      .leftJoin('claims', 'claims.ticket_id', 'tickets.id')
      .select([
        'tickets.code_hash',
        'tickets.state',
        'tickets.claimed_at',
        'claims.id as claim_id',
        'claims.state as claim_state',
        'claims.claim_token_hash',
        'claims.committed_at',
        'claims.created_at',
        'claims.product_value',
        'claims.prize_code',
      ])
      .where('tickets.code_hash', 'in', codes.map(hashOf))
      .execute()
      .then((rows) => codes.map((code) => rows.find((row) => row.code_hash === hashOf(code))));

  it('writes a planned claim in the statement that finds its ticket, only where its plan still holds', async () => {
    const rows = await openQuickClaims(test.db, [
      quick({ codeHash: hashOf('SUUNN-TYHJA') }, plan('suunn-1')),
      // The same ticket again in the group: only the first entry may write.
      quick({ codeHash: hashOf('SUUNN-TYHJA') }, plan('suunn-2')),
      quick({ codeHash: hashOf('SUUNN-TERMOS') }, plan('suunn-3')),
      // A gift's code is made only when needed: the second statement claims it.
      quick({ codeHash: hashOf('SUUNN-LAHJA') }, plan('suunn-4')),
      // Planned on the lottery before the operator turned its extra draw on or off.
      quick(
        { codeHash: hashOf('SUUNN-MUUTOS') },
        plan('suunn-5', { assumed: { ...lottery, extra_lottery_enabled: !lottery.extra_lottery_enabled } }),
      ),
      // The source's failures at its limit.
      quick(
        { codeHash: hashOf('SUUNN-RAJA') },
        plan('suunn-6', { limits: { ipPerMinute: 0, perHour: 200 } }),
      ),
      quick({ codeHash: hashOf('EI-OLE') }, plan('suunn-7')),
    ]);
    expect(rows.map((row) => row?.claim?.claim_token_hash ?? null)).toEqual([
      'suunn-1',
      null,
      'suunn-3',
      null,
      null,
      null,
      null,
    ]);
    expect(rows[0]!.claim).toMatchObject({
      state: 'committed',
      ticket_id: rows[0]!.ticket_id,
      lottery_id: lotteryId,
    });
    expect(rows[2]!.claim).toMatchObject({ state: 'pending', prize_code: null, product_value: null });
    // An entry that wrote nothing has the attempt's answer: the ticket as the statement found it.
    expect(rows[1]).toMatchObject({ ticket_id: rows[0]!.ticket_id, ticket_state: 'unclaimed', claim: null });
    expect(rows[3]).toMatchObject({ ticket_product_is_gift: true, ticket_state: 'unclaimed' });
    expect(rows[6]).toMatchObject({ ticket_id: null, claim: null });

    const tickets = await ticketsOf([
      'SUUNN-TYHJA',
      'SUUNN-TERMOS',
      'SUUNN-LAHJA',
      'SUUNN-MUUTOS',
      'SUUNN-RAJA',
    ]);
    expect(tickets.map((ticket) => [ticket?.state, ticket?.claim_token_hash ?? null])).toEqual([
      ['claimed', 'suunn-1'],
      ['claimed', 'suunn-3'],
      ['unclaimed', null],
      ['unclaimed', null],
      ['unclaimed', null],
    ]);
    // What the statement answered is what it wrote, with the entry's time; a pending claim is not committed.
    expect(tickets[0]).toMatchObject({
      claim_id: rows[0]!.claim!.id,
      claim_state: 'committed',
      claimed_at: now,
      created_at: now,
      committed_at: now,
      product_value: null,
      prize_code: null,
    });
    expect(tickets[1]).toMatchObject({
      claim_id: rows[2]!.claim!.id,
      claim_state: 'pending',
      claimed_at: now,
      committed_at: null,
    });

    // Planned again, a claimed ticket is not written twice.
    const [again] = await openQuickClaims(test.db, [
      quick({ codeHash: hashOf('SUUNN-TYHJA') }, plan('suunn-8')),
    ]);
    expect(again).toMatchObject({ ticket_state: 'claimed', claim: null });
  });

  it('writes nothing where the lottery no longer takes quick claims or is no longer active', async () => {
    const entry = () => quick({ codeHash: hashOf('SUUNN-SULJETTU') }, plan('suljettu'));
    const setLottery = (values: { quick_claim_enabled?: boolean; active?: boolean }) =>
      test.db.updateTable('lotteries').set(values).where('id', '=', lotteryId).execute();
    try {
      await setLottery({ quick_claim_enabled: false });
      expect(await openQuickClaims(test.db, [entry()])).toMatchObject([
        { quick_claim_enabled: false, claim: null },
      ]);
      await setLottery({ quick_claim_enabled: true, active: false });
      expect(await openQuickClaims(test.db, [entry()])).toMatchObject([{ active: false, claim: null }]);
    } finally {
      await setLottery({ quick_claim_enabled: lottery.quick_claim_enabled, active: lottery.active });
    }
    expect((await ticketsOf(['SUUNN-SULJETTU']))[0]).toMatchObject({ state: 'unclaimed', claim_id: null });
    const [written] = await openQuickClaims(test.db, [entry()]);
    expect(written!.claim).toMatchObject({ claim_token_hash: 'suljettu', state: 'committed' });
  });
});
