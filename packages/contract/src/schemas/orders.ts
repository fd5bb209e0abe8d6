/** Orders, payments and deposits (SPEC §3, §7). */
import { Type, type Static } from 'typebox';
import { orderStates, orderVarieties, paymentKinds, paymentStates } from '../api.ts';
import { BANKS } from '../constants.ts';
import { OrderListingProduct } from './accounts.ts';
import {
  Cents,
  Id,
  IsoDateTime,
  ListResponse,
  Nullable,
  PaymentProviderForm,
  StringEnum,
  Text,
} from './shared.ts';
import { CartVersion } from './shop.ts';
import { ContactDetails, ContactInput } from './users.ts';

/** One of BANKS, as the app sends it. */
const BankIdSchema = StringEnum(BANKS);
/**
 * A payment method as the server accepts it: any short string, so that an unknown bank answers the
 * catalogue's `invalid_payment_method` rather than a schema error.
 */
const PaymentMethodInput = Text(50);

export const OrderProduct = Type.Object(
  {
    product_id: Id,
    quantity: Type.Integer({ minimum: 1 }),
    variation_id: Type.Optional(Type.Union([Id, Type.Null()])),
    product_option_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
);
export type OrderProduct = Static<typeof OrderProduct>;

const orderProducts = Type.Array(OrderProduct, { minItems: 1 });

/** POST /api/v1/shop/orders. `payment_method` is needed only when part is paid in money. */
/**
 * The version of the cart the order was made from (GET /api/v1/shop/cart): a cart changed since, e.g. ordered
 * in another tab, answers `cart_changed` and nothing is ordered. Without it the products are ordered as sent.
 */
const OrderCartVersion = Type.Optional(CartVersion);

export const OrderRequest = Type.Object({
  products: orderProducts,
  user: ContactDetails,
  payment_method: Nullable(BankIdSchema),
  cart_version: OrderCartVersion,
});
export type OrderRequest = Static<typeof OrderRequest>;

/**
 * POST /api/v1/shop/orders?provisional=true: the cart before the contact step, so the contact may be
 * partial; the postal code is the placeholder PROVISIONAL_ORDER_POSTAL_CODE until the real one is known.
 */
export const ProvisionalOrderRequest = Type.Object({
  products: orderProducts,
  user: Type.Object({ ...ContactInput.properties, postal_code: ContactDetails.properties.postal_code }),
  payment_method: Type.Optional(Nullable(BankIdSchema)),
});
export type ProvisionalOrderRequest = Static<typeof ProvisionalOrderRequest>;

/**
 * The body of POST /api/v1/shop/orders as the server accepts it, provisional or not: contact fields are
 * optional (a missing one of a real order answers `missing_required_user_info`), the payment method is
 * checked by the service.
 */
export const PlaceOrderBody = Type.Object(
  {
    products: orderProducts,
    user: ContactInput,
    payment_method: Type.Optional(Nullable(PaymentMethodInput)),
    cart_version: OrderCartVersion,
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

/** `?provisional=true` asks what the order would cost without placing it. */
export const PlaceOrderQuery = Type.Object(
  { provisional: Type.Boolean({ default: false }) },
  { additionalProperties: false },
);

/** Where the order's value comes from, all in integer cents. */
export const OrderWithdrawn = Type.Object({
  wins: Cents,
  extra_wins: Cents,
  bonus: Cents,
  /** The part paid in money by bank payment; above 0 adds the payment step to the cart wizard. */
  order_deposit: Cents,
});
export type OrderWithdrawn = Static<typeof OrderWithdrawn>;

const orderPreviewFields = {
  /** Products' total in integer cents. */
  value: Cents,
  /** Delivery fee in integer cents; added when part is paid in money. */
  delivery: Type.Object({ value: Cents }),
  withdrawn: OrderWithdrawn,
};

/** Answer of the provisional order: what the order costs and how it is paid. */
export const OrderPreview = Type.Object(orderPreviewFields);
export type OrderPreview = Static<typeof OrderPreview>;

/** Answer of POST /api/v1/shop/orders. `payment_provider` is null when balances pay it all. */
export const OrderResponse = Type.Object({
  id: Type.Integer(),
  ...orderPreviewFields,
  payment_provider: Nullable(PaymentProviderForm),
});
export type OrderResponse = Static<typeof OrderResponse>;

/** What POST /api/v1/shop/orders answers: an OrderResponse, or an OrderPreview (no id, no form) when provisional. */
export const PlaceOrderResponse = Type.Object({
  id: Type.Optional(Type.Integer()),
  ...orderPreviewFields,
  payment_provider: Type.Optional(Nullable(PaymentProviderForm)),
});

/** A row of GET /api/v1/orders. */
export const OrderListing = Type.Object({
  id: Type.Integer(),
  variety: StringEnum(orderVarieties),
  /** `option_names`: the chosen product option (a redeemed prize's or a shop line's), when there is one. */
  products: Type.Array(OrderListingProduct),
  state: StringEnum(orderStates),
  /** Order value in integer cents. */
  value: Cents,
  /** A gift order's prize code (sent to the winner by email and SMS). */
  prize_code: Type.Optional(Nullable(Type.String())),
  created_at: IsoDateTime,
});
export type OrderListing = Static<typeof OrderListing>;

/** GET /api/v1/orders */
export const OrdersResponse = ListResponse(OrderListing);

/**
 * A waiting shop order whose bank payment is still open (GET /api/v1/shop/orders/pending): the withdrawn
 * winnings and the limit headroom stay reserved until it is paid, cancelled or `expires_at` passes.
 */
export const PendingOrder = Type.Object({
  id: Type.Integer(),
  ...orderPreviewFields,
  payment_provider: Type.Optional(Nullable(PaymentProviderForm)),
  products: Type.Array(OrderListingProduct),
  payment_method: Nullable(Type.Unsafe<Static<typeof BankIdSchema>>(Type.String())),
  /** The bank will charge `withdrawn.order_deposit + delivery.value`. */
  expires_at: IsoDateTime,
});
export type PendingOrder = Static<typeof PendingOrder>;

/** GET /api/v1/shop/orders/pending: the player's waiting order, if any. */
export const PendingOrderResponse = Type.Object({ item: Type.Union([Type.Null(), PendingOrder]) });
export type PendingOrderResponse = Static<typeof PendingOrderResponse>;

/** POST /api/v1/shop/orders/{id}/resume: a new bank form for the same waiting order (optionally another bank). */
export const ResumeOrderRequest = Type.Object({ payment_method: Type.Optional(BankIdSchema) });
export type ResumeOrderRequest = Static<typeof ResumeOrderRequest>;
/** The resume body as the server accepts it: no body, `{}` or a payment method the service checks. */
export const ResumeOrderBody = Type.Unsafe<{ payment_method?: string | null } | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { payment_method: Nullable(PaymentMethodInput) },
});

/** GET /api/v1/payments/{stamp}: the player's own payment, read by the page the bank returns to. */
export const PaymentStatus = Type.Object({
  kind: StringEnum(paymentKinds),
  state: StringEnum(paymentStates),
  /** What the bank charges, integer cents. */
  amount: Cents,
  order_id: Nullable(Type.Integer()),
  expires_at: IsoDateTime,
});
export type PaymentStatus = Static<typeof PaymentStatus>;

/** POST /api/v2/accounts/deposit */
export const DepositRequest = Type.Object({
  /** Amount in integer cents (DEPOSIT_MIN_EUR..DEPOSIT_MAX_EUR euros). */
  value: Cents,
  payment_method: BankIdSchema,
  /** The payment's subject line shown by the bank. */
  subject: Type.String({ maxLength: 140 }),
  /** The payer's name. */
  name: Type.String({ maxLength: 140 }),
});
export type DepositRequest = Static<typeof DepositRequest>;

/**
 * The deposit body as the server accepts it. Value and method are optional so that their absence answers
 * the catalogue's `missing_payment_value` / `missing_payment_method`, which the deposit form shows.
 */
export const DepositBody = Type.Object(
  {
    // `nullable` rather than `type: [x, 'null']`: a fraction then fails the type `integer` alone and answers
    // the catalogue's `not_integer` (SPEC §5 "Ei kokonaisluku").
    value: Type.Optional(Type.Unsafe<number | null>({ type: 'integer', nullable: true })),
    payment_method: Type.Optional(Type.Unsafe<string | null>({ ...PaymentMethodInput, nullable: true })),
    subject: Type.Optional(DepositRequest.properties.subject),
    name: Type.Optional(DepositRequest.properties.name),
  },
  { additionalProperties: false },
);
export type DepositBody = Static<typeof DepositBody>;

export const DepositResponse = Type.Object({ payment_provider: PaymentProviderForm });
export type DepositResponse = Static<typeof DepositResponse>;

/**
 * A deposit the player started and has not paid at the bank (GET /api/v2/accounts/deposit/pending): it holds
 * the deposit limit's headroom until it is paid, cancelled or `expires_at` passes.
 */
export const PendingDeposit = Type.Object({
  /** Integer cents. */
  value: Type.Integer(),
  payment_method: Type.Unsafe<Static<typeof BankIdSchema>>(Type.String()),
  expires_at: IsoDateTime,
});
export type PendingDeposit = Static<typeof PendingDeposit>;

/** GET /api/v2/accounts/deposit/pending: the player's newest unpaid deposit, if any. */
export const PendingDepositResponse = Type.Object({ item: Type.Union([Type.Null(), PendingDeposit]) });
export type PendingDepositResponse = Static<typeof PendingDepositResponse>;

/** GET /api/v1/payments/{stamp} */
export const PaymentStampParams = Type.Object({ stamp: Type.String({ maxLength: 100 }) });

/**
 * The query of the bank's return and callback (`/api/v1/payments/return|callback/{success|cancel}`): the
 * signature and the signed `checkout-*` parameters Paytrail adds, all covered by the signature.
 */
export const PaymentResultQuery = Type.Object(
  { signature: Type.Optional(Type.String({ maxLength: 256 })) },
  {
    additionalProperties: false,
    patternProperties: { '^checkout-[a-z-]+$': Type.String({ maxLength: 256 }) },
  },
);
