import type { ProtectionStatus } from '@arpa/contract';
import useSWR from 'swr';
import { useSession } from '../../../lib/session';

export const PROTECTION_PATH = '/api/v1/users/protection';

/** GET /api/v1/users/protection: the quick stop and self-exclusion of the signed-in player. */
export function useProtection(enabled = true) {
  return useSWR<ProtectionStatus>(enabled ? PROTECTION_PATH : null);
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
