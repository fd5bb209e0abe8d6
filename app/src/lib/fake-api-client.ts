import type { ApiCall } from '@arpa/contract';
import { apiUrl, type ApiCallArgs, type ApiClient } from './api-client';

/** What a test's fake backend is told of one call besides its address. */
export interface FakeCallRequest {
  /** Absent for GET. */
  method?: string;
  body?: unknown;
  silentStatuses?: readonly number[];
  idempotencyKey?: string;
}

/**
 * For unit tests: an API client whose calls go to `answer` by address, e.g. `answer('/api/v1/users/limits')`
 * for a read or `answer('/api/v1/users/auth', { method: 'POST', body })` for a write. The address is the
 * call's path with its parameters and query filled in, as the real client fetches it; a GET with nothing
 * else to say is answered with the address alone, the way SWR's fetcher is called. A rejection of
 * `answer` is the call's failure (throw an `ApiRequestError` for a refusal).
 */
export function fakeApiClient(answer: FakeAnswer): ApiClient {
  let client = clients.get(answer);
  if (!client) {
    client = clientOf(answer);
    clients.set(answer, client);
  }
  return client;
}

type FakeAnswer = (path: string, request?: FakeCallRequest) => unknown;

/** One client per answer function, so a screen's effects see the same client on every render. */
const clients = new WeakMap<FakeAnswer, ApiClient>();

function clientOf(answer: FakeAnswer): ApiClient {
  return {
    async call<C extends ApiCall>(call: C, ...options: ApiCallArgs<C>) {
      const { body, silentStatuses, idempotencyKey } = ((options as unknown[])[0] ?? {}) as FakeCallRequest;
      const method = call.slice(0, call.indexOf(' '));
      const request: FakeCallRequest = {
        ...(method === 'GET' ? {} : { method }),
        ...(body === undefined ? {} : { body }),
        ...(silentStatuses === undefined ? {} : { silentStatuses }),
        ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
      };
      const path = apiUrl(call, ...options);
      return (await (Object.keys(request).length === 0 ? answer(path) : answer(path, request))) as never;
    },
  };
}
