import { GAME_PROTOCOL_VERSION, type GameInitMessage, type StartGameResponse } from '@arpa/contract';

/** SPEC §4 and §8: the app's game messages, shown as toasts. */
export const gameMessages = {
  invalidVersion: 'Virheellinen asiakasohjelman versio.',
  initFailed: 'Pelin käynnistys epäonnistui.',
  sendFailed: 'Viestin lähetys peliin epäonnistui.',
  signatureExpired: 'Istunto vanheni.',
  playtimeLimited: 'Peliaika on rajoitettu.',
  unknownError: 'Tuntematon virhe.',
  noSaldo: 'Lisää saldoa ostoa varten',
} as const;

/** The `init` message (protocol v1) from the answer of starting the game. */
export function initMessage(game: StartGameResponse): GameInitMessage {
  return {
    type: 'init',
    version: GAME_PROTOCOL_VERSION,
    token: game.token,
    lotteryId: game.lottery_id,
    slug: game.slug,
    purchaseAmount: game.purchase_amount,
    ticketPrice: game.ticket_price,
    api: game.api,
    demoGame: game.demo,
    discount: game.discount,
  };
}

/** A message of the game (its window and origin already checked). */
export type GameMessage =
  | { type: 'getInit' }
  | { type: 'finish'; reason: string }
  /** A game message of another protocol version (SPEC §4: an error). */
  | { type: 'invalidVersion' };

export function readGameMessage(data: unknown): GameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type !== 'getInit' && message.type !== 'finish') return null;
  if (message.version !== GAME_PROTOCOL_VERSION) return { type: 'invalidVersion' };
  if (message.type === 'getInit') return { type: 'getInit' };
  return { type: 'finish', reason: typeof message.reason === 'string' ? message.reason : '' };
}

/** What the app does when the game finishes (SPEC §4 "Game client finish reasons"). */
export type FinishAction =
  | { kind: 'toLottery' }
  | { kind: 'toAddBalance'; toast: string }
  | { kind: 'logout'; toast: string }
  | { kind: 'toLotteryWithError'; toast: string }
  | { kind: 'error'; toast: string };

export function finishAction(reason: string): FinishAction {
  switch (reason) {
    case 'ok':
      return { kind: 'toLottery' };
    case 'noSaldo':
      return { kind: 'toAddBalance', toast: gameMessages.noSaldo };
    case 'noAuth':
      return { kind: 'logout', toast: gameMessages.signatureExpired };
    case 'noPlaytime':
      return { kind: 'toLotteryWithError', toast: gameMessages.playtimeLimited };
    default:
      return { kind: 'error', toast: gameMessages.unknownError };
  }
}

/** The game's origin from its address; undefined when the address is not an absolute http(s) one. */
export function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The add-balance address for a game that ran out of balance: the purchase's total in cents (`amount`,
 * the deposit form's preset) and the way back to the game (`redirect`).
 */
export function addBalancePath(game: StartGameResponse, back: string): string {
  const amount = Math.max(0, game.purchase_amount * game.ticket_price - game.discount);
  const query = new URLSearchParams({ amount: String(amount), redirect: back });
  return `/tili/lisaa-saldoa?${query.toString()}`;
}

/**
 * The add-balance address for a player who must identify before buying: the way back to the game
 * (`redirect`) and, when known, the purchase's price in cents (`amount`).
 */
export function identifyFirstPath(back: string, amount?: number): string {
  const query = new URLSearchParams({ ...(amount ? { amount: String(amount) } : {}), redirect: back });
  return `/tili/lisaa-saldoa?${query.toString()}`;
}

/**
 * The way back to a game after adding balance (`?redirect=` of the add-balance page): only a play page of
 * this site, so the parameter cannot send the player anywhere else.
 */
export function gameReturnPath(value: string | null): string | undefined {
  if (!value || !/^\/pelattavat\/[^/?#\\]+\/pelaa(?:\?[^#\\]*)?$/.test(value)) return undefined;
  return value;
}
