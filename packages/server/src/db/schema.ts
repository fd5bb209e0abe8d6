import type { AccountEventState, AccountVariety, TransactionVariety } from '@arpa/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type * as identity from '../idp/tables.ts';
import type * as bonus from '../modules/bonus/tables.ts';
import type * as catalogue from '../modules/catalogue/tables.ts';
import type * as extraDraw from '../modules/extra-draw/tables.ts';
import type * as jobs from '../modules/jobs/tables.ts';
import type * as limits from '../modules/limits/tables.ts';
import type * as orders from '../modules/orders/tables.ts';
import type * as payments from '../modules/payments/tables.ts';
import type * as playable from '../modules/playable/tables.ts';
import type * as shop from '../modules/shop/tables.ts';
import type * as strongAuth from '../modules/strong-auth/tables.ts';
import type * as ftnSimulator from '../simulators/ftn/tables.ts';

/**
 * The database as Kysely sees it: one interface per table. A module that adds a table adds its interface
 * here and one line to `Database` (and its migration to `migrations/index.ts`).
 */
export interface Database {
  server_secrets: ServerSecretsTable;
  cache_versions: CacheVersionsTable;
  accounts: AccountsTable;
  account_events: AccountEventsTable;
  bonuses: BonusesTable;
  bonus_campaigns: bonus.BonusCampaignsTable;
  users: identity.UsersTable;
  oidc_payloads: identity.OidcPayloadsTable;
  revoked_sessions: identity.RevokedSessionsTable;
  rate_limit_counters: identity.RateLimitCountersTable;
  idp_keys: identity.IdpKeysTable;
  password_reset_tokens: identity.PasswordResetTokensTable;
  lotteries: catalogue.LotteriesTable;
  product_categories: catalogue.ProductCategoriesTable;
  products: catalogue.ProductsTable;
  product_variations: catalogue.ProductVariationsTable;
  product_options: catalogue.ProductOptionsTable;
  ticket_series: catalogue.TicketSeriesTable;
  tickets: catalogue.TicketsTable;
  claims: catalogue.ClaimsTable;
  claim_handovers: catalogue.ClaimHandoversTable;
  claim_orders: catalogue.ClaimOrdersTable;
  extra_lottery_entries: catalogue.ExtraLotteryEntriesTable;
  extra_draws: extraDraw.ExtraDrawsTable;
  extra_draw_winners: extraDraw.ExtraDrawWinnersTable;
  outbox: catalogue.OutboxTable;
  code_attempts: catalogue.CodeAttemptsTable;
  cms_content: catalogue.CmsContentTable;
  ftn_sim_codes: ftnSimulator.FtnSimCodesTable;
  strong_auth_requests: strongAuth.StrongAuthRequestsTable;
  strong_identities: strongAuth.StrongIdentitiesTable;
  user_limits: limits.UserLimitsTable;
  player_protection: limits.PlayerProtectionTable;
  code_submission_counts: limits.CodeSubmissionCountsTable;
  spending_summary_reminders: limits.SpendingSummaryRemindersTable;
  cart_items: shop.CartItemsTable;
  orders: orders.OrdersTable;
  order_products: orders.OrderProductsTable;
  order_withdrawals: orders.OrderWithdrawalsTable;
  payments: payments.PaymentsTable;
  idempotency_keys: payments.IdempotencyKeysTable;
  jobs: jobs.JobsTable;
  playable_series: playable.PlayableSeriesTable;
  playable_prizes: playable.PlayablePrizesTable;
  playable_game_tokens: playable.PlayableGameTokensTable;
  playable_purchases: playable.PlayablePurchasesTable;
  playable_tickets: playable.PlayableTicketsTable;
  playable_demo_tickets: playable.PlayableDemoTicketsTable;
  play_sessions: playable.PlaySessionsTable;
}

/** Written by the database (`now()`), read back as `Date`, never updated. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** What each process may cache, by version: a change bumps `version` (plugins/public-cache.ts). */
export interface CacheVersionsTable {
  name: string;
  /** bigint: read back as a string by `pg`, as a number or bigint by PGlite. */
  version: ColumnType<string | number | bigint, never, string | number | bigint>;
  changed_at: ColumnType<Date, never, Date | string>;
}

/** Secrets the server generates once and keeps (the CSRF key when CSRF_SECRET is not set). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A balance of one user (SPEC §3 Account). Win accounts may belong to a lottery's ticket series. */
export interface AccountsTable {
  id: Generated<number>;
  /** The OIDC subject (`sub`) of the owner. */
  user_id: string;
  variety: AccountVariety;
  /** Integer cents, never negative; only `postLedgerEvent` changes it. */
  saldo: ColumnType<number, number | undefined, number>;
  lottery_id: number | null;
  ticket_series_id: number | null;
  created_at: CreatedAt;
}

/** Which way a ledger event moves the saldo. */
export type LedgerDirection = 'credit' | 'debit';

/** One balance change (SPEC §3 Account event). The saldo of an account is the sum of its events. */
export interface AccountEventsTable {
  id: Generated<number>;
  account_id: number;
  /** What happened, in the words of SPEC §3's transaction type labels. */
  variety: TransactionVariety;
  state: AccountEventState;
  /** Positive integer cents; `type` says the direction. */
  value: number;
  timestamp: CreatedAt;
  type: LedgerDirection;
  /** What caused the event: an order, a payment, a claim… (free text, e.g. `order:12`). */
  reference: string | null;
}

/** A bonus granted to a user (SPEC §3 bonuses); its value is credited to the user's bonus account. */
export interface BonusesTable {
  id: Generated<number>;
  user_id: string;
  /** Why it was granted, e.g. `deposit` for the first-deposit bonus of the CMS content. */
  reason: string;
  value: number;
  lottery_id: number | null;
  valid_until: Date | null;
  created_at: CreatedAt;
  /** Where the value was credited (migration 0013_bonus): the bonus account, or game_currency. */
  account_variety: ColumnType<'bonus' | 'game_currency', 'bonus' | 'game_currency' | undefined, never>;
  /** When the bonus expired (modules/bonus), and how many cents of it were then debited. */
  expired_at: ColumnType<Date | null, never, Date | string>;
  expired_value: ColumnType<number | null, never, number>;
}

export type AccountRow = Selectable<AccountsTable>;
export type AccountEventRow = Selectable<AccountEventsTable>;
export type BonusRow = Selectable<BonusesTable>;
