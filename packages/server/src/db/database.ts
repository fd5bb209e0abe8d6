import { mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { DatabaseOpenError, lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { initdbTemplate } from './initdb-template.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PGliteThread, type PGliteLike } from './pglite-thread.ts';
import { PreparingClient } from './prepared.ts';
import type { Database } from './schema.ts';

/** Where the embedded database lives unless DATA_DIR says otherwise (git-ignored). */
export const defaultDataDir = fileURLToPath(new URL('../../../../.data/pglite', import.meta.url));

export type DatabaseOptions =
  /**
   * Embedded PGlite: in `dataDir`, in memory when it is omitted, or an already opened client. `thread`
   * runs it in a worker thread (the default from the environment; PGLITE_THREAD=off keeps it on the calling
   * thread; docs/decisions/0026-embedded-database-thread.md).
   */
  | {
      kind: 'pglite';
      dataDir?: string;
      client?: PGlite;
      loadDataDir?: Blob;
      thread?: boolean;
      /**
       * Where a new database (in memory, or an empty `dataDir`) finds the initialised cluster it starts from
       * instead of running initdb (db/initdb-template.ts); default PGLITE_INITDB_CACHE, unset: initdb.
       */
      initdbCache?: string;
    }
  /** A real PostgreSQL server; `schema` puts every table of this handle in that schema (used by tests). */
  | { kind: 'postgres'; connectionString: string; schema?: string; maxConnections?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseOptions['kind'];
  /**
   * A consistent copy of an embedded database while it runs: a gzipped tarball of the data directory that
   * `loadDataDir` opens again. Absent for PostgreSQL, which is backed up with its own tools (pg_dump).
   */
  backup?: () => Promise<Blob>;
  close(): Promise<void>;
}

const INT8_OID = 20;

/**
 * Counts and bigint columns (ids, cents) come back as JavaScript numbers from both drivers: every value
 * the application stores stays far below 2^53, and the API speaks numbers.
 */
function parseInt8(value: string): number {
  return Number(value);
}

/** A PGlite client that reads values as the server expects; pass it to `createDatabase` as `client`. */
export function openPGlite(options: Pick<PGliteOptions, 'dataDir' | 'loadDataDir'> = {}): PGlite {
  return new PGlite({ ...options, parsers: { [INT8_OID]: parseInt8 } });
}

/**
 * DATABASE_URL selects PostgreSQL; otherwise PGlite persisted in DATA_DIR (default `.data/pglite`), in its own
 * worker thread unless PGLITE_THREAD=off.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', connectionString: env.DATABASE_URL };
  return {
    kind: 'pglite',
    dataDir: env.DATA_DIR || defaultDataDir,
    thread: env.PGLITE_THREAD !== 'off',
  };
}

export interface DatabaseEvents {
  /** A pooled PostgreSQL connection failed while idle (e.g. the server restarted); the pool replaces it. */
  onError?: (error: Error) => void;
}

/** In memory, or a data directory with nothing in it yet: PGlite would run initdb. */
function isNewDatabase(dataDir: string | undefined): boolean {
  if (!dataDir) return true;
  try {
    return readdirSync(dataDir).length === 0;
  } catch {
    // Not a directory PGlite can use: it reports that itself.
    return false;
  }
}

export async function createDatabase(
  options: DatabaseOptions,
  events: DatabaseEvents = {},
): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
      // Marked statements are prepared once per connection (db/prepared.ts).
      Client: PreparingClient,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseInt8
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // Without a listener an idle connection's error would crash the process.
    pool.on('error', (error) => events.onError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  let client: PGliteLike | undefined = options.client;
  let lock: DataDirLock | undefined;
  if (!client && options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // Before PGlite touches the files: a second process must not open them at all.
    lock = lockDataDir(options.dataDir);
  }
  try {
    if (!client) {
      const loadDataDir =
        options.loadDataDir ??
        (isNewDatabase(options.dataDir) ? await initdbTemplate(options.initdbCache) : undefined);
      // Off the HTTP thread when asked: a long statement then no longer stalls requests and health probes.
      client = options.thread
        ? new PGliteThread({ dataDir: options.dataDir, loadDataDir })
        : openPGlite({ dataDir: options.dataDir, loadDataDir });
    }
    await client.waitReady;
  } catch (error) {
    if (!options.client) await client?.close().catch(() => {});
    lock?.release();
    throw options.dataDir ? new DatabaseOpenError(options.dataDir, error) : error;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  const opened = client;
  return {
    db,
    kind: 'pglite',
    // PGlite runs one statement at a time, so the dump (a checkpoint and a copy of the files) sees no
    // half-done transaction of ours.
    backup: () => opened.dumpDataDir('gzip'),
    async close() {
      await db.destroy();
      if (!opened.closed) await opened.close();
      lock?.release();
    },
  };
}
