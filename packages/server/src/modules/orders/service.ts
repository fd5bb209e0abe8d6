import { createHash, randomBytes } from 'node:crypto';
import {
  BANKS,
  CONTACT_TEXT_FIELDS,
  ORDER_TOKEN_COOKIE,
  POSTAL_CODE_PATTERN,
  type ContactDetails,
  type OrderListing,
  type OrderPreview,
  type OrderResponse,
  type OrderWithdrawn,
  type PendingOrder,
} from '@arpa/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { ensureAccount, postLedgerEvent } from '../accounts/ledger.ts';
import { checkPurchaseAllowed } from '../limits/service.ts';
import { lockOpenPaymentsOfOrder } from '../payments/repository.ts';
import {
  cancelOpenPayment,
  createPayment,
  expireOverduePayments,
  requestPaymentForm,
  type PaymentOutcome,
  type PaymentsContext,
} from '../payments/service.ts';
import type { PaymentRow } from '../payments/tables.ts';
import { listLockedCartItems, removeOrderedFromCart } from '../shop/repository.ts';
import { cartVersion, resolveShopLines, type ResolvedLine } from '../shop/service.ts';
import {
  lockOrder,
  lockWaitingOrderByToken,
  orderLines,
  orderListing,
  orderWithdrawals,
  pendingOrderOf,
  spendableAccounts,
  type SpendableAccount,
  type WithdrawalVariety,
} from './repository.ts';
import type { ContactInput as ContactBody, PlaceOrderBody as OrderBody } from '@arpa/contract/schemas';
import type { OrderRow } from './tables.ts';

/** Delivery fee in cents, charged when part of the order is paid in money (SPEC §9). */
export const ORDER_DELIVERY_FEE_CENTS = 490;

/** How long the order token of a waiting order (ORDER_TOKEN_COOKIE of the contract) lives. */
export const ORDER_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;

const requiredContactFields = CONTACT_TEXT_FIELDS;

export interface PaymentPlan {
  value: number;
  delivery: number;
  withdrawn: OrderWithdrawn;
  withdrawals: { account: SpendableAccount; value: number }[];
}

/**
 * How an order of `value` cents is paid: from the win accounts in spending order (extra wins, bonus, wins)
 * as far as they reach, the rest in money by bank payment (`order_deposit`); a delivery fee is added only
 * when there is a money part.
 */
export function planPayment(value: number, accounts: readonly SpendableAccount[]): PaymentPlan {
  const withdrawn: Record<WithdrawalVariety, number> = { extra_wins: 0, bonus: 0, wins: 0 };
  const withdrawals: PaymentPlan['withdrawals'] = [];
  let remaining = value;
  for (const account of accounts) {
    if (remaining === 0) break;
    const taken = Math.min(account.saldo, remaining);
    if (taken <= 0) continue;
    withdrawals.push({ account, value: taken });
    withdrawn[account.variety] += taken;
    remaining -= taken;
  }
  return {
    value,
    delivery: remaining > 0 ? ORDER_DELIVERY_FEE_CENTS : 0,
    withdrawn: { ...withdrawn, order_deposit: remaining },
    withdrawals,
  };
}

function checkPostalCode(contact: ContactBody): void {
  if (contact.postal_code !== undefined && !POSTAL_CODE_PATTERN.test(contact.postal_code)) {
    throw new ApiError('invalid_postal_code');
  }
}

function completeContact(contact: ContactBody): ContactDetails {
  for (const field of requiredContactFields) {
    if (!contact[field]?.trim()) throw new ApiError('missing_required_user_info');
  }
  checkPostalCode(contact);
  return {
    ...(Object.fromEntries(
      requiredContactFields.map((field) => [field, (contact[field] as string).trim()]),
    ) as Omit<ContactDetails, 'marketing_allowed' | 'advertisement_allowed'>),
    ...(contact.marketing_allowed ? { marketing_allowed: true } : {}),
    ...(contact.advertisement_allowed ? { advertisement_allowed: true } : {}),
  };
}

async function resolveLines(db: Kysely<Database>, body: OrderBody, requireChoices: boolean) {
  const lines = await resolveShopLines(
    db,
    body.products.map((line) => ({
      productId: line.product_id,
      variationId: line.variation_id ?? null,
      productOptionId: line.product_option_id ?? null,
      quantity: line.quantity,
    })),
    { requireChoices },
  );
  if (lines.some((line) => line.product.value <= 0)) throw new ApiError('product_value_not_set');
  return lines;
}

function orderValue(lines: readonly ResolvedLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.value * line.quantity, 0);
}

