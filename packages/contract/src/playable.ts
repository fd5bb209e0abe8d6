/**
 * The game API of playable online tickets (docs/playable-api.md): the calls the app makes to start a game
 * and the calls the game client makes with the game token, under `/api` (real play) and `/demo-api`
 * (demo). Money is integer cents; times are ISO 8601 strings in UTC.
 */
import type { Cents, IsoDateTime } from './api.ts';
import type { LocalizedStrings } from './localized.ts';

/** The game messaging protocol version (SPEC §4); any other version is refused. */
export const GAME_PROTOCOL_VERSION = 1;

/** The two API prefixes a game is told in `init`: real play and demo. */
export const GAME_API_PREFIXES = ['/api', '/demo-api'] as const;
export type GameApiPrefix = (typeof GAME_API_PREFIXES)[number];

/** The header that carries the game token on every game call. */
export const GAME_TOKEN_HEADER = 'playable-ticket-token';

/** How long a game token is valid after it was minted. */
export const GAME_TOKEN_TTL_SECONDS = 30 * 60;

/** The reasons a game gives in `finish` (SPEC §4); any other string is an unknown error. */
export const GAME_FINISH_REASONS = ['ok', 'noSaldo', 'noAuth', 'noPlaytime'] as const;
export type GameFinishReason = (typeof GAME_FINISH_REASONS)[number];

/** Port of the reference game's own origin when GAME_PORT is not set. */
export const DEFAULT_GAME_PORT = 8081;

/**
 * Game speed (issue 18): the shortest time between two ticket purchases or reveals of one player. The server
 * refuses a faster one with `play_too_fast`; the game waits this long itself. An operator may only lengthen
 * it (PLAY_MIN_INTERVAL_MS, docs/player-protection.md).
 */
export const MIN_PLAY_INTERVAL_MS = 2500;

/** A play session ends after this many minutes without a purchase or reveal; the next one starts a new one. */
export const PLAY_SESSION_IDLE_MINUTES = 30;

/** Reality-check intervals a player may choose, in minutes; 60 unless they choose otherwise. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const DEFAULT_REALITY_CHECK_MINUTES: RealityCheckMinutes = 60;

/**
 * POST {prefix}/v1/lotteries/{id}/playable-games: start a game. `purchase_amount` tickets at
 * `ticket_price` each, or the lottery's monthly bundle (`bundle: true`, then `purchase_amount` is the
 * bundle size and may be left out).
 */
export interface StartGameRequest {
  /** One of the lottery's `playable_ticket_prices`, in cents. */
  ticket_price: Cents;
  /** How many tickets the game buys; 1..bundle size (or 1..10 for single tickets). */
  purchase_amount?: number;
  /** Buy this calendar month's bundle (Europe/Helsinki) instead of single tickets. */
  bundle?: boolean;
}

/** The answer of starting a game: what the app forwards to the game in `init`. */
export interface StartGameResponse {
  /** The game token; sent by the game in the `Playable-Ticket-Token` header. Never the player's id token. */
  token: string;
  expires_at: IsoDateTime;
  lottery_id: number;
  slug: string;
  ticket_price: Cents;
  purchase_amount: number;
  bundle: boolean;
  /** Cents taken off this purchase's total (the first-purchase discount); 0 when none applies. */
  discount: Cents;
  /** `/api` or `/demo-api`: where the game sends its calls. */
  api: GameApiPrefix;
  demo: boolean;
}

/** A ticket the game may show: its code, and its outcome only once played. */
export interface GameTicket {
  id: number;
  /** The ticket's code (SPEC §3 `playable_ticket_code_a`). */
  code: string;
  played: boolean;
  /** Null until the ticket is played: no outcome reaches the browser before that. */
  prize: GamePrize | null;
}

/** The outcome of a played ticket. */
export interface GamePrize {
  /** True when the ticket won something (money or a product). */
  win: boolean;
  /** Value in cents (0 without a win). */
  value: Cents;
  /** The won product's names, null for a money prize or no win. */
  product_names: LocalizedStrings | null;
  /** The value was credited to the player's wins balance (never in demo). */
  product_value_transferrable: boolean;
}

/** GET {prefix}/v1/game: the game's state. */
export interface GameState {
  lottery_id: number;
  slug: string;
  ticket_price: Cents;
  purchase_amount: number;
  bundle: boolean;
  discount: Cents;
  demo: boolean;
  expires_at: IsoDateTime;
  /** Tickets of this player and lottery bought earlier and not yet played: play these before buying. */
  unplayed_tickets: GameTicket[];
  /** The purchase made with this token, once made. */
  purchase: GamePurchase | null;
  /** Playable balance (money + extra_wins + game_currency) in cents; null in demo. */
  balance: Cents | null;
  /** The game waits at least this long between its purchase and reveal calls (game speed). */
  min_play_interval_ms: number;
}

/** POST {prefix}/v1/game/purchase: the purchase made with the token (repeats answer the same). */
export interface GamePurchase {
  id: number;
  /** Cents debited in total (amount × price − discount); 0 in demo. */
  price: Cents;
  discount: Cents;
  tickets: GameTicket[];
}

export interface GamePurchaseResponse {
  purchase: GamePurchase;
  /** Playable balance after the purchase; null in demo. */
  balance: Cents | null;
}

/** POST {prefix}/v1/game/tickets/{ticket_id}/play: the revealed ticket. */
export interface GamePlayResponse {
  ticket: GameTicket & { prize: GamePrize };
  /** Playable balance after the play; null in demo. */
  balance: Cents | null;
}

/** POST {prefix}/v1/game/finish */
export interface GameFinishRequest {
  reason: string;
}

/**
 * GET /api/v1/users/play-session: the player's running play session (issue 18, reality check). A session
 * starts at the first purchase or reveal after PLAY_SESSION_IDLE_MINUTES without one; with none running,
 * `started_at` is null and the sums are 0.
 */
export interface PlaySession {
  /** The server's time of this answer: session time is counted to it (the browser's clock may differ). */
  as_of: IsoDateTime;
  started_at: IsoDateTime | null;
  last_action_at: IsoDateTime | null;
  /** What the session's purchases cost (after discounts). */
  spent: Cents;
  /** Prize values credited by the session's reveals. */
  won: Cents;
  /** won − spent */
  net: Cents;
  reality_check_minutes: RealityCheckMinutes;
  /** When the next reality check is due (session start or the last "Jatka", plus the interval). */
  next_reality_check_at: IsoDateTime | null;
  /** The reality check is due: the app shows it before the next game starts. */
  reality_check_due: boolean;
}

/** PUT /api/v1/users/play-session/reality-check-interval */
export interface RealityCheckIntervalRequest {
  minutes: RealityCheckMinutes;
}
