import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

/** Applies every migration that has not run yet; throws (and changes nothing more) when one fails. */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    // Modules add their migrations independently, so a lower number may land after a higher one has already
    // run in someone's data directory; pending migrations still run in name order.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
