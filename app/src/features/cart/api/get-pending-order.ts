import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

export const PENDING_ORDER_PATH = apiUrl('GET /api/v1/shop/orders/pending');

/** GET /api/v1/shop/orders/pending: the player's waiting order whose bank payment is still open, if any. */
export function usePendingOrder(enabled = true) {
  return useApiRead('GET /api/v1/shop/orders/pending', enabled ? {} : null, { revalidateOnFocus: false });
}
