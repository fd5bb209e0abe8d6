import type { LimitConfirmRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { LIMITS_PATH } from './get-limits';

export const raiseConfirmedText = 'Rajan muutos vahvistettu';

/** POST /api/v1/users/limits/confirm: a due raise takes effect when the player confirms it. */
export function confirmRaise(api: ApiClient, variety: LimitConfirmRequest['variety']) {
  return api.call('POST /api/v1/users/limits/confirm', { body: { variety } });
}

/** Confirming a raise; a 409 (not due, or gone meanwhile) reloads the limits. */
export function useConfirmRaise() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/v1/users/limits/confirm',
    async (_call, { arg: variety }: { arg: string }) => {
      try {
        // The pending raise hands back the variety of a limit the server listed.
        const limits = await confirmRaise(api, variety as LimitConfirmRequest['variety']);
        await mutate(LIMITS_PATH, limits, { revalidate: false });
        toast.success(raiseConfirmedText);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 409) await mutate(LIMITS_PATH);
        throw error;
      }
    },
  );
}
