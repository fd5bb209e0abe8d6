import type { PasswordChangeRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { ANY_ERROR_STATUS } from './silence';

export const passwordChangeMessages = {
  success: 'Salasana vaihdettu',
  failure: 'Salasanan vaihto epäonnistui',
};

/** Account service PATCH /me/password; no catalogue toast, the caller says what happened. */
export function changePassword(api: ApiClient, body: PasswordChangeRequest) {
  return api.call('PATCH /me/password', { body, silentStatuses: ANY_ERROR_STATUS });
}

/** Changing the password; toasts 'Salasana vaihdettu' or 'Salasanan vaihto epäonnistui'. */
export function useChangePassword() {
  const api = useApi();
  const toast = useToast();
  return useSWRMutation(
    'PATCH /me/password',
    async (_call, { arg: body }: { arg: PasswordChangeRequest }) => {
      try {
        await changePassword(api, body);
        toast.success(passwordChangeMessages.success);
      } catch (error) {
        toast.error(passwordChangeMessages.failure);
        throw error;
      }
    },
  );
}
