import type { SpendingSummary, SpendingTotals } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nextPeriodStart, periodStart, zonedMidnight, zonedParts } from './periods.ts';
import { depositsIn, purchasesIn, winningsIn, type Window } from './repository.ts';

/**
 * The spending summary of Oma tili (docs/player-protection.md): what the player deposited, spent on
 * purchases (the same debits the play limits count) and won, and the net result (won − spent), this
 * Helsinki calendar month and over the last 12 calendar months (this one and the 11 before it).
 */
type Db = Kysely<Database>;

async function totalsIn(db: Db, userId: string, window: Window): Promise<SpendingTotals> {
  const [spent] = await purchasesIn(db, userId, [window]);
  const deposited = await depositsIn(db, userId, window);
  const won = await winningsIn(db, userId, window);
  return { from: window.from.toISOString(), deposited, spent, won, net: won - spent };
}

export async function spendingSummary(db: Db, userId: string, now: Date): Promise<SpendingSummary> {
  const monthStart = periodStart('month', now);
  const to = nextPeriodStart('month', now);
  const { year, month } = zonedParts(now);
  const yearFrom = zonedMidnight(year, month - 11, 1);
  return {
    this_month: await totalsIn(db, userId, { from: monthStart, to }),
    last_12_months: await totalsIn(db, userId, { from: yearFrom, to }),
  };
}
