import type { OrderRequest, OrderResponse } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/shop/orders: places the order; `payment_provider` is the bank form when money is due.
 * `attemptKey` names the checkout attempt (Idempotency-Key): a repeated submit answers the same order.
 */
export function placeOrder(api: ApiClient, body: OrderRequest, attemptKey?: string): Promise<OrderResponse> {
  return api<OrderResponse>('/api/v1/shop/orders', { method: 'POST', body, idempotencyKey: attemptKey });
}
