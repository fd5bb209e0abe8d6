import type { FastifyInstance } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { storedSecret } from '../../db/secrets.ts';
import type { FtnClient, FtnProvider } from '../../simulators/ftn/provider.ts';
import { ftnSimulatorPath } from '../../simulators/ftn/routes.ts';
import { InvalidSettingError } from '../../config/settings.ts';

/** What the token endpoint answered: status and parsed JSON body (undefined when not JSON). */
export interface TokenEndpointAnswer {
  status: number;
  body: unknown;
}

/** Posts a form to the identity provider's token endpoint with the given Authorization header. */
export type TokenEndpointCall = (
  form: URLSearchParams,
  authorization: string,
) => Promise<TokenEndpointAnswer>;

/** Our side of strong identification: a confidential OIDC client of an FTN identity provider. */
export interface StrongAuthSettings {
  issuer: string;
  authorizationEndpoint: string;
  callTokenEndpoint: TokenEndpointCall;
  keys: JWTVerifyGetKey;
  client: FtnClient;
  /** The return URI the app's /auth page answers at, for the site's own origin. */
  defaultRedirectUri: string;
  /** HMAC-SHA256 key of the personal identity code hashes. */
  personalCodeKey: Buffer;
  now: () => Date;
}

export const defaultClientId = 'arpa';

function redirectUrisFor(publicUrl: string, extraOrigins: readonly string[]): string[] {
  return [publicUrl, ...extraOrigins].map((origin) => `${origin.replace(/\/$/, '')}/auth`);
}

/** The personal-code hash key's least length, decoded. */
const personalCodeKeyBytes = 32;
const shortPersonalCodeKey = `PERSONAL_CODE_HMAC_KEY must be at least ${personalCodeKeyBytes} bytes (base64url)`;

/**
 * Why these strong-identification settings are unsafe for production (config/production.ts): the built-in
 * simulator lets anyone identify as any person they type, and generated secrets cannot be right there (the
 * broker knows the client secret; the hash key belongs in the secret store, not beside the hashes).
 */
export function strongAuthProductionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!env.FTN_ISSUER) {
    problems.push(
      'FTN_ISSUER is not set: the strong-identification simulator would let anyone identify as anyone',
    );
  } else if (!env.FTN_ISSUER.startsWith('https://')) {
    problems.push(`FTN_ISSUER must be an https address, not "${env.FTN_ISSUER}"`);
  }
  if (!env.FTN_CLIENT_SECRET)
    problems.push('FTN_CLIENT_SECRET is not set (a generated one is a development default)');
  if (!env.PERSONAL_CODE_HMAC_KEY) {
    problems.push(
      'PERSONAL_CODE_HMAC_KEY is not set (a generated one is kept beside the hashes it protects)',
    );
  } else if (Buffer.from(env.PERSONAL_CODE_HMAC_KEY, 'base64url').length < personalCodeKeyBytes) {
    problems.push(shortPersonalCodeKey);
  }
  return problems;
}

/** FTN_CLIENT_SECRET, or one generated on first start and kept in the database (development). */
export async function clientFromEnv(
  db: Kysely<Database>,
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  extraOrigins: readonly string[],
): Promise<FtnClient> {
  const clientSecret = env.FTN_CLIENT_SECRET || (await storedSecret(db, 'ftn_client_secret'));
  return {
    clientId: env.FTN_CLIENT_ID || defaultClientId,
    clientSecret,
    redirectUris: redirectUrisFor(publicUrl, extraOrigins),
  };
}

/**
 * PERSONAL_CODE_HMAC_KEY (base64url, at least 32 bytes), or one generated on first start and kept in
 * the database. A production deployment sets the variable from its secret store: a key kept beside the
 * hashes would not protect them against a stolen database dump.
 */
export async function personalCodeKeyFromEnv(db: Kysely<Database>, env: NodeJS.ProcessEnv): Promise<Buffer> {
  const fromEnv = env.PERSONAL_CODE_HMAC_KEY;
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64url');
    // One line for the operator (main.ts), not a stack trace.
    if (key.length < personalCodeKeyBytes) throw new InvalidSettingError(shortPersonalCodeKey);
    return key;
  }
  const stored = await storedSecret(db, 'personal_code_hmac_key');
  return Buffer.from(stored, 'base64url');
}

/**
 * The embedded simulator: the code exchange is a real HTTP request to its token endpoint, delivered
 * in-process by Fastify's `inject` (no socket), so the server need not reach its own public URL.
 */
export function embeddedSimulatorSettings(
  app: FastifyInstance,
  provider: FtnProvider,
  client: FtnClient,
  personalCodeKey: Buffer,
): StrongAuthSettings {
  return {
    issuer: provider.issuer,
    authorizationEndpoint: `${provider.issuer}/authorize`,
    async callTokenEndpoint(form, authorization) {
      const response = await app.inject({
        method: 'POST',
        url: `${ftnSimulatorPath}/token`,
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, body };
    },
    keys: createLocalJWKSet(provider.keys.jwks),
    client,
    defaultRedirectUri: client.redirectUris[0],
    personalCodeKey,
    now: provider.now,
  };
}

interface Discovery {
  issuer?: string;
  authorization_endpoint?: string;
  token_endpoint?: string;
  jwks_uri?: string;
}

/** How long the start waits for the FTN broker's discovery document. */
const discoveryTimeoutMs = 10_000;

/** An external FTN broker (FTN_ISSUER): endpoints from its discovery document, a real HTTP exchange. */
export async function externalProviderSettings(
  issuer: string,
  client: FtnClient,
  personalCodeKey: Buffer,
  now: () => Date,
): Promise<StrongAuthSettings> {
  const base = issuer.replace(/\/$/, '');
  const address = `${base}/.well-known/openid-configuration`;
  // Read at start: an unreachable or silent broker stops the start with one line for the operator (main.ts),
  // within a bounded time, instead of a hang or a stack trace.
  const response = await fetch(address, { signal: AbortSignal.timeout(discoveryTimeoutMs) }).catch(
    (error: unknown) => {
      throw new InvalidSettingError(
        `FTN_ISSUER: ${address} could not be read (${error instanceof Error ? error.message : String(error)})`,
      );
    },
  );
  if (!response.ok) throw new InvalidSettingError(`FTN_ISSUER: ${address} answered ${response.status}`);
  const discovery = (await response.json().catch(() => ({}))) as Discovery;
  if (!discovery.authorization_endpoint || !discovery.token_endpoint || !discovery.jwks_uri) {
    throw new InvalidSettingError(
      `FTN_ISSUER: ${base} does not publish its authorization, token and jwks endpoints`,
    );
  }
  const tokenEndpoint = discovery.token_endpoint;
  return {
    issuer: discovery.issuer ?? base,
    authorizationEndpoint: discovery.authorization_endpoint,
    async callTokenEndpoint(form, authorization) {
      const answer = await fetch(tokenEndpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: answer.status, body: await answer.json().catch(() => undefined) };
    },
    keys: createRemoteJWKSet(new URL(discovery.jwks_uri)),
    client,
    defaultRedirectUri: client.redirectUris[0],
    personalCodeKey,
    now,
  };
}
