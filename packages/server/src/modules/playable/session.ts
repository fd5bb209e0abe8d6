import {
  DEFAULT_REALITY_CHECK_MINUTES,
  MIN_PLAY_INTERVAL_MS,
  PLAY_SESSION_IDLE_MINUTES,
  REALITY_CHECK_MINUTES,
  type PlaySession,
  type RealityCheckMinutes,
} from '@arpa/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import type { Queryable } from '../catalogue/repository.ts';

/**
 * Game speed and the play session of the reality check (issue 18, docs/player-protection.md). The session
 * is the player: one row of `play_sessions` per player holds their last purchase or reveal and when the
 * running session started.
 */

const minuteMs = 60_000;

/**
 * PLAY_MIN_INTERVAL_MS: the shortest time in milliseconds between two purchases or reveals of one player.
 * It may only be lengthened: below the 2.5 s of issue 18 (or not a whole number) the server does not start.
 */
export function minPlayIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  const value = env.PLAY_MIN_INTERVAL_MS;
  if (value === undefined || value === '') return MIN_PLAY_INTERVAL_MS;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < MIN_PLAY_INTERVAL_MS || number > 60 * minuteMs) {
    throw new Error(
      `PLAY_MIN_INTERVAL_MS must be whole milliseconds from ${MIN_PLAY_INTERVAL_MS} to 3600000, not "${value}"`,
    );
  }
  return number;
}

/** "2,5" for 2500 ms: the seconds of the refusal's text, in Finnish. */
function seconds(ms: number): string {
  return (ms / 1000).toLocaleString('fi-FI', { maximumFractionDigits: 1 });
}

/**
 * Records a purchase or reveal of the player at `now`, or refuses it with 429 `play_too_fast` when the
 * previous one was less than `intervalMs` ago. One conditional upsert in the caller's transaction: the
 * row stays locked until commit, so of concurrent requests only one passes (the others re-read the row
 * after it and see its time), and a purchase or reveal that fails later rolls its time back with it.
 * Starts a new session after PLAY_SESSION_IDLE_MINUTES without a purchase or reveal.
 */
export async function claimPlayAction(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
  intervalMs: number,
): Promise<void> {
  const allowedAfter = new Date(now.getTime() - intervalMs);
  const idleBefore = new Date(now.getTime() - PLAY_SESSION_IDLE_MINUTES * minuteMs);
  const claimed = await trx
    .insertInto('play_sessions')
    .values({ user_id: userId, started_at: now, last_action_at: now, reality_checked_at: null })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({
          started_at: sql`case when play_sessions.last_action_at <= ${idleBefore} then excluded.started_at else play_sessions.started_at end`,
          reality_checked_at: sql`case when play_sessions.last_action_at <= ${idleBefore} then null else play_sessions.reality_checked_at end`,
          last_action_at: sql`excluded.last_action_at`,
        })
        // A clock set back (the development test clock) must not lock the player out.
        .where((eb) =>
          eb.or([
            eb('play_sessions.last_action_at', '<=', allowedAfter),
            eb('play_sessions.last_action_at', '>', now),
          ]),
        ),
    )
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) throw new ApiError('play_too_fast', undefined, [seconds(intervalMs)]);
}

async function realityCheckMinutes(db: Queryable, userId: string): Promise<RealityCheckMinutes> {
  const row = await db
    .selectFrom('player_protection')
    .select('reality_check_minutes')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const minutes = row?.reality_check_minutes;
  return (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes ?? 0)
    ? (minutes as RealityCheckMinutes)
    : DEFAULT_REALITY_CHECK_MINUTES;
}

/** When the running session's next reality check is due; null when no session runs. */
function nextRealityCheck(
  row: { started_at: Date; last_action_at: Date; reality_checked_at: Date | null } | undefined,
  minutes: number,
  now: Date,
): Date | null {
  if (!row || row.last_action_at.getTime() <= now.getTime() - PLAY_SESSION_IDLE_MINUTES * minuteMs)
    return null;
  const from = row.reality_checked_at ?? row.started_at;
  return new Date(from.getTime() + minutes * minuteMs);
}

/**
 * Refuses a new purchase while the player's reality check is due and unanswered (409
 * `reality_check_due`): the app shows the check before it starts a game, and a client that skips it cannot
 * buy past it. Reveals are not refused, so a game that is running is never cut short.
 */
export async function checkRealityCheckAnswered(db: Queryable, userId: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const next = nextRealityCheck(row, await realityCheckMinutes(db, userId), now);
  if (next && now.getTime() >= next.getTime()) throw new ApiError('reality_check_due');
}

/**
 * The player's running play session: its start, what its purchases cost, what its reveals credited, and
 * whether the reality check is due (session start or the last "Jatka", plus the player's interval).
 */
export async function playSession(db: Queryable, userId: string, now: Date): Promise<PlaySession> {
  const minutes = await realityCheckMinutes(db, userId);
  const row = await db
    .selectFrom('play_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const next = nextRealityCheck(row, minutes, now);
  if (!row || !next) {
    return {
      as_of: now.toISOString(),
      started_at: null,
      last_action_at: row?.last_action_at.toISOString() ?? null,
      spent: 0,
      won: 0,
      net: 0,
      reality_check_minutes: minutes,
      next_reality_check_at: null,
      reality_check_due: false,
    };
  }
  const spentRow = await db
    .selectFrom('playable_purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('price'), sql<number>`0`).as('cents'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', row.started_at)
    .executeTakeFirstOrThrow();
  // What the player's own reveals credited (a series' end plays tickets too, but that is not play).
  const wonRow = await db
    .selectFrom('playable_tickets as t')
    .innerJoin('account_events as e', 'e.id', 't.credit_event_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('e.value'), sql<number>`0`).as('cents'))
    .where('t.user_id', '=', userId)
    .where('t.auto_played', '=', false)
    .where('t.played_at', '>=', row.started_at)
    .executeTakeFirstOrThrow();
  const spent = Number(spentRow.cents);
  const won = Number(wonRow.cents);
  return {
    as_of: now.toISOString(),
    started_at: row.started_at.toISOString(),
    last_action_at: row.last_action_at.toISOString(),
    spent,
    won,
    net: won - spent,
    reality_check_minutes: minutes,
    next_reality_check_at: next.toISOString(),
    reality_check_due: now.getTime() >= next.getTime(),
  };
}

/** "Jatka": the player has seen the reality check; the next one is due an interval from now. */
export async function acknowledgeRealityCheck(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<PlaySession> {
  await db
    .updateTable('play_sessions')
    .set({ reality_checked_at: now })
    .where('user_id', '=', userId)
    .execute();
  return playSession(db, userId, now);
}

/** The player's reality-check interval, kept with their other protection settings. */
export async function setRealityCheckMinutes(
  db: Kysely<Database>,
  userId: string,
  minutes: RealityCheckMinutes,
  now: Date,
): Promise<PlaySession> {
  await db
    .insertInto('player_protection')
    .values({ user_id: userId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }),
    )
    .execute();
  return playSession(db, userId, now);
}
