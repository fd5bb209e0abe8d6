import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import {
  PAYTRAIL_TEST_ACCOUNT,
  PAYTRAIL_TEST_SECRET,
  signedResultParams,
  type PaymentResult,
} from '../modules/payments/paytrail.ts';
import { paymentReference } from '../modules/payments/service.ts';
import { externalProviderSettings, personalCodeKeyFromEnv } from '../modules/strong-auth/settings.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import {
  assertSafeForProduction,
  productionSettingsProblems,
  UnsafeProductionSettingsError,
} from './production.ts';
import { InvalidSettingError } from './settings.ts';

const ftnIssuer = 'https://ftn.example.fi';

/** Every setting a production deployment must give, with values fit for production. */
const safeEnv: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://arpa.example.fi',
  GAME_PUBLIC_URL: 'https://peli.arpa.example.fi/',
  PAYMENT_PROVIDER_URL: 'https://services.paytrail.example',
  PAYTRAIL_ACCOUNT: '695861',
  PAYTRAIL_SECRET: 'a-merchant-secret-known-only-to-us-0123456789',
  FTN_ISSUER: ftnIssuer,
  FTN_CLIENT_SECRET: 'ftn-client-secret-registered-at-the-broker-0123',
  PERSONAL_CODE_HMAC_KEY: randomBytes(32).toString('base64url'),
  CSRF_SECRET: randomBytes(32).toString('base64url'),
  ADMIN_TOKEN: randomBytes(32).toString('base64url'),
};

const without = (name: string): NodeJS.ProcessEnv => {
  const env = { ...safeEnv };
  delete env[name];
  return env;
};

