/**
 * Request and response shapes of every call of SPEC §7, built from the entities of SPEC §3.
 *
 * The shapes are TypeBox schemas in `schemas/` (the server validates and serialises through them); the
 * types here are their `Static<>` types under the names the app and the design system use. This module
 * imports the schemas as types only, so importing it adds no schema code to a bundle.
 *
 * Conventions for every type here:
 * - Money is integer cents (`1050` is 10,50 €); the JSDoc of each money field says so again.
 * - Times are ISO 8601 strings in UTC (`IsoDateTime`); the app shows them in local time.
 * - Ids are integers; slugs, codes and aliases are strings.
 * - Names and descriptions are lists of language versions; read them with `finnish()`.
 */
import type { Static } from 'typebox';
import type {
  Cents,
  EmptyBody as EmptyBodySchema,
  IsoDateTime,
  ListResponse,
  PageQuery,
  PaymentProviderForm,
  ShopListResponse,
} from './schemas/shared.ts';
import type {
  Account,
  AccountEvent,
  AccountsResponse,
  Bonus,
  BonusListResponse,
  DepositBonusCampaign,
} from './schemas/accounts.ts';
import type {
  Address,
  ContactDetails,
  PasswordChangeRequest,
  Profile,
  ProfileUpdateRequest,
  StrongAuthentication,
  StrongAuthRequest,
  StrongAuthResponse,
  StrongAuthStart,
} from './schemas/users.ts';
import type {
  Claim,
  ClaimCommitRequest,
  ClaimPrize,
  ClaimRequest,
  ClaimResponse,
  ExtraDrawPrize,
  ExtraDrawResult,
  ExtraDrawsResponse,
  ExtraLotteryCommitRequest,
  GiftCodeContactRequest,
  LotteriesQuery,
  Lottery,
  LotteryImage,
  PlayableTicket,
  PlayableTicketBundle,
  PlayableTicketPurchaseVariety,
  PlayableTicketsQuery,
  PlayableTicketsResponse,
  GameEmptyBody,
  UpcomingExtraDraw,
} from './schemas/lotteries.ts';
import type {
  PlaySession,
  RealityCheckIntervalRequest,
  StartGameRequest,
  StartGameResponse,
} from './schemas/playable.ts';
import type {
  CartItem,
  CartResponse,
  CartUpdateRequest,
  Product,
  ProductImage,
  ProductOption,
  ProductOptionsResponse,
  ProductVariation,
  ShopCategory,
  ShopProductsQuery,
} from './schemas/shop.ts';
import type {
  DepositRequest,
  DepositResponse,
  OrderListing,
  OrderPreview,
  OrderProduct,
  OrderRequest,
  OrderResponse,
  OrderWithdrawn,
  PaymentStatus,
  PendingDeposit,
  PendingDepositResponse,
  PendingOrder,
  PendingOrderResponse,
  ProvisionalOrderRequest,
  ResumeOrderRequest,
} from './schemas/orders.ts';
import type {
  CodeSubmissions,
  DefaultLimit,
  Limit,
  LimitConfirmRequest,
  LimitUpdate,
  ProtectionStatus,
  SelfExclusion,
  SelfExclusionRequest,
  SpendingSummary,
  SpendingSummaryReminder,
  SpendingTotals,
} from './schemas/limits.ts';

export type {
  Account,
  AccountEvent,
  AccountsResponse,
  Address,
  Bonus,
  BonusListResponse,
  CartItem,
  CartResponse,
  CartUpdateRequest,
  Cents,
  Claim,
  ClaimCommitRequest,
  ClaimPrize,
  ClaimRequest,
  ClaimResponse,
  CodeSubmissions,
  ContactDetails,
  DefaultLimit,
  DepositBonusCampaign,
  DepositRequest,
  DepositResponse,
  ExtraDrawPrize,
  ExtraDrawResult,
  ExtraDrawsResponse,
  ExtraLotteryCommitRequest,
  GiftCodeContactRequest,
  IsoDateTime,
  Limit,
  LimitConfirmRequest,
  LimitUpdate,
  ListResponse,
  LotteriesQuery,
  Lottery,
  LotteryImage,
  OrderListing,
  OrderPreview,
  OrderProduct,
  OrderRequest,
  OrderResponse,
  OrderWithdrawn,
  PageQuery,
  PasswordChangeRequest,
  PaymentProviderForm,
  PaymentStatus,
  PendingDeposit,
  PendingDepositResponse,
  PendingOrder,
  PendingOrderResponse,
  PlayableTicket,
  PlayableTicketBundle,
  PlayableTicketPurchaseVariety,
  PlayableTicketsQuery,
  PlayableTicketsResponse,
  Product,
  ProductImage,
  ProductOption,
  ProductOptionsResponse,
  ProductVariation,
  Profile,
  ProfileUpdateRequest,
  ProtectionStatus,
  ProvisionalOrderRequest,
  ResumeOrderRequest,
  SelfExclusion,
  SelfExclusionRequest,
  ShopCategory,
  ShopListResponse,
  ShopProductsQuery,
  SpendingSummary,
  SpendingTotals,
  StrongAuthentication,
  StrongAuthRequest,
  StrongAuthResponse,
  StrongAuthStart,
  UpcomingExtraDraw,
};

