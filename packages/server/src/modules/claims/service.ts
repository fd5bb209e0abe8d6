import { hash } from 'node:crypto';
import {
  claimContactNeed,
  codeFieldsOf,
  type ClaimPrize,
  type ClaimResponse,
  type CodeFields,
} from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import { randomToken } from '../../crypto/random-token.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { hasRequiredCodes, relevantCodes, ticketCodeHash } from '../catalogue/codes.ts';
import { findProductOption, listOptions } from '../catalogue/repository.ts';
import type { ClaimContact, ClaimRow, LotteryRow, ProductDelivery, ProductRow } from '../catalogue/tables.ts';
import { findLotteryById } from '../lotteries/repository.ts';
import {
  attemptWindows,
  checkCodeAttempt,
  codeAttemptLimitsOf,
  countPlayerSubmission,
  overCodeAttemptLimit,
  type AttemptSource,
} from './attempts.ts';
import {
  completeContact,
  fullContactFields,
  giftContactFields,
  profileContact,
  type ContactInput,
} from './contact.ts';
import { queueMessages, type OutboxMessage } from './outbox.ts';
import { generatePrizeCode } from './prize-code.ts';
import { recordClaimOrder } from './claim-orders.ts';
import {
  lockClaimOfTicket,
  openClaimAttempt,
  ownedClaims,
  quickClaimStatements,
  type CandidateHashes,
  type ClaimAttemptInput,
  type ClaimAttemptRow,
  type ClaimLottery,
  type QuickClaimPlan,
  latestHandoverFrom,
  recordHandover,
  type ClaimKind,
  type ClaimOwner,
  type OwnedClaim,
  type WrittenClaim,
} from './repository.ts';

export interface ClaimsContext {
  db: Kysely<Database>;
  /** Key of the ticket code hashes (TICKET_CODE_KEY). */
  codeKey: string;
  now: () => Date;
}

/** The caller of a claim call. */
export interface Claimant {
  /** The signed-in player, or null for a quick claim. */
  user: { sub: string; email: string | null; isAdmin: boolean } | null;
  /** The quick-claim token the request carried (cookie or `claim-token` header), if any. */
  claimToken: string | null;
  ip: string;
}

export interface SubmitResult {
  claim: ClaimResponse;
  /** A new quick-claim token to hand to an anonymous claimant (as cookie and header). */
  newClaimToken: string | null;
  messages: OutboxMessage[];
}

export function hashClaimToken(token: string): string {
  return hash('sha256', token);
}

/** PostgreSQL lock_not_available: another transaction holds the ticket's row lock (NOWAIT). */
function isLockNotAvailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '55P03';
}

async function lotteryOr404(db: Kysely<Database>, lotteryId: number): Promise<LotteryRow> {
  const lottery = await findLotteryById(db, lotteryId);
  if (!lottery) throw new ApiError('lottery_not_found');
  return lottery;
}

function ownerOf(claimant: Claimant): ClaimOwner | null {
  if (claimant.user) return { userId: claimant.user.sub, tokenHash: null };
  if (claimant.claimToken) return { userId: null, tokenHash: hashClaimToken(claimant.claimToken) };
  return null;
}

function ownedBy(claim: ClaimRow, owner: ClaimOwner | null): boolean {
  if (!owner) return false;
  return owner.userId !== null ? claim.user_id === owner.userId : claim.claim_token_hash === owner.tokenHash;
}

function giftMessages(contact: ClaimContact, prizeCode: string): OutboxMessage[] {
  const messages: OutboxMessage[] = [];
  if (typeof contact.email === 'string') {
    messages.push({
      channel: 'email',
      recipient: contact.email,
      body: `Onnea, voitit ristikkolehtipaketin! Voittokoodisi on ${prizeCode}. Lunasta paketti koodilla ristikkolehtien verkkokaupassa.`,
    });
  }
  if (typeof contact.phone === 'string') {
    messages.push({
      channel: 'sms',
      recipient: contact.phone,
      body: `Onnea, voitit ristikkolehtipaketin! Voittokoodisi: ${prizeCode}`,
    });
  }
  return messages;
}

interface TicketForClaim {
  id: number;
  series_id: number;
  product_id: number | null;
  value: number;
  transferrable: boolean;
  claimable: boolean;
  product_delivery: ProductDelivery | null;
}

