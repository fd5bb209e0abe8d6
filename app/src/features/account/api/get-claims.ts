import { usePagedList } from './paged-list';

/** GET /api/v1/claims: the player's registered tickets (draw registrations). */
export function useClaims() {
  return usePagedList('GET /api/v1/claims');
}
