import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import type { Database } from '../db/schema.ts';
import { createSessionQueue, sessionCookieOf } from './session-queue.ts';
import { createTokenVerifier, type TokenVerifier } from '../plugins/auth.ts';
import { inFlightHandlerDone } from '../plugins/in-flight.ts';
import { rateLimitPlugin } from '../plugins/rate-limit.ts';
import { fontRoutes } from './fonts.ts';
import { interactionRoutes } from './interactions.ts';
import { loadIssuerKeys, publicJwks, type IssuerKeys } from './keys.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { createProvider, idTokenLifetimeSeconds, issuerFor, webClientId } from './provider.ts';
import { wholeNumberSetting } from '../config/settings.ts';

export interface ExternalIssuer {
  issuer: string;
  /** Defaults to the issuer's discovery document's jwks_uri. */
  jwksUrl?: string;
  /** The longest id-token lifetime the issuer gives; default OIDC_MAX_TOKEN_LIFETIME or 24 h. */
  maxLifetimeSeconds?: number;
}

const externalIdTokenLifetimeSeconds = 24 * 60 * 60;

export interface IdentityOptions {
  db: Kysely<Database>;
  /** The site's public origin; default PUBLIC_URL or http://localhost:$PORT. */
  publicUrl?: string;
  /** Other origins the app may run on (a Vite dev server); default OIDC_EXTRA_ORIGINS, comma-separated. */
  extraOrigins?: string[];
  /** Accept tokens of another OIDC issuer instead of the embedded one; default OIDC_ISSUER / OIDC_JWKS_URL. */
  externalIssuer?: ExternalIssuer;
  /** The audience the API requires; default OIDC_AUDIENCE or arpa-web. */
  audience?: string;
  /** The clock of the sign-in throttles' windows; default the system clock. */
  now?: () => Date;
  /** Registrations an hour from one address; default REGISTRATIONS_PER_ADDRESS_PER_HOUR or 30. */
  registrationsPerAddress?: number;
}

export interface Identity {
  provider: Provider;
  issuer: string;
  keys: IssuerKeys;
  verifier: TokenVerifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: Identity;
  }
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * In development the site answers on every loopback name of its port: a newcomer typing
 * http://127.0.0.1:8080 instead of the printed http://localhost:8080 must be able to sign in too. The
 * other names of a loopback PUBLIC_URL are registered as extra origins of the web client; production
 * (NODE_ENV=production) and non-loopback PUBLIC_URLs register PUBLIC_URL only.
 */
export function loopbackAliases(publicUrl: string, env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV === 'production') return [];
  let url: URL;
  try {
    url = new URL(publicUrl);
  } catch {
    return [];
  }
  if (!loopbackHosts.includes(url.hostname)) return [];
  const port = url.port ? `:${url.port}` : '';
  return loopbackHosts
    .filter((host) => host !== url.hostname)
    .map((host) => `${url.protocol}//${host}${port}`);
}

