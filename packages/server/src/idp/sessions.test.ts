import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, SignJWT } from 'jose';
import { demoUsers } from './demo-users.ts';
import { issuerFor, webClientId } from './provider.ts';
import {
  Browser,
  authorizationRequest,
  claimsOf,
  exchangeCode,
  formAction,
  publicUrl,
  type TokenSet,
} from './test-client.ts';
import { identityTestApp, type IdentityTestApp } from './test-app.ts';

const maija = demoUsers[0];
const matti = demoUsers[1];

describe('sessions that end', () => {
  let setup: IdentityTestApp;
  beforeAll(async () => {
    setup = await identityTestApp();
  }, 60_000);
  afterAll(() => setup.close());

  /** A browser that signed in; it keeps the issuer's session cookie for logging out. */
  async function signedIn(email: string, password: string): Promise<{ browser: Browser; tokens: TokenSet }> {
    const browser = new Browser(setup.app);
    const request = authorizationRequest();
    const loginPage = await browser.follow(await browser.request(request.url));
    const callback = await browser.follow(
      await browser.request(formAction(loginPage.body), { form: { email, password } }),
    );
    return { browser, tokens: await exchangeCode(browser, callback.location!, request) };
  }

  function refresh(refreshToken: string) {
    return setup.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: 'localhost:8400', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: webClientId,
      }).toString(),
    });
  }

  function profile(idToken: string) {
    return setup.app.inject({ url: '/me', headers: { authorization: `Bearer ${idToken}` } });
  }

  /** The app's "Kirjaudu ulos": end_session with the id token, the logout form submitted as the page does. */
  async function logOut(browser: Browser, idToken: string) {
    const query = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: `${publicUrl}/`,
      client_id: webClientId,
    });
    const page = await browser.request(`/oidc/session/end?${query}`);
    expect(page.status).toBe(200);
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(page.body)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1];
    const done = await browser.request(action, { form: { xsrf, logout: 'yes' } });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${publicUrl}/`);
  }

  it('puts the session id (sid) in id tokens, also in refreshed ones', async () => {
    const { tokens } = await signedIn(maija.email, maija.password);
    const sid = claimsOf(tokens.id_token).sid;
    expect(sid).toEqual(expect.any(String));
    const renewed = await refresh(tokens.refresh_token!);
    expect(claimsOf(renewed.json().id_token).sid).toBe(sid);
  });

  it('logout revokes the refresh token (invalid_grant) and the API refuses the old id token', async () => {
    const { browser, tokens } = await signedIn(maija.email, maija.password);
    const renewed = (await refresh(tokens.refresh_token!)).json() as TokenSet;
    expect((await profile(renewed.id_token)).statusCode).toBe(200);

    await logOut(browser, renewed.id_token);

    const afterLogout = await refresh(renewed.refresh_token!);
    expect(afterLogout.statusCode).toBe(400);
    expect(afterLogout.json().error).toBe('invalid_grant');
    for (const idToken of [tokens.id_token, renewed.id_token]) {
      const refused = await profile(idToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('invalid_token');
    }
    // Another session of the same player is not touched by this browser's logout.
    const other = await signedIn(maija.email, maija.password);
    expect((await profile(other.tokens.id_token)).statusCode).toBe(200);
    expect((await refresh(other.tokens.refresh_token!)).statusCode).toBe(200);
  });

  it('a password change ends every other session of the player, not the one it was made in', async () => {
    const phone = await signedIn(matti.email, matti.password);
    const laptop = await signedIn(matti.email, matti.password);
    const maijas = await signedIn(maija.email, maija.password);

    const changed = await setup.app.inject({
      method: 'PATCH',
      url: '/me/password',
      headers: { authorization: `Bearer ${laptop.tokens.id_token}` },
      payload: { current_password: matti.password, new_password: 'Uusi-salasana-2' },
    });
    expect(changed.statusCode).toBe(204);

    const phoneRefresh = await refresh(phone.tokens.refresh_token!);
    expect(phoneRefresh.statusCode).toBe(400);
    expect(phoneRefresh.json().error).toBe('invalid_grant');
    const phoneProfile = await profile(phone.tokens.id_token);
    expect(phoneProfile.statusCode).toBe(401);
    expect(phoneProfile.json().code).toBe('invalid_token');
    // The phone's issuer session is gone too: a new authorization asks for the password again.
    const again = await phone.browser.follow(await phone.browser.request(authorizationRequest().url));
    expect(again.body).toContain('<h1>Kirjaudu sisään</h1>');

    expect((await profile(laptop.tokens.id_token)).statusCode).toBe(200);
    const laptopRefresh = await refresh(laptop.tokens.refresh_token!);
    expect(laptopRefresh.statusCode).toBe(200);
    expect((await profile(laptopRefresh.json().id_token)).statusCode).toBe(200);

    expect((await profile(maijas.tokens.id_token)).statusCode).toBe(200);
    expect((await refresh(maijas.tokens.refresh_token!)).statusCode).toBe(200);
  });

  describe('forged lifetimes', () => {
    async function signed(claims: { iat: number; exp: number }) {
      const jwk = setup.app.identity.keys.signing.keys[0];
      const { tokens } = await signedIn(maija.email, maija.password);
      const real = claimsOf(tokens.id_token);
      return new SignJWT({ ...real, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .sign(await importJWK(jwk, 'RS256'));
    }
    const now = () => Math.floor(Date.now() / 1000);

    it('accepts a token signed the way the issuer does (the control)', async () => {
      const token = await signed({ iat: now(), exp: now() + 3600 });
      expect(claimsOf(token).iss).toBe(issuerFor(publicUrl));
      expect((await profile(token)).statusCode).toBe(200);
    });

    it('refuses a token issued in the future beyond the clock skew', async () => {
      const refused = await profile(await signed({ iat: now() + 600, exp: now() + 4200 }));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('invalid_token');
    });

    it('refuses a token living longer than the issuer’s id-token lifetime', async () => {
      const refused = await profile(await signed({ iat: now() - 10, exp: now() + 30 * 24 * 3600 }));
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('invalid_token');
    });
  });
});
