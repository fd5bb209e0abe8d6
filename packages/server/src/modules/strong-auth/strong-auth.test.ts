import { createHmac, randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../errors.ts';
import { ensureDemoUsers } from '../../idp/demo-users.ts';
import { publicUrl, signIn } from '../../idp/test-client.ts';
import { personalCodeCheckCharacter } from '../../simulators/ftn/personal-code.ts';
import { identifyAt } from '../../simulators/ftn/test-browser.ts';
import { createTestApp, testDatabaseKind, type TestApp } from '../../test/harness.ts';
import { completeStrongAuth, startStrongAuth } from './service.ts';
import type { StrongAuthSettings } from './settings.ts';

let clock = new Date('2025-05-05T09:00:00Z');
let setup: TestApp;
// The site's origin as the identity provider's test client uses it; the return URI is /auth there.
const redirectUri = `${publicUrl}/auth`;

beforeAll(async () => {
  setup = await createTestApp({ now: () => clock, env: { PUBLIC_URL: publicUrl } });
});
afterAll(() => setup.close());

/** A registered player (the subject equals the id, as for the embedded issuer's users). */
async function newPlayer(firstName = 'Maija', lastName = 'Meikäläinen'): Promise<string> {
  const id = randomUUID();
  await setup.db
    .insertInto('users')
    .values({
      id,
      sub: id,
      email: `${id}@example.test`,
      password_hash: null,
      first_name: firstName,
      last_name: lastName,
      phone: null,
      street_address: null,
      postal_code: null,
      city: null,
      strongly_authenticated_at: null,
      strong_first_names: null,
      strong_family_name: null,
    })
    .execute();
  return id;
}

async function start(user: string): Promise<{ url: string; state: string }> {
  const response = await setup.request({ method: 'GET', url: '/api/v1/users/auth/start', user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function complete(user: string, payload: Record<string, string>, csrf = true) {
  return setup.request({ method: 'POST', url: '/api/v1/users/auth', user, payload, csrf });
}

async function profileOf(user: string) {
  return setup.db
    .selectFrom('users')
    .select([
      'first_name',
      'last_name',
      'strongly_authenticated_at',
      'strong_first_names',
      'strong_family_name',
    ])
    .where('sub', '=', user)
    .executeTakeFirstOrThrow();
}

/** The keyed hash the server stores of a personal code (its HMAC key from server_secrets). */
async function keyedHash(personalCode: string): Promise<string> {
  const key = await setup.db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'personal_code_hmac_key')
    .executeTakeFirstOrThrow();
  return createHmac('sha256', Buffer.from(key.value, 'base64url')).update(personalCode).digest('hex');
}

/** The personal-code hash linked to the player's account. */
async function storedPersonalCodeHash(player: string): Promise<string> {
  const identity = await setup.db
    .selectFrom('strong_identities')
    .select('personal_code_hash')
    .where('user_id', '=', player)
    .executeTakeFirstOrThrow();
  return identity.personal_code_hash;
}

/** Every table's rows as text. */
async function everythingStored(): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(setup.db);
  const dumps: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const rows = await sql<{
      row: string;
    }>`select row_to_json(t)::text as row from ${sql.table(table)} t`.execute(setup.db);
    dumps.push(...rows.rows.map((row) => row.row));
  }
  return dumps.join('\n');
}

describe(`strong identification (${testDatabaseKind})`, () => {
  it('goes from the authorize page to a verified profile carrying the verified names', async () => {
    const player = await newPlayer('Maija', 'M');
    const { url, state } = await start(player);
    const authorize = new URL(url);
    expect(authorize.pathname).toBe('/ftn-sim/authorize');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      scope: 'openid',
      client_id: 'arpa',
      redirect_uri: redirectUri,
      state,
    });

    const back = await identifyAt(setup.app, url, { person: 0 });
    expect(back.get('state')).toBe(state);
    const response = await complete(player, { code: back.get('code') ?? '', state });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      strongly_authenticated: { first_names: 'Maija Liisa', family_name: 'Meikäläinen' },
    });
    expect(await profileOf(player)).toMatchObject({
      first_name: 'Maija Liisa',
      last_name: 'Meikäläinen',
      strong_first_names: 'Maija Liisa',
      strong_family_name: 'Meikäläinen',
      strongly_authenticated_at: clock,
    });

    // The same return again (Back to /auth, a reload) answers the same success and changes nothing: the
    // code is not exchanged twice, the verification keeps its time.
    const verifiedAt = clock;
    clock = new Date(clock.getTime() + 60_000);
    const replay = await complete(player, { code: back.get('code') ?? '', state });
    expect([replay.statusCode, replay.json()]).toEqual([200, response.json()]);
    expect((await profileOf(player)).strongly_authenticated_at).toEqual(verifiedAt);
    // Another player's session with the used state and code gets nothing.
    const other = await newPlayer('Olli', 'Muu');
    const stolen = await complete(other, { code: back.get('code') ?? '', state });
    expect([stolen.statusCode, stolen.json().code]).toEqual([400, 'invalid_auth_token']);
    // The code is single-use: a new state cannot carry it.
    const next = await start(player);
    const reusedCode = await complete(player, { code: back.get('code') ?? '', state: next.state });
    expect([reusedCode.statusCode, reusedCode.json().code]).toEqual([400, 'invalid_auth_token']);
  });

  it('works for a player signed in at the identity provider, whose names are then locked', async () => {
    await ensureDemoUsers(setup.db);
    const { id_token: token } = await signIn(setup.app, 'matti@example.fi', 'Arpa-demo-2');
    const authorization = { authorization: `Bearer ${token}` };
    const started = await setup.request({
      method: 'GET',
      url: '/api/v1/users/auth/start',
      headers: authorization,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { url, state } = started.json<{ url: string; state: string }>();
    const back = await identifyAt(setup.app, url, {
      given_name: 'Matti Johannes',
      family_name: 'Virtanen',
      personal_identity_code: '010170-998P',
    });
    const done = await setup.request({
      method: 'POST',
      url: '/api/v1/users/auth',
      headers: authorization,
      payload: { code: back.get('code'), state },
    });
    expect(done.statusCode, done.body).toBe(200);

    const profile = await setup.request({ method: 'GET', url: '/api/v1/me', headers: authorization });
    expect(profile.json()).toMatchObject({
      first_name: 'Matti Johannes',
      last_name: 'Virtanen',
      strongly_authenticated: { first_names: 'Matti Johannes', family_name: 'Virtanen' },
    });
    const renamed = await setup.request({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: authorization,
      payload: { account: { first_name: 'Matias' } },
    });
    expect([renamed.statusCode, renamed.json().code]).toEqual([403, 'names_locked']);
  });

  it('stores only a keyed hash of the personal identity code', async () => {
    const player = await newPlayer();
    const { url, state } = await start(player);
    const back = await identifyAt(setup.app, url, {
      given_name: 'Testi',
      family_name: 'Tallentamaton',
      personal_identity_code: '131052-308T',
    });
    expect((await complete(player, { code: back.get('code') ?? '', state })).statusCode).toBe(200);

    const stored = await everythingStored();
    expect(stored).toContain('Tallentamaton');
    for (const form of ['131052-308T', '131052-308t', '131052308T', '131052'])
      expect(stored).not.toContain(form);

    expect(await storedPersonalCodeHash(player)).toBe(await keyedHash('131052-308T'));
  });

  it('refuses a personal code already verified on another account', async () => {
    const first = await newPlayer();
    const second = await newPlayer('Toinen', 'Tili');
    for (const [player, expected] of [
      [first, 200],
      [second, 409],
    ] as const) {
      const { url, state } = await start(player);
      const back = await identifyAt(setup.app, url, { person: 2 });
      const response = await complete(player, { code: back.get('code') ?? '', state });
      expect(response.statusCode).toBe(expected);
      if (expected === 409) expect(response.json().code).toBe('personal_code_already_linked');
    }
    expect(await profileOf(second)).toMatchObject({
      first_name: 'Toinen',
      last_name: 'Tili',
      strongly_authenticated_at: null,
    });
  });

  it('lets only one of two accounts verifying the same person at the same time through', async () => {
    const players = [await newPlayer(), await newPlayer()];
    const returns = [];
    for (const player of players) {
      const { url, state } = await start(player);
      const back = await identifyAt(setup.app, url, {
        given_name: 'Sama',
        family_name: 'Henkilö',
        personal_identity_code: '311299-999E',
      });
      returns.push({ player, code: back.get('code') ?? '', state });
    }
    const responses = await Promise.all(
      returns.map(({ player, code, state }) => complete(player, { code, state })),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const linked = await setup.db
      .selectFrom('strong_identities')
      .select('user_id')
      .where('user_id', 'in', players)
      .execute();
    expect(linked).toHaveLength(1);
  });

  it('keeps an account verified as one person from being verified as another', async () => {
    const player = await newPlayer();
    for (const [person, expected] of [
      [3, 200],
      [1, 403],
    ] as const) {
      const { url, state } = await start(player);
      const back = await identifyAt(setup.app, url, { person });
      expect((await complete(player, { code: back.get('code') ?? '', state })).statusCode).toBe(expected);
    }
    expect((await profileOf(player)).strong_first_names).toBe('Väinö Ilmari');
  });

  it('does not call a failed identification a success when its return comes again', async () => {
    const person = {
      given_name: 'Sama',
      family_name: 'Henkilö',
      // A person no other test verifies.
      personal_identity_code: `020202-946${personalCodeCheckCharacter('020202946')}`,
    };
    const first = await newPlayer();
    const firstStart = await start(first);
    const firstBack = await identifyAt(setup.app, firstStart.url, person);
    expect(
      (await complete(first, { code: firstBack.get('code') ?? '', state: firstStart.state })).statusCode,
    ).toBe(200);
    // The same person on a second account: refused, and refused again on the same return.
    const second = await newPlayer();
    const { url, state } = await start(second);
    const back = await identifyAt(setup.app, url, person);
    const refused = await complete(second, { code: back.get('code') ?? '', state });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'personal_code_already_linked']);
    const again = await complete(second, { code: back.get('code') ?? '', state });
    expect([again.statusCode, again.json().code]).toEqual([400, 'invalid_auth_token']);
    expect((await profileOf(second)).strongly_authenticated_at).toBeNull();
  });

  it('lets one of two identifications of one account as two different people at once through, whole', async () => {
    const player = await newPlayer();
    const people = [
      {
        given_name: 'Eka',
        family_name: 'Henkilö',
        personal_identity_code: `030303-946${personalCodeCheckCharacter('030303946')}`,
      },
      {
        given_name: 'Toka',
        family_name: 'Ihminen',
        personal_identity_code: `040404-946${personalCodeCheckCharacter('040404946')}`,
      },
    ];
    const returns = [];
    for (const person of people) {
      const { url, state } = await start(player);
      returns.push({ code: (await identifyAt(setup.app, url, person)).get('code') ?? '', state });
    }
    const answers = await Promise.all(returns.map((back) => complete(player, back)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().strongly_authenticated;
    const person = people.find((each) => each.given_name === winner.first_names)!;
    // The names and the person's hash on the account are the same person's.
    expect(await profileOf(player)).toMatchObject({
      strong_first_names: person.given_name,
      strong_family_name: person.family_name,
    });
    expect(await storedPersonalCodeHash(player)).toBe(await keyedHash(person.personal_identity_code));
  });

  it('rejects the state of another player, which stays usable for its owner', async () => {
    const owner = await newPlayer();
    const intruder = await newPlayer('Ilkka', 'Ilkeä');
    const { url, state } = await start(owner);
    const back = await identifyAt(setup.app, url, { person: 1 });
    const stolen = await complete(intruder, { code: back.get('code') ?? '', state });
    expect([stolen.statusCode, stolen.json().code]).toEqual([400, 'invalid_auth_token']);
    expect((await profileOf(intruder)).strongly_authenticated_at).toBeNull();

    const own = await complete(owner, { code: back.get('code') ?? '', state });
    expect(own.statusCode).toBe(200);
    expect(own.json().strongly_authenticated.first_names).toBe('Matti Johannes');
  });

  it('refuses an unknown code, an expired state, anonymous calls and a missing CSRF token', async () => {
    const player = await newPlayer();
    const { state } = await start(player);
    const forged = await complete(player, { code: 'keksitty-koodi', state });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'invalid_auth_token']);

    const late = await start(player);
    const back = await identifyAt(setup.app, late.url, { person: 0 });
    clock = new Date(clock.getTime() + 11 * 60_000);
    const expired = await complete(player, { code: back.get('code') ?? '', state: late.state });
    expect([expired.statusCode, expired.json().code]).toEqual([400, 'invalid_auth_token']);

    const anonymousStart = await setup.request({ method: 'GET', url: '/api/v1/users/auth/start' });
    expect(anonymousStart.statusCode).toBe(401);
    const anonymous = await setup.request({
      method: 'POST',
      url: '/api/v1/users/auth',
      payload: { code: 'x', state: 'y' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await complete(player, { code: 'x', state: 'y' }, false);
    expect([noCsrf.statusCode, noCsrf.json().code]).toEqual([403, 'csrf_token_invalid']);
    const extra = await complete(player, { code: 'x', state: 'y', personal_identity_code: '131052-308T' });
    expect(extra.statusCode).toBe(400);
    expect((await profileOf(player)).strongly_authenticated_at).toBeNull();
  });

  it('accepts only id tokens the provider signed, for us, with our nonce', async () => {
    const player = await newPlayer();
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' };
    const issuer = 'http://localhost:8080/ftn-sim';
    let claims: Record<string, unknown> = {};
    let signWith = privateKey;
    const settings: StrongAuthSettings = {
      issuer,
      authorizationEndpoint: `${issuer}/authorize`,
      async callTokenEndpoint() {
        const idToken = await new SignJWT({
          given_name: 'Testi',
          family_name: 'Testinen',
          personal_identity_code: '010170-999R',
          ...claims,
        })
          .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
          .setIssuer((claims.iss as string) ?? issuer)
          .setAudience((claims.aud as string) ?? 'arpa')
          .setSubject('s')
          .setIssuedAt(Math.floor(clock.getTime() / 1000))
          .setExpirationTime(Math.floor(clock.getTime() / 1000) + 300)
          .sign(signWith);
        return { status: 200, body: { id_token: idToken } };
      },
      keys: createLocalJWKSet({ keys: [jwk] }),
      client: { clientId: 'arpa', clientSecret: 'salaisuus', redirectUris: [redirectUri] },
      defaultRedirectUri: redirectUri,
      personalCodeKey: Buffer.alloc(32, 7),
      now: () => clock,
    };
    const attempt = async (overrides: Record<string, unknown>) => {
      claims = overrides;
      const { url, state } = await startStrongAuth(setup.db, settings, player);
      const nonce = new URL(url).searchParams.get('nonce');
      if (!('nonce' in overrides)) claims = { ...overrides, nonce };
      try {
        await completeStrongAuth(setup.db, settings, player, { code: 'c', state });
        return 'ok';
      } catch (error) {
        return error instanceof ApiError ? error.code : String(error);
      }
    };

    signWith = (await generateKeyPair('RS256')).privateKey;
    expect(await attempt({})).toBe('invalid_auth_token');
    signWith = privateKey;
    expect(await attempt({ aud: 'joku-muu' })).toBe('invalid_auth_token');
    expect(await attempt({ iss: 'https://evil.example' })).toBe('invalid_auth_token');
    expect(await attempt({ nonce: 'vanha' })).toBe('invalid_auth_token');
    expect(await attempt({ personal_identity_code: '010170-999S' })).toBe('invalid_auth_token');
    expect(await attempt({ given_name: '' })).toBe('invalid_auth_token');
    expect((await profileOf(player)).strongly_authenticated_at).toBeNull();
    expect(await attempt({})).toBe('ok');
  });
});
