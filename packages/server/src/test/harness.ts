import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.ts';
import { createDatabase, openPGlite, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { presetUser, type RequestUser } from '../plugins/auth.ts';
import { csrfCookieName, csrfHeaderName } from '../plugins/csrf.ts';

/**
 * Test infrastructure for the server: a fresh, migrated database per call, and the whole app built on it.
 *
 * By default the database is an in-memory PGlite. With TEST_DATABASE_URL set (scripts/with-postgres.mjs
 * does so) it is a fresh schema on that PostgreSQL server, dropped again on close.
 */

/** Which database the tests run on, for test names and database-specific expectations. */
export const testDatabaseKind: DatabaseHandle['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;

/** A migrated PGlite, dumped once per test file: loading the dump is several times faster than migrating. */
function migratedPGliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const client = openPGlite();
    const handle = await createDatabase({ kind: 'pglite', client });
    await migrateToLatest(handle.db);
    const dump = await client.dumpDataDir('none');
    await handle.close();
    return dump;
  })();
  return pgliteTemplate;
}

async function freshPostgres(connectionString: string): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({ kind: 'postgres', connectionString, schema, maxConnections: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString });
      await dropper.connect();
      try {
        await dropper.query(`drop schema ${schema} cascade`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh database with every migration applied; the caller closes it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = url
    ? await freshPostgres(url)
    : await createDatabase({
        kind: 'pglite',
        client: openPGlite({ loadDataDir: await migratedPGliteTemplate() }),
      });
  await migrateToLatest(handle.db);
  return handle;
}

/** Header naming the signed-in test user; honoured only by apps built here, never by `buildApp` itself. */
export const testUserHeader = 'x-test-user';

export interface TestApp {
  app: FastifyInstance;
  /** Every route the app registered (including test routes), in registration order. */
  routes: RouteOptions[];
  db: Kysely<Database>;
  database: DatabaseHandle;
  /**
   * A valid CSRF token, with the cookie and header that carry it; bound to the session of the bearer
   * `authorization` header when one is given (tokens are per sign-in session).
   */
  csrf(authorization?: string): Promise<CsrfPair>;
  /**
   * `app.inject` as the given user (by OIDC subject), with a valid CSRF token on state-changing requests
   * unless `csrf: false`.
   */
  request(options: InjectOptions & { user?: string; csrf?: boolean }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CsrfPair {
  token: string;
  cookies: Record<string, string>;
  headers: Record<string, string>;
}

export interface TestAppOptions extends Omit<AppOptions, 'database'> {
  /** Adds test-only routes before the app is ready. */
  testRoutes?: (app: FastifyInstance) => void | Promise<void>;
}

function testUser(sub: string): RequestUser {
  return {
    sub,
    userId: sub,
    email: `${sub}@example.test`,
    firstName: 'Testi',
    lastName: 'Käyttäjä',
    isAdmin: false,
    stronglyAuthenticated: false,
  };
}

/** The whole app on a fresh database. Close it after the test (it closes the database too). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const { testRoutes, ...appOptions } = options;
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    env: {},
    ...appOptions,
    database,
    configure(instance) {
      instance.addHook('onRoute', (route) => {
        routes.push(route);
      });
      // A test names its player in a header: taken as verified before the auth plugin and every sign-in
      // gate look at the request.
      instance.addHook('onRequest', async (request) => {
        const sub = request.headers[testUserHeader];
        if (typeof sub === 'string' && sub !== '') presetUser(request, testUser(sub));
      });
      appOptions.configure?.(instance);
    },
  });
  await testRoutes?.(app);
  await app.ready();

  async function csrf(authorization?: string): Promise<CsrfPair> {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/csrf',
      headers: authorization ? { authorization } : {},
    });
    const { token } = response.json<{ token: string }>();
    return { token, cookies: { [csrfCookieName]: token }, headers: { [csrfHeaderName]: token } };
  }

  return {
    app,
    routes,
    db: database.db,
    database,
    csrf,
    async request({ user, csrf: withCsrf = true, ...inject }) {
      const method = (inject.method ?? 'GET').toUpperCase();
      const headers: Record<string, string> = { ...(inject.headers as Record<string, string>) };
      let cookies = inject.cookies;
      if (user) headers[testUserHeader] = user;
      if (withCsrf && !['GET', 'HEAD', 'OPTIONS'].includes(method)) {
        const pair = await csrf(headers.authorization);
        Object.assign(headers, pair.headers);
        cookies = { ...pair.cookies, ...cookies };
      }
      return app.inject({ ...inject, headers, cookies });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
