import type { OrderListing } from '@arpa/contract';
import { usePagedList } from './paged-list';

/** GET /api/v1/orders: the player's orders (the other win events), newest first. */
export function useOrders() {
  return usePagedList<OrderListing>('/api/v1/orders');
}
