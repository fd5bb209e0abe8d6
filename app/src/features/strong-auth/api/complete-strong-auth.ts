import type { StrongAuthRequest } from '@arpa/contract';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Where /auth sends the player: /tili?auth=… (SPEC §4). */
export type StrongAuthOutcome = 'ok' | 'error' | 'eventio-error';

/** The account page explains every failure itself, so this call shows no toast of its own. */
const anyErrorStatus: readonly number[] = Array.from({ length: 200 }, (_, i) => 400 + i);

/**
 * POST /api/v1/users/auth with the return's code and state: `ok`, `eventio-error` when the personal code
 * is already linked to another game account, `error` for any other failure.
 */
export function useCompleteStrongAuth() {
  const api = useApi();
  return useCallback(
    async (request: StrongAuthRequest): Promise<StrongAuthOutcome> => {
      try {
        await api.call('POST /api/v1/users/auth', { body: request, silentStatuses: anyErrorStatus });
        return 'ok';
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'personal_code_already_linked')
          return 'eventio-error';
        return 'error';
      }
    },
    [api],
  );
}
