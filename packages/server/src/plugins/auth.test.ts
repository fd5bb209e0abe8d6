import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { demoUsers } from '../idp/demo-users.ts';
import { webClientId } from '../idp/provider.ts';
import { claimsOf, publicUrl, signIn } from '../idp/test-client.ts';
import { identityTestApp, type IdentityTestApp } from '../idp/test-app.ts';
import { optionalUser, requireUser } from './auth.ts';

const issuer = `${publicUrl}/oidc`;

describe('bearer id token verification', () => {
  let setup: IdentityTestApp;
  let maijaSub: string;

  beforeAll(async () => {
    setup = await identityTestApp((app) => {
      app.get('/api/test/optional', { preHandler: optionalUser }, async (request) => ({
        user: request.user,
      }));
      app.get('/api/test/required', { preHandler: requireUser }, async (request) => ({
        sub: request.user?.sub,
        userId: request.user?.userId,
      }));
    });
    const tokens = await signIn(setup.app, demoUsers[0].email, demoUsers[0].password);
    maijaSub = claimsOf(tokens.id_token).sub as string;
  }, 60_000);
  afterAll(() => setup.close());

  async function issuerSigned(claims: Record<string, unknown>, expiresAt: number | string = '1h') {
    const jwk = setup.app.identity.keys.signing.keys[0];
    const key = await importJWK(jwk, 'RS256');
    return new SignJWT({ email: demoUsers[0].email, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  }

  function call(url: string, token?: string) {
    return setup.app.inject({
      url,
      headers: token === undefined ? {} : { authorization: token },
    });
  }

  it('accepts a token of the issuer and exposes the user to routes', async () => {
    const token = await issuerSigned({ sub: maijaSub, iss: issuer, aud: webClientId });
    const response = await call('/api/test/required', `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const user = await setup.db
      .selectFrom('users')
      .select('id')
      .where('sub', '=', maijaSub)
      .executeTakeFirstOrThrow();
    expect(response.json()).toEqual({ sub: maijaSub, userId: user.id });
  });

  it('answers unauthorized when a required token is absent, and null user when optional', async () => {
    const missing = await call('/api/test/required');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('unauthorized');
    const anonymous = await call('/api/test/optional');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null });
  });

  it('answers signature_has_expired for an expired token, even where login is optional', async () => {
    const expired = await issuerSigned(
      { sub: maijaSub, iss: issuer, aud: webClientId },
      Math.floor(Date.now() / 1000) - 120,
    );
    for (const url of ['/api/test/required', '/api/test/optional']) {
      const response = await call(url, `Bearer ${expired}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('signature_has_expired');
    }
  });

  it('answers invalid_token for a foreign signature, audience, issuer or a malformed token', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const foreignKid = setup.app.identity.keys.signing.keys[0].kid;
    const forged = await new SignJWT({ sub: maijaSub })
      .setProtectedHeader({ alg: 'RS256', kid: foreignKid })
      .setIssuer(issuer)
      .setAudience(webClientId)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await exportJWK(privateKey)).n).not.toBe(setup.app.identity.keys.signing.keys[0].n);

    const candidates = [
      `Bearer ${forged}`,
      `Bearer ${await issuerSigned({ sub: maijaSub, iss: issuer, aud: 'someone-else' })}`,
      `Bearer ${await issuerSigned({ sub: maijaSub, iss: 'https://evil.example/oidc', aud: webClientId })}`,
      'Bearer not.a.jwt',
      'Basic bWFpamE6c2FsYXNhbmE=',
    ];
    for (const authorization of candidates) {
      const response = await call('/api/test/required', authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code, authorization).toBe('invalid_token');
    }
  });

  it('provisions a user row for a subject first seen in a valid token (an external issuer’s user)', async () => {
    const token = await issuerSigned({
      sub: 'external-subject-1',
      iss: issuer,
      aud: webClientId,
      email: 'Ulla@Example.fi',
      given_name: 'Ulla',
      family_name: 'Ulkoinen',
    });
    const response = await call('/api/test/required', `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const user = await setup.db
      .selectFrom('users')
      .selectAll()
      .where('sub', '=', 'external-subject-1')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'ulla@example.fi', first_name: 'Ulla', password_hash: null });
    expect(response.json().userId).toBe(user.id);
  });
});
