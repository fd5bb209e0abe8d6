import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { importTickets, ticketCsvHeader } from '../modules/admin/tickets-import.ts';

/**
 * A ticket series of a test's own in a seeded lottery: `rows` as the ticket import reads them (the lines
 * after its header), valid to the end of 2027. Answers the lottery's id.
 */
export async function importTestSeries(
  db: Kysely<Database>,
  { lottery, series, rows, codeKey }: { lottery: string; series: string; rows: string[]; codeKey: string },
): Promise<number> {
  await importTickets(db, [ticketCsvHeader.join(','), ...rows].join('\n'), {
    lottery,
    series,
    validityEnd: '2027-12-31',
    codeKey,
  });
  const row = await db
    .selectFrom('lotteries')
    .select('id')
    .where('slug', '=', lottery)
    .executeTakeFirstOrThrow();
  return row.id;
}
