import {
  GAME_TOKEN_HEADER,
  MIN_PLAY_INTERVAL_MS,
  parseErrorCode,
  type ErrorParameter,
  type GameInitMessage,
  type GamePlayResponse,
  type GamePurchaseResponse,
  type GameState,
} from '@arpa/contract';

/**
 * A game call that failed: the catalogued code of the answer (or `unknown_error`), the parameters its text
 * is filled with (an end time, an amount) and its status.
 */
export class GameApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly parameters: readonly ErrorParameter[];

  constructor(code: string, status: number, parameters: readonly ErrorParameter[] = []) {
    super(`${status} ${code}`);
    this.name = 'GameApiError';
    this.code = code;
    this.status = status;
    this.parameters = parameters;
  }
}

export interface GameApi {
  state(): Promise<GameState>;
  purchase(): Promise<GamePurchaseResponse>;
  play(ticketId: number): Promise<GamePlayResponse>;
  finish(reason: string): Promise<void>;
}

export interface GameApiOptions {
  fetcher?: typeof fetch;
  /** Milliseconds of a monotonic clock. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Slack on top of the server's interval, for the time a request takes to reach it. */
const paceSlackMs = 100;
/** How often a purchase or reveal the server found too fast is tried again. */
const tooFastRetries = 2;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The game's calls of docs/playable-api.md: the site's origin plus the `api` prefix of `init`, the game
 * token in its own header, no cookies (the game's origin has none of the site's, and needs none).
 *
 * Game speed (issue 18): the server refuses a purchase or reveal within `min_play_interval_ms` (2.5 s) of
 * the player's previous one. The game never trips it in normal play: it holds a purchase or reveal until
 * the interval has passed since its previous one was answered, and one the server still finds too fast
 * (another game of the player just played) waits the interval and goes again.
 */
export function gameApi(siteOrigin: string, init: GameInitMessage, options: GameApiOptions = {}): GameApi {
  const { fetcher = fetch, now = () => performance.now(), sleep = wait } = options;
  let intervalMs = MIN_PLAY_INTERVAL_MS;
  let readyAt = 0;

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
      const parsed = parseErrorCode(answer);
      throw new GameApiError(parsed?.code ?? 'unknown_error', response.status, parsed?.parameters);
    }
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  const paced = async <T>(path: string): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      const early = readyAt - now();
      if (early > 0) await sleep(early);
      try {
        return await call<T>('POST', path, {});
      } catch (error) {
        if (!(error instanceof GameApiError && error.code === 'play_too_fast') || attempt >= tooFastRetries) {
          throw error;
        }
      } finally {
        readyAt = now() + intervalMs + paceSlackMs;
      }
    }
  };

  return {
    state: async () => {
      const state = await call<GameState>('GET', '');
      if (state.min_play_interval_ms > 0) intervalMs = state.min_play_interval_ms;
      return state;
    },
    purchase: () => paced('/purchase'),
    play: (ticketId) => paced(`/tickets/${ticketId}/play`),
    finish: (reason) => call('POST', '/finish', { reason }),
  };
}
