import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of migration 0012_playable (docs/playable-api.md). Money is integer cents. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A finite pool of one lottery at one ticket price, sold in `position` order. */
export interface PlayableSeriesTable {
  id: Generated<number>;
  lottery_id: number;
  alias: string;
  ticket_price: number;
  pool_size: number;
  /** How many tickets of the pool are sold: the next purchase takes positions `sold + 1…`. */
  sold: WithDefault<number>;
  active: WithDefault<boolean>;
  valid_from: Timestamp;
  /** Sales end; the series is then ended (unplayed tickets played automatically). */
  valid_until: Timestamp;
  ended_at: Timestamp;
  created_at: CreatedAt;
}

/** A row of the prize table: `count` tickets of the pool win `value` (and the product, if any). */
export interface PlayablePrizesTable {
  id: Generated<number>;
  series_id: number;
  count: number;
  value: number;
  product_id: number | null;
  /** The value is credited to the winner's wins balance when the ticket is played. */
  transferrable: WithDefault<boolean>;
  index: WithDefault<number>;
}

export interface PlayableGameTokensTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  demo: boolean;
  /** The player (OIDC subject); null for a demo token. */
  user_id: string | null;
  lottery_id: number;
  ticket_price: number;
  purchase_amount: number;
  bundle: WithDefault<boolean>;
  expires_at: Date;
  finished_at: Timestamp;
  finish_reason: string | null;
  created_at: CreatedAt;
  /** The sign-in session (id token `sid`) the game was started in; its end ends the game's token. */
  sid: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first-purchase discount (cents) the game was given at start; null for tokens made before it. */
  discount: ColumnType<number | null, number | null | undefined, number | null>;
}

export type PurchaseKind = 'single' | 'bundle';

export interface PlayablePurchasesTable {
  id: Generated<number>;
  user_id: string;
  lottery_id: number;
  series_id: number;
  /** The token that made the purchase: one purchase per token. */
  game_token_id: number;
  kind: PurchaseKind;
  /** `YYYY-MM` in Europe/Helsinki for a monthly bundle. */
  bundle_month: string | null;
  amount: number;
  ticket_price: number;
  discount: WithDefault<number>;
  /** What was debited: amount × ticket_price − discount. */
  price: number;
  created_at: CreatedAt;
}

export interface PlayableTicketsTable {
  id: Generated<number>;
  series_id: number;
  lottery_id: number;
  /** Place in the shuffled pool, 1…pool_size: the order of sale. */
  position: number;
  /** The ticket's code (SPEC §3 playable_ticket_code_a). */
  code: string;
  /** The prize table row it wins; null for no win. */
  prize_id: number | null;
  purchase_id: number | null;
  user_id: string | null;
  sold_at: Timestamp;
  played_at: Timestamp;
  /** Played by the end of its series, not by the player. */
  auto_played: WithDefault<boolean>;
  /** The ledger event that credited its prize. */
  credit_event_id: number | null;
}

export interface PlayableDemoTicketsTable {
  id: Generated<number>;
  game_token_id: number;
  code: string;
  prize_id: number | null;
  played_at: Timestamp;
  created_at: CreatedAt;
}

/** A player's play session and the time of their last purchase or reveal (migration 0015_reality_check). */
export interface PlaySessionsTable {
  user_id: string;
  started_at: Date;
  last_action_at: Date;
  /** The player's last "Jatka" to a reality check in this session. */
  reality_checked_at: Date | null;
}

export type PlayableSeriesRow = Selectable<PlayableSeriesTable>;
export type PlayablePrizeRow = Selectable<PlayablePrizesTable>;
export type PlayableGameTokenRow = Selectable<PlayableGameTokensTable>;
export type PlayablePurchaseRow = Selectable<PlayablePurchasesTable>;
export type PlayableTicketRow = Selectable<PlayableTicketsTable>;
