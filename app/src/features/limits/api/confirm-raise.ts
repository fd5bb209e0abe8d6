import type { LimitConfirmRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { LIMITS_PATH } from './get-limits';

export const raiseConfirmedText = 'Rajan muutos vahvistettu';

/** POST /api/v1/users/limits/confirm: a due raise takes effect when the player confirms it. */
export function useConfirmRaise() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (variety: string) => {
      try {
        const limits = await api.call('POST /api/v1/users/limits/confirm', {
          // The pending raise hands back the variety of a limit the server listed.
          body: { variety: variety as LimitConfirmRequest['variety'] },
        });
        await mutate(LIMITS_PATH, limits, { revalidate: false });
        toast.success(raiseConfirmedText);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) await mutate(LIMITS_PATH);
        throw error;
      }
    },
    [api, toast, mutate],
  );
}
