import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LocalizedString, LotteryImage, ProductImage } from '@arpa/contract';

/**
 * Tables of migration 0003_catalogue. jsonb columns are written as JSON text (`JSON.stringify`), because
 * node-postgres would send a JavaScript array as a PostgreSQL array, and read back as parsed values.
 */
type Json<T> = ColumnType<T, string, string>;
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface LotteriesTable {
  id: Generated<number>;
  slug: string;
  names: JsonWithDefault<LocalizedString[]>;
  descriptions: JsonWithDefault<LocalizedString[]>;
  images: JsonWithDefault<LotteryImage[]>;
  hidden: WithDefault<boolean>;
  index: WithDefault<number>;
  quick_claim_enabled: WithDefault<boolean>;
  extra_lottery_enabled: WithDefault<boolean>;
  /** 2: one combined code (code_b); 4: code_a and code_b; any other value: code_a. */
  codes_check_type: WithDefault<number>;
  tags: JsonWithDefault<string[]>;
  show_balance: WithDefault<boolean>;
  playable_lottery_address: string | null;
  /** Prices in integer cents. */
  playable_ticket_prices: JsonWithDefault<{ price: number }[]>;
  playable_ticket_bundle_size: number | null;
  /** Integer cents. */
  playable_ticket_discount: number | null;
  playable_ticket_purchase_variety: WithDefault<0 | 1 | 2>;
  /** An inactive lottery is listed but refuses claims (`lottery_is_inactive`). */
  active: WithDefault<boolean>;
  created_at: CreatedAt;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  custom_id: string;
  names: JsonWithDefault<LocalizedString[]>;
  default_template: WithDefault<'product-list'>;
  index: WithDefault<number>;
}

/** How a won or bought product reaches the player (the values live in @arpa/contract). */
export { productDeliveries, type ProductDelivery } from '@arpa/contract';
import type { ProductDelivery } from '@arpa/contract';

export interface ProductsTable {
  id: Generated<number>;
  custom_id: string;
  names: JsonWithDefault<LocalizedString[]>;
  descriptions: JsonWithDefault<LocalizedString[]>;
  images: JsonWithDefault<ProductImage[]>;
  /** Integer cents. */
  value: WithDefault<number>;
  hidden: WithDefault<boolean>;
  category_id: number | null;
  /** A gift product's prize is a code sent by email and SMS (the "Ristikkolehtipaketti"). */
  is_gift: WithDefault<boolean>;
  delivery: WithDefault<ProductDelivery>;
  created_at: CreatedAt;
}

export interface ProductVariationsTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  index: WithDefault<number>;
}

export interface ProductOptionsTable {
  id: Generated<number>;
  product_id: number;
  custom_id: string;
  names: JsonWithDefault<LocalizedString[]>;
  images: JsonWithDefault<ProductImage[]>;
  index: WithDefault<number>;
}

export interface TicketSeriesTable {
  id: Generated<number>;
  lottery_id: number;
  alias: string;
  active: WithDefault<boolean>;
  /** When the wins of this series expire ("Vanhenemispäivä"). */
  user_account_validity_end: Timestamp;
  created_at: CreatedAt;
}

export const ticketStates = ['unclaimed', 'claimed', 'invalidated', 'played'] as const;
export type TicketState = (typeof ticketStates)[number];

export interface TicketsTable {
  id: Generated<number>;
  series_id: number;
  lottery_id: number;
  /** Hex HMAC-SHA256 of the normalised codes under TICKET_CODE_KEY; the plain code is never stored. */
  code_hash: string;
  /** The prize; null for a ticket without a win. */
  product_id: number | null;
  /** Prize value in integer cents. */
  value: WithDefault<number>;
  /** The value is credited to the player's wins account when claimed while logged in. */
  transferrable: WithDefault<boolean>;
  /** The prize can be redeemed online (choose an option, "Lunasta"); otherwise we contact the winner. */
  claimable: WithDefault<boolean>;
  state: WithDefault<TicketState>;
  claimed_by_user_id: string | null;
  claimed_at: Timestamp;
  invalidated_at: Timestamp;
  created_at: CreatedAt;
}

export const claimStates = ['pending', 'committed', 'extra'] as const;
export type ClaimState = (typeof claimStates)[number];

/** Contact details stored with a claim or an extra-draw entry (the fields of the form that sent them). */
export type ClaimContact = Record<string, string | boolean>;

export interface ClaimsTable {
  id: Generated<number>;
  ticket_id: number;
  lottery_id: number;
  /** users.id of a signed-in claimant; null for a quick claim. */
  user_id: string | null;
  /** SHA-256 of the quick-claim token of an anonymous claimant. */
  claim_token_hash: string | null;
  state: WithDefault<ClaimState>;
  contact: Json<ClaimContact | null> | null;
  product_option_id: number | null;
  prize_code: string | null;
  /** Integer cents. */
  product_value: number | null;
  created_at: CreatedAt;
  committed_at: Timestamp;
}

/**
 * A previous owner of an unfinished claim whose codes someone else presented (docs/decisions/0021): a
 * signed-in player or a quick-claim token's hash, never both.
 */
export interface ClaimHandoversTable {
  id: Generated<number>;
  claim_id: number;
  from_user_id: string | null;
  from_claim_token_hash: string | null;
  created_at: Date;
}

/** The order (SPEC §3 claim, gift or prize order) of a signed-in player's finished claim; one per claim. */
export interface ClaimOrdersTable {
  claim_id: number;
  order_id: number;
}

export interface ExtraLotteryEntriesTable {
  id: Generated<number>;
  lottery_id: number;
  ticket_id: number;
  user_id: string | null;
  contact: Json<ClaimContact | null> | null;
  created_at: CreatedAt;
  /** The extra draw the entry took part in (migration 0013); null until a draw is run. */
  draw_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  body: string;
  created_at: CreatedAt;
  sent_at: Timestamp;
}

export interface CodeAttemptsTable {
  id: Generated<number>;
  user_id: string | null;
  ip: string;
  attempted_at: ColumnType<Date, Date | string, never>;
  /** True once the lookup found no ticket; earlier rows (reservations before issue 10) never count. */
  failed: ColumnType<boolean, boolean | undefined, never>;
}

export interface CmsContentTable {
  name: string;
  content: Json<unknown>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables above as `Database` lists them. */
export interface CatalogueTables {
  lotteries: LotteriesTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  product_variations: ProductVariationsTable;
  product_options: ProductOptionsTable;
  ticket_series: TicketSeriesTable;
  tickets: TicketsTable;
  claims: ClaimsTable;
  claim_orders: ClaimOrdersTable;
  extra_lottery_entries: ExtraLotteryEntriesTable;
  outbox: OutboxTable;
  code_attempts: CodeAttemptsTable;
  cms_content: CmsContentTable;
}

export type LotteryRow = Selectable<LotteriesTable>;
export type NewLottery = Insertable<LotteriesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type ProductCategoryRow = Selectable<ProductCategoriesTable>;
export type ProductVariationRow = Selectable<ProductVariationsTable>;
export type ProductOptionRow = Selectable<ProductOptionsTable>;
export type TicketSeriesRow = Selectable<TicketSeriesTable>;
export type TicketRow = Selectable<TicketsTable>;
export type ClaimRow = Selectable<ClaimsTable>;
