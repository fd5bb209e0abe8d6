import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { demoUsers } from './demo-users.ts';
import { publicJwks } from './keys.ts';
import { webClientId } from './provider.ts';
import {
  Browser,
  authorizationRequest,
  claimsOf,
  exchangeCode,
  formAction,
  publicUrl,
  signIn,
} from './test-client.ts';
import { identityTestApp, type IdentityTestApp } from './test-app.ts';

const maija = demoUsers[0];

describe('embedded OIDC issuer', () => {
  let setup: IdentityTestApp;
  beforeAll(async () => {
    setup = await identityTestApp();
  }, 60_000);
  afterAll(() => setup.close());

  it('advertises prompt=create, the offline scope and code flow with PKCE in discovery', async () => {
    const response = await setup.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:8400' },
    });
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${publicUrl}/oidc`);
    expect(discovery.prompt_values_supported).toEqual(expect.arrayContaining(['create', 'login', 'none']));
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'phone', 'address', 'offline']),
    );
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toBe(`${publicUrl}/oidc/session/end`);
  });

  it('signs a user in with authorization code + PKCE and issues a signed id token with profile claims', async () => {
    const browser = new Browser(setup.app);
    const request = authorizationRequest();
    const loginPage = await browser.follow(await browser.request(request.url));
    expect(loginPage.status).toBe(200);
    expect(loginPage.body).toContain('<html lang="fi">');
    expect(loginPage.body).toContain('<h1>Kirjaudu sisään</h1>');
    expect(loginPage.body).toMatch(/<label for="field-email">Sähköposti<\/label>/);
    expect(loginPage.body).toMatch(/<label for="field-password">Salasana<\/label>/);
    expect(loginPage.body).toContain('>Kirjaudu</button>');
    expect(loginPage.body).toContain('>Luo uusi tili</a>');
    expect(loginPage.body).not.toMatch(/https?:\/\/(?!localhost)/);
    // A way back to the site on the provider's page, and a card of its natural height (not
    // stretched down the whole page by the flex container).
    expect(loginPage.body).toContain(`<a href="${publicUrl.replace(/\/$/, '')}/">Takaisin sivustolle</a>`);
    expect(loginPage.body).toMatch(/main\{[^}]*align-items:flex-start/);

    const callback = await browser.follow(
      await browser.request(formAction(loginPage.body), {
        form: { email: 'MAIJA@example.fi', password: maija.password },
      }),
    );
    expect(callback.location).toMatch(new RegExp(`^${publicUrl}/callback\\?code=`));
    const tokens = await exchangeCode(browser, callback.location!, request);

    const { payload } = await jwtVerify(
      tokens.id_token,
      createLocalJWKSet(publicJwks(setup.app.identity.keys)),
      { issuer: `${publicUrl}/oidc`, audience: webClientId },
    );
    expect(payload).toMatchObject({
      name: 'Maija Meikäläinen',
      given_name: 'Maija',
      family_name: 'Meikäläinen',
      email: 'maija@example.fi',
      phone_number: maija.phone,
    });
    expect(payload.sub).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('serves the signing keys at the jwks endpoint', async () => {
    const response = await setup.app.inject('/oidc/jwks');
    const { keys } = response.json() as { keys: { kid: string; d?: string }[] };
    expect(keys.map((key) => key.kid)).toEqual(setup.app.identity.keys.signing.keys.map((key) => key.kid));
    expect(keys.every((key) => key.d === undefined)).toBe(true);
  });

  it('renews tokens with the refresh token grant', async () => {
    const tokens = await signIn(setup.app, maija.email, maija.password);
    const response = await setup.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: 'localhost:8400', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token!,
        client_id: webClientId,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.json();
    expect(claimsOf(renewed.id_token).sub).toBe(claimsOf(tokens.id_token).sub);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('shows the login page again on a wrong password without saying which field was wrong', async () => {
    const browser = new Browser(setup.app);
    const loginPage = await browser.follow(await browser.request(authorizationRequest().url));
    for (const form of [
      { email: maija.email, password: 'not-the-password' },
      { email: 'nobody@example.fi', password: maija.password },
    ]) {
      const again = await browser.request(formAction(loginPage.body), { form });
      expect(again.status).toBe(401);
      expect(again.location).toBeUndefined();
      expect(again.body).toContain('Virheellinen sähköposti tai salasana.');
      expect(again.body).toContain('<h1>Kirjaudu sisään</h1>');
    }
  });

  it('refuses an interaction form posted without the browser’s interaction cookie (CSRF)', async () => {
    const browser = new Browser(setup.app);
    const loginPage = await browser.follow(await browser.request(authorizationRequest().url));
    const attacker = new Browser(setup.app);
    const response = await attacker.request(formAction(loginPage.body), {
      form: { email: maija.email, password: maija.password },
    });
    expect(response.status).toBe(400);
    expect(response.location).toBeUndefined();
    expect(response.body).toContain('Kirjautuminen vanheni');
  });

  it('registers a new user through prompt=create and signs them in', async () => {
    const browser = new Browser(setup.app);
    const request = authorizationRequest({ prompt: 'create' });
    const page = await browser.follow(await browser.request(request.url));
    expect(page.body).toContain('<h1>Luo tili</h1>');
    for (const label of ['Etunimi', 'Sukunimi', 'Sähköposti', 'Puhelinnumero', 'Salasana'])
      expect(page.body).toContain(`>${label}</label>`);

    const tooShort = await browser.request(formAction(page.body), {
      form: {
        first_name: 'Liisa',
        last_name: 'Lahtinen',
        email: 'liisa@example.fi',
        phone: '',
        password: 'lyhyt',
      },
    });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body).toContain('Salasanan on oltava vähintään 8 merkkiä pitkä.');
    expect(tooShort.body).toContain('value="liisa@example.fi"');

    const callback = await browser.follow(
      await browser.request(formAction(page.body), {
        form: {
          first_name: 'Liisa',
          last_name: 'Lahtinen',
          email: 'Liisa@Example.fi',
          phone: '+358 40 111 2222',
          password: 'salasana-123',
        },
      }),
    );
    const tokens = await exchangeCode(browser, callback.location!, request);
    expect(claimsOf(tokens.id_token)).toMatchObject({
      given_name: 'Liisa',
      family_name: 'Lahtinen',
      email: 'liisa@example.fi',
    });

    const stored = await setup.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('email', '=', 'liisa@example.fi')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain('salasana-123');
  });

  it('refuses to register an email that is already in use', async () => {
    const browser = new Browser(setup.app);
    const page = await browser.follow(await browser.request(authorizationRequest({ prompt: 'create' }).url));
    const response = await browser.request(formAction(page.body), {
      form: {
        first_name: 'Toinen',
        last_name: 'Maija',
        email: 'Maija@example.fi',
        phone: '',
        password: 'salasana-456',
      },
    });
    expect(response.status).toBe(409);
    expect(response.body).toContain('Sähköpostiosoite on jo käytössä.');
    const count = await setup.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', maija.email)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('keeps keys and sessions in the database: a second server process continues the first one’s session', async () => {
    const browser = new Browser(setup.app);
    const first = authorizationRequest();
    const loginPage = await browser.follow(await browser.request(first.url));
    const callback = await browser.follow(
      await browser.request(formAction(loginPage.body), {
        form: { email: maija.email, password: maija.password },
      }),
    );
    await exchangeCode(browser, callback.location!, first);

    const other = await setup.restart();
    try {
      expect(other.app.identity.keys.signing.keys[0].kid).toBe(setup.app.identity.keys.signing.keys[0].kid);
      const sameBrowser = Object.assign(new Browser(other.app), {});
      for (const [name, cookie] of browser.cookies) sameBrowser.cookies.set(name, cookie);
      const second = authorizationRequest();
      // The session cookie from the first process signs the user in without a login page.
      const silent = await sameBrowser.follow(await sameBrowser.request(second.url));
      expect(silent.location).toMatch(new RegExp(`^${publicUrl}/callback\\?code=`));
      const tokens = await exchangeCode(sameBrowser, silent.location!, second);
      expect(claimsOf(tokens.id_token).email).toBe(maija.email);
    } finally {
      await other.close();
    }
  });
});
