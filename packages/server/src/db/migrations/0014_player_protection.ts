import { sql, type Kysely } from 'kysely';

/**
 * Player protection beyond the limits (issue 18): the quick stop ("Pikatauko", 24 hours) and
 * self-exclusion ("Pelikielto", fixed or indefinite, with its lift request), one row per player keyed by
 * the OIDC subject like `user_limits`. A raised money limit now waits for the player's confirmation once
 * due: `needs_confirmation` marks such a pending change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_protection')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('quick_stop_until', 'timestamptz')
    .addColumn('excluded_from', 'timestamptz')
    .addColumn('excluded_until', 'timestamptz')
    .addColumn('exclusion_indefinite', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('lift_requested_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'player_protection_exclusion_shape',
      sql`excluded_from is null or exclusion_indefinite or excluded_until is not null`,
    )
    .execute();
  await db.schema
    .alterTable('user_limits')
    .addColumn('needs_confirmation', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_limits').dropColumn('needs_confirmation').execute();
  await db.schema.dropTable('player_protection').execute();
}
