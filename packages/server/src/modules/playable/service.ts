import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  GAME_TOKEN_TTL_SECONDS,
  MIN_PLAY_INTERVAL_MS,
  type GamePlayResponse,
  type GamePrize,
  type GamePurchase,
  type GamePurchaseResponse,
  type GameState,
  type GameTicket,
  type PlayableTicket,
  type StartGameRequest,
  type StartGameResponse,
} from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { profileContact } from '../claims/contact.ts';
import { insertPrizeOrder } from '../orders/repository.ts';
import type { Queryable } from '../catalogue/repository.ts';
import type { LotteryRow } from '../catalogue/tables.ts';
import { lockPlayer, playablePurchaseReference } from '../limits/repository.ts';
import { checkPurchaseAllowed } from '../limits/service.ts';
import {
  bundleBought,
  findPlayableLottery,
  findPurchaseOfToken,
  findTicket,
  findTokenByHash,
  hasPurchased,
  insertPurchase,
  isStronglyIdentified,
  lockTicket,
  playableBalance,
  prizesOfSeries,
  sellPositions,
  seriesForPrice,
  takePositions,
  ticketsOfPurchase,
  ticketsWithPrize,
  unplayedTickets,
  type TicketWithPrize,
} from './repository.ts';
import {
  drawDemoPrize,
  helsinkiMonth,
  purchaseFundingOrder,
  purchaseTerms,
  seriesOnSale,
  splitDebit,
  ticketCode,
  type FundingVariety,
} from './rules.ts';
import { checkRealityCheckAnswered, claimPlayAction } from './session.ts';
import type { PlayableGameTokenRow, PlayablePurchaseRow } from './tables.ts';

type Db = Kysely<Database>;

/** SHA-256 of a game token: what is stored and looked up. */
export function hashGameToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function invalidToken(): ApiError {
  return new ApiError('invalid_playable_ticket_token', 401);
}

// ---------------------------------------------------------------------------------------------------
// Starting a game

/**
 * Mints a game token for `purchase_amount` tickets (or the month's bundle) of the lottery: bound to the
 * player (none in demo), the lottery and the one purchase it may make. Checks the terms now so that the
 * app hears of a wrong price or a bought bundle before it opens the game; the purchase checks them again.
 */
