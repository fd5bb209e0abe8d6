import type { ListResponse, OrderListing } from '@arpa/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * GET /api/v1/orders (Tilaukset): one page of every order of the player, newest first, and the count of
 * all of them. Shop orders and the orders of finished claims (claim, gift and prize orders, written by the
 * claims module in the claim's transaction, docs/decisions/0021-ticket-prize-ownership.md) are rows of the same
 * `orders` table, so limit/offset and `total` page them together. Each line names its product and, when
 * one was chosen, its option (`option_names`); a gift order carries its `prize_code`. Only the player's own
 * rows, on every query.
 */
export async function listOrderHistory(
  db: Kysely<Database>,
  userId: string,
  page: { limit: number; offset: number },
): Promise<ListResponse<OrderListing>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders as o')
      .leftJoin('claim_orders as co', 'co.order_id', 'o.id')
      .leftJoin('claims as c', 'c.id', 'co.claim_id')
      .select(['o.id', 'o.variety', 'o.state', 'o.value', 'o.created_at', 'c.prize_code'])
      .where('o.user_id', '=', userId)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const productsOf = await orderProductsOf(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      variety: row.variety,
      state: row.state,
      value: row.value,
      created_at: row.created_at.toISOString(),
      ...(row.prize_code ? { prize_code: row.prize_code } : {}),
      products: productsOf(row.id),
    })),
    total: Number(count.total),
  };
}

/**
 * The products of these orders of this player, summed per product and option, as an order's listing shows
 * them (the order history and the account events' orders).
 */
export async function orderProductsOf(
  db: Kysely<Database>,
  userId: string,
  orderIds: number[],
): Promise<(orderId: number) => OrderListing['products']> {
  const lines =
    orderIds.length === 0
      ? []
      : await db
          .selectFrom('order_products as op')
          .innerJoin('orders as o', 'o.id', 'op.order_id')
          .innerJoin('products as p', 'p.id', 'op.product_id')
          .leftJoin('product_options as po', 'po.id', 'op.product_option_id')
          .select([
            'op.order_id',
            'op.product_id',
            'op.product_option_id',
            'p.names',
            'po.names as option_names',
            sql<number>`sum(op.quantity)`.as('quantity'),
          ])
          .where('op.order_id', 'in', orderIds)
          .where('o.user_id', '=', userId)
          .groupBy(['op.order_id', 'op.product_id', 'op.product_option_id', 'p.names', 'po.names'])
          .orderBy('op.product_id')
          .orderBy('op.product_option_id')
          .execute();
  return (orderId) =>
    lines
      .filter((line) => line.order_id === orderId)
      .map((line) => ({
        product_id: line.product_id,
        names: line.names,
        quantity: Number(line.quantity),
        ...(line.option_names ? { option_names: line.option_names } : {}),
      }));
}
