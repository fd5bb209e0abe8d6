import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';

/** The accounts a grant may credit: `bonus`, or `game_currency` (docs/modules/bonus.md). */
export type GrantAccount = 'bonus' | 'game_currency';

export interface DepositCampaign {
  min_deposit: number;
  bonus_value: number;
  valid_days: number | null;
  active: boolean;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Creates or replaces the deposit-bonus campaign. */
export async function setDepositCampaign(
  db: Kysely<Database>,
  campaign: DepositCampaign,
): Promise<DepositCampaign> {
  for (const value of [campaign.min_deposit, campaign.bonus_value])
    if (!Number.isSafeInteger(value) || value <= 0) throw new ApiError('invalid_value');
  if (campaign.valid_days !== null && (!Number.isInteger(campaign.valid_days) || campaign.valid_days <= 0))
    throw new ApiError('invalid_value');
  const row = { ...campaign, updated_at: new Date() };
  await db
    .insertInto('bonus_campaigns')
    .values({ name: 'deposit', ...row })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(row))
    .execute();
  return campaign;
}

/**
 * Called by the deposits module in the transaction that credits a paid deposit: the player's first deposit,
 * when it reaches the active campaign's minimum, earns the deposit bonus (ledger `bonus_deposit` on the
 * bonus account, reason `deposit`, which is what `deposit_bonus_received` reads). Only the first deposit
 * counts; the unique index `bonuses_one_deposit_bonus` makes a second grant impossible however many deposits
 * and callbacks arrive, also two first deposits paid at the same moment.
 */
export async function grantDepositBonus(
  trx: Transaction<Database>,
  payment: { id: number | string; user_id: string; amount: number },
): Promise<boolean> {
  const campaign = await trx
    .selectFrom('bonus_campaigns')
    .selectAll()
    .where('name', '=', 'deposit')
    .where('active', '=', true)
    .executeTakeFirst();
  if (!campaign || Number(payment.amount) < Number(campaign.min_deposit)) return false;
  const earlier = await trx
    .selectFrom('account_events as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select('e.id')
    .where('a.user_id', '=', payment.user_id)
    .where('a.variety', '=', 'money')
    .where('e.variety', '=', 'deposit')
    .where('e.reference', '<>', `payment:${payment.id}`)
    .limit(1)
    .executeTakeFirst();
  if (earlier) return false;
  const bonus = await trx
    .insertInto('bonuses')
    .values({
      user_id: payment.user_id,
      reason: 'deposit',
      value: Number(campaign.bonus_value),
      valid_until:
        campaign.valid_days === null
          ? null
          : sql<Date>`now() + make_interval(days => ${campaign.valid_days})`,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!bonus) return false;
  const account = await ensureAccount(trx, payment.user_id, 'bonus');
  await postLedgerEvent(trx, {
    accountId: account.id,
    type: 'credit',
    variety: 'bonus_deposit',
    value: Number(campaign.bonus_value),
    reference: `bonus:${bonus.id}`,
  });
  return true;
}

export interface ManualGrant {
  /** The player by OIDC subject or by email. */
  user: string;
  value: number;
  reason: string;
  validDays?: number | null;
  account?: GrantAccount;
}

/**
 * The operator's grant to one player, with a reason: credited to the bonus account (ledger `bonus`) or as
 * game currency (ledger `game_currency`), valid for `validDays` when given.
 */
export async function grantManually(db: Kysely<Database>, grant: ManualGrant, now: Date) {
  if (!Number.isSafeInteger(grant.value) || grant.value <= 0) throw new ApiError('invalid_value');
  const reason = grant.reason.trim();
  // `deposit` is the deposit campaign's own reason, read as "deposit bonus received".
  if (reason === '' || reason === 'deposit') throw new ApiError('invalid_input');
  const account = grant.account ?? 'bonus';
  const user = await db
    .selectFrom('users')
    .select('sub')
    .where((eb) => eb.or([eb('sub', '=', grant.user), eb('email', '=', grant.user.toLowerCase())]))
    .executeTakeFirst();
  if (!user) throw new ApiError('user_not_found');
  const validUntil = grant.validDays ? new Date(now.getTime() + grant.validDays * dayMs) : null;
  return db.transaction().execute(async (trx) => {
    const bonus = await trx
      .insertInto('bonuses')
      .values({
        user_id: user.sub,
        reason,
        value: grant.value,
        valid_until: validUntil,
        account_variety: account,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const target = await ensureAccount(trx, user.sub, account);
    const { saldo } = await postLedgerEvent(trx, {
      accountId: target.id,
      type: 'credit',
      variety: account === 'bonus' ? 'bonus' : 'game_currency',
      value: grant.value,
      reference: `bonus:${bonus.id}`,
    });
    return {
      bonus_id: bonus.id,
      user: user.sub,
      account,
      value: grant.value,
      valid_until: validUntil?.toISOString() ?? null,
      saldo,
    };
  });
}

export interface BonusExpiryResult {
  bonuses: number;
  cents: number;
}

/**
 * Expires the bonuses whose time is up. What remains of a bonus is not tracked per bonus, so spending is
 * taken to use the soonest-expiring bonus first: an expiring bonus gives up the part of the account's
 * saldo that the other, still valid bonuses of that account do not cover, at most its own value. One
 * transaction per bonus, the bonus and the account locked, so two runs expire each cent once; the debit is
 * a ledger event (`bonus` or `game_currency`, reference `bonus_expiry:<id>`). Bonus money is never paid out.
 */
export async function expireBonuses(db: Kysely<Database>, now: Date): Promise<BonusExpiryResult> {
  const due = await db
    .selectFrom('bonuses')
    .select('id')
    .where('valid_until', '<=', now)
    .where('expired_at', 'is', null)
    .orderBy('valid_until')
    .orderBy('id')
    .execute();
  const result: BonusExpiryResult = { bonuses: 0, cents: 0 };
  for (const { id } of due) {
    const debited = await db.transaction().execute(async (trx) => {
      const bonus = await trx
        .selectFrom('bonuses')
        .selectAll()
        .where('id', '=', id)
        .where('expired_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!bonus) return null;
      const account = await ensureAccount(trx, bonus.user_id, bonus.account_variety);
      const { saldo } = await trx
        .selectFrom('accounts')
        .select('saldo')
        .where('id', '=', account.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const others = await trx
        .selectFrom('bonuses')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('value'), sql<number>`0`).as('total'))
        .where('user_id', '=', bonus.user_id)
        .where('account_variety', '=', bonus.account_variety)
        .where('id', '<>', bonus.id)
        .where('expired_at', 'is', null)
        .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', now)]))
        .executeTakeFirstOrThrow();
      const debit = Math.max(0, Math.min(Number(bonus.value), Number(saldo) - Number(others.total)));
      if (debit > 0) {
        await postLedgerEvent(trx, {
          accountId: account.id,
          type: 'debit',
          variety: bonus.account_variety === 'bonus' ? 'bonus' : 'game_currency',
          value: debit,
          reference: `bonus_expiry:${bonus.id}`,
        });
      }
      await trx
        .updateTable('bonuses')
        .set({ expired_at: now, expired_value: debit })
        .where('id', '=', bonus.id)
        .execute();
      return debit;
    });
    if (debited !== null) {
      result.bonuses += 1;
      result.cents += debited;
    }
  }
  return result;
}
