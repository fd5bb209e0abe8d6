import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AjvCompiler } from '@fastify/ajv-compiler';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import {
  capConnectionsPerAddress,
  registerUnderPressure,
  serverLimitsFromEnv,
  serverTimeoutOptions,
} from './config/limits.ts';
import { gameUrlFromEnv } from './config/game.ts';
import { playableTicketsEnabledFromEnv } from './config/playable.ts';
import { assertSafeForProduction, isProduction } from './config/production.ts';
import { createDatabase, databaseOptionsFromEnv, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { CONSENT_COOKIE, loadAppShell } from './http/app-shell.ts';
import { buildFilesRoutes, readBuildFiles } from './http/build-files.ts';
import { loadServerRenderer } from './http/server-render.ts';
import { ApiError } from './errors.ts';
import { identityOptionsFromEnv, identityPlugin } from './idp/index.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { contentRoutes } from './modules/admin/content-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminTokenFile, resolveAdminToken } from './modules/admin/token.ts';
import { bonusAdminRoutes, bonusPublicRoutes } from './modules/bonus/routes.ts';
import { resolveTicketCodeKey } from './modules/catalogue/codes.ts';
import { devOutboxRoutes } from './modules/claims/outbox.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { extraDrawRoutes } from './modules/extra-draw/routes.ts';
import { lotteryRoutes } from './modules/lotteries/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { depositRoutes } from './modules/deposits/routes.ts';
import { devClockRoutes, testClockFromEnv } from './modules/jobs/clock.ts';
import { limitsRoutes } from './modules/limits/routes.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { paymentAdminRoutes } from './modules/payments/admin-routes.ts';
import { paymentsPlugin } from './modules/payments/routes.ts';
import { depositOutcome } from './modules/deposits/service.ts';
import { orderOutcome } from './modules/orders/service.ts';
import { gameCsrfExemptPrefix, playableRoutes } from './modules/playable/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { strongAuthPlugin } from './modules/strong-auth/routes.ts';
import { csrfPlugin, resolveCsrfSecret } from './plugins/csrf.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { frameworkErrorOptions } from './plugins/framework-errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { trackInFlightRequests } from './plugins/in-flight.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { answerFirst, publicCachePlugin } from './plugins/public-cache.ts';
import {
  securityHeadersFor,
  securityHeadersPlugin,
  type SecurityHeadersOptions,
} from './plugins/security-headers.ts';

export interface AppOptions {
  /** The built single-page app (app/dist). */
  appDir?: string;
  /** Static storage: the CMS content file and the custom script (SPEC §7). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** An open database the caller owns (tests); by default one is opened from `env` and closed with the app. */
  database?: DatabaseHandle;
  /** Where settings come from (DATABASE_URL, DATA_DIR, CSRF_SECRET); default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Extra CSRF exemptions (path prefixes) beside the OIDC provider's. */
  csrfExemptPrefixes?: string[];
  securityHeaders?: SecurityHeadersOptions;
  /** Called on the bare instance before any plugin or route (tests add hooks such as `onRoute` here). */
  configure?: (app: FastifyInstance) => void;
  /** The clock of time-dependent rules (claims, code-attempt limits); default the system clock. */
  now?: () => Date;
  /** How long a public page may take to render before the plain shell is sent instead: default 10 s. */
  renderTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** The database handle (its kind, and `backup` for an embedded one). */
    database: DatabaseHandle;
  }
}

const systemNow = () => new Date();
const defaultAppDir = fileURLToPath(new URL('../../../app/dist/', import.meta.url));
const defaultStaticDir = fileURLToPath(new URL('../static/', import.meta.url));

/**
 * TRUST_PROXY (docs/runbook.md): unset or empty, clients connect directly and `request.ip` is the socket's
 * address (X-Forwarded-For is ignored); a number is how many proxy hops in front of the server to trust;
 * otherwise a comma-separated list of proxy addresses or CIDR ranges whose X-Forwarded-For is believed.
 */
