import type { Kysely } from 'kysely';

/**
 * The spending summary's sign-in reminder every 14 days (issue 18, docs/player-protection.md): one row per
 * player (OIDC subject). `started_at` is when the app first asked for the player (the first sign-in; a new
 * account's registration), so the first reminder comes 14 days after it; `acknowledged_at` is when the
 * player last closed the reminder, the next one comes 14 days after that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spending_summary_reminders')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('acknowledged_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('spending_summary_reminders').execute();
}
