import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isSessionRevoked } from '../idp/sessions.ts';
import { findOrProvisionUser, findUserOfSession } from '../idp/users.ts';
import { ApiError } from './errors.ts';

/** The signed-in player behind a request's bearer token. */
export interface RequestUser {
  /** The issuer's subject. */
  sub: string;
  /** users.id */
  userId: string;
  /** The issuer's session the token belongs to, if it names one. */
  sid?: string;
  email: string | null;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  stronglyAuthenticated: boolean;
}

export interface TokenVerifierOptions {
  issuer: string;
  /** The client id the tokens are issued to. */
  audience: string;
  /** The issuer's public keys in-process, or the URL of its JWKS. */
  jwks: JSONWebKeySet | URL;
  /** The longest lifetime (exp - iat) the issuer gives an id token; a longer one is refused. */
  maxLifetimeSeconds: number;
}

/** Clock difference tolerated between the issuer and this server, for `iat` in the future. */
export const clockSkewSeconds = 60;

export type VerifiedToken = JWTPayload & {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  phone_number?: string;
  /** The issuer's session id; an ended session's tokens are refused. */
  sid?: string;
};

export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

// Failures that say "this token is not one of ours"; anything else (an unreachable JWKS) is ours.
const rejectedTokenErrors = [
  joseErrors.JWTClaimValidationFailed,
  joseErrors.JWTInvalid,
  joseErrors.JWSInvalid,
  joseErrors.JWSSignatureVerificationFailed,
  joseErrors.JWKSNoMatchingKey,
  joseErrors.JWKSMultipleMatchingKeys,
  joseErrors.JOSEAlgNotAllowed,
  joseErrors.JOSENotSupported,
];

/**
 * Verifies the id token the app sends as `Authorization: Bearer` (SPEC §7): signature against the
 * issuer's keys, issuer, audience and expiry.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys =
    options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['sub', 'exp', 'iat'],
        algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
        clockTolerance: clockSkewSeconds,
      });
      // jose accepts any iat; a token minted "in the future" or living longer than the issuer ever
      // grants is forged or from a misconfigured issuer.
      const now = Math.floor(Date.now() / 1000);
      const { iat, exp } = payload as { iat: number; exp: number };
      if (iat > now + clockSkewSeconds || exp - iat > options.maxLifetimeSeconds + clockSkewSeconds)
        throw new ApiError('invalid_token', 401);
      return payload as VerifiedToken;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw new ApiError('signature_has_expired', 401);
      if (rejectedTokenErrors.some((type) => error instanceof type)) throw new ApiError('invalid_token', 401);
      throw error;
    }
  };
}

export interface AuthPluginOptions {
  db: Kysely<Database>;
  verifier: TokenVerifier;
}

interface Authenticator {
  verifier: TokenVerifier;
  db: Kysely<Database>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyRequest {
    /** The signed-in player, or null for an anonymous request. */
    user: RequestUser | null;
  }
}

const authenticated = Symbol('authenticated');
type Checked = FastifyRequest & { [authenticated]?: Promise<RequestUser | null> };

/**
 * Takes `user` as the request's authenticated player, as if its bearer token had been verified: for the
 * server tests' harness (test/harness.ts), which registers it in an onRequest hook ahead of every module.
 */
export function presetUser(request: FastifyRequest, user: RequestUser): void {
  (request as Checked)[authenticated] = Promise.resolve(user);
  request.user = user;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new ApiError('invalid_token', 401);
  return match[1];
}

async function resolveUser(request: FastifyRequest): Promise<RequestUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const { verifier, db } = request.server.authenticator;
  const claims = await verifier(token);
  const sid = typeof claims.sid === 'string' ? claims.sid : undefined;
  // The user and the session's state in one round trip; the first request of a user of an external issuer
  // asks about the session on its own before the user is provisioned.
  const found = await findUserOfSession(db, claims.sub, sid);
  if (found.sessionRevoked || (!found.user && sid !== undefined && (await isSessionRevoked(db, sid))))
    throw new ApiError('invalid_token', 401);
  const user =
    found.user ??
    (await findOrProvisionUser(db, {
      sub: claims.sub,
      email: claims.email,
      givenName: claims.given_name,
      familyName: claims.family_name,
      phone: claims.phone_number,
    }));
  return {
    sub: user.sub,
    userId: user.id,
    sid,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isAdmin: user.is_admin,
    stronglyAuthenticated: user.strongly_authenticated_at !== null,
  };
}

/** Sets `request.user` from the bearer token once per request; a bad token is a 401 even where login is optional. */
async function authenticate(request: FastifyRequest): Promise<RequestUser | null> {
  const checked = request as Checked;
  checked[authenticated] ??= resolveUser(request);
  request.user = await checked[authenticated];
  return request.user;
}

/** preHandler: `request.user` is the player or null. A present but invalid or expired token is refused. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  await authenticate(request);
}

/**
 * The one sign-in gate, an onRequest hook of every route that needs a signed-in player: an anonymous
 * request is refused with 401 `unauthorized` ("Kirjaudu sisään.") before its body is read; a present but
 * invalid or expired token is refused as by {@link optionalUser}. Handlers then read the player with
 * `getUserId(request)` (plugins/user-context.ts).
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  // The auth plugin's onRequest hook has usually authenticated the request already (it is done once).
  if (!(request.user ?? (await authenticate(request)))) throw new ApiError('unauthorized', 401);
}

/** The paths whose requests carry the app's bearer token: the API and the account service. */
function carriesAppToken(url: string): boolean {
  // The operator API's (and the development routes') bearer is the operator token, checked there, not an id token.
  if (url.startsWith('/api/admin/') || url.startsWith('/api/dev/')) return false;
  return url.startsWith('/api/') || /^\/me(?:[/?]|$)/.test(url);
}

/**
 * Decorates every request with `user` and fills it on API requests that carry a bearer token, so
 * routes may read `request.user` without a preHandler; `requireUser` makes login mandatory.
 */
async function registerAuth(app: FastifyInstance, options: AuthPluginOptions): Promise<void> {
  app.decorate('authenticator', { verifier: options.verifier, db: options.db });
  app.decorateRequest('user', null);
  // A callback hook: a request without a token (every public read) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.authorization === undefined || !carriesAppToken(request.url)) return done();
    authenticate(request).then(() => done(), done);
  });
}
// Applies to the registering instance, not a child scope: every route sees `request.user`.
export const authPlugin = fp(registerAuth, { name: 'arpa-auth', fastify: '5.x' });
