import { createDatabase, openPGlite } from '../db/database.ts';
import { initdbTemplate } from '../db/initdb-template.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { storeFirstStartKeys } from './first-start-keys.ts';

/**
 * A fresh in-memory PGlite (from the initdb template when PGLITE_INITDB_CACHE names one) with every migration applied and the keys of a first start stored
 * (`storeFirstStartKeys`), as an uncompressed data-directory dump.
 */
export async function dumpMigratedPGlite(): Promise<Blob> {
  const client = openPGlite({ loadDataDir: await initdbTemplate() });
  const handle = await createDatabase({ kind: 'pglite', client });
  await migrateToLatest(handle.db);
  await storeFirstStartKeys(handle.db);
  const dump = await client.dumpDataDir('none');
  await handle.close();
  return dump;
}
