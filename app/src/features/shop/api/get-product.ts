import type { Product } from '@arpa/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/shop/products/{id}. A 404 is the page's own "not found" state, not a toast. */
export function shopProductPath(id: string): string {
  return `/api/v1/shop/products/${encodeURIComponent(id)}`;
}

export function getShopProduct(api: ApiClient, id: string): Promise<Product> {
  return api<Product>(shopProductPath(id), { silentStatuses: [404] });
}

/** Keyed by the path, as every read is, so a server-rendered page's embedded answer fills it. */
export function useShopProduct(id: string | undefined) {
  const api = useApi();
  return useSWR(id ? shopProductPath(id) : null, (path: string) =>
    api<Product>(path, { silentStatuses: [404] }),
  );
}
