import type { PaymentProviderForm } from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { finnishReference, type PaymentResult } from './paytrail.ts';
import { createProviderPayment, type Fetch, type PaymentsConfig } from './provider.ts';
import { lockPaymentById, lockPaymentByStamp, updatePayment } from './repository.ts';
import type { PaymentKind, PaymentRow } from './tables.ts';

/**
 * What a settled payment means for the thing it paid for. Each runs inside the settling transaction, with the
 * payment row locked, at most once per payment.
 */
export interface PaymentOutcome {
  /** The provider confirmed a created payment. */
  paid(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<void>;
  /** The payer cancelled, the bank refused or the provider could not be reached: nothing is credited. */
  cancelled(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<void>;
  /** The provider confirmed a payment we had already given up on: the money must not be lost. */
  paidAfterCancellation(trx: Transaction<Database>, payment: PaymentRow, now: Date): Promise<void>;
}

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
  if (!uuidPattern.test(result.stamp)) throw new ApiError('payment_not_found', 404);
  return db.transaction().execute(async (trx) => {
    const payment = await lockPaymentByStamp(trx, result.stamp);
    if (
      !payment ||
      payment.amount !== result.amount ||
      payment.provider_transaction_id !== result.transactionId ||
      paymentReference(payment) !== result.reference
    ) {
      throw new ApiError('payment_not_found', 404);
    }
    const outcome = context.outcomes[payment.kind];
    const now = context.now();
    if (result.status === 'ok' && payment.state !== 'paid') {
      const paid = await updatePayment(trx, payment.id, { state: 'paid', paid_at: now });
      if (payment.state === 'created') await outcome.paid(trx, paid, now);
      else await outcome.paidAfterCancellation(trx, paid, now);
      return { payment: paid, changed: true };
    }
    if (result.status === 'fail' && payment.state === 'created') {
      const cancelled = await updatePayment(trx, payment.id, { state: 'cancelled', settled_at: now });
      await outcome.cancelled(trx, cancelled, now);
      return { payment: cancelled, changed: true };
    }
    return { payment, changed: false };
  });
}

/** Cancels a created payment on our side (the player gave up on it); a later `ok` still credits the money. */
export async function cancelOpenPayment(
  trx: Transaction<Database>,
  payment: PaymentRow,
  now: Date,
): Promise<PaymentRow> {
  return updatePayment(trx, payment.id, { state: 'cancelled', settled_at: now });
}
