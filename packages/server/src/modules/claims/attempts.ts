import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

/**
 * Anti-automation for code entry. Only failed attempts (codes that match no ticket) count; the counts
 * live in the `code_attempts` table so that every server process sharing the database enforces the
 * same limits. Over a limit every attempt is refused, right codes included, so guessing teaches nothing.
 *
 * An attempt is reserved before its codes are looked up (`reserveCodeAttempt`): the limits are checked and
 * the attempt is written in one transaction that holds an advisory lock per address and per player, so a
 * burst of simultaneous guesses cannot slip past a limit between the check and the write. An attempt that
 * turns out not to be a failure gives its reservation back (`releaseCodeAttempt`).
 */
export const codeAttemptLimits = {
  /** Failed attempts of one signed-in player in the last hour. */
  perPlayerPerHour: 100,
  /** Failed attempts from one IP address in the last minute (a burst). */
  perIpPerMinute: 10,
  /** Failed anonymous (quick-claim) attempts from one IP address in the last hour. */
  anonymousPerIpPerHour: 100,
} as const;

const minute = 60_000;
const hour = 60 * minute;
/** Attempts older than this count for nothing and are deleted as new ones arrive. */
const retention = 24 * hour;

export interface AttemptSource {
  /** The player's OIDC subject; null for an anonymous visitor. */
  userId: string | null;
  ip: string;
}

async function countSince(
  db: Kysely<Database>,
  column: 'user_id' | 'ip',
  value: string,
  since: Date,
  anonymousOnly = false,
) {
  let query = db
    .selectFrom('code_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', value)
    .where('attempted_at', '>', since);
  if (anonymousOnly) query = query.where('user_id', 'is', null);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** 429 `too_many_attempts` when the player or the address is over a limit. */
async function assertCodeAttemptsAllowed(
  db: Kysely<Database>,
  source: AttemptSource,
  now: Date,
): Promise<void> {
  const time = now.getTime();
  const burst = await countSince(db, 'ip', source.ip, new Date(time - minute));
  if (burst >= codeAttemptLimits.perIpPerMinute) throw new ApiError('too_many_attempts');
  if (source.userId !== null) {
    const player = await countSince(db, 'user_id', source.userId, new Date(time - hour));
    if (player >= codeAttemptLimits.perPlayerPerHour) throw new ApiError('too_many_attempts');
  } else {
    const anonymous = await countSince(db, 'ip', source.ip, new Date(time - hour), true);
    if (anonymous >= codeAttemptLimits.anonymousPerIpPerHour) throw new ApiError('too_many_attempts');
  }
}

/**
 * Checks the limits and records this attempt as a failure until it is released; throws 429
 * `too_many_attempts` over a limit. Returns the attempt's id for `releaseCodeAttempt`.
 */
export async function reserveCodeAttempt(
  db: Kysely<Database>,
  source: AttemptSource,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Always the address first, then the player: two requests never wait for each other's second lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`code_attempts:ip:${source.ip}`}))`.execute(trx);
    if (source.userId !== null) {
      await sql`select pg_advisory_xact_lock(hashtext(${`code_attempts:user:${source.userId}`}))`.execute(
        trx,
      );
    }
    await assertCodeAttemptsAllowed(trx, source, now);
    const { id } = await trx
      .insertInto('code_attempts')
      .values({ user_id: source.userId, ip: source.ip, attempted_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('code_attempts')
      .where('attempted_at', '<', new Date(now.getTime() - retention))
      .execute();
    return Number(id);
  });
}

/** The attempt was not a failure (its codes found a ticket, or it was refused for another reason). */
export async function releaseCodeAttempt(db: Kysely<Database>, attemptId: number): Promise<void> {
  await db.deleteFrom('code_attempts').where('id', '=', attemptId).execute();
}
