import type { Claim } from '@arpa/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import { groupCalls } from '../../db/grouped-calls.ts';
import { arrayLiteral } from '../../db/array-literal.ts';
import { fixedStatement } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { AttemptSource } from './attempts.ts';
import type { ClaimRow, LotteryRow, ProductDelivery, TicketState } from '../catalogue/tables.ts';

/** Who is claiming: a signed-in player (by OIDC subject) or a quick-claim token's holder. */
export type ClaimOwner = { userId: string; tokenHash: null } | { userId: null; tokenHash: string };

/**
 * The keyed hash of the codes a claim presented, as a lottery of this check type reads them
 * (`codeFieldsOf`: only code_a, only code_b, or both); null where a code it needs is missing.
 */
export type CandidateHashes = (codesCheckType: number) => string | null;

/** What a code entry checks of its lottery. */
export type ClaimLottery = Pick<
  LotteryRow,
  'id' | 'quick_claim_enabled' | 'extra_lottery_enabled' | 'codes_check_type' | 'active'
>;

/** A code entry's first statement: the lottery, the failures that limit its source, the ticket, if any. */
export interface ClaimAttemptRow extends ClaimLottery {
  /** Failed attempts from the address in the last minute. */
  failures_ip_minute: number;
  /** The signed-in player's failures in the last hour, or the address's anonymous ones for a quick claim. */
  failures_hour: number;
  ticket_id: number | null;
  ticket_series_id: number | null;
  ticket_product_id: number | null;
  ticket_value: number | null;
  ticket_transferrable: boolean | null;
  ticket_claimable: boolean | null;
  ticket_state: TicketState | null;
  ticket_product_delivery: ProductDelivery | null;
  ticket_product_is_gift: boolean | null;
  ticket_product_value: number | null;
  ticket_series_active: boolean | null;
  ticket_series_validity_end: Date | null;
}

/**
 * One round trip for what a code entry needs before it may claim (docs/decisions/0044-claims-throughput.md):
 * the lottery; the source's recent failures (the code-attempt limits); and the lottery's ticket with these
 * codes, with its series and what the claim needs of its prize product, locked for the caller's
 * transaction (NOWAIT, so a concurrent claim of the same ticket fails at once with 55P03) unless `lock` is
 * false. The PL/pgSQL function `claim_attempt` (migrations 0017, 0018) runs it with plans kept per connection.
 * Undefined: no such lottery.
 */
export async function openClaimAttempt(
  db: Kysely<Database>,
  input: {
    lotteryId: number;
    /** The hash of the codes the way the lottery reads them (`codeFieldsOf`); null: no ticket lookup. */
    codeHash: string | null;
    source: AttemptSource;
    minuteAgo: Date;
    hourAgo: Date;
    lock: boolean;
  },
): Promise<ClaimAttemptRow | undefined> {
  const { source } = input;
  const { rows } = await sql<ClaimAttemptRow>`select * from claim_attempt(
    ${input.lotteryId}::bigint, ${input.codeHash}::text, ${source.ip}::text, ${source.userId}::text, ${input.minuteAgo}::timestamptz, ${input.hourAgo}::timestamptz,
    ${input.lock}::boolean)`.execute(db);
  return rows[0];
}

export type ClaimAttemptInput = Parameters<typeof openClaimAttempt>[1];

/**
 * What a quick claim's entry may write in the statement that looks its ticket up (`openQuickClaims`): the
 * claim's states as the service chose them on the lottery as it last found it, written only where that
 * still holds.
 */
export interface QuickClaimPlan {
  /** The lottery the states and the code hash were chosen on: nothing is written unless it is still so. */
  assumed: Pick<ClaimLottery, 'extra_lottery_enabled' | 'codes_check_type'>;
  /** The source's code-attempt limits (`codeAttemptLimitsOf`): nothing is written at or over them. */
  limits: { ipPerMinute: number; perHour: number };
  claimTokenHash: string;
  /** The claim's state for a ticket without a prize. */
  noPrizeState: ClaimRow['state'];
  /** Its state for a ticket with a prize that is not a gift; null: such a ticket is not written here. */
  prizeState: ClaimRow['state'] | null;
  now: Date;
}

/** A quick claim's entry: its attempt (never locked) and what it may write, if anything. */
export interface QuickClaimInput extends ClaimAttemptInput {
  claim: QuickClaimPlan | null;
}

