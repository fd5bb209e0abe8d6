import { sql, type Kysely } from 'kysely';

/**
 * Playable online tickets (issue 15, docs/playable-api.md). The lottery's playable fields exist since
 * 0003_catalogue; this adds the pools and what happens to them:
 *
 * - `playable_series`: a finite pool of one lottery at one ticket price, sold in `position` order; `sold`
 *   counts the tickets taken, so a purchase takes positions `sold+1..sold+n` by one guarded update.
 * - `playable_prizes`: the prize table by count (money values and products), approved before sale.
 * - `playable_tickets`: the pool, shuffled with crypto.randomInt at import; a ticket is sold once (its
 *   purchase) and played once (`played_at`, and the ledger event of its credit).
 * - `playable_purchases`: one per game token (the token is the idempotency key); a monthly bundle once per
 *   player, lottery and Helsinki month; the first-purchase discount once per player and lottery.
 * - `playable_game_tokens`: only the SHA-256 hash of a token, its player, lottery and purchase terms.
 * - `playable_demo_tickets`: demo outcomes, drawn from a pool's distribution without consuming it.
 *
 * Value lists are spelled out: migrations are frozen history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('playable_series')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('alias', 'text', (column) => column.notNull())
    .addColumn('ticket_price', 'bigint', (column) => column.notNull().check(sql`ticket_price > 0`))
    .addColumn('pool_size', 'integer', (column) => column.notNull().check(sql`pool_size > 0`))
    .addColumn('sold', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_until', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('playable_series_lottery_alias', ['lottery_id', 'alias'])
    .addCheckConstraint('playable_series_sold_within_pool', sql`sold >= 0 and sold <= pool_size`)
    .execute();

  await db.schema
    .createTable('playable_prizes')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('series_id', 'bigint', (column) =>
      column.notNull().references('playable_series.id').onDelete('cascade'),
    )
    .addColumn('count', 'integer', (column) => column.notNull().check(sql`count > 0`))
    .addColumn('value', 'bigint', (column) => column.notNull().check(sql`value >= 0`))
    .addColumn('product_id', 'bigint', (column) => column.references('products.id'))
    .addColumn('transferrable', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('index', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('playable_game_tokens')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('demo', 'boolean', (column) => column.notNull())
    .addColumn('user_id', 'text')
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('ticket_price', 'bigint', (column) => column.notNull())
    .addColumn('purchase_amount', 'integer', (column) => column.notNull().check(sql`purchase_amount > 0`))
    .addColumn('bundle', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('finish_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('playable_game_tokens_player', sql`demo or user_id is not null`)
    .execute();
  await db.schema
    .createIndex('playable_game_tokens_expires_at')
    .on('playable_game_tokens')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('playable_purchases')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('series_id', 'bigint', (column) => column.notNull().references('playable_series.id'))
    .addColumn('game_token_id', 'bigint', (column) =>
      column.notNull().unique().references('playable_game_tokens.id'),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('single', 'bundle')`))
    .addColumn('bundle_month', 'text')
    .addColumn('amount', 'integer', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('ticket_price', 'bigint', (column) => column.notNull())
    .addColumn('discount', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`discount >= 0`),
    )
    .addColumn('price', 'bigint', (column) => column.notNull().check(sql`price >= 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'playable_purchases_bundle_month',
      sql`(kind = 'bundle') = (bundle_month is not null)`,
    )
    .execute();
  await sql`create unique index playable_purchases_one_bundle_a_month on playable_purchases (user_id, lottery_id, bundle_month) where kind = 'bundle'`.execute(
    db,
  );
  await sql`create unique index playable_purchases_one_discount on playable_purchases (user_id, lottery_id) where discount > 0`.execute(
    db,
  );
  await sql`create index playable_purchases_player on playable_purchases (user_id, lottery_id)`.execute(db);

  await db.schema
    .createTable('playable_tickets')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('series_id', 'bigint', (column) =>
      column.notNull().references('playable_series.id').onDelete('cascade'),
    )
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('prize_id', 'bigint', (column) => column.references('playable_prizes.id'))
    .addColumn('purchase_id', 'bigint', (column) => column.references('playable_purchases.id'))
    .addColumn('user_id', 'text')
    .addColumn('sold_at', 'timestamptz')
    .addColumn('played_at', 'timestamptz')
    .addColumn('auto_played', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('credit_event_id', 'bigint', (column) => column.references('account_events.id'))
    .addUniqueConstraint('playable_tickets_series_position', ['series_id', 'position'])
    .addCheckConstraint(
      'playable_tickets_sold_whole',
      sql`(purchase_id is null) = (user_id is null) and (purchase_id is null) = (sold_at is null)`,
    )
    .addCheckConstraint('playable_tickets_played_sold', sql`played_at is null or purchase_id is not null`)
    .execute();
  await sql`create index playable_tickets_unplayed on playable_tickets (user_id, lottery_id) where purchase_id is not null and played_at is null`.execute(
    db,
  );
  await sql`create index playable_tickets_player on playable_tickets (user_id, sold_at) where user_id is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('playable_tickets_purchase')
    .on('playable_tickets')
    .column('purchase_id')
    .execute();

  await db.schema
    .createTable('playable_demo_tickets')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_token_id', 'bigint', (column) =>
      column.notNull().references('playable_game_tokens.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('prize_id', 'bigint', (column) => column.references('playable_prizes.id'))
    .addColumn('played_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('playable_demo_tickets_token')
    .on('playable_demo_tickets')
    .column('game_token_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('playable_demo_tickets').execute();
  await db.schema.dropTable('playable_tickets').execute();
  await db.schema.dropTable('playable_purchases').execute();
  await db.schema.dropTable('playable_game_tokens').execute();
  await db.schema.dropTable('playable_prizes').execute();
  await db.schema.dropTable('playable_series').execute();
}
