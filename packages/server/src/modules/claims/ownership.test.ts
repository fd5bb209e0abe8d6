import type { Claim, ClaimResponse, ListResponse, OrderListing } from '@arpa/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';

/** Issue 10, items 5 and 6: a ticket's prize belongs to whoever presents its codes, not to a browser. */

const contact = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.fi',
  phone: '+358401234567',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
};

describe(`ticket prize ownership (${testDatabaseKind})`, () => {
  let test: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  const lotteryIds = new Map<string, number>();
  let ipCounter = 0;
  let ip = '10.1.0.1';

  beforeAll(async () => {
    test = await createTestApp({ now: () => clock });
    await loadDemoSeedIfEmpty(test.db, await resolveTicketCodeKey(test.db, undefined));
    for (const row of await test.db.selectFrom('lotteries').select(['id', 'slug']).execute())
      lotteryIds.set(row.slug, row.id);
  });
  beforeEach(() => {
    ipCounter += 1;
    ip = `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    clock = new Date(clock.getTime() + 60_000);
  });
  afterEach(() => assertLedgerInvariant(test.db));
  afterAll(() => test.close());

  const id = (slug: string) => lotteryIds.get(slug) as number;

  interface As {
    user?: string;
    token?: string;
    from?: string;
  }

  function call(method: 'POST' | 'PUT' | 'GET', url: string, payload: object | undefined, as: As = {}) {
    const headers: Record<string, string> = {};
    if (as.token) headers['claim-token'] = as.token;
    return test.request({
      method,
      url,
      payload,
      user: as.user,
      headers,
      remoteAddress: as.from ?? ip,
    } as InjectOptions & { user?: string });
  }

  const claim = (slug: string, codes: { code_a?: string; code_b?: string }, as?: As) =>
    call('POST', `/api/v1/lotteries/${id(slug)}/claims/`, codes, as);
  const commit = (slug: string, body: object, as?: As) =>
    call('PUT', `/api/v1/lotteries/${id(slug)}/claims/commit`, body, as);
  const giftContact = (slug: string, body: object, as?: As) =>
    call('PUT', `/api/v1/lotteries/${id(slug)}/claims`, body, as);
  const extra = (slug: string, body: object, as?: As) =>
    call('PUT', `/api/v1/lotteries/${id(slug)}/extra-lottery/commit`, body, as);
  const claimsOf = async (user: string) =>
    (await call('GET', '/api/v1/claims', undefined, { user })).json<ListResponse<Claim>>();
  const ordersOf = async (user: string) =>
    (await call('GET', '/api/v1/orders', undefined, { user })).json<ListResponse<OrderListing>>();

  function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
    expect({ status: response.statusCode, code: (response.json() as { code: string }).code }).toEqual({
      status,
      code,
    });
  }

  async function optionId(customId: string): Promise<number> {
    const row = await test.db
      .selectFrom('product_options')
      .select('id')
      .where('custom_id', '=', customId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Every wins account of the player with its ticket series' alias, and the claim credits posted to them. */
  async function winsOf(user: string) {
    const accounts = await test.db
      .selectFrom('accounts')
      .leftJoin('ticket_series', 'ticket_series.id', 'accounts.ticket_series_id')
      .select(['accounts.id', 'accounts.saldo', 'ticket_series.alias'])
      .where('accounts.user_id', '=', user)
      .where('accounts.variety', '=', 'wins')
      .execute();
    return accounts.map((account) => ({ alias: account.alias, saldo: account.saldo }));
  }

  async function creditsOf(claimId: number) {
    return test.db
      .selectFrom('account_events')
      .select(['value', 'variety', 'type'])
      .where('reference', '=', `claim:${claimId}`)
      .execute();
  }

  it('credits a value won logged out once the player presents the codes signed in, exactly once', async () => {
    const anonymous = await claim('assa-arpa', { code_b: 'ASSA-2025-0002' });
    expect(anonymous.statusCode).toBe(200);
    const token = anonymous.headers['claim-token'] as string;
    const won = anonymous.json<ClaimResponse>();
    expect(won.prize).toMatchObject({ product_value_transferrable: true });
    expect(await creditsOf(won.id)).toEqual([]);

    // Kirjaudu, back, the same codes: the same prize, now credited to the series' wins account.
    const signedIn = await claim('assa-arpa', { code_b: 'assa 2025 0002' }, { user: 'saara' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<ClaimResponse>()).toEqual(won);
    expect(await winsOf('saara')).toEqual([{ alias: 'ASSA-2025', saldo: 1000 }]);
    expect(await creditsOf(won.id)).toEqual([{ value: 1000, variety: 'win', type: 'credit' }]);

    // Finished: presenting again is refused for everyone, and nothing is credited twice.
    expectError(
      await claim('assa-arpa', { code_b: 'ASSA-2025-0002' }, { user: 'saara' }),
      409,
      'ticket_already_claimed',
    );
    expectError(
      await claim('assa-arpa', { code_b: 'ASSA-2025-0002' }, { token }),
      409,
      'ticket_already_claimed',
    );
    // The browser that saw the win logged out can no longer redeem it with a contact form, and is told why.
    expectError(await commit('assa-arpa', contact, { token }), 409, 'ticket_already_claimed');
    expect(await creditsOf(won.id)).toEqual([{ value: 1000, variety: 'win', type: 'credit' }]);

    const history = await claimsOf('saara');
    expect(history.items).toEqual([
      expect.objectContaining({
        id: won.id,
        claimed: true,
        product_value: 1000,
        product_names: [{ lang: 'fi', value: '10 euron voitto' }],
      }),
    ]);
    expect((await ordersOf('saara')).items).toEqual([
      expect.objectContaining({
        variety: 'claim_order',
        state: 'finished',
        value: 1000,
        products: [
          expect.objectContaining({ names: [{ lang: 'fi', value: '10 euron voitto' }], quantity: 1 }),
        ],
      }),
    ]);
  });

  it('lets another browser finish an unfinished claim with the same codes, and only once', async () => {
    const first = await claim('assa-arpa', { code_b: 'ASSA-2025-0007' });
    const tokenA = first.headers['claim-token'] as string;
    const started = first.json<ClaimResponse>();

    // Another device, no token: the codes are the proof; it gets the claim and a token of its own.
    const second = await claim('assa-arpa', { code_b: 'ASSA-2025-0007' }, { from: '10.2.0.1' });
    expect(second.statusCode).toBe(200);
    expect(second.json<ClaimResponse>()).toEqual(started);
    const tokenB = second.headers['claim-token'] as string;
    expect(tokenB).toMatch(/^[\w-]{40,}$/);
    expect(tokenB).not.toBe(tokenA);

    const black = await optionId('musta');
    // The first browser no longer holds it, and is told that it moved (entering the codes brings it back).
    expectError(
      await commit('assa-arpa', { ...contact, product_option_id: black }, { token: tokenA }),
      409,
      'claim_taken_over',
    );
    const done = await commit('assa-arpa', { ...contact, product_option_id: black }, { token: tokenB });
    expect(done.statusCode).toBe(204);
    // Delivered once: neither browser can redeem it again, and the codes answer "already claimed".
    for (const token of [tokenA, tokenB]) {
      expectError(
        await commit('assa-arpa', { ...contact, product_option_id: black }, { token }),
        409,
        'ticket_already_claimed',
      );
      expectError(
        await claim('assa-arpa', { code_b: 'ASSA-2025-0007' }, { token }),
        409,
        'ticket_already_claimed',
      );
    }
    const stored = await test.db
      .selectFrom('claims')
      .selectAll()
      .where('id', '=', started.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state: 'committed', product_option_id: black, user_id: null });
    // Anonymous claims are nobody's order.
    expect(
      await test.db.selectFrom('claim_orders').selectAll().where('claim_id', '=', started.id).execute(),
    ).toEqual([]);
  });

  it('hands a gift won logged out to the signed-in presenter: the same code, sent once to their email', async () => {
    const anonymous = await claim('assa-arpa', { code_b: 'ASSA-2025-0009' });
    const token = anonymous.headers['claim-token'] as string;
    const prizeCode = anonymous.json<ClaimResponse>().prize.prize_code as string;
    expect(prizeCode).toMatch(/^RISTI-/);

    const signedIn = await claim('assa-arpa', { code_b: 'ASSA-2025-0009' }, { user: 'tuomas' });
    expect(signedIn.json<ClaimResponse>().prize.prize_code).toBe(prizeCode);
    const sent = await test.db
      .selectFrom('outbox')
      .selectAll()
      .where('body', 'like', `%${prizeCode}%`)
      .execute();
    expect(sent.map((row) => [row.channel, row.recipient])).toEqual([['email', 'tuomas@example.test']]);
    expectError(
      await giftContact(
        'assa-arpa',
        { firstname: 'A', lastname: 'B', email: 'a@example.fi', phone: '0401234567' },
        { token },
      ),
      409,
      'ticket_already_claimed',
    );
    expect(
      await test.db.selectFrom('outbox').selectAll().where('body', 'like', `%${prizeCode}%`).execute(),
    ).toHaveLength(1);
    expect((await ordersOf('tuomas')).items).toEqual([
      expect.objectContaining({
        variety: 'gift_order',
        state: 'delivered',
        value: 1500,
        prize_code: prizeCode,
      }),
    ]);
    expect((await claimsOf('tuomas')).items[0]).toMatchObject({
      prize_code: prizeCode,
      claimed: true,
      product_names: [{ lang: 'fi', value: 'Ristikkolehtipaketti' }],
    });
  });

  it('tells a browser whose claim moved on where it went, and gives it back when the codes are entered again', async () => {
    const codes = { code_b: 'ASSA-2025-0012' };
    const first = await claim('assa-arpa', codes);
    const tokenA = first.headers['claim-token'] as string;
    const second = await claim('assa-arpa', codes, { from: '10.2.1.1' });
    const tokenB = second.headers['claim-token'] as string;
    expect(second.json<ClaimResponse>().id).toBe(first.json<ClaimResponse>().id);

    // The first browser's contact form: the claim went to the other browser, nothing is redeemed.
    expectError(await commit('assa-arpa', contact, { token: tokenA }), 409, 'claim_taken_over');
    // Entering the codes again brings it back; now the other browser is told.
    clock = new Date(clock.getTime() + 1000);
    expect((await claim('assa-arpa', codes, { token: tokenA })).statusCode).toBe(200);
    expectError(await commit('assa-arpa', contact, { token: tokenB }), 409, 'claim_taken_over');
    clock = new Date(clock.getTime() + 1000);
    expect((await commit('assa-arpa', contact, { token: tokenA })).statusCode).toBe(204);
    // Finished: the other browser is told so, and so is the holder sending its form again (a second tab).
    expectError(await commit('assa-arpa', contact, { token: tokenB }), 409, 'ticket_already_claimed');
    clock = new Date(clock.getTime() + 1000);
    expectError(await commit('assa-arpa', contact, { token: tokenA }), 409, 'ticket_already_claimed');
    const handovers = await test.db
      .selectFrom('claim_handovers')
      .select(['from_user_id', 'from_claim_token_hash'])
      .where('claim_id', '=', first.json<ClaimResponse>().id)
      .orderBy('id')
      .execute();
    expect(handovers).toHaveLength(2);
    expect(handovers.every((row) => row.from_user_id === null && row.from_claim_token_hash !== null)).toBe(
      true,
    );
    expect(JSON.stringify(handovers)).not.toContain(tokenA);
  });

  it('answers from what happened last: its own claim finished after another one moved on', async () => {
    const moved = { code_b: 'ASSA-2025-0006' };
    const first = await claim('assa-arpa', moved);
    const token = first.headers['claim-token'] as string;
    await claim('assa-arpa', moved, { from: '10.2.3.1' });
    expectError(await commit('assa-arpa', contact, { token }), 409, 'claim_taken_over');

    clock = new Date(clock.getTime() + 1000);
    expect((await claim('assa-arpa', { code_b: 'ASSA-2025-0010' }, { token })).statusCode).toBe(200);
    expect((await commit('assa-arpa', contact, { token })).statusCode).toBe(204);
    // Sent again: about the claim it just finished, not the one that moved on before it.
    expectError(await commit('assa-arpa', contact, { token }), 409, 'ticket_already_claimed');
    // A browser that never held a claim here is still told there is none.
    expectError(
      await commit('assa-arpa', contact, { token: 'toisen-selaimen-tunniste-0123456789abcdef' }),
      409,
      'ticket_not_yet_claimed',
    );
  });

  it('tells a browser whose no-win ticket another entered into the extra draw that it is claimed', async () => {
    const codes = { code_a: 'KULTA0009', code_b: '1009' };
    const first = await claim('kulta-arpa', codes);
    const tokenA = first.headers['claim-token'] as string;
    expect(first.json<ClaimResponse>().prize.can_partake_in_extra_lottery).toBe(true);
    const second = await claim('kulta-arpa', codes, { from: '10.2.2.1' });
    const tokenB = second.headers['claim-token'] as string;

    expectError(await extra('kulta-arpa', contact, { token: tokenA }), 409, 'claim_taken_over');
    expect((await extra('kulta-arpa', contact, { token: tokenB })).statusCode).toBe(204);
    expectError(await extra('kulta-arpa', contact, { token: tokenA }), 409, 'ticket_already_claimed');
    expectError(
      await extra('kulta-arpa', contact, { token: tokenB }),
      409,
      'already_partaking_extra_lottery',
    );
    const entries = await test.db
      .selectFrom('extra_lottery_entries')
      .innerJoin('claims', 'claims.ticket_id', 'extra_lottery_entries.ticket_id')
      .select('extra_lottery_entries.ticket_id')
      .where('claims.id', '=', first.json<ClaimResponse>().id)
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('lets a second signed-in player take over an unfinished claim with its codes, never a finished one', async () => {
    const urho = await claim('kulta-arpa', { code_a: 'KULTA0004', code_b: '1004' }, { user: 'urho' });
    const started = urho.json<ClaimResponse>();
    const veera = await claim('kulta-arpa', { code_a: 'KULTA0004', code_b: '1004' }, { user: 'veera' });
    expect(veera.json<ClaimResponse>()).toEqual(started);

    const options = await test.db
      .selectFrom('product_options')
      .innerJoin('products', 'products.id', 'product_options.product_id')
      .select('product_options.id')
      .where('products.custom_id', '=', 't-paita')
      .execute();
    const body = { ...contact, ...(options.length > 0 ? { product_option_id: options[0].id } : {}) };
    expectError(await commit('kulta-arpa', body, { user: 'urho' }), 409, 'claim_taken_over');
    expect((await commit('kulta-arpa', body, { user: 'veera' })).statusCode).toBe(204);
    expectError(await commit('kulta-arpa', body, { user: 'urho' }), 409, 'ticket_already_claimed');
    expectError(
      await claim('kulta-arpa', { code_a: 'KULTA0004', code_b: '1004' }, { user: 'urho' }),
      409,
      'ticket_already_claimed',
    );

    expect((await claimsOf('urho')).items).toEqual([]);
    expect((await ordersOf('urho')).items).toEqual([]);
    expect((await claimsOf('veera')).items).toEqual([
      expect.objectContaining({ id: started.id, claimed: true, product_value: 1990 }),
    ]);
    expect((await ordersOf('veera')).items).toEqual([
      expect.objectContaining({
        variety: 'prize_order',
        state: 'waiting_for_delivery',
        value: 1990,
        products: [expect.objectContaining({ product_id: started.prize.product_id, quantity: 1 })],
      }),
    ]);
  });

  it('credits once when many signed-in players present the codes of a pending value at the same moment', async () => {
    const anonymous = await claim('kulta-arpa', { code_a: 'KULTA0005', code_b: '1005' });
    const claimId = anonymous.json<ClaimResponse>().id;
    const users = Array.from({ length: 20 }, (_, index) => `yhtaikaa-${index}`);
    const responses = await Promise.all(
      users.map((user, index) =>
        claim('kulta-arpa', { code_a: 'KULTA0005', code_b: '1005' }, { user, from: `10.3.0.${index + 1}` }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200))
      expect(['ticket_already_claimed', 'another_claim_in_progress']).toContain(response.json().code);
    expect(await creditsOf(claimId)).toEqual([{ value: 5000, variety: 'win', type: 'credit' }]);
    const orders = await test.db
      .selectFrom('claim_orders')
      .selectAll()
      .where('claim_id', '=', claimId)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'answers another_claim_in_progress while the holder is finishing the claim, and hands nothing over',
    async () => {
      const first = await claim('assa-arpa', { code_b: 'ASSA-2025-0011' });
      const started = first.json<ClaimResponse>();
      let presented: Awaited<ReturnType<typeof claim>> | undefined;
      // The holder's commit in flight: its transaction holds the claim's row lock.
      await test.db.transaction().execute(async (trx) => {
        await trx.selectFrom('claims').select('id').where('id', '=', started.id).forUpdate().execute();
        presented = await claim('assa-arpa', { code_b: 'ASSA-2025-0011' }, { user: 'zeta' });
      });
      expectError(presented as Awaited<ReturnType<typeof claim>>, 409, 'another_claim_in_progress');
      const stored = await test.db
        .selectFrom('claims')
        .select(['user_id', 'claim_token_hash'])
        .where('id', '=', started.id)
        .executeTakeFirstOrThrow();
      expect(stored.user_id).toBeNull();
      expect(stored.claim_token_hash).not.toBeNull();
    },
  );

  it('records a not-claimable prize and enters a no-win ticket into the draw when presented signed in', async () => {
    const spa = await claim('kulta-arpa', { code_a: 'KULTA0007', code_b: '1007' });
    expect(spa.json<ClaimResponse>().prize).toMatchObject({ product_claimable: false });
    await claim('kulta-arpa', { code_a: 'KULTA0007', code_b: '1007' }, { user: 'wilma' });
    expect((await ordersOf('wilma')).items).toEqual([
      expect.objectContaining({ variety: 'claim_order', state: 'waiting_for_delivery', value: 59900 }),
    ]);

    const noWin = await claim('kulta-arpa', { code_a: 'KULTA0003', code_b: '1003' });
    const token = noWin.headers['claim-token'] as string;
    expect(noWin.json<ClaimResponse>().prize.can_partake_in_extra_lottery).toBe(true);
    const entered = await claim('kulta-arpa', { code_a: 'KULTA0003', code_b: '1003' }, { user: 'wilma' });
    expect(entered.json<ClaimResponse>().prize.can_partake_in_extra_lottery).toBe(false);
    expectError(await extra('kulta-arpa', contact, { token }), 409, 'ticket_already_claimed');
    const entries = await test.db
      .selectFrom('extra_lottery_entries')
      .selectAll()
      .where('user_id', '=', 'wilma')
      .execute();
    expect(entries).toHaveLength(1);
    // A draw entry is no order; the claim history names no prize for it.
    expect((await ordersOf('wilma')).total).toBe(1);
    expect((await claimsOf('wilma')).items[0]).toMatchObject({ product_names: null, claimed: true });
  });

  it('ends takeovers with the series’ validity; the holder may still reload and finish', async () => {
    const first = await claim('kulta-arpa', { code_a: 'KULTA0012', code_b: '1012' });
    const token = first.headers['claim-token'] as string;
    const series = test.db.updateTable('ticket_series').where('lottery_id', '=', id('kulta-arpa'));
    await series.set({ user_account_validity_end: new Date(clock.getTime() - 1000) }).execute();
    try {
      expectError(
        await claim('kulta-arpa', { code_a: 'KULTA0012', code_b: '1012' }, { from: '10.4.0.1' }),
        409,
        'ticket_series_account_value_validity_has_ended',
      );
      expectError(
        await claim('kulta-arpa', { code_a: 'KULTA0012', code_b: '1012' }, { user: 'xenia' }),
        409,
        'ticket_series_account_value_validity_has_ended',
      );
      const reload = await claim('kulta-arpa', { code_a: 'KULTA0012', code_b: '1012' }, { token });
      expect(reload.json<ClaimResponse>().id).toBe(first.json<ClaimResponse>().id);
    } finally {
      await series.set({ user_account_validity_end: new Date('2027-12-31T21:59:59.999Z') }).execute();
    }
  });
});
