import { sql, type Kysely } from 'kysely';

/**
 * The prize shop's cart, orders (with the products they hold and the win accounts they were paid from) and
 * bank payments (deposits and the money part of orders). Value lists are spelled out so that this migration
 * stays frozen history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('product_id', 'bigint', (column) =>
      column.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('variation_id', 'bigint', (column) =>
      column.references('product_variations.id').onDelete('cascade'),
    )
    .addColumn('product_option_id', 'bigint', (column) =>
      column.references('product_options.id').onDelete('cascade'),
    )
    .addUniqueConstraint('cart_items_user_position', ['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('variety', 'text', (column) =>
      column.notNull().check(sql`variety in ('claim_order', 'gift_order', 'prize_order', 'shop_order')`),
    )
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .check(
          sql`state in ('waiting', 'cancelled', 'finished', 'delivered', 'waiting_for_claim_commit', 'waiting_for_delivery')`,
        ),
    )
    .addColumn('value', 'bigint', (column) => column.notNull().check(sql`value >= 0`))
    .addColumn('delivery_value', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`delivery_value >= 0`),
    )
    .addColumn('withdrawn_wins', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`withdrawn_wins >= 0`),
    )
    .addColumn('withdrawn_extra_wins', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`withdrawn_extra_wins >= 0`),
    )
    .addColumn('withdrawn_bonus', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`withdrawn_bonus >= 0`),
    )
    .addColumn('order_deposit', 'bigint', (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`order_deposit >= 0`),
    )
    .addColumn('contact', 'jsonb', (column) => column.notNull())
    .addColumn('payment_method', 'text')
    .addColumn('token_hash', 'text', (column) => column.unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    // A shop order's value is paid from win accounts and money; delivery is charged only with money.
    .addCheckConstraint(
      'orders_paid_in_full',
      sql`variety <> 'shop_order' or value = withdrawn_wins + withdrawn_extra_wins + withdrawn_bonus + order_deposit`,
    )
    .addCheckConstraint('orders_delivery_with_money', sql`delivery_value = 0 or order_deposit > 0`)
    .execute();
  await db.schema
    .createIndex('orders_user_newest')
    .on('orders')
    .columns(['user_id', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('order_products')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'bigint', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (column) => column.notNull().references('products.id'))
    .addColumn('quantity', 'integer', (column) => column.notNull().check(sql`quantity > 0`))
    .addColumn('variation_id', 'bigint', (column) => column.references('product_variations.id'))
    .addColumn('product_option_id', 'bigint', (column) => column.references('product_options.id'))
    .addColumn('unit_value', 'bigint', (column) => column.notNull().check(sql`unit_value >= 0`))
    .execute();
  await db.schema.createIndex('order_products_order').on('order_products').column('order_id').execute();

  await db.schema
    .createTable('order_withdrawals')
    .addColumn('order_id', 'bigint', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('account_id', 'bigint', (column) => column.notNull().references('accounts.id'))
    .addColumn('value', 'bigint', (column) => column.notNull().check(sql`value > 0`))
    .addPrimaryKeyConstraint('order_withdrawals_pkey', ['order_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('deposit', 'order')`))
    .addColumn('order_id', 'bigint', (column) => column.references('orders.id'))
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (column) => column.notNull())
    .addColumn('stamp', 'uuid', (column) => column.notNull().unique())
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('created')
        .check(sql`state in ('created', 'paid', 'cancelled', 'failed')`),
    )
    .addColumn('provider_transaction_id', 'text', (column) => column.unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('payments_order_kind', sql`(kind = 'order') = (order_id is not null)`)
    .execute();
  await db.schema.createIndex('payments_user').on('payments').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('payments_order').on('payments').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('order_withdrawals').execute();
  await db.schema.dropTable('order_products').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropTable('cart_items').execute();
}
