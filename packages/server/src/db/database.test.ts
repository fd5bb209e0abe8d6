import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { ensureAccount, postLedgerEvent } from '../modules/accounts/ledger.ts';
import { assertLedgerInvariant } from '../modules/accounts/ledger-invariant.ts';
import { createTestDatabase, testDatabaseKind } from '../test/harness.ts';
import { createDatabase, databaseOptionsFromEnv, defaultDataDir } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe('database selection', () => {
  it('uses PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR or .data/pglite, in its own thread', () => {
    expect(databaseOptionsFromEnv({ DATABASE_URL: 'postgres://db.example/arpa', DATA_DIR: '/x' })).toEqual({
      kind: 'postgres',
      connectionString: 'postgres://db.example/arpa',
    });
    expect(databaseOptionsFromEnv({ DATA_DIR: '/var/lib/arpa' })).toEqual({
      kind: 'pglite',
      dataDir: '/var/lib/arpa',
      thread: true,
    });
    expect(databaseOptionsFromEnv({})).toEqual({ kind: 'pglite', dataDir: defaultDataDir, thread: true });
    expect(databaseOptionsFromEnv({ PGLITE_THREAD: 'off' })).toMatchObject({ thread: false });
    expect(defaultDataDir).toMatch(/\/\.data\/pglite$/);
  });
});

describe(`migrations (${testDatabaseKind})`, () => {
  it('apply once, in order, and a second run has nothing to do', async () => {
    const database = await createTestDatabase();
    try {
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        database.db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
      const again = await migrateToLatest(database.db);
      expect(again.results).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('migrations added out of order', () => {
  it('still runs a lower-numbered migration that arrives after a higher one has run', async () => {
    const database = await createDatabase({ kind: 'pglite' });
    const table = (name: string) => ({
      up: async (db: Kysely<unknown>) => {
        await db.schema.createTable(name).addColumn('id', 'integer').execute();
      },
    });
    try {
      await migrateToLatest(database.db, { '0001_a': table('first_table'), '0003_c': table('third_table') });
      const later = await migrateToLatest(database.db, {
        '0001_a': table('first_table'),
        '0002_b': table('second_table'),
        '0003_c': table('third_table'),
      });
      expect(later.results?.map((result) => [result.migrationName, result.status])).toEqual([
        ['0002_b', 'Success'],
      ]);
    } finally {
      await database.close();
    }
  });
});

// Both tests open PGlite whatever the pass: run once, in the suite's PGlite pass.
describe.skipIf(testDatabaseKind !== 'pglite')('PGlite data directory', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'arpa-data-')), 'pglite');
  });

  afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('keeps balances, events and the CSRF key across a restart of the app', async () => {
    const env = { DATA_DIR: dataDir };
    const first = await buildApp({ env });
    const { token } = (await first.inject({ url: '/api/v1/csrf' })).json<{ token: string }>();
    const account = await ensureAccount(first.db, 'pysyva-pelaaja', 'money');
    await first.db
      .transaction()
      .execute((trx) =>
        postLedgerEvent(trx, { accountId: account.id, type: 'credit', variety: 'deposit', value: 4200 }),
      );
    await first.close();

    const second = await buildApp({ env });
    try {
      const row = await second.db
        .selectFrom('accounts')
        .select('saldo')
        .where('user_id', '=', 'pysyva-pelaaja')
        .executeTakeFirstOrThrow();
      expect(row.saldo).toBe(4200);
      const events = await second.db.selectFrom('account_events').select('value').execute();
      expect(events).toEqual([{ value: 4200 }]);
      await assertLedgerInvariant(second.db);
      // A token issued before the restart is still accepted (the key is kept in the database).
      const response = await second.inject({
        method: 'POST',
        url: '/api/v1/no-such-route',
        cookies: { _csrf: token },
        headers: { 'x-csrf-token': token },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await second.close();
    }
  });

  it('serialises transactions of concurrent requests on the single embedded session', async () => {
    const database = await createDatabase({ kind: 'pglite' });
    try {
      await migrateToLatest(database.db);
      const account = await ensureAccount(database.db, 'rinnakkain', 'money');
      // Each transaction reads, waits and writes; interleaved on one session they would mix their BEGINs.
      await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          database.db.transaction().execute(async (trx) => {
            await postLedgerEvent(trx, {
              accountId: account.id,
              type: 'credit',
              variety: 'deposit',
              value: 100,
            });
            await new Promise((resolve) => setTimeout(resolve, 5));
            if (index === 2) throw new Error('this one rolls back');
          }),
        ).map((promise) => promise.catch(() => undefined)),
      );
      const row = await database.db
        .selectFrom('accounts')
        .select('saldo')
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(row.saldo).toBe(400);
      await assertLedgerInvariant(database.db);
    } finally {
      await database.close();
    }
  });
});

// Only a real PostgreSQL has connections that can drop; PGlite runs in-process.
if (process.env.TEST_DATABASE_URL) {
  const url = process.env.TEST_DATABASE_URL;
  describe('PostgreSQL pool', () => {
    it('survives a connection killed by the server, reports it and carries on with a new one', async () => {
      const errors: Error[] = [];
      const database = await createDatabase(
        { kind: 'postgres', connectionString: url },
        { onError: (error) => errors.push(error) },
      );
      try {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
        const killer = await createDatabase({ kind: 'postgres', connectionString: url });
        await sql`select pg_terminate_backend(${rows[0].pid})`.execute(killer.db);
        await killer.close();
        await expect.poll(() => errors.length).toBeGreaterThan(0);
        const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
        expect(again.rows).toEqual([{ one: 1 }]);
      } finally {
        await database.close();
      }
    });
  });
}
