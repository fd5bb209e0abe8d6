import { sql, type Kysely } from 'kysely';

/**
 * The platform core: server secrets, the ledger (accounts and their events) and bonuses.
 * Migrations are frozen history: the value lists below are spelled out, not imported, so a later change of
 * the contract cannot silently change what this migration did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('variety', 'text', (column) =>
      column
        .notNull()
        .check(sql`variety in ('wins', 'extra_wins', 'money', 'bonus', 'game_currency', 'payments')`),
    )
    .addColumn('saldo', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`saldo >= 0`),
    )
    .addColumn('lottery_id', 'bigint')
    .addColumn('ticket_series_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // One account per user, variety and ticket series; "no ticket series" counts as one value.
  await sql`create unique index accounts_owner_variety_series on accounts (user_id, variety, ticket_series_id) nulls not distinct`.execute(
    db,
  );

  await db.schema
    .createTable('account_events')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'bigint', (column) => column.notNull().references('accounts.id'))
    .addColumn('variety', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`variety in ('bonus', 'bonus_deposit', 'correction', 'deposit', 'extra_wins', 'game_currency', 'money', 'order_deposit', 'refund', 'withdraw', 'win', 'win_invalidation', 'swap_account')`,
        ),
    )
    .addColumn('state', 'text', (column) =>
      column.notNull().check(sql`state in ('pending', 'completed', 'failed')`),
    )
    .addColumn('value', 'bigint', (column) => column.notNull().check(sql`value > 0`))
    .addColumn('timestamp', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('credit', 'debit')`))
    .addColumn('reference', 'text')
    .execute();
  await db.schema
    .createIndex('account_events_account_newest')
    .on('account_events')
    .columns(['account_id', 'timestamp desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('bonuses')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('value', 'bigint', (column) => column.notNull().check(sql`value > 0`))
    .addColumn('lottery_id', 'bigint')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bonuses_user').on('bonuses').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonuses').execute();
  await db.schema.dropTable('account_events').execute();
  await db.schema.dropTable('accounts').execute();
  await db.schema.dropTable('server_secrets').execute();
}
