import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { countCodeSubmission } from '../limits/code-submissions.ts';

/**
 * Anti-automation for code entry. Only failures count: codes that match no ticket. The counts live in the
 * `code_attempts` table so that every server process sharing the database enforces the same limits. Over
 * a limit every attempt is refused, right codes included, so guessing teaches nothing.
 *
 * `checkCodeAttempt` checks the limits, looks the codes up and records a failure in one short transaction
 * that holds an advisory lock per address and per player: simultaneous guesses from one source are taken
 * one at a time, so a burst cannot slip past a limit between the check and the record. Nothing is written
 * before the lookup has answered, so an attempt in flight never counts and a crash (which rolls the
 * transaction back and frees its locks) leaves nothing behind. The lock is held only for the indexed
 * lookup; the claim itself runs afterwards in its own transaction. See docs/decisions/0016-code-attempt-throttling.md.
 */
export const codeAttemptLimits = {
  /** Failed attempts of one signed-in player in the last hour. */
  perPlayerPerHour: 100,
  /** Failed attempts from one IP address in the last minute, anyone's (a burst). */
  perIpPerMinute: 10,
  /**
   * Failed anonymous (quick-claim) attempts from one IP address in the last hour: looser than a player's
   * own limit, because everyone behind one NAT (a school, an office, a mobile operator) shares it.
   */
  anonymousPerIpPerHour: 200,
} as const;

const minute = 60_000;
const hour = 60 * minute;
/** Attempts older than this count for nothing and are deleted as new ones arrive. */
const retention = 24 * hour;

export interface AttemptSource {
  /** The player's OIDC subject; null for an anonymous visitor. */
  userId: string | null;
  /** The client address as the trusted-proxy setting (TRUST_PROXY) resolves it. */
  ip: string;
}

async function failuresSince(
  db: Kysely<Database>,
  column: 'user_id' | 'ip',
  value: string,
  since: Date,
  anonymousOnly = false,
) {
  let query = db
    .selectFrom('code_attempts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('failed', '=', true)
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
  const burst = await failuresSince(db, 'ip', source.ip, new Date(time - minute));
  if (burst >= codeAttemptLimits.perIpPerMinute) throw new ApiError('too_many_attempts');
  if (source.userId !== null) {
    const player = await failuresSince(db, 'user_id', source.userId, new Date(time - hour));
    if (player >= codeAttemptLimits.perPlayerPerHour) throw new ApiError('too_many_attempts');
  } else {
    const anonymous = await failuresSince(db, 'ip', source.ip, new Date(time - hour), true);
    if (anonymous >= codeAttemptLimits.anonymousPerIpPerHour) throw new ApiError('too_many_attempts');
  }
}

/** The codes to look up: null when the codes entered cannot match any ticket (a required code missing). */
export interface CodeLookup {
  lotteryId: number;
  codeHash: string | null;
}

/**
 * Checks the limits (429 `too_many_attempts` over one), then whether the codes match a ticket of the
 * lottery; a miss is recorded as a failure. Returns whether a ticket matched.
 */
export async function checkCodeAttempt(
  db: Kysely<Database>,
  source: AttemptSource,
  lookup: CodeLookup,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Always the address first, then the player: two requests never wait for each other's second lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`code_attempts:ip:${source.ip}`}))`.execute(trx);
    if (source.userId !== null) {
      await sql`select pg_advisory_xact_lock(hashtext(${`code_attempts:user:${source.userId}`}))`.execute(
        trx,
      );
    }
    await assertCodeAttemptsAllowed(trx, source, now);
    // A signed-in player's submissions also count against the monthly cap (player protection).
    if (source.userId !== null) await countCodeSubmission(trx, source.userId, now);
    const ticket =
      lookup.codeHash === null
        ? undefined
        : await trx
            .selectFrom('tickets')
            .select('id')
            .where('lottery_id', '=', lookup.lotteryId)
            .where('code_hash', '=', lookup.codeHash)
            .executeTakeFirst();
    if (ticket) return true;
    await trx
      .insertInto('code_attempts')
      .values({ user_id: source.userId, ip: source.ip, attempted_at: now, failed: true })
      .execute();
    await trx
      .deleteFrom('code_attempts')
      .where('attempted_at', '<', new Date(now.getTime() - retention))
      .execute();
    return false;
  });
}
