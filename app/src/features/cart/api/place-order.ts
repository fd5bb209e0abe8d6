import type { OrderRequest, OrderResponse } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/v1/shop/orders: places the order; `payment_provider` is the bank form when money is due. */
export function placeOrder(api: ApiClient, body: OrderRequest): Promise<OrderResponse> {
  return api<OrderResponse>('/api/v1/shop/orders', { method: 'POST', body });
}
