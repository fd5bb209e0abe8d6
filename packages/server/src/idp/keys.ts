import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface IssuerKeys {
  /** Private signing keys for oidc-provider's `jwks` option. */
  signing: { keys: JWK[] };
  /** Secrets that sign oidc-provider's cookies, so any process can read another's cookies. */
  cookieKeys: string[];
}

export const signingAlgorithm = 'RS256';

async function generateSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair(signingAlgorithm, { extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = signingAlgorithm;
  jwk.use = 'sig';
  return { keys: [jwk] };
}

/**
 * Stores a value under `name` unless one is already there and returns the stored one: when two
 * processes start at once, both end up using the first process's keys.
 */
async function storedOnce<T extends Record<string, unknown>>(
  db: Kysely<Database>,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db
    .selectFrom('idp_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) return existing.value as T;
  await db
    .insertInto('idp_keys')
    .values({ name, value: JSON.stringify(await create()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('idp_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}

/** The issuer's keys, generated on first start and read from the database ever after. */
export async function loadIssuerKeys(db: Kysely<Database>): Promise<IssuerKeys> {
  const signing = await storedOnce(db, 'signing_jwks', generateSigningKeys);
  const cookies = await storedOnce(db, 'cookie_keys', async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return { signing, cookieKeys: cookies.keys };
}

/** The public half of the signing keys, as published at the issuer's jwks endpoint. */
export function publicJwks(keys: IssuerKeys): { keys: JWK[] } {
  return {
    keys: keys.signing.keys.map(({ kty, kid, alg, use, n, e, crv, x, y }) => ({
      kty,
      kid,
      alg,
      use,
      ...(kty === 'RSA' ? { n, e } : { crv, x, y }),
    })),
  };
}