/** The app's picture of the visitor (SPEC §3 User). */
export type User = AnonymousUser | SignedInUser;

export interface AnonymousUser {
  authenticated: false;
}

export interface SignedInUser extends Profile {
  authenticated: true;
  /** The sign-in claims' name for the phone; the account service calls it `phone`. */
  phone_number?: string;
  accounts: Account[];
  cart: CartResponse;
  bonuses: Bonus[];
}

// ---------------------------------------------------------------------------------------------------
// Value lists (pure constants: the schemas build their enums from them)

export const accountVarieties = [
  'wins',
  'extra_wins',
  'money',
  'bonus',
  'game_currency',
  'payments',
] as const;
export type AccountVariety = (typeof accountVarieties)[number];

/** How the operator publishes an extra draw's winners: initials and city, or the winning ticket. */
export const extraDrawWinnerPublications = ['initials_city', 'ticket'] as const;
export type ExtraDrawWinnerPublication = (typeof extraDrawWinnerPublications)[number];

/** How a product reaches its winner or buyer: by post, by email, or not at all (a money value). */
export const productDeliveries = ['post', 'digital', 'none'] as const;
export type ProductDelivery = (typeof productDeliveries)[number];

export const orderVarieties = ['claim_order', 'gift_order', 'prize_order', 'shop_order'] as const;
export type OrderVariety = (typeof orderVarieties)[number];

export const orderStates = [
  'waiting',
  'cancelled',
  'finished',
  'delivered',
  'waiting_for_claim_commit',
  'waiting_for_delivery',
] as const;
export type OrderState = (typeof orderStates)[number];

