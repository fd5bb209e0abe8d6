import type { Product } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/v1/products/{product_id}: the won product with its options (hidden prizes included). */
export function getPrizeProduct(api: ApiClient, productId: number): Promise<Product> {
  return api.call('GET /api/v1/products/{product_id}', { params: { product_id: productId } });
}