/** An entry's attempt row, and the claim written for it in the same statement, if any. */
export type QuickClaimRow = ClaimAttemptRow & { claim: WrittenClaim | null };

/**
 * The part both grouped claim writes share, as CTEs `locked` and `claimed`: the tickets of `chosen` (rows of
 * the CTE `source`, with `ticket_id` and `now`) still unclaimed are locked NOWAIT (a ticket a transaction
 * holds fails the statement with 55P03), re-read and marked claimed; `claimed` answers their id and lottery.
 */
function ticketsClaimedFrom(source: string, chosen: string): string {
  return `locked as (
        select t.id from tickets t
         where t.id in (select ticket_id from ${chosen}) and t.state = 'unclaimed'
           for update nowait
      ), claimed as (
        update tickets t set state = 'claimed', claimed_by_user_id = null, claimed_at = ${source}.now
          from ${source}
         where t.id = ${source}.ticket_id and t.id in (select id from locked)
        returning t.id, t.lottery_id
      )`;
}

/**
 * A quick claim in one round trip (docs/decisions/0072-quick-claim-in-one-statement.md), for several
 * entries at once (docs/decisions/0050): each entry's attempt row by its place in the list (the same
 * answer as `claim_attempt` without its lock; undefined where the lottery does not exist) and, for an entry
 * with a plan, its claim, written in the same statement only where everything the plan was made on still
 * holds: the lottery takes quick claims, is active and is as assumed; the source's failures are under its
 * limits; the ticket is unclaimed and its series active; the ticket has no prize or one that is not a gift
 * (a gift's code is made only when needed, by `claimUnclaimedTickets`). The ticket is locked NOWAIT, re-read
 * and marked claimed, and the claim inserted from the row updated, as `claimUnclaimedTickets` does: a
 * ticket held by a transaction fails the whole statement with 55P03 and nothing of it is written. Where
 * nothing is written, the row says why. Of several entries of one ticket only the first may write.
 * Prepared once per connection (decision 0062); `grouped-statements.test.ts` holds it to `claim_attempt`.
 */
export async function openQuickClaims(
  db: Kysely<Database>,
  entries: readonly QuickClaimInput[],
): Promise<(QuickClaimRow | undefined)[]> {
  if (entries.some((entry) => entry.lock)) throw new Error('a locked claim attempt runs in its transaction');
  const writers = new Set<string>();
  const plans = entries.map((entry) => {
    if (entry.claim === null || entry.codeHash === null) return null;
    const ticket = `${entry.lotteryId}:${entry.codeHash}`;
    if (writers.has(ticket)) return null;
    writers.add(ticket);
    return entry.claim;
  });
  const column = (pick: (entry: QuickClaimInput) => string | number | null) =>
    arrayLiteral(entries.map(pick));
  const planned = (pick: (plan: QuickClaimPlan) => string | number | boolean | null) =>
    arrayLiteral(plans.map((plan) => (plan === null ? null : pick(plan))));
  const { rows } = await quickClaimsStatement(db, [
    column((e) => e.lotteryId),
    column((e) => e.codeHash),
    column((e) => e.source.ip),
    column((e) => e.source.userId),
    column((e) => e.minuteAgo.getTime()),
    column((e) => e.hourAgo.getTime()),
    planned((p) => p.claimTokenHash),
    planned((p) => p.assumed.extra_lottery_enabled),
    planned((p) => p.assumed.codes_check_type),
    planned((p) => p.limits.ipPerMinute),
    planned((p) => p.limits.perHour),
    planned((p) => p.noPrizeState),
    planned((p) => p.prizeState),
    planned((p) => p.now.getTime()),
  ]);
  return rows.map((row, place) => {
    if (row.id === null) return undefined;
    const { claim_id, claim_state, ...attempt } = row;
    const plan = plans[place];
    const claim: WrittenClaim | null =
      claim_id === null || !plan
        ? null
        : {
            id: claim_id,
            ticket_id: attempt.ticket_id as number,
            lottery_id: attempt.id,
            claim_token_hash: plan.claimTokenHash,
            state: claim_state as ClaimRow['state'],
            prize_code: null,
            product_value: null,
          };
    return { ...attempt, claim };
  });
}

type QuickClaimsRow = ClaimAttemptRow & {
  claim_id: number | null;
  claim_state: ClaimRow['state'] | null;
};

