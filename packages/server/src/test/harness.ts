import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.ts';
import { createDatabase, openPGlite, type DatabaseHandle } from '../db/database.ts';
import { testSchemaPrefix } from './run-schemas.ts';
import { dumpMigratedPGlite } from './pglite-template.ts';
import { storeFirstStartKeys } from './first-start-keys.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { presetUser, type RequestUser } from '../plugins/auth.ts';
import { csrfCookieName, csrfHeaderName } from '../plugins/csrf.ts';

/**
 * Test infrastructure for the server: a migrated database per call, and the whole app built on it.
 *
 * By default the database is an in-memory PGlite. With TEST_DATABASE_URL set (scripts/with-postgres.mjs
 * does so) it is a schema on that PostgreSQL server. Either is reused once the test that had it closed it,
 * emptied back to what the migrations left (`readBaseline`): by the file's next test, and (up to
 * {@link databasesKeptBetweenFiles}) by the worker's next file.
 */

/** Which database the tests run on, for test names and database-specific expectations. */
export const testDatabaseKind: DatabaseHandle['kind'] = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A migrated PGlite as a data-directory dump. Made once per run by the server project's global setup
 * (test/global-setup.ts, handed over with `inject`); made here, once per file, when a test runs without it.
 */
function migratedPGliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const path = templatePathFromSetup();
    if (path) return new Blob([await readFile(path)]);
    return await dumpMigratedPGlite();
  })();
  return pgliteTemplate;
}

function templatePathFromSetup(): string | undefined {
  try {
    return inject('pgliteTemplatePath') || undefined;
  } catch {
    // Not under Vitest's runner (a script importing the harness): no global setup.
    return undefined;
  }
}

/**
 * What a freshly migrated database holds, and how to bring a used one back to it: `changedSql` asks which
 * tables hold rows and which sequences moved, `resetSql` gives the statements that empty and rewind those.
 */
interface Baseline {
  fingerprint: string;
  changedSql: string;
  resetSql: (changed: { tables: string[]; sequences: string[] }) => string;
}

/** The current schema's tables and columns, read from the catalogue (information_schema is several times slower). */
const fingerprintSql = `select md5(coalesce(string_agg(c.relname || '.' || a.attname || ':' || a.atttypid::text, ','
    order by c.relname, a.attnum), '')) as fingerprint
  from pg_class c join pg_attribute a on a.attrelid = c.oid
  where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped`;

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Reads a freshly migrated database: its tables (without the migration bookkeeping), the rows migrations
 * put in them (copied aside into `<schema>_seed`) and its sequences' positions. The reset empties every table,
 * puts the migrations' rows back and the sequences where they were, so a reused database is
 * indistinguishable from a new one to the code under test.
 */
