import { usePagedList } from './paged-list';

/** GET /api/v1/orders: the player's orders (the other win events), newest first. */
export function useOrders() {
  return usePagedList('GET /api/v1/orders');
}
