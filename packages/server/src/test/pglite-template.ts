import { createDatabase, openPGlite } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { storeFirstStartKeys } from './first-start-keys.ts';

/**
 * A fresh in-memory PGlite with every migration applied and the keys of a first start stored
 * (`storeFirstStartKeys`), as an uncompressed data-directory dump.
 */
export async function dumpMigratedPGlite(): Promise<Blob> {
  const client = openPGlite();
  const handle = await createDatabase({ kind: 'pglite', client });
  await migrateToLatest(handle.db);
  await storeFirstStartKeys(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}
