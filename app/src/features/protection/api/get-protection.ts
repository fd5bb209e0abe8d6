import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';
import { useSession } from '../../../lib/session';

export const PROTECTION_PATH = apiUrl('GET /api/v1/users/protection');

/** GET /api/v1/users/protection: the quick stop and self-exclusion of the signed-in player. */
export function useProtection(enabled = true) {
  return useApiRead('GET /api/v1/users/protection', enabled ? {} : null);
}

/**
 * Whether marketing (the content file's slides) may be shown: not to a signed-in player during a
 * self-exclusion, quick stop or play pause. Anonymous visitors see it.
 */
export function useMarketingAllowed(): boolean {
  const { loggedIn } = useSession();
  const { data } = useProtection(loggedIn);
  return !loggedIn || (data?.marketing_allowed ?? true);
}