function toPreview(plan: PaymentPlan): OrderPreview {
  return { value: plan.value, delivery: { value: plan.delivery }, withdrawn: plan.withdrawn };
}

/**
 * POST /shop/orders?provisional=true: what the order would cost and how it would be paid with the current
 * balances. Nothing is stored; the contact may still be partial (postal code placeholder 20780).
 */
export async function previewOrder(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
  body: OrderBody,
  spendOrder?: readonly WithdrawalVariety[],
): Promise<OrderPreview> {
  checkPostalCode(body.user);
  const lines = await resolveLines(db, body, false);
  // Winnings an expired order held are back before the preview counts them.
  await expireOverduePayments(context, db, userId);
  const accounts = await spendableAccounts(db, userId, context.now(), false, spendOrder);
  return toPreview(planPayment(orderValue(lines), accounts));
}

export interface PlacedOrder {
  response: OrderResponse;
  /** The order token to set as a cookie when the order waits for its payment. */
  token: string | null;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function checkBank(method: string | null | undefined): string {
  if (!method) throw new ApiError('missing_payment_method');
  if (!(BANKS as readonly string[]).includes(method)) throw new ApiError('invalid_payment_method');
  return method;
}

/** The amounts of a stored order, as its preview showed them. */
function previewOfOrder(order: OrderRow): OrderPreview {
  return {
    value: order.value,
    delivery: { value: order.delivery_value },
    withdrawn: {
      wins: order.withdrawn_wins,
      extra_wins: order.withdrawn_extra_wins,
      bonus: order.withdrawn_bonus,
      order_deposit: order.order_deposit,
    },
  };
}

/** Product, variation, option → quantity: two orders of the same lines in any order compare equal. */
function lineKeys(
  lines: readonly {
    productId: number;
    variationId: number | null;
    productOptionId: number | null;
    quantity: number;
  }[],
): string {
  const sums = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.productId}/${line.variationId ?? ''}/${line.productOptionId ?? ''}`;
    sums.set(key, (sums.get(key) ?? 0) + line.quantity);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, quantity]) => `${key}x${quantity}`)
    .join(',');
}

/**
 * Gives a waiting order a new bank payment for the same amount: its open payment is cancelled on our side
 * (no refund: the order keeps its withdrawals and its limit reservation) and replaced, so an order has one
 * open payment at a time. A late `ok` for the replaced payment pays for the order if it still waits
 * (`orderOutcome.paidLate`).
 */
async function renewPayment(
  context: PaymentsContext,
  trx: Transaction<Database>,
  order: OrderRow,
  method: string,
): Promise<PaymentRow> {
  const now = context.now();
  for (const open of await lockOpenPaymentsOfOrder(trx, order.id)) await cancelOpenPayment(trx, open, now);
  if (method !== order.payment_method) {
    await trx.updateTable('orders').set({ payment_method: method }).where('id', '=', order.id).execute();
  }
  return createPayment(context, trx, {
    userId: order.user_id,
    kind: 'order',
    orderId: order.id,
    amount: order.order_deposit + order.delivery_value,
    method,
  });
}

function payerOf(contact: Partial<ContactDetails>) {
  return {
    email: contact.email ?? 'asiakas@arpa.invalid',
    firstName: contact.firstname,
    lastName: contact.lastname,
  };
}

/**
 * POST /shop/orders: places the order. In one transaction: if `orderToken` names the player's waiting order
 * with the same products, that order is resumed (a fresh bank form for the same amounts, see `renewPayment`);
 * with other products it is cancelled and refunded first. Then the winnings are withdrawn, and the order is
 * either finished (paid in full) or left waiting with a bank payment for the rest plus delivery. The bank's
 * form is requested after the commit; if that fails, the payment's outcome cancels the order and refunds
 * the withdrawals.
 */
export async function placeOrder(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
  body: OrderBody,
  orderToken: string | undefined,
  spendOrder?: readonly WithdrawalVariety[],
): Promise<PlacedOrder> {
  const contact = completeContact(body.user);
  const lines = await resolveLines(db, body, true);
  const value = orderValue(lines);
  // Whatever expired is released first: its winnings can pay this order, its headroom is free again.
  await expireOverduePayments(context, db, userId);
  const now = context.now();

  const placed = await db.transaction().execute(async (trx) => {
    // Made from a cart that has changed since (another tab ordered it, or changed it): nothing is ordered.
    if (
      body.cart_version !== undefined &&
      cartVersion(await listLockedCartItems(trx, userId)) !== body.cart_version
    ) {
      throw new ApiError('cart_changed');
    }
    if (orderToken) {
      const earlier = await lockWaitingOrderByToken(trx, userId, hashToken(orderToken));
      if (earlier && lineKeys(await orderLines(trx, earlier.id)) === lineKeys(lines)) {
        const method = checkBank(body.payment_method ?? earlier.payment_method);
        const payment = await renewPayment(context, trx, earlier, method);
        return { order: earlier, preview: previewOfOrder(earlier), payment, token: null };
      }
      if (earlier) await cancelOrder(trx, earlier, now);
    }
    const plan = planPayment(value, await spendableAccounts(trx, userId, now, true, spendOrder));
    const money = plan.withdrawn.order_deposit;
    let method: string | null = null;
    if (money > 0) {
      // Paying money is a purchase: refused during a pause, outside play time or past a play limit
      // (counting the money still reserved by other waiting orders). An order paid wholly from winnings
      // is redeeming, which a paused player may still do (SPEC §4).
      await checkPurchaseAllowed(trx, userId, now, money + plan.delivery);
      method = checkBank(body.payment_method);
    }
    const token = money > 0 ? randomBytes(32).toString('base64url') : null;
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        variety: 'shop_order',
        state: money > 0 ? 'waiting' : 'finished',
        value,
        delivery_value: plan.delivery,
        withdrawn_wins: plan.withdrawn.wins,
        withdrawn_extra_wins: plan.withdrawn.extra_wins,
        withdrawn_bonus: plan.withdrawn.bonus,
        order_deposit: money,
        contact: JSON.stringify(contact),
        payment_method: method,
        token_hash: token ? hashToken(token) : null,
        created_at: now,
        finished_at: money > 0 ? null : now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_products')
      .values(
        lines.map((line) => ({
          order_id: order.id,
          product_id: line.productId,
          quantity: line.quantity,
          variation_id: line.variationId,
          product_option_id: line.productOptionId,
          unit_value: line.product.value,
        })),
      )
      .execute();
    for (const withdrawal of plan.withdrawals) {
      await trx
        .insertInto('order_withdrawals')
        .values({ order_id: order.id, account_id: withdrawal.account.id, value: withdrawal.value })
        .execute();
      await postLedgerEvent(trx, {
        accountId: withdrawal.account.id,
        type: 'debit',
        variety: 'withdraw',
        value: withdrawal.value,
        reference: `order:${order.id}`,
      });
    }
    let payment: PaymentRow | null = null;
    if (money > 0) {
      payment = await createPayment(context, trx, {
        userId,
        kind: 'order',
        orderId: order.id,
        amount: money + plan.delivery,
        method: method as string,
      });
    } else {
      await removeOrderedFromCart(trx, userId, lines);
    }
    return { order, preview: toPreview(plan), payment, token };
  });

  const paymentProvider = placed.payment
    ? await requestPaymentForm(
        context,
        db,
        placed.payment,
        payerOf(placed.order.contact),
        `Voittokaupan tilaus ${placed.order.id}`,
      )
    : null;
  return {
    response: { id: placed.order.id, ...placed.preview, payment_provider: paymentProvider },
    token: placed.token,
  };
}

/** GET /shop/orders/pending: the player's newest waiting order with an open payment, or null. */
export async function pendingOrder(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
): Promise<PendingOrder | null> {
  await expireOverduePayments(context, db, userId);
  const pending = await pendingOrderOf(db, userId, context.now());
  if (!pending) return null;
  return {
    id: pending.order.id,
    ...previewOfOrder(pending.order),
    products: pending.products,
    payment_method: pending.order.payment_method as PendingOrder['payment_method'],
    expires_at: pending.expiresAt.toISOString(),
  };
}

/**
 * POST /shop/orders/{id}/resume: a fresh bank form for the player's waiting order, for the same amounts
 * (the reservation is already held, so limits are not checked again). `order_not_pending` once it is not
 * waiting any more (paid, cancelled or expired).
 */
export async function resumeOrder(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
  orderId: number,
  paymentMethod: string | undefined,
): Promise<OrderResponse> {
  await expireOverduePayments(context, db, userId);
  const { order, payment } = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order?.user_id !== userId) throw new ApiError('not_found', 404);
    if (order.state !== 'waiting') throw new ApiError('order_not_pending');
    const method = checkBank(paymentMethod ?? order.payment_method);
    return { order, payment: await renewPayment(context, trx, order, method) };
  });
  const form = await requestPaymentForm(
    context,
    db,
    payment,
    payerOf(order.contact),
    `Voittokaupan tilaus ${order.id}`,
  );
  return { id: order.id, ...previewOfOrder(order), payment_provider: form };
}

/**
 * POST /shop/orders/{id}/cancel: the player gives up a waiting order; every withdrawn cent is refunded and
 * its reservation released. Cancelling a cancelled order answers it again; a finished one cannot be.
 */
export async function cancelOrderByPlayer(
  context: PaymentsContext,
  db: Kysely<Database>,
  userId: string,
  orderId: number,
): Promise<OrderListing> {
  await expireOverduePayments(context, db, userId);
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order?.user_id !== userId) throw new ApiError('not_found', 404);
    if (order.state === 'waiting') await cancelOrder(trx, order, context.now());
    else if (order.state !== 'cancelled') throw new ApiError('order_not_pending');
  });
  const listing = await orderListing(db, userId, orderId);
  if (!listing) throw new ApiError('not_found', 404);
  return listing;
}

/** Cancels a waiting order: refunds exactly what was withdrawn and gives up its open payments. */
async function cancelOrder(trx: Transaction<Database>, order: OrderRow, now: Date): Promise<void> {
  for (const withdrawal of await orderWithdrawals(trx, order.id)) {
    await postLedgerEvent(trx, {
      accountId: withdrawal.account_id,
      type: 'credit',
      variety: 'refund',
      value: withdrawal.value,
      reference: `order:${order.id}`,
    });
  }
  await trx
    .updateTable('orders')
    .set({ state: 'cancelled', cancelled_at: now, token_hash: null })
    .where('id', '=', order.id)
    .execute();
  for (const payment of await lockOpenPaymentsOfOrder(trx, order.id))
    await cancelOpenPayment(trx, payment, now);
}

/**
 * A paid order's money passes through the player's `payments` account (an `order_deposit` in, a `withdraw`
 * out) so that the account events show it, then the order is finished and its lines leave the cart.
 */
async function finishPaidOrder(
  trx: Transaction<Database>,
  payment: PaymentRow,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const account = await ensureAccount(trx, payment.user_id, 'payments');
  const reference = `order:${order.id}`;
  await postLedgerEvent(trx, {
    accountId: account.id,
    type: 'credit',
    variety: 'order_deposit',
    value: payment.amount,
    reference,
  });
  await postLedgerEvent(trx, {
    accountId: account.id,
    type: 'debit',
    variety: 'withdraw',
    value: payment.amount,
    reference,
  });
  await trx
    .updateTable('orders')
    .set({ state: 'finished', finished_at: now, token_hash: null })
    .where('id', '=', order.id)
    .execute();
  await removeOrderedFromCart(trx, payment.user_id, await orderLines(trx, order.id));
}

/**
 * What a bank payment of an order does once settled. Paid: the order is finished. Cancelled: the order is
 * cancelled and its withdrawals refunded. Money confirmed for an order we no longer hold (cancelled by the
 * player or expired) is never credited as playable balance, which would skip strong identification and the
 * deposit limit: the payment is `returned` to the payer (docs/decisions/0017-money-lifecycle.md).
 */
export const orderOutcome: PaymentOutcome = {
  async paid(trx, payment, now) {
    const order = payment.order_id === null ? undefined : await lockOrder(trx, payment.order_id);
    if (order?.state !== 'waiting') return 'returned';
    await finishPaidOrder(trx, payment, order, now);
    return 'paid';
  },
  async cancelled(trx, payment, now) {
    const order = payment.order_id === null ? undefined : await lockOrder(trx, payment.order_id);
    if (order?.state === 'waiting') await cancelOrder(trx, order, now);
  },
  // A payment replaced by a resumed one, paid on the bank page the player still had open, pays for its order
  // if the order still waits (its open payment is cancelled on our side); otherwise the money is returned.
  async paidLate(trx, payment, now) {
    const order = payment.order_id === null ? undefined : await lockOrder(trx, payment.order_id);
    if (order?.state !== 'waiting' || payment.amount !== order.order_deposit + order.delivery_value) {
      return 'returned';
    }
    for (const open of await lockOpenPaymentsOfOrder(trx, order.id)) await cancelOpenPayment(trx, open, now);
    await finishPaidOrder(trx, payment, order, now);
    return 'paid';
  },
  returnPage: (payment) => (payment.state === 'paid' ? '/success' : '/ostoskori'),
  // The anonymous order's token (a shop cart paid at the bank) is spent once the payment is settled.
  cookieClearedOnReturn: ORDER_TOKEN_COOKIE,
};
