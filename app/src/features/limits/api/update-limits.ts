import type { LimitUpdate } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { LIMITS_PATH } from './get-limits';

export const limitsSavedText = 'Tiedot päivitetty';

/** PATCH /api/v1/users/limits: the player's limits as they hold after the changes. */
export function updateLimits(api: ApiClient, changes: LimitUpdate[]) {
  return api.call('PATCH /api/v1/users/limits', { body: changes });
}

/**
 * Saving limits. Success shows 'Tiedot päivitetty' and the answer's limits; a 400 (the catalogue's
 * reason in a red toast) reloads the limits, so the form shows what really holds (SPEC §8).
 */
export function useUpdateLimits() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'PATCH /api/v1/users/limits',
    async (_call, { arg: changes }: { arg: LimitUpdate[] }) => {
      try {
        const limits = await updateLimits(api, changes);
        await mutate(LIMITS_PATH, limits, { revalidate: false });
        toast.success(limitsSavedText);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400) await mutate(LIMITS_PATH);
        throw error;
      }
    },
  );
}
