import type { Product } from '@arpa/contract';
import { apiUrl, type ApiClient } from './api-client';

/**
 * GET /api/v1/shop/products/{id}, the one read of a shop product. The product page and the cart read it
 * under the same cache key, its path, so a product one of them has loaded is not fetched again by the
 * other. A 404 is the caller's own "not found" state, not a toast. (The hooks stay in the features: this
 * module takes the API client as an argument.)
 */
export function shopProductPath(id: number): string {
  return apiUrl('GET /api/v1/shop/products/{id}', { params: { id } });
}

/** The SWR cache as far as reading products needs it. */
export interface ProductCache {
  get(key: string): { data?: unknown } | undefined;
}

/**
 * Several products by id, each taken from its own {@link shopProductPath} cache entry when there, else
 * fetched and stored there with `store`.
 */
export async function readShopProducts(
  api: ApiClient,
  cache: ProductCache,
  store: (path: string, product: Product) => Promise<unknown>,
  ids: readonly number[],
): Promise<Map<number, Product>> {
  const products = await Promise.all(
    ids.map(async (id) => {
      const path = shopProductPath(id);
      const cached = cache.get(path)?.data as Product | undefined;
      if (cached) return cached;
      const product = await api.call('GET /api/v1/shop/products/{id}', { params: { id } });
      await store(path, product);
      return product;
    }),
  );
  return new Map(products.map((product) => [product.id, product]));
}
