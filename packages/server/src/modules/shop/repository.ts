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

/** The player's cart as `listCartItems` reads it, locked against other changes until the transaction ends. */
export async function listLockedCartItems(trx: Transaction<Database>, userId: string): Promise<CartItem[]> {
  await lockCart(trx, userId);
  return listCartItems(trx, userId);
}

/** Replaces the player's whole cart. */
export async function replaceCart(
  trx: Transaction<Database>,
  userId: string,
  lines: readonly CartLine[],
): Promise<void> {
  await lockCart(trx, userId);
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

async function clearCart(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.deleteFrom('cart_items').where('user_id', '=', userId).execute();
}

/**
 * Changes of one player's cart take turns until the transaction ends: concurrent replacements (the last one
 * wins whole) instead of two deletes then two inserts colliding on the cart's positions, and an order
 * taking its lines out of the cart while the player changes it in another tab.
 */
async function lockCart(trx: Transaction<Database>, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('cart'), hashtext(${userId}))`.execute(trx);
}

/**
 * Takes what an order bought out of the player's cart: for each ordered line, that many matching items,
 * the earliest added first. What the player put in the cart after ordering (in another tab, while paying at
 * the bank) stays there (docs/modules/shop.md).
 */
export async function removeOrderedFromCart(
  trx: Transaction<Database>,
  userId: string,
  ordered: readonly (CartLine & { quantity: number })[],
): Promise<void> {
  await lockCart(trx, userId);
  const key = (line: CartLine) => `${line.productId} ${line.variationId} ${line.productOptionId}`;
  const left = new Map<string, number>();
  for (const line of ordered) left.set(key(line), (left.get(key(line)) ?? 0) + line.quantity);
  const items = await trx
    .selectFrom('cart_items')
    .select([
      'id',
      'product_id as productId',
      'variation_id as variationId',
      'product_option_id as productOptionId',
    ])
    .where('user_id', '=', userId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const taken: number[] = [];
  for (const item of items) {
    const wanted = left.get(key(item)) ?? 0;
    if (wanted === 0) continue;
    taken.push(item.id);
    left.set(key(item), wanted - 1);
  }
  if (taken.length > 0) await trx.deleteFrom('cart_items').where('id', 'in', taken).execute();
}
