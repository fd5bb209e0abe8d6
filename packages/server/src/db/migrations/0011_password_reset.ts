import { sql, type Kysely } from 'kysely';

/**
 * One-time password-reset links of the embedded identity provider. The token itself is never stored:
 * `token_hash` is its SHA-256 in hex (the check refuses anything else), so a read of the table gives no
 * working link.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (column) =>
      column.primaryKey().check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