export async function startGame(
  db: Db,
  input: { userId: string | null; sid?: string; lotteryId: number; body: StartGameRequest; now: Date },
): Promise<StartGameResponse> {
  const demo = input.userId === null;
  const lottery = await findPlayableLottery(db, input.lotteryId);
  if (!lottery) throw new ApiError('lottery_not_found');
  if (!lottery.active) throw new ApiError('lottery_is_inactive');
  const bundle = input.body.bundle ?? false;
  const discountUsed = input.userId ? await hasPurchased(db, input.userId, lottery.id) : false;
  const terms = purchaseTerms(
    lottery,
    { ticketPrice: input.body.ticket_price, purchaseAmount: input.body.purchase_amount, bundle },
    discountUsed,
  );
  // The month's bundle is bought once; a game is still started while some of its tickets (or any bought
  // earlier) wait to be played: the game plays those first and buys nothing (its purchase is refused).
  if (
    input.userId &&
    bundle &&
    (await bundleBought(db, input.userId, lottery.id, helsinkiMonth(input.now))) &&
    (await unplayedTickets(db, input.userId, lottery.id)).length === 0
  ) {
    throw new ApiError('bundle_already_bought');
  }
  // Asked here too, so the app can send the player to identify before it opens the game.
  if (input.userId && !(await isStronglyIdentified(db, input.userId))) {
    throw new ApiError('strong_authentication_required');
  }
  const token = `gt_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(input.now.getTime() + GAME_TOKEN_TTL_SECONDS * 1000);
  await db
    .insertInto('playable_game_tokens')
    .values({
      token_hash: hashGameToken(token),
      demo,
      user_id: input.userId,
      lottery_id: lottery.id,
      ticket_price: terms.ticketPrice,
      purchase_amount: terms.amount,
      bundle,
      expires_at: expiresAt,
      created_at: input.now,
      sid: input.sid ?? null,
      discount: terms.discount,
    })
    .execute();
  return {
    token,
    expires_at: expiresAt.toISOString(),
    lottery_id: lottery.id,
    slug: lottery.slug,
    ticket_price: terms.ticketPrice,
    purchase_amount: terms.amount,
    bundle,
    discount: terms.discount,
    api: demo ? '/demo-api' : '/api',
    demo,
  };
}

/**
 * The token's row, or 401 `invalid_playable_ticket_token`: unknown (or tampered), expired, finished, or a
 * token of the other API (a demo token under /api and the other way round).
 */
export async function authenticateGameToken(
  db: Queryable,
  token: string | undefined,
  demo: boolean,
  now: Date,
): Promise<PlayableGameTokenRow> {
  if (!token || !/^gt_[A-Za-z0-9_-]{43}$/.test(token)) throw invalidToken();
  const row = await findTokenByHash(db, hashGameToken(token));
  if (!row || row.demo !== demo || row.finished_at || row.expires_at.getTime() <= now.getTime()) {
    throw invalidToken();
  }
  // The sign-in session the game was started in has ended (signed out, or ended by a password change):
  // the game ends with it, as the session's id tokens are refused.
  if (row.sid !== null) {
    const ended = await db
      .selectFrom('revoked_sessions')
      .select('sid')
      .where('sid', '=', row.sid)
      .executeTakeFirst();
    if (ended) throw invalidToken();
  }
  return row;
}

// ---------------------------------------------------------------------------------------------------
// What the game sees

function gamePrize(ticket: TicketWithPrize): GamePrize {
  const value = ticket.prize_value ?? 0;
  const win = ticket.prize_value !== null;
  return {
    win,
    value,
    product_names: ticket.prize_product_id !== null ? ticket.product_names : null,
    product_value_transferrable: win && Boolean(ticket.prize_transferrable) && value > 0,
  };
}

/** A ticket for the game: the outcome only once it is played. */
function gameTicket(ticket: TicketWithPrize): GameTicket {
  const played = ticket.played_at !== null;
  return { id: ticket.id, code: ticket.code, played, prize: played ? gamePrize(ticket) : null };
}

function gamePurchase(purchase: PlayablePurchaseRow, tickets: TicketWithPrize[]): GamePurchase {
  return {
    id: purchase.id,
    price: purchase.price,
    discount: purchase.discount,
    tickets: tickets.map(gameTicket),
  };
}

/** What the discount of the token's purchase would be now; 0 when its terms no longer hold. */
function discountFor(lottery: LotteryRow, token: PlayableGameTokenRow, discountUsed: boolean): number {
  try {
    const request = {
      ticketPrice: token.ticket_price,
      purchaseAmount: token.purchase_amount,
      bundle: token.bundle,
    };
    return purchaseTerms(lottery, request, discountUsed).discount;
  } catch (error) {
    if (error instanceof ApiError) return 0;
    throw error;
  }
}

export async function gameState(
  db: Db,
  token: PlayableGameTokenRow,
  minPlayIntervalMs = MIN_PLAY_INTERVAL_MS,
): Promise<GameState> {
  const lottery = await findPlayableLottery(db, token.lottery_id);
  if (!lottery) throw invalidToken();
  const base = {
    lottery_id: lottery.id,
    slug: lottery.slug,
    ticket_price: token.ticket_price,
    purchase_amount: token.purchase_amount,
    bundle: token.bundle,
    demo: token.demo,
    expires_at: token.expires_at.toISOString(),
    min_play_interval_ms: minPlayIntervalMs,
  };
  if (token.demo) {
    const tickets = await demoTickets(db, token.id);
    return {
      ...base,
      discount: discountFor(lottery, token, false),
      unplayed_tickets: [],
      purchase: tickets.length > 0 ? { id: token.id, price: 0, discount: 0, tickets } : null,
      balance: null,
    };
  }
  const userId = token.user_id as string;
  const purchase = await findPurchaseOfToken(db, token.id);
  const discount = purchase
    ? purchase.discount
    : discountFor(lottery, token, await hasPurchased(db, userId, lottery.id));
  return {
    ...base,
    discount,
    unplayed_tickets: (await unplayedTickets(db, userId, lottery.id))
      .filter((ticket) => ticket.purchase_id !== purchase?.id)
      .map(gameTicket),
    purchase: purchase ? gamePurchase(purchase, await ticketsOfPurchase(db, purchase.id)) : null,
    balance: await playableBalance(db, userId),
  };
}

// ---------------------------------------------------------------------------------------------------
// Purchase

/** The responsible-gaming refusals of a ticket purchase, in the codes of SPEC §8 (docs/decisions). */
async function checkLimits(trx: Db, userId: string, now: Date, cents: number): Promise<void> {
  try {
    await checkPurchaseAllowed(trx, userId, now, cents);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'play_limit_exceeded' || error.code === 'play_paused')) {
      throw new ApiError('purchase_period_limited', undefined, [], { cause: error });
    }
    throw error;
  }
}

async function fundingBalances(trx: Queryable, userId: string): Promise<Record<FundingVariety, number>> {
  const rows = await trx
    .selectFrom('accounts')
    .select(['variety', 'saldo'])
    .where('user_id', '=', userId)
    .where('variety', 'in', purchaseFundingOrder)
    .where('ticket_series_id', 'is', null)
    .execute();
  const balances: Record<FundingVariety, number> = { game_currency: 0, extra_wins: 0, money: 0 };
  for (const row of rows) balances[row.variety as FundingVariety] += row.saldo;
  return balances;
}

export interface PurchaseOutcome {
  response: GamePurchaseResponse;
  /** False when the token's purchase was made earlier (a repeat answers it again). */
  created: boolean;
}

/**
 * The token's one purchase, exactly once: in one transaction it checks the player's limits, debits the
 * playable balance (game currency, extra wins, then money) and takes the next tickets of the pool. A
 * repeat with the same token answers the same purchase. A new purchase within `minPlayIntervalMs` of the
 * player's previous purchase or reveal is refused (`play_too_fast`, game speed).
 */
export async function purchase(
  db: Db,
  token: PlayableGameTokenRow,
  now: Date,
  minPlayIntervalMs = MIN_PLAY_INTERVAL_MS,
): Promise<PurchaseOutcome> {
  if (token.demo) return demoPurchase(db, token);
  const userId = token.user_id as string;
  const result = await db.transaction().execute(async (trx) => {
    // The player's lock first (checkPurchaseAllowed takes it again): one player's purchases run one after
    // another, so what is read below stays true until commit.
    await lockPlayer(trx, userId);
    const earlier = await findPurchaseOfToken(trx, token.id);
    if (earlier) return { purchase: earlier, created: false };
    await checkRealityCheckAnswered(trx, userId, now);
    await claimPlayAction(trx, userId, now, minPlayIntervalMs);
    if ((await unplayedTickets(trx, userId, token.lottery_id)).length > 0) {
      throw new ApiError('earlier_unplayed_purchased_ticket_available');
    }
    const lottery = await findPlayableLottery(trx, token.lottery_id);
    if (!lottery) throw new ApiError('lottery_not_found');
    if (!lottery.active) throw new ApiError('lottery_is_inactive');
    const terms = purchaseTerms(
      lottery,
      { ticketPrice: token.ticket_price, purchaseAmount: token.purchase_amount, bundle: token.bundle },
      await hasPurchased(trx, userId, lottery.id),
    );
    // The game shows the total it was given at start: a discount used meanwhile (the first purchase made
    // in another tab) would charge more than it showed, so the purchase is refused and the player starts
    // again with the price as it is now.
    if (token.discount !== null && token.discount !== terms.discount) {
      throw new ApiError('playable_ticket_price_conflict');
    }
    const bundleMonth = terms.bundle ? helsinkiMonth(now) : null;
    if (bundleMonth && (await bundleBought(trx, userId, lottery.id, bundleMonth))) {
      throw new ApiError('bundle_already_bought');
    }
    // Every real purchase needs an identified player, whatever pays for it: a first-purchase discount
    // makes the first tickets free, and free tickets win real prizes (docs/decisions/0035).
    if (!(await isStronglyIdentified(trx, userId))) throw new ApiError('strong_authentication_required');
    await checkLimits(trx, userId, now, terms.price);
    const debits = splitDebit(await fundingBalances(trx, userId), terms.price);

    let taken: { seriesId: number; from: number; to: number } | undefined;
    for (const series of await seriesForPrice(trx, lottery.id, terms.ticketPrice)) {
      if (!seriesOnSale(series, now)) continue;
      const positions = await takePositions(trx, series.id, terms.amount);
      if (positions) {
        taken = { seriesId: series.id, ...positions };
        break;
      }
    }
    if (!taken) throw new ApiError('playable_tickets_sold_out');

    const row = await insertPurchase(trx, {
      userId,
      lotteryId: lottery.id,
      seriesId: taken.seriesId,
      gameTokenId: token.id,
      kind: terms.bundle ? 'bundle' : 'single',
      bundleMonth,
      amount: terms.amount,
      ticketPrice: terms.ticketPrice,
      discount: terms.discount,
      price: terms.price,
      now,
    });
    const sold = await sellPositions(trx, taken.seriesId, taken, row.id, userId, now);
    if (sold.length !== terms.amount) throw new Error(`Pool of series ${taken.seriesId} out of step`);
    for (const debit of debits) {
      const account = await ensureAccount(trx, userId, debit.variety);
      await postLedgerEvent(trx, {
        accountId: account.id,
        type: 'debit',
        variety: 'withdraw',
        value: debit.value,
        reference: `${playablePurchaseReference}${row.id}`,
        at: now,
      });
    }
    return { purchase: row, created: true };
  });
  const tickets = await ticketsOfPurchase(db, result.purchase.id);
  return {
    response: {
      purchase: gamePurchase(result.purchase, tickets),
      balance: await playableBalance(db, userId),
    },
    created: result.created,
  };
}

// ---------------------------------------------------------------------------------------------------
// Play

/** A product won as the product: a prize order to the address of the player's profile (Tilaukset). */
async function createProductPrizeOrder(
  trx: Transaction<Database>,
  userId: string,
  productId: number,
  now: Date,
): Promise<void> {
  const product = await trx
    .selectFrom('products')
    .select(['id', 'value'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  await insertPrizeOrder(trx, { userId, product, contact: await profileContact(trx, userId), now });
}

/**
 * Reveals the ticket and credits its prize, exactly once: the ticket row is locked, and a ticket already
 * played answers its outcome again without a second credit. A transferable value goes to the player's
 * wins account as a `win` event in the same transaction; a product won as the product becomes a prize
 * order waiting for delivery.
 */
export async function revealTicket(
  trx: Transaction<Database>,
  ticketId: number,
  now: Date,
  auto: boolean,
): Promise<TicketWithPrize> {
  await lockTicket(trx, ticketId);
  const ticket = await findTicket(trx, ticketId);
  if (!ticket || !ticket.purchase_id || !ticket.user_id) throw new ApiError('ticket_not_found');
  if (ticket.played_at) return ticket;
  let creditEventId: number | null = null;
  const value = ticket.prize_value ?? 0;
  if (ticket.prize_transferrable && value > 0) {
    const account = await ensureAccount(trx, ticket.user_id, 'wins');
    const { event } = await postLedgerEvent(trx, {
      accountId: account.id,
      type: 'credit',
      variety: 'win',
      value,
      reference: `playable_ticket:${ticket.id}`,
    });
    creditEventId = event.id;
  } else if (ticket.prize_product_id !== null) {
    // A product won as the product: a prize order waiting for delivery to the player's profile address,
    // as a product won with a paper ticket becomes (Tilaukset shows it; the operator delivers it).
    await createProductPrizeOrder(trx, ticket.user_id, ticket.prize_product_id, now);
  }
  await trx
    .updateTable('playable_tickets')
    .set({ played_at: now, auto_played: auto, credit_event_id: creditEventId })
    .where('id', '=', ticket.id)
    .where('played_at', 'is', null)
    .execute();
  return { ...ticket, played_at: now, credit_event_id: creditEventId };
}

/**
 * The game's reveal of one ticket of the token's player and lottery. A reveal within `minPlayIntervalMs`
 * of the player's previous purchase or reveal is refused (`play_too_fast`); a repeat of a played ticket
 * answers its outcome again and is no new play.
 */
export async function playTicket(
  db: Db,
  token: PlayableGameTokenRow,
  ticketId: number,
  now: Date,
  minPlayIntervalMs = MIN_PLAY_INTERVAL_MS,
): Promise<GamePlayResponse> {
  if (token.demo) return playDemoTicket(db, token, ticketId, now);
  const userId = token.user_id as string;
  const ticket = await db.transaction().execute(async (trx) => {
    await lockTicket(trx, ticketId);
    const owned = await findTicket(trx, ticketId);
    if (!owned || owned.user_id !== userId || owned.lottery_id !== token.lottery_id) {
      throw new ApiError('ticket_not_found');
    }
    if (!owned.played_at) await claimPlayAction(trx, userId, now, minPlayIntervalMs);
    return revealTicket(trx, ticketId, now, false);
  });
  const played = gameTicket(ticket);
  return {
    ticket: { ...played, prize: played.prize ?? gamePrize(ticket) },
    balance: await playableBalance(db, userId),
  };
}

export async function finishGame(
  db: Db,
  token: PlayableGameTokenRow,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('playable_game_tokens')
    .set({ finished_at: now, finish_reason: reason.slice(0, 100) })
    .where('id', '=', token.id)
    .where('finished_at', 'is', null)
    .execute();
}

// ---------------------------------------------------------------------------------------------------
// Demo: the real prize structure, nothing of any account

async function demoTickets(db: Queryable, tokenId: number): Promise<GameTicket[]> {
  const rows = await db
    .selectFrom('playable_demo_tickets as d')
    .leftJoin('playable_prizes as p', 'p.id', 'd.prize_id')
    .leftJoin('products as pr', 'pr.id', 'p.product_id')
    .select([
      'd.id',
      'd.code',
      'd.played_at',
      'p.value as prize_value',
      'p.product_id as prize_product_id',
      'pr.names as product_names',
    ])
    .where('d.game_token_id', '=', tokenId)
    .orderBy('d.id')
    .execute();
  return rows.map((row) => {
    const played = row.played_at !== null;
    const prize: GamePrize = {
      win: row.prize_value !== null,
      value: row.prize_value ?? 0,
      product_names: row.prize_product_id !== null ? row.product_names : null,
      product_value_transferrable: false,
    };
    return { id: row.id, code: row.code, played, prize: played ? prize : null };
  });
}

/**
 * A demo purchase: outcomes drawn from the distribution of the lottery's pool at this price (the newest
 * series), independently and without taking a ticket of the pool. Once per token, like a real one.
 */
async function demoPurchase(db: Db, token: PlayableGameTokenRow): Promise<PurchaseOutcome> {
  const result = await db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('playable_game_tokens')
      .select('id')
      .where('id', '=', token.id)
      .forUpdate()
      .execute();
    const existing = await demoTickets(trx, token.id);
    if (existing.length > 0) return { tickets: existing, created: false };
    const series = (await seriesForPrice(trx, token.lottery_id, token.ticket_price)).at(-1);
    if (!series) throw new ApiError('playable_tickets_sold_out');
    const prizes = await prizesOfSeries(trx, series.id);
    const rows = Array.from({ length: token.purchase_amount }, () => {
      const index = drawDemoPrize(series.pool_size, prizes, randomInt);
      return {
        game_token_id: token.id,
        code: ticketCode(randomInt),
        prize_id: index === null ? null : (prizes[index]?.id ?? null),
      };
    });
    await trx.insertInto('playable_demo_tickets').values(rows).execute();
    return { tickets: await demoTickets(trx, token.id), created: true };
  });
  return {
    response: { purchase: { id: token.id, price: 0, discount: 0, tickets: result.tickets }, balance: null },
    created: result.created,
  };
}

async function playDemoTicket(
  db: Db,
  token: PlayableGameTokenRow,
  ticketId: number,
  now: Date,
): Promise<GamePlayResponse> {
  await db
    .updateTable('playable_demo_tickets')
    .set({ played_at: now })
    .where('id', '=', ticketId)
    .where('game_token_id', '=', token.id)
    .where('played_at', 'is', null)
    .execute();
  const ticket = (await demoTickets(db, token.id)).find((entry) => entry.id === ticketId);
  if (!ticket || !ticket.prize) throw new ApiError('ticket_not_found');
  return { ticket: { ...ticket, prize: ticket.prize }, balance: null };
}

// ---------------------------------------------------------------------------------------------------
// The player's lists (SPEC §7)

function playableTicket(ticket: TicketWithPrize): PlayableTicket {
  const played = ticket.played_at !== null;
  const prize = played ? gamePrize(ticket) : null;
  return {
    id: ticket.id,
    playable_ticket_code_a: ticket.code,
    played,
    commited_at: ticket.played_at?.toISOString() ?? null,
    created_at: (ticket.sold_at ?? new Date(0)).toISOString(),
    prize: prize?.win ? prize.value : null,
    product_names: prize?.product_names ?? null,
    product_option_names: null,
    product_value_transferrable: prize?.product_value_transferrable ?? false,
    lottery_names: ticket.lottery_names,
  };
}

export async function purchasedTickets(db: Db, userId: string, lotteryId: number) {
  const tickets = await unplayedTickets(db, userId, lotteryId);
  return {
    playable_tickets: tickets.map(playableTicket),
    discount_used: await hasPurchased(db, userId, lotteryId),
  };
}

export async function ticketHistory(db: Db, userId: string, limit: number, offset: number) {
  const rows = await ticketsWithPrize(db)
    .where('t.user_id', '=', userId)
    .orderBy('t.sold_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db
    .selectFrom('playable_tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(playableTicket), total: Number(total.count) };
}

export async function currentBundle(db: Db, userId: string, lotteryId: number, now: Date) {
  const rows = await db
    .selectFrom('playable_purchases as p')
    .select((eb) => [
      'p.amount',
      eb
        .selectFrom('playable_tickets as t')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('t.purchase_id', '=', 'p.id')
        .where('t.played_at', 'is not', null)
        .as('played_amount'),
    ])
    .where('p.user_id', '=', userId)
    .where('p.lottery_id', '=', lotteryId)
    .where('p.kind', '=', 'bundle')
    .where('p.bundle_month', '=', helsinkiMonth(now))
    .execute();
  return {
    items: rows.map((row) => ({ amount: row.amount, played_amount: Number(row.played_amount ?? 0) })),
  };
}

// ---------------------------------------------------------------------------------------------------
// End of a series

/**
 * Ends a series: no more sales, and every sold but unplayed ticket is played automatically and its prize
 * credited (a `win` account event), each in its own transaction so a long series does not hold one.
 * Running it again plays nothing twice. Answers how many tickets it played.
 */
export async function endSeries(db: Db, seriesId: number, now: Date): Promise<{ played: number }> {
  const series = await db
    .selectFrom('playable_series')
    .selectAll()
    .where('id', '=', seriesId)
    .executeTakeFirst();
  if (!series) throw new ApiError('ticket_series_not_found');
  await db
    .updateTable('playable_series')
    .set({ active: false, ended_at: series.ended_at ?? now })
    .where('id', '=', seriesId)
    .execute();
  const unplayed = await db
    .selectFrom('playable_tickets')
    .select('id')
    .where('series_id', '=', seriesId)
    .where('purchase_id', 'is not', null)
    .where('played_at', 'is', null)
    .orderBy('id')
    .execute();
  let played = 0;
  for (const { id } of unplayed) {
    await db.transaction().execute(async (trx) => {
      const before = await findTicket(trx, id);
      await revealTicket(trx, id, now, true);
      if (before && !before.played_at) played += 1;
    });
  }
  return { played };
}

/** Ends every series whose validity has passed; the job and the operator command call it. */
export async function endExpiredSeries(db: Db, now: Date): Promise<{ series: number; played: number }> {
  const due = await db
    .selectFrom('playable_series')
    .select('id')
    .where('ended_at', 'is', null)
    .where('valid_until', '<=', now)
    .execute();
  let played = 0;
  for (const { id } of due) played += (await endSeries(db, id, now)).played;
  return { series: due.length, played };
}

/**
 * Deletes game tokens that expired a day ago or more without making a purchase (and their demo tickets);
 * a token that bought stays, as the purchase's record of it.
 */
export async function removeStaleGameTokens(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const removed = await db
    .deleteFrom('playable_game_tokens')
    .where('expires_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('playable_purchases')
            .select('id')
            .whereRef('game_token_id', '=', 'playable_game_tokens.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}
