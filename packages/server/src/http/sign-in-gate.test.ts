import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';

/**
 * Every call that needs a signed-in player goes through one gate (plugins/auth.ts `requireUser`): an
 * anonymous call gets 401 `unauthorized` ("Kirjaudu sisään."), before its body or query is looked at, so
 * the answer never depends on what an anonymous caller sent.
 */
const signedInOnly = [
  ['GET', '/me'],
  ['PATCH', '/me'],
  ['GET', '/api/v1/accounts/self'],
  ['GET', '/api/v1/accounts/bonus/self'],
  ['GET', '/api/v1/account-events?limit=roska'],
  ['GET', '/api/v1/claims?limit=roska'],
  ['GET', '/api/v1/users/auth/start'],
  ['POST', '/api/v1/users/auth'],
  ['POST', '/api/v2/accounts/deposit'],
  ['GET', '/api/v1/shop/cart'],
  ['POST', '/api/v1/shop/cart'],
  ['POST', '/api/v1/shop/orders'],
  ['GET', '/api/v1/shop/orders/pending'],
  ['POST', '/api/v1/shop/orders/1/resume'],
  ['POST', '/api/v1/shop/orders/1/cancel'],
  ['GET', '/api/v1/orders?limit=roska'],
  ['GET', '/api/v1/payments/leima'],
] as const;

describe(`the sign-in gate (${testDatabaseKind})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it.each(signedInOnly)(
    '%s %s refuses an anonymous caller with 401 unauthorized, whatever it sent',
    async (method, url) => {
      const withBody = method !== 'GET';
      const response = await test.request({
        method,
        url,
        ...(withBody ? { payload: { roska: '\u{1F4A9}', määrä: -1 } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    },
  );

  it('lets the same calls through for a signed-in player', async () => {
    const response = await test.request({
      method: 'GET',
      url: '/api/v1/accounts/self',
      user: 'portti-pelaaja',
    });
    expect(response.statusCode).toBe(200);
  });
});
