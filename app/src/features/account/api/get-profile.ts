import type { Profile } from '@arpa/contract';
import useSWR from 'swr';

/** The account service's profile path; also the SWR key other screens revalidate. */
export const PROFILE_PATH = '/me';

/** Account service GET /me: the player's profile, including the strong identity once confirmed. */
export function useProfile() {
  return useSWR<Profile>(PROFILE_PATH);
}
