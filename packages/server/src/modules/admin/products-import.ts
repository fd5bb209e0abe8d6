import type { LocalizedString, ProductImage } from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { productDeliveries, type ProductDelivery } from '../catalogue/tables.ts';
import { ImportError, ProblemList } from './import-error.ts';
import { canonicalJson, ItemReader } from './item-reader.ts';
import type { ImportCounts } from './lotteries-import.ts';
import { parseJsonSource, type JsonSource } from './json-source.ts';
import { bumpCatalogueVersion } from '../../plugins/public-cache.ts';

export interface ProductImportCounts {
  categories: ImportCounts;
  products: ImportCounts;
}

interface CategoryInput {
  line: number | null;
  custom_id: string;
  names: LocalizedString[];
  index: number;
}

interface OptionInput {
  custom_id: string;
  names: LocalizedString[];
  images: ProductImage[];
}

interface ProductInput {
  line: number | null;
  custom_id: string;
  names: LocalizedString[];
  descriptions: LocalizedString[];
  images: ProductImage[];
  value: number;
  hidden: boolean;
  category: string | null;
  is_gift: boolean;
  delivery: ProductDelivery;
  variations: string[];
  options: OptionInput[];
}

const customIdPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function readCategories(source: JsonSource, list: unknown, problems: ProblemList): CategoryInput[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    problems.add(source.lineOf(source.value), `'categories' must be a list`);
    return [];
  }
  return list.map((item, position) => {
    const line = source.lineOf(item);
    const reader = new ItemReader(item, line, problems, `category ${position + 1}`, [
      'custom_id',
      'names',
      'index',
      'default_template',
    ]);
    const template = reader.optionalString('default_template');
    if (template !== null && template !== 'product-list')
      reader.problem(`'default_template' must be "product-list"`);
    return {
      line,
      custom_id: reader.requiredString('custom_id', customIdPattern),
      names: reader.localized('names', true),
      index: reader.integer('index', position, 0, 1_000_000),
    };
  });
}

function readOptions(source: JsonSource, reader: ItemReader, problems: ProblemList): OptionInput[] {
  const list = reader.raw('options');
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    reader.problem(`'options' must be a list`);
    return [];
  }
  return list.map((item, position) => {
    const option = new ItemReader(item, source.lineOf(item) ?? null, problems, `option ${position + 1}`, [
      'custom_id',
      'names',
      'images',
    ]);
    return {
      custom_id: option.requiredString('custom_id', customIdPattern),
      names: option.localized('names', true),
      images: option.records('images', ['source']),
    };
  });
}

function readProducts(source: JsonSource, list: unknown, problems: ProblemList): ProductInput[] {
  if (!Array.isArray(list)) {
    problems.add(source.lineOf(source.value), `expected an object with a 'products' list`);
    return [];
  }
  return list.map((item, position) => {
    const line = source.lineOf(item);
    const reader = new ItemReader(item, line, problems, `product ${position + 1}`, [
      'custom_id',
      'names',
      'descriptions',
      'images',
      'value',
      'hidden',
      'category',
      'is_gift',
      'delivery',
      'variations',
      'options',
    ]);
    const delivery = reader.optionalString('delivery') ?? 'post';
    if (!(productDeliveries as readonly string[]).includes(delivery)) {
      reader.problem(`'delivery' must be one of ${productDeliveries.join(', ')}`);
    }
    const variations = reader.stringList('variations');
    if (new Set(variations).size !== variations.length)
      reader.problem(`'variations' has the same name twice`);
    const options = readOptions(source, reader, problems);
    if (new Set(options.map((option) => option.custom_id)).size !== options.length) {
      reader.problem(`'options' has the same custom_id twice`);
    }
    return {
      line,
      custom_id: reader.requiredString('custom_id', customIdPattern),
      names: reader.localized('names', true),
      descriptions: reader.localized('descriptions', false),
      images: reader.records('images', ['source']),
      value: reader.integer('value', 0),
      hidden: reader.boolean('hidden', false),
      category: reader.optionalString('category'),
      is_gift: reader.boolean('is_gift', false),
      delivery: delivery as ProductDelivery,
      variations,
      options,
    };
  });
}

function duplicates<T extends { line: number | null; custom_id: string }>(
  items: T[],
  what: string,
  problems: ProblemList,
) {
  const seen = new Map<string, number | null>();
  for (const item of items) {
    if (seen.has(item.custom_id)) {
      problems.add(
        item.line,
        `${what} '${item.custom_id}' appears twice (first on line ${seen.get(item.custom_id)})`,
      );
    }
    seen.set(item.custom_id, item.line);
  }
}

async function upsertCategory(
  trx: Transaction<Database>,
  category: CategoryInput,
): Promise<keyof ImportCounts> {
  const existing = await trx
    .selectFrom('product_categories')
    .selectAll()
    .where('custom_id', '=', category.custom_id)
    .executeTakeFirst();
  const columns = { names: JSON.stringify(category.names), index: category.index };
  if (!existing) {
    await trx
      .insertInto('product_categories')
      .values({ custom_id: category.custom_id, ...columns })
      .execute();
    return 'created';
  }
  if (canonicalJson(existing.names) === canonicalJson(category.names) && existing.index === category.index) {
    return 'unchanged';
  }
  await trx.updateTable('product_categories').set(columns).where('id', '=', existing.id).execute();
  return 'updated';
}

