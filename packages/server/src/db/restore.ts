import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { createDatabase } from './database.ts';

/**
 * Opens a backup made by `npm run admin -- backup` (a gzipped tarball of an embedded database) into an
 * empty data directory. The server must not run on that directory (its lock is taken while restoring);
 * a directory with files in it is refused, so a damaged database is moved aside, never overwritten.
 */
export async function restoreDataDir(backupFile: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: move it aside first (docs/runbook.md, "Restoring the embedded database")`,
    );
  }
  const tarball = new Blob([readFileSync(backupFile)]);
  const handle = await createDatabase({ kind: 'pglite', dataDir, loadDataDir: tarball });
  try {
    await sql`select 1`.execute(handle.db);
  } finally {
    await handle.close();
  }
}
