import { sql, type Kysely } from 'kysely';

/**
 * Player protection beyond the limits (issue 18): the quick stop ("Pikatauko", 24 hours) and
 * self-exclusion ("Pelikielto", fixed or indefinite, with its lift request), one row per player keyed by
 * the OIDC subject like `user_limits`. A raised money limit now waits for the player's confirmation once
 * due: `needs_confirmation` marks such a pending change. `code_submission_counts` counts a signed-in
 * player's ticket-code submissions per Helsinki calendar month (`month` as YYYY-MM) for the monthly cap.
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
  await db.schema
    .createTable('code_submission_counts')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('month', 'text', (column) => column.notNull().check(sql`month ~ '^[0-9]{4}-[0-9]{2}$'`))
    .addColumn('count', 'integer', (column) => column.notNull().check(sql`count >= 0`))
    .addPrimaryKeyConstraint('code_submission_counts_pkey', ['user_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_submission_counts').execute();
  await db.schema.alterTable('user_limits').dropColumn('needs_confirmation').execute();
  await db.schema.dropTable('player_protection').execute();
}
