import type { PlaySession, RealityCheckMinutes } from '@arpa/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api-context';
import { PLAY_SESSION_PATH, type PlaySessionView } from './get-play-session';

function view(session: PlaySession): PlaySessionView {
  return { ...session, clockOffsetMs: Date.parse(session.as_of) - Date.now() };
}

/** POST /api/v1/users/play-session/reality-check: "Jatka"; the next check is an interval from now. */
export function useContinueAfterRealityCheck() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const session = await api.call('POST /api/v1/users/play-session/reality-check', { body: {} });
    await mutate(PLAY_SESSION_PATH, view(session), { revalidate: false });
  }, [api, mutate]);
}

/** PUT /api/v1/users/play-session/reality-check-interval: the player's interval, 15, 30 or 60 minutes. */
export function useSetRealityCheckMinutes() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (minutes: RealityCheckMinutes) => {
      const session = await api.call('PUT /api/v1/users/play-session/reality-check-interval', {
        body: { minutes },
      });
      await mutate(PLAY_SESSION_PATH, view(session), { revalidate: false });
    },
    [api, mutate],
  );
}
