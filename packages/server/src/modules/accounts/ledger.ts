import type { AccountVariety, TransactionVariety } from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AccountEventRow, AccountRow, Database, LedgerDirection } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';

/** The balances every player has from their first look at the account page. */
export const standardAccountVarieties = [
  'money',
  'wins',
  'extra_wins',
  'bonus',
  'game_currency',
] as const satisfies readonly AccountVariety[];

export interface AccountLink {
  lotteryId?: number | null;
  ticketSeriesId?: number | null;
}

/** The user's account of this variety (and ticket series), created with saldo 0 when missing. */
export async function ensureAccount(
  db: Kysely<Database>,
  userId: string,
  variety: AccountVariety,
  link: AccountLink = {},
): Promise<AccountRow> {
  const ticketSeriesId = link.ticketSeriesId ?? null;
  await db
    .insertInto('accounts')
    .values({
      user_id: userId,
      variety,
      lottery_id: link.lotteryId ?? null,
      ticket_series_id: ticketSeriesId,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('variety', '=', variety)
    .where(({ eb }) => eb('ticket_series_id', 'is not distinct from', ticketSeriesId))
    .executeTakeFirstOrThrow();
}

/** Creates the standard accounts a user lacks; existing ones are left as they are. */
export async function ensureStandardAccounts(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('accounts')
    .values(standardAccountVarieties.map((variety) => ({ user_id: userId, variety })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export interface LedgerEventInput {
  accountId: number;
  /** `credit` adds to the saldo, `debit` takes from it. */
  type: LedgerDirection;
  /** What happened (SPEC §3 transaction type), shown in the account events list. */
  variety: TransactionVariety;
  /** Positive integer cents. */
  value: number;
  /** What caused it, e.g. `order:12` or a payment reference. */
  reference?: string | null;
  /**
   * When it happened by the app's clock (the one the limits' windows are read with); default the
   * database's clock. The same moment in production; under an injected or moved clock (tests, TEST_CLOCK)
   * a purchase stamped by the database would fall outside the window that should count it.
   */
  at?: Date;
}

export interface LedgerEventResult {
  event: AccountEventRow;
  /** The account's saldo after the event. */
  saldo: number;
}

/**
 * The only way a saldo changes: moves the account's saldo and records the event in the caller's
 * transaction, so the two always commit or roll back together. A debit that would overdraw the account is
 * refused with `no_saldo` and changes nothing. The update itself checks the saldo, so two concurrent
 * debits cannot both spend the same cents.
 */
export async function postLedgerEvent(
  trx: Transaction<Database>,
  input: LedgerEventInput,
): Promise<LedgerEventResult> {
  if (!Number.isSafeInteger(input.value) || input.value <= 0) {
    throw new RangeError(`A ledger event moves a positive whole number of cents, not ${input.value}`);
  }
  const delta = input.type === 'credit' ? input.value : -input.value;
  const account = await trx
    .updateTable('accounts')
    .set((eb) => ({ saldo: eb('saldo', '+', delta) }))
    .where('id', '=', input.accountId)
    .where((eb) => eb(eb('saldo', '+', delta), '>=', 0))
    .returning(['saldo'])
    .executeTakeFirst();
  if (!account) {
    const exists = await trx
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', input.accountId)
      .executeTakeFirst();
    if (!exists) throw new Error(`Ledger event for account ${input.accountId}, which does not exist`);
    throw new ApiError('no_saldo');
  }
  const event = await trx
    .insertInto('account_events')
    .values({
      account_id: input.accountId,
      variety: input.variety,
      state: 'completed',
      value: input.value,
      type: input.type,
      reference: input.reference ?? null,
      ...(input.at ? { timestamp: input.at } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { event, saldo: account.saldo };
}

export interface BonusGrant {
  userId: string;
  /** Why, e.g. `deposit` for the first-deposit bonus. */
  reason: string;
  /** Positive integer cents. */
  value: number;
  lotteryId?: number | null;
  validUntil?: Date | null;
}

/** Records a bonus and credits its value to the user's bonus account, in the caller's transaction. */
export async function grantBonus(trx: Transaction<Database>, grant: BonusGrant): Promise<LedgerEventResult> {
  const bonus = await trx
    .insertInto('bonuses')
    .values({
      user_id: grant.userId,
      reason: grant.reason,
      value: grant.value,
      lottery_id: grant.lotteryId ?? null,
      valid_until: grant.validUntil ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await ensureAccount(trx, grant.userId, 'bonus');
  return postLedgerEvent(trx, {
    accountId: account.id,
    type: 'credit',
    variety: 'bonus',
    value: grant.value,
    reference: `bonus:${bonus.id}`,
  });
}
