import type { RealityCheckMinutes } from '@arpa/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { PLAY_SESSION_PATH, playSessionView } from './get-play-session';

/** PUT /api/v1/users/play-session/reality-check-interval: the player's interval, 15, 30 or 60 minutes. */
export function setRealityCheckMinutes(api: ApiClient, minutes: RealityCheckMinutes) {
  return api.call('PUT /api/v1/users/play-session/reality-check-interval', { body: { minutes } });
}

export function useSetRealityCheckMinutes() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'PUT /api/v1/users/play-session/reality-check-interval',
    async (_call, { arg: minutes }: { arg: RealityCheckMinutes }) => {
      const session = await setRealityCheckMinutes(api, minutes);
      await mutate(PLAY_SESSION_PATH, playSessionView(session), { revalidate: false });
    },
  );
}
