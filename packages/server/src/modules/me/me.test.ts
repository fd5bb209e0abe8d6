import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoUsers } from '../../idp/demo-users.ts';
import { signIn } from '../../idp/test-client.ts';
import { identityTestApp, type IdentityTestApp } from '../../idp/test-app.ts';
import { hashPassword } from '../../idp/users.ts';

const matti = demoUsers[1];

describe('account service /me', () => {
  let setup: IdentityTestApp;
  let token: string;

  beforeAll(async () => {
    setup = await identityTestApp();
    token = (await signIn(setup.app, matti.email, matti.password)).id_token;
  }, 60_000);
  afterAll(() => setup.close());
  beforeEach(async () => {
    await setup.db
      .updateTable('users')
      .set({
        first_name: matti.firstName,
        last_name: matti.lastName,
        email: matti.email,
        strongly_authenticated_at: null,
        strong_first_names: null,
        strong_family_name: null,
        password_hash: await hashPassword(matti.password),
      })
      .where('email', 'in', [matti.email, 'matti.v@example.fi'])
      .execute();
  });

  function me(method: 'GET' | 'PATCH', url: string, payload?: unknown, bearer = token) {
    return setup.app.inject({
      method,
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: payload as Record<string, unknown> | undefined,
    });
  }

  it('returns the profile at /api/v1/me and /me', async () => {
    for (const url of ['/api/v1/me', '/me']) {
      const response = await me('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        first_name: 'Matti',
        last_name: 'Virtanen',
        email: 'matti@example.fi',
        phone: matti.phone,
        address: null,
        marketing_permission: false,
        advertisement_allowed: false,
        strongly_authenticated: null,
      });
    }
  });

  it('refuses anonymous calls with unauthorized', async () => {
    const response = await me('GET', '/me', undefined, '');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('updates the profile and address', async () => {
    const response = await me('PATCH', '/api/v1/me', {
      account: {
        first_name: 'Matias',
        email: 'Matti.V@example.fi',
        phone: '+358 40 999 8888',
        marketing_permission: true,
        address: { street_address: 'Mannerheimintie 1', city: 'Helsinki', postal_code: '00100' },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Matias',
      last_name: 'Virtanen',
      email: 'matti.v@example.fi',
      phone: '+358 40 999 8888',
      marketing_permission: true,
      address: { street_address: 'Mannerheimintie 1', city: 'Helsinki', postal_code: '00100' },
    });
    expect((await me('GET', '/me')).json().first_name).toBe('Matias');
  });

  it('validates the postal code, unknown fields and a taken email', async () => {
    const postal = await me('PATCH', '/me', {
      account: { address: { street_address: 'Katu 1', city: 'Turku', postal_code: '2078' } },
    });
    expect(postal.statusCode).toBe(400);
    expect(postal.json().code).toBe('invalid_postal_code');

    // Unknown fields never reach the database (rejected or stripped, per the app's schema settings).
    const unknown = await me('PATCH', '/me', { account: { is_admin: true } });
    expect([200, 400]).toContain(unknown.statusCode);
    const admin = await setup.db
      .selectFrom('users')
      .select('is_admin')
      .where('email', '=', matti.email)
      .executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(false);

    const notAnAccount = await me('PATCH', '/me', { first_name: 'Matias' });
    expect(notAnAccount.statusCode).toBe(400);
    expect(notAnAccount.json().code).toBe('input_validation_error');

    // A name of spaces only is no name: refused as the registration refuses it, nothing stored.
    for (const account of [{ first_name: ' ' }, { last_name: '  \t' }]) {
      const blank = await me('PATCH', '/me', { account });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().code).toBe('missing_value');
    }
    const named = await me('GET', '/me');
    expect(named.json()).toMatchObject({
      first_name: expect.stringMatching(/\S/),
      last_name: expect.stringMatching(/\S/),
    });

    const taken = await me('PATCH', '/me', { account: { email: 'maija@example.fi' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_already_registered');

    // The phone follows the same rule as at registration; a blank one is cleared.
    for (const phone of ['DROP TABLE', 'abc<script>', '1']) {
      const refused = await me('PATCH', '/me', { account: { phone } });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().code, phone).toBe('input_validation_error');
    }
    expect((await me('PATCH', '/me', { account: { phone: '(09) 123-456' } })).json().phone).toBe(
      '(09) 123-456',
    );
    expect((await me('PATCH', '/me', { account: { phone: ' ' } })).json().phone).toBeNull();
  });

  it('locks first and last name once strongly authenticated', async () => {
    await setup.db
      .updateTable('users')
      .set({
        strongly_authenticated_at: new Date(),
        strong_first_names: 'Matti Johannes',
        strong_family_name: 'Virtanen',
      })
      .where('email', '=', matti.email)
      .execute();
    expect((await me('GET', '/me')).json().strongly_authenticated).toEqual({
      first_names: 'Matti Johannes',
      family_name: 'Virtanen',
    });

    const renamed = await me('PATCH', '/me', { account: { last_name: 'Korhonen' } });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().code).toBe('names_locked');

    const unchanged = await me('PATCH', '/me', {
      account: { first_name: 'Matti', last_name: 'Virtanen', marketing_permission: true },
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().last_name).toBe('Virtanen');
  });

  it('changes the password only with the current one, storing an argon2id hash', async () => {
    const wrong = await me('PATCH', '/me/password', {
      current_password: 'arvaus-123',
      new_password: 'Uusi-salasana-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_credentials');

    const short = await me('PATCH', '/me/password', {
      current_password: matti.password,
      new_password: 'lyhyt',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('input_validation_error');

    const changed = await me('PATCH', '/api/v1/me/password', {
      current_password: matti.password,
      new_password: 'Uusi-salasana-1',
    });
    expect(changed.statusCode).toBe(204);
    const stored = await setup.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', matti.email)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain('Uusi-salasana-1');

    await expect(signIn(setup.app, matti.email, matti.password)).rejects.toThrow();
    const tokens = await signIn(setup.app, matti.email, 'Uusi-salasana-1');
    expect(tokens.id_token).toEqual(expect.any(String));
  });
});
