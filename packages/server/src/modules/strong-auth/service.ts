import { createHmac, randomBytes } from 'node:crypto';
import {
  STRONG_AUTH_SCOPE,
  type StrongAuthRequest,
  type StrongAuthResponse,
  type StrongAuthStart,
} from '@arpa/contract';
import { jwtVerify, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { isValidPersonalCode, normalisePersonalCode } from '../../simulators/ftn/personal-code.ts';
import { withQuery } from '../../simulators/ftn/provider.ts';
import {
  consumeRequest,
  succeededRequest,
  identityByHash,
  identityOfUser,
  linkIdentity,
  saveRequest,
  userBySub,
  type VerifiedPerson,
} from './repository.ts';
import type { StrongAuthSettings } from './settings.ts';

type Db = Kysely<Database>;

/** How long the player has to finish the identification at the provider. */
export const stateLifetimeMinutes = 10;

/** GET /api/v1/users/auth/start answers the contract's StrongAuthStart. */
export type { StrongAuthStart };

/** HMAC-SHA256 with the server's key: equal codes give equal hashes, and a dump alone reveals nothing. */
export function personalCodeHash(key: Buffer, personalCode: string): string {
  return createHmac('sha256', key).update(normalisePersonalCode(personalCode)).digest('hex');
}

/** Strong identification puts names on the profile, so the player must have a users row. */
async function requirePlayer(db: Db, sub: string): Promise<void> {
  if (!(await userBySub(db, sub))) throw new ApiError('user_not_found');
}

/** The redirect URI for the app's origin when it is registered, else the site's own. */
function redirectUriFor(settings: StrongAuthSettings, origin: string | undefined): string {
  const candidate = origin ? `${origin.replace(/\/$/, '')}/auth` : undefined;
  return candidate && settings.client.redirectUris.includes(candidate)
    ? candidate
    : settings.defaultRedirectUri;
}

export async function startStrongAuth(
  db: Db,
  settings: StrongAuthSettings,
  sub: string,
  origin?: string,
): Promise<StrongAuthStart> {
  await requirePlayer(db, sub);
  const now = settings.now();
  const state = randomBytes(32).toString('base64url');
  const nonce = randomBytes(32).toString('base64url');
  const redirectUri = redirectUriFor(settings, origin);
  await saveRequest(
    db,
    {
      state,
      userId: sub,
      nonce,
      redirectUri,
      expiresAt: new Date(now.getTime() + stateLifetimeMinutes * 60_000),
    },
    now,
  );
  const url = withQuery(settings.authorizationEndpoint, {
    response_type: 'code',
    scope: STRONG_AUTH_SCOPE,
    client_id: settings.client.clientId,
    redirect_uri: redirectUri,
    state,
    nonce,
  });
  return { url, state };
}

function basicAuthorization(clientId: string, secret: string): string {
  // RFC 6749 §2.3.1: both parts are form-encoded before the Basic encoding.
  const encode = (value: string) => encodeURIComponent(value).replaceAll('%20', '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(secret)}`).toString('base64')}`;
}

type IdentityClaims = JWTPayload & {
  given_name?: unknown;
  family_name?: unknown;
  personal_identity_code?: unknown;
};

/** Exchanges the code and verifies the id token; anything wrong is `invalid_auth_token`. */
async function identify(
  settings: StrongAuthSettings,
  code: string,
  request: { nonce: string; redirect_uri: string },
): Promise<{ firstNames: string; familyName: string; personalCode: string }> {
  const invalid = () => new ApiError('invalid_auth_token');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: request.redirect_uri,
  });
  const answer = await settings.callTokenEndpoint(
    form,
    basicAuthorization(settings.client.clientId, settings.client.clientSecret),
  );
  const idToken = (answer.body as { id_token?: unknown } | undefined)?.id_token;
  if (answer.status !== 200 || typeof idToken !== 'string') throw invalid();
  let claims: IdentityClaims;
  try {
    ({ payload: claims } = await jwtVerify<IdentityClaims>(idToken, settings.keys, {
      issuer: settings.issuer,
      audience: settings.client.clientId,
      algorithms: ['RS256', 'PS256', 'ES256'],
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: settings.now(),
    }));
  } catch {
    throw invalid();
  }
  const { given_name: firstNames, family_name: familyName, personal_identity_code: personalCode } = claims;
  if (claims.nonce !== request.nonce) throw invalid();
  if (typeof firstNames !== 'string' || firstNames.trim() === '') throw invalid();
  if (typeof familyName !== 'string' || familyName.trim() === '') throw invalid();
  if (typeof personalCode !== 'string' || !isValidPersonalCode(normalisePersonalCode(personalCode)))
    throw invalid();
  return { firstNames: firstNames.trim(), familyName: familyName.trim(), personalCode };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/**
 * POST /api/v1/users/auth: the strong-identification return. The state must be the caller's own and
 * unused; it is used up before the code is exchanged, whatever happens next. The same return again from
 * the player whose identification it finished (the browser's Back to /auth?code=…&state=…, a reload)
 * answers that success again without exchanging the code twice or changing anything: the return page
 * then says "ok", not that the identification failed.
 */
export async function completeStrongAuth(
  db: Db,
  settings: StrongAuthSettings,
  sub: string,
  body: StrongAuthRequest,
): Promise<StrongAuthResponse> {
  await requirePlayer(db, sub);
  const request = await consumeRequest(db, body.state, sub, settings.now());
  if (!request) {
    const finished = await succeededRequest(db, body.state, sub);
    if (finished?.strong_first_names && finished.strong_family_name) {
      return {
        strongly_authenticated: {
          first_names: finished.strong_first_names,
          family_name: finished.strong_family_name,
        },
      };
    }
    throw new ApiError('invalid_auth_token');
  }
  const identity = await identify(settings, body.code, request);
  const person: VerifiedPerson = {
    firstNames: identity.firstNames,
    familyName: identity.familyName,
    personalCodeHash: personalCodeHash(settings.personalCodeKey, identity.personalCode),
  };
  try {
    await db.transaction().execute(async (trx) => {
      // One completion of a player at a time: two returns at once as two different people must not both
      // find the account unverified (the second would link the first person's hash to the second's names).
      await trx.selectFrom('users').select('id').where('sub', '=', sub).forUpdate().execute();
      const owner = await identityByHash(trx, person.personalCodeHash);
      if (owner && owner.user_id !== sub) throw new ApiError('personal_code_already_linked');
      const own = await identityOfUser(trx, sub);
      // An account verified as one person stays that person's.
      if (own && own.personal_code_hash !== person.personalCodeHash) throw new ApiError('forbidden', 403);
      await linkIdentity(trx, sub, person, settings.now());
    });
  } catch (error) {
    // Two accounts verifying the same person at once: the unique hash lets only one through.
    if (isUniqueViolation(error)) throw new ApiError('personal_code_already_linked');
    throw error;
  }
  return { strongly_authenticated: { first_names: person.firstNames, family_name: person.familyName } };
}
