import type { OrderListing, OrderResponse, PendingOrderResponse } from '@arpa/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api-client';

export const PENDING_ORDER_PATH = '/api/v1/shop/orders/pending';

/** GET /api/v1/shop/orders/pending: the player's waiting order whose bank payment is still open, if any. */
export function usePendingOrder(enabled = true) {
  return useSWR<PendingOrderResponse>(enabled ? PENDING_ORDER_PATH : null, { revalidateOnFocus: false });
}

/** POST /api/v1/shop/orders/{id}/resume: a fresh bank form for the same waiting order and amounts. */
export function resumeOrder(api: ApiClient, orderId: number): Promise<OrderResponse> {
  return api<OrderResponse>(`/api/v1/shop/orders/${orderId}/resume`, { method: 'POST', body: {} });
}

/** POST /api/v1/shop/orders/{id}/cancel: gives the waiting order up; its winnings come back. */
export function cancelOrder(api: ApiClient, orderId: number): Promise<OrderListing> {
  return api<OrderListing>(`/api/v1/shop/orders/${orderId}/cancel`, { method: 'POST' });
}