/** What a ticket's prize means for the response (SPEC §3 Claim response prize). */
function prizeOf(
  ticket: TicketForClaim,
  lottery: ClaimLottery,
  claim: Pick<ClaimRow, 'state' | 'prize_code'>,
): ClaimPrize {
  const prize: ClaimPrize = {
    product_id: ticket.product_id,
    product_claimable: ticket.product_id !== null && ticket.claimable,
    product_value_transferrable: ticket.product_id !== null && ticket.transferrable,
    can_partake_in_extra_lottery:
      ticket.product_id === null && lottery.extra_lottery_enabled && claim.state === 'pending',
    product_delivery: ticket.product_id === null ? null : ticket.product_delivery,
  };
  if (claim.prize_code !== null) prize.prize_code = claim.prize_code;
  return prize;
}

function prizeValue(ticket: { value: number }, product: { value: number } | undefined): number | null {
  if (!product) return null;
  return ticket.value > 0 ? ticket.value : product.value;
}

/**
 * The keyed hash of the codes as a lottery's check type reads them (`codeFieldsOf`), computed when first
 * asked and once per way of reading (the lottery is not known when the entry arrives; most entries need one).
 */
function candidateHashes(codeKey: string, codes: { code_a?: string; code_b?: string }): CandidateHashes {
  const known = new Map<CodeFields, string | null>();
  return (codesCheckType) => {
    const fields = codeFieldsOf(codesCheckType);
    let hash = known.get(fields);
    if (hash === undefined) {
      const ticketCodes = relevantCodes(codesCheckType, codes);
      hash = hasRequiredCodes(codesCheckType, ticketCodes) ? ticketCodeHash(codeKey, ticketCodes) : null;
      known.set(fields, hash);
    }
    return hash;
  };
}

/** One code entry: who presents which codes to which lottery, and who will own the claim. */
interface CodeEntry {
  context: ClaimsContext;
  lotteryId: number;
  hashes: CandidateHashes;
  claimant: Claimant;
  source: AttemptSource;
  now: Date;
  /** The owner the request proved (player or quick-claim token), if any. */
  existingOwner: ClaimOwner | null;
  owner: ClaimOwner;
  newClaimToken: string | null;
}

/**
 * The lottery of a code entry, if this claimant may enter codes there now: 404 `lottery_not_found`, 401 for
 * a quick claim where the lottery allows none, the admin refusal, `lottery_is_inactive`, then 429
 * `too_many_attempts` over a code-attempt limit, in this order.
 */
function admitted(row: ClaimAttemptRow | undefined, entry: CodeEntry): ClaimLottery {
  if (!row) throw new ApiError('lottery_not_found');
  const { claimant } = entry;
  if (!claimant.user && !row.quick_claim_enabled) throw new ApiError('unauthorized', 401);
  if (claimant.user?.isAdmin) throw new ApiError('admin_disallowed_claming_for_self');
  if (!row.active) throw new ApiError('lottery_is_inactive');
  const failures = { ipLastMinute: Number(row.failures_ip_minute), lastHour: Number(row.failures_hour) };
  if (overCodeAttemptLimit(entry.source, failures)) throw new ApiError('too_many_attempts');
  return row;
}

/** What a claim needs of its ticket's prize product. */
type PrizeProduct = Pick<ProductRow, 'is_gift' | 'value'>;

function productOf(row: ClaimAttemptRow): PrizeProduct | undefined {
  if (row.ticket_product_id === null || row.ticket_product_is_gift === null) return undefined;
  return { is_gift: row.ticket_product_is_gift, value: row.ticket_product_value as number };
}

function ticketOf(row: ClaimAttemptRow): TicketForClaim {
  return {
    id: row.ticket_id as number,
    series_id: row.ticket_series_id as number,
    product_id: row.ticket_product_id,
    value: row.ticket_value as number,
    transferrable: row.ticket_transferrable as boolean,
    claimable: row.ticket_claimable as boolean,
    product_delivery: row.ticket_product_delivery,
  };
}

