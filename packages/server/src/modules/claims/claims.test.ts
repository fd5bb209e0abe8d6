import type { Claim, ClaimResponse, ListResponse } from '@arpa/contract';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testDatabaseKind, testUserHeader, type TestApp } from '../../test/harness.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { importTickets, ticketCsvHeader } from '../admin/tickets-import.ts';
import { resolveAdminToken } from '../admin/token.ts';
import { normaliseCode, resolveTicketCodeKey, ticketCodeHash } from '../catalogue/codes.ts';
import { codeAttemptLimits } from './attempts.ts';

const contact = {
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  email: 'maija@example.fi',
  phone: '+358401234567',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
};

describe(`claims (${testDatabaseKind})`, () => {
  let test: TestApp;
  let clock = new Date('2026-03-02T10:00:00Z');
  const lotteryIds = new Map<string, number>();
  let ipCounter = 0;
  let ip = '10.0.0.1';

  beforeAll(async () => {
    test = await createTestApp({
      now: () => clock,
      // An operator account: the harness's test users are players.
      testRoutes: (app) => {
        app.addHook('onRequest', async (request) => {
          if (request.headers['x-test-admin'] === '1' && request.user)
            request.user = { ...request.user, isAdmin: true };
        });
      },
    });
    await loadDemoSeedIfEmpty(test.db, await resolveTicketCodeKey(test.db, undefined));
    for (const row of await test.db.selectFrom('lotteries').select(['id', 'slug']).execute())
      lotteryIds.set(row.slug, row.id);
  });
  beforeEach(() => {
    // Every test from its own address, so the burst limit of one test does not reach the next.
    ipCounter += 1;
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  });
  afterEach(() => assertLedgerInvariant(test.db));
  afterAll(() => test.close());

  const id = (slug: string) => lotteryIds.get(slug) as number;

  interface As {
    user?: string;
    token?: string;
    headers?: Record<string, string>;
    from?: string;
  }

  function call(method: 'POST' | 'PUT' | 'GET', url: string, payload: object | undefined, as: As = {}) {
    const headers: Record<string, string> = { ...as.headers };
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
  const history = (user: string, query = '') => call('GET', `/api/v1/claims${query}`, undefined, { user });

  async function winsSaldo(user: string): Promise<number> {
    const rows = await test.db
      .selectFrom('accounts')
      .select('saldo')
      .where('user_id', '=', user)
      .where('variety', '=', 'wins')
      .execute();
    return rows.reduce((sum, row) => sum + row.saldo, 0);
  }

  function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
    expect({ status: response.statusCode, code: (response.json() as { code: string }).code }).toEqual({
      status,
      code,
    });
  }

  async function productId(customId: string): Promise<number> {
    const row = await test.db
      .selectFrom('products')
      .select('id')
      .where('custom_id', '=', customId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe('lotteries', () => {
    it('lists the visible lotteries by index and opens a hidden one by slug', async () => {
      const response = await call('GET', '/api/v1/lotteries?variety=claimable', undefined);
      expect(response.statusCode).toBe(200);
      const { items, total } = response.json();
      expect(items.map((lottery: { slug: string }) => lottery.slug)).toEqual([
        'assa-arpa',
        'kulta-arpa',
        'onnenapila',
      ]);
      expect(total).toBe(3);
      expect(items[0]).toMatchObject({
        names: [{ lang: 'fi', value: 'Ässä-arpa' }],
        codes_check_type: 2,
        quick_claim_enabled: true,
        hidden: false,
      });
      expect(items[0]).not.toHaveProperty('active');

      // The demo's online-only lotteries are playable, not claimable.
      const playable = await call('GET', '/api/v1/lotteries?variety=playable', undefined);
      expect(playable.json<{ items: { slug: string }[] }>().items.map((lottery) => lottery.slug)).toEqual([
        'raaputus',
        'kuukausiarpa',
      ]);

      const hidden = await call('GET', '/api/v1/lotteries/by-slug/nuorelle-siivet', undefined);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toMatchObject({ hidden: true, tags: ['internal.nuorelle-siivet.lottery'] });

      expectError(await call('GET', '/api/v1/lotteries/by-slug/ei-ole', undefined), 404, 'lottery_not_found');
      expect((await call('GET', '/api/v1/lotteries?variety=kaikki', undefined)).statusCode).toBe(400);
    });
  });

  describe('code entry', () => {
    it('finds a type 2 ticket by its combined code, however it is typed, and asks for an option', async () => {
      const response = await claim(
        'assa-arpa',
        { code_a: 'ignored', code_b: 'assa 2025 0001' },
        { user: 'aino' },
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<ClaimResponse>();
      expect(body).toEqual({
        id: expect.any(Number),
        lottery_id: id('assa-arpa'),
        prize: {
          product_id: await productId('termospullo'),
          product_claimable: true,
          product_value_transferrable: false,
          can_partake_in_extra_lottery: false,
          product_delivery: 'post',
        },
      });

      // The same player entering the codes again (a reload) gets the same pending claim back.
      const again = await claim('assa-arpa', { code_b: 'ASSA-2025-0001' }, { user: 'aino' });
      expect(again.json<ClaimResponse>().id).toBe(body.id);

      expectError(await commit('assa-arpa', contact, { user: 'aino' }), 400, 'product_requires_option');
      const otherOption = await test.db
        .selectFrom('product_options')
        .select('id')
        .where('custom_id', '=', 'kirjakauppa')
        .executeTakeFirstOrThrow();
      expectError(
        await commit('assa-arpa', { ...contact, product_option_id: otherOption.id }, { user: 'aino' }),
        404,
        'product_option_not_found',
      );
      const red = await test.db
        .selectFrom('product_options')
        .select('id')
        .where('custom_id', '=', 'punainen')
        .executeTakeFirstOrThrow();
      expectError(
        await commit('assa-arpa', { ...contact, city: '', product_option_id: red.id }, { user: 'aino' }),
        400,
        'missing_required_user_info',
      );
      expectError(
        await commit(
          'assa-arpa',
          { ...contact, postal_code: '1234', product_option_id: red.id },
          { user: 'aino' },
        ),
        400,
        'invalid_postal_code',
      );
      // Another player cannot redeem Aino's claim without presenting its codes.
      expectError(
        await commit('assa-arpa', { ...contact, product_option_id: red.id }, { user: 'bertta' }),
        409,
        'ticket_not_yet_claimed',
      );

      const committed = await commit(
        'assa-arpa',
        { ...contact, product_option_id: red.id, marketing_allowed: true },
        { user: 'aino' },
      );
      expect(committed.statusCode).toBe(204);
      const stored = await test.db
        .selectFrom('claims')
        .selectAll()
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ state: 'committed', product_option_id: red.id, product_value: 2490 });
      expect(stored.contact).toMatchObject({ ...contact, marketing_allowed: true });

      const list = (await history('aino')).json<ListResponse<Claim>>();
      expect(list.items[0]).toEqual({
        id: body.id,
        lottery_names: [{ lang: 'fi', value: 'Ässä-arpa' }],
        ticket_series_alias: 'ASSA-2025',
        claimed: true,
        product_value: 2490,
        prize_code: null,
        product_names: [{ lang: 'fi', value: 'Termospullo' }],
        product_option_names: [{ lang: 'fi', value: 'Punainen' }],
        created_at: clock.toISOString(),
      });
      // Finished: anyone presenting the codes, the owner included, is refused.
      for (const user of ['aino', 'bertta'])
        expectError(
          await claim('assa-arpa', { code_b: 'ASSA-2025-0001' }, { user }),
          409,
          'ticket_already_claimed',
        );
    });

    it('checks type 4 tickets by both codes and type 1 tickets by code_a', async () => {
      expectError(
        await claim('kulta-arpa', { code_a: 'KULTA0004' }, { user: 'cecilia' }),
        400,
        'invalid_codes',
      );
      expectError(
        await claim('kulta-arpa', { code_a: 'KULTA0004', code_b: '9999' }, { user: 'cecilia' }),
        400,
        'invalid_codes',
      );
      const both = await claim('kulta-arpa', { code_a: 'kulta0004', code_b: '1004' }, { user: 'cecilia' });
      expect(both.statusCode).toBe(200);
      expect(both.json().prize.product_id).toBe(await productId('t-paita'));

      const single = await claim(
        'onnenapila',
        { code_a: 'APILA-0004', code_b: 'whatever' },
        { user: 'cecilia' },
      );
      expect(single.statusCode).toBe(200);
      expect(single.json().prize.product_id).toBe(await productId('lautapeli'));
    });

    it('credits a transferrable value to the signed-in player’s wins account at once, exactly once', async () => {
      const response = await claim('assa-arpa', { code_b: 'ASSA20250002' }, { user: 'daniel' });
      expect(response.statusCode).toBe(200);
      const body = response.json<ClaimResponse>();
      expect(body.prize).toEqual({
        product_id: await productId('voitto-10'),
        product_claimable: true,
        product_value_transferrable: true,
        can_partake_in_extra_lottery: false,
        product_delivery: 'none',
      });
      expect(await winsSaldo('daniel')).toBe(1000);
      const account = await test.db
        .selectFrom('accounts')
        .innerJoin('ticket_series', 'ticket_series.id', 'accounts.ticket_series_id')
        .select(['accounts.id', 'accounts.lottery_id', 'ticket_series.alias'])
        .where('accounts.user_id', '=', 'daniel')
        .executeTakeFirstOrThrow();
      expect(account).toMatchObject({ lottery_id: id('assa-arpa'), alias: 'ASSA-2025' });
      const events = await test.db
        .selectFrom('account_events')
        .selectAll()
        .where('account_id', '=', account.id)
        .execute();
      expect(events).toEqual([
        expect.objectContaining({
          type: 'credit',
          variety: 'win',
          value: 1000,
          reference: `claim:${body.id}`,
        }),
      ]);

      expectError(
        await claim('assa-arpa', { code_b: 'ASSA20250002' }, { user: 'daniel' }),
        409,
        'ticket_already_claimed',
      );
      expect(await winsSaldo('daniel')).toBe(1000);
      expect((await history('daniel')).json().items[0]).toMatchObject({ claimed: true, product_value: 1000 });
    });

    it('records a prize not claimable online at once for a signed-in player', async () => {
      const response = await claim('assa-arpa', { code_b: 'ASSA20250003' }, { user: 'eero' });
      expect(response.json().prize).toMatchObject({
        product_claimable: false,
        product_value_transferrable: false,
      });
      expect((await history('eero')).json().items[0]).toMatchObject({ claimed: true, product_value: 59900 });
    });

    it('answers the catalogued refusals', async () => {
      expectError(
        await claim('assa-arpa', { code_b: 'ASSA-2025-9999' }, { user: 'fanni' }),
        400,
        'invalid_codes',
      );
      expectError(await claim('assa-arpa', {}, { user: 'fanni' }), 400, 'invalid_codes');
      expectError(
        await call('POST', '/api/v1/lotteries/99999/claims/', { code_b: 'X' }, { user: 'fanni' }),
        404,
        'lottery_not_found',
      );
      expectError(
        await claim(
          'assa-arpa',
          { code_b: 'ASSA20250012' },
          { user: 'fanni', headers: { 'x-test-admin': '1' } },
        ),
        403,
        'admin_disallowed_claming_for_self',
      );
      expectError(await claim('onnenapila', { code_a: 'APILA0001' }), 401, 'unauthorized');

      const ticketOf = async (slug: string) =>
        (
          await test.db
            .selectFrom('tickets')
            .select('id')
            .where('lottery_id', '=', id(slug))
            .where('state', '=', 'unclaimed')
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).id;

      const spare = await ticketOf('onnenapila');
      await test.db
        .updateTable('tickets')
        .set({ state: 'invalidated', invalidated_at: clock })
        .where('id', '=', spare)
        .execute();
      expectError(
        await claim('onnenapila', { code_a: 'APILA0008' }, { user: 'fanni' }),
        409,
        'ticket_invalidated',
      );

      await test.db
        .updateTable('ticket_series')
        .set({ active: false })
        .where('lottery_id', '=', id('onnenapila'))
        .execute();
      expectError(
        await claim('onnenapila', { code_a: 'APILA0007' }, { user: 'fanni' }),
        409,
        'ticket_series_not_active',
      );
      await test.db
        .updateTable('ticket_series')
        .set({ active: true })
        .where('lottery_id', '=', id('onnenapila'))
        .execute();

      await test.db
        .updateTable('lotteries')
        .set({ active: false })
        .where('slug', '=', 'onnenapila')
        .execute();
      expectError(
        await claim('onnenapila', { code_a: 'APILA0007' }, { user: 'fanni' }),
        409,
        'lottery_is_inactive',
      );
      await test.db.updateTable('lotteries').set({ active: true }).where('slug', '=', 'onnenapila').execute();

      const kulta = test.db.updateTable('ticket_series').where('lottery_id', '=', id('kulta-arpa'));
      await kulta.set({ user_account_validity_end: new Date(clock.getTime() - 1000) }).execute();
      expectError(
        await claim('kulta-arpa', { code_a: 'KULTA0011', code_b: '1011' }, { user: 'fanni' }),
        409,
        'ticket_series_account_value_validity_has_ended',
      );
      expect(await winsSaldo('fanni')).toBe(0);
      await kulta.set({ user_account_validity_end: new Date('2027-12-31T21:59:59.999Z') }).execute();

      // Unknown fields are refused before any code is checked.
      expectError(
        await claim('onnenapila', { code_a: 'APILA0007', code_c: 'x' } as object, { user: 'gabriel' }),
        400,
        'input_validation_error',
      );
      expect((await claim('onnenapila', { code_a: 'APILA0007' }, { user: 'fanni' })).statusCode).toBe(200);
    });
  });

  describe('quick claim', () => {
    it('gives an anonymous visitor an httpOnly claim token and lets only its holder finish the claim', async () => {
      const response = await claim('assa-arpa', { code_b: 'ASSA20250007' });
      expect(response.statusCode).toBe(200);
      const token = response.headers['claim-token'] as string;
      expect(token).toMatch(/^[\w-]{40,}$/);
      const cookie = response.cookies.find((candidate) => candidate.name === 'claim_token');
      expect(cookie).toMatchObject({ value: token, httpOnly: true, path: '/api/', sameSite: 'Lax' });
      const stored = await test.db
        .selectFrom('claims')
        .selectAll()
        .where('id', '=', response.json().id)
        .executeTakeFirstOrThrow();
      expect(stored.user_id).toBeNull();
      expect(stored.claim_token_hash).not.toBe(token);

      const black = await test.db
        .selectFrom('product_options')
        .select('id')
        .where('custom_id', '=', 'musta')
        .executeTakeFirstOrThrow();
      expectError(
        await commit('assa-arpa', { ...contact, product_option_id: black.id }),
        400,
        'invalid_claim_token',
      );
      expectError(
        await commit(
          'assa-arpa',
          { ...contact, product_option_id: black.id },
          { token: 'someone-elses-token' },
        ),
        409,
        'ticket_not_yet_claimed',
      );
      const viaCookie = await test.request({
        method: 'PUT',
        url: `/api/v1/lotteries/${id('assa-arpa')}/claims/commit`,
        payload: { ...contact, product_option_id: black.id },
        cookies: { claim_token: token },
        remoteAddress: ip,
      });
      expect(viaCookie.statusCode).toBe(204);
      // A transferrable value claimed anonymously cannot be credited: it waits for the contact form.
      const anonymousValue = await claim('assa-arpa', { code_b: 'ASSA20250006' }, { token });
      expect(anonymousValue.headers['claim-token']).toBeUndefined();
      expect(anonymousValue.json().prize).toMatchObject({ product_value_transferrable: true });
      expect(
        await test.db
          .selectFrom('claims')
          .select('state')
          .where('id', '=', anonymousValue.json().id)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        state: 'pending',
      });
    });
  });

  describe('gift prizes', () => {
    it('sends the prize code by email and SMS after the gift-code form', async () => {
      const response = await claim('assa-arpa', { code_b: 'ASSA20250005' });
      const token = response.headers['claim-token'] as string;
      const prizeCode = response.json().prize.prize_code as string;
      expect(prizeCode).toMatch(/^RISTI-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      expectError(
        await giftContact('assa-arpa', { firstname: 'Maija', lastname: 'M' }, { token }),
        400,
        'missing_required_user_info',
      );
      const sent = await giftContact(
        'assa-arpa',
        { firstname: 'Maija', lastname: 'Meikäläinen', email: 'lahja@example.fi', phone: '+358409876543' },
        { token },
      );
      expect(sent.statusCode).toBe(204);
      const operator = `Bearer ${await resolveAdminToken(test.db, {}, null)}`;
      const outbox = (
        await call('GET', '/api/dev/outbox', undefined, { headers: { authorization: operator } })
      ).json().items as {
        channel: string;
        recipient: string;
        body: string;
      }[];
      expect(outbox.slice(0, 2)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            channel: 'email',
            recipient: 'lahja@example.fi',
            body: expect.stringContaining(prizeCode),
          }),
          expect.objectContaining({
            channel: 'sms',
            recipient: '+358409876543',
            body: expect.stringContaining(prizeCode),
          }),
        ]),
      );
      // The form was sent once; sending it again (a second tab) is told the prize is claimed.
      expectError(
        await giftContact(
          'assa-arpa',
          { firstname: 'M', lastname: 'M', email: 'x@example.fi', phone: '0401234567' },
          { token },
        ),
        409,
        'ticket_already_claimed',
      );
    });

    it('sends a signed-in winner’s code to their email at once and shows it in the claim history', async () => {
      const response = await claim('kulta-arpa', { code_a: 'KULTA0008', code_b: '1008' }, { user: 'helmi' });
      const prizeCode = response.json().prize.prize_code as string;
      expect(prizeCode).toMatch(/^RISTI-/);
      const message = await test.db
        .selectFrom('outbox')
        .selectAll()
        .where('body', 'like', `%${prizeCode}%`)
        .execute();
      expect(message.map((row) => [row.channel, row.recipient])).toEqual([['email', 'helmi@example.test']]);
      expect((await history('helmi')).json().items[0]).toMatchObject({
        prize_code: prizeCode,
        claimed: true,
        product_value: 1500,
      });
    });
  });

  describe('extra draw', () => {
    it('lets an anonymous no-win ticket join the extra draw once', async () => {
      const response = await claim('kulta-arpa', { code_a: 'KULTA0001', code_b: '1001' });
      expect(response.json().prize).toEqual({
        product_id: null,
        product_claimable: false,
        product_value_transferrable: false,
        can_partake_in_extra_lottery: true,
        product_delivery: null,
      });
      const token = response.headers['claim-token'] as string;
      expectError(
        await extra('kulta-arpa', { ...contact, phone: '' }, { token }),
        400,
        'missing_required_user_info',
      );
      expect((await extra('kulta-arpa', contact, { token })).statusCode).toBe(204);
      expectError(await extra('kulta-arpa', contact, { token }), 409, 'already_partaking_extra_lottery');
      const entry = await test.db
        .selectFrom('extra_lottery_entries')
        .selectAll()
        .where('lottery_id', '=', id('kulta-arpa'))
        .execute();
      expect(entry).toHaveLength(1);
      expect(entry[0].contact).toMatchObject(contact);
    });

    it('enters a signed-in player at once, and refuses where the draw is impossible', async () => {
      const response = await claim('kulta-arpa', { code_a: 'KULTA0002', code_b: '1002' }, { user: 'ilona' });
      expect(response.json().prize.can_partake_in_extra_lottery).toBe(false);
      const entries = await test.db
        .selectFrom('extra_lottery_entries')
        .selectAll()
        .where('user_id', '=', 'ilona')
        .execute();
      expect(entries).toHaveLength(1);
      expectError(
        await extra('kulta-arpa', contact, { user: 'ilona' }),
        409,
        'already_partaking_extra_lottery',
      );
      expectError(await extra('assa-arpa', contact, { user: 'ilona' }), 403, 'extra_lottery_not_enabled');
      expectError(await extra('kulta-arpa', contact, { user: 'juho' }), 403, 'cannot_partake_extra_lottery');
      expect((await history('ilona')).json().items[0]).toMatchObject({ claimed: true, product_value: null });
    });
  });

  describe('exactly once', () => {
    it('gives one success for 50 concurrent claims of the same ticket and credits the win once', async () => {
      const users = Array.from({ length: 50 }, (_, index) => `kilpailija-${index}`);
      const responses = await Promise.all(
        // Each from an address of their own: the code-attempt limits count attempts in flight per address.
        users.map((user, index) =>
          claim('assa-arpa', { code_b: 'ASSA-2025-0010' }, { user, from: `10.6.0.${index + 1}` }),
        ),
      );
      const ok = responses.filter((response) => response.statusCode === 200);
      expect(ok).toHaveLength(1);
      const codes = new Set(
        responses
          .filter((response) => response.statusCode !== 200)
          .map((response) => `${response.statusCode} ${response.json().code}`),
      );
      expect(
        [...codes].every((code) =>
          ['409 ticket_already_claimed', '409 another_claim_in_progress'].includes(code),
        ),
      ).toBe(true);
      let total = 0;
      for (const user of users) total += await winsSaldo(user);
      expect(total).toBe(5000);
      const claims = await test.db
        .selectFrom('claims')
        .select('id')
        .where('ticket_id', 'in', test.db.selectFrom('tickets').select('id').where('state', '=', 'claimed'))
        .execute();
      expect(claims.length).toBeGreaterThan(0);
      const events = await test.db
        .selectFrom('account_events')
        .select('id')
        .where('value', '=', 5000)
        .execute();
      expect(events).toHaveLength(1);
    });
  });

  describe('which codes a lottery reads', () => {
    it('finds a ticket by the codes the lottery reads now, after the operator changed its check type', async () => {
      const codeKey = await resolveTicketCodeKey(test.db, undefined);
      const header = ticketCsvHeader.join(',');
      await importTickets(test.db, [header, ',ENNEN-0001,,0,0,1'].join('\n'), {
        lottery: 'assa-arpa',
        series: 'ENNEN-2026',
        validityEnd: '2027-12-31',
        codeKey,
      });
      // Ässä-arpa reads the combined code (type 2) when this server first meets it.
      expect((await claim('assa-arpa', { code_b: 'ENNEN-0001' }, { from: '10.6.0.1' })).statusCode).toBe(200);
      await test.db
        .updateTable('lotteries')
        .set({ codes_check_type: 1 })
        .where('slug', '=', 'assa-arpa')
        .execute();
      await importTickets(test.db, [header, 'JALKEEN-0001,,,0,0,1'].join('\n'), {
        lottery: 'assa-arpa',
        series: 'JALKEEN-2026',
        validityEnd: '2027-12-31',
        codeKey,
      });
      try {
        const after = await claim('assa-arpa', { code_a: 'JALKEEN-0001' }, { from: '10.6.0.2' });
        expect(after.statusCode).toBe(200);
      } finally {
        await test.db
          .updateTable('lotteries')
          .set({ codes_check_type: 2 })
          .where('slug', '=', 'assa-arpa')
          .execute();
      }
    });
  });

  describe('quick claims after an operator’s change', () => {
    it('claims in the states of the lottery as it is now, and writes nothing where it now refuses', async () => {
      const codeKey = await resolveTicketCodeKey(test.db, undefined);
      await importTickets(
        test.db,
        [ticketCsvHeader.join(','), ',MUUTOS-0001,,0,0,1', ',MUUTOS-0002,,0,0,1', ',MUUTOS-0003,,0,0,1'].join(
          '\n',
        ),
        { lottery: 'assa-arpa', series: 'MUUTOS-2026', validityEnd: '2027-12-31', codeKey },
      );
      const setLottery = (values: { extra_lottery_enabled?: boolean; quick_claim_enabled?: boolean }) =>
        test.db.updateTable('lotteries').set(values).where('slug', '=', 'assa-arpa').execute();
      const stateOf = (code: string) =>
        test.db
          .selectFrom('tickets')
          .leftJoin('claims', 'claims.ticket_id', 'tickets.id')
          .select(['tickets.state', 'claims.state as claim_state'])
          .where('tickets.code_hash', '=', ticketCodeHash(codeKey, { codeA: '', codeB: normaliseCode(code) }))
          .executeTakeFirstOrThrow();
      // The server meets Ässä-arpa without an extra draw: a no-win quick claim is finished at once.
      const before = await claim('assa-arpa', { code_b: 'MUUTOS-0001' });
      expect(before.json().prize.can_partake_in_extra_lottery).toBe(false);
      expect(await stateOf('MUUTOS-0001')).toEqual({ state: 'claimed', claim_state: 'committed' });
      try {
        // The operator turns the extra draw on: the next no-win claim waits for the draw's contact details.
        await setLottery({ extra_lottery_enabled: true });
        const during = await claim('assa-arpa', { code_b: 'MUUTOS-0002' });
        expect(during.json().prize.can_partake_in_extra_lottery).toBe(true);
        expect(await stateOf('MUUTOS-0002')).toEqual({ state: 'claimed', claim_state: 'pending' });
        // Then turns quick claims off: an anonymous entry is refused, and its ticket stays unclaimed.
        await setLottery({ quick_claim_enabled: false });
        expectError(await claim('assa-arpa', { code_b: 'MUUTOS-0003' }), 401, 'unauthorized');
        expect(await stateOf('MUUTOS-0003')).toEqual({ state: 'unclaimed', claim_state: null });
      } finally {
        await setLottery({ extra_lottery_enabled: false, quick_claim_enabled: true });
      }
      expect((await claim('assa-arpa', { code_b: 'MUUTOS-0003' })).statusCode).toBe(200);
      expect(await stateOf('MUUTOS-0003')).toEqual({ state: 'claimed', claim_state: 'committed' });
    });
  });

  describe('exactly once for quick claims', () => {
    it('gives one success for 20 simultaneous quick claims of the same ticket, and one claim row', async () => {
      await importTickets(test.db, [ticketCsvHeader.join(','), ',PIKA-0001,,0,0,1'].join('\n'), {
        lottery: 'assa-arpa',
        series: 'PIKA-2026',
        validityEnd: '2027-12-31',
        codeKey: await resolveTicketCodeKey(test.db, undefined),
      });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          claim('assa-arpa', { code_b: 'PIKA-0001' }, { from: `10.5.0.${index + 1}` }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      const refusals = new Set(
        responses
          .filter((response) => response.statusCode !== 200)
          .map((response) => `${response.statusCode} ${response.json().code}`),
      );
      expect(
        [...refusals].every((code) =>
          ['409 ticket_already_claimed', '409 another_claim_in_progress'].includes(code),
        ),
      ).toBe(true);
      const rows = await test.db
        .selectFrom('claims')
        .innerJoin('tickets', 'tickets.id', 'claims.ticket_id')
        .innerJoin('ticket_series', 'ticket_series.id', 'tickets.series_id')
        .select(['claims.state', 'tickets.state as ticket_state'])
        .where('ticket_series.alias', '=', 'PIKA-2026')
        .execute();
      expect(rows).toEqual([{ state: 'committed', ticket_state: 'claimed' }]);
    });

    async function importSeries(series: string, codes: string[]) {
      await importTickets(
        test.db,
        [ticketCsvHeader.join(','), ...codes.map((code) => `,${code},,0,0,1`)].join('\n'),
        {
          lottery: 'assa-arpa',
          series,
          validityEnd: '2027-12-31',
          codeKey: await resolveTicketCodeKey(test.db, undefined),
        },
      );
    }

    it('claims tickets entered at the same moment each once, several of them in one commit', async () => {
      const codes = Array.from({ length: 12 }, (_, index) => `SAMA-${String(index + 1).padStart(4, '0')}`);
      await importSeries('SAMA-2026', codes);
      // Twelve players at once, and a thirteenth with the first one's codes.
      const entries = [...codes, codes[0]!];
      const responses = await Promise.all(
        entries.map((code, index) => claim('assa-arpa', { code_b: code }, { from: `10.7.0.${index + 1}` })),
      );
      const ok = responses.filter((response) => response.statusCode === 200);
      expect(ok).toHaveLength(12);
      expect(new Set(ok.map((response) => response.json<ClaimResponse>().id)).size).toBe(12);
      expect(
        responses
          .filter((response) => response.statusCode !== 200)
          .map((response) => `${response.statusCode} ${response.json().code}`),
      ).toEqual(['409 ticket_already_claimed']);
      const { rows } = await sql<{ claims: number; tickets: number; claimed: number; commits: number }>`
        select count(c.id)::int as claims, count(distinct c.ticket_id)::int as tickets,
               count(*) filter (where t.state = 'claimed')::int as claimed,
               count(distinct c.xmin::text)::int as commits
          from tickets t join ticket_series s on s.id = t.series_id left join claims c on c.ticket_id = t.id
         where s.alias = 'SAMA-2026'`.execute(test.db);
      expect(rows[0]).toMatchObject({ claims: 12, tickets: 12, claimed: 12 });
      // The entries that waited for a statement in flight were written together (decision 0050). The
      // tests' PGlite runs in the tests' own thread and answers each statement before the next request
      // starts, so nothing waits there (the server's PGlite has a thread of its own).
      if (testDatabaseKind === 'postgres') expect(rows[0]!.commits).toBeLessThan(12);
    });

    it.skipIf(testDatabaseKind === 'pglite')(
      'refuses only the entry whose ticket another claim holds among entries arriving together',
      async () => {
        // The held ticket last: the first entry goes alone, the ones after it wait and go together.
        const codes = ['VAPAA-0001', 'VAPAA-0002', 'VAPAA-0003', 'VAPAA-0004', 'PIDETTY-0001'];
        await importSeries('PIDETTY-2026', codes);
        const codeHash = ticketCodeHash(await resolveTicketCodeKey(test.db, undefined), {
          codeA: '',
          codeB: normaliseCode('PIDETTY-0001'),
        });
        let responses: Awaited<ReturnType<typeof claim>>[] = [];
        // Another claim in the middle of its transaction (PGlite has one connection: PostgreSQL only).
        await test.db.transaction().execute(async (trx) => {
          await trx
            .selectFrom('tickets')
            .select('id')
            .where('code_hash', '=', codeHash)
            .forUpdate()
            .execute();
          responses = await Promise.all(
            codes.map((code, index) => claim('assa-arpa', { code_b: code }, { from: `10.8.0.${index + 1}` })),
          );
        });
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 409]);
        expect(responses[4]!.json()).toMatchObject({ code: 'another_claim_in_progress' });
        const claimed = await test.db
          .selectFrom('tickets')
          .innerJoin('ticket_series', 'ticket_series.id', 'tickets.series_id')
          .select('tickets.state')
          .where('ticket_series.alias', '=', 'PIDETTY-2026')
          .where('tickets.state', '=', 'claimed')
          .execute();
        expect(claimed).toHaveLength(4);
      },
    );
  });

  describe('anti-automation', () => {
    it('refuses code entry from an address after a burst of failures, right codes included, for a minute', async () => {
      for (let attempt = 0; attempt < codeAttemptLimits.perIpPerMinute; attempt += 1) {
        expectError(
          await claim('assa-arpa', { code_b: `WRONG${attempt}` }, { user: 'kalle' }),
          400,
          'invalid_codes',
        );
      }
      const limited = await claim('assa-arpa', { code_b: 'ASSA20250011' }, { user: 'kalle' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        code: 'too_many_attempts',
        description: 'Liian monta virheellistä yritystä. Yritä myöhemmin uudelleen.',
      });
      clock = new Date(clock.getTime() + 61_000);
      expect((await claim('assa-arpa', { code_b: 'ASSA20250011' }, { user: 'kalle' })).statusCode).toBe(200);
    });

    it('lets no simultaneous burst of guesses past the limit', async () => {
      const extra = 5;
      const responses = await Promise.all(
        Array.from({ length: codeAttemptLimits.perIpPerMinute + extra }, (_, attempt) =>
          claim('assa-arpa', { code_b: `RYNNÄKKÖ${attempt}` }, { user: 'ville', from: '10.7.0.1' }),
        ),
      );
      const codes = responses.map((response) => (response.json() as { code: string }).code);
      expect(codes.filter((code) => code === 'invalid_codes')).toHaveLength(codeAttemptLimits.perIpPerMinute);
      expect(codes.filter((code) => code === 'too_many_attempts')).toHaveLength(extra);
    });

    it('limits one player’s failures per hour across addresses, and successes do not count', async () => {
      expect((await claim('onnenapila', { code_a: 'APILA0005' }, { user: 'leena' })).statusCode).toBe(200);
      for (let attempt = 0; attempt < codeAttemptLimits.perPlayerPerHour; attempt += 1) {
        const from = `10.9.${Math.floor(attempt / 200)}.${attempt % 200}`;
        expectError(
          await claim('onnenapila', { code_a: `VÄÄRÄ${attempt}` }, { user: 'leena', from }),
          400,
          'invalid_codes',
        );
      }
      expectError(
        await claim('onnenapila', { code_a: 'APILA0006' }, { user: 'leena', from: '10.8.0.1' }),
        429,
        'too_many_attempts',
      );
      // Another player from a fresh address is not affected.
      expect(
        (await claim('onnenapila', { code_a: 'APILA0006' }, { user: 'mikko', from: '10.8.0.2' })).statusCode,
      ).toBe(200);
      clock = new Date(clock.getTime() + 3_601_000);
      expectError(
        await claim('onnenapila', { code_a: 'VÄÄRÄ' }, { user: 'leena', from: '10.8.0.3' }),
        400,
        'invalid_codes',
      );
    });

    it('shares the limiter between two server processes through the database', async () => {
      const second = await buildApp({ env: {}, database: test.database, now: () => clock });
      try {
        for (let attempt = 0; attempt < codeAttemptLimits.perIpPerMinute; attempt += 1) {
          await claim('assa-arpa', { code_b: `X${attempt}` }, { user: 'niina' });
        }
        const csrf = await test.csrf();
        const response = await second.inject({
          method: 'POST',
          url: `/api/v1/lotteries/${id('assa-arpa')}/claims/`,
          payload: { code_b: 'ASSA20250008' },
          headers: { ...csrf.headers, [testUserHeader]: 'niina' },
          cookies: csrf.cookies,
          remoteAddress: ip,
        });
        expectError(response, 429, 'too_many_attempts');
      } finally {
        await second.close();
      }
    });
  });

  describe('claim history', () => {
    it('shows only the player’s own claims, newest first, paged', async () => {
      const oma = await claim('kulta-arpa', { code_a: 'KULTA0009', code_b: '1009' }, { user: 'olli' });
      await claim('kulta-arpa', { code_a: 'KULTA0010', code_b: '1010' }, { user: 'olli' });
      await claim('kulta-arpa', { code_a: 'KULTA0006', code_b: '1006' }, { user: 'pia' });

      const first = (await history('olli', '?limit=1&offset=0')).json<ListResponse<Claim>>();
      expect(first.total).toBe(2);
      expect(first.items).toHaveLength(1);
      const second = (await history('olli', '?limit=1&offset=1')).json<ListResponse<Claim>>();
      expect(second.items[0].id).toBe(oma.json().id);
      expect(first.items[0].id).toBeGreaterThan(second.items[0].id);

      const pia = (await history('pia')).json<ListResponse<Claim>>();
      expect(pia.total).toBe(1);
      expect(pia.items[0]).toMatchObject({ claimed: false, product_value: null });
      expect(pia.items.map((item) => item.id)).not.toContain(oma.json().id);

      expectError(await call('GET', '/api/v1/claims', undefined), 401, 'unauthorized');
      expect((await history('olli', '?limit=0')).statusCode).toBe(400);
    });
  });
});