/**
 * One row per entry, in the entries' order; `id` (the lottery's) null where the lottery does not exist,
 * `claim_id` null where nothing was written. `a` is the attempt of `claim_attempt` (migration 0018) asked
 * as a join per entry; `w` the entries whose plan still holds, with the state their ticket's prize picks.
 */
const quickClaimsStatement = fixedStatement<QuickClaimsRow | { [column in keyof QuickClaimsRow]: null }>(
  'quick_claims',
  `with e as (
        select u.lottery_id, u.code_hash, u.ip, u.user_id, u.ord,
               to_timestamp(u.minute_ago_ms / 1000) as minute_ago, to_timestamp(u.hour_ago_ms / 1000) as hour_ago,
               u.claim_token_hash, u.extra_assumed, u.check_type_assumed, u.ip_limit, u.hour_limit,
               u.no_prize_state, u.prize_state, to_timestamp(u.now_ms / 1000) as now
          from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::text[],
                      $8::boolean[], $9::int[], $10::int[], $11::int[], $12::text[], $13::text[], $14::float8[])
               with ordinality as u(lottery_id, code_hash, ip, user_id, minute_ago_ms, hour_ago_ms, claim_token_hash,
                                    extra_assumed, check_type_assumed, ip_limit, hour_limit, no_prize_state,
                                    prize_state, now_ms, ord)
      ), a as (
        select e.ord, e.claim_token_hash, e.extra_assumed, e.check_type_assumed, e.ip_limit, e.hour_limit,
               e.no_prize_state, e.prize_state, e.now,
               l.id, l.quick_claim_enabled, l.extra_lottery_enabled, l.codes_check_type, l.active,
               (select count(*) from code_attempts a
                 where a.failed and a.ip = e.ip and a.attempted_at > e.minute_ago) as failures_ip_minute,
               case when e.user_id is null
                 then (select count(*) from code_attempts a
                        where a.failed and a.ip = e.ip and a.user_id is null and a.attempted_at > e.hour_ago)
                 else (select count(*) from code_attempts a
                        where a.failed and a.user_id = e.user_id and a.attempted_at > e.hour_ago)
               end as failures_hour,
               t.id as ticket_id, t.series_id as ticket_series_id, t.product_id as ticket_product_id,
               t.value as ticket_value, t.transferrable as ticket_transferrable, t.claimable as ticket_claimable,
               t.state as ticket_state, p.delivery as ticket_product_delivery, p.is_gift as ticket_product_is_gift,
               p.value as ticket_product_value, s.active as ticket_series_active,
               s.user_account_validity_end as ticket_series_validity_end
          from e
          left join lotteries l on l.id = e.lottery_id
          left join (tickets t join ticket_series s on s.id = t.series_id left join products p on p.id = t.product_id)
            on t.lottery_id = e.lottery_id and t.code_hash = e.code_hash
      ), w as (
        select a.ticket_id, a.claim_token_hash, a.now,
               case when a.ticket_product_id is null then a.no_prize_state
                    when not a.ticket_product_is_gift then a.prize_state end as state
          from a
         where a.claim_token_hash is not null and a.quick_claim_enabled and a.active
           and a.extra_lottery_enabled = a.extra_assumed and a.codes_check_type = a.check_type_assumed
           and a.failures_ip_minute < a.ip_limit and a.failures_hour < a.hour_limit
           and a.ticket_state = 'unclaimed' and a.ticket_series_active
      ), ${ticketsClaimedFrom('w', 'w where state is not null')}, inserted as (
        insert into claims (ticket_id, lottery_id, claim_token_hash, state, committed_at, created_at)
        select c.id, c.lottery_id, w.claim_token_hash, w.state,
               case when w.state = 'committed' then w.now end, w.now
          from claimed c join w on w.ticket_id = c.id
        returning id, ticket_id, state
      )
      select a.id, a.quick_claim_enabled, a.extra_lottery_enabled, a.codes_check_type, a.active,
             a.failures_ip_minute, a.failures_hour, a.ticket_id, a.ticket_series_id, a.ticket_product_id,
             a.ticket_value, a.ticket_transferrable, a.ticket_claimable, a.ticket_state, a.ticket_product_delivery,
             a.ticket_product_is_gift, a.ticket_product_value, a.ticket_series_active,
             a.ticket_series_validity_end, i.id as claim_id, i.state as claim_state
        from a left join inserted i on i.ticket_id = a.ticket_id and a.claim_token_hash is not null
       order by a.ord`,
);

