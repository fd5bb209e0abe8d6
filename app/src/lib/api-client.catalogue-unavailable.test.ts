import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from './api-client';

// The error catalogue is a chunk of its own, loaded on the first failed call; here that load fails,
// as it does when a redeploy has replaced the chunk or the network has dropped.
vi.mock('@arpa/contract/errors', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('api client without its error catalogue', () => {
  it('still shows a toast, with the status, and rejects with the status', async () => {
    const onError = vi.fn();
    const api = createApiClient({
      getIdToken: () => undefined,
      onError,
      onSignatureExpired: vi.fn(),
      fetch: (async () =>
        new Response(JSON.stringify({ code: 'invalid_codes' }), {
          status: 400,
          statusText: 'Bad Request',
        })) as typeof fetch,
      cookies: () => '',
    });
    const failure = api.call('POST /api/v1/lotteries/{id}/claims/', { params: { id: 1 }, body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 400, code: undefined, message: '400 Bad Request' });
    expect(onError).toHaveBeenCalledWith('400 Bad Request');
  });
});