export const paymentKinds = ['deposit', 'order'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * created: at the bank; paid; cancelled: the player or the bank cancelled; failed: the provider failed; expired:
 * never finished in time; returned: paid after we had given up on it and not credited (an order no longer held,
 * a deposit the player's limits no longer allow), the money owed back to the payer.
 */
export const paymentStates = ['created', 'paid', 'cancelled', 'failed', 'expired', 'returned'] as const;
export type PaymentState = (typeof paymentStates)[number];

export const transactionVarieties = [
  'bonus',
  'bonus_deposit',
  'correction',
  'deposit',
  'extra_wins',
  'game_currency',
  'money',
  'order_deposit',
  'refund',
  'withdraw',
  'win',
  'win_invalidation',
  'swap_account',
] as const;
export type TransactionVariety = (typeof transactionVarieties)[number];

export const accountEventStates = ['pending', 'completed', 'failed'] as const;
export type AccountEventState = (typeof accountEventStates)[number];

// ---------------------------------------------------------------------------------------------------
// CMS content (static storage, content.json)

export type { CmsContent, ContentSlide, LandingCard } from './schemas/content.ts';

// ---------------------------------------------------------------------------------------------------
// The calls

/**
 * Every call of SPEC §7, keyed by method and path (`{name}` marks a path parameter). `GET /me` and the
 * two `PATCH /me…` calls go to the account service; the rest to the API server. The answer of a call
 * whose `response` is `void` is 204 No Content.
 */
export interface ApiCalls {
  'GET /api/v1/accounts/self': { response: AccountsResponse };
  'GET /api/v1/accounts/bonus/self': { response: BonusListResponse };
  'GET /api/v1/shop/cart': { response: CartResponse };
  'POST /api/v1/shop/cart': { body: CartUpdateRequest; response: CartResponse };
  'GET /api/v1/lotteries': { query: LotteriesQuery; response: ListResponse<Lottery> };
  'GET /api/v1/lotteries/by-slug/{slug}': { params: { slug: string }; response: Lottery };
  'POST /api/v1/lotteries/{id}/claims/': {
    params: { id: number };
    body: ClaimRequest;
    response: ClaimResponse;
  };
  'PUT /api/v1/lotteries/{id}/claims': {
    params: { id: number };
    body: GiftCodeContactRequest;
    response: void;
  };
  'PUT /api/v1/lotteries/{id}/claims/commit': {
    params: { id: number };
    body: ClaimCommitRequest;
    response: void;
  };
  'PUT /api/v1/lotteries/{id}/extra-lottery/commit': {
    params: { id: number };
    body: ExtraLotteryCommitRequest;
    response: void;
  };
  'GET /api/v1/lotteries/{id}/extra-draws': { params: { id: number }; response: ExtraDrawsResponse };
  'GET /api/v1/bonus-campaigns/deposit': { response: DepositBonusCampaign };
  'GET /api/v1/lotteries/{id}/playable-ticket-bundles': {
    params: { id: number };
    query: { current_month: true };
    response: PlayableTicketBundle;
  };
  'GET /api/v1/playable-tickets': { query: PlayableTicketsQuery; response: PlayableTicketsResponse };
  'GET /api/v1/playable-tickets/states': { query: PageQuery; response: ListResponse<PlayableTicket> };
  'GET /api/v1/products/{product_id}': { params: { product_id: number }; response: Product };
  'GET /api/v1/products/{product_id}/options': {
    params: { product_id: number };
    response: ProductOptionsResponse;
  };
  'GET /api/v1/shop/products': { query: ShopProductsQuery; response: ShopListResponse<Product> };
  'GET /api/v1/shop/categories': { response: ShopListResponse<ShopCategory> };
  'GET /api/v1/shop/products/{id}': { params: { id: number }; response: Product };
  'POST /api/v1/shop/orders?provisional=true': { body: ProvisionalOrderRequest; response: OrderPreview };
  'POST /api/v1/shop/orders': { body: OrderRequest; response: OrderResponse };
  'GET /api/v1/shop/orders/pending': { response: PendingOrderResponse };
  'POST /api/v1/shop/orders/{id}/resume': {
    params: { id: number };
    body: ResumeOrderRequest;
    response: OrderResponse;
  };
  'POST /api/v1/shop/orders/{id}/cancel': { params: { id: number }; response: OrderListing };
  'GET /api/v1/payments/{stamp}': { params: { stamp: string }; response: PaymentStatus };
  'GET /api/v1/orders': { query: PageQuery; response: ListResponse<OrderListing> };
  'GET /api/v1/claims': { query: PageQuery; response: ListResponse<Claim> };
  'GET /api/v1/account-events': { query: PageQuery; response: ListResponse<AccountEvent> };
  'POST /api/v2/accounts/deposit': { body: DepositRequest; response: DepositResponse };
  'GET /api/v2/accounts/deposit/pending': { response: PendingDepositResponse };
  'GET /api/v1/users/limits': { response: Limit[] };
  'PATCH /api/v1/users/limits': { body: LimitUpdate[]; response: Limit[] };
  'GET /api/v1/users/default-limits': { response: DefaultLimit[] };
  'POST /api/v1/users/limits/confirm': { body: LimitConfirmRequest; response: Limit[] };
  'GET /api/v1/users/protection': { response: ProtectionStatus };
  'POST /api/v1/users/protection/quick-stop': { body: EmptyBody; response: ProtectionStatus };
  'POST /api/v1/users/protection/self-exclusion': { body: SelfExclusionRequest; response: ProtectionStatus };
  'POST /api/v1/users/protection/self-exclusion/lift-request': {
    body: EmptyBody;
    response: ProtectionStatus;
  };
  'GET /api/v1/users/code-submissions': { response: CodeSubmissions };
  'GET /api/v1/users/spending-summary': { response: SpendingSummary };
  'GET /api/v1/users/spending-summary/reminder': { response: SpendingSummaryReminder };
  'POST /api/v1/users/spending-summary/reminder/acknowledge': {
    body: EmptyBody;
    response: SpendingSummaryReminder;
  };
  'GET /api/v1/users/auth/start': { response: StrongAuthStart };
  'POST /api/v1/users/auth': { body: StrongAuthRequest; response: StrongAuthResponse };
  'POST /api/v1/lotteries/{id}/playable-games': {
    params: { id: number };
    body: StartGameRequest;
    response: StartGameResponse;
  };
  /** The demo twin of the call above: no sign-in, nothing bought, no money moves. */
  'POST /demo-api/v1/lotteries/{id}/playable-games': {
    params: { id: number };
    body: StartGameRequest;
    response: StartGameResponse;
  };
  'GET /api/v1/users/play-session': { response: PlaySession };
  'POST /api/v1/users/play-session/reality-check': {
    body: Static<typeof GameEmptyBody>;
    response: PlaySession;
  };
  'PUT /api/v1/users/play-session/reality-check-interval': {
    body: RealityCheckIntervalRequest;
    response: PlaySession;
  };
  'GET /me': { response: Profile };
  'PATCH /me': { body: ProfileUpdateRequest; response: Profile };
  'PATCH /me/password': { body: PasswordChangeRequest; response: void };
}

export type ApiCall = keyof ApiCalls;

/** The body of an action that takes no parameters: `{}` (the server also accepts none). */
export type EmptyBody = Static<typeof EmptyBodySchema>;

/** The answer of a call: `ApiResponse<'GET /api/v1/accounts/self'>`. */
export type ApiResponse<C extends ApiCall> = ApiCalls[C]['response'];

/** The JSON body of a call, `never` for calls without one. */
export type ApiRequestBody<C extends ApiCall> = ApiCalls[C] extends { body: infer B } ? B : never;

/** The query parameters of a call, `never` for calls without any. */
export type ApiQuery<C extends ApiCall> = ApiCalls[C] extends { query: infer Q } ? Q : never;

/** The path parameters of a call, `never` for calls without any. */
export type ApiPathParams<C extends ApiCall> = ApiCalls[C] extends { params: infer P } ? P : never;
