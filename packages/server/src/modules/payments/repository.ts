import { randomUUID } from 'node:crypto';
import type { Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PaymentKind, PaymentRow, PaymentsTable } from './tables.ts';

export interface NewPayment {
  userId: string;
  kind: PaymentKind;
  orderId?: number | null;
  /** Integer cents. */
  amount: number;
  method: string;
  /** The app's clock at creation, and the deadline. */
  createdAt: Date;
  expiresAt: Date;
}

export function insertPayment(trx: Transaction<Database>, payment: NewPayment): Promise<PaymentRow> {
  return trx
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      kind: payment.kind,
      order_id: payment.orderId ?? null,
      amount: payment.amount,
      method: payment.method,
      stamp: randomUUID(),
      created_at: payment.createdAt,
      expires_at: payment.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The payment with this stamp, locked until the transaction ends, so that one settlement runs at a time. */
export function lockPaymentByStamp(
  trx: Transaction<Database>,
  stamp: string,
): Promise<PaymentRow | undefined> {
  return trx.selectFrom('payments').selectAll().where('stamp', '=', stamp).forUpdate().executeTakeFirst();
}

export function lockPaymentById(trx: Transaction<Database>, id: number): Promise<PaymentRow | undefined> {
  return trx.selectFrom('payments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The unsettled payments of an order, locked. */
export function lockOpenPaymentsOfOrder(trx: Transaction<Database>, orderId: number): Promise<PaymentRow[]> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'created')
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function updatePayment(
  trx: Transaction<Database>,
  id: number,
  changes: Updateable<PaymentsTable>,
): Promise<PaymentRow> {
  return trx
    .updateTable('payments')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
