import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers, ensureDemoUsers } from '../idp/demo-users.ts';
import { publicUrl, signIn } from '../idp/test-client.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../test/harness.ts';
import { anonymousBinding, createCsrfToken, defaultCsrfProtectedPrefixes, isValidCsrfToken } from './csrf.ts';

const stateChanging = ['POST', 'PUT', 'PATCH', 'DELETE'];

function setCookieHeader(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** `/api/v1/lotteries/:id/claims` → `/api/v1/lotteries/1/claims` */
function concretePath(url: string): string {
  return url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
}

describe(`CSRF double-submit cookie (${testDatabaseKind})`, () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      testRoutes(app) {
        app.post(
          '/api/v1/test/cart',
          {
            schema: {
              body: { type: 'object', additionalProperties: false, properties: { id: { type: 'integer' } } },
            },
          },
          async () => ({ saved: true }),
        );
        app.post('/api/v1/payments/test-callback', async () => ({ acknowledged: true }));
      },
      csrfExemptPrefixes: ['/api/v1/payments/'],
    });
  });

  afterAll(() => test.close());

  it('gives a page load a script-readable, Lax, site-wide _csrf cookie', async () => {
    const response = await test.request({ url: '/healthz' });
    const [cookie] = setCookieHeader(response.headers);
    expect(cookie).toMatch(/^_csrf=[\w-]+\.[\w-]+; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('hands out the cookie and the same token from GET /api/v1/csrf, and keeps a valid cookie', async () => {
    const first = await test.request({ url: '/api/v1/csrf' });
    const { token } = first.json<{ token: string }>();
    expect(setCookieHeader(first.headers)).toEqual([expect.stringContaining(`_csrf=${token};`)]);
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await test.request({ url: '/api/v1/csrf', cookies: { _csrf: token } });
    expect(again.json()).toEqual({ token });
    expect(setCookieHeader(again.headers)).toEqual([]);
  });

  it('does not set cookies on cacheable static files', async () => {
    const response = await test.request({ url: '/static/content.json' });
    expect(response.statusCode).toBe(200);
    expect(setCookieHeader(response.headers)).toEqual([]);
  });

  it('lets a state-changing request through with a matching, signed cookie and header', async () => {
    const { token } = await test.csrf();
    const response = await test.request({
      method: 'POST',
      url: '/api/v1/test/cart',
      payload: { id: 1 },
      cookies: { _csrf: token },
      headers: { 'x-csrf-token': token },
      csrf: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ saved: true });
  });

  it('lets a write through whose header and cookie are two tokens signed for its session', async () => {
    // Right after sign-in the page's reads mint tokens of the session side by side; the cookie jar may hold
    // a newer one than the app read for the header by the time the write leaves.
    const { token } = await test.csrf();
    const { token: otherToken } = await test.csrf();
    expect(otherToken).not.toBe(token);
    const response = await test.request({
      method: 'POST',
      url: '/api/v1/test/cart',
      payload: { id: 1 },
      cookies: { _csrf: otherToken },
      headers: { 'x-csrf-token': token },
      csrf: false,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses requests without header, with a wrong header, a forged HMAC or a foreign key', async () => {
    const { token } = await test.csrf();
    const nonce = randomBytes(32).toString('base64url');
    const forged = `${nonce}.${randomBytes(32).toString('base64url')}`;
    const foreign = createCsrfToken('a key that is not the server’s');
    const selfSigned = `${nonce}.${createHmac('sha256', '').update(nonce).digest('base64url')}`;
    const attempts: { cookie?: string; header?: string }[] = [
      { cookie: token },
      { cookie: forged, header: token },
      { cookie: token, header: `${token}x` },
      { cookie: forged, header: forged },
      { cookie: foreign, header: foreign },
      { cookie: selfSigned, header: selfSigned },
      { header: token },
      { cookie: '', header: '' },
    ];
    for (const attempt of attempts) {
      const response = await test.request({
        method: 'POST',
        url: '/api/v1/test/cart',
        payload: { id: 1 },
        cookies: attempt.cookie === undefined ? {} : { _csrf: attempt.cookie },
        headers: attempt.header === undefined ? {} : { 'x-csrf-token': attempt.header },
        csrf: false,
      });
      expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
      expect(response.json()).toEqual({
        code: 'csrf_token_invalid',
        description: 'Istunnon suojaus ei kelpaa. Lataa sivu uudelleen.',
      });
    }
  });

  it('protects every state-changing route the app has', async () => {
    const protectedRoutes = test.routes.flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => stateChanging.includes(method))
        .map((method) => ({ method, url: route.url })),
    );
    const checked = protectedRoutes.filter((route) => test.app.csrfPolicy.protects(route.url));
    expect(checked.map((route) => route.url)).toContain('/api/v1/test/cart');
    expect(test.app.csrfPolicy.protects('/api/v1/payments/test-callback')).toBe(false);
    // Whatever the API exempts is authenticated otherwise; the API as a whole is never exempt.
    for (const prefix of test.app.csrfPolicy.exemptPrefixes) {
      expect(['/', '/api/', '/api/v1/', '/api/v2/', '/me/']).not.toContain(prefix);
    }
    for (const prefix of defaultCsrfProtectedPrefixes)
      expect(test.app.csrfPolicy.protects(`${prefix}x`)).toBe(true);
    expect(test.app.csrfPolicy.protects('/me')).toBe(true);
    const { token } = await test.csrf();
    const forged = `${token.split('.')[0]}.${randomBytes(32).toString('base64url')}`;
    const attempts: { cookies: Record<string, string>; headers: Record<string, string> }[] = [
      { cookies: {}, headers: {} },
      { cookies: { _csrf: token }, headers: {} },
      { cookies: { _csrf: token }, headers: { 'x-csrf-token': forged } },
      { cookies: { _csrf: forged }, headers: { 'x-csrf-token': token } },
      { cookies: { _csrf: forged }, headers: { 'x-csrf-token': forged } },
    ];
    for (const route of checked) {
      for (const attempt of attempts) {
        const response = await test.request({
          method: route.method as 'POST',
          url: concretePath(route.url),
          payload: {},
          user: 'player-1',
          csrf: false,
          ...attempt,
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe('csrf_token_invalid');
      }
    }
  });

  it('judges the path the router sees: percent-encoded and doubled-slash spellings are protected too', async () => {
    for (const url of ['/%6De', '/%6d%65', '//me', '/api/v1/test/%63art', '/api//v1/test/cart']) {
      const response = await test.request({
        method: 'PATCH',
        url,
        user: 'csrf-path-user',
        csrf: false,
        payload: { account: { first_name: 'Hyökkääjä' } },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe('csrf_token_invalid');
    }
  });

  it('leaves exempt paths (server-to-server callbacks, the OIDC provider) to their own checks', async () => {
    const callback = await test.request({
      method: 'POST',
      url: '/api/v1/payments/test-callback',
      csrf: false,
    });
    expect(callback.statusCode).toBe(200);
    // The OIDC provider authenticates its own requests (client, PKCE): no CSRF refusal, its own answer.
    const oidc = await test.request({ method: 'POST', url: '/oidc/token', csrf: false });
    expect(oidc.statusCode).not.toBe(403);
    expect(oidc.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('keeps issuing tokens that survive an app restart on the same database', async () => {
    const { token } = await test.csrf();
    const { buildApp } = await import('../app.ts');
    const restarted = await buildApp({ env: {}, database: test.database });
    try {
      const response = await restarted.inject({
        method: 'POST',
        url: '/api/v1/no-such-route',
        cookies: { _csrf: token },
        headers: { 'x-csrf-token': token },
      });
      // Past the CSRF check: the route simply does not exist.
      expect(response.statusCode).toBe(404);
    } finally {
      await restarted.close();
    }
  });
});

describe(`CSRF tokens bound to the sign-in session (${testDatabaseKind})`, () => {
  let bound: TestApp;

  beforeAll(async () => {
    bound = await createTestApp({
      env: { PUBLIC_URL: publicUrl },
      testRoutes(app) {
        app.post('/api/v1/test/cart', async () => ({ saved: true }));
      },
    });
  }, 60_000);
  afterAll(() => bound.close());

  it('binds tokens to the session: another session’s token, or one from before sign-in, is refused', async () => {
    // Two sign-ins of one player: two sessions of the identity provider, two `sid`s.
    await ensureDemoUsers(bound.db);
    const [first, second] = [
      await signIn(bound.app, demoUsers[0].email, demoUsers[0].password),
      await signIn(bound.app, demoUsers[0].email, demoUsers[0].password),
    ];
    const sessions: Record<string, string> = {
      'istunto-a': `Bearer ${first.id_token}`,
      'istunto-b': `Bearer ${second.id_token}`,
    };
    const bearer = (name: string) => sessions[name]!;
    const tokenFor = async (authorization?: string) => {
      const response = await bound.app.inject({
        url: '/api/v1/csrf',
        headers: authorization ? { authorization } : {},
      });
      return response.json<{ token: string }>().token;
    };
    const post = (token: string, authorization?: string) =>
      bound.app.inject({
        method: 'POST',
        url: '/api/v1/test/cart',
        payload: { id: 1 },
        cookies: { _csrf: token },
        headers: { 'x-csrf-token': token, ...(authorization ? { authorization } : {}) },
      });
    const isCsrfRefusal = (response: { statusCode: number; body: string }) =>
      response.statusCode === 403 && response.body.includes('csrf_token_invalid');

    const anonymous = await tokenFor();
    const sessionA = await tokenFor(bearer('istunto-a'));
    expect(sessionA).not.toBe(anonymous);
    // The anonymous token works without a session and is refused once the browser has one.
    expect((await post(anonymous)).statusCode).toBe(200);
    expect(isCsrfRefusal(await post(anonymous, bearer('istunto-a')))).toBe(true);
    // Session A's token passes for A…
    expect((await post(sessionA, bearer('istunto-a'))).statusCode).toBe(200);
    // …and is worthless for session B, and without any session.
    expect(isCsrfRefusal(await post(sessionA, bearer('istunto-b')))).toBe(true);
    expect(isCsrfRefusal(await post(sessionA))).toBe(true);
    // A token minted for A is handed back to A as it is, and replaced for B.
    const again = await bound.app.inject({
      url: '/api/v1/csrf',
      headers: { authorization: bearer('istunto-a') },
      cookies: { _csrf: sessionA },
    });
    expect(again.json<{ token: string }>().token).toBe(sessionA);
    const forB = await bound.app.inject({
      url: '/api/v1/csrf',
      headers: { authorization: bearer('istunto-b') },
      cookies: { _csrf: sessionA },
    });
    expect(forB.json<{ token: string }>().token).not.toBe(sessionA);
  });
  it('keeps a session’s token when a request without a session passes by, and only the renewal replaces it', async () => {
    await ensureDemoUsers(bound.db);
    const { id_token: idToken } = await signIn(bound.app, demoUsers[0].email, demoUsers[0].password);
    const authorization = `Bearer ${idToken}`;
    const minted = await bound.app.inject({ url: '/api/v1/csrf', headers: { authorization } });
    const sessionToken = minted.json<{ token: string }>().token;
    // What a signed-in page loads without its bearer: the document, the favicon, the identity provider's
    // discovery. None of them may swap the session's token for an anonymous one under the app's next write.
    for (const url of ['/', '/favicon.ico', '/oidc/.well-known/openid-configuration', '/healthz']) {
      const passing = await bound.app.inject({ url, cookies: { _csrf: sessionToken } });
      expect(setCookieHeader(passing.headers), url).toEqual([]);
    }
    const write = await bound.app.inject({
      method: 'POST',
      url: '/api/v1/test/cart',
      cookies: { _csrf: sessionToken },
      headers: { 'x-csrf-token': sessionToken, authorization },
    });
    expect(write.statusCode).toBe(200);
    // A visitor without a session who asks for a token (the app's renewal) gets an anonymous one, and a
    // cookie that is no token at all is replaced on any page.
    const renewal = await bound.app.inject({ url: '/api/v1/csrf', cookies: { _csrf: sessionToken } });
    const anonymous = renewal.json<{ token: string }>().token;
    expect(anonymous).not.toBe(sessionToken);
    expect(setCookieHeader(renewal.headers)).toEqual([expect.stringContaining(`_csrf=${anonymous};`)]);
    const garbage = await bound.app.inject({ url: '/healthz', cookies: { _csrf: 'not-a-token' } });
    expect(setCookieHeader(garbage.headers)).toEqual([
      expect.stringMatching(/^_csrf=[\w-]{43}\.[\w-]{43}; /),
    ]);
  });
});

describe('CSRF token check after a token was found valid', () => {
  it('still refuses that token for another session, under another key and with its signature changed', () => {
    const token = createCsrfToken('key-one', 'sid:first');
    // Found valid once: the next checks of the same token are answered from memory.
    expect(isValidCsrfToken('key-one', token, 'sid:first')).toBe(true);
    expect(isValidCsrfToken('key-one', token, 'sid:first')).toBe(true);
    expect(isValidCsrfToken('key-one', token, 'sid:second')).toBe(false);
    expect(isValidCsrfToken('key-one', token, anonymousBinding)).toBe(false);
    expect(isValidCsrfToken('key-two', token, 'sid:first')).toBe(false);
    const [nonce, signature] = token.split('.') as [string, string];
    const changed = `${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(isValidCsrfToken('key-one', changed, 'sid:first')).toBe(false);
    expect(isValidCsrfToken('key-one', `${token}.x`, 'sid:first')).toBe(false);
  });
});
