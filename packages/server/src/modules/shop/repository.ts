import type { CartItem } from '@arpa/contract';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Queryable } from '../catalogue/repository.ts';
import type { ProductRow } from '../catalogue/tables.ts';

/** Products the shop shows: in a category and not hidden. */
export function listShopProductRows(db: Queryable, categoryId?: number): Promise<ProductRow[]> {
  let query = db
    .selectFrom('products')
    .selectAll()
    .where('hidden', '=', false)
    .where('category_id', 'is not', null);
  if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
  return query.execute();
}

export function findShopProductRows(db: Queryable, productIds: readonly number[]): Promise<ProductRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', [...new Set(productIds)])
    .where('hidden', '=', false)
    .where('category_id', 'is not', null)
    .execute();
}

export interface CartLine {
  productId: number;
  variationId: number | null;
  productOptionId: number | null;
}

/** The player's cart in the order the items were added. */
export async function listCartItems(db: Queryable, userId: string): Promise<CartItem[]> {
  const rows = await db
    .selectFrom('cart_items as c')
    .leftJoin('product_variations as v', 'v.id', 'c.variation_id')
    .select(['c.product_id', 'c.variation_id', 'c.product_option_id', 'v.name as variation_name'])
    .where('c.user_id', '=', userId)
    .orderBy('c.position')
    .execute();
  return rows.map((row) => ({
    id: row.product_id,
    option:
      row.variation_id === null ? null : { label: row.variation_name ?? '', variation_id: row.variation_id },
    product_option_id: row.product_option_id,
  }));
}

/** Replaces the player's whole cart. */
export async function replaceCart(
  trx: Transaction<Database>,
  userId: string,
  lines: readonly CartLine[],
): Promise<void> {
  // Concurrent replacements of one player's cart take turns (the last one wins whole), instead of two
  // deletes then two inserts colliding on the cart's positions.
  await sql`select pg_advisory_xact_lock(hashtext('cart'), hashtext(${userId}))`.execute(trx);
  await clearCart(trx, userId);
  if (lines.length === 0) return;
  await trx
    .insertInto('cart_items')
    .values(
      lines.map((line, position) => ({
        user_id: userId,
        position,
        product_id: line.productId,
        variation_id: line.variationId,
        product_option_id: line.productOptionId,
      })),
    )
    .execute();
}

export async function clearCart(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}
