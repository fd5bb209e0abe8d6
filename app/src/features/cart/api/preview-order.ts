import type { OrderPreview, ProvisionalOrderRequest } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/v1/shop/orders?provisional=true: what the order costs and how it would be paid; nothing is stored. */
export function previewOrder(api: ApiClient, body: ProvisionalOrderRequest): Promise<OrderPreview> {
  return api.call('POST /api/v1/shop/orders?provisional=true', { body });
}
