import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { PROTECTION_PATH } from './get-protection';

export const quickStopSetText = 'Pikatauko asetettu';

/** POST /api/v1/users/protection/quick-stop: stops purchases and deposits for 24 hours. */
export function quickStop(api: ApiClient) {
  return api.call('POST /api/v1/users/protection/quick-stop', { body: {} });
}

/** The quick stop; the protection status shows it at once, with 'Pikatauko asetettu'. */
export function useQuickStop() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/v1/users/protection/quick-stop', async () => {
    const status = await quickStop(api);
    await mutate(PROTECTION_PATH, status, { revalidate: false });
    toast.success(quickStopSetText);
  });
}
