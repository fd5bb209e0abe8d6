import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { ftnLevelOfAssurance } from './provider.ts';
import {
  formsOf,
  identifyAt,
  openAuthorizePage,
  submitForm,
  testPublicUrl,
  testRedirectUri,
} from './test-browser.ts';

let clock = new Date('2025-05-05T09:00:00Z');
let setup: TestApp;
let clientSecret: string;

const issuer = `${testPublicUrl}/ftn-sim`;

function authorizeUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    scope: 'openid',
    client_id: 'arpa',
    redirect_uri: testRedirectUri,
    state: 'tila-123',
    nonce: 'kerta-456',
    ...params,
  });
  return `/ftn-sim/authorize?${query}`;
}

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

function token(form: Record<string, string>, authorization?: string) {
  return setup.app.inject({
    method: 'POST',
    url: '/ftn-sim/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

async function codeFor(person = 0): Promise<string> {
  const back = await identifyAt(setup.app, authorizeUrl(), { person });
  expect(back.get('state')).toBe('tila-123');
  return back.get('code') ?? '';
}

beforeAll(async () => {
  setup = await createTestApp({ now: () => clock });
  const secret = await setup.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'ftn_client_secret')
    .executeTakeFirstOrThrow();
  clientSecret = secret.value;
});
afterAll(() => setup.close());

describe(`FTN simulator (${testDatabaseKind})`, () => {
  it('publishes its discovery document and keys', async () => {
    const discovery = await setup.app.inject({
      method: 'GET',
      url: '/ftn-sim/.well-known/openid-configuration',
    });
    expect(discovery.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
    });
    const jwks = await setup.app.inject({ method: 'GET', url: '/ftn-sim/jwks' });
    const keys = jwks.json<JSONWebKeySet>().keys;
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('shows a Finnish test page with test persons and a form for typing one', async () => {
    const page = await openAuthorizePage(setup.app, authorizeUrl());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="fi">');
    expect(page.body).toContain('Vahva tunnistautuminen');
    expect(page.body).toContain('Maija Liisa Meikäläinen');
    expect(page.body).toContain('010170-999R');
    expect(page.body).toContain('<label for="field-personal_identity_code">Henkilötunnus</label>');
    expect(page.body).toContain('Peruuta tunnistautuminen');
  });

  it('issues a single-use code and an id token signed with its key, with the person’s names and code', async () => {
    const code = await codeFor(1);
    const response = await token(
      { grant_type: 'authorization_code', code, redirect_uri: testRedirectUri },
      basic('arpa', clientSecret),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ id_token: string; token_type: string }>();
    expect(body.token_type).toBe('Bearer');
    const jwks = (await setup.app.inject({ method: 'GET', url: '/ftn-sim/jwks' })).json<JSONWebKeySet>();
    const { payload } = await jwtVerify(body.id_token, createLocalJWKSet(jwks), {
      issuer,
      audience: 'arpa',
      currentDate: clock,
    });
    expect(payload).toMatchObject({
      given_name: 'Matti Johannes',
      family_name: 'Virtanen',
      personal_identity_code: '010170-999R',
      nonce: 'kerta-456',
      acr: ftnLevelOfAssurance,
    });
    expect(payload.exp! - payload.iat!).toBe(300);

    const again = await token(
      { grant_type: 'authorization_code', code, redirect_uri: testRedirectUri },
      basic('arpa', clientSecret),
    );
    expect([again.statusCode, again.json().error]).toEqual([400, 'invalid_grant']);
  });

  it('accepts the client secret in the form as well, and refuses a wrong one', async () => {
    const code = await codeFor();
    const wrong = await token(
      { grant_type: 'authorization_code', code, redirect_uri: testRedirectUri },
      basic('arpa', 'arvaus'),
    );
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, 'invalid_client']);
    expect(wrong.headers['www-authenticate']).toContain('Basic');
    const none = await token({ grant_type: 'authorization_code', code, redirect_uri: testRedirectUri });
    expect(none.statusCode).toBe(401);
    const posted = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: testRedirectUri,
      client_id: 'arpa',
      client_secret: clientSecret,
    });
    expect(posted.statusCode).toBe(200);
    expect(decodeJwt(posted.json().id_token).given_name).toBe('Maija Liisa');
  });

  it('refuses an expired code and a code sent with another redirect URI', async () => {
    const expiring = await codeFor();
    clock = new Date(clock.getTime() + 61_000);
    const late = await token(
      { grant_type: 'authorization_code', code: expiring, redirect_uri: testRedirectUri },
      basic('arpa', clientSecret),
    );
    expect([late.statusCode, late.json().error]).toEqual([400, 'invalid_grant']);

    const code = await codeFor();
    const elsewhere = await token(
      { grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:8080/muualle' },
      basic('arpa', clientSecret),
    );
    expect(elsewhere.json().error).toBe('invalid_grant');
    const other = await token({ grant_type: 'client_credentials' }, basic('arpa', clientSecret));
    expect(other.json().error).toBe('unsupported_grant_type');
  });

  it('never redirects to an unregistered URI and reports request errors to the client', async () => {
    const unknownClient = await openAuthorizePage(setup.app, authorizeUrl({ client_id: 'vieras' }));
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.headers.location).toBeUndefined();
    const foreign = await openAuthorizePage(
      setup.app,
      authorizeUrl({ redirect_uri: 'https://evil.example/auth' }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    expect(foreign.body).toContain('Paluuosoite');

    const implicit = await openAuthorizePage(setup.app, authorizeUrl({ response_type: 'token' }));
    expect(implicit.statusCode).toBe(303);
    const back = new URL(String(implicit.headers.location));
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.searchParams.get('state')).toBe('tila-123');
    const noOpenid = await openAuthorizePage(setup.app, authorizeUrl({ scope: 'profile' }));
    expect(new URL(String(noOpenid.headers.location)).searchParams.get('error')).toBe('invalid_scope');
  });

  it('lets the tester type a person, checks the code and cancels back with access_denied', async () => {
    const typed = await identifyAt(setup.app, authorizeUrl(), {
      given_name: 'Testi Henrik',
      family_name: 'Testinen',
      personal_identity_code: '131052-308t',
    });
    const response = await token(
      { grant_type: 'authorization_code', code: typed.get('code') ?? '', redirect_uri: testRedirectUri },
      basic('arpa', clientSecret),
    );
    expect(decodeJwt(response.json().id_token)).toMatchObject({
      given_name: 'Testi Henrik',
      family_name: 'Testinen',
      personal_identity_code: '131052-308T',
    });

    const page = await openAuthorizePage(setup.app, authorizeUrl());
    const forms = formsOf(page.body);
    const typedForm = forms.find((form) => !('person' in form.fields) && !('cancel' in form.fields));
    const wrong = await submitForm(setup.app, typedForm!, {
      given_name: 'Testi',
      family_name: 'Testinen',
      personal_identity_code: '131052-308U',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Tarkista etunimet, sukunimi ja henkilötunnus.');
    expect(wrong.body).toContain('value="131052-308U"');

    const cancel = forms.find((form) => 'cancel' in form.fields);
    const cancelled = await submitForm(setup.app, cancel!, {});
    const back = new URL(String(cancelled.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('tila-123');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('keeps no personal identity code readable in its code table', async () => {
    await codeFor(3);
    const rows = await setup.db.selectFrom('ftn_sim_codes').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('311280');
  });
});
