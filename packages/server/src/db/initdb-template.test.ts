import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/harness.ts';
import { createDatabase, type DatabaseHandle } from './database.ts';
import { initdbTemplate, initdbTemplateFile, keepTemplate } from './initdb-template.ts';
import { migrateToLatest } from './migrate.ts';
import { testTempDir } from '../test/temp-dir.ts';

const dir = testTempDir('initdb');

/** initdb gives every cluster a new random identifier; a copy of a cluster keeps it. */
async function clusterIdentifier(handle: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{
    id: string;
  }>`select system_identifier::text as id from pg_control_system()`.execute(handle.db);
  return rows[0]!.id;
}

describe.skipIf(testDatabaseKind !== 'pglite')('new embedded databases from the initdb template', () => {
  it('makes the template once, then every new database starts as a copy of it and migrates as usual', async () => {
    const cache = join(dir, 'cache');
    const file = initdbTemplateFile(cache);
    expect(existsSync(file)).toBe(false);
    await initdbTemplate(cache);
    const made = statSync(file).mtimeMs;
    await initdbTemplate(cache);
    expect(statSync(file).mtimeMs).toBe(made);
    // Only the finished file is left: no partial copy beside it.
    expect(readdirSync(cache)).toEqual([file.slice(cache.length + 1)]);

    const dataDir = join(dir, 'data');
    const onDisk = await createDatabase({ kind: 'pglite', dataDir, initdbCache: cache });
    const inMemory = await createDatabase({ kind: 'pglite', initdbCache: cache });
    try {
      expect(await clusterIdentifier(onDisk)).toBe(await clusterIdentifier(inMemory));
      await migrateToLatest(onDisk.db);
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await onDisk.close();
      await inMemory.close();
    }

    // Opened again, the directory is the database it became, not a new copy of the template.
    const reopened = await createDatabase({ kind: 'pglite', dataDir, initdbCache: cache });
    try {
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from account_events`.execute(reopened.db);
      expect(rows[0]!.count).toBe(0);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('a cache directory that cannot take the template costs a new one next time, never the opening', () => {
    const notADirectory = join(dir, 'file');
    writeFileSync(notADirectory, 'ei hakemisto');
    expect(keepTemplate(join(notADirectory, 'template.tar'), new Uint8Array([1, 2, 3]))).toBe(false);

    const file = join(dir, 'kept', 'template.tar');
    expect(keepTemplate(file, new Uint8Array([1, 2, 3]))).toBe(true);
    expect([...readFileSync(file)]).toEqual([1, 2, 3]);
    expect(readdirSync(join(dir, 'kept'))).toEqual(['template.tar']);
  });
});
