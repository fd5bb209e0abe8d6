/**
 * Game messaging protocol v1 (SPEC §4): the messages the app (the parent page) and a game client framed on
 * its own origin exchange with `postMessage`. Both sides name the other's exact origin as the target and
 * check `event.origin` and `event.source` before reading a message (docs/decisions/0036-game-client.md). The
 * fields of `init` come from the answer of starting a game (docs/playable-api.md).
 */
import { GAME_API_PREFIXES, GAME_PROTOCOL_VERSION, type GameApiPrefix } from './playable.ts';

/** Parent → game: everything the game needs to play. */
export interface GameInitMessage {
  type: 'init';
  version: typeof GAME_PROTOCOL_VERSION;
  /** The game token (`StartGameResponse.token`); never the player's id token. */
  token: string;
  lotteryId: number;
  slug: string;
  /** How many tickets the game buys. */
  purchaseAmount: number;
  /** One ticket's price in cents. */
  ticketPrice: number;
  /** `/api` for real play, `/demo-api` for demo: the prefix of the game's calls on the site's origin. */
  api: GameApiPrefix;
  demoGame: boolean;
  /** Cents the first-purchase discount takes off this purchase (0 when none). */
  discount: number;
}

/**
 * Game → parent. `reason` is one of GAME_FINISH_REASONS, or another string the app shows as an unknown
 * error (the reference game sends `invalidVersion` for an init of another version and `error` otherwise).
 */
export type GameClientMessage =
  | { type: 'getInit'; version: typeof GAME_PROTOCOL_VERSION }
  | { type: 'finish'; version: typeof GAME_PROTOCOL_VERSION; reason: string };

/**
 * Reads an `init` message (its window and origin already checked): the message; `'invalidVersion'` for an
 * init of another version; `'invalid'` for an init with a field missing or of the wrong type; null when the
 * data is no init at all.
 */
export function parseGameInit(data: unknown): GameInitMessage | 'invalidVersion' | 'invalid' | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type !== 'init') return null;
  if (message.version !== GAME_PROTOCOL_VERSION) return 'invalidVersion';
  const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
  const api = GAME_API_PREFIXES.find((prefix) => prefix === message.api);
  const { token, lotteryId, slug, purchaseAmount, ticketPrice, demoGame } = message;
  const discount = message.discount ?? 0;
  if (
    !api ||
    typeof token !== 'string' ||
    token === '' ||
    typeof slug !== 'string' ||
    typeof demoGame !== 'boolean' ||
    !isCount(lotteryId) ||
    !isCount(purchaseAmount) ||
    !isCount(ticketPrice) ||
    !isCount(discount)
  )
    return 'invalid';
  return {
    type: 'init',
    version: GAME_PROTOCOL_VERSION,
    token,
    lotteryId,
    slug,
    purchaseAmount,
    ticketPrice,
    api,
    demoGame,
    discount,
  };
}
