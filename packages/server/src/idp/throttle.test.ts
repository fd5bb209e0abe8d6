import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleLimits } from '../plugins/rate-limit.ts';
import { demoUsers } from './demo-users.ts';
import { texts } from './interactions.ts';
import { identityOptionsFromEnv } from './plugin.ts';
import { Browser, authorizationRequest, formAction, signIn } from './test-client.ts';
import { identityTestApp, type IdentityTestApp } from './test-app.ts';
import type { FastifyInstance } from 'fastify';

const maija = demoUsers[0];
const matti = demoUsers[1];
const perAccount = throttleLimits.loginFailuresPerAccount;

describe('throttled sign-in, registration and password change', () => {
  let setup: IdentityTestApp;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  beforeAll(async () => {
    setup = await identityTestApp(undefined, { now });
  }, 60_000);
  afterAll(() => setup.close());

  async function loginForm(app: FastifyInstance, address: string) {
    const browser = new Browser(app, address);
    const request = authorizationRequest();
    const page = await browser.follow(await browser.request(request.url));
    return { browser, action: formAction(page.body) };
  }

  it('refuses sign-ins to an account after the configured failures, also the right password, until the window ends', async () => {
    const { browser, action } = await loginForm(setup.app, '10.0.1.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await browser.request(action, {
        form: { email: maija.email, password: `arvaus-${attempt}` },
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toContain(texts.tooManyAttempts);
        expect(response.body).toContain('<h1>Kirjaudu sisään</h1>');
      }
    }
    expect(statuses.slice(0, perAccount.max)).toEqual(Array(perAccount.max).fill(401));
    expect(statuses.slice(perAccount.max)).toEqual(Array(30 - perAccount.max).fill(429));

    // The right password from another address is refused too while the account's window lasts.
    const other = await loginForm(setup.app, '10.0.1.2');
    const refused = await other.browser.request(other.action, {
      form: { email: 'Maija@Example.fi', password: maija.password },
    });
    expect(refused.status).toBe(429);
    expect(refused.location).toBeUndefined();

    offset += perAccount.timeWindow + 1000;
    const tokens = await signIn(setup.app, maija.email, maija.password);
    expect(tokens.id_token).toEqual(expect.any(String));
  });

  it('refuses more sign-in posts from one address than the configured number, other addresses not', async () => {
    const { max } = throttleLimits.loginPerAddress;
    const { browser, action } = await loginForm(setup.app, '10.0.2.1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const response = await browser.request(action, {
        form: { email: `nobody-${attempt}@example.fi`, password: 'arvaus-123' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses[max]).toBe(429);
    const elsewhere = await loginForm(setup.app, '10.0.2.2');
    const fine = await elsewhere.browser.request(elsewhere.action, {
      form: { email: 'nobody@example.fi', password: 'arvaus-123' },
    });
    expect(fine.status).toBe(401);
  });

  it('shares the counters between two server instances on one database', async () => {
    const second = await setup.restart();
    try {
      const first = await loginForm(setup.app, '10.0.3.1');
      const other = await loginForm(second.app, '10.0.3.2');
      for (let attempt = 0; attempt < perAccount.max; attempt += 1) {
        const { browser, action } = attempt % 2 === 0 ? first : other;
        const response = await browser.request(action, {
          form: { email: matti.email, password: 'väärin-1' },
        });
        expect(response.status).toBe(401);
      }
      for (const { browser, action } of [first, other]) {
        const response = await browser.request(action, {
          form: { email: matti.email, password: matti.password },
        });
        expect(response.status).toBe(429);
      }
    } finally {
      await second.close();
    }
    offset += perAccount.timeWindow + 1000;
  });

  it('refuses registrations from one address over the configured number with a Finnish page', async () => {
    const { max } = throttleLimits.registrationPerAddress;
    const browser = new Browser(setup.app, '10.0.4.1');
    const page = await browser.follow(await browser.request(authorizationRequest({ prompt: 'create' }).url));
    const action = formAction(page.body);
    for (let attempt = 0; attempt < max; attempt += 1) {
      // Invalid forms count too: each post is an attempt.
      const response = await browser.request(action, { form: { first_name: '', email: `x${attempt}` } });
      expect(response.status).toBe(400);
    }
    const refused = await browser.request(action, {
      form: {
        first_name: 'Liisa',
        last_name: 'Lahtinen',
        email: 'liisa@example.fi',
        password: 'Salasana-123',
      },
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(texts.tooManyAttempts);
  });

  it('takes the number of registrations an address may make from REGISTRATIONS_PER_ADDRESS_PER_HOUR', async () => {
    expect(
      identityOptionsFromEnv({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '200' }).registrationsPerAddress,
    ).toBe(200);
    expect(identityOptionsFromEnv({}).registrationsPerAddress).toBeUndefined();
    for (const wrong of ['0', '-5', '2.5', 'paljon'])
      expect(() => identityOptionsFromEnv({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: wrong })).toThrow(
        /REGISTRATIONS_PER_ADDRESS_PER_HOUR must be a whole number \(1 or more\)/,
      );

    // A sales point's kiosk: three registrations an hour from its address, the fourth refused.
    const kiosk = await identityTestApp(undefined, { registrationsPerAddress: 3 });
    try {
      const browser = new Browser(kiosk.app, '10.0.4.2');
      const page = await browser.follow(
        await browser.request(authorizationRequest({ prompt: 'create' }).url),
      );
      const action = formAction(page.body);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await browser.request(action, { form: { first_name: '', email: `k${attempt}` } });
        expect(response.status).toBe(400);
      }
      const refused = await browser.request(action, { form: { first_name: '', email: 'k3' } });
      expect(refused.status).toBe(429);
      expect(refused.body).toContain(texts.tooManyAttempts);
    } finally {
      await kiosk.close();
    }
  });

  it('answers too_many_attempts (429) to password changes over the configured number', async () => {
    const { max } = throttleLimits.passwordChangePerUser;
    const { id_token: token } = await signIn(setup.app, maija.email, maija.password);
    const change = (current: string) =>
      setup.app.inject({
        method: 'PATCH',
        url: '/me/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, new_password: 'Uusi-salasana-3' },
      });
    for (let attempt = 0; attempt < max; attempt += 1) {
      const wrong = await change(`arvaus-${attempt}`);
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await change(maija.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('throttled start of strong identification', () => {
  it('answers too_many_attempts (429) to starts over the configured number per player', async () => {
    const { createTestApp } = await import('../test/harness.ts');
    const setup = await createTestApp();
    try {
      const { max } = throttleLimits.strongAuthStartPerUser;
      const start = (user: string) => setup.request({ method: 'GET', url: '/api/v1/users/auth/start', user });
      for (const id of ['kalle', 'ville'])
        await setup.db
          .insertInto('users')
          .values({
            id: randomUUID(),
            sub: id,
            email: `${id}@example.test`,
            password_hash: null,
            first_name: 'Testi',
            last_name: 'Käyttäjä',
            phone: null,
            street_address: null,
            postal_code: null,
            city: null,
            strongly_authenticated_at: null,
            strong_first_names: null,
            strong_family_name: null,
          })
          .execute();
      for (let attempt = 0; attempt < max; attempt += 1) expect((await start('kalle')).statusCode).toBe(200);
      const refused = await start('kalle');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
      expect((await start('ville')).statusCode).toBe(200);
    } finally {
      await setup.close();
    }
  }, 60_000);
});
