import { sql, type Kysely } from 'kysely';

/**
 * The extra draw (docs/modules/extra-draw.md): the operator's scheduled draws of a lottery with their
 * seed commitment, which entries took part in which draw, and the winners with their prizes.
 * Value lists are spelled out so that this migration stays frozen history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('extra_draws')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lottery_id', 'bigint', (column) => column.notNull().references('lotteries.id'))
    // The end of the draw's period: entries made before it take part.
    .addColumn('closes_at', 'timestamptz', (column) => column.notNull())
    .addColumn('winners_count', 'integer', (column) =>
      column.notNull().check(sql`winners_count between 1 and 10000`),
    )
    .addColumn('prize_value', 'bigint', (column) => column.check(sql`prize_value > 0`))
    .addColumn('prize_product_id', 'bigint', (column) => column.references('products.id'))
    .addColumn('publish_winners_as', 'text', (column) =>
      column.notNull().check(sql`publish_winners_as in ('initials_city', 'ticket')`),
    )
    .addColumn('seed', 'text', (column) => column.notNull().check(sql`seed ~ '^[0-9a-f]{64}$'`))
    .addColumn('seed_commitment', 'text', (column) =>
      column.notNull().check(sql`seed_commitment ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('state', 'text', (column) =>
      column
        .notNull()
        .defaultTo('scheduled')
        .check(sql`state in ('scheduled', 'drawn')`),
    )
    .addColumn('participant_count', 'integer')
    .addColumn('participants_digest', 'text')
    .addColumn('drawn_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('extra_draws_one_prize', sql`(prize_value is null) <> (prize_product_id is null)`)
    .addCheckConstraint(
      'extra_draws_drawn_complete',
      sql`state = 'scheduled' or (participant_count is not null and participants_digest is not null and drawn_at is not null)`,
    )
    // One draw per lottery and period.
    .addUniqueConstraint('extra_draws_lottery_period', ['lottery_id', 'closes_at'])
    .execute();
  // At most one draw of a lottery waits to be run: the "next draw" players see.
  await sql`create unique index extra_draws_one_scheduled on extra_draws (lottery_id) where state = 'scheduled'`.execute(
    db,
  );

  // The draw an entry took part in, set when the draw runs; an entry takes part in one draw only.
  await db.schema
    .alterTable('extra_lottery_entries')
    .addColumn('draw_id', 'bigint', (column) => column.references('extra_draws.id'))
    .execute();
  await db.schema
    .createIndex('extra_lottery_entries_lottery_draw')
    .on('extra_lottery_entries')
    .columns(['lottery_id', 'draw_id'])
    .execute();

  await db.schema
    .createTable('extra_draw_winners')
    .addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('draw_id', 'bigint', (column) => column.notNull().references('extra_draws.id'))
    .addColumn('entry_id', 'bigint', (column) =>
      column.notNull().unique().references('extra_lottery_entries.id'),
    )
    .addColumn('position', 'integer', (column) => column.notNull().check(sql`position >= 1`))
    .addColumn('user_id', 'text')
    // The winner's contact at the time of the draw (the entry's, or a signed-in player's profile).
    .addColumn('contact', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('prize_value', 'bigint', (column) => column.check(sql`prize_value > 0`))
    .addColumn('prize_product_id', 'bigint', (column) => column.references('products.id'))
    // credited: the value is on the player's extra_wins; ordered: a prize order waits for delivery;
    // contact: an anonymous winner, whom the operator contacts to hand over the prize.
    .addColumn('settlement', 'text', (column) =>
      column.notNull().check(sql`settlement in ('credited', 'ordered', 'contact')`),
    )
    .addColumn('order_id', 'bigint', (column) => column.references('orders.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('extra_draw_winners_position', ['draw_id', 'position'])
    .execute();
  await db.schema.createIndex('extra_draw_winners_user').on('extra_draw_winners').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('extra_draw_winners').execute();
  await db.schema.dropIndex('extra_lottery_entries_lottery_draw').execute();
  await db.schema.alterTable('extra_lottery_entries').dropColumn('draw_id').execute();
  await db.schema.dropTable('extra_draws').execute();
}
