import type { SpendingSummaryReminder } from '@arpa/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The sign-in reminder of the spending summary (docs/player-protection.md): due every 14 days. The first
 * one is due 14 days after the app first asked for the player (the registration's sign-in for a new
 * account), so a new player is not met by an empty summary, and later ones 14 days after the player last
 * closed it. The server's clock decides, so tests and the test clock can move it.
 */

type Db = Kysely<Database>;

export const SUMMARY_REMINDER_DAYS = 14;
const intervalMs = SUMMARY_REMINDER_DAYS * 24 * 3_600_000;

function reminderOf(
  row: { started_at: Date; acknowledged_at: Date | null },
  now: Date,
): SpendingSummaryReminder {
  const dueAt = new Date((row.acknowledged_at ?? row.started_at).getTime() + intervalMs);
  return { due: now.getTime() >= dueAt.getTime(), due_at: dueAt.toISOString() };
}

/** Whether the reminder is due; the first call for a player starts its 14 days. */
export async function summaryReminder(db: Db, userId: string, now: Date): Promise<SpendingSummaryReminder> {
  await db
    .insertInto('spending_summary_reminders')
    .values({ user_id: userId, started_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('spending_summary_reminders')
    .select(['started_at', 'acknowledged_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return reminderOf(row, now);
}

/** The player closed the reminder: the next one is due 14 days from now. */
export async function acknowledgeSummaryReminder(
  db: Db,
  userId: string,
  now: Date,
): Promise<SpendingSummaryReminder> {
  const row = await db
    .insertInto('spending_summary_reminders')
    .values({ user_id: userId, started_at: now, acknowledged_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ acknowledged_at: now }))
    .returning(['started_at', 'acknowledged_at'])
    .executeTakeFirstOrThrow();
  return reminderOf(row, now);
}
