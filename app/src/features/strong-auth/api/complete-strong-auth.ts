import type { StrongAuthRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Where /auth sends the player: /tili?auth=… (SPEC §4). */
export type StrongAuthOutcome = 'ok' | 'error' | 'eventio-error';

/** The account page explains every failure itself, so this call shows no toast of its own. */
const anyErrorStatus: readonly number[] = Array.from({ length: 200 }, (_, i) => 400 + i);

/** POST /api/v1/users/auth with the return's code and state. */
export function completeStrongAuth(api: ApiClient, request: StrongAuthRequest) {
  return api.call('POST /api/v1/users/auth', { body: request, silentStatuses: anyErrorStatus });
}

/**
 * Finishing the identification: `ok`, `eventio-error` when the personal code is already linked to another
 * game account, `error` for any other failure (the trigger never rejects).
 */
export function useCompleteStrongAuth() {
  const api = useApi();
  return useSWRMutation(
    'POST /api/v1/users/auth',
    async (_call, { arg: request }: { arg: StrongAuthRequest }): Promise<StrongAuthOutcome> => {
      try {
        await completeStrongAuth(api, request);
        return 'ok';
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'personal_code_already_linked')
          return 'eventio-error';
        return 'error';
      }
    },
  );
}
