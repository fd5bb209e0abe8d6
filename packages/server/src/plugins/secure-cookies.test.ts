import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDemoSeedIfEmpty } from '../modules/admin/seed.ts';
import { resolveTicketCodeKey } from '../modules/catalogue/codes.ts';
import { createShopTestApp, seedCategory, seedProduct } from '../modules/shop/test-fixtures.ts';
import { testDatabaseKind, type TestApp } from '../test/harness.ts';
import { testTempDir } from '../test/temp-dir.ts';

/** Every Set-Cookie line of a response. */
function setCookies(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : [header].flat().map(String);
}

const isSecure = (cookie: string) => /;\s*secure\s*(;|$)/i.test(cookie);

function appDirWithShell(): string {
  const dir = testTempDir('app');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Arpa</title>');
  return dir;
}

/** The start of a sign-in: the issuer answers with its interaction cookies. */
const authorizationUrl =
  '/oidc/auth?' +
  new URLSearchParams({
    client_id: 'arpa-web',
    response_type: 'code',
    redirect_uri: 'http://localhost:8080/callback',
    scope: 'openid',
    state: 'tila',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  }).toString();

describe(`Secure cookies (${testDatabaseKind})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('behind an https proxy: every cookie of a page, a CSRF token, a sign-in, an order and a quick claim', async () => {
    t = await createShopTestApp({ env: { TRUST_PROXY: '1' }, appDir: appDirWithShell() });
    const test = t;
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };
    const category = await seedCategory(test.db, 'Koti');
    const lamp = await seedProduct(test.db, { name: 'Lamppu', value: 1000, categoryId: category });
    await loadDemoSeedIfEmpty(test.db, await resolveTicketCodeKey(test.db, undefined));
    const lottery = await test.db
      .selectFrom('lotteries')
      .select('id')
      .where('slug', '=', 'assa-arpa')
      .executeTakeFirstOrThrow();

    const responses: Record<string, LightMyRequestResponse> = {
      page: await test.request({ url: '/', headers: https }),
      csrf: await test.request({ url: '/api/v1/csrf', headers: https }),
      signIn: await test.request({ url: authorizationUrl, headers: https }),
      order: await test.request({
        method: 'POST',
        url: '/api/v1/shop/orders',
        user: 'tilaaja',
        headers: https,
        payload: {
          products: [{ product_id: lamp.id, quantity: 1, variation_id: null, product_option_id: null }],
          user: {
            firstname: 'Maija',
            lastname: 'Meikäläinen',
            email: 'maija@example.com',
            phone: '0401234567',
            address: 'Kauppakatu 1',
            postal_code: '00100',
            city: 'Helsinki',
          },
          payment_method: 'osuuspankki',
        },
      }),
      quickClaim: await test.request({
        method: 'POST',
        url: `/api/v1/lotteries/${lottery.id}/claims/`,
        headers: https,
        payload: { code_b: 'ASSA20250007' },
      }),
    };
    const expected: Record<string, string[]> = {
      page: ['_csrf'],
      csrf: ['_csrf'],
      signIn: ['_interaction', '_interaction.sig', '_interaction_resume', '_interaction_resume.sig'],
      order: ['order_token'],
      quickClaim: ['claim_token'],
    };
    for (const [name, response] of Object.entries(responses)) {
      expect([name, response.statusCode < 400]).toEqual([name, true]);
      const cookies = setCookies(response);
      const names = cookies.map((cookie) => cookie.split('=')[0]);
      expect(names, name).toEqual(expect.arrayContaining(expected[name]));
      for (const cookie of cookies) expect(isSecure(cookie), `${name}: ${cookie}`).toBe(true);
    }
    await test.app.paymentSimulator?.settled();
    // It seeds the whole demo catalogue first: 29 s once on a loaded two-core machine.
  }, 90_000);

  it('on an https PUBLIC_URL even when the proxy is not trusted', async () => {
    t = await createShopTestApp({ env: { PUBLIC_URL: 'https://arpa.example.fi' } });
    const csrf = await t.request({ url: '/api/v1/csrf' });
    const signIn = await t.request({
      url: authorizationUrl.replace(
        encodeURIComponent('http://localhost:8080/callback'),
        encodeURIComponent('https://arpa.example.fi/callback'),
      ),
    });
    const cookies = [...setCookies(csrf), ...setCookies(signIn)];
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(
      expect.arrayContaining(['_csrf', '_interaction', '_interaction_resume']),
    );
    for (const cookie of cookies) expect(isSecure(cookie), cookie).toBe(true);
  });

  it('not over plain http in development, nor from an untrusted X-Forwarded-Proto', async () => {
    t = await createShopTestApp();
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const cookies = [
        ...setCookies(await t.request({ url: '/api/v1/csrf', headers })),
        ...setCookies(await t.request({ url: authorizationUrl, headers })),
      ];
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(isSecure(cookie), cookie).toBe(false);
    }
  });
});
