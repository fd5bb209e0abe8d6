import { sql, type Kysely } from 'kysely';

/**
 * Strong identification (the FTN simulator's codes, started identifications, the link from a player to
 * a keyed hash of a personal identity code) and responsible-gaming limits. Players are keyed by their
 * OIDC subject like the ledger's accounts. Value lists are spelled out: migrations are frozen history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ftn_sim_codes')
    .addColumn('code_hash', 'text', (column) => column.primaryKey())
    .addColumn('client_id', 'text', (column) => column.notNull())
    .addColumn('redirect_uri', 'text', (column) => column.notNull())
    .addColumn('sealed', 'text')
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('ftn_sim_codes_expires_at').on('ftn_sim_codes').column('expires_at').execute();

  await db.schema
    .createTable('strong_auth_requests')
    .addColumn('state', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('nonce', 'text', (column) => column.notNull())
    .addColumn('redirect_uri', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('strong_auth_requests_user')
    .on('strong_auth_requests')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('strong_identities')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('personal_code_hash', 'text', (column) => column.notNull().unique())
    .addColumn('verified_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('user_limits')
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('variety', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`variety in ('play_by_day', 'play_by_week', 'play_by_month', 'deposit_by_month', 'play_time_start', 'play_time_end', 'play_pause')`,
        ),
    )
    .addColumn('value', 'bigint', (column) => column.check(sql`value >= 0`))
    .addColumn('next_value', 'bigint', (column) => column.check(sql`next_value >= -1`))
    .addColumn('next_from', 'timestamptz')
    .addColumn('paused_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('user_limits_pkey', ['user_id', 'variety'])
    .addCheckConstraint('user_limits_next_has_time', sql`(next_value is null) = (next_from is null)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_limits').execute();
  await db.schema.dropTable('strong_identities').execute();
  await db.schema.dropTable('strong_auth_requests').execute();
  await db.schema.dropTable('ftn_sim_codes').execute();
}