/**
 * A quick claim of a ticket nobody has claimed, in one statement (`claim_unclaimed_ticket`, migration
 * 0017): the ticket is marked claimed only if it is still unclaimed, and the claim is inserted from the row
 * that was updated, so the two happen together or not at all. The ticket's row is locked NOWAIT as in a
 * transaction's claim: while another claim holds it, this fails at once with 55P03. Undefined: the ticket
 * was no longer unclaimed.
 */
export async function claimUnclaimedTicket(
  db: Kysely<Database>,
  input: {
    ticketId: number;
    claimTokenHash: string;
    state: ClaimRow['state'];
    prizeCode: string | null;
    productValue: number | null;
    committedAt: Date | null;
    now: Date;
  },
): Promise<ClaimRow | undefined> {
  const { rows } = await sql<ClaimRow>`select * from claim_unclaimed_ticket(
    ${input.ticketId}::bigint, ${input.claimTokenHash}::text, ${input.state}::text, ${input.prizeCode}::text,
    ${input.productValue}::bigint, ${input.committedAt}::timestamptz, ${input.now}::timestamptz)`.execute(db);
  return rows[0];
}

export type UnclaimedTicketClaim = Parameters<typeof claimUnclaimedTicket>[1];

/** What a quick claim answers with of the claim it wrote (no timestamps or contact to read back). */
export type WrittenClaim = Pick<
  ClaimRow,
  'id' | 'ticket_id' | 'lottery_id' | 'claim_token_hash' | 'state' | 'prize_code' | 'product_value'
>;

/**
 * The written claim's columns by name: a prepared statement that answered `*` would fail on its connection
 * once a migration run by another process added a column ("cached plan must not change result type").
 */
const writtenClaimColumnNames = (
  [
    'id',
    'ticket_id',
    'lottery_id',
    'claim_token_hash',
    'state',
    'prize_code',
    'product_value',
  ] satisfies (keyof WrittenClaim)[]
).join(', ');

/**
 * `claimUnclaimedTicket` for several tickets in one statement and one commit (docs/decisions/0050,
 * docs/decisions/0062): each entry's claim by its place in the list, undefined where its ticket was no
 * longer unclaimed. A ticket twice in the list is claimed by the first entry; the later ones are not sent
 * and answer undefined, as they would after the first. As `claim_unclaimed_ticket` does for one, the
 * tickets still unclaimed are locked NOWAIT (a ticket held by a transaction fails the whole statement with
 * 55P03 and nothing of it is written), marked claimed, and their claims inserted from the rows updated, in
 * one set-based statement prepared once per connection.
 */
export async function claimUnclaimedTickets(
  db: Kysely<Database>,
  inputs: readonly UnclaimedTicketClaim[],
): Promise<(WrittenClaim | undefined)[]> {
  const seen = new Set<number>();
  const sent: { input: UnclaimedTicketClaim; place: number }[] = [];
  inputs.forEach((input, place) => {
    if (seen.has(input.ticketId)) return;
    seen.add(input.ticketId);
    sent.push({ input, place });
  });
  const column = (pick: (input: UnclaimedTicketClaim) => string | number | null) =>
    arrayLiteral(sent.map(({ input }) => pick(input)));
  const { rows } = await claimUnclaimedTicketsStatement(db, [
    column((i) => i.ticketId),
    column((i) => i.claimTokenHash),
    column((i) => i.state),
    column((i) => i.prizeCode),
    column((i) => i.productValue),
    column((i) => i.committedAt?.getTime() ?? null),
    column((i) => i.now.getTime()),
  ]);
  const answers: (WrittenClaim | undefined)[] = new Array(inputs.length).fill(undefined);
  sent.forEach(({ place }, index) => {
    const row = rows[index];
    if (row && row.id !== null) answers[place] = row;
  });
  return answers;
}

/** One row per entry sent, in their order; `id` null where nothing was written. */
const claimUnclaimedTicketsStatement = fixedStatement<
  WrittenClaim | { [column in keyof WrittenClaim]: null }
