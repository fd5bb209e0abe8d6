import {
  GAME_TOKEN_HEADER,
  errorCodeOf,
  type GameInitMessage,
  type GamePlayResponse,
  type GamePurchaseResponse,
  type GameState,
} from '@arpa/contract';

/** A game call that failed: the catalogued code of the answer (or `unknown_error`) and its status. */
export class GameApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number) {
    super(`${status} ${code}`);
    this.name = 'GameApiError';
    this.code = code;
    this.status = status;
  }
}

export interface GameApi {
  state(): Promise<GameState>;
  purchase(): Promise<GamePurchaseResponse>;
  play(ticketId: number): Promise<GamePlayResponse>;
  finish(reason: string): Promise<void>;
}

/**
 * The game's calls of docs/playable-api.md: the site's origin plus the `api` prefix of `init`, the game
 * token in its own header, no cookies (the game's origin has none of the site's, and needs none).
 */
export function gameApi(siteOrigin: string, init: GameInitMessage, fetcher: typeof fetch = fetch): GameApi {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetcher(`${siteOrigin}${init.api}/v1/game${path}`, {
        method,
        credentials: 'omit',
        headers: {
          [GAME_TOKEN_HEADER]: init.token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new GameApiError('network_error', 0);
    }
    if (!response.ok) {
      const answer: unknown = await response.json().catch(() => null);
      throw new GameApiError(errorCodeOf(answer) ?? 'unknown_error', response.status);
    }
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  return {
    state: () => call('GET', ''),
    purchase: () => call('POST', '/purchase', {}),
    play: (ticketId) => call('POST', `/tickets/${ticketId}/play`, {}),
    finish: (reason) => call('POST', '/finish', { reason }),
  };
}