/**
 * POST /lotteries/{id}/claims/: registers a ticket by its codes, exactly once. The ticket's row is
 * locked (NOWAIT) for the whole transaction: a concurrent claim of the same ticket answers
 * `another_claim_in_progress`, a later one `ticket_already_claimed`, and the unique claims.ticket_id
 * backs this up. What the prize needs happens in the same transaction:
 * - a transferrable value claimed by a signed-in player is credited to their wins account at once;
 * - a gift prize gets its code, sent at once to a signed-in player (otherwise after PUT /claims);
 * - a prize not claimable online, claimed by a signed-in player, is recorded with the profile as contact;
 * - no win in a lottery with an extra draw enters a signed-in player into the draw at once.
 * Everything else stays pending until the commit calls. The owner re-entering the codes of a pending
 * claim gets the same claim back (a reload in the middle of the flow).
 *
 * A valid entry is one transaction: its first statement reads the lottery, the source's failures and the
 * locked ticket, then the claim is written (docs/decisions/0044-claims-throughput.md). Codes that match no
 * ticket go through the code-attempt limiter, which records the failure (attempts.ts).
 */
export async function submitCodes(
  context: ClaimsContext,
  lotteryId: number,
  codes: { code_a?: string; code_b?: string },
  claimant: Claimant,
): Promise<SubmitResult> {
  const existingOwner = ownerOf(claimant);
  const newClaimToken = claimant.user || claimant.claimToken ? null : randomToken();
  const entry: CodeEntry = {
    context,
    lotteryId,
    hashes: candidateHashes(context.codeKey, codes),
    claimant,
    source: { userId: claimant.user?.sub ?? null, ip: claimant.ip },
    now: context.now(),
    existingOwner,
    owner: existingOwner ?? { userId: null, tokenHash: hashClaimToken(newClaimToken as string) },
    newClaimToken,
  };
  let outcome = claimant.user ? await claimOnce(entry, false) : await quickClaim(entry);
  if (outcome.kind === 'no_ticket') {
    const lookup = { lotteryId, codeHash: outcome.codeHash };
    if (!(await checkCodeAttempt(context.db, entry.source, lookup, entry.now)))
      throw new ApiError('invalid_codes');
    // The ticket was imported in the meantime; the limiter has counted this entry already.
    outcome = await claimOnce(entry, true);
    if (outcome.kind === 'no_ticket') throw new ApiError('invalid_codes');
  }
  if (outcome.kind === 'refused') throw outcome.error;
  return outcome.result;
}

/**
 * An anonymous entry (a quick claim) of a ticket nobody has claimed writes only the claim and the ticket,
 * so it needs no transaction: once the server knows the lottery, one statement looks the ticket up and
 * writes the claim where everything it was planned on still holds (openQuickClaims, decision 0072); a
 * ticket with a gift prize, or an entry the statement did not write for a reason that may pass (the first
 * entry of a lottery, an operator's change in between), is claimed by a second statement
 * (claimUnclaimedTicket). Anything else (a ticket claimed already, a refusal, a ticket claimed by someone
 * else in between) is answered by the transaction under the ticket's lock, as a signed-in player's entry
 * is. Entries arriving together share these statements (quickClaimStatements, decision 0050).
 */
async function quickClaim(entry: CodeEntry): Promise<ClaimOutcome> {
  const { context, now } = entry;
  const statements = quickClaimStatements(context.db);
  let row: Awaited<ReturnType<typeof statements.openAttempt>>;
  try {
    row = await openAttempt(
      (input, known) => statements.openAttempt({ ...input, claim: quickClaimPlan(entry, known) }),
      entry,
      false,
    );
  } catch (error) {
    if (isLockNotAvailable(error)) return answerConflict(entry, false, error);
    throw error;
  }
  const lottery = admitted(row, entry);
  if (!row || row.ticket_id === null)
    return { kind: 'no_ticket', codeHash: entry.hashes(lottery.codes_check_type) };
  if (row.claim) return quickClaimed(entry, lottery, ticketOf(row), row.claim);
  if (row.ticket_state !== 'unclaimed' || !row.ticket_series_active) return claimOnce(entry, false);
  const ticket = ticketOf(row);
  const product = productOf(row);
  const state = initialState(null, lottery, ticket, product);
  let claim: WrittenClaim | undefined;
  try {
    claim = await statements.claimTicket({
      ticketId: ticket.id,
      claimTokenHash: entry.owner.tokenHash as string,
      state,
      prizeCode: product?.is_gift ? generatePrizeCode() : null,
      productValue: state === 'committed' ? prizeValue(ticket, product) : null,
      committedAt: state === 'pending' ? null : now,
      now,
    });
  } catch (error) {
    if (isLockNotAvailable(error)) return answerConflict(entry, false, error);
    throw error;
  }
  if (!claim) return claimOnce(entry, false);
  return quickClaimed(entry, lottery, ticket, claim);
}