export function trustProxyFromEnv(
  value: string | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  const setting = value?.trim() ?? '';
  if (setting === '') return false;
  if (/^\d+$/.test(setting)) {
    // What Fastify does with a number, which its types do not accept: trust the first n hops.
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * One validator compiler for every app this process builds. The route schemas are the contract's objects,
 * the same for every instance, and Ajv keeps what it compiled per schema object: a second app (the tests
 * build hundreds) reuses the first one's validators instead of compiling them again.
 */
const sharedAjvCompiler = AjvCompiler();

/**
 * Addresses, query strings and headers arrive as text, so their numbers and booleans are read from it
 * (Ajv's `coerceTypes`, Fastify's default). A JSON body says what type each value is: there, `"1000"`,
 * `true` or `null` where a number belongs is refused (`invalid_format`, `not_integer`, …) instead of being
 * taken as 1000, 1 or 0 (docs/decisions/0027-input-validation.md).
 */
const sharedValidatorCompiler: typeof sharedAjvCompiler = (externalSchemas, options) => {
  const fromText = sharedAjvCompiler(externalSchemas, options);
  const fromJson = sharedAjvCompiler(externalSchemas, {
    ...options,
    customOptions: { ...(options?.customOptions as object), coerceTypes: false },
  } as typeof options);
  // Fastify calls the compiler with the route's definition (its types name only the schema).
  return ((route: { httpPart?: string }) =>
    (route.httpPart === 'body' ? fromJson : fromText)(route as never)) as unknown as typeof fromText;
};

const serializersBySchema = new WeakMap<object, (document: unknown) => string>();
const buildSerializers = SerializerSelector();

/**
 * One response serializer per schema object for every app this process builds, as the validators are: Fastify
 * compiles a serializer for each response schema of each route when an app starts (11 ms an app of the
 * server's routes), the same code for the same schema. The apps share no schemas by id
 * (`addSchema`), which would change what a schema compiles to; with any, each app compiles its own.
 */
function sharedSerializerCompiler(
  externalSchemas?: unknown,
  options?: Parameters<typeof buildSerializers>[1],
): ReturnType<typeof buildSerializers> {
  const compile = buildSerializers(externalSchemas, options);
  const shared = Object.keys(externalSchemas ?? {}).length === 0 && options === undefined;
  return (route) => {
    const { schema } = route;
    if (!shared || typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = serializersBySchema.get(schema);
    if (!serializer) {
      serializer = compile(route);
      serializersBySchema.set(schema, serializer);
    }
    return serializer;
  };
}

/** How long closing the app waits for handlers still at work before it closes the database anyway. */
const closeWaitMs = 5_000;

/** JSON bodies of this API are small forms; anything larger is refused with 413 before it is parsed. */
const bodyLimit = 100 * 1024;
/** Answers of at least this many bytes are sent compressed to a client that accepts it. */
const compressAbove = 1024;

/**
 * Builds the whole site: the API under /api, static storage under /static, the app for every other page.
 * The database is migrated to the latest schema before the first request.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  // NODE_ENV=production with a simulator, a public test secret or a generated secret: refused before anything opens.
  assertSafeForProduction(env);
  const limits = serverLimitsFromEnv(env);
  // TEST_CLOCK=on: a clock that POST /api/dev/clock moves forward (never in production).
  const testClock = options.now ? null : testClockFromEnv(env);
  const now = options.now ?? testClock?.now;
  const appDir = options.appDir ?? defaultAppDir;
  const staticDir = options.staticDir ?? defaultStaticDir;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // Who may say, in X-Forwarded-For, which client a request came from (`request.ip`).
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    // Unknown fields are refused with a catalogued code rather than silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
    schemaController: {
      compilersFactory: {
        buildValidator: sharedValidatorCompiler,
        buildSerializer: sharedSerializerCompiler,
      },
    },
    // Bad URLs, over-long parameters and headers, request-line garbage: catalogued codes too.
    ...frameworkErrorOptions,
    // Slow clients are cut off; docs/runbook.md lists the settings (config/limits.ts).
    ...serverTimeoutOptions(limits),
  });
  capConnectionsPerAddress(app.server, limits.maxConnectionsPerAddress);

  options.configure?.(app);

  const database =
    options.database ??
    (await createDatabase(databaseOptionsFromEnv(env), {
      onError: (error) => app.log.error({ err: error }, 'database connection failed'),
    }));
  // A handler whose client went away keeps running after the listener closes: the database waits for it
  // (up to closeWaitMs) rather than closing under its next statement (plugins/in-flight.ts).
  const inFlight = trackInFlightRequests(app);
  if (!options.database) {
    app.addHook('onClose', async () => {
      if (!(await inFlight.drained(closeWaitMs))) {
        app.log.warn({ requests: inFlight.size }, 'closing the database with requests still running');
      }
      await database.close();
    });
  }
  const { db } = database;
  try {
    await migrateToLatest(db);
  } catch (error) {
    await app.close();
    throw error;
  }
  app.decorate('db', db);
  app.decorate('database', database);

  // Only JSON bodies: a text/plain body is what a cross-site form could send.
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  // NUL characters, lone surrogates, absurd nesting and non-finite numbers: refused before any handler.
  await app.register(inputGuardPlugin);
  // Answers above 1 KB go out brotli- or gzip-compressed when the client accepts it (the built app's files
  // are compressed at build time and sent as they are). Request bodies are never decompressed: a
  // compressed body is refused with 415 (docs/decisions/0024-compressed-delivery.md).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: compressAbove,
  });
  await registerUnderPressure(app, limits);
  const securityOptions: SecurityHeadersOptions = {
    httpsSite: env.PUBLIC_URL?.startsWith('https://') ?? false,
    production: isProduction(env),
    // The playable-ticket game is framed from its own origin (http/game-origin.ts).
    frameOrigins: [new URL(gameUrlFromEnv(env)).origin],
    ...options.securityHeaders,
  };
  await app.register(securityHeadersPlugin, securityOptions);
  await app.register(fastifyCookie);
  // Public catalogue answers from memory, with ETag and Cache-Control; operator changes invalidate them.
  // It keeps their brotli and gzip copies too, made once each (the plugin above would compress every answer).
  // Its plain reads are answered at the server's door, before the framework (decision 0067).
  await app.register(publicCachePlugin, {
    db,
    compressAbove,
    securityHeaders: securityHeadersFor(securityOptions),
  });
  answerFirst(app.server, (request, response) => app.publicCache.answerAtTheDoor(request, response));
  await app.register(csrfPlugin, {
    secret: await resolveCsrfSecret(db, env.CSRF_SECRET),
    // The operator API and the test clock are authenticated by a bearer token, never by cookies.
    // The game's calls authenticate by their game token header alone (docs/playable-api.md).
    exemptPrefixes: [
      '/oidc/',
      '/api/admin/',
      '/api/dev/clock',
      `${gameCsrfExemptPrefix}/`,
      ...(options.csrfExemptPrefixes ?? []),
    ],
  });

  // Identity: the embedded OIDC issuer (/oidc; or an external issuer's keys), bearer-token authentication
  // of every API request (`request.user`; the one sign-in gate is plugins/auth.ts `requireUser`), /me.
  await app.register(identityPlugin, { db, now, ...identityOptionsFromEnv(env) });
  // The issuer (a Koa app) believes X-Forwarded-Proto only behind a trusted proxy, as Fastify does.
  app.identity.provider.proxy = Boolean(env.TRUST_PROXY?.trim());
  await app.register(authPlugin, { db, verifier: app.identity.verifier });
  await app.register(meRoutes, { prefix: '/api/v1', db });
  // SPEC §7 names the account service's calls GET/PATCH /me; the same routes answer there too.
  await app.register(meRoutes, { db });
  await app.register(healthRoutes, { db });

  // Keys kept in the database unless the environment gives them (db/secrets.ts). The operator token's file
  // for the CLI is written only by a real start (the app opened its own database), never by tests.
  const ticketCodeKey = await resolveTicketCodeKey(db, env.TICKET_CODE_KEY);
  const adminToken = await resolveAdminToken(db, env, options.database ? null : adminTokenFile(env));

  // Money: the ledger's accounts, the bank (payments and their outcomes), deposits, the prize shop and orders.
  await app.register(accountRoutes, { db });
  await app.register(paymentsPlugin, {
    db,
    env,
    now,
    jobPollMs: Number(env.JOB_POLL_MS) || undefined,
    outcomes: { deposit: depositOutcome, order: orderOutcome },
  });
  await app.register(depositRoutes, { db });
  await app.register(shopRoutes, { db });
  await app.register(orderRoutes, { db, env });
  // Scratch tickets: the public lottery catalogue, claims of ticket codes, the extra draw, bonuses.
  await app.register(lotteryRoutes, { db });
  await app.register(claimRoutes, { db, codeKey: ticketCodeKey, now: now ?? systemNow });
  await app.register(extraDrawRoutes, { db, adminToken, now: now ?? systemNow });
  await app.register(bonusPublicRoutes, { db });
  // Player protection (limits, pauses, self-exclusion), strong identification, playable tickets.
  await app.register(limitsRoutes, { db, now, env });
  await app.register(strongAuthPlugin, { db, env, now });
  await app.register(playableRoutes, { db, env, now });
  // The operator: the admin API under /api/admin (operator token, CSRF-exempt) and the content file.
  await app.register(adminRoutes, { prefix: '/api/admin', db, adminToken, ticketCodeKey, now });
  await app.register(bonusAdminRoutes, { prefix: '/api/admin', db, adminToken, now: now ?? systemNow });
  await app.register(paymentAdminRoutes, { prefix: '/api/admin', db, adminToken });
  await app.register(contentRoutes, { db, staticDir });
  // Development only: the outbox of messages that would have been sent, and the movable test clock.
  if (env.NODE_ENV !== 'production') await app.register(devOutboxRoutes, { db, adminToken });
  if (testClock) await app.register(devClockRoutes, { db, env, clock: testClock });

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/static/',
    decorateReply: false,
    cacheControl: true,
    maxAge: '60s',
  });

  // The build's files, from memory: immutable, each with its `.br`/`.gz` twin for clients that accept them
  // (http/build-files.ts). The HTML shell is rendered per request below and always revalidated.
  if (existsSync(appDir)) buildFilesRoutes(app, readBuildFiles(appDir));

  const playableTicketsEnabled = playableTicketsEnabledFromEnv(env);
  const appShell = loadAppShell(appDir, { playableTicketsEnabled, staticDir });
  // The public pages arrive rendered (http/server-render.ts); the rest render in the browser.
  const serverRenderer = appShell
    ? await loadServerRenderer({
        appDir,
        shell: appShell,
        app,
        log: app.log,
        playableTicketsEnabled,
        renderTimeoutMs: options.renderTimeoutMs,
      })
    : undefined;
  // The pages every visit starts from are rendered once the server is up, in the background.
  if (serverRenderer) {
    app.addHook('onListen', async () => {
      void serverRenderer.warm(['/', '/lunastettavat', '/voittokauppa']).catch(() => undefined);
    });
    app.addHook('onClose', () => serverRenderer.close());
  }
  app.setNotFoundHandler(async (request, reply) => {
    // The demo game API answers JSON like the API (docs/playable-api.md). Build files never get here:
    // `/assets/*` is the build's own route, which answers a missing file with a 404 (http/build-files.ts).
    const path = request.url.split('?')[0] ?? '/';
    // A file's name is no page of ours (slugs and ids have no dot): `/favicon.ico`, `/robots.txt` and a
    // scanner's `/wp-login.php` are not found, instead of answering the app's HTML with 200.
    const isFile = /\.[^/]*$/.test(path);
    const isPage =
      !isFile && !['/api/', '/demo-api/', '/static/'].some((prefix) => request.url.startsWith(prefix));
    if ((request.method === 'GET' || request.method === 'HEAD') && isPage && appShell) {
      // Client-side routes: the app renders its own Finnish not-found page. The shell names what the
      // page needs next (http/app-shell.ts).
      const consent = request.cookies[CONSENT_COOKIE];
      const visitor = {
        consentChosen: serverRenderer ? serverRenderer.consentChosen(consent) : Boolean(consent),
      };
      const rendered = await serverRenderer?.document(request.url, visitor);
      const shell = rendered ?? appShell.document(path, visitor);
      // An address that is no page of the app, or a rendered page whose lottery or product does not exist,
      // is sent with 404 (the app shows its not-found page either way): search engines and monitors see it.
      const status = rendered?.status ?? (serverRenderer?.isKnownPage(path) === false ? 404 : 200);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (!encoding) return reply.send(shell.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? shell.br : shell.gzip);
    }
    throw new ApiError('not_found', 404);
  });

  return app;
}
