import type { OrderListing, OrderResponse } from '@arpa/contract';
import { apiUrl, type ApiClient } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

export const PENDING_ORDER_PATH = apiUrl('GET /api/v1/shop/orders/pending');

/** GET /api/v1/shop/orders/pending: the player's waiting order whose bank payment is still open, if any. */
export function usePendingOrder(enabled = true) {
  return useApiRead('GET /api/v1/shop/orders/pending', enabled ? {} : null, { revalidateOnFocus: false });
}

/** POST /api/v1/shop/orders/{id}/resume: a fresh bank form for the same waiting order and amounts. */
export function resumeOrder(api: ApiClient, orderId: number): Promise<OrderResponse> {
  return api.call('POST /api/v1/shop/orders/{id}/resume', { params: { id: orderId }, body: {} });
}

/** POST /api/v1/shop/orders/{id}/cancel: gives the waiting order up; its winnings come back. */
export function cancelOrder(api: ApiClient, orderId: number): Promise<OrderListing> {
  return api.call('POST /api/v1/shop/orders/{id}/cancel', { params: { id: orderId } });
}
