import type { ProfileUpdateRequest } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useSession } from '../../../lib/session';
import { PROFILE_PATH } from './get-profile';
import { ANY_ERROR_STATUS } from './silence';

export const profileUpdateMessages = {
  success: 'Tiedot päivitetty',
  failure: 'Tietojen päivitys epäonnistui',
};

/** Account service PATCH /me; no catalogue toast, the caller says what happened (SPEC §8). */
export function updateProfile(api: ApiClient, body: ProfileUpdateRequest) {
  return api.call('PATCH /me', { body, silentStatuses: ANY_ERROR_STATUS });
}

/** Saving the profile; toasts 'Tiedot päivitetty' or 'Tietojen päivitys epäonnistui' (SPEC §8). */
export function useUpdateProfile() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const session = useSession();
  return useSWRMutation('PATCH /me', async (_call, { arg: body }: { arg: ProfileUpdateRequest }) => {
    try {
      const profile = await updateProfile(api, body);
      await mutate(PROFILE_PATH, profile, { revalidate: false });
      toast.success(profileUpdateMessages.success);
      // A new name: fresh tokens carry it, so the header shows it at once (not at the next sign-in).
      if (body.account?.first_name !== undefined || body.account?.last_name !== undefined) {
        void session.refresh();
      }
    } catch (error) {
      toast.error(profileUpdateMessages.failure);
      throw error;
    }
  });
}
