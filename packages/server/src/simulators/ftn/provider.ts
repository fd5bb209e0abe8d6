import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { idTokenAlgorithm, type SimulatorKeys } from './keys.ts';
import { isValidPersonalCode, normalisePersonalCode, type TestPerson } from './personal-code.ts';

/**
 * The protocol of the simulated Finnish Trust Network (FTN) identity provider: the OpenID Connect
 * authorization-code flow with a confidential client, as the real brokers speak it. The HTTP routes
 * (routes.ts) only translate requests to these functions.
 */

/** A relying party registered at the simulator. */
export interface FtnClient {
  clientId: string;
  clientSecret: string;
  /** Exact redirect URIs the client may use. */
  redirectUris: readonly string[];
}

export interface FtnProvider {
  db: Kysely<Database>;
  /** e.g. `http://localhost:8080/ftn-sim`; the `iss` of every id token. */
  issuer: string;
  clients: readonly FtnClient[];
  keys: SimulatorKeys;
  now: () => Date;
}

/** Codes are redeemed by the relying party right after the redirect; a minute is plenty. */
export const codeLifetimeSeconds = 60;
export const idTokenLifetimeSeconds = 300;
/** FTN's substantial level of assurance, which bank and mobile identification give. */
export const ftnLevelOfAssurance = 'http://ftn.ficora.fi/2017/loa2';

/** The claims of an id token beyond the registered JWT ones. */
export interface FtnIdentityClaims {
  /** All first names. */
  given_name: string;
  family_name: string;
  personal_identity_code: string;
}

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string | null;
  scope: string;
}

export type AuthorizeCheck =
  | { kind: 'ok'; request: AuthorizationRequest }
  /** The client and redirect URI are known: the error goes back to the client (RFC 6749 §4.1.2.1). */
  | { kind: 'redirect'; location: string }
  /** The redirect URI cannot be trusted: the error is shown to the user instead. */
  | { kind: 'page'; message: string };

type Params = Record<string, string | undefined>;

const maxParameterLength = 512;

/** The redirect URI with the given parameters added to its query. */
export function withQuery(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

function clientOf(
  provider: Pick<FtnProvider, 'clients'>,
  clientId: string | undefined,
): FtnClient | undefined {
  return provider.clients.find((client) => client.clientId === clientId);
}

/** Validates an authorization request (query of GET /authorize, hidden fields of its form). */
export function checkAuthorizeRequest(
  provider: Pick<FtnProvider, 'clients'>,
  params: Params,
): AuthorizeCheck {
  const client = clientOf(provider, params.client_id);
  if (!client) return { kind: 'page', message: 'Tuntematon asiakassovellus (client_id).' };
  const redirectUri = params.redirect_uri ?? '';
  if (!client.redirectUris.includes(redirectUri)) {
    return {
      kind: 'page',
      message: 'Paluuosoite (redirect_uri) ei ole rekisteröity tälle asiakassovellukselle.',
    };
  }
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect',
    location: withQuery(redirectUri, {
      error,
      error_description: description,
      ...(params.state ? { state: params.state } : {}),
    }),
  });
  if (params.response_type !== 'code') return fail('unsupported_response_type', 'response_type must be code');
  const scope = params.scope ?? '';
  if (!scope.split(' ').includes('openid')) return fail('invalid_scope', 'scope must include openid');
  if (!params.state) return fail('invalid_request', 'state is required');
  const tooLong = [params.state, params.nonce, scope].some(
    (value) => (value?.length ?? 0) > maxParameterLength,
  );
  if (tooLong) return fail('invalid_request', 'parameter too long');
  return {
    kind: 'ok',
    request: {
      clientId: client.clientId,
      redirectUri,
      state: params.state,
      nonce: params.nonce || null,
      scope,
    },
  };
}

/** The hidden fields that carry an authorization request through the test page's forms. */
export function requestFields(request: AuthorizationRequest): Record<string, string> {
  return {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: request.scope,
    state: request.state,
    ...(request.nonce ? { nonce: request.nonce } : {}),
  };
}

/** The person the tester picked or typed; undefined when the typed values are not a valid identity. */
export function personFrom(input: {
  given_name?: string;
  family_name?: string;
  personal_identity_code?: string;
}): TestPerson | undefined {
  const givenName = input.given_name?.trim().replace(/\s+/g, ' ') ?? '';
  const familyName = input.family_name?.trim().replace(/\s+/g, ' ') ?? '';
  const code = normalisePersonalCode(input.personal_identity_code ?? '');
  const sensibleName = (name: string) => name.length > 0 && name.length <= 100 && !/[<>"\\\d]/.test(name);
  if (!sensibleName(givenName) || !sensibleName(familyName) || !isValidPersonalCode(code)) return undefined;
  return { givenName, familyName, personalIdentityCode: code };
}

interface SealedIdentity extends FtnIdentityClaims {
  nonce: string | null;
  auth_time: number;
}

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

function sealKey(code: string): Buffer {
  return Buffer.from(hkdfSync('sha256', code, 'arpa-ftn-sim', 'authorization-code', 32));
}

function seal(code: string, identity: SealedIdentity): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(code), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(identity), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function unseal(code: string, sealed: string): SealedIdentity {
  const data = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(code), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  const json = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(json) as SealedIdentity;
}

/**
 * Issues a single-use code for the identified person and answers where the browser goes next:
 * the client's redirect URI with `code` and `state`.
 */
export async function issueAuthorizationCode(
  provider: FtnProvider,
  request: AuthorizationRequest,
  person: TestPerson,
): Promise<string> {
  const now = provider.now();
  const code = randomBytes(32).toString('base64url');
  const identity: SealedIdentity = {
    given_name: person.givenName,
    family_name: person.familyName,
    personal_identity_code: person.personalIdentityCode,
    nonce: request.nonce,
    auth_time: Math.floor(now.getTime() / 1000),
  };
  // Redeemed or not, a code is useless a minute after issue; a day later its row goes too.
  await provider.db
    .deleteFrom('ftn_sim_codes')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60 * 1000))
    .execute();
  await provider.db
    .insertInto('ftn_sim_codes')
    .values({
      code_hash: hashOf(code),
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      sealed: seal(code, identity),
      expires_at: new Date(now.getTime() + codeLifetimeSeconds * 1000),
      consumed_at: null,
    })
    .execute();
  return withQuery(request.redirectUri, { code, state: request.state });
}

