import { useApiRead } from '../../../lib/api-read';

/**
 * GET /api/v1/shop/products/{id}: one product, keyed by its path as every read is (lib/shop-product.ts), so
 * a server-rendered page's embedded answer fills it. A 404 is the page's own "not found" state.
 */
export function useShopProduct(id: string | undefined) {
  return useApiRead(
    'GET /api/v1/shop/products/{id}',
    id === undefined ? null : { params: { id: Number(id) }, silentStatuses: [404] },
  );
}
