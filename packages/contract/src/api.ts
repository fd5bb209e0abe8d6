/**
 * Request and response shapes of every call of SPEC §7, built from the entities of SPEC §3.
 *
 * Conventions for every type here:
 * - Money is integer cents (`1050` is 10,50 €); the JSDoc of each money field says so again.
 * - Times are ISO 8601 strings in UTC (`IsoDateTime`); the app shows them in local time.
 * - Ids are integers; slugs, codes and aliases are strings.
 * - Names and descriptions are lists of language versions; read them with `finnish()`.
 */
import type { BankId, LimitVariety } from './constants.ts';
import type { LocalizedStrings } from './localized.ts';

/** An ISO 8601 date-time in UTC, e.g. `2025-01-05T08:07:00Z`. */
export type IsoDateTime = string;

/** Integer cents. */
export type Cents = number;

// ---------------------------------------------------------------------------------------------------
// Lists

/** A paged list (`?limit=&offset=`): one page of items and the total count of all of them. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}

/** Paging of the account lists: `limit` is LIST_PAGE_SIZE, `offset` grows by it. */
export interface PageQuery {
  limit: number;
  offset: number;
}

/** A prize-shop list: one page of data and the number of pages (pages count from 1). */
export interface ShopListResponse<T> {
  data: T[];
  meta: { page_count: number };
}

// ---------------------------------------------------------------------------------------------------
// Accounts and bonuses

export const accountVarieties = [
  'wins',
  'extra_wins',
  'money',
  'bonus',
  'game_currency',
  'payments',
] as const;
export type AccountVariety = (typeof accountVarieties)[number];

/** A balance account of the player; win accounts belong to a lottery's ticket series. */
export interface Account {
  id: number;
  variety: AccountVariety;
  /** Balance in integer cents. */
  saldo: Cents;
  lottery: { names: LocalizedStrings } | null;
  /** The ticket series whose wins this account holds; `user_account_validity_end` is labelled "Vanhenemispäivä". */
  ticket_series: { alias: string; user_account_validity_end: IsoDateTime | null } | null;
}

/** GET /api/v1/accounts/self */
export type AccountsResponse = ListResponse<Account>;

/** A bonus granted to the player (e.g. the first-deposit bonus). */
export interface Bonus {
  id: number;
  /** Bonus amount in integer cents. */
  value: Cents;
  lottery: { names: LocalizedStrings } | null;
  valid_until: IsoDateTime | null;
}

/** GET /api/v1/bonus-campaigns/deposit: the deposit bonus on offer (the first deposit of at least `min_deposit`). */
export interface DepositBonusCampaign {
  active: boolean;
  /** Integer cents; null when there is no campaign. */
  min_deposit: Cents | null;
  bonus_value: Cents | null;
  /** Days a granted bonus stays valid; null: it does not expire (or no campaign). */
  valid_days: number | null;
}

