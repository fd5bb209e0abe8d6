import {
  Migrator,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type Migration,
  type MigrationResultSet,
  type TableMetadata,
} from 'kysely';
import type { Database } from './schema.ts';
import { migrations } from './migrations/index.ts';

/**
 * What the migrator asks the database, limited to the schema it migrates. Kysely's own introspector reads
 * every column of every table in every schema, through functions that fail ("relation … does not exist")
 * when another session drops a table meanwhile; the migrator only needs to know whether its own schema and
 * its two bookkeeping tables exist.
 */
function ownSchemaIntrospector(db: Kysely<Database>, schema: string): DatabaseIntrospector {
  async function getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{
      name: string;
    }>`select tablename as name from pg_tables where schemaname = ${schema}`.execute(db);
    return rows.map(({ name }) => ({ name, schema, isView: false, columns: [] }));
  }
  return {
    getSchemas: async () => [{ name: schema }],
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
}

/** Applies every migration that has not run yet; throws (and changes nothing more) when one fails. */
export async function migrateToLatest(
  db: Kysely<Database>,
  list: Record<string, Migration> = migrations,
): Promise<MigrationResultSet> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: a kysely_migration table of
  // another schema on the same server (another application, another test) would pass for ours.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]!.schema;
  const introspection = ownSchemaIntrospector(db, schema);
  const migrator = new Migrator({
    // The instance itself, except for what the migrator asks about existing tables.
    db: new Proxy(db, {
      get(target, property) {
        if (property === 'introspection') return introspection;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }),
    migrationTableSchema: schema,
    provider: { getMigrations: async () => list },
    // Modules add their migrations independently, so a lower number may land after a higher one has already
    // run in someone's data directory; pending migrations still run in name order.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
