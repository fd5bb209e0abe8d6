import {
  BANKS,
  DEPOSIT_MAX_EUR,
  DEPOSIT_MIN_EUR,
  type BankId,
  type PaymentProviderForm,
  type PendingDeposit,
} from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { grantDepositBonus } from '../bonus/service.ts';
import { checkDepositLimit } from '../limits/service.ts';
import {
  createPayment,
  expireOverduePayments,
  requestPaymentForm,
  type ConfirmedMoney,
  type PaymentOutcome,
  type PaymentsContext,
} from '../payments/service.ts';
import type { DepositBody } from '@arpa/contract/schemas';

export const DEPOSIT_MIN_CENTS = DEPOSIT_MIN_EUR * 100;
export const DEPOSIT_MAX_CENTS = DEPOSIT_MAX_EUR * 100;

export interface Depositor {
  /** The OIDC subject, owner of the accounts. */
  userId: string;
  email: string | null;
  stronglyAuthenticated: boolean;
}

interface ValidDeposit {
  value: number;
  method: BankId;
  subject: string;
  name: string;
}

function validate(body: DepositBody): ValidDeposit {
  if (body.value === undefined || body.value === null) throw new ApiError('missing_payment_value');
  if (body.payment_method === undefined || body.payment_method === null || body.payment_method === '') {
    throw new ApiError('missing_payment_method');
  }
  if (!(BANKS as readonly string[]).includes(body.payment_method))
    throw new ApiError('invalid_payment_method');
  if (body.value > DEPOSIT_MAX_CENTS) throw new ApiError('value_too_big');
  if (body.value < DEPOSIT_MIN_CENTS) throw new ApiError('invalid_value');
  return {
    value: body.value,
    method: body.payment_method as BankId,
    subject: body.subject?.trim() || 'Saldon lisäys',
    name: body.name?.trim() ?? '',
  };
}

/**
 * Starts a deposit: checks strong authentication, the amount and the monthly deposit limit (counting
 * deposits whose payment is still open until it is paid, cancelled or expires), records the payment with
 * its deadline and answers the bank's form. The money account is credited only when the provider confirms
 * the payment (`depositOutcome.paid`).
 */
export async function startDeposit(
  context: PaymentsContext,
  db: Kysely<Database>,
  depositor: Depositor,
  body: DepositBody,
): Promise<PaymentProviderForm> {
  if (!depositor.stronglyAuthenticated) throw new ApiError('strong_authentication_required');
  const deposit = validate(body);
  // An abandoned deposit past its deadline releases its headroom before this one is checked.
  await expireOverduePayments(context, db, depositor.userId);
  const now = context.now();

  const payment = await db.transaction().execute(async (trx) => {
    // checkDepositLimit locks the player, so two deposit starts are checked one after the other.
    const limit = await checkDepositLimit(trx, depositor.userId, deposit.value, now);
    if (!limit.allowed) {
      throw new ApiError('deposit_limit', 400, [Math.floor(limit.allowedCents / 100)]);
    }
    return createPayment(context, trx, {
      userId: depositor.userId,
      kind: 'deposit',
      amount: deposit.value,
      method: deposit.method,
    });
  });

  const [firstName, ...rest] = deposit.name.split(/\s+/).filter(Boolean);
  return requestPaymentForm(
    context,
    db,
    payment,
    {
      email: depositor.email ?? 'asiakas@arpa.invalid',
      ...(firstName ? { firstName, lastName: rest.join(' ') || undefined } : {}),
    },
    deposit.subject,
  );
}

async function creditMoney(
  trx: Parameters<PaymentOutcome['paid']>[0],
  payment: Parameters<PaymentOutcome['paid']>[1],
): Promise<ConfirmedMoney> {
  const account = await ensureAccount(trx, payment.user_id, 'money');
  await postLedgerEvent(trx, {
    accountId: account.id,
    type: 'credit',
    variety: 'deposit',
    value: payment.amount,
    reference: `payment:${payment.id}`,
  });
  // The deposit-bonus campaign, in the same transaction (docs/modules/bonus.md).
  await grantDepositBonus(trx, payment);
  return 'paid';
}

/**
 * A deposit confirmed after we had given up on its payment (expired, cancelled or failed) no longer holds any
 * of the monthly deposit limit, and the player may have started other deposits, paused or excluded themselves
 * since. It is credited only if a deposit of its amount could be started now (the checks of `startDeposit`:
 * no pause, quick stop or exclusion, room in the deposit limit); otherwise it is `returned` to the payer, so a
 * late payment never takes a player past their own limit (docs/decisions/0017-money-lifecycle.md).
 */
async function creditLateDeposit(
  trx: Parameters<PaymentOutcome['paid']>[0],
  payment: Parameters<PaymentOutcome['paid']>[1],
  now: Date,
): Promise<ConfirmedMoney> {
  try {
    const limit = await checkDepositLimit(trx, payment.user_id, payment.amount, now);
    if (!limit.allowed) return 'returned';
  } catch (error) {
    if (error instanceof ApiError) return 'returned';
    throw error;
  }
  return creditMoney(trx, payment);
}

/** A confirmed deposit credits the money account once; a cancelled one credits nothing. */
export const depositOutcome: PaymentOutcome = {
  paid: creditMoney,
  cancelled: async () => {},
  // The player paid after all (e.g. at the bank's page after its deadline): credited if the limits allow it now.
  paidLate: creditLateDeposit,
  returnPage: (payment) => (payment.state === 'paid' ? '/tili/lisaa-saldoa/success' : '/tili/lisaa-saldoa'),
};

/**
 * GET /api/v2/accounts/deposit/pending: the player's newest deposit still open at the bank (not paid,
 * cancelled or past its deadline), so that the add-balance page can say it waits there and holds the limit.
 */
export async function pendingDeposit(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
): Promise<PendingDeposit | null> {
  await expireOverduePayments(context, db, userId);
  const row = await db
    .selectFrom('payments')
    .select(['amount', 'method', 'expires_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'deposit')
    .where('state', '=', 'created')
    .where('expires_at', '>', context.now())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return {
    value: row.amount,
    payment_method: row.method as PendingDeposit['payment_method'],
    expires_at: new Date(row.expires_at).toISOString(),
  };
}
