import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LotteriesTable } from '../catalogue/tables.ts';
import { ProblemList } from './import-error.ts';
import { canonicalJson, ItemReader, itemsOf } from './item-reader.ts';
import { parseJsonSource } from './json-source.ts';
import { bumpCatalogueVersion } from '../../plugins/public-cache.ts';

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const lotteryFields = [
  'slug',
  'names',
  'descriptions',
  'images',
  'hidden',
  'index',
  'quick_claim_enabled',
  'extra_lottery_enabled',
  'codes_check_type',
  'tags',
  'show_balance',
  'playable_lottery_address',
  'playable_ticket_prices',
  'playable_ticket_bundle_size',
  'playable_ticket_discount',
  'playable_ticket_purchase_variety',
  'active',
] as const;

type LotteryFields = { [K in (typeof lotteryFields)[number]]: unknown } & {
  slug: string;
  codes_check_type: number;
};

const slugPattern = /^[a-z0-9][a-z0-9-]*$/;

function readLottery(
  item: unknown,
  line: number | null,
  problems: ProblemList,
  position: number,
): LotteryFields {
  const reader = new ItemReader(item, line, problems, `lottery ${position + 1}`, lotteryFields);
  const prices = reader.raw('playable_ticket_prices');
  const validPrices =
    prices === undefined ||
    (Array.isArray(prices) &&
      prices.every(
        (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          Object.keys(entry).length === 1 &&
          Number.isInteger((entry as { price: unknown }).price) &&
          (entry as { price: number }).price > 0,
      ));
  if (!validPrices) reader.problem(`'playable_ticket_prices' must be a list of { "price": cents }`);
  const variety = reader.integer('playable_ticket_purchase_variety', 0, 0, 2);
  return {
    slug: reader.requiredString('slug', slugPattern),
    names: reader.localized('names', true),
    descriptions: reader.localized('descriptions', false),
    images: reader.records('images', ['variety', 'source'], (image) =>
      image.variety === 'small' || image.variety === 'large' ? null : `variety must be "small" or "large"`,
    ),
    hidden: reader.boolean('hidden', false),
    index: reader.integer('index', position, 0, 1_000_000),
    quick_claim_enabled: reader.boolean('quick_claim_enabled', false),
    extra_lottery_enabled: reader.boolean('extra_lottery_enabled', false),
    codes_check_type: reader.integer('codes_check_type', 1, 0, 99),
    tags: reader.stringList('tags'),
    show_balance: reader.boolean('show_balance', false),
    playable_lottery_address: reader.optionalString('playable_lottery_address'),
    playable_ticket_prices:
      validPrices && Array.isArray(prices)
        ? prices.map((entry: { price: number }) => ({ price: entry.price }))
        : [],
    playable_ticket_bundle_size: reader.nullableInteger('playable_ticket_bundle_size', 1, 1000),
    playable_ticket_discount: reader.nullableInteger('playable_ticket_discount'),
    playable_ticket_purchase_variety: variety,
    active: reader.boolean('active', true),
  };
}

const jsonColumns = new Set(['names', 'descriptions', 'images', 'tags', 'playable_ticket_prices']);

function toColumns(lottery: LotteryFields) {
  return Object.fromEntries(
    lotteryFields.map((field) => [
      field,
      jsonColumns.has(field) ? JSON.stringify(lottery[field]) : lottery[field],
    ]),
  ) as unknown as Insertable<LotteriesTable>;
}

/**
 * Imports lotteries (SPEC §3 Lottery fields) from a JSON file: a list, or `{ "lotteries": [...] }`.
 * Each is created or updated by its slug; fields left out take their defaults. One transaction: a file
 * with any problem changes nothing. A lottery that already has tickets keeps its codes_check_type,
 * because its tickets' stored code hashes depend on it.
 */
export async function importLotteries(db: Kysely<Database>, text: string): Promise<ImportCounts> {
  const source = parseJsonSource(text);
  const problems = new ProblemList();
  const items = itemsOf(source.value, 'lotteries', problems);
  const lotteries = items.map((item, position) => ({
    line: source.lineOf(item),
    lottery: readLottery(item, source.lineOf(item), problems, position),
  }));
  const seen = new Map<string, number | null>();
  for (const { line, lottery } of lotteries) {
    if (seen.has(lottery.slug))
      problems.add(line, `slug '${lottery.slug}' appears twice (first on line ${seen.get(lottery.slug)})`);
    seen.set(lottery.slug, line);
  }
  problems.throwIfAny();

  return db.transaction().execute(async (trx) => {
    // Cached catalogue answers of every process are dropped when this commits.
    await bumpCatalogueVersion(trx);
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
    for (const { line, lottery } of lotteries) {
      const existing = await trx
        .selectFrom('lotteries')
        .selectAll()
        .where('slug', '=', lottery.slug)
        .forUpdate()
        .executeTakeFirst();
      if (!existing) {
        await trx.insertInto('lotteries').values(toColumns(lottery)).execute();
        counts.created += 1;
        continue;
      }
      const changed = lotteryFields.some(
        (field) => canonicalJson(existing[field]) !== canonicalJson(lottery[field]),
      );
      if (!changed) {
        counts.unchanged += 1;
        continue;
      }
      if (existing.codes_check_type !== lottery.codes_check_type) {
        const ticket = await trx
          .selectFrom('tickets')
          .select('id')
          .where('lottery_id', '=', existing.id)
          .limit(1)
          .executeTakeFirst();
        if (ticket) {
          problems.add(line, `lottery '${lottery.slug}' has tickets, so its codes_check_type cannot change`);
          continue;
        }
      }
      await trx
        .updateTable('lotteries')
        .set(toColumns(lottery) as Updateable<LotteriesTable>)
        .where('id', '=', existing.id)
        .execute();
      counts.updated += 1;
    }
    problems.throwIfAny();
    return counts;
  });
}
