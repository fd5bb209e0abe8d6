import { sql, type Kysely } from 'kysely';

/**
 * Issue 10, items 5, 6 and 8: a finished claim of a signed-in player is an order (SPEC §3 claim, gift and
 * prize orders) listed in Tilaukset beside shop orders. `claim_orders` links each such order to its claim;
 * the primary key on the claim makes the order exactly one. Claims finished before this migration get
 * their orders here, with the same mapping as the claims module (docs/decisions/0021-ticket-prize-ownership.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claim_orders')
    .addColumn('claim_id', 'bigint', (column) => column.primaryKey().references('claims.id'))
    .addColumn('order_id', 'bigint', (column) =>
      column.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .execute();

  const finished = await sql<{
    id: string;
    user_id: string;
    state: string;
    contact: unknown;
    product_option_id: string | null;
    product_value: string | null;
    committed_at: Date | null;
    created_at: Date;
    product_id: string;
    ticket_value: string;
    transferrable: boolean;
    claimable: boolean;
    is_gift: boolean;
    default_value: string;
  }>`
    select c.id, c.user_id, c.state, c.contact, c.product_option_id, c.product_value, c.committed_at,
      c.created_at, t.product_id, t.value as ticket_value, t.transferrable, t.claimable, p.is_gift,
      p.value as default_value
    from claims c
    join tickets t on t.id = c.ticket_id
    join products p on p.id = t.product_id
    where c.user_id is not null and c.state = 'committed'
    order by c.id`.execute(db);
  for (const claim of finished.rows) {
    const [variety, state] = claim.is_gift
      ? ['gift_order', 'delivered']
      : claim.transferrable && claim.contact === null
        ? ['claim_order', 'finished']
        : claim.claimable && !claim.transferrable
          ? ['prize_order', 'waiting_for_delivery']
          : ['claim_order', 'waiting_for_delivery'];
    const value = Number(claim.product_value ?? (Number(claim.ticket_value) || Number(claim.default_value)));
    const at = claim.committed_at ?? claim.created_at;
    const finishedAt = state === 'waiting_for_delivery' ? null : at;
    const order = await sql<{ id: string }>`
      insert into orders (user_id, variety, state, value, contact, created_at, finished_at)
      values (${claim.user_id}, ${variety}, ${state}, ${value},
        ${JSON.stringify(claim.contact ?? {})}::jsonb, ${at}, ${finishedAt})
      returning id`.execute(db);
    const orderId = order.rows[0].id;
    await sql`
      insert into order_products (order_id, product_id, quantity, product_option_id, unit_value)
      values (${orderId}, ${claim.product_id}, 1, ${claim.product_option_id}, ${value})`.execute(db);
    await sql`insert into claim_orders (claim_id, order_id) values (${claim.id}, ${orderId})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from orders where id in (select order_id from claim_orders)`.execute(db);
  await db.schema.dropTable('claim_orders').execute();
}