export function identityOptionsFromEnv(env: NodeJS.ProcessEnv): Omit<IdentityOptions, 'db'> {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`;
  const configured =
    env.OIDC_EXTRA_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean) ?? [];
  const extraOrigins = [...configured, ...loopbackAliases(publicUrl, env)];
  return {
    publicUrl,
    extraOrigins: extraOrigins.length > 0 ? extraOrigins : undefined,
    externalIssuer: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          jwksUrl: env.OIDC_JWKS_URL,
          maxLifetimeSeconds: env.OIDC_MAX_TOKEN_LIFETIME ? Number(env.OIDC_MAX_TOKEN_LIFETIME) : undefined,
        }
      : undefined,
    audience: env.OIDC_AUDIENCE,
    registrationsPerAddress: wholeNumberSetting(env, 'REGISTRATIONS_PER_ADDRESS_PER_HOUR', 1),
  };
}

async function externalJwksUrl(external: ExternalIssuer): Promise<URL> {
  if (external.jwksUrl) return new URL(external.jwksUrl);
  const discovery = `${external.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(discovery);
  if (!response.ok) throw new Error(`${discovery} answered ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error(`${discovery} has no jwks_uri`);
  return new URL(jwksUri);
}

/**
 * oidc-provider as a Koa app under its mount path. Fastify must not read the body (the provider
 * parses its own), and the provider routes on the path below its mount, so the URL is rewritten
 * the way Express mounting does and `originalUrl` keeps the full one for the provider's URLs.
 */
/** A provider request that has not finished by then no longer holds up its session's next one. */
const sessionQueueTimeoutMs = 30_000;

async function providerMount(app: FastifyInstance, options: { provider: Provider }) {
  const callback = options.provider.callback();
  const mountPath = app.prefix;
  const sessions = createSessionQueue();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.all('/*', (request, reply) => {
    reply.hijack();
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = raw.url;
    raw.url = raw.url?.slice(mountPath.length) || '/';
    // One request of a browser session at a time: the provider saves whole sessions (session-queue.ts).
    // Released when the provider's handler has finished (its session saved), not when the response ends: a
    // browser that abandons a request (a navigation away) closes it while the handler is still saving.
    sessions.run(sessionCookieOf(raw.headers), (done) => {
      const stuck = setTimeout(done, sessionQueueTimeoutMs);
      Promise.resolve(callback(raw, reply.raw)).finally(() => {
        clearTimeout(stuck);
        done();
        // Closing the app waits for this (plugins/in-flight.ts), also when the browser has gone.
        inFlightHandlerDone(request);
      });
    });
  });
}

/**
 * The embedded OpenID Connect issuer under /oidc with its Finnish pages, and `app.identity.verifier`, the
 * verifier of the bearer tokens that app.ts gives the auth plugin (an external issuer's when one is set).
 */
async function registerIdentity(app: FastifyInstance, options: IdentityOptions) {
  const settings = { ...identityOptionsFromEnv(process.env), ...stripUndefined(options) };
  const publicUrl = (settings.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '');
  const { db } = options;
  const keys = await loadIssuerKeys(db);
  const provider = createProvider({ db, publicUrl, keys, extraOrigins: settings.extraOrigins });
  const issuer = issuerFor(publicUrl);
  provider.on('server_error', (_ctx: unknown, error: Error) => app.log.error(error, 'oidc-provider'));

  const audience = settings.audience ?? webClientId;
  const verifier = settings.externalIssuer
    ? createTokenVerifier({
        issuer: settings.externalIssuer.issuer,
        audience,
        jwks: await externalJwksUrl(settings.externalIssuer),
        maxLifetimeSeconds: settings.externalIssuer.maxLifetimeSeconds ?? externalIdTokenLifetimeSeconds,
      })
    : createTokenVerifier({
        issuer,
        audience,
        jwks: publicJwks(keys),
        maxLifetimeSeconds: idTokenLifetimeSeconds,
      });

  app.decorate('identity', { provider, issuer, keys, verifier });
  await app.register(rateLimitPlugin, {
    db,
    now: options.now,
    registrationsPerAddress: settings.registrationsPerAddress,
  });
  const mountPath = new URL(issuer).pathname;
  await app.register(interactionRoutes, {
    prefix: `${mountPath}/interaction`,
    provider,
    db,
    publicUrl,
    resetHref: `${mountPath}/password-reset`,
  });
  await app.register(passwordResetRoutes, {
    prefix: `${mountPath}/password-reset`,
    db,
    publicUrl,
    now: options.now,
  });
  // The site's own font files for the pages above (docs/decisions/0033-idp-design.md).
  await app.register(fontRoutes, { prefix: `${mountPath}/fonts` });
  await app.register(providerMount, { prefix: mountPath, provider });
}
export const identityPlugin = fp(registerIdentity, { name: 'arpa-identity', fastify: '5.x' });

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
