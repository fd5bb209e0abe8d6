import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ImportError, type ImportProblem } from '../admin/import-error.ts';
import { shuffledPool, ticketCode } from './rules.ts';

/**
 * A playable ticket series as the operator imports it (docs/operator.md): one lottery, one ticket price,
 * a pool size and the prize table by count. Money in integer cents.
 */
export interface PlayableSeriesImport {
  /** The lottery's slug. */
  lottery: string;
  alias: string;
  ticket_price: number;
  pool_size: number;
  valid_from?: string | null;
  valid_until?: string | null;
  prizes: {
    count: number;
    /** Cents; for a product prize its value (0 takes the product's own value). */
    value?: number;
    /** A product's custom_id, for a product prize. */
    product?: string | null;
    /** Credit the value to the winner's wins balance when played; default true for money prizes. */
    transferrable?: boolean;
  }[];
}

export interface PlayableSeriesImportResult {
  series_id: number;
  lottery_id: number;
  alias: string;
  pool_size: number;
  winners: number;
  /** Σ count × value of the transferable rows: what playing the whole pool credits. */
  prize_total: number;
}

const batchSize = 1000;
const isInteger = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

/** The largest ticket price or prize value an import takes: 1 000 000,00 €. */
const maxCents = 100_000_000;
/** YYYY-MM-DD, optionally with a time and a zone: what both Date.parse and PostgreSQL read alike. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function parse(input: unknown): PlayableSeriesImport {
  const problems: ImportProblem[] = [];
  const problem = (message: string) => problems.push({ line: null, message });
  const source = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  if (typeof source.lottery !== 'string' || source.lottery === '')
    problem('lottery: the lottery slug is required');
  if (typeof source.alias !== 'string' || source.alias.trim() === '') problem('alias is required');
  if (!isInteger(source.ticket_price, 1)) problem('ticket_price must be a positive whole number of cents');
  if (!isInteger(source.pool_size, 1) || (source.pool_size as number) > 10_000_000) {
    problem('pool_size must be a whole number 1…10000000');
  }
  const known = ['lottery', 'alias', 'ticket_price', 'pool_size', 'valid_from', 'valid_until', 'prizes'];
  for (const key of Object.keys(source)) if (!known.includes(key)) problem(`unknown field ${key}`);
  if (typeof source.alias === 'string' && source.alias.length > 100)
    problem('alias is at most 100 characters');
  if (isInteger(source.ticket_price, 1) && (source.ticket_price as number) > maxCents) {
    problem(`ticket_price must be at most ${maxCents} cents`);
  }
  // An ISO 8601 date-time as PostgreSQL reads it too (Date.parse alone takes "1" and "March 7").
  const dates: Partial<Record<'valid_from' | 'valid_until', number>> = {};
  for (const key of ['valid_from', 'valid_until'] as const) {
    const value = source[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || !isoDateTime.test(value) || Number.isNaN(Date.parse(value))) {
      problem(`${key} must be an ISO 8601 date-time, e.g. 2026-12-31T23:59:59+02:00`);
    } else {
      dates[key] = Date.parse(value);
    }
  }
  if (
    dates.valid_from !== undefined &&
    dates.valid_until !== undefined &&
    dates.valid_from >= dates.valid_until
  ) {
    problem('valid_from must be before valid_until');
  }
  if (!Array.isArray(source.prizes)) problem('prizes must be a list');
  const prizes = Array.isArray(source.prizes) ? (source.prizes as Record<string, unknown>[]) : [];
  prizes.forEach((prize, index) => {
    const at = `prizes[${index}]`;
    if (!isInteger(prize?.count, 1)) problem(`${at}.count must be a positive whole number`);
    if (prize?.value !== undefined && (!isInteger(prize.value, 0) || (prize.value as number) > maxCents)) {
      problem(`${at}.value must be cents 0…${maxCents}`);
    }
    if (prize?.transferrable !== undefined && typeof prize.transferrable !== 'boolean') {
      problem(`${at}.transferrable must be true or false`);
    }
    for (const key of Object.keys(prize ?? {})) {
      if (!['count', 'value', 'product', 'transferrable'].includes(key))
        problem(`${at}: unknown field ${key}`);
    }
    if (prize?.product !== undefined && prize.product !== null && typeof prize.product !== 'string') {
      problem(`${at}.product must be a product custom_id`);
    }
    if (!prize?.product && !isInteger(prize?.value, 1)) problem(`${at}: a money prize needs a value > 0`);
  });
  const winners = prizes.reduce(
    (sum, prize) => sum + (isInteger(prize?.count, 1) ? (prize.count as number) : 0),
    0,
  );
  if (isInteger(source.pool_size, 1) && winners > (source.pool_size as number)) {
    problem(
      `the prize table has ${winners} winning tickets, more than pool_size ${String(source.pool_size)}`,
    );
  }
  if (problems.length > 0) throw ImportError.of(problems);
  return source as unknown as PlayableSeriesImport;
}

/**
 * Imports a series: its prize table, and the pool of `pool_size` tickets shuffled with crypto.randomInt,
 * each with a random code, all in one transaction. The order of sale is fixed here, before any sale.
 */