>(
  'claim_unclaimed_tickets',
  `with e as (
        select u.ticket_id, u.claim_token_hash, u.state, u.prize_code, u.product_value,
               to_timestamp(u.committed_at_ms / 1000) as committed_at, to_timestamp(u.now_ms / 1000) as now, u.ord
          from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::float8[], $7::float8[])
               with ordinality as u(ticket_id, claim_token_hash, state, prize_code, product_value, committed_at_ms,
                                    now_ms, ord)
      ), ${ticketsClaimedFrom('e', 'e')}, inserted as (
        insert into claims
          (ticket_id, lottery_id, claim_token_hash, state, prize_code, product_value, committed_at, created_at)
        select c.id, c.lottery_id, e.claim_token_hash, e.state, e.prize_code, e.product_value, e.committed_at, e.now
          from claimed c join e on e.ticket_id = c.id
        returning ${writtenClaimColumnNames}
      )
      select i.* from e left join inserted i on i.ticket_id = e.ticket_id order by e.ord`,
);

/**
 * The ticket's claim, locked for this transaction (NOWAIT): a commit call finishing it at this moment
 * makes a re-presentation answer `another_claim_in_progress` instead of handing the claim over twice.
 */
export function lockClaimOfTicket(
  trx: Transaction<Database>,
  ticketId: number,
): Promise<ClaimRow | undefined> {
  return trx
    .selectFrom('claims')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .forUpdate()
    .noWait()
    .executeTakeFirst();
}

/** What the PUT calls act on: a product prize, a gift prize (a product prize too), or no win. */
export type ClaimKind = 'prize' | 'gift' | 'no_win';

/** The claims of `kind`, in a query that joins each claim's ticket and (left) its product. */
function ofKind(kind: ClaimKind): RawBuilder<SqlBool> {
  if (kind === 'no_win') return sql<SqlBool>`tickets.product_id is null`;
  if (kind === 'prize') return sql<SqlBool>`tickets.product_id is not null`;
  return sql<SqlBool>`products.is_gift is true`;
}

export interface OwnedClaim extends ClaimRow {
  product_id: number | null;
  ticket_value: number;
  claimable: boolean;
  series_id: number;
  is_gift: boolean | null;
  product_value_default: number | null;
  transferrable: boolean;
  product_delivery: ProductDelivery | null;
}

/**
 * The owner's claims in a lottery that match `kind`, newest first, locked for the transaction: the PUT
 * calls of SPEC §7 name no claim, so they act on the owner's latest claim of the right kind.
 */
export function ownedClaims(
  trx: Transaction<Database>,
  lotteryId: number,
  owner: ClaimOwner,
  kind: ClaimKind,
): Promise<OwnedClaim[]> {
  let query = trx
    .selectFrom('claims')
    .innerJoin('tickets', 'tickets.id', 'claims.ticket_id')
    .leftJoin('products', 'products.id', 'tickets.product_id')
    .selectAll('claims')
    .select([
      'tickets.product_id',
      'tickets.value as ticket_value',
      'tickets.claimable',
      'tickets.transferrable',
      'tickets.series_id',
      'products.is_gift',
      'products.delivery as product_delivery',
      'products.value as product_value_default',
    ])
    .where('claims.lottery_id', '=', lotteryId);
  query =
    owner.userId !== null
      ? query.where('claims.user_id', '=', owner.userId)
      : query.where('claims.claim_token_hash', '=', owner.tokenHash);
  return query
    .where(ofKind(kind))
    .orderBy('claims.id', 'desc')
    .limit(20)
    .forUpdate(['claims'])
    .execute() as Promise<OwnedClaim[]>;
}

/** Records that `claim` moved on from the owner it had (before its row is given to the new one). */
export async function recordHandover(trx: Transaction<Database>, claim: ClaimRow, now: Date): Promise<void> {
  await trx
    .insertInto('claim_handovers')
    .values({
      claim_id: claim.id,
      from_user_id: claim.user_id,
      from_claim_token_hash: claim.user_id === null ? claim.claim_token_hash : null,
      created_at: now,
    })
    .execute();
}

/** Where the owner's latest claim of `kind` that moved to someone else stands now. */
export interface HandedOverClaim {
  state: ClaimRow['state'];
  /** When it moved. */
  handed_over_at: Date;
}

/**
 * The latest claim of `kind` in the lottery that the owner held and that moved to whoever presented its codes
 * after them; undefined when none did.
 */
