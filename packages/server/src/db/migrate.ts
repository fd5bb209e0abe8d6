import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

/** Applies every migration that has not run yet; throws (and changes nothing more) when one fails. */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: a kysely_migration table of
  // another schema on the same server (another application, another test) would pass for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    migrationTableSchema: rows[0]!.schema,
    provider: { getMigrations: async () => list },
    // Modules add their migrations independently, so a lower number may land after a higher one has already
    // run in someone's data directory; pending migrations still run in name order.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