/** Brings a product's variations in line with the file; true when anything changed. */
async function syncVariations(
  trx: Transaction<Database>,
  productId: number,
  names: string[],
): Promise<boolean> {
  const existing = await trx
    .selectFrom('product_variations')
    .selectAll()
    .where('product_id', '=', productId)
    .execute();
  let changed = false;
  for (const row of existing) {
    if (!names.includes(row.name)) {
      await trx.deleteFrom('product_variations').where('id', '=', row.id).execute();
      changed = true;
    }
  }
  for (const [index, name] of names.entries()) {
    const row = existing.find((variation) => variation.name === name);
    if (!row) {
      await trx.insertInto('product_variations').values({ product_id: productId, name, index }).execute();
      changed = true;
    } else if (row.index !== index) {
      await trx.updateTable('product_variations').set({ index }).where('id', '=', row.id).execute();
      changed = true;
    }
  }
  return changed;
}

/** Brings a product's options in line with the file, keeping the ids of options that stay; true when anything changed. */
async function syncOptions(
  trx: Transaction<Database>,
  productId: number,
  options: OptionInput[],
): Promise<boolean> {
  const existing = await trx
    .selectFrom('product_options')
    .selectAll()
    .where('product_id', '=', productId)
    .execute();
  let changed = false;
  for (const row of existing) {
    if (!options.some((option) => option.custom_id === row.custom_id)) {
      await trx.deleteFrom('product_options').where('id', '=', row.id).execute();
      changed = true;
    }
  }
  for (const [index, option] of options.entries()) {
    const row = existing.find((candidate) => candidate.custom_id === option.custom_id);
    const columns = { names: JSON.stringify(option.names), images: JSON.stringify(option.images), index };
    if (!row) {
      await trx
        .insertInto('product_options')
        .values({ product_id: productId, custom_id: option.custom_id, ...columns })
        .execute();
      changed = true;
    } else if (
      canonicalJson(row.names) !== canonicalJson(option.names) ||
      canonicalJson(row.images) !== canonicalJson(option.images) ||
      row.index !== index
    ) {
      await trx.updateTable('product_options').set(columns).where('id', '=', row.id).execute();
      changed = true;
    }
  }
  return changed;
}

async function upsertProduct(
  trx: Transaction<Database>,
  product: ProductInput,
  categoryId: number | null,
): Promise<keyof ImportCounts> {
  const columns = {
    names: JSON.stringify(product.names),
    descriptions: JSON.stringify(product.descriptions),
    images: JSON.stringify(product.images),
    value: product.value,
    hidden: product.hidden,
    category_id: categoryId,
    is_gift: product.is_gift,
    delivery: product.delivery,
  };
  const existing = await trx
    .selectFrom('products')
    .selectAll()
    .where('custom_id', '=', product.custom_id)
    .forUpdate()
    .executeTakeFirst();
  if (!existing) {
    const { id } = await trx
      .insertInto('products')
      .values({ custom_id: product.custom_id, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    await syncVariations(trx, id, product.variations);
    await syncOptions(trx, id, product.options);
    return 'created';
  }
  const rowChanged =
    canonicalJson(existing.names) !== canonicalJson(product.names) ||
    canonicalJson(existing.descriptions) !== canonicalJson(product.descriptions) ||
    canonicalJson(existing.images) !== canonicalJson(product.images) ||
    existing.value !== product.value ||
    existing.hidden !== product.hidden ||
    existing.category_id !== categoryId ||
    existing.is_gift !== product.is_gift ||
    existing.delivery !== product.delivery;
  if (rowChanged) await trx.updateTable('products').set(columns).where('id', '=', existing.id).execute();
  const variationsChanged = await syncVariations(trx, existing.id, product.variations);
  const optionsChanged = await syncOptions(trx, existing.id, product.options);
  return rowChanged || variationsChanged || optionsChanged ? 'updated' : 'unchanged';
}

/** PostgreSQL's foreign_key_violation: a removed option or variation is still referenced (by a claim or an order). */
function isForeignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503';
}

/**
 * Imports shop categories and products from `{ "categories": [...], "products": [...] }`. Categories and
 * products are created or updated by custom_id; a product's variations (by name) and options (by
 * custom_id) become exactly those of the file, keeping the ids of those that stay. One transaction.
 */
export async function importProducts(db: Kysely<Database>, text: string): Promise<ProductImportCounts> {
  const source = parseJsonSource(text);
  const problems = new ProblemList();
  const root = source.value;
  if (typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw new ImportError(`expected an object with 'categories' and 'products' lists`, 1);
  }
  for (const key of Object.keys(root)) {
    if (key !== 'categories' && key !== 'products') problems.add(1, `unknown top-level field '${key}'`);
  }
  const categories = readCategories(source, (root as Record<string, unknown>).categories, problems);
  const products = readProducts(source, (root as Record<string, unknown>).products, problems);
  duplicates(categories, 'category', problems);
  duplicates(products, 'product', problems);
  problems.throwIfAny();

  return db.transaction().execute(async (trx) => {
    // Cached catalogue answers of every process are dropped when this commits.
    await bumpCatalogueVersion(trx);
    const counts: ProductImportCounts = {
      categories: { created: 0, updated: 0, unchanged: 0 },
      products: { created: 0, updated: 0, unchanged: 0 },
    };
    for (const category of categories) counts.categories[await upsertCategory(trx, category)] += 1;

    const categoryIds = new Map(
      (await trx.selectFrom('product_categories').select(['id', 'custom_id']).execute()).map((row) => [
        row.custom_id,
        row.id,
      ]),
    );
    for (const product of products) {
      const categoryId = product.category === null ? null : categoryIds.get(product.category);
      if (categoryId === undefined) {
        problems.add(product.line, `product '${product.custom_id}': unknown category '${product.category}'`);
        continue;
      }
      try {
        counts.products[await upsertProduct(trx, product, categoryId)] += 1;
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        throw new ImportError(
          `product '${product.custom_id}': an option or variation left out of the file is still in use by a claim or an order`,
          product.line,
        );
      }
    }
    problems.throwIfAny();
    return counts;
  });
}
