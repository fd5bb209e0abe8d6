import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/shop/products?page=&sort=name&category_id=: one page (from 1) of a category's products. */
export function useShopProducts(page: number, categoryId: number | undefined, enabled = true) {
  return useApiRead(
    'GET /api/v1/shop/products',
    enabled ? { query: { page, sort: 'name', category_id: categoryId } } : null,
    { keepPreviousData: true },
  );
}