function quickClaimed(
  entry: CodeEntry,
  lottery: ClaimLottery,
  ticket: TicketForClaim,
  claim: WrittenClaim,
): ClaimOutcome {
  return {
    kind: 'claimed',
    result: {
      claim: { id: claim.id, lottery_id: lottery.id, prize: prizeOf(ticket, lottery, claim) },
      newClaimToken: entry.newClaimToken,
      messages: [],
    },
  };
}

/**
 * What a quick claim's first statement may write (openQuickClaims): nothing while the lottery is not known
 * or would refuse a quick claim; otherwise the claim in the states `initialState` gives an anonymous
 * claimant on the lottery as last found, written only if it is still so and the source is under its
 * limits. A claim that would be finished at once with a prize (which needs the prize's value) is left to
 * the second statement; `initialState` gives an anonymous claimant none.
 */
function quickClaimPlan(entry: CodeEntry, lottery: ClaimLottery | undefined): QuickClaimPlan | null {
  if (!lottery || !lottery.quick_claim_enabled || !lottery.active || entry.claimant.user) return null;
  const prizeState = quickClaimState(lottery, true);
  return {
    assumed: lottery,
    limits: codeAttemptLimitsOf(entry.source),
    claimTokenHash: entry.owner.tokenHash as string,
    noPrizeState: quickClaimState(lottery, false),
    prizeState: prizeState === 'committed' ? null : prizeState,
    now: entry.now,
  };
}

type ClaimOutcome =
  | { kind: 'no_ticket'; codeHash: string | null }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'claimed'; result: SubmitResult };

async function claimOnce(entry: CodeEntry, submissionCounted: boolean): Promise<ClaimOutcome> {
  const { context, claimant, source, now } = entry;
  try {
    return await context.db.transaction().execute(async (trx): Promise<ClaimOutcome> => {
      const row = await openAttempt((input) => openClaimAttempt(trx, input), entry, true);
      const lottery = admitted(row, entry);
      if (!row || row.ticket_id === null)
        return { kind: 'no_ticket', codeHash: entry.hashes(lottery.codes_check_type) };
      // A signed-in player's entries count against the monthly cap (player protection), found or not.
      if (source.userId !== null && !submissionCounted) await countPlayerSubmission(trx, source.userId, now);
      const ticket = ticketOf(row);
      let found: TicketClaim;
      try {
        found = await claimableTicket(trx, entry, row, ticket);
      } catch (error) {
        // A refusal about the ticket: nothing of the claim was written, and the count above stays.
        if (error instanceof ApiError) return { kind: 'refused', error };
        throw error;
      }
      const { existing, handBack } = found;
      if (existing && handBack) {
        const claim = existing;
        return {
          kind: 'claimed',
          result: {
            claim: { id: claim.id, lottery_id: lottery.id, prize: prizeOf(ticket, lottery, claim) },
            newClaimToken: null,
            messages: [],
          },
        };
      }
      const product = productOf(row);
      const result = await settleClaim(trx, {
        lottery,
        ticket,
        product,
        claimant,
        owner: entry.owner,
        now,
        newClaimToken: entry.newClaimToken,
        existing,
      });
      return { kind: 'claimed', result };
    });
  } catch (error) {
    if (isLockNotAvailable(error)) return answerConflict(entry, submissionCounted, error);
    throw error;
  }
}

/**
 * Each lottery as a code entry last found it, per database: its `codes_check_type` says which of the
 * candidate hashes the ticket is looked up by, and a quick claim's plan is made on its flags (decision 0072).
 * Which codes a check type reads is the contract's rule (`codeFieldsOf`, through `entry.hashes`), so the
 * database is asked with the one hash; the answer carries the lottery as it is, and where its check type is
 * not the one the hash was chosen by (the first entry for the lottery, or an operator changed it), the
 * question is asked again with the right hash.
 */
const knownLotteries = new WeakMap<Kysely<Database>, Map<number, ClaimLottery>>();