export function latestHandoverFrom(
  trx: Transaction<Database>,
  lotteryId: number,
  owner: ClaimOwner,
  kind: ClaimKind,
): Promise<HandedOverClaim | undefined> {
  let query = trx
    .selectFrom('claim_handovers')
    .innerJoin('claims', 'claims.id', 'claim_handovers.claim_id')
    .innerJoin('tickets', 'tickets.id', 'claims.ticket_id')
    .leftJoin('products', 'products.id', 'tickets.product_id')
    .select(['claims.state', 'claim_handovers.created_at as handed_over_at'])
    .where('claims.lottery_id', '=', lotteryId);
  query =
    owner.userId !== null
      ? query.where('claim_handovers.from_user_id', '=', owner.userId)
      : query.where('claim_handovers.from_claim_token_hash', '=', owner.tokenHash);
  return query.where(ofKind(kind)).orderBy('claim_handovers.id', 'desc').limit(1).executeTakeFirst();
}

/**
 * One page of a player's claim history, newest first, and the count of all of it, each row naming its prize
 * (null for no win) and the chosen option. Only the player's own rows.
 */
export async function listClaimHistory(
  db: Kysely<Database>,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ items: Claim[]; total: number }> {
  const rows = await db
    .selectFrom('claims')
    .innerJoin('tickets', 'tickets.id', 'claims.ticket_id')
    .innerJoin('ticket_series', 'ticket_series.id', 'tickets.series_id')
    .innerJoin('lotteries', 'lotteries.id', 'claims.lottery_id')
    .leftJoin('products', 'products.id', 'tickets.product_id')
    .leftJoin('product_options', 'product_options.id', 'claims.product_option_id')
    // What the ticket won in the lottery's extra draw (modules/extra-draw).
    .leftJoin('extra_lottery_entries', 'extra_lottery_entries.ticket_id', 'claims.ticket_id')
    .leftJoin('extra_draw_winners', 'extra_draw_winners.entry_id', 'extra_lottery_entries.id')
    .leftJoin('products as extra_products', 'extra_products.id', 'extra_draw_winners.prize_product_id')
    .select([
      'extra_draw_winners.id as extra_winner_id',
      'extra_draw_winners.prize_value as extra_prize_value',
      'extra_products.names as extra_product_names',
      'products.names as product_names',
      'product_options.names as product_option_names',
      'claims.id',
      'claims.state',
      'claims.product_value',
      'claims.prize_code',
      'claims.created_at',
      'lotteries.names as lottery_names',
      'ticket_series.alias as ticket_series_alias',
    ])
    .where('claims.user_id', '=', userId)
    .orderBy('claims.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: row.id,
      lottery_names: row.lottery_names,
      ticket_series_alias: row.ticket_series_alias,
      claimed: row.state !== 'pending',
      product_value: row.product_value,
      prize_code: row.prize_code,
      product_names: row.product_names ?? null,
      product_option_names: row.product_option_names ?? null,
      created_at: row.created_at.toISOString(),
      ...(row.extra_winner_id === null
        ? {}
        : {
            extra_draw_prize: {
              value: row.extra_prize_value,
              product_names: row.extra_product_names ?? null,
            },
          }),
    })),
    total: Number(total),
  };
}

/**
 * The statements of a quick claim, grouped when players claim at the same moment (decision 0050): the entry
 * (the attempt, and the claim where its plan holds: decision 0072), and the claim of a ticket the entry
 * found but did not write.
 */
export interface QuickClaimStatements {
  openAttempt: (input: QuickClaimInput) => Promise<QuickClaimRow | undefined>;
  claimTicket: (input: UnclaimedTicketClaim) => Promise<WrittenClaim | undefined>;
}

/**
 * Up to 64 entries in a statement, one statement of each kind in flight while the next group gathers
 * (1, 2, 4 and 8 in flight measured in decision 0050: one made the largest groups and the most claims/s).
 */
const quickClaimGrouping = { maxGroup: 64, maxInFlight: 1 };
const quickClaimStatementsOf = new WeakMap<Kysely<Database>, QuickClaimStatements>();

/** The database's grouped quick-claim statements (one pair per database, shared by its requests). */
export function quickClaimStatements(db: Kysely<Database>): QuickClaimStatements {
  let statements = quickClaimStatementsOf.get(db);
  if (!statements) {
    statements = {
      openAttempt: groupCalls(
        async (input) => (await openQuickClaims(db, [input]))[0],
        (inputs) => openQuickClaims(db, inputs),
        quickClaimGrouping,
      ),
      claimTicket: groupCalls(
        (input) => claimUnclaimedTicket(db, input),
        (inputs) => claimUnclaimedTickets(db, inputs),
        quickClaimGrouping,
      ),
    };
    quickClaimStatementsOf.set(db, statements);
  }
  return statements;
}
