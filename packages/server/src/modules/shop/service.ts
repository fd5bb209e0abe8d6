import { createHash } from 'node:crypto';
import { finnish, type CartItem, type CartResponse, type Product } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { listOptions, listVariations, productsWithDetails, type Queryable } from '../catalogue/repository.ts';
import type { ProductRow } from '../catalogue/tables.ts';
import {
  findShopProductRows,
  listCartItems,
  listLockedCartItems,
  listShopProductRows,
  replaceCart,
  type CartLine,
} from './repository.ts';
import { CART_MAX_ITEMS, SHOP_PAGE_SIZE } from '@arpa/contract/schemas';

const finnishOrder = new Intl.Collator('fi', { sensitivity: 'base', numeric: true });

export interface ShopPage {
  data: Product[];
  meta: { page_count: number };
}

/**
 * One page of the shop's products, sorted by Finnish name (å, ä, ö after z) with the id as tie-break.
 * The collation runs here rather than in SQL because PGlite has no ICU collations; a prize shop holds
 * hundreds of products, not millions.
 */
export async function shopProductsPage(
  db: Queryable,
  query: { page: number; sort: 'name' | '-name'; categoryId?: number },
): Promise<ShopPage> {
  const rows = await listShopProductRows(db, query.categoryId);
  const direction = query.sort === '-name' ? -1 : 1;
  rows.sort((a, b) => direction * (finnishOrder.compare(finnish(a.names), finnish(b.names)) || a.id - b.id));
  const start = (query.page - 1) * SHOP_PAGE_SIZE;
  return {
    data: await productsWithDetails(db, rows.slice(start, start + SHOP_PAGE_SIZE)),
    meta: { page_count: Math.max(1, Math.ceil(rows.length / SHOP_PAGE_SIZE)) },
  };
}

export interface ProductLine {
  productId: number;
  variationId: number | null;
  productOptionId: number | null;
  quantity: number;
}

export interface ResolvedLine extends ProductLine {
  product: ProductRow;
}

/**
 * Checks that every line names a product the shop sells, with a variation and option of that product.
 * With `requireChoices` (an order) a product that has variations or options needs one of each chosen
 * (`product_requires_option`); a cart may hold a product whose choice is still open.
 */
export async function resolveShopLines(
  db: Queryable,
  lines: readonly ProductLine[],
  { requireChoices }: { requireChoices: boolean },
): Promise<ResolvedLine[]> {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > CART_MAX_ITEMS) throw new ApiError('cart_size_too_big');
  const ids = [...new Set(lines.map((line) => line.productId))];
  const [products, variations, options] = await Promise.all([
    findShopProductRows(db, ids),
    listVariations(db, ids),
    listOptions(db, ids),
  ]);
  return lines.map((line) => {
    const product = products.find((row) => row.id === line.productId);
    if (!product) throw new ApiError('product_not_found');
    const ownVariations = variations.filter((variation) => variation.product_id === product.id);
    const ownOptions = options.filter((option) => option.product_id === product.id);
    if (line.variationId !== null && !ownVariations.some((variation) => variation.id === line.variationId)) {
      throw new ApiError('invalid_product_option');
    }
    if (line.productOptionId !== null && !ownOptions.some((option) => option.id === line.productOptionId)) {
      throw new ApiError('product_option_not_found');
    }
    if (requireChoices) {
      const missingVariation = ownVariations.length > 0 && line.variationId === null;
      const missingOption = ownOptions.length > 0 && line.productOptionId === null;
      if (missingVariation || missingOption) throw new ApiError('product_requires_option');
    }
    return { ...line, product };
  });
}

/**
 * The version of a cart: a digest of its items in order, so it changes whenever they do and two carts with the
 * same items have the same version (a change made to those items is still right). Opaque to clients.
 */
export function cartVersion(items: readonly CartItem[]): string {
  const lines = items.map((item) => [item.id, item.option?.variation_id ?? null, item.product_option_id]);
  return createHash('sha256').update(JSON.stringify(lines)).digest('base64url').slice(0, 22);
}

/** The player's stored cart with its version (GET /api/v1/shop/cart). */
export async function readCart(db: Queryable, userId: string): Promise<CartResponse> {
  const items = await listCartItems(db, userId);
  return { items, version: cartVersion(items) };
}

/**
 * Replaces the player's cart after checking every item; answers the stored cart. With `version`, the cart
 * must still be the one the change was made to: a cart changed since (another tab added or removed an item,
 * an order took its lines) answers `cart_changed` and stays as it is, so no change made elsewhere is
 * overwritten by a copy read before it (docs/modules/shop.md).
 */
export async function updateCart(
  db: Kysely<Database>,
  userId: string,
  items: readonly { id: number; option?: number | null; product_option_id?: number | null }[],
  version?: string,
): Promise<CartResponse> {
  if (items.length > CART_MAX_ITEMS) throw new ApiError('cart_size_too_big');
  const lines: CartLine[] = items.map((item) => ({
    productId: item.id,
    variationId: item.option ?? null,
    productOptionId: item.product_option_id ?? null,
  }));
  await resolveShopLines(
    db,
    lines.map((line) => ({ ...line, quantity: 1 })),
    { requireChoices: false },
  );
  return db.transaction().execute(async (trx) => {
    if (version !== undefined && cartVersion(await listLockedCartItems(trx, userId)) !== version) {
      throw new ApiError('cart_changed');
    }
    await replaceCart(trx, userId, lines);
    return readCart(trx, userId);
  });
}
