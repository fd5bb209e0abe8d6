import { sql, type Kysely } from 'kysely';

/**
 * Bonus campaigns (docs/modules/bonus.md): the operator's deposit-bonus campaign, and on each granted
 * bonus the account it was credited to (bonus or game_currency) and its expiry. A player receives the deposit
 * bonus once: a unique index, whatever number of deposits and payment callbacks arrive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bonus_campaigns')
    .addColumn('name', 'text', (column) => column.primaryKey().check(sql`name in ('deposit')`))
    .addColumn('min_deposit', 'bigint', (column) => column.notNull().check(sql`min_deposit > 0`))
    .addColumn('bonus_value', 'bigint', (column) => column.notNull().check(sql`bonus_value > 0`))
    .addColumn('valid_days', 'integer', (column) => column.check(sql`valid_days > 0`))
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('bonuses')
    .addColumn('account_variety', 'text', (column) =>
      column
        .notNull()
        .defaultTo('bonus')
        .check(sql`account_variety in ('bonus', 'game_currency')`),
    )
    .execute();
  await db.schema.alterTable('bonuses').addColumn('expired_at', 'timestamptz').execute();
  await db.schema
    .alterTable('bonuses')
    .addColumn('expired_value', 'bigint', (column) => column.check(sql`expired_value >= 0`))
    .execute();
  await sql`create unique index bonuses_one_deposit_bonus on bonuses (user_id) where reason = 'deposit'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bonuses_one_deposit_bonus').execute();
  await db.schema.alterTable('bonuses').dropColumn('expired_value').execute();
  await db.schema.alterTable('bonuses').dropColumn('expired_at').execute();
  await db.schema.alterTable('bonuses').dropColumn('account_variety').execute();
  await db.schema.dropTable('bonus_campaigns').execute();
}
