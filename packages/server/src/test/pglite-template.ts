import { createDatabase, openPGlite } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** A fresh in-memory PGlite with every migration applied, as an uncompressed data-directory dump. */
export async function dumpMigratedPGlite(): Promise<Blob> {
  const client = openPGlite();
  const handle = await createDatabase({ kind: 'pglite', client });
  await migrateToLatest(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}
