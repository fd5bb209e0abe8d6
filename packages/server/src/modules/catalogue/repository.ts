import type { Product, ProductOption, ProductVariation, ShopCategory } from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ProductCategoryRow, ProductOptionRow, ProductRow, ProductVariationRow } from './tables.ts';

/** A database handle or an open transaction: every read here works inside both. */
export type Queryable = Kysely<Database> | Transaction<Database>;

/** The catalogue's read side, shared by the claims, the shop and the orders. */

export function toProductOption(row: ProductOptionRow): ProductOption {
  return { id: row.id, names: row.names, images: row.images };
}

export function toProductVariation(row: ProductVariationRow): ProductVariation {
  return { id: row.id, name: row.name };
}

export function toShopCategory(row: ProductCategoryRow): ShopCategory {
  return { id: row.id, names: row.names, default_template: row.default_template };
}

/** A product as the API shows it (SPEC §3 Product), from its row, variations and options. */
export function toProduct(
  row: ProductRow,
  variations: readonly ProductVariationRow[],
  options: readonly ProductOptionRow[],
): Product {
  return {
    id: row.id,
    custom_id: row.custom_id,
    names: row.names,
    descriptions: row.descriptions,
    images: row.images,
    value: row.value,
    hidden: row.hidden,
    variations: variations.map(toProductVariation),
    category: row.category_id,
    options: options.map(toProductOption),
  };
}

export function findProductRow(db: Queryable, productId: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
}

export function findProductRowByCustomId(db: Queryable, customId: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('custom_id', '=', customId).executeTakeFirst();
}

/** The variations of the given products, in their catalogue order. */
export async function listVariations(
  db: Queryable,
  productIds: readonly number[],
): Promise<ProductVariationRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_variations')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('index')
    .orderBy('id')
    .execute();
}

/** The options of the given products, in their catalogue order. */
export async function listOptions(db: Queryable, productIds: readonly number[]): Promise<ProductOptionRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_options')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('index')
    .orderBy('id')
    .execute();
}

/** Products with their variations and options, in the order of `rows`; three queries whatever the count. */
export async function productsWithDetails(db: Queryable, rows: readonly ProductRow[]): Promise<Product[]> {
  const ids = rows.map((row) => row.id);
  const [variations, options] = await Promise.all([listVariations(db, ids), listOptions(db, ids)]);
  return rows.map((row) =>
    toProduct(
      row,
      variations.filter((variation) => variation.product_id === row.id),
      options.filter((option) => option.product_id === row.id),
    ),
  );
}

/** One product with its variations and options (hidden ones included: callers decide what to show). */
export async function findProduct(db: Queryable, productId: number): Promise<Product | undefined> {
  const row = await findProductRow(db, productId);
  if (!row) return undefined;
  const [product] = await productsWithDetails(db, [row]);
  return product;
}

export async function findProductOptions(db: Queryable, productId: number): Promise<ProductOption[]> {
  return (await listOptions(db, [productId])).map(toProductOption);
}

export function findProductOption(
  db: Queryable,
  productId: number,
  optionId: number,
): Promise<ProductOptionRow | undefined> {
  return db
    .selectFrom('product_options')
    .selectAll()
    .where('product_id', '=', productId)
    .where('id', '=', optionId)
    .executeTakeFirst();
}

export function findProductVariation(
  db: Queryable,
  productId: number,
  variationId: number,
): Promise<ProductVariationRow | undefined> {
  return db
    .selectFrom('product_variations')
    .selectAll()
    .where('product_id', '=', productId)
    .where('id', '=', variationId)
    .executeTakeFirst();
}

/** Shop categories in their display order. */
export async function listCategories(db: Queryable): Promise<ShopCategory[]> {
  const rows = await db.selectFrom('product_categories').selectAll().orderBy('index').orderBy('id').execute();
  return rows.map(toShopCategory);
}

export function findCategory(db: Queryable, categoryId: number): Promise<ProductCategoryRow | undefined> {
  return db.selectFrom('product_categories').selectAll().where('id', '=', categoryId).executeTakeFirst();
}
