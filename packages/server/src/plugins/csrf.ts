import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { storedSecret } from '../db/secrets.ts';
import { randomToken } from '../crypto/random-token.ts';
import { ApiError } from '../errors.ts';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATH } from '@arpa/contract';

/** The contract's names, under the names the test harness imports. */
export { CSRF_COOKIE as csrfCookieName, CSRF_HEADER as csrfHeaderName } from '@arpa/contract';

/** The API and the account service (`/me`): every call the app makes with its bearer token. */
export const defaultCsrfProtectedPrefixes = ['/api/', '/me/'];

/** The OIDC provider's endpoints authenticate clients and browsers by their own means. */
export const defaultCsrfExemptPrefixes = ['/oidc/'];

export interface CsrfOptions {
  /** The HMAC key of the tokens. */
  secret: string;
  /** Paths whose state-changing requests need the token (default: the API and the account service). */
  protectedPrefixes?: string[];
  /** Paths inside those that authenticate otherwise: the OIDC provider, server-to-server payment callbacks. */
  exemptPrefixes?: string[];
}

export interface CsrfPolicy {
  /** True when state-changing requests to this path need the token. */
  protects(path: string): boolean;
  exemptPrefixes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    csrfPolicy: CsrfPolicy;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Tokens of requests without a session (no bearer token, or one without a `sid`). */
export const anonymousBinding = 'anonymous';

function sign(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${binding}\n${nonce}`).digest('base64url');
}

/**
 * What a request's token must be bound to: the identity provider's session (`sid` of the bearer id
 * token), or {@link anonymousBinding}. The claim is read without verifying the token here, before
 * authentication: a forged bearer gains nothing, because authentication then refuses the request
 * (docs/decisions/0028-csrf.md).
 */
export function csrfBindingOf(request: Pick<FastifyRequest, 'headers'>): string {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return anonymousBinding;
  const payload = header.slice(7).split('.')[1];
  if (!payload) return anonymousBinding;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid?: unknown };
    return typeof claims.sid === 'string' && claims.sid !== '' ? `sid:${claims.sid}` : anonymousBinding;
  } catch {
    return anonymousBinding;
  }
}

/**
 * A fresh token bound to a session: `<random>.<HMAC-SHA256(secret, binding + random)>`, both base64url
 * (OWASP's signed double-submit cookie with the session identifier in the HMAC).
 */
export function createCsrfToken(secret: string, binding: string = anonymousBinding): string {
  const nonce = randomToken();
  return `${nonce}.${sign(secret, binding, nonce)}`;
}

const tokenShape = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

/** A nonce and an HMAC of our size: a token of some session or of none, whichever it is. */
function isWellFormedToken(token: string | undefined): token is string {
  return typeof token === 'string' && tokenShape.test(token);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Tokens found valid lately, per secret: `binding` + newline + token. A browser sends the same token with
 * every write of its session (and the page's reads renew none), so each is verified by its HMAC once and
 * then found here. Only valid tokens are kept, and only those a secret signed, so the memo cannot be filled
 * with guesses; it is emptied when it reaches its size.
 */
const validTokens = new Map<string, Set<string>>();
const validTokensKept = 10_000;

/** True when the token was signed with this secret for this session. */
export function isValidCsrfToken(
  secret: string,
  token: string | undefined,
  binding: string = anonymousBinding,
): boolean {
  if (!token) return false;
  let known = validTokens.get(secret);
  const key = `${binding}\n${token}`;
  if (known?.has(key)) return true;
  const [nonce, signature, ...rest] = token.split('.');
  if (!nonce || !signature || rest.length > 0) return false;
  if (!sameText(signature, sign(secret, binding, nonce))) return false;
  if (!known) {
    if (validTokens.size >= 8) validTokens.clear();
    validTokens.set(secret, (known = new Set()));
  }
  if (known.size >= validTokensKept) known.clear();
  known.add(key);
  return true;
}

/**
 * The key of the tokens: CSRF_SECRET when set, otherwise one generated on first start and kept in the
 * database, so tokens stay valid across restarts and across processes sharing the database.
 */
export async function resolveCsrfSecret(db: Kysely<Database>, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  return storedSecret(db, 'csrf');
}

function startsWithAny(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** The path as the router sees it: percent-decoded, repeated slashes folded; null when it cannot be decoded. */
export function routedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?', 1)[0] ?? '').replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
}

/**
 * Pages and API answers, not cacheable files or public catalogue answers (`publicCache` routes): a
 * Set-Cookie on a shared-cache response would leak, and would stop any cache from keeping it. The page
 * itself brings the cookie.
 */
function issuesCookie(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.routeOptions.config?.publicCache &&
    !request.url.startsWith('/assets/') &&
    !request.url.startsWith('/static/')
  );
}

/**
 * OWASP's signed double-submit cookie. GET responses give the browser a `_csrf` cookie that scripts can
 * read; every state-changing request under the protected paths must echo it in `x-csrf-token`, and its
 * HMAC must verify for the request's session: a token minted for another session (or for none) is
 * refused, so a cookie planted by a sibling subdomain or left from before sign-in is worthless. A forged
 * page on another site can neither read the cookie nor mint a signed value.
 */
export const csrfPlugin = fp<CsrfOptions>(
  async (app, options) => {
    const { secret } = options;
    const protectedPrefixes = options.protectedPrefixes ?? defaultCsrfProtectedPrefixes;
    const exemptPrefixes = options.exemptPrefixes ?? defaultCsrfExemptPrefixes;

    const issued = new WeakMap<FastifyRequest, string>();

    /**
     * The browser's token if it is bound to this request's session, or a new one set as its cookie.
     * `explicit` is GET /api/v1/csrf, the app's renewal: it always answers a token for this request's
     * session. Every other GET hands one out on the side, and one without a session never replaces a
     * token that may be a session's (any well-formed one): the page's document, its favicon, the identity
     * provider's discovery or a game's files carry no bearer, and each such answer used to put an
     * anonymous token in the browser's one cookie jar between the app's renewal and its write, which was
     * then refused twice (docs/decisions/0028-csrf.md, "No downgrade").
     */
    function currentToken(request: FastifyRequest, reply: FastifyReply, explicit = false): string {
      const binding = csrfBindingOf(request);
      const existing = issued.get(request) ?? request.cookies[CSRF_COOKIE];
      if (isValidCsrfToken(secret, existing, binding)) return existing as string;
      if (!explicit && binding === anonymousBinding && isWellFormedToken(existing)) return existing;
      const token = createCsrfToken(secret, binding);
      issued.set(request, token);
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
      });
      return token;
    }

    const protects = (path: string) =>
      startsWithAny(path, protectedPrefixes) && !startsWithAny(path, exemptPrefixes);
    app.decorate('csrfPolicy', { protects, exemptPrefixes: [...exemptPrefixes] });

    const check = (request: FastifyRequest, reply: FastifyReply): void => {
      if (stateChangingMethods.has(request.method)) {
        // The router decodes the path (`/%6De` reaches `/me`), so the policy must judge the decoded one;
        // a path that cannot be decoded is judged protected.
        const path = routedPath(request.url);
        if (path !== null && !protects(path)) return;
        const cookie = request.cookies[CSRF_COOKIE];
        const header = request.headers[CSRF_HEADER];
        const binding = csrfBindingOf(request);
        // The header and the cookie must each be signed for this request's session; they need not be the
        // same token. Right after sign-in the page's reads (with the bearer, carrying the anonymous cookie)
        // each mint a token of the session, and one that landed in the cookie jar between the app reading
        // the cookie and the browser sending the write refused that write twice, renewal and all
        // (docs/decisions/0028-csrf.md, "Two tokens of one session").
        const valid =
          typeof header === 'string' &&
          isValidCsrfToken(secret, cookie, binding) &&
          isValidCsrfToken(secret, header, binding);
        if (!valid) throw new ApiError('csrf_token_invalid', 403);
      } else if (issuesCookie(request)) {
        currentToken(request, reply);
      }
    };
    // A callback hook: it runs on every request and waits for nothing (Fastify answers what it throws).
    app.addHook('onRequest', (request, reply, done) => {
      check(request, reply);
      done();
    });

    app.get(CSRF_TOKEN_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: currentToken(request, reply, true) };
    });
  },
  { name: 'arpa-csrf', fastify: '5.x' },
);
