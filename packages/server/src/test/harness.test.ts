import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { migrations } from '../db/migrations/index.ts';
import { createTestDatabase, testDatabaseKind } from './harness.ts';

/**
 * A test's database may have served an earlier test of its file (harness.ts reuses them): what that test
 * did must not be visible to the next one, or tests would pass and fail by their order.
 */
describe(`a reused test database (${testDatabaseKind})`, () => {
  async function lotteryIds(
    run: (db: Awaited<ReturnType<typeof createTestDatabase>>['db']) => Promise<void>,
  ) {
    const database = await createTestDatabase();
    try {
      await run(database.db);
      const inserted = await database.db
        .insertInto('lotteries')
        .values({ slug: `arpa-${Date.now()}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      const catalogue = await sql<{
        version: number;
      }>`select version from cache_versions where name = 'catalogue'`.execute(database.db);
      return { id: inserted.id, version: catalogue.rows[0]?.version };
    } finally {
      await database.close();
    }
  }

  it('holds nothing of the previous test: its rows are gone, the migrations’ rows are back, ids start over', async () => {
    const first = await lotteryIds(async (db) => {
      await sql`update cache_versions set version = version + 5`.execute(db);
      await db.insertInto('lotteries').values({ slug: 'edellinen' }).execute();
    });
    const second = await lotteryIds(async (db) => {
      const left = await db.selectFrom('lotteries').select('slug').where('slug', '=', 'edellinen').execute();
      expect(left).toEqual([]);
    });
    expect(second.version).toBe(1);
    expect(first.version).toBe(6);
    // The first test inserted two lotteries; the second one's first insert gets the id a fresh database gives.
    expect(second.id).toBe(first.id - 1);
  });

  it('never hands a database whose schema a test changed to the next test', async () => {
    const changed = await createTestDatabase();
    await sql`drop table cache_versions`.execute(changed.db);
    await changed.close();
    const next = await createTestDatabase();
    try {
      const rows = await sql<{ name: string }>`select name from cache_versions`.execute(next.db);
      expect(rows.rows).toEqual([{ name: 'catalogue' }]);
    } finally {
      await next.close();
    }
  });

  it('gives two databases open at the same time to the same test, each of its own', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await one.db.insertInto('lotteries').values({ slug: 'vain-yksi' }).execute();
      const seen = await two.db
        .selectFrom('lotteries')
        .select('slug')
        .where('slug', '=', 'vain-yksi')
        .execute();
      expect(seen).toEqual([]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

// Kysely finds its bookkeeping tables in any schema unless told which: a second schema on one server must
// still get its own (and its migrations), not be taken as already migrated.
describe.runIf(process.env.TEST_DATABASE_URL)('migrations beside another schema on the same server', () => {
  it('migrate a new schema fully while another schema already has its kysely_migration table', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const migrated = await createTestDatabase();
    const schema = `fresh_${Date.now()}`;
    const admin = await createDatabase({ kind: 'postgres', connectionString: url });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    const fresh = await createDatabase({ kind: 'postgres', connectionString: url, schema });
    try {
      await migrateToLatest(fresh.db);
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        fresh.db,
      );
      expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
    } finally {
      await fresh.close();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.close();
      await migrated.close();
    }
  });

  it('migrate while another session creates and drops schemas (two test workers, or another application)', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const other = await createDatabase({ kind: 'postgres', connectionString: url });
    let churning = true;
    const churn = (async () => {
      for (let round = 0; churning; round += 1) {
        const name = `churn_${process.pid}_${round}`;
        await sql
          .raw(`create schema ${name}; create table ${name}.t (id serial primary key, v text)`)
          .execute(other.db);
        await sql.raw(`drop schema ${name} cascade`).execute(other.db);
      }
    })();
    try {
      for (let index = 0; index < 6; index += 1) {
        const database = await createTestDatabase();
        await migrateToLatest(database.db);
        // The harness gives it back; the next round takes a new schema.
        await sql`drop table cache_versions`.execute(database.db);
        await database.close();
      }
    } finally {
      churning = false;
      await churn;
      await other.close();
    }
  });
});
