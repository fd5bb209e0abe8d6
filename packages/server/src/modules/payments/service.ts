import { randomUUID } from 'node:crypto';
import type { PaymentProviderForm, PaymentStatus } from '@arpa/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { finnishReference, type PaymentResult } from './paytrail.ts';
import {
  createProviderPayment,
  PaymentProviderError,
  refundProviderPayment,
  type Fetch,
  type PaymentsConfig,
} from './provider.ts';
import {
  insertPayment,
  lockPaymentById,
  lockPaymentByStamp,
  updatePayment,
  type NewPayment,
} from './repository.ts';
import type { PaymentKind, PaymentRow } from './tables.ts';

/**
 * What a settled payment means for the thing it paid for. Each runs inside the settling transaction, with the
 * payment row locked, at most once per payment.
 */
export interface PaymentOutcome {
  /** The provider confirmed a created payment. */
  paid(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<ConfirmedMoney>;
  /** The payer cancelled, the bank refused or the provider could not be reached: nothing is credited. */
  cancelled(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<void>;
  /**
   * The provider confirmed a payment we had already given up on (cancelled, replaced, failed or expired):
   * the money is never lost, and never credited where the rules of its kind would refuse it now.
   */
  paidLate(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<ConfirmedMoney>;
  /** The app page the payer's browser returns to from the bank, by the payment's settled state. */
  returnPage(payment: PaymentRow): string;
  /** A cookie of this kind of payment that the browser's return clears once the payment is no longer open. */
  cookieClearedOnReturn?: string;
}

/**
 * What became of money the provider confirmed: `paid`, credited as its kind does; `returned`, not credited
 * and owed back to the payer (the payment's state says so, and the operator returns it through the provider).
 */
export type ConfirmedMoney = 'paid' | 'returned';

export interface PaymentsContext {
  config: PaymentsConfig;
  /** Reaches the provider (in-process for the built-in simulator). */
  fetch: Fetch;
  now: () => Date;
  outcomes: Record<PaymentKind, PaymentOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Bank payments: the provider, its configuration and what each kind of payment does when settled. */
    payments: PaymentsContext;
  }
}

/** The payment's reference number at the bank: a Finnish reference (viitenumero) derived from its id. */
export function paymentReference(payment: Pick<PaymentRow, 'id'>): string {
  return finnishReference(1000 + payment.id);
}

export interface Payer {
  email: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Registers a created payment with the provider and answers the form the app posts to the chosen bank. If
 * the provider cannot be reached or does not offer the bank, the payment fails (its outcome undoes what the
 * caller prepared, e.g. refunds an order's withdrawals) and the call answers an error.
 */
export async function requestPaymentForm(
  context: PaymentsContext,
  db: Kysely<Database>,
  payment: PaymentRow,
  payer: Payer,
  description: string,
): Promise<PaymentProviderForm> {
  const { config } = context;
  const api = `${config.publicUrl}/api/v1/payments`;
  let form: PaymentProviderForm | undefined;
  let failure: unknown;
  try {
    const created = await createProviderPayment(config, context.fetch, {
      stamp: payment.stamp,
      reference: paymentReference(payment),
      amount: payment.amount,
      currency: 'EUR',
      language: 'FI',
      items: [
        { unitPrice: payment.amount, units: 1, vatPercentage: 0, productCode: payment.kind, description },
      ],
      customer: { email: payer.email, firstName: payer.firstName, lastName: payer.lastName },
      redirectUrls: { success: `${api}/return/success`, cancel: `${api}/return/cancel` },
      callbackUrls: { success: `${api}/callback/success`, cancel: `${api}/callback/cancel` },
    });
    await db
      .updateTable('payments')
      .set({ provider_transaction_id: created.transactionId })
      .where('id', '=', payment.id)
      .execute();
    const provider = created.providers.find((candidate) => candidate.id === payment.method);
    if (provider) form = { url: provider.url, parameters: provider.parameters };
    else failure = new ApiError('invalid_payment_method');
  } catch (error) {
    failure = error;
  }
  if (form) return form;

  await db.transaction().execute(async (trx) => {
    const locked = await lockPaymentById(trx, payment.id);
    if (locked?.state !== 'created') return;
    const now = context.now();
    const failed = await updatePayment(trx, payment.id, { state: 'failed', settled_at: now });
    await context.outcomes[failed.kind].cancelled(trx, failed, now);
  });
  if (failure instanceof ApiError) throw failure;
  throw new ApiError('unknown_error', 502, [], { cause: failure });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Settlement {
  payment: PaymentRow;
  /** False when the payment had already been settled this way (a repeated redirect or callback). */
  changed: boolean;
}

/** Stamps are UUIDs; anything else names no payment (and must not reach a uuid cast). */
export function isStamp(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * Applies a verified redirect or callback. The payment row is locked, so however many redirects and
 * callbacks arrive and in whatever order, the created → paid (or → cancelled) transition and its outcome
 * happen once. `pending` and other interim statuses change nothing.
 */
export async function settlePayment(
  context: PaymentsContext,
  db: Kysely<Database>,
  result: PaymentResult,
): Promise<Settlement> {
  if (!isStamp(result.stamp)) throw new ApiError('payment_not_found', 404);
  return db.transaction().execute(async (trx) => {
    await lockOrderOfPayment(trx, { stamp: result.stamp });
    const locked = await lockPaymentByStamp(trx, result.stamp);
    if (
      !locked ||
      locked.amount !== result.amount ||
      locked.provider_transaction_id !== result.transactionId ||
      paymentReference(locked) !== result.reference
    ) {
      throw new ApiError('payment_not_found', 404);
    }
    const outcome = context.outcomes[locked.kind];
    const now = context.now();
    let payment = locked;
    // Past its deadline but not yet expired by the sweep: it expires now, as any read would have expired it
    // (releasing what it held), and this confirmation is a late one.
    const overdue = payment.state === 'created' && payment.expires_at.getTime() <= now.getTime();
    if (overdue) {
      payment = await updatePayment(trx, payment.id, { state: 'expired', settled_at: now });
      await outcome.cancelled(trx, payment, now);
    }
    if (result.status === 'ok' && payment.state !== 'paid' && payment.state !== 'returned') {
      const confirmed =
        payment.state === 'created'
          ? await outcome.paid(trx, payment, now)
          : await outcome.paidLate(trx, payment, now);
      // `paid` or `returned`, with the moment the provider confirmed it either way. Returned money is paid
      // back by a job of the same transaction, under a refund id chosen now (refundReturnedPayment).
      const returned = confirmed === 'returned';
      const settled = await updatePayment(trx, payment.id, {
        state: confirmed,
        paid_at: now,
        ...(returned ? { refund_stamp: randomUUID() } : {}),
      });
      if (returned) {
        await enqueueJob(trx, { name: REFUND_PAYMENT_JOB, payload: { paymentId: payment.id }, runAt: now });
      }
      return { payment: settled, changed: true };
    }
    if (result.status === 'fail' && payment.state === 'created') {
      const cancelled = await updatePayment(trx, payment.id, { state: 'cancelled', settled_at: now });
      await outcome.cancelled(trx, cancelled, now);
      return { payment: cancelled, changed: true };
    }
    return { payment, changed: overdue };
  });
}

/** Cancels a created payment on our side (the player gave up on it); a later `ok` goes to `paidLate`. */
export async function cancelOpenPayment(
  trx: Transaction<Database>,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRow> {
  return updatePayment(trx, payment.id, { state: 'cancelled', settled_at: now });
}

/**
 * Locks the order a payment pays for (if any) before the payment itself is locked: the same order as a
 * player's own cancel or resume (order, then its payments), so the two never deadlock. Answers the
 * payment's state as read before the lock.
 */
async function lockOrderOfPayment(
  trx: Transaction<Database>,
  payment: { id: number } | { stamp: string },
): Promise<string | undefined> {
  let query = trx.selectFrom('payments').select(['order_id', 'state']);
  query = 'id' in payment ? query.where('id', '=', payment.id) : query.where('stamp', '=', payment.stamp);
  const peek = await query.executeTakeFirst();
  if (peek?.order_id !== null && peek?.order_id !== undefined) {
    await trx.selectFrom('orders').select('id').where('id', '=', peek.order_id).forUpdate().execute();
  }
  return peek?.state;
}

/** The job that pays a `returned` payment back to the payer through the provider. */
export const REFUND_PAYMENT_JOB = 'payment.refund';

/**
 * Where the provider reports a refund it could not finish at once (`pending`): the refund callback route
 * (routes.ts), by outcome.
 */
export function refundCallbackUrls(config: PaymentsConfig): { success: string; cancel: string } {
  const base = `${config.publicUrl}/api/v1/payments/refund-callback`;
  return { success: `${base}/success`, cancel: `${base}/cancel` };
}

/**
 * Pays a `returned` payment back through the provider's refund call, inside the job's transaction with the
 * payment row locked: the whole amount, under the refund id chosen when the payment became returned, so a
 * retry after a lost answer or a crash names the same refund and the payer is paid back once. `ok`: the
 * payment is marked refunded. `pending`: the provider reports the outcome to the refund callback later.
 * `fail`, an error or no answer: the job fails and is retried (jobs/queue.ts: a minute later, five attempts);
 * a payment still not refunded stays in the operator's list (admin-routes.ts).
 */
export async function refundReturnedPayment(
  context: PaymentsContext,
  trx: Transaction<Database>,
  paymentId: number,
): Promise<'refunded' | 'pending' | 'nothing'> {
  const payment = await lockPaymentById(trx, paymentId);
  if (!payment || payment.state !== 'returned' || payment.refunded_at !== null) return 'nothing';
  if (!payment.refund_stamp || !payment.provider_transaction_id) {
    throw new PaymentProviderError(`Payment ${payment.id} has no refund id or provider transaction`);
  }
  const answer = await refundProviderPayment(context.config, context.fetch, payment.provider_transaction_id, {
    amount: payment.amount,
    refundStamp: payment.refund_stamp,
    refundReference: paymentReference(payment),
    callbackUrls: refundCallbackUrls(context.config),
  });
  if (answer.status === 'pending') return 'pending';
  if (answer.status !== 'ok')
    throw new PaymentProviderError(`The provider refused the refund: ${answer.status}`);
  await updatePayment(trx, payment.id, { refunded_at: context.now() });
  return 'refunded';
}

/**
 * The provider's report of a refund that was `pending`: a refund of ours by its stamp is marked refunded
 * once; a failed one stays in the operator's list. Nothing else changes.
 */
export async function settleRefund(
  context: PaymentsContext,
  db: Kysely<Database>,
  refundStamp: string,
  ok: boolean,
): Promise<boolean> {
  if (!isStamp(refundStamp)) return false;
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('refund_stamp', '=', refundStamp)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return false;
    if (ok && payment.state === 'returned' && payment.refunded_at === null) {
      await updatePayment(trx, payment.id, { refunded_at: context.now() });
    }
    return true;
  });
}

/** The job that expires one payment at its deadline. */
export const EXPIRE_PAYMENT_JOB = 'payment.expire';

/**
 * Records a created payment with its deadline (the app's clock + PAYMENT_LIFETIME_MINUTES) and, in the same
 * transaction, the job that expires it then.
 */
export async function createPayment(
  context: PaymentsContext,
  trx: Transaction<Database>,
  payment: Omit<NewPayment, 'createdAt' | 'expiresAt'>,
): Promise<PaymentRow> {
  const createdAt = context.now();
  const expiresAt = new Date(createdAt.getTime() + context.config.lifetimeMinutes * 60_000);
  const row = await insertPayment(trx, { ...payment, createdAt, expiresAt });
  await enqueueJob(trx, { name: EXPIRE_PAYMENT_JOB, payload: { paymentId: row.id }, runAt: expiresAt });
  return row;
}

/**
 * Expires the payment if it is still created and past its deadline by the app's clock: state `expired`,
 * then its kind's `cancelled` outcome (an order is cancelled and refunded; a deposit releases its limit
 * headroom). The order (if any) is locked before the payment, in the same order as a player's own
 * cancellation, and the state check under the row lock makes a second run change nothing.
 */
export async function expireIfOverdue(
  context: PaymentsContext,
  trx: Transaction<Database>,
  paymentId: number,
): Promise<boolean> {
  if ((await lockOrderOfPayment(trx, { id: paymentId })) !== 'created') return false;
  const payment = await lockPaymentById(trx, paymentId);
  const now = context.now();
  if (payment?.state !== 'created' || payment.expires_at.getTime() > now.getTime()) return false;
  const expired = await updatePayment(trx, payment.id, { state: 'expired', settled_at: now });
  await context.outcomes[expired.kind].cancelled(trx, expired, now);
  return true;
}

/**
 * Expires every overdue payment (of one player, when `userId` is given), each in its own transaction.
 * Called by the periodic sweep and lazily before a player's pending money is read or changed, so a slow
 * worker never shows a stale reservation. Answers how many expired here.
 */
export async function expireOverduePayments(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId?: string,
): Promise<number> {
  let query = db
    .selectFrom('payments')
    .select('id')
    .where('state', '=', 'created')
    .where('expires_at', '<=', context.now())
    .orderBy('expires_at')
    .limit(500);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  let expired = 0;
  for (const { id } of await query.execute()) {
    if (await db.transaction().execute((trx) => expireIfOverdue(context, trx, id))) expired += 1;
  }
  return expired;
}

/** How long an idempotent write's stored answer is kept. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * The minute sweep: every overdue payment expires; stored idempotent answers and finished jobs older than a
 * day go.
 */
export async function sweepPayments(context: PaymentsContext, db: Kysely<Database>): Promise<number> {
  const expired = await expireOverduePayments(context, db);
  await db
    .deleteFrom('jobs')
    .where('state', '=', 'completed')
    .where('done_at', '<', new Date(context.now().getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))
    .execute();
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${IDEMPOTENCY_KEY_LIFETIME_MS / 1000})`)
    .execute();
  return expired;
}

/** GET /api/v1/payments/{stamp}: the player's own payment, after expiring what is overdue. */
export async function paymentStatus(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
  stamp: string,
): Promise<PaymentStatus> {
  if (!isStamp(stamp)) throw new ApiError('payment_not_found', 404);
  await expireOverduePayments(context, db, userId);
  const payment = await db
    .selectFrom('payments')
    .select(['kind', 'state', 'amount', 'order_id', 'expires_at'])
    .where('stamp', '=', stamp)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!payment) throw new ApiError('payment_not_found', 404);
  return {
    kind: payment.kind,
    state: payment.state,
    amount: payment.amount,
    order_id: payment.order_id,
    expires_at: payment.expires_at.toISOString(),
  };
}
