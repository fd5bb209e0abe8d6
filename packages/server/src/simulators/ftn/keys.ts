import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedSecret } from '../../db/secrets.ts';

export const idTokenAlgorithm = 'RS256';

export interface SimulatorKeys {
  signingKey: CryptoKey;
  kid: string;
  /** The public half, published at /ftn-sim/jwks. */
  jwks: { keys: JWK[] };
  /** Derives stable pairwise subjects from personal identity codes. */
  subjectSecret: Buffer;
}

async function generateSigningJwk(): Promise<string> {
  const { privateKey } = await generateKeyPair(idTokenAlgorithm, { extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.kid = await calculateJwkThumbprint(jwk);
  jwk.alg = idTokenAlgorithm;
  jwk.use = 'sig';
  return JSON.stringify(jwk);
}

/** The simulator's own signing key and subject secret: generated once, then read from the database. */
export async function loadSimulatorKeys(db: Kysely<Database>): Promise<SimulatorKeys> {
  const privateJwk = JSON.parse(await storedSecret(db, 'ftn_sim_signing_jwk', generateSigningJwk)) as JWK;
  const subjectSecret = await storedSecret(db, 'ftn_sim_subject_secret');
  const { kty, kid, alg, use, n, e } = privateJwk;
  return {
    signingKey: (await importJWK(privateJwk, idTokenAlgorithm)) as CryptoKey,
    kid: kid ?? '',
    jwks: { keys: [{ kty, kid, alg, use, n, e }] },
    subjectSecret: Buffer.from(subjectSecret, 'base64url'),
  };
}