async function openAttempt<R extends ClaimAttemptRow>(
  ask: (input: ClaimAttemptInput, known: ClaimLottery | undefined) => Promise<R | undefined>,
  entry: CodeEntry,
  lock: boolean,
): Promise<R | undefined> {
  let known = knownLotteries.get(entry.context.db);
  if (!known) knownLotteries.set(entry.context.db, (known = new Map()));
  const input = { lotteryId: entry.lotteryId, source: entry.source, lock, ...attemptWindows(entry.now) };
  const assumed = known.get(entry.lotteryId);
  const codeHash = assumed === undefined ? null : entry.hashes(assumed.codes_check_type);
  const row = await ask({ ...input, codeHash }, assumed);
  if (!row) return row;
  const found = lotteryOf(row);
  if (assumed === undefined || !sameLottery(assumed, found)) known.set(entry.lotteryId, found);
  if (row.codes_check_type === assumed?.codes_check_type) return row;
  return ask({ ...input, codeHash: entry.hashes(row.codes_check_type) }, found);
}

function lotteryOf(row: ClaimAttemptRow): ClaimLottery {
  const { id, quick_claim_enabled, extra_lottery_enabled, codes_check_type, active } = row;
  return { id, quick_claim_enabled, extra_lottery_enabled, codes_check_type, active };
}

function sameLottery(a: ClaimLottery, b: ClaimLottery): boolean {
  return (
    a.quick_claim_enabled === b.quick_claim_enabled &&
    a.extra_lottery_enabled === b.extra_lottery_enabled &&
    a.codes_check_type === b.codes_check_type &&
    a.active === b.active
  );
}

interface TicketClaim {
  /** The ticket's unfinished claim (locked too); null for a ticket never claimed. */
  existing: ClaimRow | null;
  /** The anonymous owner presents the codes of their own pending claim again: it is answered as it is. */
  handBack: boolean;
}

/** Whether the locked ticket may be claimed by this claimant; otherwise the catalogued refusal is thrown. */
async function claimableTicket(
  trx: Transaction<Database>,
  entry: CodeEntry,
  row: ClaimAttemptRow,
  ticket: TicketForClaim,
): Promise<TicketClaim> {
  const { claimant, existingOwner, now } = entry;
  if (!row.ticket_series_active) throw new ApiError('ticket_series_not_active');
  if (row.ticket_state === 'invalidated') throw new ApiError('ticket_invalidated');
  if (row.ticket_state === 'played') throw new ApiError('ticket_already_played');
  const validityEnd = row.ticket_series_validity_end;
  const validityEnded = validityEnd !== null && validityEnd.getTime() < now.getTime();
  let existing: ClaimRow | null = null;
  if (row.ticket_state === 'claimed') {
    // The codes are the proof of ownership: whoever presents them gets an unfinished claim back.
    const claim = await lockClaimOfTicket(trx, ticket.id);
    if (!claim || claim.state !== 'pending') throw new ApiError('ticket_already_claimed');
    if (ownedBy(claim, existingOwner)) {
      if (!claimant.user) return { existing: claim, handBack: true };
    } else if (validityEnded) {
      // A takeover is possible until the series' validity ends; the holder may still finish it.
      throw new ApiError('ticket_series_account_value_validity_has_ended');
    }
    existing = claim;
  }
  if (claimant.user && ticket.transferrable && validityEnded) {
    throw new ApiError('ticket_series_account_value_validity_has_ended');
  }
  return { existing, handBack: false };
}

/**
 * The ticket (or its claim) is locked by a claim in progress. The answer is what the entry would get
 * without the lock: the lottery's refusals and the code-attempt limits first, then 409
 * `another_claim_in_progress`; a signed-in player's entry still counts against the monthly cap.
 */
async function answerConflict(entry: CodeEntry, submissionCounted: boolean, cause: unknown): Promise<never> {
  const { source, now } = entry;
  await entry.context.db.transaction().execute(async (trx) => {
    // The lottery and the limits only: no ticket lookup (no code hash).
    const input = { lotteryId: entry.lotteryId, source, lock: false, codeHash: null, ...attemptWindows(now) };
    admitted(await openClaimAttempt(trx, input), entry);
    if (source.userId !== null && !submissionCounted) await countPlayerSubmission(trx, source.userId, now);
  });
  throw new ApiError('another_claim_in_progress', 409, [], { cause });
}

/**
 * The state a claim starts in for this claimant: a signed-in player's gift, transferrable value or prize
 * not claimable online is finished at once, as is no win without an extra draw for anyone; a signed-in
 * player's no win enters the extra draw; everything else waits for the commit calls.
 */
