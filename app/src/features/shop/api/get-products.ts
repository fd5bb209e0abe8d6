import type { Product, ShopListResponse } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/shop/products?page=&sort=name&category_id=: one page (from 1) of a category's products. */
export function shopProductsPath(page: number, categoryId: number | undefined): string {
  const query = new URLSearchParams({ page: String(page), sort: 'name' });
  if (categoryId !== undefined) query.set('category_id', String(categoryId));
  return `/api/v1/shop/products?${query.toString()}`;
}

export function useShopProducts(page: number, categoryId: number | undefined, enabled = true) {
  return useSWR<ShopListResponse<Product>>(enabled ? shopProductsPath(page, categoryId) : null, {
    keepPreviousData: true,
  });
}
