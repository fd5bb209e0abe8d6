import type { LimitVariety } from '@arpa/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { noProtection, type ProtectionState } from './protection.ts';
import type { LimitState } from './rules.ts';

type Db = Kysely<Database>;

export async function limitRows(db: Db, userId: string): Promise<Map<LimitVariety, LimitState>> {
  const rows = await db
    .selectFrom('user_limits')
    .select(['variety', 'value', 'next_value', 'next_from', 'paused_until', 'needs_confirmation'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map(({ variety, ...state }) => [variety, state]));
}

// The first key of this module's transaction-scoped advisory locks; the second is the player's.
const limitsLockSpace = 0x4c494d; // "LIM"

/**
 * Holds a lock on the player until the caller's transaction ends, so that one player's limit changes,
 * purchases and deposits are checked one after another: the second sees what the first committed. An
 * advisory lock, because the ledger's owner key (the OIDC subject) need not have a users row.
 */
export async function lockPlayer(db: Db, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${limitsLockSpace}, hashtext(${userId}))`.execute(db);
}

export async function saveLimit(db: Db, userId: string, variety: LimitVariety, state: LimitState, now: Date) {
  await db
    .insertInto('user_limits')
    .values({ user_id: userId, variety, ...state, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'variety']).doUpdateSet({ ...state, updated_at: now }),
    )
    .execute();
}

export async function protectionRow(db: Db, userId: string): Promise<ProtectionState> {
  const row = await db
    .selectFrom('player_protection')
    .select([
      'quick_stop_until',
      'excluded_from',
      'excluded_until',
      'exclusion_indefinite',
      'lift_requested_at',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? noProtection;
}

export async function saveProtection(db: Db, userId: string, state: ProtectionState, now: Date) {
  await db
    .insertInto('player_protection')
    .values({ user_id: userId, ...state, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...state, updated_at: now }))
    .execute();
}

/**
 * The accounts whose debits are purchases: money and game currency (tickets), and the payments account
 * an order's bank-paid part passes through (an `order_deposit` in, a `withdraw` out). Spending winnings
 * (wins, extra_wins, bonus) in the prize shop is redeeming, not play; extra wins spent on playable tickets
 * are play and count by their reference (`purchasesIn`).
 */
export const purchaseAccountVarieties = ['money', 'game_currency', 'payments'] as const;

/** The reference prefix of a playable ticket purchase's debits (`playable_purchase:<id>`, modules/playable). */
export const playablePurchaseReference = 'playable_purchase:';

export interface Window {
  from: Date;
  to: Date;
}

/**
 * What the player spent on purchases in each window: completed debits from the purchase accounts.
 * Corrections and account swaps are bookkeeping, not play. Refunds are not netted: a refund gives back
 * winnings an order had withdrawn, which never were a purchase.
 */
export async function purchasesIn(db: Db, userId: string, windows: readonly Window[]): Promise<number[]> {
  if (windows.length === 0) return [];
  const earliest = new Date(Math.min(...windows.map((window) => window.from.getTime())));
  const latest = new Date(Math.max(...windows.map((window) => window.to.getTime())));
  const sums = windows.map((window, index) =>
    sql<number>`coalesce(sum(e.value) filter (where e.timestamp >= ${window.from} and e.timestamp < ${window.to}), 0)`.as(
      `w${index}`,
    ),
  );
  const row = await db
    .selectFrom('account_events as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select(sums)
    .where('a.user_id', '=', userId)
    // A playable ticket is play whatever account pays for it: its debits from extra wins count too (they
    // used to be checked against the limit and never counted, so the limit never bound them).
    .where((eb) =>
      eb.or([
        eb('a.variety', 'in', purchaseAccountVarieties),
        eb('e.reference', 'like', `${playablePurchaseReference}%`),
      ]),
    )
    .where('e.type', '=', 'debit')
    .where('e.variety', 'not in', ['correction', 'swap_account'])
    .where('e.state', '=', 'completed')
    .where('e.timestamp', '>=', earliest)
    .where('e.timestamp', '<', latest)
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | string>;
  return windows.map((_, index) => Number(values[`w${index}`]));
}

/** Completed deposits (bank payments credited to the money account) in the window. */
export async function depositsIn(db: Db, userId: string, window: Window): Promise<number> {
  const row = await db
    .selectFrom('account_events as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select(sql<number>`coalesce(sum(e.value), 0)`.as('total'))
    .where('a.user_id', '=', userId)
    .where('a.variety', '=', 'money')
    .where('e.type', '=', 'credit')
    .where('e.variety', '=', 'deposit')
    .where('e.state', '=', 'completed')
    .where('e.timestamp', '>=', window.from)
    .where('e.timestamp', '<', window.to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Money still reserved by open bank payments of `kind` created in each window: a waiting order's money part
 * plus delivery (the payment's amount), or a started deposit. Only unexpired created payments count; a
 * paid one is counted by its ledger events instead, a cancelled or expired one releases its headroom.
 */
export async function openPaymentsIn(
  db: Db,
  userId: string,
  kind: 'order' | 'deposit',
  windows: readonly Window[],
  now: Date,
): Promise<number[]> {
  if (windows.length === 0) return [];
  const sums = windows.map((window, index) =>
    sql<number>`coalesce(sum(amount) filter (where created_at >= ${window.from} and created_at < ${window.to}), 0)`.as(
      `w${index}`,
    ),
  );
  const row = await db
    .selectFrom('payments')
    .select(sums)
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('state', '=', 'created')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  const values = row as Record<string, number | string>;
  return windows.map((_, index) => Number(values[`w${index}`]));
}

/**
 * Winnings credited in the window: completed `win` (tickets, claimed prizes) and `extra_wins` (extra draws)
 * credits to any account.
 */
export async function winningsIn(db: Db, userId: string, window: Window): Promise<number> {
  const row = await db
    .selectFrom('account_events as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select(sql<number>`coalesce(sum(e.value), 0)`.as('total'))
    .where('a.user_id', '=', userId)
    .where('e.type', '=', 'credit')
    .where('e.variety', 'in', ['win', 'extra_wins'])
    .where('e.state', '=', 'completed')
    .where('e.timestamp', '>=', window.from)
    .where('e.timestamp', '<', window.to)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
