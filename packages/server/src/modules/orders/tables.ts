import type { ContactDetails, OrderState, OrderVariety } from '@arpa/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of migration 0004_shop owned by the orders. jsonb is written as JSON text. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Cents = ColumnType<number, number | undefined, number>;

export interface OrdersTable {
  id: Generated<number>;
  /** The OIDC subject of the owner, like `accounts.user_id`. */
  user_id: string;
  variety: OrderVariety;
  state: OrderState;
  /** The products' total, integer cents. */
  value: number;
  /** Delivery fee, integer cents; charged only with a money part. */
  delivery_value: Cents;
  withdrawn_wins: Cents;
  withdrawn_extra_wins: Cents;
  withdrawn_bonus: Cents;
  /** The part of `value` paid by bank payment (the payment adds `delivery_value`). */
  order_deposit: Cents;
  contact: ColumnType<Partial<ContactDetails>, string, string>;
  payment_method: string | null;
  /** SHA-256 (hex) of the order token of a waiting order; null once settled. */
  token_hash: string | null;
  created_at: CreatedAt;
  finished_at: Timestamp;
  cancelled_at: Timestamp;
}

export interface OrderProductsTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  quantity: number;
  variation_id: number | null;
  product_option_id: number | null;
  /** The product's price when ordered, integer cents. */
  unit_value: number;
}

/** How much of an order was taken from which account, so that a cancellation refunds exactly that. */
export interface OrderWithdrawalsTable {
  order_id: number;
  account_id: number;
  value: number;
}

export type OrderRow = Selectable<OrdersTable>;
export type OrderProductRow = Selectable<OrderProductsTable>;
