import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/shop/categories: the prize shop's category tabs. */
export function useShopCategories() {
  return useApiRead('GET /api/v1/shop/categories', {}, { revalidateOnFocus: false });
}
