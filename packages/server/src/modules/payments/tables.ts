import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of migration 0004_shop owned by the payments. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export const paymentKinds = ['deposit', 'order'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** created → paid (credited once), created → cancelled (the payer cancelled), created → failed (provider error). */
export const paymentStates = ['created', 'paid', 'cancelled', 'failed'] as const;
export type PaymentState = (typeof paymentStates)[number];

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
  /** When it was cancelled or failed. */
  settled_at: Timestamp;
}

export type PaymentRow = Selectable<PaymentsTable>;
