import type { SelfExclusionRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api-context';
import { PROTECTION_PATH } from './get-protection';

export const selfExclusionSetText = 'Pelikielto asetettu';
export const liftRequestedText = 'Pyyntö pelikiellon päättämisestä vastaanotettu';

/** POST /api/v1/users/protection/self-exclusion: 3, 6 or 12 months, or indefinite (`null`). */
export function useSelfExclude() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (months: SelfExclusionRequest['months']) => {
      const status = await api.call('POST /api/v1/users/protection/self-exclusion', { body: { months } });
      await mutate(PROTECTION_PATH, status, { revalidate: false });
      toast.success(selfExclusionSetText);
    },
    [api, toast, mutate],
  );
}

/** POST /api/v1/users/protection/self-exclusion/lift-request: an indefinite exclusion ends after reflection. */
export function useRequestExclusionLift() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    const status = await api.call('POST /api/v1/users/protection/self-exclusion/lift-request', { body: {} });
    await mutate(PROTECTION_PATH, status, { revalidate: false });
    toast.success(liftRequestedText);
  }, [api, toast, mutate]);
}