describe('productionSettingsProblems', () => {
  it('finds nothing wrong with production settings', () => {
    expect(productionSettingsProblems(safeEnv)).toEqual([]);
    expect(() => assertSafeForProduction(safeEnv)).not.toThrow();
  });

  it.each([
    ['PAYMENT_PROVIDER_URL', without('PAYMENT_PROVIDER_URL'), /simulator/],
    ['PAYMENT_PROVIDER_URL', { ...safeEnv, PAYMENT_PROVIDER_URL: 'http://pay.example' }, /https/],
    ['PAYTRAIL_ACCOUNT', without('PAYTRAIL_ACCOUNT'), /test merchant/],
    ['PAYTRAIL_ACCOUNT', { ...safeEnv, PAYTRAIL_ACCOUNT: PAYTRAIL_TEST_ACCOUNT }, /test merchant/],
    ['PAYTRAIL_SECRET', without('PAYTRAIL_SECRET'), /public test secret/],
    ['PAYTRAIL_SECRET', { ...safeEnv, PAYTRAIL_SECRET: PAYTRAIL_TEST_SECRET }, /public test secret/],
    ['FTN_ISSUER', without('FTN_ISSUER'), /simulator/],
    ['FTN_ISSUER', { ...safeEnv, FTN_ISSUER: 'http://ftn.example.fi' }, /https/],
    ['FTN_CLIENT_SECRET', without('FTN_CLIENT_SECRET'), /not set/],
    ['PERSONAL_CODE_HMAC_KEY', without('PERSONAL_CODE_HMAC_KEY'), /not set/],
    [
      'PERSONAL_CODE_HMAC_KEY',
      { ...safeEnv, PERSONAL_CODE_HMAC_KEY: randomBytes(31).toString('base64url') },
      /at least 32 bytes/,
    ],
    ['PUBLIC_URL', without('PUBLIC_URL'), /not set/],
    ['PUBLIC_URL', { ...safeEnv, PUBLIC_URL: 'http://arpa.example.fi' }, /https/],
    ['PUBLIC_URL', { ...safeEnv, PUBLIC_URL: 'arpa.example.fi' }, /not an address/],
    ['CSRF_SECRET', without('CSRF_SECRET'), /generated/],
    ['CSRF_SECRET', { ...safeEnv, CSRF_SECRET: 'salasana' }, /shorter than 32/],
    ['ADMIN_TOKEN', without('ADMIN_TOKEN'), /generated/],
    ['ADMIN_TOKEN', { ...safeEnv, ADMIN_TOKEN: 'admin' }, /shorter than 32/],
    ['TEST_CLOCK', { ...safeEnv, TEST_CLOCK: 'on' }, /development setting/],
    ['GAME_PUBLIC_URL', without('GAME_PUBLIC_URL'), /not set/],
    ['GAME_PUBLIC_URL', { ...safeEnv, GAME_PUBLIC_URL: 'http://peli.arpa.example.fi/' }, /https/],
    ['GAME_PUBLIC_URL', { ...safeEnv, GAME_PUBLIC_URL: 'https://arpa.example.fi/peli/' }, /its own/],
  ])('refuses an unsafe %s, naming it', (name, env, reason) => {
    const problems = productionSettingsProblems(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(problems[0]).toMatch(reason);
    expect(() => assertSafeForProduction(env)).toThrow(UnsafeProductionSettingsError);
  });

  it('lists every problem of a development configuration and accepts it outside production', () => {
    const problems = productionSettingsProblems({ NODE_ENV: 'production' });
    for (const name of [
      'PUBLIC_URL',
      'GAME_PUBLIC_URL',
      'PAYMENT_PROVIDER_URL',
      'PAYTRAIL_ACCOUNT',
      'PAYTRAIL_SECRET',
      'FTN_ISSUER',
      'CSRF_SECRET',
      'ADMIN_TOKEN',
    ]) {
      expect(
        problems.some((problem) => problem.startsWith(name)),
        name,
      ).toBe(true);
    }
    expect(() => assertSafeForProduction({})).not.toThrow();
    expect(() => assertSafeForProduction({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('refuses a short personal-code hash key in any mode as an invalid setting: one line, not a stack', async () => {
    const short = { PERSONAL_CODE_HMAC_KEY: randomBytes(31).toString('base64url') };
    // The key is checked before the database is asked for a stored one.
    const refused = await personalCodeKeyFromEnv(undefined as never, short).catch(
      (caught: unknown) => caught,
    );
    expect(refused).toBeInstanceOf(InvalidSettingError);
    expect((refused as Error).message).toMatch(/^PERSONAL_CODE_HMAC_KEY must be at least 32 bytes/);
  });

  it('stops the start with one line when the FTN broker cannot be read, waiting a bounded time', async () => {
    const client = { clientId: 'arpa', clientSecret: 'x', redirectUris: ['https://arpa.example.fi/auth'] };
    const read = (answer: () => Promise<Response>) => {
      const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
      return externalProviderSettings(ftnIssuer, client, randomBytes(32), () => new Date())
        .catch((caught: unknown) => caught)
        .finally(() => {
          // The read is bounded: it carries a timeout's signal.
          expect(fetched.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
          fetched.mockRestore();
        });
    };
    const unreachable = await read(() => Promise.reject(new TypeError('fetch failed')));
    expect(unreachable).toBeInstanceOf(InvalidSettingError);
    expect((unreachable as Error).message).toBe(
      `FTN_ISSUER: ${ftnIssuer}/.well-known/openid-configuration could not be read (fetch failed)`,
    );
    const failing = await read(async () => new Response('', { status: 503 }));
    expect((failing as Error).message).toMatch(/^FTN_ISSUER: .* answered 503$/);
    const notJson = await read(async () => new Response('<html>', { status: 200 }));
    expect(notJson).toBeInstanceOf(InvalidSettingError);
  });

  it('makes buildApp refuse before it opens anything', async () => {
    const error = await buildApp({ env: { ...safeEnv, PAYTRAIL_SECRET: PAYTRAIL_TEST_SECRET } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UnsafeProductionSettingsError);
    expect((error as UnsafeProductionSettingsError).problems).toEqual([
      expect.stringContaining('PAYTRAIL_SECRET'),
    ]);
  });
});

// The process exits before it opens any database: run once, in the suite's PGlite pass. Which setting makes
// which problem is the table above (in-process); this is the path from a problem to the exit, one process for
// the path (each start loads the server's whole module graph: 1.3 s of CPU).
describe.skipIf(testDatabaseKind !== 'pglite')('npm start with NODE_ENV=production', () => {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));

  it('exits 1 with one line per problem, each naming its setting', () => {
    const env = without('PAYTRAIL_SECRET');
    delete env.GAME_PUBLIC_URL;
    // Only the settings under test: nothing of the developer's own environment leaks in.
    const started = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, ...env, DATA_DIR: '/nonexistent/arpa-production-test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    const lines = started.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(
      lines.find((line) => line.startsWith('Arpa cannot start in production: PAYTRAIL_SECRET ')),
    ).toBeDefined();
    expect(
      lines.find((line) => line.startsWith('Arpa cannot start in production: GAME_PUBLIC_URL ')),
    ).toBeDefined();
  });
});

describe(`production mode (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // The external FTN broker's discovery document; nothing else may be fetched from the network.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `${ftnIssuer}/.well-known/openid-configuration`) {
        return Response.json({
          issuer: ftnIssuer,
          authorization_endpoint: `${ftnIssuer}/authorize`,
          token_endpoint: `${ftnIssuer}/token`,
          jwks_uri: `${ftnIssuer}/jwks`,
        });
      }
      throw new Error(`unexpected fetch of ${url}`);
    });
    // No built app: a page route would otherwise answer the app's HTML shell with 200.
    t = await createTestApp({ env: safeEnv, appDir: '/nonexistent/arpa-app' });
  });

  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  it('mounts no simulator, no development outbox and no test clock', async () => {
    const paths = t.routes.map((route) => route.url);
    expect(paths.filter((path) => /^\/(payment-sim|ftn-sim|api\/dev)\b/.test(path))).toEqual([]);
    for (const url of ['/api/dev/outbox', '/ftn-sim/.well-known/openid-configuration', '/payment-sim/']) {
      const response = await t.request({ url });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('sends HSTS on every response, whatever the Host header says', async () => {
    const response = await t.request({ url: '/healthz', headers: { host: 'localhost:8080' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses a redirect forged with the public test secret: the deposit stays unpaid', async () => {
    const payment = await t.db
      .insertInto('payments')
      .values({
        user_id: 'pelaaja',
        kind: 'deposit',
        amount: 3000,
        method: 'osuuspankki',
        stamp: randomUUID(),
        provider_transaction_id: 'tx-forged-1',
        expires_at: new Date(Date.now() + 30 * 60_000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const result: PaymentResult = {
      account: safeEnv.PAYTRAIL_ACCOUNT as string,
      algorithm: 'sha256',
      amount: payment.amount,
      stamp: payment.stamp,
      reference: paymentReference(payment),
      transactionId: 'tx-forged-1',
      status: 'ok',
      provider: 'osuuspankki',
    };
    const forgeries = [
      signedResultParams(result, PAYTRAIL_TEST_SECRET),
      signedResultParams({ ...result, account: PAYTRAIL_TEST_ACCOUNT }, PAYTRAIL_TEST_SECRET),
    ];
    for (const params of forgeries) {
      for (const path of ['return/success', 'callback/success']) {
        const response = await t.request({
          url: `/api/v1/payments/${path}?${new URLSearchParams(params).toString()}`,
        });
        expect([path, response.statusCode, response.json().code]).toEqual([path, 400, 'invalid_signature']);
      }
    }
    const after = await t.db
      .selectFrom('payments')
      .select(['state', 'paid_at'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ state: 'created', paid_at: null });
    // The same redirect signed with the merchant's own secret is the one that credits the deposit.
    const genuine = await t.request({
      url: `/api/v1/payments/return/success?${new URLSearchParams(signedResultParams(result, safeEnv.PAYTRAIL_SECRET as string)).toString()}`,
    });
    expect(genuine.statusCode).toBe(303);
    const paid = await t.db
      .selectFrom('payments')
      .select('state')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(paid.state).toBe('paid');
  });
});
