import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { PROTECTION_PATH } from './get-protection';

export const liftRequestedText = 'Pyyntö pelikiellon päättämisestä vastaanotettu';

/** POST /api/v1/users/protection/self-exclusion/lift-request: an indefinite exclusion ends after reflection. */
export function requestExclusionLift(api: ApiClient) {
  return api.call('POST /api/v1/users/protection/self-exclusion/lift-request', { body: {} });
}

export function useRequestExclusionLift() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/v1/users/protection/self-exclusion/lift-request', async () => {
    const status = await requestExclusionLift(api);
    await mutate(PROTECTION_PATH, status, { revalidate: false });
    toast.success(liftRequestedText);
  });
}
