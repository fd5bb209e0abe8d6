import type { CodeSubmissions } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { nextPeriodStart, zonedParts } from './periods.ts';
import { protectionSettings } from './settings.ts';

/**
 * The monthly cap on a signed-in player's ticket-code submissions (docs/player-protection.md): every
 * submission counts, right or wrong, per Helsinki calendar month; the operator sets the cap
 * (CODE_SUBMISSIONS_PER_MONTH, default 500). Anonymous quick claims are limited by address elsewhere.
 */

type Db = Kysely<Database>;

function monthKey(now: Date): string {
  const { year, month } = zonedParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

async function usedThisMonth(db: Db, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('code_submission_counts')
    .select('count')
    .where('user_id', '=', userId)
    .where('month', '=', monthKey(now))
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function codeSubmissions(db: Db, userId: string, now: Date): Promise<CodeSubmissions> {
  return {
    used: await usedThisMonth(db, userId, now),
    limit: protectionSettings().codeSubmissionsPerMonth,
    resets_at: nextPeriodStart('month', now).toISOString(),
  };
}

/** "DD.MM.YYYY" of the Helsinki date an instant falls on. */
function helsinkiDate(instant: Date): string {
  const { year, month, day } = zonedParts(instant);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/**
 * Counts one submission of the player, or refuses it at the cap with 429 `code_submissions_capped` naming
 * the cap and the day it resets. Call it inside the submission's transaction, after the player's lock,
 * so that two submissions are counted one after the other and a refused one rolls back uncounted.
 */
export async function countCodeSubmission(db: Db, userId: string, now: Date): Promise<void> {
  const limit = protectionSettings().codeSubmissionsPerMonth;
  if ((await usedThisMonth(db, userId, now)) >= limit) {
    throw new ApiError('code_submissions_capped', 429, [limit, helsinkiDate(nextPeriodStart('month', now))]);
  }
  await db
    .insertInto('code_submission_counts')
    .values({ user_id: userId, month: monthKey(now), count: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'month'])
        .doUpdateSet((eb) => ({ count: eb('code_submission_counts.count', '+', 1) })),
    )
    .execute();
}
