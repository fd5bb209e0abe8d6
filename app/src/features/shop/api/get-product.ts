import type { Product } from '@arpa/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/shop/products/{id}. A 404 is the page's own "not found" state, not a toast. */
export function getShopProduct(api: ApiClient, id: string): Promise<Product> {
  return api<Product>(`/api/v1/shop/products/${encodeURIComponent(id)}`, { silentStatuses: [404] });
}

export function useShopProduct(id: string | undefined) {
  const api = useApi();
  return useSWR(id ? ['shop-product', id] : null, ([, productId]: [string, string]) =>
    getShopProduct(api, productId),
  );
}
