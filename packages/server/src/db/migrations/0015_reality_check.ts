import { sql, type Kysely } from 'kysely';

/**
 * Game speed and the reality check (issue 18). `play_sessions` holds one row per player (OIDC subject): the
 * last ticket purchase or reveal (the game-speed rule compares against it under the row's lock), when the
 * running play session started (the first purchase or reveal after 30 minutes without one) and when the
 * player last answered "Jatka" to a reality check. `player_protection.reality_check_minutes` is the
 * player's chosen interval (15, 30 or 60 minutes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('play_sessions')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_action_at', 'timestamptz', (column) => column.notNull())
    .addColumn('reality_checked_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('player_protection')
    .addColumn('reality_check_minutes', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(60)
        .check(sql`reality_check_minutes in (15, 30, 60)`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_protection').dropColumn('reality_check_minutes').execute();
  await db.schema.dropTable('play_sessions').execute();
}
