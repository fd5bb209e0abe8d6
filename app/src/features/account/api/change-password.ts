import type { PasswordChangeRequest } from '@arpa/contract';
import { useToast, type PasswordChangeRefusal } from '@arpa/ui';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { ANY_ERROR_STATUS } from './silence';

export const passwordChangeMessages = {
  success: 'Salasana vaihdettu',
  failure: 'Salasanan vaihto epäonnistui',
  /** Under the current password when the account service says it was wrong (`invalid_credentials`). */
  wrongCurrent: 'Nykyinen salasana on väärä.',
};

/** Account service PATCH /me/password; no catalogue toast, the caller says what happened. */
export function changePassword(api: ApiClient, body: PasswordChangeRequest) {
  return api.call('PATCH /me/password', { body, silentStatuses: ANY_ERROR_STATUS });
}

/**
 * Changing the password; toasts 'Salasana vaihdettu' or 'Salasanan vaihto epäonnistui'. A wrong current
 * password answers the form's refusal, so the form says which field to fix.
 */
export function useChangePassword() {
  const api = useApi();
  const toast = useToast();
  return useSWRMutation(
    'PATCH /me/password',
    async (
      _call,
      { arg: body }: { arg: PasswordChangeRequest },
    ): Promise<PasswordChangeRefusal | undefined> => {
      try {
        await changePassword(api, body);
        toast.success(passwordChangeMessages.success);
        return undefined;
      } catch (error) {
        toast.error(passwordChangeMessages.failure);
        if (error instanceof ApiRequestError && error.code === 'invalid_credentials') {
          return { currentPasswordError: passwordChangeMessages.wrongCurrent };
        }
        throw error;
      }
    },
  );
}
