import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface LedgerMismatch {
  accountId: number;
  saldo: number;
  sumOfEvents: number;
}

/** Accounts whose saldo differs from the sum of their completed events (credits minus debits). */
export async function findLedgerMismatches(db: Kysely<Database>): Promise<LedgerMismatch[]> {
  const sumOfEvents = sql<number>`coalesce(sum(case when e.type = 'credit' then e.value else -e.value end) filter (where e.state = 'completed'), 0)`;
  const rows = await db
    .selectFrom('accounts as a')
    .leftJoin('account_events as e', 'e.account_id', 'a.id')
    .select(['a.id as accountId', 'a.saldo as saldo', sumOfEvents.as('sumOfEvents')])
    .groupBy('a.id')
    .having(sql<boolean>`a.saldo <> ${sumOfEvents}`)
    .execute();
  return rows.map((row) => ({
    accountId: row.accountId,
    saldo: row.saldo,
    sumOfEvents: Number(row.sumOfEvents),
  }));
}

/**
 * Throws unless every account's saldo equals the sum of its events. Tests of every module that moves money
 * call this after each scenario.
 */
export async function assertLedgerInvariant(db: Kysely<Database>): Promise<void> {
  const mismatches = await findLedgerMismatches(db);
  if (mismatches.length > 0) {
    throw new Error(`Ledger invariant broken: ${JSON.stringify(mismatches)}`);
  }
}
