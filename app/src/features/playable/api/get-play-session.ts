import type { PlaySession } from '@arpa/contract';
import useSWR from 'swr';
import { apiUrl, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/users/play-session: the signed-in player's running play session and reality check. */
export const PLAY_SESSION_PATH = apiUrl('GET /api/v1/users/play-session');

/** How often the figures beside the game are asked again while it runs (the game buys and reveals). */
const refreshMs = 15_000;

/** The session, and how far the server's clock is ahead of the browser's when it answered. */
export interface PlaySessionView extends PlaySession {
  clockOffsetMs: number;
}

/** An answer of the play-session calls with the clock offset at its arrival. */
export function playSessionView(session: PlaySession): PlaySessionView {
  return { ...session, clockOffsetMs: Date.parse(session.as_of) - Date.now() };
}

export async function fetchPlaySession(api: ApiClient): Promise<PlaySessionView> {
  return playSessionView(await api.call('GET /api/v1/users/play-session'));
}

/** Only for a signed-in player's real game (`enabled` false in demo). */
export function usePlaySession(enabled: boolean) {
  const api = useApi();
  return useSWR<PlaySessionView>(enabled ? PLAY_SESSION_PATH : null, () => fetchPlaySession(api), {
    refreshInterval: refreshMs,
  });
}
