import { DEFAULT_GAME_PORT } from '@arpa/contract';

/**
 * Where the reference game (games/raaputus) is served: its own origin, a second port of the server
 * (docs/playable-api.md). GAME_PUBLIC_URL names it when it is behind a proxy or another host; otherwise
 * `http://localhost:${GAME_PORT}/` with GAME_PORT default 8081.
 */
export function gamePortFromEnv(env: NodeJS.ProcessEnv): number {
  const port = Number(env.GAME_PORT);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : DEFAULT_GAME_PORT;
}

/** The game's address, with a trailing slash: what the demo lotteries' `playable_lottery_address` is. */
export function gameUrlFromEnv(env: NodeJS.ProcessEnv): string {
  const configured = env.GAME_PUBLIC_URL?.trim();
  if (configured) return configured.endsWith('/') ? configured : `${configured}/`;
  return `http://localhost:${gamePortFromEnv(env)}/`;
}