export interface TokenRequest {
  /** The Authorization header (client_secret_basic), if any. */
  authorization?: string;
  /** The form-encoded body. */
  form: Params;
}

export interface TokenResponseBody {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  id_token: string;
  scope: string;
}

export type TokenResult =
  | { status: 200; body: TokenResponseBody }
  | { status: 400 | 401; body: { error: string; error_description: string } };

function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}

/** client_secret_basic (RFC 6749 §2.3.1: both parts form-encoded) or client_secret_post. */
function clientCredentials(request: TokenRequest): { id: string; secret: string } | 'conflict' | undefined {
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.authorization ?? '');
  const posted = request.form.client_secret !== undefined;
  if (basic && posted) return 'conflict';
  if (basic) {
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator < 0) return undefined;
    const decode = (part: string) => {
      try {
        return decodeURIComponent(part.replaceAll('+', ' '));
      } catch {
        return part;
      }
    };
    return { id: decode(decoded.slice(0, separator)), secret: decode(decoded.slice(separator + 1)) };
  }
  if (posted && request.form.client_id)
    return { id: request.form.client_id, secret: request.form.client_secret ?? '' };
  return undefined;
}

const tokenError = (status: 400 | 401, error: string, description: string): TokenResult => ({
  status,
  body: { error, error_description: description },
});

/** The token endpoint: authenticates the client, redeems the code once and signs the id token. */
export async function exchangeAuthorizationCode(
  provider: FtnProvider,
  request: TokenRequest,
): Promise<TokenResult> {
  const credentials = clientCredentials(request);
  if (credentials === 'conflict')
    return tokenError(400, 'invalid_request', 'use one client authentication method');
  const client = credentials && clientOf(provider, credentials.id);
  if (!credentials || !client || !sameSecret(credentials.secret, client.clientSecret)) {
    return tokenError(401, 'invalid_client', 'client authentication failed');
  }
  if (request.form.grant_type !== 'authorization_code') {
    return tokenError(400, 'unsupported_grant_type', 'only authorization_code is supported');
  }
  const code = request.form.code;
  if (!code || code.length > maxParameterLength)
    return tokenError(400, 'invalid_request', 'code is required');

  const now = provider.now();
  // Read and wipe under a row lock: of two concurrent redemptions only one gets the identity.
  const row = await provider.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('ftn_sim_codes')
      .select(['client_id', 'redirect_uri', 'expires_at', 'sealed'])
      .where('code_hash', '=', hashOf(code))
      .where('consumed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!found) return undefined;
    await trx
      .updateTable('ftn_sim_codes')
      .set({ consumed_at: now, sealed: null })
      .where('code_hash', '=', hashOf(code))
      .execute();
    return found;
  });
  if (!row) return tokenError(400, 'invalid_grant', 'unknown, used or expired code');
  if (row.expires_at.getTime() <= now.getTime())
    return tokenError(400, 'invalid_grant', 'the code has expired');
  if (row.client_id !== client.clientId)
    return tokenError(400, 'invalid_grant', 'the code was issued to another client');
  if (row.redirect_uri !== request.form.redirect_uri) {
    return tokenError(400, 'invalid_grant', 'redirect_uri differs from the authorization request');
  }
  return { status: 200, body: await tokenResponse(provider, client, code, row.sealed) };
}

async function tokenResponse(
  provider: FtnProvider,
  client: FtnClient,
  code: string,
  sealed: string | null,
): Promise<TokenResponseBody> {
  if (!sealed) throw new Error('a redeemable code without its identity');
  const identity = unseal(code, sealed);
  const issuedAt = Math.floor(provider.now().getTime() / 1000);
  const subject = createHmac('sha256', provider.keys.subjectSecret)
    .update(`${client.clientId}:${identity.personal_identity_code}`)
    .digest('base64url');
  const idToken = await new SignJWT({
    given_name: identity.given_name,
    family_name: identity.family_name,
    personal_identity_code: identity.personal_identity_code,
    auth_time: identity.auth_time,
    acr: ftnLevelOfAssurance,
    ...(identity.nonce ? { nonce: identity.nonce } : {}),
  })
    .setProtectedHeader({ alg: idTokenAlgorithm, kid: provider.keys.kid, typ: 'JWT' })
    .setIssuer(provider.issuer)
    .setAudience(client.clientId)
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + idTokenLifetimeSeconds)
    .sign(provider.keys.signingKey);
  return {
    // The simulator has no userinfo endpoint; the access token exists because OIDC requires one.
    access_token: randomBytes(32).toString('base64url'),
    token_type: 'Bearer',
    expires_in: idTokenLifetimeSeconds,
    id_token: idToken,
    scope: 'openid',
  };
}
