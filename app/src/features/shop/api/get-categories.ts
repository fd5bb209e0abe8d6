import type { ShopCategory, ShopListResponse } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/shop/categories: the prize shop's category tabs. */
export function useShopCategories() {
  return useSWR<ShopListResponse<ShopCategory>>('/api/v1/shop/categories', { revalidateOnFocus: false });
}
