import { sql, type Kysely } from 'kysely';

/**
 * Versions of what the server caches in each process (the public catalogue): an operator change bumps its
 * row, and every process that sees a new number drops what it cached (plugins/public-cache.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_versions')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('version', 'bigint', (column) => column.notNull().defaultTo(1))
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into cache_versions (name) values ('catalogue')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_versions').execute();
}
