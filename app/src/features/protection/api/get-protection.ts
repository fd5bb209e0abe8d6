import type { ProtectionStatus } from '@arpa/contract';
import useSWR from 'swr';

export const PROTECTION_PATH = '/api/v1/users/protection';

/** GET /api/v1/users/protection: the quick stop and self-exclusion of the signed-in player. */
export function useProtection(enabled = true) {
  return useSWR<ProtectionStatus>(enabled ? PROTECTION_PATH : null);
}