function initialState(
  user: Claimant['user'],
  lottery: ClaimLottery,
  ticket: TicketForClaim,
  product: PrizeProduct | undefined,
): ClaimRow['state'] {
  if (!user) return quickClaimState(lottery, product !== undefined);
  if (product) return product.is_gift || ticket.transferrable || !ticket.claimable ? 'committed' : 'pending';
  return lottery.extra_lottery_enabled ? 'extra' : 'committed';
}

/** `initialState` for an anonymous claimant: it depends only on the lottery and whether there is a prize. */
function quickClaimState(
  lottery: Pick<ClaimLottery, 'extra_lottery_enabled'>,
  withPrize: boolean,
): ClaimRow['state'] {
  return withPrize || lottery.extra_lottery_enabled ? 'pending' : 'committed';
}

interface ClaimSettlement {
  lottery: ClaimLottery;
  ticket: TicketForClaim;
  product: PrizeProduct | undefined;
  claimant: Claimant;
  owner: ClaimOwner;
  now: Date;
  newClaimToken: string | null;
  /** The ticket's unfinished claim, presented again; null for a ticket claimed for the first time. */
  existing: ClaimRow | null;
}

/**
 * Creates the claim of a newly presented ticket, or hands an unfinished one to whoever presented its codes
 * (docs/decisions/0021-ticket-prize-ownership.md), and does at once what the prize allows for this claimant:
 * - a transferrable value presented by a signed-in player is credited to the wins account of the ticket's
 *   series (ledger `win`, reference `claim:<id>`) and the claim finished;
 * - a gift prize gets its code (kept when it already has one), sent at once to a signed-in player's profile;
 * - a prize not claimable online, presented by a signed-in player, is recorded with the profile as contact;
 * - no win in a lottery with an extra draw enters a signed-in player into the draw.
 * Everything else stays pending until the commit calls. A signed-in player's finished prize becomes an
 * order (Tilaukset). The caller holds the ticket's row lock, and the claim's when there is one.
 */
