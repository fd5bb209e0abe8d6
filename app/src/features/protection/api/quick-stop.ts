import { useToast } from '@arpa/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api-context';
import { PROTECTION_PATH } from './get-protection';

export const quickStopSetText = 'Pikatauko asetettu';

/** POST /api/v1/users/protection/quick-stop: stops purchases and deposits for 24 hours. */
export function useQuickStop() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const status = await api.call('POST /api/v1/users/protection/quick-stop', { body: {} });
    await mutate(PROTECTION_PATH, status, { revalidate: false });
    toast.success(quickStopSetText);
  }, [api, toast, mutate]);
}
