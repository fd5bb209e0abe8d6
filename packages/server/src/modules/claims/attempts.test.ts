import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, trustProxyFromEnv } from '../../app.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { importTestSeries } from '../../test/ticket-series.ts';
import { assertLedgerInvariant } from '../accounts/ledger-invariant.ts';
import { loadDemoSeedIfEmpty } from '../admin/seed.ts';
import { normaliseCode, resolveTicketCodeKey, ticketCodeHash } from '../catalogue/codes.ts';
import { codeAttemptLimits } from './attempts.ts';

const tickets = 60;
const ticketCode = (index: number) => `RYHMA-${String(index).padStart(4, '0')}`;

describe(`code-attempt limiter (${testDatabaseKind})`, () => {
  let test: TestApp;
  let assaId: number;
  let clock = new Date('2026-03-02T10:00:00Z');
  let nextTicket = 1;
  let addressCounter = 0;
  let address = '';
  let codeKey = '';

  beforeAll(async () => {
    test = await createTestApp({ now: () => clock });
    codeKey = await resolveTicketCodeKey(test.db, undefined);
    await loadDemoSeedIfEmpty(test.db, codeKey);
    // Tickets of a series of their own, each a 10 € transferrable win.
    const rows = Array.from(
      { length: tickets },
      (_, index) => `,${ticketCode(index + 1)},voitto-10,1000,1,1`,
    );
    assaId = await importTestSeries(test.db, { lottery: 'assa-arpa', series: 'RYHMA-2026', rows, codeKey });
  });
  beforeEach(() => {
    // Every test from its own address and a minute later, so no limit of one test reaches the next.
    addressCounter += 1;
    address = `10.40.0.${addressCounter}`;
    clock = new Date(clock.getTime() + 2 * 3_600_000);
  });
  afterEach(() => assertLedgerInvariant(test.db));
  afterAll(() => test.close());

  const takeTicket = () => {
    const code = ticketCode(nextTicket);
    nextTicket += 1;
    return code;
  };

  interface As {
    user?: string;
    from?: string;
    headers?: Record<string, string>;
  }

  function claim(code: string, as: As = {}) {
    return test.request({
      method: 'POST',
      url: `/api/v1/lotteries/${assaId}/claims/`,
      payload: { code_b: code },
      user: as.user,
      headers: as.headers,
      remoteAddress: as.from ?? address,
    } as InjectOptions & { user?: string });
  }

  /** The same claim on another app instance (anonymous: only the harness's app knows test users). */
  async function claimOn(app: FastifyInstance, code: string, as: As = {}) {
    const csrf = await test.csrf();
    return app.inject({
      method: 'POST',
      url: `/api/v1/lotteries/${assaId}/claims/`,
      payload: { code_b: code },
      headers: { ...csrf.headers, ...as.headers },
      cookies: csrf.cookies,
      remoteAddress: as.from ?? address,
    });
  }

  const codeOf = (response: { json(): unknown }) => (response.json() as { code?: string }).code;

  async function failuresRecordedFor(ip: string) {
    const rows = await test.db
      .selectFrom('code_attempts')
      .select('id')
      .where('ip', '=', ip)
      .where('failed', '=', true)
      .execute();
    return rows.length;
  }

  it('lets 30 players claim their own tickets at once from one address', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => claim(takeTicket(), { user: `ryhma-${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    expect(await failuresRecordedFor(address)).toBe(0);
  });

  it('lets a burst of simultaneous wrong codes past only up to the limit, and records only failures', async () => {
    const extra = 5;
    const responses = await Promise.all(
      Array.from({ length: codeAttemptLimits.perIpPerMinute + extra }, (_, index) =>
        claim(`ARVAUS-${index}`, { user: 'arvaaja' }),
      ),
    );
    const codes = responses.map(codeOf);
    expect(codes.filter((code) => code === 'invalid_codes')).toHaveLength(codeAttemptLimits.perIpPerMinute);
    expect(codes.filter((code) => code === 'too_many_attempts')).toHaveLength(extra);
    expect(await failuresRecordedFor(address)).toBe(codeAttemptLimits.perIpPerMinute);
  });

  it('does not count valid claims in flight beside failures: one short of the limit, 8 valid claims all pass', async () => {
    for (let index = 0; index < codeAttemptLimits.perIpPerMinute - 1; index += 1)
      expect(codeOf(await claim(`VAARIN-${index}`, { user: 'kirjoitusvirhe' }))).toBe('invalid_codes');
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => claim(takeTicket(), { user: `naapuri-${index}` })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    // The tenth failure reaches the limit; after it even a right code is refused.
    expect(codeOf(await claim('VAARIN-X', { user: 'kirjoitusvirhe' }))).toBe('invalid_codes');
    expect(codeOf(await claim(takeTicket(), { user: 'naapuri-9' }))).toBe('too_many_attempts');
    nextTicket -= 1;
  });

  it.skipIf(testDatabaseKind === 'pglite')(
    'answers a claim of a ticket another claim holds with another_claim_in_progress, or too_many_attempts over the limit',
    async () => {
      const code = takeTicket();
      const codeHash = ticketCodeHash(codeKey, { codeA: '', codeB: normaliseCode(code) });
      // Another claim in the middle of its transaction (PGlite has one connection: PostgreSQL only).
      await test.db.transaction().execute(async (trx) => {
        await trx.selectFrom('tickets').select('id').where('code_hash', '=', codeHash).forUpdate().execute();
        expect(codeOf(await claim(code))).toBe('another_claim_in_progress');
        expect(codeOf(await claim(code, { user: 'odottaja' }))).toBe('another_claim_in_progress');
        for (let index = 0; index < codeAttemptLimits.perIpPerMinute; index += 1)
          expect(codeOf(await claim(`LUKITTU-${index}`))).toBe('invalid_codes');
        // Over the limit a right code learns nothing, not even that someone is claiming it.
        expect(codeOf(await claim(code))).toBe('too_many_attempts');
        expect(codeOf(await claim(code, { user: 'odottaja' }))).toBe('too_many_attempts');
      });
      expect(await failuresRecordedFor(address)).toBe(codeAttemptLimits.perIpPerMinute);
    },
  );

  it('does not count what a crashed request left behind', async () => {
    // Before failures were recorded after the lookup, every attempt wrote its row first; a crash or a
    // successful claim whose release never ran left it there. Such rows carry no failure.
    await test.db
      .insertInto('code_attempts')
      .values(Array.from({ length: 50 }, () => ({ user_id: 'kaatunut', ip: address, attempted_at: clock })))
      .execute();
    // A request that crashed inside the limiter's transaction leaves nothing: its rollback takes the row.
    await expect(
      test.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('code_attempts')
          .values({ user_id: 'kaatunut', ip: address, attempted_at: clock, failed: true })
          .execute();
        throw new Error('the process died');
      }),
    ).rejects.toThrow('the process died');

    expect(await failuresRecordedFor(address)).toBe(0);
    expect((await claim(takeTicket(), { user: 'kaatunut' })).statusCode).toBe(200);
    for (let index = 0; index < codeAttemptLimits.perIpPerMinute; index += 1)
      expect(codeOf(await claim(`ORPO-${index}`, { user: 'kaatunut' }))).toBe('invalid_codes');
    expect(codeOf(await claim('ORPO-X', { user: 'kaatunut' }))).toBe('too_many_attempts');
  });

  it('shares the counts between two server instances on one database', async () => {
    const second = await buildApp({ env: {}, database: test.database, now: () => clock });
    try {
      const half = codeAttemptLimits.perIpPerMinute / 2;
      const responses = await Promise.all([
        ...Array.from({ length: half + 2 }, (_, index) => claimOn(test.app, `KAKSI-A${index}`)),
        ...Array.from({ length: half + 2 }, (_, index) => claimOn(second, `KAKSI-B${index}`)),
      ]);
      const codes = responses.map(codeOf);
      expect(codes.filter((code) => code === 'invalid_codes')).toHaveLength(codeAttemptLimits.perIpPerMinute);
      expect(codes.filter((code) => code === 'too_many_attempts')).toHaveLength(4);
      const code = takeTicket();
      expect(codeOf(await claimOn(test.app, code))).toBe('too_many_attempts');
      expect(codeOf(await claimOn(second, code))).toBe('too_many_attempts');
      clock = new Date(clock.getTime() + 61_000);
      expect((await claimOn(second, code)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('limits anonymous failures from one address per hour more loosely than a player’s own', async () => {
    expect(codeAttemptLimits.anonymousPerIpPerHour).toBeGreaterThan(codeAttemptLimits.perPlayerPerHour);
    // Recorded an hour's worth of anonymous failures, spread so that no minute is over the burst limit.
    const start = clock.getTime() - 3_500_000;
    await test.db
      .insertInto('code_attempts')
      .values(
        Array.from({ length: codeAttemptLimits.anonymousPerIpPerHour - 1 }, (_, index) => ({
          user_id: null,
          ip: address,
          attempted_at: new Date(start + index * 15_000),
          failed: true,
        })),
      )
      .execute();
    expect(codeOf(await claimOn(test.app, 'NAT-1'))).toBe('invalid_codes');
    expect(codeOf(await claimOn(test.app, takeTicket()))).toBe('too_many_attempts');
    // A signed-in player behind the same address is judged by their own failures.
    expect((await claim(ticketCode(nextTicket - 1), { user: 'nat-pelaaja' })).statusCode).toBe(200);
  });

  describe('TRUST_PROXY', () => {
    it('reads the setting: unset means direct connections, a number is hops, otherwise addresses', () => {
      expect(trustProxyFromEnv(undefined)).toBe(false);
      expect(trustProxyFromEnv(' ')).toBe(false);
      const oneHop = trustProxyFromEnv('1') as (address: string, hop: number) => boolean;
      expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
      expect(trustProxyFromEnv('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    });

    it('ignores X-Forwarded-For without the setting', async () => {
      const forged = { 'x-forwarded-for': '198.51.100.1' };
      expect(codeOf(await claim('VÄÄRENNYS', { user: 'suora', headers: forged }))).toBe('invalid_codes');
      expect(await failuresRecordedFor(address)).toBe(1);
      expect(await failuresRecordedFor('198.51.100.1')).toBe(0);
    });

    it('with a hop count, takes the address the nearest proxy saw', async () => {
      const behind = await buildApp({ env: { TRUST_PROXY: '1' }, database: test.database, now: () => clock });
      try {
        const forwarded = { from: '10.60.0.1', headers: { 'x-forwarded-for': '192.0.2.1, 203.0.113.60' } };
        expect(codeOf(await claimOn(behind, 'HYPPY', forwarded))).toBe('invalid_codes');
        expect(await failuresRecordedFor('203.0.113.60')).toBe(1);
        expect(await failuresRecordedFor('192.0.2.1')).toBe(0);
        expect(await failuresRecordedFor('10.60.0.1')).toBe(0);
      } finally {
        await behind.close();
      }
    });

    it('takes the client address from X-Forwarded-For of a trusted proxy, and only of it', async () => {
      const proxy = '10.50.0.1';
      const behind = await buildApp({
        env: { TRUST_PROXY: proxy },
        database: test.database,
        now: () => clock,
      });
      try {
        // Ten failures of one client behind the proxy block that client, not the others behind it.
        const guesser = { from: proxy, headers: { 'x-forwarded-for': '203.0.113.9' } };
        for (let index = 0; index < codeAttemptLimits.perIpPerMinute; index += 1)
          expect(codeOf(await claimOn(behind, `PROXY-${index}`, guesser))).toBe('invalid_codes');
        expect(await failuresRecordedFor('203.0.113.9')).toBe(codeAttemptLimits.perIpPerMinute);
        expect(await failuresRecordedFor(proxy)).toBe(0);
        const code = takeTicket();
        expect(codeOf(await claimOn(behind, code, guesser))).toBe('too_many_attempts');
        const honest = { from: proxy, headers: { 'x-forwarded-for': '203.0.113.10' } };
        expect((await claimOn(behind, code, honest)).statusCode).toBe(200);

        // From an address that is not the proxy the header is not believed.
        expect(
          codeOf(
            await claimOn(behind, 'SUORAAN', {
              from: '10.50.0.2',
              headers: { 'x-forwarded-for': '203.0.113.11' },
            }),
          ),
        ).toBe('invalid_codes');
        expect(await failuresRecordedFor('10.50.0.2')).toBe(1);
        expect(await failuresRecordedFor('203.0.113.11')).toBe(0);
      } finally {
        await behind.close();
      }
    });
  });
});
