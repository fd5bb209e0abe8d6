import useSWR, { useSWRConfig } from 'swr';
import { useApi } from '../../../lib/api-context';
import { readShopProducts } from '../../../lib/shop-product';

/**
 * GET /api/v1/shop/products/{id} for every product in the cart: names, prices, variations and options.
 * Each product is read through its own cache key, the one the product page uses (lib/shop-product.ts).
 */
export function useCartProducts(productIds: readonly number[]) {
  const api = useApi();
  const { cache, mutate } = useSWRConfig();
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return useSWR(ids.length > 0 ? ['cart-products', ...ids] : null, ([, ...keys]: [string, ...number[]]) =>
    readShopProducts(api, cache, (path, product) => mutate(path, product, { revalidate: false }), keys),
  );
}
