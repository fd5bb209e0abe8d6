import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

function jsonResponse(status: number, body: unknown, statusText = '') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(response: Response, cookies = '', idToken?: string) {
  const fetch = vi.fn(async () => response);
  const onError = vi.fn();
  const onSignatureExpired = vi.fn();
  const api = createApiClient({
    getIdToken: () => idToken,
    onError,
    onSignatureExpired,
    fetch: fetch as unknown as typeof globalThis.fetch,
    cookies: () => cookies,
  });
  return { api, fetch, onError, onSignatureExpired };
}

describe('api client', () => {
  it('sends JSON with the anti-forgery, Bearer and order-token headers and credentials', async () => {
    const { api, fetch } = setup(
      jsonResponse(200, { ok: true }),
      '_csrf=abc.def; order_token=order1',
      'id.token.value',
    );
    await expect(api.call('POST /api/v1/shop/cart', { body: { items: [] } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/shop/cart');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"items":[]}');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-csrf-token': 'abc.def',
      authorization: 'Bearer id.token.value',
      'order-token': 'order1',
    });
  });

  // The quick-claim token is an HttpOnly cookie (path /api/, packages/server claims/routes.ts): the page can
  // never read it, so the app cannot copy it into a header. It reaches the server because every call lets
  // the browser send its cookies.
  it('lets the browser send its cookies with every call, reads and writes, for the quick-claim token', async () => {
    const { api, fetch } = setup(jsonResponse(204, undefined));
    await api.call('PUT /api/v1/lotteries/{id}/claims', {
      params: { id: 7 },
      body: { firstname: 'Matti', lastname: 'Virtanen', email: 'matti@example.fi', phone: '0501234567' },
    });
    await api.call('GET /api/v1/lotteries/by-slug/{slug}', { params: { slug: 'kulta-arpa' } });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => [url, init.credentials])).toEqual([
      ['/api/v1/lotteries/7/claims', 'include'],
      ['/api/v1/lotteries/by-slug/kulta-arpa', 'include'],
    ]);
  });

  it('leaves out headers whose cookie or token does not exist', async () => {
    const { api, fetch } = setup(jsonResponse(200, []));
    await api.call('GET /api/v1/lotteries', { query: { variety: 'claimable' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/lotteries?variety=claimable');
    expect(Object.keys(init.headers as object)).toEqual(['accept']);
  });

  it('shows the catalogue text of an error code in a red toast', async () => {
    const { api, onError } = setup(jsonResponse(400, { code: 'invalid_codes' }, 'Bad Request'));
    await expect(
      api.call('POST /api/v1/lotteries/{id}/claims/', { params: { id: 1 }, body: {} }),
    ).rejects.toBeInstanceOf(ApiRequestError);
    expect(onError).toHaveBeenCalledWith('Virheelliset koodit.');
  });

  it('formats the array form with its parameter', async () => {
    const { api, onError } = setup(jsonResponse(400, { code: ['deposit_limit', 50] }));
    await expect(
      api.call('POST /api/v2/accounts/deposit', {
        body: { value: 5000, payment_method: 'nordea', subject: 'Saldon lisäys', name: 'Maija Meikäläinen' },
      }),
    ).rejects.toThrow();
    expect(onError).toHaveBeenCalledWith('Saldon lisäysraja ylittyy, sallittu 50 euroa.');
  });

  it('falls back to "{status} {statusText}" when the body says nothing', async () => {
    const { api, onError } = setup(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.call('GET /api/v1/orders', { query: { limit: 7, offset: 0 } })).rejects.toThrow();
    expect(onError).toHaveBeenCalledWith('502 Bad Gateway');
  });

  it('skips the toast for the statuses a call lists', async () => {
    const { api, onError } = setup(jsonResponse(404, { code: 'not_found' }));
    await expect(
      api.call('GET /api/v1/lotteries/by-slug/{slug}', { params: { slug: 'x' }, silentStatuses: [404] }),
    ).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('logs the user out on 401 signature_has_expired', async () => {
    const { api, onSignatureExpired, onError } = setup(jsonResponse(401, { code: 'signature_has_expired' }));
    await expect(api.call('GET /api/v1/accounts/self')).rejects.toThrow();
    expect(onSignatureExpired).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Istunto vanheni.');
  });
});

describe('api client and the session-bound anti-forgery token', () => {
  it('renews a token of another session once and sends the write again, without a toast', async () => {
    let cookie = '_csrf=before.signin';
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/v1/csrf') {
        cookie = '_csrf=session.token';
        return jsonResponse(200, { token: 'session.token' });
      }
      const sent = (init.headers as Record<string, string>)['x-csrf-token'];
      return sent === 'session.token'
        ? jsonResponse(200, { items: [] })
        : jsonResponse(403, { code: 'csrf_token_invalid' }, 'Forbidden');
    });
    const onError = vi.fn();
    const api = createApiClient({
      getIdToken: () => 'id.token.value',
      onError,
      onSignatureExpired: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      cookies: () => cookie,
    });
    await expect(api.call('POST /api/v1/shop/cart', { body: { items: [] } })).resolves.toEqual({
      items: [],
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/shop/cart', '/api/v1/csrf', '/api/v1/shop/cart']);
    expect(calls[1]!.init.headers).toMatchObject({ authorization: 'Bearer id.token.value' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives up after one renewal and shows the refusal', async () => {
    const fetch = vi.fn(async () => jsonResponse(403, { code: 'csrf_token_invalid' }, 'Forbidden'));
    const onError = vi.fn();
    const api = createApiClient({
      getIdToken: () => undefined,
      onError,
      onSignatureExpired: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
      cookies: () => '_csrf=x.y',
    });
    await expect(api.call('POST /api/v1/shop/cart', { body: { items: [] } })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('api client without a connection', () => {
  function offline() {
    const onError = vi.fn();
    const api = createApiClient({
      getIdToken: () => undefined,
      onError,
      onSignatureExpired: vi.fn(),
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      cookies: () => '',
    });
    return { api, onError };
  }

  it('tells the player a write got no answer, in Finnish, and still fails the call', async () => {
    const { api, onError } = offline();
    const claim = api.call('POST /api/v1/lotteries/{id}/claims/', { params: { id: 1 }, body: {} });
    await expect(claim).rejects.toThrow('Failed to fetch');
    expect(onError).toHaveBeenCalledWith(
      'Yhteys palveluun katkesi. Tarkista verkkoyhteys ja yritä uudelleen.',
    );
  });

  it('leaves a read to its page, and says nothing of a call the page itself cancelled', async () => {
    const { api, onError } = offline();
    await expect(api.call('GET /api/v1/accounts/self')).rejects.toThrow('Failed to fetch');
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      api.call('POST /api/v1/lotteries/{id}/claims/', {
        params: { id: 1 },
        body: {},
        signal: cancelled.signal,
      }),
    ).rejects.toThrow();
    expect(onError).not.toHaveBeenCalled();
  });
});
