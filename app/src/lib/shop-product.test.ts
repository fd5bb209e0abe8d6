import type { Product } from '@arpa/contract';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './api-client';
import { readShopProducts, shopProductPath } from './shop-product';

const product = (id: number) => ({ id, names: [{ lang: 'fi', value: `Tuote ${id}` }] }) as unknown as Product;

describe('reading shop products for several cart lines', () => {
  it('fetches only what the cache lacks, and stores each under the key the product page reads', async () => {
    const cache = new Map<string, { data?: unknown }>([[shopProductPath(7), { data: product(7) }]]);
    const call = vi.fn(async (_call: string, options: { params: { id: number } }) =>
      product(options.params.id),
    );
    const api = { call } as unknown as ApiClient;
    const store = vi.fn(async (path: string, value: Product) => cache.set(path, { data: value }));

    const products = await readShopProducts(api, cache, store, [7, 9]);

    expect([...products.keys()]).toEqual([7, 9]);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('GET /api/v1/shop/products/{id}', { params: { id: 9 } });
    expect(cache.get('/api/v1/shop/products/9')?.data).toMatchObject({ id: 9 });
  });
});
