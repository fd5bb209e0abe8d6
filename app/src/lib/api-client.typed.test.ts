import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Limit } from '@arpa/contract';
import { apiUrl, createApiClient } from './api-client';

function client(answer: unknown = []) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(answer));
  const api = createApiClient({
    getIdToken: () => undefined,
    onError: vi.fn(),
    onSignatureExpired: vi.fn(),
    fetch: fetch as unknown as typeof globalThis.fetch,
    cookies: () => '',
  });
  return { api, fetch };
}

describe('calls of the contract’s call map', () => {
  it('sends the method of the call and fills its path parameters, URI-encoded', async () => {
    const { api, fetch } = client({});
    await api.call('PUT /api/v1/lotteries/{id}/claims', {
      params: { id: 12 },
      body: { firstname: 'Maija', lastname: 'Meikäläinen', email: 'maija@example.fi', phone: '0401234567' },
    });
    await api.call('GET /api/v1/lotteries/by-slug/{slug}', { params: { slug: 'ässä ja/risti' } });
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'PUT /api/v1/lotteries/12/claims',
      'GET /api/v1/lotteries/by-slug/%C3%A4ss%C3%A4%20ja%2Fristi',
    ]);
  });

  it('appends the query, also to a call whose path already has one', async () => {
    const { api, fetch } = client({});
    await api.call('GET /api/v1/shop/products', { query: { page: 2, sort: 'name', category_id: undefined } });
    await api.call('POST /api/v1/shop/orders?provisional=true', {
      body: { products: [{ product_id: 5, quantity: 1 }], user: { postal_code: '00100' } },
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/shop/products?page=2&sort=name',
      '/api/v1/shop/orders?provisional=true',
    ]);
  });

  it('names a read by the address it fetches, the SWR key the server also records', () => {
    expect(apiUrl('GET /api/v1/lotteries', { query: { variety: 'claimable' } })).toBe(
      '/api/v1/lotteries?variety=claimable',
    );
    expect(
      apiUrl('GET /api/v1/lotteries/{id}/playable-ticket-bundles', {
        params: { id: 3 },
        query: { current_month: true },
      }),
    ).toBe('/api/v1/lotteries/3/playable-ticket-bundles?current_month=true');
  });

  it('refuses at compile time a wrong path, body or answer field', async () => {
    const { api } = client([]);
    const limits = await api.call('PATCH /api/v1/users/limits', {
      body: [{ variety: 'play_by_day', value: 50 }],
    });
    expectTypeOf(limits).toEqualTypeOf<Limit[]>();

    // @ts-expect-error: no such call in the contract's call map
    await api.call('GET /api/v1/users/limit').catch(() => undefined);
    // @ts-expect-error: the call exists, but not with this method
    await api.call('DELETE /api/v1/users/limits').catch(() => undefined);
    // @ts-expect-error: a limit update has `value`, not `amount`
    await api.call('PATCH /api/v1/users/limits', { body: [{ variety: 'play_by_day', amount: 50 }] });
    // @ts-expect-error: the body is required
    await api.call('PATCH /api/v1/users/limits');
    // @ts-expect-error: a path parameter is required
    await api.call('GET /api/v1/lotteries/by-slug/{slug}').catch(() => undefined);
    // @ts-expect-error: a read takes no body
    await api.call('GET /api/v1/users/limits', { body: [] });
    // @ts-expect-error: a limit has no `amount`
    expect(limits[0]?.amount).toBeUndefined();
  });
});
