import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { PLAY_SESSION_PATH, playSessionView } from './get-play-session';

/** POST /api/v1/users/play-session/reality-check: "Jatka"; the next check is an interval from now. */
export function continueAfterRealityCheck(api: ApiClient) {
  return api.call('POST /api/v1/users/play-session/reality-check', { body: {} });
}

export function useContinueAfterRealityCheck() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/v1/users/play-session/reality-check', async () => {
    const session = await continueAfterRealityCheck(api);
    await mutate(PLAY_SESSION_PATH, playSessionView(session), { revalidate: false });
  });
}
