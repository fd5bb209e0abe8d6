import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { deriveWinners, seedCommitment } from './draw.ts';

const adminToken = 'extra-draw-test-token';
const auth = { authorization: `Bearer ${adminToken}` };

let test: TestApp;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-01T10:00:00Z');
  test = await createTestApp({ env: { ADMIN_TOKEN: adminToken }, now: () => clock });
});

afterEach(async () => {
  await assertLedgerInvariant(test.db);
  await test.close();
});

async function adminPost(url: string, payload: unknown) {
  return test.app.inject({ method: 'POST', url, headers: auth, payload: payload as object });
}

async function lotteryWithDraw(slug = 'kulta') {
  const lottery = await test.db
    .insertInto('lotteries')
    .values({
      slug,
      names: JSON.stringify([{ lang: 'fi', value: 'Kulta-arpa' }]),
      extra_lottery_enabled: true,
      codes_check_type: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const series = await test.db
    .insertInto('ticket_series')
    .values({ lottery_id: lottery.id, alias: 'KULTA-TEST' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { lotteryId: lottery.id, seriesId: series.id };
}

/** `count` no-win tickets entered into the extra draw: signed-in players with 2–3 tickets, and anonymous ones. */
async function enter(lotteryId: number, seriesId: number, count: number) {
  const tickets = await test.db
    .insertInto('tickets')
    .values(
      Array.from({ length: count }, (_, i) => ({
        series_id: seriesId,
        lottery_id: lotteryId,
        code_hash: i.toString(16).padStart(64, '0'),
        state: 'claimed' as const,
      })),
    )
    .returning('id')
    .execute();
  await test.db
    .insertInto('extra_lottery_entries')
    .values(
      tickets.map((ticket, i) =>
        i % 10 === 9
          ? {
              lottery_id: lotteryId,
              ticket_id: ticket.id,
              user_id: null,
              contact: JSON.stringify({
                firstname: 'Anna',
                lastname: 'Nimetön',
                email: `anon${i}@example.test`,
                phone: `+35840${String(i).padStart(7, '0')}`,
                city: 'Tampere',
              }),
              created_at: new Date('2026-10-15T12:00:00Z'),
            }
          : {
              lottery_id: lotteryId,
              ticket_id: ticket.id,
              user_id: `player-${i % 400}`,
              contact: null,
              created_at: new Date('2026-10-15T12:00:00Z'),
            },
      ),
    )
    .execute();
}

describe(`extra draw (${testDatabaseKind})`, () => {
  it('draws the configured number of distinct winners out of 1,000 entries, credits exactly them, verifies, and refuses a second run', async () => {
    const { lotteryId, seriesId } = await lotteryWithDraw();
    await enter(lotteryId, seriesId, 1000);
    const scheduled = await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2026-10-31T21:59:59Z',
      winners: 25,
      prize_value: 5000,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const { seed_commitment: commitment } = scheduled.json();

    // Before the draw players see the date and the commitment, never the seed.
    const beforeResponse = await test.request({ url: `/api/v1/lotteries/${lotteryId}/extra-draws` });
    expect(beforeResponse.statusCode, beforeResponse.body).toBe(200);
    const before = beforeResponse.json();
    expect(before.next).toMatchObject({ closes_at: '2026-10-31T21:59:59.000Z', winners_count: 25 });
    expect(before.next.seed_commitment).toBe(commitment);
    expect(JSON.stringify(before)).not.toMatch(/"seed"/);
    expect(before.results).toEqual([]);

    const run = await adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' });
    expect(run.statusCode, run.body).toBe(200);
    const summary = run.json();
    expect(summary.participant_count).toBe(1000);
    expect(summary.winners).toHaveLength(25);
    expect(seedCommitment(summary.seed)).toBe(commitment);
    const winningEntries = summary.winners.map((winner: { entry_id: number }) => winner.entry_id);
    expect(new Set(winningEntries).size).toBe(25);
    // A person wins once, however many tickets they entered.
    const persons = summary.winners.map(
      (winner: { user_id: string | null; entry_id: number }) => winner.user_id ?? `entry:${winner.entry_id}`,
    );
    expect(new Set(persons).size).toBe(25);

    // Exactly the signed-in winners have 50 € on extra_wins, each once.
    const credited = await test.db
      .selectFrom('accounts')
      .select(['user_id', 'saldo'])
      .where('variety', '=', 'extra_wins')
      .where('saldo', '>', 0)
      .execute();
    const signedInWinners = summary.winners
      .filter((winner: { user_id: string | null }) => winner.user_id !== null)
      .map((winner: { user_id: string }) => winner.user_id)
      .sort();
    expect(credited.map((row) => row.user_id).sort()).toEqual(signedInWinners);
    expect(credited.every((row) => Number(row.saldo) === 5000)).toBe(true);
    const events = await test.db
      .selectFrom('account_events')
      .select(['variety', 'value'])
      .where('reference', 'like', 'extra_draw_winner:%')
      .execute();
    expect(events).toHaveLength(signedInWinners.length);
    expect(events.every((event) => event.variety === 'extra_wins' && Number(event.value) === 5000)).toBe(
      true,
    );

    // Anonymous winners are told by email and SMS at the contact they gave.
    const anonymous = summary.winners.filter((winner: { user_id: string | null }) => winner.user_id === null);
    const outbox = await test.db.selectFrom('outbox').select(['channel', 'recipient', 'body']).execute();
    expect(outbox).toHaveLength(anonymous.length * 2);
    for (const message of outbox) {
      expect(message.body).toContain('Onnea, voitit');
      expect(message.body).toContain('50,00');
      expect(message.body).toContain('Otamme sinuun yhteyttä');
    }

    // The operator finds each anonymous winner's contact on the record, to hand over the prize.
    const forOperator = await test.app.inject({
      method: 'GET',
      url: `/api/admin/extra-draws/${summary.draw_id}/winners`,
      headers: auth,
    });
    const listed = forOperator.json().items as {
      settlement: string;
      user_id: string | null;
      contact: { email?: string };
    }[];
    expect(listed).toHaveLength(25);
    for (const winner of listed) {
      expect(winner.settlement).toBe(winner.user_id === null ? 'contact' : 'credited');
      if (winner.user_id === null) expect(winner.contact.email).toMatch(/^anon\d+@example\.test$/);
    }

    // The record verifies: commitment, participants and the winners drawn again.
    const verify = await test.app.inject({
      method: 'GET',
      url: `/api/admin/extra-draws/${summary.draw_id}/verify`,
      headers: auth,
    });
    expect(verify.json()).toEqual({
      draw_id: summary.draw_id,
      commitment_matches: true,
      participants_match: true,
      winners_match: true,
      verified: true,
    });
    // Anyone with the seed and the participants gets the same winners.
    const entries = await test.db
      .selectFrom('extra_lottery_entries')
      .select(['id', 'user_id', 'contact'])
      .where('draw_id', '=', summary.draw_id)
      .orderBy('id')
      .execute();
    expect(entries).toHaveLength(1000);
    const again = deriveWinners(
      summary.seed,
      entries.map((entry) => ({
        entryId: entry.id,
        person: entry.user_id ? `user:${entry.user_id}` : `email:${String(entry.contact?.email)}`,
      })),
      25,
    ).map((winner) => winner.entryId);
    expect(again).toEqual(winningEntries);

    // A second run of the same period is refused and changes nothing.
    const second = await adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('extra_draw_already_drawn');
    expect(await test.db.selectFrom('extra_draw_winners').select('id').execute()).toHaveLength(25);
    const sameOutbox = await test.db.selectFrom('outbox').select('id').execute();
    expect(sameOutbox).toHaveLength(outbox.length);

    // Players see the result: participants and winners by initials and city.
    const after = (await test.request({ url: `/api/v1/lotteries/${lotteryId}/extra-draws` })).json();
    expect(after.next).toBeNull();
    expect(after.results).toHaveLength(1);
    expect(after.results[0]).toMatchObject({ participant_count: 1000, seed: summary.seed });
    expect(after.results[0].winners).toHaveLength(25);
    if (anonymous.length > 0)
      expect(after.results[0].winners.map((w: { label: string }) => w.label)).toContain('A. N., Tampere');

    // A tampered record no longer verifies.
    await test.db
      .updateTable('extra_lottery_entries')
      .set({ draw_id: null })
      .where('id', '=', entries[0]?.id as number)
      .execute();
    const tampered = await test.app.inject({
      method: 'GET',
      url: `/api/admin/extra-draws/${summary.draw_id}/verify`,
      headers: auth,
    });
    expect(tampered.json()).toMatchObject({ participants_match: false, verified: false });
  });

  it('runs only after the period ends unless told to close now; later entries wait for the next draw', async () => {
    const { lotteryId, seriesId } = await lotteryWithDraw();
    await enter(lotteryId, seriesId, 5);
    await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2026-12-31T12:00:00Z',
      winners: 10,
      prize_value: 1000,
    });
    // One draw waits at a time.
    const another = await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2027-01-31T12:00:00Z',
      winners: 1,
      prize_value: 1000,
    });
    expect(another.json().code).toBe('conflict');
    const early = await adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('extra_draw_not_closed');
    const run = await adminPost('/api/admin/extra-draws/run', { lottery: 'kulta', close_now: true });
    expect(run.statusCode, run.body).toBe(200);
    // Fewer people than prizes: everyone distinct wins once (4 people: 4 signed-in players... and one anonymous).
    expect(run.json().participant_count).toBe(5);
    expect(run.json().winners).toHaveLength(5);
    expect(run.json().closes_at).toBe(clock.toISOString());
    // The period that ended now is drawn: scheduling it again is refused, the next period is fine.
    const samePeriod = await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: clock.toISOString(),
      winners: 1,
      prize_value: 1000,
    });
    expect(samePeriod.json().code).toBe('extra_draw_already_drawn');
    const next = await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2027-01-31T12:00:00Z',
      winners: 1,
      prize_value: 1000,
    });
    expect(next.statusCode).toBe(201);
  });

  it('a signed-in player who joined through the claim flow sees the win in Voittohistoria and Tilisaldot', async () => {
    const lotteries = await test.app.inject({
      method: 'POST',
      url: '/api/admin/lotteries/import',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify([
        {
          slug: 'kulta',
          names: [{ lang: 'fi', value: 'Kulta-arpa' }],
          extra_lottery_enabled: true,
          codes_check_type: 4,
        },
      ]),
    });
    expect(lotteries.statusCode, lotteries.body).toBe(200);
    const tickets = await test.app.inject({
      method: 'POST',
      url: '/api/admin/tickets/import?lottery=kulta&series=KULTA-1',
      headers: { ...auth, 'content-type': 'text/csv' },
      payload: 'code_a,code_b,product,value,transferrable,claimable\nKULTA0001,1001,,0,0,0\n',
    });
    expect(tickets.statusCode, tickets.body).toBe(200);
    const lottery = await test.db.selectFrom('lotteries').select('id').executeTakeFirstOrThrow();
    const claim = await test.request({
      method: 'POST',
      url: `/api/v1/lotteries/${lottery.id}/claims/`,
      user: 'voittaja',
      payload: { code_a: 'KULTA0001', code_b: '1001' },
    });
    expect(claim.statusCode, claim.body).toBe(200);

    await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2026-11-30T12:00:00Z',
      winners: 1,
      prize_value: 2500,
    });
    clock = new Date('2026-11-30T12:00:01Z');
    const run = await adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' });
    expect(run.json()).toMatchObject({ participant_count: 1, winners: [{ user_id: 'voittaja' }] });

    const history = (await test.request({ url: '/api/v1/claims', user: 'voittaja' })).json();
    expect(history.items[0].extra_draw_prize).toEqual({ value: 2500, product_names: null });
    const accounts = (await test.request({ url: '/api/v1/accounts/self', user: 'voittaja' })).json();
    expect(
      accounts.items.find((account: { variety: string }) => account.variety === 'extra_wins').saldo,
    ).toBe(2500);
  });

  it('a product prize becomes a prize order for a signed-in winner, told at their profile; winners published by ticket', async () => {
    const { lotteryId, seriesId } = await lotteryWithDraw();
    await test.db
      .insertInto('users')
      .values({
        sub: 'player-0',
        email: 'maija@example.test',
        password_hash: null,
        first_name: 'Maija',
        last_name: 'Virtanen',
        phone: '0401234567',
        street_address: 'Arpakuja 1',
        postal_code: '33100',
        city: 'Tampere',
        strongly_authenticated_at: null,
        strong_first_names: null,
        strong_family_name: null,
      })
      .execute();
    const product = await test.db
      .insertInto('products')
      .values({
        custom_id: 'termospullo',
        names: JSON.stringify([{ lang: 'fi', value: 'Termospullo' }]),
        value: 2490,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One ticket of player-0: the only participant.
    await enter(lotteryId, seriesId, 1);
    const scheduled = await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2026-10-31T12:00:00Z',
      winners: 1,
      prize_product: 'termospullo',
      publish: 'ticket',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const run = (await adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' })).json();
    expect(run.winners).toMatchObject([{ user_id: 'player-0', settlement: 'ordered' }]);
    expect(run.winners[0].label).toMatch(/^Arpasarja KULTA-TEST, osallistuminen \d+$/);

    const order = await test.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: 'player-0',
      variety: 'prize_order',
      state: 'waiting_for_delivery',
    });
    expect(Number(order.value)).toBe(2490);
    const lines = await test.db.selectFrom('order_products').select(['product_id', 'quantity']).execute();
    expect(lines).toEqual([{ product_id: product.id, quantity: 1 }]);
    expect(await test.db.selectFrom('account_events').select('id').execute()).toEqual([]);
    const outbox = await test.db
      .selectFrom('outbox')
      .select(['channel', 'recipient', 'body'])
      .orderBy('id')
      .execute();
    expect(outbox.map((message) => [message.channel, message.recipient])).toEqual([
      ['email', 'maija@example.test'],
      ['sms', '0401234567'],
    ]);
    expect(outbox[0]?.body).toContain('Kulta-arpa: Termospullo');
    expect(outbox[0]?.body).toContain('Tilaukset');

    const history = await test.db
      .selectFrom('extra_draw_winners')
      .select(['prize_value', 'prize_product_id', 'order_id'])
      .executeTakeFirstOrThrow();
    expect(history).toMatchObject({ prize_product_id: product.id, order_id: order.id });
    const published = (await test.request({ url: `/api/v1/lotteries/${lotteryId}/extra-draws` })).json();
    expect(published.results[0].prize).toEqual({
      value: 2490,
      product_names: [{ lang: 'fi', value: 'Termospullo' }],
    });
  });

  it('two runs at the same moment draw once: one answers the result, the other is refused', async () => {
    const { lotteryId, seriesId } = await lotteryWithDraw();
    await enter(lotteryId, seriesId, 50);
    await adminPost('/api/admin/extra-draws', {
      lottery: 'kulta',
      closes_at: '2026-10-31T12:00:00Z',
      winners: 5,
      prize_value: 1000,
    });
    const runs = await Promise.all([
      adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' }),
      adminPost('/api/admin/extra-draws/run', { lottery: 'kulta' }),
    ]);
    expect(runs.map((run) => run.statusCode).sort()).toEqual([200, 409]);
    expect(await test.db.selectFrom('extra_draw_winners').select('id').execute()).toHaveLength(5);
    const credits = await test.db
      .selectFrom('account_events')
      .select('id')
      .where('reference', 'like', 'extra_draw_winner:%')
      .execute();
    const signedIn = runs
      .find((run) => run.statusCode === 200)
      ?.json()
      .winners.filter((winner: { user_id: string | null }) => winner.user_id !== null);
    expect(credits).toHaveLength(signedIn.length);
  });

  it('tells a lottery without an extra draw apart, and keeps the operator API behind its token', async () => {
    await test.db.insertInto('lotteries').values({ slug: 'ilman' }).execute();
    const refused = await adminPost('/api/admin/extra-draws', {
      lottery: 'ilman',
      closes_at: '2026-12-31T12:00:00Z',
      winners: 1,
      prize_value: 100,
    });
    expect(refused.json().code).toBe('extra_lottery_not_enabled');
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/admin/extra-draws/run',
      payload: { lottery: 'ilman' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
