import { codeFieldsOf, SERVICE_TIME_ZONE } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { normaliseCode, ticketCodeHash } from '../catalogue/codes.ts';
import { parseCsv } from './csv.ts';
import { ImportError, ProblemList } from './import-error.ts';
import { bumpCatalogueVersion } from '../../plugins/public-cache.ts';

export const ticketCsvHeader = [
  'code_a',
  'code_b',
  'product',
  'value',
  'transferrable',
  'claimable',
] as const;

export interface TicketImportOptions {
  /** The lottery's slug. */
  lottery: string;
  /** The ticket series' alias; the series is created when the lottery has none by that alias. */
  series: string;
  /** When the series' wins expire ("Vanhenemispäivä"): an ISO date (end of that day in Finland) or date-time. */
  validityEnd?: string | null;
  /** The key of the code hashes (TICKET_CODE_KEY). */
  codeKey: string;
}

export interface TicketImportResult {
  lottery: string;
  series: string;
  series_created: boolean;
  series_updated: boolean;
  created: number;
  unchanged: number;
}

interface TicketInput {
  line: number;
  code_hash: string;
  product_id: number | null;
  value: number;
  transferrable: boolean;
  claimable: boolean;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The offset of Finnish time (+02:00 or +03:00) on that date at noon. */
function helsinkiOffset(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SERVICE_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .find((part) => part.type === 'timeZoneName');
  return parts?.value.replace('GMT', '') || '+02:00';
}

/** True when `YYYY-MM-DD` names a day of the calendar (Date would roll 2025-02-30 over to March 2). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A bare date means the end of that day in Finland; a date-time is taken as written. */
export function parseValidityEnd(value: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (day && !isCalendarDate(day)) {
    throw new ImportError(`validity end '${value}' is not a day of the calendar (YYYY-MM-DD)`);
  }
  const date = datePattern.test(value)
    ? new Date(`${value}T23:59:59.999${helsinkiOffset(value)}`)
    : new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new ImportError(`validity end '${value}' is not a date (YYYY-MM-DD)`);
  return date;
}

function flag(value: string, column: string, line: number, problems: ProblemList): boolean {
  if (value === '1') return true;
  if (value === '0' || value === '') return false;
  problems.add(line, `${column} must be 0 or 1, not '${value}'`);
  return false;
}

const batchSize = 500;

/**
 * Imports one ticket series of a lottery from CSV with the header
 * `code_a,code_b,product,value,transferrable,claimable`: the codes the lottery's codes_check_type asks for
 * (type 2: code_b only; type 4: both; other types: code_a only), the prize product's custom_id (empty for
 * no win), the prize value in cents and the two flags as 0/1. Only keyed hashes of the codes are stored.
 * A ticket already imported with the same prize is left as it is, so importing a file again changes
 * nothing; a code already imported with another prize or series is refused. One transaction.
 */
export async function importTickets(
  db: Kysely<Database>,
  csv: string,
  options: TicketImportOptions,
): Promise<TicketImportResult> {
  const records = parseCsv(csv);
  if (records.length === 0) throw new ImportError('the file is empty', 1);
  const header = records[0].fields.map((field) => field.trim());
  if (header.join(',') !== ticketCsvHeader.join(',')) {
    throw new ImportError(`the header must be ${ticketCsvHeader.join(',')}`, records[0].line);
  }
  const validityEnd = options.validityEnd ? parseValidityEnd(options.validityEnd) : null;

  return db.transaction().execute(async (trx) => {
    // Cached catalogue answers of every process are dropped when this commits.
    await bumpCatalogueVersion(trx);
    const lottery = await trx
      .selectFrom('lotteries')
      .select(['id', 'codes_check_type'])
      .where('slug', '=', options.lottery)
      .executeTakeFirst();
    if (!lottery) throw new ImportError(`no lottery with slug '${options.lottery}'`);
    const fields = codeFieldsOf(lottery.codes_check_type);

    const products = new Map(
      (await trx.selectFrom('products').select(['id', 'custom_id']).execute()).map((row) => [
        row.custom_id,
        row.id,
      ]),
    );
    const problems = new ProblemList();
    const tickets: TicketInput[] = [];
    const lineOfHash = new Map<string, number>();

    for (const { line, fields: row } of records.slice(1)) {
      if (row.length !== ticketCsvHeader.length) {
        problems.add(line, `expected ${ticketCsvHeader.length} fields, found ${row.length}`);
        continue;
      }
      const [rawA, rawB, productId, rawValue, transferrable, claimable] = row.map((field) => field.trim());
      const codeA = normaliseCode(rawA);
      const codeB = normaliseCode(rawB);
      if (fields !== 'code_b' && codeA === '') problems.add(line, 'code_a is empty');
      if (fields !== 'code_a' && codeB === '') problems.add(line, 'code_b is empty');
      if (fields === 'code_b' && codeA !== '')
        problems.add(line, 'code_a must be empty: this lottery uses code_b only');
      if (fields === 'code_a' && codeB !== '')
        problems.add(line, 'code_b must be empty: this lottery uses code_a only');

      const product = productId === '' ? null : (products.get(productId) ?? null);
      if (productId !== '' && product === null) problems.add(line, `unknown product '${productId}'`);
      if (!/^\d{1,9}$/.test(rawValue || '0'))
        problems.add(line, `value must be whole cents, not '${rawValue}'`);
      const value = Number(rawValue || '0');
      const ticket: TicketInput = {
        line,
        code_hash: ticketCodeHash(options.codeKey, { codeA, codeB }),
        product_id: product,
        value,
        transferrable: flag(transferrable, 'transferrable', line, problems),
        claimable: flag(claimable, 'claimable', line, problems),
      };
      if (productId === '' && (value !== 0 || ticket.transferrable)) {
        problems.add(line, 'a ticket without a product cannot have a value or be transferrable');
      }
      if (ticket.transferrable && value === 0) problems.add(line, 'a transferrable prize needs a value');
      const earlier = lineOfHash.get(ticket.code_hash);
      if (earlier !== undefined) problems.add(line, `the same codes as line ${earlier}`);
      else lineOfHash.set(ticket.code_hash, line);
      tickets.push(ticket);
    }
    problems.throwIfAny();

    let series = await trx
      .selectFrom('ticket_series')
      .selectAll()
      .where('lottery_id', '=', lottery.id)
      .where('alias', '=', options.series)
      .forUpdate()
      .executeTakeFirst();
    const seriesCreated = !series;
    let seriesUpdated = false;
    if (!series) {
      series = await trx
        .insertInto('ticket_series')
        .values({ lottery_id: lottery.id, alias: options.series, user_account_validity_end: validityEnd })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else if (validityEnd && series.user_account_validity_end?.getTime() !== validityEnd.getTime()) {
      await trx
        .updateTable('ticket_series')
        .set({ user_account_validity_end: validityEnd })
        .where('id', '=', series.id)
        .execute();
      seriesUpdated = true;
    }

    let created = 0;
    let unchanged = 0;
    for (let start = 0; start < tickets.length; start += batchSize) {
      const batch = tickets.slice(start, start + batchSize);
      const existing = new Map(
        (
          await trx
            .selectFrom('tickets')
            .select(['code_hash', 'series_id', 'product_id', 'value', 'transferrable', 'claimable'])
            .where('lottery_id', '=', lottery.id)
            .where(
              'code_hash',
              'in',
              batch.map((ticket) => ticket.code_hash),
            )
            .execute()
        ).map((row) => [row.code_hash, row]),
      );
      const fresh: TicketInput[] = [];
      for (const ticket of batch) {
        const row = existing.get(ticket.code_hash);
        if (!row) {
          fresh.push(ticket);
        } else if (
          row.series_id === series.id &&
          row.product_id === ticket.product_id &&
          row.value === ticket.value &&
          row.transferrable === ticket.transferrable &&
          row.claimable === ticket.claimable
        ) {
          unchanged += 1;
        } else {
          problems.add(ticket.line, 'these codes were already imported with another prize or ticket series');
        }
      }
      if (fresh.length > 0) {
        await trx
          .insertInto('tickets')
          .values(
            fresh.map((ticket) => ({
              series_id: series.id,
              lottery_id: lottery.id,
              code_hash: ticket.code_hash,
              product_id: ticket.product_id,
              value: ticket.value,
              transferrable: ticket.transferrable,
              claimable: ticket.claimable,
            })),
          )
          .execute();
        created += fresh.length;
      }
    }
    problems.throwIfAny();
    return {
      lottery: options.lottery,
      series: options.series,
      series_created: seriesCreated,
      series_updated: seriesUpdated,
      created,
      unchanged,
    };
  });
}
