import type { Claim } from '@arpa/contract';
import { usePagedList } from './paged-list';

/** GET /api/v1/claims: the player's registered tickets (draw registrations). */
export function useClaims() {
  return usePagedList<Claim>('/api/v1/claims');
}
