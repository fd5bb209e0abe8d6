/**
 * Playable online tickets (docs/playable-api.md): the calls the app makes to start a game and to follow the
 * play session, and the calls the game client makes with the game token, under `/api` (real play) and
 * `/demo-api` (demo). The protocol's constants (prefixes, token header, intervals) are in `../playable.ts`.
 */
import { Type, type Static, type TUnsafe } from 'typebox';
import {
  GAME_API_PREFIXES,
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes as Minutes,
} from '../playable.ts';
import { GameFinishBody, StartGameBody } from './lotteries.ts';
import { Cents, IsoDateTime, LocalizedStrings, Nullable, StringEnum } from './shared.ts';

/** POST {prefix}/v1/lotteries/{id}/playable-games: the body (schema `StartGameBody`). */
export type StartGameRequest = Static<typeof StartGameBody>;

/** POST {prefix}/v1/game/finish: the body (schema `GameFinishBody`). */
export type GameFinishRequest = Static<typeof GameFinishBody>;

/** One of REALITY_CHECK_MINUTES, as `{type: 'integer', enum}`. */
export const RealityCheckMinutes: TUnsafe<Minutes> = Type.Unsafe<Minutes>({
  type: 'integer',
  enum: [...REALITY_CHECK_MINUTES],
});

/** What a game token was minted for: the start's answer and the game's state both name it. */
const gameFields = {
  lottery_id: Type.Integer(),
  slug: Type.String(),
  ticket_price: Cents,
  purchase_amount: Type.Integer(),
  bundle: Type.Boolean(),
  /** Cents taken off this purchase's total (the first-purchase discount); 0 when none applies. */
  discount: Cents,
};

/** The answer of starting a game: what the app forwards to the game in `init`. */
export const StartGameResponse = Type.Object({
  /** The game token; sent by the game in the `Playable-Ticket-Token` header. Never the player's id token. */
  token: Type.String(),
  expires_at: IsoDateTime,
  ...gameFields,
  /** `/api` or `/demo-api`: where the game sends its calls. */
  api: StringEnum(GAME_API_PREFIXES),
  demo: Type.Boolean(),
});
export type StartGameResponse = Static<typeof StartGameResponse>;

/** The outcome of a played ticket. */
export const GamePrize = Type.Object({
  /** True when the ticket won something (money or a product). */
  win: Type.Boolean(),
  /** Value in cents (0 without a win). */
  value: Cents,
  /** The won product's names, null for a money prize or no win. */
  product_names: Nullable(LocalizedStrings),
  /** The value was credited to the player's wins balance (never in demo). */
  product_value_transferrable: Type.Boolean(),
});
export type GamePrize = Static<typeof GamePrize>;

const gameTicketFields = {
  id: Type.Integer(),
  /** The ticket's code (SPEC §3 `playable_ticket_code_a`). */
  code: Type.String(),
  played: Type.Boolean(),
};

/** A ticket the game may show: its code, and its outcome only once played. */
export const GameTicket = Type.Object({
  ...gameTicketFields,
  /** Null until the ticket is played: no outcome reaches the browser before that. */
  prize: Nullable(GamePrize),
});
export type GameTicket = Static<typeof GameTicket>;

/** POST {prefix}/v1/game/purchase: the purchase made with the token (repeats answer the same). */
export const GamePurchase = Type.Object({
  id: Type.Integer(),
  /** Cents debited in total (amount × price − discount); 0 in demo. */
  price: Cents,
  discount: Cents,
  tickets: Type.Array(GameTicket),
});
export type GamePurchase = Static<typeof GamePurchase>;

/** GET {prefix}/v1/game: the game's state. */
export const GameState = Type.Object({
  ...gameFields,
  demo: Type.Boolean(),
  expires_at: IsoDateTime,
  /** Tickets of this player and lottery bought earlier and not yet played: play these before buying. */
  unplayed_tickets: Type.Array(GameTicket),
  /** The purchase made with this token, once made. */
  purchase: Nullable(GamePurchase),
  /** Playable balance (money + extra_wins + game_currency) in cents; null in demo. */
  balance: Nullable(Cents),
  /** The game waits at least this long between its purchase and reveal calls (game speed). */
  min_play_interval_ms: Type.Integer(),
});
export type GameState = Static<typeof GameState>;

export const GamePurchaseResponse = Type.Object({
  purchase: GamePurchase,
  /** Playable balance after the purchase; null in demo. */
  balance: Nullable(Cents),
});
export type GamePurchaseResponse = Static<typeof GamePurchaseResponse>;

/** POST {prefix}/v1/game/tickets/{ticket_id}/play: the revealed ticket. */
export const GamePlayResponse = Type.Object({
  ticket: Type.Object({ ...gameTicketFields, prize: GamePrize }),
  /** Playable balance after the play; null in demo. */
  balance: Nullable(Cents),
});
export type GamePlayResponse = Static<typeof GamePlayResponse>;

/**
 * GET /api/v1/users/play-session: the player's running play session (issue 18, reality check). A session
 * starts at the first purchase or reveal after PLAY_SESSION_IDLE_MINUTES without one; with none running,
 * `started_at` is null and the sums are 0.
 */
export const PlaySession = Type.Object({
  /** The server's time of this answer: session time is counted to it (the browser's clock may differ). */
  as_of: IsoDateTime,
  started_at: Nullable(IsoDateTime),
  last_action_at: Nullable(IsoDateTime),
  /** What the session's purchases cost (after discounts). */
  spent: Cents,
  /** Prize values credited by the session's reveals. */
  won: Cents,
  /** won − spent */
  net: Cents,
  reality_check_minutes: RealityCheckMinutes,
  /** When the next reality check is due (session start or the last "Jatka", plus the interval). */
  next_reality_check_at: Nullable(IsoDateTime),
  /** The reality check is due: the app shows it before the next game starts. */
  reality_check_due: Type.Boolean(),
});
export type PlaySession = Static<typeof PlaySession>;

/** PUT /api/v1/users/play-session/reality-check-interval */
export const RealityCheckIntervalRequest = Type.Object(
  { minutes: RealityCheckMinutes },
  { additionalProperties: false },
);
export type RealityCheckIntervalRequest = Static<typeof RealityCheckIntervalRequest>;
