import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

/** The account service's profile path; also the SWR key other screens revalidate. */
export const PROFILE_PATH = apiUrl('GET /me');

/** Account service GET /me: the player's profile, including the strong identity once confirmed. */
export function useProfile() {
  return useApiRead('GET /me', {});
}
