import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of migration 0004_shop owned by the payments. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export const paymentKinds = ['deposit', 'order'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * created → paid (credited once), created → cancelled (the payer cancelled, or a resumed payment replaced
 * it), created → failed (provider error), created → expired (not finished by `expires_at`). A late `ok`
 * turns any of the last three into paid where the rules allow it then, or into returned (not credited, owed
 * back to the payer): the money is never lost (docs/decisions/0017-money-lifecycle.md).
 */
export { paymentStates, type PaymentState } from '@arpa/contract';
import type { PaymentState } from '@arpa/contract';

export interface PaymentsTable {
  id: Generated<number>;
  /** The OIDC subject of the payer, like `accounts.user_id`. */
  user_id: string;
  kind: PaymentKind;
  order_id: number | null;
  /** Integer cents. */
  amount: number;
  /** The bank (SPEC §2 bank id). */
  method: string;
  /** Our unique id of the payment at the provider (Paytrail `stamp`). */
  stamp: string;
  state: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  provider_transaction_id: string | null;
  created_at: CreatedAt;
  paid_at: Timestamp;
  /** When it was cancelled, failed or expired. */
  settled_at: Timestamp;
  /** The deadline: unpaid by then, the payment expires and its reservation is released. */
  expires_at: Date;
  /** A `returned` payment's refund at the provider (its `refundStamp`), chosen when it became returned. */
  refund_stamp: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the provider confirmed the refund of a `returned` payment. */
  refunded_at: Timestamp;
}

/** Stored answers of idempotent writes (`Idempotency-Key`), kept 24 hours. */
export interface IdempotencyKeysTable {
  user_id: string;
  route: string;
  key: string;
  /** SHA-256 (hex) of the request body, canonical JSON. */
  request_hash: string;
  /** Null while the first request is still running. */
  status: number | null;
  body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export type PaymentRow = Selectable<PaymentsTable>;