/** GET /api/v1/accounts/bonus/self (logged in only). */
export interface BonusListResponse extends ListResponse<Bonus> {
  /** Whether the player already received the deposit bonus described in the CMS content. */
  deposit_bonus_received: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Users, profile and strong authentication

export interface Address {
  street_address: string;
  city: string;
  /** Five digits, see POSTAL_CODE_PATTERN. */
  postal_code: string;
}

/** The name confirmed by strong authentication; it locks first and last name. */
export interface StrongAuthentication {
  first_names: string;
  family_name: string;
}

/** Account service GET /me: the player's profile. */
export interface Profile {
  /** The identity provider's subject. */
  sub: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  address: Address | null;
  /** Marketing consent as the account service stores it (edited on the profile page). */
  marketing_permission: boolean;
  /** Marketing consent given on a contact form. */
  marketing_allowed: boolean;
  /** Partner advertisement consent given on a contact form. */
  advertisement_allowed: boolean;
  /** Null until the one-time strong authentication is done. */
  strongly_authenticated: StrongAuthentication | null;
}

/** Account service PATCH /me. Names are refused (`names_locked`) once strongly authenticated. */
export interface ProfileUpdateRequest {
  account: Partial<Pick<Profile, 'first_name' | 'last_name' | 'email' | 'phone' | 'marketing_permission'>> & {
    address?: Address;
  };
}

/** Account service PATCH /me/password. A wrong current password answers `invalid_credentials`. */
export interface PasswordChangeRequest {
  current_password: string;
  new_password: string;
}

/** POST /api/v1/users/auth: the strong-authentication return's query, sent with the bearer token. */
export interface StrongAuthRequest {
  code: string;
  state: string;
}

/**
 * Answer of POST /api/v1/users/auth. A personal code already verified on another game account answers
 * `personal_code_already_linked` (the app's auth=eventio-error).
 */
export interface StrongAuthResponse {
  strongly_authenticated: StrongAuthentication;
}

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

/**
 * Contact fields of the checkout, the claim commit and the extra draw (all required there). Forms send
 * only checked consents, so a consent is either `true` or absent.
 */
export interface ContactDetails {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  /** Five digits, see POSTAL_CODE_PATTERN. */
  postal_code: string;
  city: string;
  marketing_allowed?: boolean;
  advertisement_allowed?: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Lotteries and claims

export interface LotteryImage {
  variety: 'small' | 'large';
  source: string;
}

/** 0 single tickets, 1 monthly bundle, 2 either. */
export type PlayableTicketPurchaseVariety = 0 | 1 | 2;

export interface Lottery {
  id: number;
  slug: string;
  names: LocalizedStrings;
  descriptions: LocalizedStrings;
  images: LotteryImage[];
  hidden: boolean;
  /** Sort order of the playable list. */
  index: number;
  quick_claim_enabled: boolean;
  extra_lottery_enabled: boolean;
  /** 2: one combined code (code_b from three boxes); 4: two codes (code_a and code_b); other: code_a only. */
  codes_check_type: number;
  /** e.g. `internal.nuorelle-siivet.lottery`, which asks for the ticket's internet code. */
  tags: string[];
  show_balance: boolean;
  playable_lottery_address: string | null;
  /** Ticket prices in integer cents. */
  playable_ticket_prices: { price: Cents }[];
  playable_ticket_bundle_size: number | null;
  /** First-purchase discount in integer cents, until `discount_used`. */
  playable_ticket_discount: Cents | null;
  playable_ticket_purchase_variety: PlayableTicketPurchaseVariety;
}

/** GET /api/v1/lotteries?variety= */
export interface LotteriesQuery {
  variety: 'claimable' | 'playable';
}

/** POST /api/v1/lotteries/{id}/claims/: the check numbers the lottery's codes_check_type asks for. */
export interface ClaimRequest {
  code_a?: string;
  code_b?: string;
}

/** The prize of a registered ticket. `product_id` is null when the ticket did not win. */
export interface ClaimPrize {
  product_id: number | null;
  product_claimable: boolean;
  product_value_transferrable: boolean;
  can_partake_in_extra_lottery: boolean;
  /** Present for a gift-code prize, which is sent to the winner's email and phone. */
  prize_code?: string | null;
  /**
   * How the won product reaches the winner (our addition to SPEC §3): `post` to a street address, `digital`
   * by email (tickets, gift cards), `none` (a money value). Null when the ticket did not win.
   */
  product_delivery?: ProductDelivery | null;
}

/** Answer of POST /api/v1/lotteries/{id}/claims/: the claim with its prize. */
export interface ClaimResponse {
  id: number;
  lottery_id: number;
  prize: ClaimPrize;
}

/** PUT /api/v1/lotteries/{id}/claims: where to send a gift code. */
export interface GiftCodeContactRequest {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** PUT /api/v1/lotteries/{id}/claims/commit */
export interface ClaimCommitRequest extends ContactDetails {
  /** Required when the product has options (`product_requires_option`). */
  product_option_id?: number;
}

/** PUT /api/v1/lotteries/{id}/extra-lottery/commit */
export type ExtraLotteryCommitRequest = ContactDetails;

/** A row of the claim history (GET /api/v1/claims); shown as "Kesken" until `claimed`. */
export interface Claim {
  id: number;
  lottery_names: LocalizedStrings;
  ticket_series_alias: string;
  claimed: boolean;
  /** Prize value in integer cents; null without a prize. */
  product_value: Cents | null;
  prize_code: string | null;
  /** The prize's product; null for a ticket without a win. */
  product_names: LocalizedStrings | null;
  /** The chosen product option, once redeemed with one. */
  product_option_names: LocalizedStrings | null;
  created_at: IsoDateTime;
  /** What this ticket won in the lottery's extra draw; absent or null when it won nothing there. */
  extra_draw_prize?: ExtraDrawPrize | null;
}

/** The prize of an extra draw: a sum credited to `extra_wins`, or a product. */
export interface ExtraDrawPrize {
  /** Integer cents: the sum, or the product's value. */
  value: Cents | null;
  /** The product; null for a money prize. */
  product_names: LocalizedStrings | null;
}

/** How the operator publishes an extra draw's winners: initials and city, or the winning ticket. */
export const extraDrawWinnerPublications = ['initials_city', 'ticket'] as const;
export type ExtraDrawWinnerPublication = (typeof extraDrawWinnerPublications)[number];

/** A scheduled extra draw, as players see it before it is run. */
export interface UpcomingExtraDraw {
  id: number;
  /** Participation closes and the draw is made at this time. */
  closes_at: IsoDateTime;
  winners_count: number;
  prize: ExtraDrawPrize;
  /** SHA-256 (hex) of the draw's secret seed, published before the draw. */
  seed_commitment: string;
}

/** A run extra draw's published result. */
export interface ExtraDrawResult extends UpcomingExtraDraw {
  drawn_at: IsoDateTime;
  participant_count: number;
  /** The seed, revealed after the draw: its SHA-256 is `seed_commitment`. */
  seed: string;
  /** Each winner as the operator chose to publish them, e.g. "M. V., Tampere". */
  winners: { position: number; label: string }[];
}

/** GET /api/v1/lotteries/{id}/extra-draws: the next draw and the results of the run ones, newest first. */
export interface ExtraDrawsResponse {
  next: UpcomingExtraDraw | null;
  results: ExtraDrawResult[];
}

// ---------------------------------------------------------------------------------------------------
// Playable tickets

/** A bought online ticket; shown as "Valmis" when played, "Kesken" otherwise. */
export interface PlayableTicket {
  id: number;
  playable_ticket_code_a: string;
  played: boolean;
  commited_at: IsoDateTime | null;
  created_at: IsoDateTime;
  /** Won value in integer cents; null when nothing was won. */
  prize: Cents | null;
  product_names: LocalizedStrings | null;
  product_option_names: LocalizedStrings | null;
  product_value_transferrable: boolean;
  lottery_names: LocalizedStrings;
}

/** GET /api/v1/playable-tickets?state=purchased&lottery_id= */
export interface PlayableTicketsQuery {
  state: 'purchased';
  lottery_id: number;
}

export interface PlayableTicketsResponse {
  playable_tickets: PlayableTicket[];
  /** Whether the first-purchase discount has been used. */
  discount_used: boolean;
}

/**
 * GET /api/v1/lotteries/{id}/playable-ticket-bundles?current_month=true. No items: this month's bundle is
 * not bought; some `played_amount < amount`: tickets left; all played: the next bundle on the 1st.
 */
export interface PlayableTicketBundle {
  items: { amount: number; played_amount: number }[];
}

// ---------------------------------------------------------------------------------------------------
// Products, prize shop and cart

/** How a product reaches its winner or buyer: by post, by email, or not at all (a money value). */
export const productDeliveries = ['post', 'digital', 'none'] as const;
export type ProductDelivery = (typeof productDeliveries)[number];

export interface ProductImage {
  source: string;
}

export interface ProductVariation {
  id: number;
  name: string;
}

export interface ProductOption {
  id: number;
  names: LocalizedStrings;
  images: ProductImage[];
}

export interface Product {
  id: number;
  custom_id: string | null;
  names: LocalizedStrings;
  descriptions: LocalizedStrings;
  images: ProductImage[];
  /** Price in integer cents. */
  value: Cents;
  hidden: boolean;
  variations: ProductVariation[];
  /** Id of the shop category; null for products outside the shop. */
  category: number | null;
  options: ProductOption[];
}

/** GET /api/v1/products/{product_id}/options */
export type ProductOptionsResponse = ListResponse<ProductOption>;

export interface ShopCategory {
  id: number;
  names: LocalizedStrings;
  default_template: 'product-list';
}

/** GET /api/v1/shop/products?page=&sort=&category_id= */
export interface ShopProductsQuery {
  /** Pages count from 1. */
  page: number;
  sort: 'name' | '-name';
  category_id?: number;
}

export interface CartItem {
  /** The product's id. */
  id: number;
  /** The chosen variation, if the product has variations. */
  option: { label: string; variation_id: number } | null;
  product_option_id: number | null;
}

/** GET /api/v1/shop/cart (also the answer of POST). */
export interface CartResponse {
  items: CartItem[];
}

/** POST /api/v1/shop/cart replaces the whole cart; `option` is the variation id. */
export interface CartUpdateRequest {
  items: { id: number; option: number | null; product_option_id?: number | null }[];
}

// ---------------------------------------------------------------------------------------------------
// Orders and payments

export interface OrderProduct {
  product_id: number;
  quantity: number;
  variation_id: number | null;
  product_option_id: number | null;
}

/** POST /api/v1/shop/orders. `payment_method` is needed only when part is paid in money. */
export interface OrderRequest {
  products: OrderProduct[];
  user: ContactDetails;
  payment_method: BankId | null;
}

/**
 * POST /api/v1/shop/orders?provisional=true: the cart before the contact step, so the contact may be
 * partial; the postal code is the placeholder PROVISIONAL_ORDER_POSTAL_CODE until the real one is known.
 */
export interface ProvisionalOrderRequest {
  products: OrderProduct[];
  user: Partial<ContactDetails> & Pick<ContactDetails, 'postal_code'>;
  payment_method?: BankId | null;
}

/** Where the order's value comes from, all in integer cents. */
export interface OrderWithdrawn {
  wins: Cents;
  extra_wins: Cents;
  bonus: Cents;
  /** The part paid in money by bank payment; above 0 adds the payment step to the cart wizard. */
  order_deposit: Cents;
}

/** Answer of the provisional order: what the order costs and how it is paid. */
export interface OrderPreview {
  /** Products' total in integer cents. */
  value: Cents;
  /** Delivery fee in integer cents; added when part is paid in money. */
  delivery: { value: Cents };
  withdrawn: OrderWithdrawn;
}

/**
 * The bank payment form: the app submits `parameters` as hidden fields in a POST form to `url`.
 */
export interface PaymentProviderForm {
  url: string;
  parameters: { name: string; value: string }[];
}

/** Answer of POST /api/v1/shop/orders. `payment_provider` is null when balances pay it all. */
export interface OrderResponse extends OrderPreview {
  id: number;
  payment_provider: PaymentProviderForm | null;
}

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

/** A row of GET /api/v1/orders. */
export interface OrderListing {
  id: number;
  variety: OrderVariety;
  /** `option_names`: the chosen product option (a redeemed prize's or a shop line's), when there is one. */
  products: {
    product_id: number;
    names: LocalizedStrings;
    quantity: number;
    option_names?: LocalizedStrings | null;
  }[];
  /** A gift order's prize code (sent to the winner by email and SMS). */
  prize_code?: string | null;
  state: OrderState;
  /** Order value in integer cents. */
  value: Cents;
  created_at: IsoDateTime;
}

/**
 * A waiting shop order whose bank payment is still open (GET /api/v1/shop/orders/pending): the withdrawn
 * winnings and the limit headroom stay reserved until it is paid, cancelled or `expires_at` passes.
 */
export interface PendingOrder extends OrderPreview {
  id: number;
  products: OrderListing['products'];
  payment_method: BankId | null;
  /** The bank will charge `withdrawn.order_deposit + delivery.value`. */
  expires_at: IsoDateTime;
}

/** GET /api/v1/shop/orders/pending: the player's waiting order, if any. */
export interface PendingOrderResponse {
  item: PendingOrder | null;
}

/** POST /api/v1/shop/orders/{id}/resume: a new bank form for the same waiting order (optionally another bank). */
export interface ResumeOrderRequest {
  payment_method?: BankId;
}

export const paymentKinds = ['deposit', 'order'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** created: at the bank; paid; cancelled: the player or the bank cancelled; failed: the provider failed; expired: never finished in time. */
export const paymentStates = ['created', 'paid', 'cancelled', 'failed', 'expired'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** GET /api/v1/payments/{stamp}: the player's own payment, read by the page the bank returns to. */
export interface PaymentStatus {
  kind: PaymentKind;
  state: PaymentState;
  /** What the bank charges, integer cents. */
  amount: Cents;
  order_id: number | null;
  expires_at: IsoDateTime;
}

/** POST /api/v2/accounts/deposit */
export interface DepositRequest {
  /** Amount in integer cents (DEPOSIT_MIN_EUR..DEPOSIT_MAX_EUR euros). */
  value: Cents;
  payment_method: BankId;
  /** The payment's subject line shown by the bank. */
  subject: string;
  /** The payer's name. */
  name: string;
}

export interface DepositResponse {
  payment_provider: PaymentProviderForm;
}

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

/**
 * A row of GET /api/v1/account-events. The events an order caused on several accounts (its withdrawals
 * from each winnings account and the money part, or their refunds) are one row per order and type: the
 * sum, the time of the latest, and the order with its products (`order`); other rows have `order: null`.
 */
export interface AccountEvent {
  id: number;
  variety: TransactionVariety;
  state: AccountEventState;
  /** Amount in integer cents, always positive; a `withdraw` is shown negative. */
  value: Cents;
  timestamp: IsoDateTime;
  order: { id: number; products: OrderListing['products'] } | null;
}

// ---------------------------------------------------------------------------------------------------
// Limits

/**
 * A self-imposed limit (GET /api/v1/users/limits). Money limits are integer cents; play_time_start and
 * play_time_end are minutes after local midnight; play_pause is minutes. `value_left` is what the current
 * period still allows. A raised limit waits in `next_value` for the next period; `next_value` equal to
 * LIMIT_REMOVAL_PENDING means the limit is removed then.
 */
export interface Limit {
  variety: LimitVariety;
  value: number | null;
  next_value: number | null;
  value_left: number | null;
  /**
   * The operator's maximum for this variety (GET /api/v1/users/default-limits): in force while `value` is
   * null, so a money limit the player never set still has a `value_left`.
   */
  default_value: number;
  /** For play_pause: when the running pause ends. */
  ends_at?: IsoDateTime | null;
  /**
   * Money limits: when a pending raise (or removal) can be confirmed; it takes effect only when the player
   * confirms it then (POST /api/v1/users/limits/confirm).
   */
  next_from?: IsoDateTime | null;
  /** Money limits: the pending raise's time has come and it waits for the player's "Vahvista". */
  confirmable?: boolean;
}

/** POST /api/v1/users/limits/confirm: confirms the pending raise of one money limit. */
export interface LimitConfirmRequest {
  variety: LimitVariety;
}

/** A running self-exclusion ("Pelikielto"); `until` is null for an indefinite one not yet asked to end. */
export interface SelfExclusion {
  from: IsoDateTime;
  until: IsoDateTime | null;
  indefinite: boolean;
  lift_requested_at: IsoDateTime | null;
}

/** GET /api/v1/users/protection: the player's quick stop, self-exclusion and what they block. */
export interface ProtectionStatus {
  /** When the running quick stop ("Pikatauko") ends. */
  quick_stop_until: IsoDateTime | null;
  self_exclusion: SelfExclusion | null;
  /** No purchase or deposit is possible now: a self-exclusion, quick stop or play pause runs. */
  purchases_blocked: boolean;
  /** Marketing may be shown or sent to the player: false while any of those runs. */
  marketing_allowed: boolean;
  /** The operator requires day and month play limits of the player's own and one is missing. */
  own_limits_required: boolean;
}

/** GET /api/v1/users/code-submissions: the player's ticket-code submissions this month and the cap. */
export interface CodeSubmissions {
  used: number;
  limit: number;
  /** When the count starts again from zero: the first day of next month, 00:00 Helsinki time. */
  resets_at: IsoDateTime;
}

/** What the player deposited, spent on purchases and won in a period, and won − spent (integer cents). */
export interface SpendingTotals {
  /** When the period began; it runs until now. */
  from: IsoDateTime;
  deposited: number;
  spent: number;
  won: number;
  net: number;
}

/** GET /api/v1/users/spending-summary: this calendar month and the last 12 calendar months. */
export interface SpendingSummary {
  this_month: SpendingTotals;
  last_12_months: SpendingTotals;
}

/** POST /api/v1/users/protection/self-exclusion: 3, 6 or 12 months, or `null` for indefinite. */
export interface SelfExclusionRequest {
  months: 3 | 6 | 12 | null;
}

/** One entry of the PATCH /api/v1/users/limits body; `null` clears the limit. */
export interface LimitUpdate {
  variety: LimitVariety;
  value: number | null;
}

/** A row of GET /api/v1/users/default-limits: the largest value the player may set. */
export interface DefaultLimit {
  variety: LimitVariety;
  value: number;
}

// ---------------------------------------------------------------------------------------------------
// CMS content (static storage, content.json)

export interface ContentSlide {
  image?: string;
  content: string;
}

export interface LandingCard {
  title: string;
  text: string;
}

export interface CmsContent {
  landingPage: { slides: ContentSlide[]; cards: [LandingCard, LandingCard, LandingCard] };
  otherLotteries: { slides: ContentSlide[] };
  claimable_lotteries: { slug: string; bottom_description: string }[];
  playable_lotteries: { slug: string; description: string; bottom_description: string; popup: string }[];
  terms: string;
  privacy: string;
  cookies: string;
  playableLotteries: { slides: ContentSlide[]; depositBonus: { description: string } };
}

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
  'GET /api/v1/users/limits': { response: Limit[] };
  'PATCH /api/v1/users/limits': { body: LimitUpdate[]; response: Limit[] };
  'GET /api/v1/users/default-limits': { response: DefaultLimit[] };
  'POST /api/v1/users/limits/confirm': { body: LimitConfirmRequest; response: Limit[] };
  'GET /api/v1/users/protection': { response: ProtectionStatus };
  'POST /api/v1/users/protection/quick-stop': { response: ProtectionStatus };
  'POST /api/v1/users/protection/self-exclusion': { body: SelfExclusionRequest; response: ProtectionStatus };
  'POST /api/v1/users/protection/self-exclusion/lift-request': { response: ProtectionStatus };
  'GET /api/v1/users/code-submissions': { response: CodeSubmissions };
  'GET /api/v1/users/spending-summary': { response: SpendingSummary };
  'POST /api/v1/users/auth': { body: StrongAuthRequest; response: StrongAuthResponse };
  'GET /me': { response: Profile };
  'PATCH /me': { body: ProfileUpdateRequest; response: Profile };
  'PATCH /me/password': { body: PasswordChangeRequest; response: void };
}

export type ApiCall = keyof ApiCalls;

/** The answer of a call: `ApiResponse<'GET /api/v1/accounts/self'>`. */
export type ApiResponse<C extends ApiCall> = ApiCalls[C]['response'];

/** The JSON body of a call, `never` for calls without one. */
export type ApiRequestBody<C extends ApiCall> = ApiCalls[C] extends { body: infer B } ? B : never;

/** The query parameters of a call, `never` for calls without any. */
export type ApiQuery<C extends ApiCall> = ApiCalls[C] extends { query: infer Q } ? Q : never;

/** The path parameters of a call, `never` for calls without any. */
export type ApiPathParams<C extends ApiCall> = ApiCalls[C] extends { params: infer P } ? P : never;