async function readBaseline(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Baseline> {
  const [{ schema }] = (await query('select current_schema() as schema')) as [{ schema: string }];
  const seedSchema = `${schema}_seed`;
  const tables = (
    await query(`select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
        and table_name not in ('kysely_migration', 'kysely_migration_lock') order by table_name`)
  ).map((row) => row.table_name as string);
  const sequences = (
    await query(
      `select sequencename as name, last_value from pg_sequences where schemaname = current_schema()`,
    )
  ).map((row) => ({ name: row.name as string, lastValue: row.last_value as number | string | null }));
  const seeded: string[] = [];
  for (const table of tables) {
    const [row] = await query(`select exists (select 1 from ${ident(table)}) as has_rows`);
    if (row?.has_rows) seeded.push(table);
  }
  await query(`drop schema if exists ${ident(seedSchema)} cascade`);
  await query(`create schema ${ident(seedSchema)}`);
  for (const table of seeded) {
    await query(`create table ${ident(seedSchema)}.${ident(table)} as select * from ${ident(table)}`);
  }
  const [{ fingerprint }] = (await query(fingerprintSql)) as [{ fingerprint: string }];
  // One query answers which tables hold rows (a test writes to a few of the 48) and which sequences moved:
  // only those are emptied and rewound. The tables the migrations filled are always emptied and filled again,
  // whatever a test did to their rows.
  const unseeded = tables.filter((table) => !seeded.includes(table));
  const baselineValues = sequences
    .map(({ name, lastValue }) => `('${name}', ${lastValue === null ? 'null' : Number(lastValue)}::bigint)`)
    .join(', ');
  const changedSql = `select
      array_remove(array[${unseeded.map((table) => `case when exists (select 1 from ${ident(table)}) then '${table}' end`).join(', ') || 'null'}]::text[], null) as tables,
      coalesce((select array_agg(s.sequencename::text) from pg_sequences s
        join (values ${baselineValues || "('', null::bigint)"}) as b(name, last_value) on b.name = s.sequencename::text
        where s.schemaname = current_schema() and s.last_value is distinct from b.last_value), '{}'::text[]) as sequences`;
  const rewind = new Map(
    sequences.map(({ name, lastValue }) => [
      name,
      lastValue === null
        ? `select setval('${ident(name)}', (select start_value from pg_sequences where schemaname = current_schema() and sequencename = '${name}'), false)`
        : `select setval('${ident(name)}', ${Number(lastValue)}, true)`,
    ]),
  );
  // DELETE rather than TRUNCATE: truncating makes new files for every table and index, which on PGlite cost
  // as much as opening a new database; the tables of a test hold a handful of rows. Replica mode skips the
  // foreign-key and append-only triggers, so the order of the tables does not matter.
  const resetSql = (changed: { tables: string[]; sequences: string[] }) =>
    [
      `set session_replication_role = replica`,
      ...[...changed.tables, ...seeded].map((table) => `delete from ${ident(table)}`),
      ...seeded.map(
        (table) =>
          `insert into ${ident(table)} overriding system value select * from ${ident(seedSchema)}.${ident(table)}`,
      ),
      // `changedSql` names only the baseline's sequences.
      ...changed.sequences.map((name) => rewind.get(name)!),
      `set session_replication_role = default`,
    ].join(';\n');
  return { fingerprint, changedSql, resetSql };
}

/** Brings a used database back to its baseline: two round trips, the question and the statements. */
async function resetToBaseline(
  baseline: Baseline,
  query: (text: string) => Promise<Record<string, unknown>[]>,
  exec: (text: string) => Promise<unknown>,
): Promise<void> {
  const [changed] = (await query(baseline.changedSql)) as [{ tables: string[]; sequences: string[] }];
  await exec(baseline.resetSql(changed));
}

/**
 * Databases of this test file that a closed test app gave back. Opening and migrating one costs 0.3–0.5 s
 * on PGlite and PostgreSQL alike; emptying a used one costs a few milliseconds. A test that changed the
 * schema (dropped a table) or closed the database itself does not give it back.
 */
interface PooledPGlite {
  client: PGlite;
  baseline: Baseline;
}
interface PooledSchema {
  schema: string;
  baseline: Baseline;
}
const idlePGlite: PooledPGlite[] = [];
const idleSchemas: PooledSchema[] = [];
const createdSchemas = new Set<string>();

async function fingerprintOf(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<string> {
  const [{ fingerprint }] = (await query(fingerprintSql)) as [{ fingerprint: string }];
  return fingerprint;
}

/** `close` that runs once however often it is called; later calls wait for the first. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function pgliteDatabase(): Promise<DatabaseHandle> {
  let pooled = idlePGlite.pop();
  if (pooled) {
    const { client } = pooled;
    await resetToBaseline(
      pooled.baseline,
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      (text) => client.exec(text),
    );
  } else {
    const client = openPGlite({ loadDataDir: await migratedPGliteTemplate() });
    await client.waitReady;
    const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
    pooled = { client, baseline: await readBaseline(query) };
  }
  const entry = pooled;
  const handle = await createDatabase({ kind: 'pglite', client: entry.client });
  return {
    ...handle,
    // Closing twice (a test closes its database and then its app, which closes it again) must not give
    // the database back twice: two later tests would share it, or, on PostgreSQL, one would find its schema
    // dropped.
    close: once(async () => {
      await handle.db.destroy();
      const { client } = entry;
      if (client.closed) return;
      const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
      const reusable = await fingerprintOf(query)
        .then((fingerprint) => fingerprint === entry.baseline.fingerprint)
        .catch(() => false);
      if (reusable) idlePGlite.push(entry);
      else await client.close();
    }),
  };
}

async function withAdminClient<T>(
  connectionString: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function postgresDatabase(connectionString: string): Promise<DatabaseHandle> {
  let pooled = idleSchemas.pop();
  let handle: DatabaseHandle;
  if (pooled) {
    handle = await createDatabase({
      kind: 'postgres',
      connectionString,
      schema: pooled.schema,
      maxConnections: 5,
    });
    const { db } = handle;
    await resetToBaseline(
      pooled.baseline,
      async (text) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows,
      (text) => sql.raw(text).execute(db),
    );
  } else {
    const schema = `${testSchemaPrefix(runIdFromSetup())}${randomBytes(5).toString('hex')}`;
    await withAdminClient(connectionString, (admin) => admin.query(`create schema ${schema}`));
    createdSchemas.add(schema);
    handle = await createDatabase({ kind: 'postgres', connectionString, schema, maxConnections: 5 });
    await migrateToLatest(handle.db);
    await storeFirstStartKeys(handle.db);
    const db = handle.db;
    const query = async (text: string) => (await sql.raw<Record<string, unknown>>(text).execute(db)).rows;
    pooled = { schema, baseline: await readBaseline(query) };
  }
  const entry = pooled;
  const opened = handle;
  return {
    ...opened,
    close: once(async () => {
      const query = async (text: string) =>
        (await sql.raw<Record<string, unknown>>(text).execute(opened.db)).rows;
      const reusable = await fingerprintOf(query)
        .then((fingerprint) => fingerprint === entry.baseline.fingerprint)
        .catch(() => false);
      await opened.close();
      if (reusable) idleSchemas.push(entry);
      else await dropSchemas(connectionString, [entry.schema]);
    }),
  };
}

async function dropSchemas(connectionString: string, schemas: string[]): Promise<void> {
  if (schemas.length === 0) return;
  await withAdminClient(connectionString, async (admin) => {
    for (const schema of schemas) {
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.query(`drop schema if exists ${schema}_seed cascade`);
      createdSchemas.delete(schema);
    }
  });
}

/**
 * How many emptied databases a worker keeps for its next test file. The files of a worker share modules
 * (the server project's `isolate: false`), so a file starts on the databases the one before gave back
 * instead of loading a PGlite or migrating a schema again.
 */
export const databasesKeptBetweenFiles = 2;

/**
 * After a test file: closes what its tests left in the pool beyond `keep` (PGlite instances closed,
 * PostgreSQL schemas dropped), and drops the schemas its tests did not give back. The server project's
 * setup file calls it after each file; the global setup drops what the run's workers kept.
 */
export async function releaseTestDatabases(keep = databasesKeptBetweenFiles): Promise<void> {
  for (const { client } of idlePGlite.splice(keep)) await client.close();
  idleSchemas.splice(keep);
  const kept = new Set(idleSchemas.map((entry) => entry.schema));
  const url = process.env.TEST_DATABASE_URL;
  if (url)
    await dropSchemas(
      url,
      [...createdSchemas].filter((schema) => !kept.has(schema)),
    );
}

function runIdFromSetup(): string {
  try {
    return inject('testRunId') || 'x';
  } catch {
    return 'x';
  }
}

/**
 * A database with every migration applied and nothing else in it; the caller closes it. With
 * TEST_DATABASE_URL set (scripts/with-postgres.mjs) it is a schema of that PostgreSQL server, otherwise an
 * in-memory PGlite; either may have served an earlier test of the same file and been emptied since.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresDatabase(url) : pgliteDatabase();
}

/** Header naming the signed-in test user; honoured only by apps built here, never by `buildApp` itself. */
export const testUserHeader = 'x-test-user';
/** The sign-in session (`sid`) of the test player's request, when a test needs one. */
export const testSessionHeader = 'x-test-session';

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

/**
 * The app folder of a test app that names none: a folder that does not exist, so a test's app serves the API
 * alone whether or not `app/dist` has been built. A test of the pages gives its own (test/fake-app-build.ts).
 */
const noAppBuild = '/nonexistent/arpa-app-build';

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
    appDir: noAppBuild,
    ...appOptions,
    database,
    configure(instance) {
      instance.addHook('onRoute', (route) => {
        routes.push(route);
      });
      // A test names its player in a header (and, if it matters, the sign-in session the id token would
      // name): taken as verified before the auth plugin and every sign-in gate look at the request.
      instance.addHook('onRequest', async (request) => {
        const sub = request.headers[testUserHeader];
        const sid = request.headers[testSessionHeader];
        if (typeof sub === 'string' && sub !== '') {
          presetUser(request, { ...testUser(sub), ...(typeof sid === 'string' ? { sid } : {}) });
        }
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
