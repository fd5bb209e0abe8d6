import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleLimits } from '../plugins/rate-limit.ts';
import { testDatabaseKind } from '../test/harness.ts';
import { texts } from './interactions.ts';
import { resetTexts } from './password-reset.ts';
import { resetLinkLifetimeMinutes } from './password-reset-tokens.ts';
import {
  Browser,
  authorizationRequest,
  exchangeCode,
  formAction,
  publicUrl,
  type TokenSet,
} from './test-client.ts';
import { identityTestApp, type IdentityTestApp } from './test-app.ts';
import { registerUser } from './users.ts';
import { webClientId } from './provider.ts';

describe(`password reset through a one-time link (${testDatabaseKind})`, () => {
  let setup: IdentityTestApp;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  let address = 0;
  /** Each test's browser comes from its own client address, so the per-address limit stays apart. */
  const browser = () => new Browser(setup.app, `10.9.0.${(address += 1)}`);

  beforeAll(async () => {
    setup = await identityTestApp(undefined, { now });
  }, 60_000);
  afterAll(() => setup.close());

  async function player(password = 'vanha-salasana') {
    const email = `pelaaja-${randomUUID().slice(0, 8)}@example.fi`;
    const result = await registerUser(setup.db, {
      firstName: 'Pia',
      lastName: 'Pelaaja',
      email,
      phone: null,
      password,
    });
    if (!result.ok) throw new Error('registration failed');
    return { email, password, user: result.user };
  }

  async function mailsTo(email: string) {
    return setup.db.selectFrom('outbox').selectAll().where('recipient', '=', email).orderBy('id').execute();
  }

  /** The reset link of the latest mail to `email`. */
  async function linkFor(email: string): Promise<string> {
    const mails = await mailsTo(email);
    const link = /https?:\/\/\S+\/oidc\/password-reset\/[A-Za-z0-9_-]+/.exec(mails.at(-1)?.body ?? '')?.[0];
    if (!link) throw new Error(`no reset link mailed to ${email}`);
    return link;
  }

  function requestReset(client: Browser, email: string) {
    return client.request('/oidc/password-reset', { form: { email } });
  }

  async function signInAttempt(email: string, password: string) {
    const client = browser();
    const request = authorizationRequest();
    const loginPage = await client.follow(await client.request(request.url));
    const answer = await client.follow(
      await client.request(formAction(loginPage.body), { form: { email, password } }),
    );
    return { client, request, answer };
  }

  async function signIn(email: string, password: string): Promise<TokenSet> {
    const { client, request, answer } = await signInAttempt(email, password);
    expect(answer.location, `sign-in of ${email}`).toBeDefined();
    return exchangeCode(client, answer.location!, request);
  }

  it('links "Unohtuiko salasana?" from the login page to the request page', async () => {
    const client = browser();
    const loginPage = await client.follow(await client.request(authorizationRequest().url));
    expect(loginPage.body).toContain('<a href="/oidc/password-reset">Unohtuiko salasana?</a>');
    const page = await client.request('/oidc/password-reset');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Unohtuiko salasana?</h1>');
    expect(formAction(page.body)).toBe('/oidc/password-reset');
  });

  it('answers the same whether or not the email has an account, and mails a link only to an account', async () => {
    const { email } = await player();
    const unknown = `ei-tilia-${randomUUID().slice(0, 8)}@example.fi`;
    const registered = await requestReset(browser(), email.toUpperCase());
    const unregistered = await requestReset(browser(), unknown);
    expect(registered.status).toBe(200);
    expect(unregistered.status).toBe(200);
    expect(registered.body.replace(email.toUpperCase(), 'X')).toBe(unregistered.body.replace(unknown, 'X'));
    expect(registered.body).toContain('Tarkista sähköpostisi');
    expect(registered.body).toContain('<a href="/oidc/password-reset">pyydä uusi linkki</a>');
    expect(await mailsTo(unknown)).toHaveLength(0);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].channel).toBe('email');
    expect(mails[0].body).toContain(`${publicUrl}/oidc/password-reset/`);
    expect(mails[0].body).toContain(`${resetLinkLifetimeMinutes} minuutin`);
  });

  it('refuses an empty or malformed email with a Finnish message', async () => {
    const empty = await requestReset(browser(), '');
    expect(empty.status).toBe(400);
    expect(empty.body).toContain(texts.missingValue);
    const malformed = await requestReset(browser(), 'ei-osoite');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toContain(texts.invalidEmail);
  });

  it('stores only the hash of the link token', async () => {
    const { email, user } = await player();
    await requestReset(browser(), email);
    const token = (await linkFor(email)).split('/').at(-1)!;
    const rows = await setup.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sets a new password once: sessions end, the new password works, the old does not, the link is used up', async () => {
    const { email, password } = await player();
    const before = await signIn(email, password);
    const client = browser();
    await requestReset(client, email);
    const link = await linkFor(email);

    const form = await client.request(link);
    expect(form.status).toBe(200);
    expect(form.body).toContain('<h1>Aseta uusi salasana</h1>');
    // The token in the address goes to no page linked from here.
    const headers = await setup.app.inject({
      url: new URL(link).pathname,
      headers: { host: 'localhost:8400' },
    });
    expect(headers.headers['referrer-policy']).toBe('no-referrer');
    expect(headers.headers['cache-control']).toBe('no-store');

    const differ = await client.request(link, {
      form: { password: 'uusi-salasana-1', password_repeat: 'uusi-salasana-2' },
    });
    expect(differ.status).toBe(400);
    expect(differ.body).toContain(resetTexts.passwordsDiffer);
    const short = await client.request(link, { form: { password: 'lyhyt', password_repeat: 'lyhyt' } });
    expect(short.status).toBe(400);
    expect(short.body).toContain(texts.passwordTooShort);

    const done = await client.request(link, {
      form: { password: 'uusi-salasana-1', password_repeat: 'uusi-salasana-1' },
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain(`<h1>${resetTexts.doneTitle}</h1>`);
    expect(done.body).toContain('?automatic_login=1');

    // Every session that existed ends: its id token and refresh token are refused.
    const me = await setup.app.inject({
      url: '/me',
      headers: { authorization: `Bearer ${before.id_token}` },
    });
    expect(me.statusCode).toBe(401);
    const refreshed = await setup.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { host: 'localhost:8400', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: before.refresh_token!,
        client_id: webClientId,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(400);

    const old = await signInAttempt(email, password);
    expect(old.answer.status).toBe(401);
    expect(old.answer.body).toContain(texts.invalidCredentials);
    const after = await signIn(email, 'uusi-salasana-1');
    expect(after.id_token).toEqual(expect.any(String));

    // Used twice: a Finnish page says so and how to ask for a new link, and the password stays.
    for (const again of [
      await client.request(link),
      await client.request(link, {
        form: { password: 'kolmas-salasana', password_repeat: 'kolmas-salasana' },
      }),
    ]) {
      expect(again.status).toBe(410);
      expect(again.body).toContain(resetTexts.linkInvalidTitle);
      expect(again.body).toContain('Pyydä uusi linkki');
      expect(again.body).toContain('href="/oidc/password-reset"');
    }
    await signIn(email, 'uusi-salasana-1');
  });

  it('lets the owner of an account locked by failed sign-ins in at once with the new password', async () => {
    const { email } = await player();
    const { max } = throttleLimits.loginFailuresPerAccount;
    for (let attempt = 0; attempt < max; attempt += 1)
      expect((await signInAttempt(email, `arvaus-${attempt}`)).answer.status).toBe(401);
    expect((await signInAttempt(email, 'arvaus-x')).answer.status).toBe(429);
    const client = browser();
    await requestReset(client, email);
    const done = await client.request(await linkFor(email), {
      form: { password: 'uusi-salasana-1', password_repeat: 'uusi-salasana-1' },
    });
    expect(done.status).toBe(200);
    await signIn(email, 'uusi-salasana-1');
  });

  it('answers a damaged link with the "Linkki ei ole voimassa" page, never a bare error', async () => {
    const client = browser();
    for (const path of ['x'.repeat(400), 'abc/def', 'abc/', 'a%20b', '%E2%82%AC']) {
      const answer = await client.request(`/oidc/password-reset/${path}`);
      expect(answer.status, path).toBe(410);
      expect(answer.body, path).toContain(resetTexts.linkInvalid);
      const sent = await client.request(`/oidc/password-reset/${path}`, {
        form: { password: 'uusi-salasana-1', password_repeat: 'uusi-salasana-1' },
      });
      expect(sent.status, path).toBe(410);
    }
  });

  it('expires the link after its lifetime on the server clock', async () => {
    const { email, password } = await player();
    const client = browser();
    await requestReset(client, email);
    const link = await linkFor(email);
    offset += (resetLinkLifetimeMinutes - 1) * 60_000;
    expect((await client.request(link)).status).toBe(200);
    offset += 2 * 60_000;
    const expired = await client.request(link, {
      form: { password: 'uusi-salasana-1', password_repeat: 'uusi-salasana-1' },
    });
    expect(expired.status).toBe(410);
    expect(expired.body).toContain(resetTexts.linkInvalid);
    expect((await signInAttempt(email, password)).answer.location).toBeDefined();
  });

  it('limits requests per email, registered or not, and per client address', async () => {
    const perAccount = throttleLimits.passwordResetPerAccount;
    for (const email of [(await player()).email, `ei-tilia-${randomUUID().slice(0, 8)}@example.fi`]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= perAccount.max; attempt += 1)
        statuses.push((await requestReset(browser(), email)).status);
      expect(statuses).toEqual([...Array(perAccount.max).fill(200), 429]);
    }
    const limited = await requestReset(browser(), `ei-tilia-${randomUUID().slice(0, 8)}@example.fi`);
    expect(limited.status).toBe(200);

    const perAddress = throttleLimits.passwordResetPerAddress;
    const client = browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= perAddress.max; attempt += 1)
      statuses.push(
        (await requestReset(client, `osoite-${attempt}-${randomUUID().slice(0, 8)}@example.fi`)).status,
      );
    expect(statuses.slice(0, perAddress.max)).toEqual(Array(perAddress.max).fill(200));
    expect(statuses[perAddress.max]).toBe(429);
    const tooMany = await requestReset(client, 'toinen@example.fi');
    expect(tooMany.body).toContain(texts.tooManyAttempts);
  });
});
