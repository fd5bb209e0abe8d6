import type { Product } from '@arpa/contract';
import useSWR from 'swr';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/shop/products/{id} for every product in the cart: names, prices, variations and options. */
export function useCartProducts(productIds: readonly number[]) {
  const api = useApi();
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  return useSWR(
    ids.length > 0 ? ['cart-products', ...ids] : null,
    async ([, ...keys]: [string, ...number[]]) => {
      const products = await Promise.all(keys.map((id) => api<Product>(`/api/v1/shop/products/${id}`)));
      return new Map(products.map((product) => [product.id, product]));
    },
  );
}
