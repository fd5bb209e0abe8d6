import type { OrderListing } from '@arpa/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Queryable } from '../catalogue/repository.ts';
import { withdrawalOrderFromEnv, type WithdrawalVariety } from '../../config/bonus.ts';
import type { OrderRow } from './tables.ts';

export type { WithdrawalVariety };

/** Win varieties an order may be paid from, in the order they are spent by default (config/bonus.ts). */
export const withdrawalOrder = withdrawalOrderFromEnv({});

export interface SpendableAccount {
  id: number;
  variety: WithdrawalVariety;
  saldo: number;
  validityEnd: Date | null;
}

/**
 * The player's win accounts with a saldo that has not expired (a ticket series' `user_account_validity_end`),
 * in spending order (`order`: by default extra wins, wins, bonus); within a variety the soonest-expiring
 * first. With `lock` the rows stay locked until the transaction ends, so two orders cannot spend the same
 * cents.
 */
export async function spendableAccounts(
  db: Queryable,
  userId: string,
  now: Date,
  lock: boolean,
  order: readonly WithdrawalVariety[] = withdrawalOrder,
): Promise<SpendableAccount[]> {
  let query = db
    .selectFrom('accounts as a')
    .leftJoin('ticket_series as ts', 'ts.id', 'a.ticket_series_id')
    .select(['a.id', 'a.variety', 'a.saldo', 'ts.user_account_validity_end as validityEnd'])
    .where('a.user_id', '=', userId)
    .where('a.variety', 'in', withdrawalOrder)
    .where('a.saldo', '>', 0)
    .where((eb) =>
      eb.or([eb('ts.user_account_validity_end', 'is', null), eb('ts.user_account_validity_end', '>', now)]),
    )
    .orderBy('a.id');
  if (lock) query = query.forUpdate(['a']);
  const rows = (await query.execute()) as SpendableAccount[];
  const rank = (row: SpendableAccount) => order.indexOf(row.variety);
  const expiry = (row: SpendableAccount) => row.validityEnd?.getTime() ?? Number.POSITIVE_INFINITY;
  return rows.sort((a, b) => rank(a) - rank(b) || expiry(a) - expiry(b) || a.id - b.id);
}

/**
 * A prize order waiting for delivery of one product won by a player (a drawn or a played product prize),
 * written in the caller's transaction; answers the order's id.
 */
export async function insertPrizeOrder(
  trx: Transaction<Database>,
  prize: { userId: string; product: { id: number; value: number }; contact: unknown; now: Date },
): Promise<number> {
  const order = await trx
    .insertInto('orders')
    .values({
      user_id: prize.userId,
      variety: 'prize_order',
      state: 'waiting_for_delivery',
      value: prize.product.value,
      contact: JSON.stringify(prize.contact),
      created_at: prize.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_products')
    .values({
      order_id: order.id,
      product_id: prize.product.id,
      quantity: 1,
      product_option_id: null,
      unit_value: prize.product.value,
    })
    .execute();
  return order.id;
}

export function lockOrder(trx: Transaction<Database>, orderId: number): Promise<OrderRow | undefined> {
  return trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export function lockWaitingOrderByToken(
  trx: Transaction<Database>,
  userId: string,
  tokenHash: string,
): Promise<OrderRow | undefined> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', userId)
    .where('state', '=', 'waiting')
    .forUpdate()
    .executeTakeFirst();
}

export function orderWithdrawals(trx: Transaction<Database>, orderId: number) {
  return trx
    .selectFrom('order_withdrawals')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('account_id')
    .execute();
}

/** The lines of an order, for comparing a re-submitted cart with it. */
export async function orderLines(trx: Transaction<Database>, orderId: number) {
  const rows = await trx
    .selectFrom('order_products')
    .select(['product_id', 'variation_id', 'product_option_id', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  return rows.map((row) => ({
    productId: row.product_id,
    variationId: row.variation_id,
    productOptionId: row.product_option_id,
    quantity: row.quantity,
  }));
}

async function productsOf(db: Kysely<Database>, orderId: number): Promise<OrderListing['products']> {
  const lines = await db
    .selectFrom('order_products as op')
    .innerJoin('products as p', 'p.id', 'op.product_id')
    .select(['op.product_id', 'p.names', sql<number>`sum(op.quantity)`.as('quantity')])
    .where('op.order_id', '=', orderId)
    .groupBy(['op.product_id', 'p.names'])
    .orderBy('op.product_id')
    .execute();
  return lines.map((line) => ({
    product_id: line.product_id,
    names: line.names,
    quantity: Number(line.quantity),
  }));
}

/** One of the player's orders as a row of GET /orders, or undefined if it is not theirs. */
export async function orderListing(
  db: Kysely<Database>,
  userId: string,
  orderId: number,
): Promise<OrderListing | undefined> {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'variety', 'state', 'value', 'created_at'])
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, created_at: row.created_at.toISOString(), products: await productsOf(db, row.id) };
}

/** The player's newest waiting order with an open, unexpired bank payment. */
export async function pendingOrderOf(db: Kysely<Database>, userId: string, now: Date) {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('payments as p', 'p.order_id', 'o.id')
    .selectAll('o')
    .select('p.expires_at as payment_expires_at')
    .where('o.user_id', '=', userId)
    .where('o.state', '=', 'waiting')
    .where('p.state', '=', 'created')
    .where('p.expires_at', '>', now)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  const { payment_expires_at: expiresAt, ...order } = row;
  return { order: order as OrderRow, expiresAt, products: await productsOf(db, order.id) };
}
