import { sql, type Kysely } from 'kysely';

/**
 * Revoked sign-in sessions (the `sid` of the embedded issuer's id tokens), which the API refuses, and
 * the shared counters of the sign-in, registration and password-change throttles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('sid', 'text', (column) => column.primaryKey())
    .addColumn('revoked_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_sessions_expires_at')
    .on('revoked_sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addColumn('window_ends_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_ends_at')
    .on('rate_limit_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema.dropTable('revoked_sessions').execute();
}
