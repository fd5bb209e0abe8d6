import type { ProfileUpdateRequest } from '@arpa/contract';
import { useToast, type ContactRefusal } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ApiRequestError, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useSession } from '../../../lib/session';
import { PROFILE_PATH } from './get-profile';
import { ANY_ERROR_STATUS } from './silence';

export const profileUpdateMessages = {
  success: 'Tiedot päivitetty',
  failure: 'Tietojen päivitys epäonnistui',
  /** Under the email field when another account has the address (`email_already_registered`). */
  emailTaken: 'Sähköpostiosoite on jo toisen tilin käytössä.',
};

/** Account service PATCH /me; no catalogue toast, the caller says what happened (SPEC §8). */
export function updateProfile(api: ApiClient, body: ProfileUpdateRequest) {
  return api.call('PATCH /me', { body, silentStatuses: ANY_ERROR_STATUS });
}

/**
 * Saving the profile; toasts 'Tiedot päivitetty' or 'Tietojen päivitys epäonnistui' (SPEC §8). An email
 * address another account has answers the form's refusal, so the form says which field to fix.
 */
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
      return undefined;
    } catch (error) {
      toast.error(profileUpdateMessages.failure);
      if (error instanceof ApiRequestError && error.code === 'email_already_registered') {
        return { fieldErrors: { email: profileUpdateMessages.emailTaken } } satisfies ContactRefusal;
      }
      throw error;
    }
  });
}
