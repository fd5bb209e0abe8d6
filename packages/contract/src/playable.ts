/**
 * The constants of playable online tickets (docs/playable-api.md): the game API's prefixes and token,
 * game speed, the play session and the reality check. The calls' shapes are the TypeBox schemas of
 * `schemas/playable.ts` (their `Static<>` types are exported from the package's index).
 */

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