async function settleClaim(trx: Transaction<Database>, input: ClaimSettlement): Promise<SubmitResult> {
  const { lottery, ticket, product, claimant, owner, now, existing } = input;
  const user = claimant.user;
  const messages: OutboxMessage[] = [];
  let contact: ClaimContact | null = null;
  const prizeCode = existing ? existing.prize_code : product?.is_gift ? generatePrizeCode() : null;
  const state = initialState(user, lottery, ticket, product);
  if (user && product?.is_gift) {
    // The code goes to the profile's email (and phone): SPEC's wizard skips the contact form when signed in.
    contact = completeContact({ email: user.email ?? undefined }, await profileContact(trx, user.sub), [
      'email',
    ]);
    messages.push(...giftMessages(contact, prizeCode as string));
  }
  const finished = state !== 'pending';
  const row = {
    user_id: owner.userId,
    claim_token_hash: owner.tokenHash,
    state,
    contact: contact === null ? null : JSON.stringify(contact),
    prize_code: prizeCode,
    product_value: state === 'committed' ? prizeValue(ticket, product) : null,
    committed_at: finished ? now : null,
  };
  const claim = existing
    ? await trx
        .updateTable('claims')
        .set(row)
        .where('id', '=', existing.id)
        .where('state', '=', 'pending')
        .returningAll()
        .executeTakeFirstOrThrow()
    : // The ticket is marked claimed in the same statement: one round trip for a new claim.
      await trx
        .with('claimed_ticket', (db) =>
          db
            .updateTable('tickets')
            .set({ state: 'claimed', claimed_by_user_id: owner.userId, claimed_at: now })
            .where('id', '=', ticket.id),
        )
        .insertInto('claims')
        .values({ ...row, ticket_id: ticket.id, lottery_id: lottery.id, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
  if (existing) {
    // Its previous holder is told where the claim went when it next acts on it (noPendingClaimRefusal).
    if (!ownedBy(existing, owner)) await recordHandover(trx, existing, now);
    await trx
      .updateTable('tickets')
      .set({ claimed_by_user_id: owner.userId })
      .where('id', '=', ticket.id)
      .execute();
  }

  const credited = Boolean(user && product && ticket.transferrable);
  if (user && credited) {
    // Item 7 of issue 10: a claim's win belongs to the account of its ticket series.
    const account = await ensureAccount(trx, user.sub, 'wins', {
      lotteryId: lottery.id,
      ticketSeriesId: ticket.series_id,
    });
    await postLedgerEvent(trx, {
      accountId: account.id,
      type: 'credit',
      variety: 'win',
      value: ticket.value,
      reference: `claim:${claim.id}`,
    });
  }
  if (state === 'extra') {
    await trx
      .insertInto('extra_lottery_entries')
      .values({
        lottery_id: lottery.id,
        ticket_id: ticket.id,
        user_id: owner.userId,
        contact: null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('ticket_id').doNothing())
      .execute();
  }
  await queueMessages(trx, messages);
  // Only a signed-in player's prize becomes an order (claim-orders.ts): no query for the others.
  if (finished && owner.userId !== null && product) await recordClaimOrder(trx, claim.id, credited);

  return {
    claim: { id: claim.id, lottery_id: lottery.id, prize: prizeOf(ticket, lottery, claim) },
    newClaimToken: input.newClaimToken,
    messages,
  };
}

async function ownerOr401(claimant: Claimant): Promise<ClaimOwner> {
  const owner = ownerOf(claimant);
  if (!owner) throw new ApiError('invalid_claim_token');
  return owner;
}

async function contactFor(
  db: Kysely<Database>,
  claimant: Claimant,
  input: ContactInput,
  required: readonly (typeof fullContactFields)[number][],
) {
  const profile = claimant.user ? await profileContact(db, claimant.user.sub) : {};
  if (claimant.user?.email && !profile.email) profile.email = claimant.user.email;
  return completeContact(input, profile, required);
}

/**
 * Why an owner who has no pending claim of `kind` cannot act on one, from what happened last (docs/decisions/0021):
 * - its codes were presented by someone else after the owner's own latest claim: `claim_taken_over` while the
 *   other holder has not finished it (presenting the codes again brings it back), `ticket_already_claimed`
 *   once they have;
 * - the owner's own latest prize or gift claim is finished (sent again, or from a second tab of the same
 *   browser): `ticket_already_claimed`.
 * Undefined otherwise: the caller's own refusal applies.
 */
async function noPendingClaimRefusal(
  trx: Transaction<Database>,
  lotteryId: number,
  owner: ClaimOwner,
  kind: ClaimKind,
  owned: OwnedClaim[],
): Promise<ApiError | undefined> {
  const when = (claim: OwnedClaim) => (claim.committed_at ?? claim.created_at).getTime();
  const ownLatest = owned.reduce<OwnedClaim | undefined>(
    (latest, claim) => (latest && when(latest) >= when(claim) ? latest : claim),
    undefined,
  );
  const moved = await latestHandoverFrom(trx, lotteryId, owner, kind);
  if (moved && (!ownLatest || moved.handed_over_at.getTime() >= when(ownLatest))) {
    return new ApiError(moved.state === 'pending' ? 'claim_taken_over' : 'ticket_already_claimed');
  }
  if (kind !== 'no_win' && ownLatest?.state === 'committed') return new ApiError('ticket_already_claimed');
  return undefined;
}

/**
 * The owner's latest pending claim of `kind` (locked), which the PUT calls act on. Without one, the refusal
 * that says why (`noPendingClaimRefusal`), else `otherwise`'s.
 */
async function pendingClaimOf(
  trx: Transaction<Database>,
  lotteryId: number,
  owner: ClaimOwner,
  kind: ClaimKind,
  otherwise: (owned: OwnedClaim[]) => ApiError = () => new ApiError('ticket_not_yet_claimed'),
): Promise<OwnedClaim> {
  const owned = await ownedClaims(trx, lotteryId, owner, kind);
  const pending = owned.find((claim) => claim.state === 'pending');
  if (pending) return pending;
  throw (await noPendingClaimRefusal(trx, lotteryId, owner, kind, owned)) ?? otherwise(owned);
}

/** Marks a pending claim committed with the winner's contact (and chosen option) and queues its messages. */
async function completeClaim(
  trx: Transaction<Database>,
  claim: OwnedClaim,
  contact: object,
  now: Date,
  messages: OutboxMessage[],
  productOptionId?: number | null,
): Promise<void> {
  await trx
    .updateTable('claims')
    .set({
      state: 'committed',
      contact: JSON.stringify(contact),
      ...(productOptionId === undefined ? {} : { product_option_id: productOptionId }),
      committed_at: now,
      product_value: claim.ticket_value > 0 ? claim.ticket_value : claim.product_value_default,
    })
    .where('id', '=', claim.id)
    .execute();
  await queueMessages(trx, messages);
  await recordClaimOrder(trx, claim.id, false);
}

/**
 * PUT /lotteries/{id}/claims: the gift-code form. Sends the pending gift claim's code to the given email
 * and phone (email and SMS through the outbox) and completes the claim.
 */
export async function sendGiftCode(
  context: ClaimsContext,
  lotteryId: number,
  input: ContactInput,
  claimant: Claimant,
): Promise<OutboxMessage[]> {
  const { db } = context;
  await lotteryOr404(db, lotteryId);
  const owner = await ownerOr401(claimant);
  const contact = await contactFor(db, claimant, input, giftContactFields);
  const now = context.now();
  return db.transaction().execute(async (trx) => {
    const claim = await pendingClaimOf(trx, lotteryId, owner, 'gift');
    if (claim.prize_code === null) throw new ApiError('ticket_not_yet_claimed');
    const messages = giftMessages(contact, claim.prize_code);
    await completeClaim(trx, claim, contact, now, messages);
    return messages;
  });
}

/**
 * PUT /lotteries/{id}/claims/commit: redeems the latest pending prize claim with the winner's contact
 * details and, when the product has options, the chosen one (`product_requires_option` without it).
 */
export async function commitClaim(
  context: ClaimsContext,
  lotteryId: number,
  input: ContactInput & { product_option_id?: number },
  claimant: Claimant,
): Promise<OutboxMessage[]> {
  const { db } = context;
  await lotteryOr404(db, lotteryId);
  const owner = await ownerOr401(claimant);
  const now = context.now();
  return db.transaction().execute(async (trx) => {
    const claim = await pendingClaimOf(trx, lotteryId, owner, 'prize');
    if (claim.product_id === null) throw new ApiError('ticket_not_yet_claimed');
    // A street address only for a product sent by post; otherwise a way to reach the winner (issue 12, item 6).
    const need = claimContactNeed({
      product_claimable: claim.claimable,
      product_value_transferrable: claim.transferrable,
      product_delivery: claim.product_delivery,
    });
    const contact = await contactFor(
      trx,
      claimant,
      input,
      need === 'address' ? fullContactFields : giftContactFields,
    );
    const options = claim.claimable ? await listOptions(trx, [claim.product_id]) : [];
    const optionId = input.product_option_id ?? null;
    if (optionId !== null) {
      if (!(await findProductOption(trx, claim.product_id, optionId)))
        throw new ApiError('product_option_not_found');
    } else if (options.length > 0) {
      throw new ApiError('product_requires_option');
    }
    const messages = claim.prize_code !== null ? giftMessages(contact, claim.prize_code) : [];
    await completeClaim(trx, claim, contact, now, messages, optionId);
    return messages;
  });
}

/**
 * PUT /lotteries/{id}/extra-lottery/commit: enters the latest pending no-win ticket of the caller into the
 * lottery's extra draw with the given contact details.
 */
export async function commitExtraLottery(
  context: ClaimsContext,
  lotteryId: number,
  input: ContactInput,
  claimant: Claimant,
): Promise<void> {
  const { db } = context;
  const lottery = await lotteryOr404(db, lotteryId);
  if (!lottery.extra_lottery_enabled) throw new ApiError('extra_lottery_not_enabled');
  if (!lottery.active) throw new ApiError('lottery_is_inactive');
  const owner = await ownerOr401(claimant);
  const now = context.now();
  await db.transaction().execute(async (trx) => {
    const claim = await pendingClaimOf(trx, lotteryId, owner, 'no_win', (owned) =>
      owned.some((candidate) => candidate.state === 'extra')
        ? new ApiError('already_partaking_extra_lottery')
        : new ApiError('cannot_partake_extra_lottery'),
    );
    const contact = await contactFor(trx, claimant, input, fullContactFields);
    const entered = await trx
      .insertInto('extra_lottery_entries')
      .values({
        lottery_id: lotteryId,
        ticket_id: claim.ticket_id,
        user_id: owner.userId,
        contact: JSON.stringify(contact),
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('ticket_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!entered) throw new ApiError('already_partaking_extra_lottery');
    await trx
      .updateTable('claims')
      .set({ state: 'extra', contact: JSON.stringify(contact), committed_at: now })
      .where('id', '=', claim.id)
      .execute();
  });
}
