import type { Product } from '@arpa/contract';
import useSWR from 'swr';
import { useApi } from '../../../lib/api-context';
import { shopProductPath } from '../../../lib/shop-product';

/** One product, keyed by its path as every read is, so a server-rendered page's embedded answer fills it. */
export function useShopProduct(id: string | undefined) {
  const api = useApi();
  return useSWR(id ? shopProductPath(id) : null, (path: string) =>
    api<Product>(path, { silentStatuses: [404] }),
  );
}
