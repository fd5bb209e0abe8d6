import type { LimitUpdate } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { LIMITS_PATH } from './get-limits';

export const limitsSavedText = 'Tiedot päivitetty';

/**
 * PATCH /api/v1/users/limits. Success shows 'Tiedot päivitetty' and the answer's limits; a 400 (the
 * catalogue's reason in a red toast) reloads the limits, so the form shows what really holds (SPEC §8).
 */
export function useUpdateLimits() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (changes: LimitUpdate[]) => {
      try {
        const limits = await api.call('PATCH /api/v1/users/limits', { body: changes });
        await mutate(LIMITS_PATH, limits, { revalidate: false });
        toast.success(limitsSavedText);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400) await mutate(LIMITS_PATH);
        throw error;
      }
    },
    [api, toast, mutate],
  );
}