export async function importPlayableSeries(
  db: Kysely<Database>,
  input: unknown,
): Promise<PlayableSeriesImportResult> {
  const series = parse(input);
  return db.transaction().execute(async (trx) => {
    const lottery = await trx
      .selectFrom('lotteries')
      .select(['id'])
      .where('slug', '=', series.lottery)
      .executeTakeFirst();
    if (!lottery) throw new ImportError(`lottery '${series.lottery}' does not exist`);
    const exists = await trx
      .selectFrom('playable_series')
      .select('id')
      .where('lottery_id', '=', lottery.id)
      .where('alias', '=', series.alias)
      .executeTakeFirst();
    if (exists) throw new ImportError(`series '${series.alias}' of '${series.lottery}' is already imported`);

    const rows: { product_id: number | null; value: number; transferrable: boolean; count: number }[] = [];
    for (const prize of series.prizes) {
      let productId: number | null = null;
      let value = prize.value ?? 0;
      if (prize.product) {
        const product = await trx
          .selectFrom('products')
          .select(['id', 'value'])
          .where('custom_id', '=', prize.product)
          .executeTakeFirst();
        if (!product) throw new ImportError(`product '${prize.product}' does not exist`);
        productId = product.id;
        if (value === 0) value = product.value;
      }
      rows.push({
        product_id: productId,
        value,
        transferrable: prize.transferrable ?? productId === null,
        count: prize.count,
      });
    }

    const created = await trx
      .insertInto('playable_series')
      .values({
        lottery_id: lottery.id,
        alias: series.alias,
        ticket_price: series.ticket_price,
        pool_size: series.pool_size,
        valid_from: series.valid_from ?? null,
        valid_until: series.valid_until ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prizeIds: number[] = [];
    for (const [index, row] of rows.entries()) {
      const prize = await trx
        .insertInto('playable_prizes')
        .values({ series_id: created.id, index, ...row })
        .returning('id')
        .executeTakeFirstOrThrow();
      prizeIds.push(prize.id);
    }

    let pool: (number | null)[];
    try {
      pool = shuffledPool(series.pool_size, rows, randomInt);
    } catch (error) {
      if (error instanceof ApiError) throw new ImportError('the prize table does not fit the pool');
      throw error;
    }
    for (let start = 0; start < pool.length; start += batchSize) {
      const batch = pool.slice(start, start + batchSize).map((prizeIndex, offset) => ({
        series_id: created.id,
        lottery_id: lottery.id,
        position: start + offset + 1,
        code: ticketCode(randomInt),
        prize_id: prizeIndex === null ? null : (prizeIds[prizeIndex] ?? null),
      }));
      await trx.insertInto('playable_tickets').values(batch).execute();
    }
    return {
      series_id: created.id,
      lottery_id: lottery.id,
      alias: series.alias,
      pool_size: series.pool_size,
      winners: rows.reduce((sum, row) => sum + row.count, 0),
      prize_total: rows.reduce((sum, row) => sum + (row.transferrable ? row.count * row.value : 0), 0),
    };
  });
}
