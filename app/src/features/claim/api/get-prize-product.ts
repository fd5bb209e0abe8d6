import type { Product } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** GET /api/v1/products/{product_id}: the won product with its options (hidden prizes included). */
export function getPrizeProduct(api: ApiClient, productId: number): Promise<Product> {
  return api<Product>(`/api/v1/products/${productId}`);
}
