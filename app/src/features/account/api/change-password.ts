import type { PasswordChangeRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useCallback } from 'react';
import { useApi } from '../../../lib/api-context';
import { ANY_ERROR_STATUS } from './silence';

export const passwordChangeMessages = {
  success: 'Salasana vaihdettu',
  failure: 'Salasanan vaihto epäonnistui',
};

/** Account service PATCH /me/password; toasts 'Salasana vaihdettu' or 'Salasanan vaihto epäonnistui'. */
export function useChangePassword() {
  const api = useApi();
  const toast = useToast();
  return useCallback(
    async (body: PasswordChangeRequest) => {
      try {
        await api.call('PATCH /me/password', { body, silentStatuses: ANY_ERROR_STATUS });
        toast.success(passwordChangeMessages.success);
      } catch (error) {
        toast.error(passwordChangeMessages.failure);
        throw error;
      }
    },
    [api, toast],
  );
}
