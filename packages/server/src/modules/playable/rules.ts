import { ApiError } from '../../errors.ts';
import { zonedParts } from '../limits/periods.ts';

/**
 * The pure rules of playable tickets: purchase terms (price, amount, bundle, discount), how a purchase is
 * paid from the playable balance, the pool's shuffle and the demo's draw. No database here; the
 * randomness is passed in (`crypto.randomInt` in production), so every rule is unit-testable.
 */

/** `randomInt(n)`: a uniformly random integer 0 ≤ r < n (node:crypto's randomInt). */
export type RandomInt = (max: number) => number;

/** Single tickets per purchase at most (a monthly bundle is the lottery's bundle size). */
export const maxSingleTickets = 10;

/** A lottery's playable settings (SPEC §3 Lottery). */
export interface PlayableLotterySettings {
  playable_ticket_prices: { price: number }[];
  playable_ticket_bundle_size: number | null;
  playable_ticket_discount: number | null;
  /** 0 single tickets, 1 monthly bundle, 2 either. */
  playable_ticket_purchase_variety: 0 | 1 | 2;
}

export interface PurchaseRequest {
  ticketPrice: number;
  purchaseAmount?: number;
  bundle: boolean;
}

export interface PurchaseTerms {
  amount: number;
  ticketPrice: number;
  bundle: boolean;
  /** Cents taken off the total: the first-purchase discount, at most the total. */
  discount: number;
  /** Cents to debit: amount × ticketPrice − discount. */
  price: number;
}

/**
 * What a purchase costs, or the refusal: the price must be one of the lottery's
 * (`playable_ticket_price_conflict`), the purchase variety must allow single tickets or the bundle
 * (`invalid_value`), a bundle is the lottery's bundle size. The first purchase of a player in the lottery
 * gets the lottery's discount (`discountUsed` false).
 */
export function purchaseTerms(
  lottery: PlayableLotterySettings,
  request: PurchaseRequest,
  discountUsed: boolean,
): PurchaseTerms {
  const prices = lottery.playable_ticket_prices.map((entry) => entry.price);
  if (!prices.includes(request.ticketPrice)) throw new ApiError('playable_ticket_price_conflict');
  const variety = lottery.playable_ticket_purchase_variety;
  let amount: number;
  if (request.bundle) {
    const size = lottery.playable_ticket_bundle_size;
    if (variety === 0 || !size || size < 1) throw new ApiError('invalid_value');
    if (request.purchaseAmount !== undefined && request.purchaseAmount !== size) {
      throw new ApiError('invalid_value');
    }
    amount = size;
  } else {
    if (variety === 1) throw new ApiError('invalid_value');
    amount = request.purchaseAmount ?? 1;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > maxSingleTickets) {
      throw new ApiError('invalid_value');
    }
  }
  const total = amount * request.ticketPrice;
  const discount = discountUsed ? 0 : Math.min(total, Math.max(0, lottery.playable_ticket_discount ?? 0));
  return {
    amount,
    ticketPrice: request.ticketPrice,
    bundle: request.bundle,
    discount,
    price: total - discount,
  };
}

/** The calendar month of `now` in Europe/Helsinki, `YYYY-MM`: a monthly bundle is bought once in it. */
export function helsinkiMonth(now: Date): string {
  const { year, month } = zonedParts(now);
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The accounts a purchase is paid from, in the order they are spent (SPEC §9 playable balance). */
export const purchaseFundingOrder = ['game_currency', 'extra_wins', 'money'] as const;
export type FundingVariety = (typeof purchaseFundingOrder)[number];

/**
 * How `price` is taken from the playable balance: game currency first, then extra wins, then money (the
 * player's own money last). `no_saldo` when the three together are short; nothing is taken then.
 */
export function splitDebit(
  balances: Record<FundingVariety, number>,
  price: number,
): { variety: FundingVariety; value: number }[] {
  const total = purchaseFundingOrder.reduce((sum, variety) => sum + Math.max(0, balances[variety]), 0);
  if (price > total) throw new ApiError('no_saldo');
  const parts: { variety: FundingVariety; value: number }[] = [];
  let left = price;
  for (const variety of purchaseFundingOrder) {
    const value = Math.min(left, Math.max(0, balances[variety]));
    if (value > 0) parts.push({ variety, value });
    left -= value;
  }
  return parts;
}

/** A prize table row as the pool rules see it. */
export interface PrizeCount {
  count: number;
}

/** Refuses a prize table that does not fit its pool (`invalid_value`): more winners than tickets. */
export function checkPrizeTable(poolSize: number, prizes: readonly PrizeCount[]): void {
  if (!Number.isSafeInteger(poolSize) || poolSize < 1) throw new ApiError('invalid_value');
  let winners = 0;
  for (const prize of prizes) {
    if (!Number.isSafeInteger(prize.count) || prize.count < 1) throw new ApiError('invalid_value');
    winners += prize.count;
  }
  if (winners > poolSize) throw new ApiError('invalid_value');
}

/**
 * The pool in order of sale: `poolSize` entries, each the index of its prize table row or null (no win),
 * with exactly `count` entries of each row, shuffled by Fisher–Yates with `randomInt`.
 */
export function shuffledPool(
  poolSize: number,
  prizes: readonly PrizeCount[],
  randomInt: RandomInt,
): (number | null)[] {
  checkPrizeTable(poolSize, prizes);
  const pool: (number | null)[] = [];
  prizes.forEach((prize, index) => {
    for (let n = 0; n < prize.count; n += 1) pool.push(index);
  });
  while (pool.length < poolSize) pool.push(null);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [pool[i], pool[j]] = [pool[j] ?? null, pool[i] ?? null];
  }
  return pool;
}

/**
 * A demo ticket's outcome: a draw from the pool's whole distribution (each row wins with probability
 * count / poolSize), independent of what is sold, so demo shows the real odds without using up the pool.
 */
export function drawDemoPrize(
  poolSize: number,
  prizes: readonly PrizeCount[],
  randomInt: RandomInt,
): number | null {
  let ticket = randomInt(poolSize);
  for (const [index, prize] of prizes.entries()) {
    if (ticket < prize.count) return index;
    ticket -= prize.count;
  }
  return null;
}

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A ticket code such as `K7Q2-9XZ4-PM3C`: twelve characters without look-alikes (0/O, 1/I), 60 random
 * bits, so a pool of millions has no collision in practice (the column is unique all the same).
 */
export function ticketCode(randomInt: RandomInt): string {
  let code = '';
  for (let n = 0; n < 12; n += 1) {
    if (n > 0 && n % 4 === 0) code += '-';
    code += codeAlphabet[randomInt(codeAlphabet.length)];
  }
  return code;
}

export interface SeriesWindow {
  active: boolean;
  ended_at: Date | null;
  valid_from: Date | null;
  valid_until: Date | null;
}

/** Whether a series sells at `now`: active, not ended, inside its validity. */
export function seriesOnSale(series: SeriesWindow, now: Date): boolean {
  if (!series.active || series.ended_at) return false;
  if (series.valid_from && series.valid_from.getTime() > now.getTime()) return false;
  if (series.valid_until && series.valid_until.getTime() <= now.getTime()) return false;
  return true;
}
