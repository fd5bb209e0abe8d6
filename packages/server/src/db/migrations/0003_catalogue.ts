import { sql, type Kysely } from 'kysely';

/**
 * The catalogue (lotteries, shop categories, products with their variations and options), ticket series
 * and tickets, claims and the extra draw, the outbox of messages to players, the code-attempt log of the
 * anti-automation limiter and the operator-replaced CMS content.
 *
 * Ticket codes are never stored: `tickets.code_hash` is a keyed HMAC-SHA256 of the normalised codes.
 * Value lists are spelled out (not imported) so that this migration stays frozen history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lotteries')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (column) =>
      column
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9][a-z0-9-]*$'`),
    )
    .addColumn('names', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('descriptions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('images', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('hidden', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('index', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('quick_claim_enabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('extra_lottery_enabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('codes_check_type', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('tags', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('show_balance', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('playable_lottery_address', 'text')
    .addColumn('playable_ticket_prices', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('playable_ticket_bundle_size', 'integer')
    .addColumn('playable_ticket_discount', 'bigint', (column) =>
      column.check(sql`playable_ticket_discount >= 0`),
    )
    .addColumn('playable_ticket_purchase_variety', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`playable_ticket_purchase_variety in (0, 1, 2)`),
    )
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('product_categories')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('custom_id', 'text', (column) => column.notNull().unique())
    .addColumn('names', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('default_template', 'text', (column) => column.notNull().defaultTo('product-list'))
    .addColumn('index', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('custom_id', 'text', (column) => column.notNull().unique())
    .addColumn('names', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('descriptions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('images', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('value', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`value >= 0`),
    )
    .addColumn('hidden', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('category_id', 'bigint', (column) => column.references('product_categories.id'))
    .addColumn('is_gift', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('delivery', 'text', (column) =>
      column
        .notNull()
        .defaultTo('post')
        .check(sql`delivery in ('post', 'digital', 'none')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();

  await db.schema
    .createTable('product_variations')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('product_id', 'bigint', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('index', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('product_variations_product_name', ['product_id', 'name'])
    .execute();

  await db.schema
    .createTable('product_options')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('product_id', 'bigint', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('custom_id', 'text', (column) => column.notNull())
    .addColumn('names', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('images', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('index', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('product_options_product_custom_id', ['product_id', 'custom_id'])
    .execute();

  await db.schema
    .createTable('ticket_series')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('alias', 'text', (column) => column.notNull())
    .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('user_account_validity_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ticket_series_lottery_alias', ['lottery_id', 'alias'])
    .execute();

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('series_id', 'bigint', (column) => column.notNull().references('ticket_series.id'))
    // Denormalised from the series so that a code is unique within its lottery, where it is looked up.
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('code_hash', 'text', (column) => column.notNull().check(sql`code_hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('product_id', 'bigint', (column) => column.references('products.id'))
    .addColumn('value', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`value >= 0`),
    )
    .addColumn('transferrable', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('claimable', 'boolean', (column) => column.notNull().defaultTo(true))
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('unclaimed')
        .check(sql`state in ('unclaimed', 'claimed', 'invalidated', 'played')`),
    )
    .addColumn('claimed_by_user_id', 'text')
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('invalidated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('tickets_lottery_code', ['lottery_id', 'code_hash'])
    .execute();
  await db.schema.createIndex('tickets_series').on('tickets').column('series_id').execute();

  await db.schema
    .createTable('claims')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('ticket_id', 'bigint', (column) => column.notNull().unique().references('tickets.id'))
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('user_id', 'text')
    .addColumn('claim_token_hash', 'text')
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'committed', 'extra')`),
    )
    .addColumn('contact', 'jsonb')
    .addColumn('product_option_id', 'bigint', (column) => column.references('product_options.id'))
    .addColumn('prize_code', 'text')
    .addColumn('product_value', 'bigint')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('committed_at', 'timestamptz')
    .addCheckConstraint('claims_owner', sql`user_id is not null or claim_token_hash is not null`)
    .execute();
  await db.schema.createIndex('claims_user').on('claims').columns(['user_id', 'id desc']).execute();
  await db.schema
    .createIndex('claims_token')
    .on('claims')
    .columns(['claim_token_hash', 'lottery_id'])
    .execute();

  await db.schema
    .createTable('extra_lottery_entries')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    .addColumn('ticket_id', 'bigint', (column) => column.notNull().unique().references('tickets.id'))
    .addColumn('user_id', 'text')
    .addColumn('contact', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('code_attempts')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text')
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('attempted_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('code_attempts_user')
    .on('code_attempts')
    .columns(['user_id', 'attempted_at'])
    .execute();
  await db.schema
    .createIndex('code_attempts_ip')
    .on('code_attempts')
    .columns(['ip', 'attempted_at'])
    .execute();

  await db.schema
    .createTable('cms_content')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('content', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'cms_content',
    'code_attempts',
    'outbox',
    'extra_lottery_entries',
    'claims',
    'tickets',
    'ticket_series',
    'product_options',
    'product_variations',
    'products',
    'product_categories',
    'lotteries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
