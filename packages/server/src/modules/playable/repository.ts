import { PLAYABLE_VARIETIES, type LocalizedStrings } from '@arpa/contract';
import { sql } from 'kysely';
import type { Queryable } from '../catalogue/repository.ts';
import type { LotteryRow } from '../catalogue/tables.ts';
import type { PurchaseKind } from './tables.ts';

/** The queries of playable tickets; the service holds the rules and the transactions. */

/** A playable lottery: one with a game address and at least one ticket price. */
export function findPlayableLottery(db: Queryable, id: number): Promise<LotteryRow | undefined> {
  return db
    .selectFrom('lotteries')
    .selectAll()
    .where('id', '=', id)
    .where('playable_lottery_address', 'is not', null)
    .where((eb) => eb(eb.fn('jsonb_array_length', ['playable_ticket_prices']), '>', 0))
    .executeTakeFirst();
}

/** Whether the player has bought in the lottery (the first purchase gets the discount). */
export async function hasPurchased(db: Queryable, userId: string, lotteryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('playable_purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('lottery_id', '=', lotteryId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function bundleBought(
  db: Queryable,
  userId: string,
  lotteryId: number,
  month: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('playable_purchases')
    .select('id')
    .where('user_id', '=', userId)
    .where('lottery_id', '=', lotteryId)
    .where('kind', '=', 'bundle')
    .where('bundle_month', '=', month)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isStronglyIdentified(db: Queryable, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('sub', '=', userId)
    .where('strongly_authenticated_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function findTokenByHash(db: Queryable, tokenHash: string) {
  return db
    .selectFrom('playable_game_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export function findPurchaseOfToken(db: Queryable, tokenId: number) {
  return db
    .selectFrom('playable_purchases')
    .selectAll()
    .where('game_token_id', '=', tokenId)
    .executeTakeFirst();
}

/** Series of the lottery at this price, oldest first: where a purchase draws from. */
export function seriesForPrice(db: Queryable, lotteryId: number, ticketPrice: number) {
  return db
    .selectFrom('playable_series')
    .selectAll()
    .where('lottery_id', '=', lotteryId)
    .where('ticket_price', '=', ticketPrice)
    .orderBy('id')
    .execute();
}

/**
 * Takes the next `amount` tickets of the pool: one guarded update of the series' sold count, so
 * concurrent purchases get disjoint positions (the update waits for the row). Undefined when fewer are left.
 */
export async function takePositions(
  db: Queryable,
  seriesId: number,
  amount: number,
): Promise<{ from: number; to: number } | undefined> {
  const row = await db
    .updateTable('playable_series')
    .set((eb) => ({ sold: eb('sold', '+', amount) }))
    .where('id', '=', seriesId)
    .where((eb) => eb(eb('sold', '+', amount), '<=', eb.ref('pool_size')))
    .returning('sold')
    .executeTakeFirst();
  if (!row) return undefined;
  return { from: row.sold - amount + 1, to: row.sold };
}

export interface NewPurchase {
  userId: string;
  lotteryId: number;
  seriesId: number;
  gameTokenId: number;
  kind: PurchaseKind;
  bundleMonth: string | null;
  amount: number;
  ticketPrice: number;
  discount: number;
  price: number;
  now: Date;
}

export function insertPurchase(db: Queryable, purchase: NewPurchase) {
  return db
    .insertInto('playable_purchases')
    .values({
      user_id: purchase.userId,
      lottery_id: purchase.lotteryId,
      series_id: purchase.seriesId,
      game_token_id: purchase.gameTokenId,
      kind: purchase.kind,
      bundle_month: purchase.bundleMonth,
      amount: purchase.amount,
      ticket_price: purchase.ticketPrice,
      discount: purchase.discount,
      price: purchase.price,
      created_at: purchase.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function sellPositions(
  db: Queryable,
  seriesId: number,
  positions: { from: number; to: number },
  purchaseId: number,
  userId: string,
  now: Date,
) {
  return db
    .updateTable('playable_tickets')
    .set({ purchase_id: purchaseId, user_id: userId, sold_at: now })
    .where('series_id', '=', seriesId)
    .where('position', '>=', positions.from)
    .where('position', '<=', positions.to)
    .where('purchase_id', 'is', null)
    .returning('id')
    .execute();
}

/** A ticket with what its outcome and history need. */
export function ticketsWithPrize(db: Queryable) {
  return db
    .selectFrom('playable_tickets as t')
    .innerJoin('lotteries as l', 'l.id', 't.lottery_id')
    .leftJoin('playable_prizes as p', 'p.id', 't.prize_id')
    .leftJoin('products as pr', 'pr.id', 'p.product_id')
    .select([
      't.id',
      't.code',
      't.lottery_id',
      't.series_id',
      't.purchase_id',
      't.user_id',
      't.sold_at',
      't.played_at',
      't.credit_event_id',
      'p.value as prize_value',
      'p.transferrable as prize_transferrable',
      'p.product_id as prize_product_id',
      'pr.names as product_names',
      'l.names as lottery_names',
    ]);
}

export interface TicketWithPrize {
  id: number;
  code: string;
  lottery_id: number;
  series_id: number;
  purchase_id: number | null;
  user_id: string | null;
  sold_at: Date | null;
  played_at: Date | null;
  credit_event_id: number | null;
  prize_value: number | null;
  prize_transferrable: boolean | null;
  prize_product_id: number | null;
  product_names: LocalizedStrings | null;
  lottery_names: LocalizedStrings;
}

export async function unplayedTickets(
  db: Queryable,
  userId: string,
  lotteryId: number,
): Promise<TicketWithPrize[]> {
  return ticketsWithPrize(db)
    .where('t.user_id', '=', userId)
    .where('t.lottery_id', '=', lotteryId)
    .where('t.purchase_id', 'is not', null)
    .where('t.played_at', 'is', null)
    .orderBy('t.id')
    .execute();
}

export function ticketsOfPurchase(db: Queryable, purchaseId: number): Promise<TicketWithPrize[]> {
  return ticketsWithPrize(db).where('t.purchase_id', '=', purchaseId).orderBy('t.id').execute();
}

/** Locks the ticket row (a play waits for a concurrent play of the same ticket) and reads it. */
export async function lockTicket(db: Queryable, ticketId: number): Promise<void> {
  await sql`select id from playable_tickets where id = ${ticketId} for update`.execute(db);
}

export function findTicket(db: Queryable, ticketId: number): Promise<TicketWithPrize | undefined> {
  return ticketsWithPrize(db).where('t.id', '=', ticketId).executeTakeFirst();
}

/** Playable balance (SPEC §9): money + extra_wins + game_currency. */
export async function playableBalance(db: Queryable, userId: string): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select(sql<number | string>`coalesce(sum(saldo), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('variety', 'in', PLAYABLE_VARIETIES)
    .where('ticket_series_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function prizesOfSeries(db: Queryable, seriesId: number) {
  return db
    .selectFrom('playable_prizes as p')
    .leftJoin('products as pr', 'pr.id', 'p.product_id')
    .select(['p.id', 'p.count', 'p.value', 'p.transferrable', 'p.product_id', 'pr.names as product_names'])
    .where('p.series_id', '=', seriesId)
    .orderBy('p.index')
    .orderBy('p.id')
    .execute();
}
