import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { countCodeSubmission } from '../limits/code-submissions.ts';

/**
 * Anti-automation for code entry. Only failures count: codes that match no ticket. The counts live in the
 * `code_attempts` table so that every server process sharing the database enforces the same limits. Over
 * a limit every attempt is refused, right codes included, so guessing teaches nothing.
 *
 * Only failures need to be taken one at a time. A code entry first reads its source's failures together
 * with the lottery and the ticket (repository.ts `openClaimAttempt`, in the claim's own transaction) and is
 * refused over a limit; codes that match a ticket go on to the claim without any lock of the source, since
 * a valid entry adds no failure: it is as if it came before the failures still in flight. Codes that match
 * no ticket go through `checkCodeAttempt`: it checks the limits again, looks the codes up and records the
 * failure in one short transaction that holds an advisory lock per address and per player, so a burst of
 * simultaneous guesses cannot slip past a limit between the check and the record. Nothing is written before
 * the lookup has answered, so an attempt in flight never counts and a crash (which rolls the transaction
 * back and frees its locks) leaves nothing behind. See docs/decisions/0016-code-attempt-throttling.md and
 * docs/decisions/0044-claims-throughput.md.
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

const playerLockKey = (userId: string) => `code_attempts:user:${userId}`;

/** Whether these failures put the source over a limit (then every code entry is refused, right ones too). */
export function overCodeAttemptLimit(
  source: AttemptSource,
  failures: { ipLastMinute: number; lastHour: number },
): boolean {
  const limits = codeAttemptLimitsOf(source);
  return failures.ipLastMinute >= limits.ipPerMinute || failures.lastHour >= limits.perHour;
}

/**
 * The limits of a source's failures: the address's in the last minute, and in the last hour the player's
 * own or, for a quick claim, the address's anonymous ones. At a limit every code entry is refused.
 */
export function codeAttemptLimitsOf(source: AttemptSource): { ipPerMinute: number; perHour: number } {
  return {
    ipPerMinute: codeAttemptLimits.perIpPerMinute,
    perHour:
      source.userId !== null ? codeAttemptLimits.perPlayerPerHour : codeAttemptLimits.anonymousPerIpPerHour,
  };
}

/** Since when failures count: the burst window and the hourly one. */
export function attemptWindows(now: Date): { minuteAgo: Date; hourAgo: Date } {
  return { minuteAgo: new Date(now.getTime() - minute), hourAgo: new Date(now.getTime() - hour) };
}

/** 429 `too_many_attempts` when the player or the address is over a limit. */
async function assertCodeAttemptsAllowed(
  db: Kysely<Database>,
  source: AttemptSource,
  now: Date,
): Promise<void> {
  const { minuteAgo, hourAgo } = attemptWindows(now);
  const ipLastMinute = await failuresSince(db, 'ip', source.ip, minuteAgo);
  const lastHour =
    source.userId !== null
      ? await failuresSince(db, 'user_id', source.userId, hourAgo)
      : await failuresSince(db, 'ip', source.ip, hourAgo, true);
  if (overCodeAttemptLimit(source, { ipLastMinute, lastHour })) throw new ApiError('too_many_attempts');
}

/**
 * Counts a signed-in player's code entry against the monthly cap (429 `code_submissions_capped` at it),
 * under the player's advisory lock, so that their entries are counted one after the other.
 */
export async function countPlayerSubmission(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${playerLockKey(userId)}))`.execute(trx);
  await countCodeSubmission(trx, userId, now);
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
      await sql`select pg_advisory_xact_lock(hashtext(${playerLockKey(source.userId)}))`.execute(trx);
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
