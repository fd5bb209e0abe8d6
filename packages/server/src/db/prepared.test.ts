import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../test/harness.ts';
import { fixedStatement, PreparingClient } from './prepared.ts';

/** On PostgreSQL a marked statement is prepared once per connection; unmarked ones stay unnamed. */
describe.runIf(testDatabaseKind === 'postgres')('prepared statements (postgres)', () => {
  it('prepares a marked statement on its connection, answers it each time, and refuses a name given twice', async () => {
    const client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const marked = '/* prepared:test_double */ select $1::int * 2 as doubled';
      expect((await client.query(marked, [21])).rows).toEqual([{ doubled: 42 }]);
      expect((await client.query(marked, [5])).rows).toEqual([{ doubled: 10 }]);
      await client.query('select $1::int + 1 as next', [1]);
      const { rows } = await client.query<{ name: string }>('select name from pg_prepared_statements');
      expect(rows.map((row) => row.name)).toEqual(['test_double']);
      await expect(
        client.query('/* prepared:test_double */ select $1::int * 3 as tripled', [1]),
      ).rejects.toThrow(/Prepared statements must be unique/);
      expect((await client.query(marked, [1])).rows).toEqual([{ doubled: 2 }]);
    } finally {
      await client.end();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('fixed statements (postgres)', () => {
  it('are sent as named prepared statements, bound again on each call', async () => {
    const database = await createTestDatabase();
    try {
      const doubled = fixedStatement<{ doubled: number }>(
        'test_fixed_double',
        'select $1::int * 2 as doubled',
      );
      await database.db.transaction().execute(async (trx) => {
        expect((await doubled(trx, [21])).rows).toEqual([{ doubled: 42 }]);
        expect((await doubled(trx, [4])).rows).toEqual([{ doubled: 8 }]);
        const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(trx);
        expect(rows.map((row) => row.name)).toContain('test_fixed_double');
      });
    } finally {
      await database.close();
    }
  });
});
