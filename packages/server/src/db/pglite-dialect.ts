import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PGliteLike } from './pglite-thread.ts';

/**
 * A Kysely dialect for the embedded PGlite database.
 *
 * PGlite is one PostgreSQL session, so two transactions must never interleave on it: the driver hands out
 * its single connection to one caller at a time (a transaction keeps it from BEGIN to COMMIT). The
 * kysely-pglite package shares the session without such a lock, which mixes concurrent requests'
 * transactions together.
 */
export class PGliteDialect implements Dialect {
  readonly #client: PGliteLike;

  constructor(client: PGliteLike) {
    this.#client = client;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#client);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  /** Resolves when the current holder releases the connection; the next caller waits on it. */
  #queue: Promise<void> = Promise.resolve();
  #release: (() => void) | undefined;

  constructor(client: PGliteLike) {
    this.#connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#queue;
    let release!: () => void;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.#release = release;
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {}
}

const commandsWithAffectedRows = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #client: PGliteLike;

  constructor(client: PGliteLike) {
    this.#client = client;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    const { command } = result;
    return command && commandsWithAffectedRows.has(command)
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) }
      : { rows: result.rows };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite cannot stream query results');
  }
}
