import type { ApiCall, ApiResponse } from '@arpa/contract';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiUrl, type ApiCallArgs } from './api-client';
import { useApi } from './api-context';

/** The GET calls of the contract's call map: what a read may ask for. */
export type ApiReadCall = Extract<ApiCall, `GET ${string}`>;

/**
 * Reads one GET call of the contract's call map through SWR, typed by the map. The cache key is the call's
 * address (`apiUrl`), the same text the server records when it renders a page and the key other screens
 * revalidate with `mutate(path)`; the fetcher is the typed client's `call`. `options` null reads nothing
 * (not signed in, no id yet).
 */
export function useApiRead<C extends ApiReadCall>(
  call: C,
  options: ApiCallArgs<C>[0] | null,
  config?: SWRConfiguration<ApiResponse<C>>,
): SWRResponse<ApiResponse<C>> {
  const api = useApi();
  const args = [options ?? undefined] as ApiCallArgs<C>;
  return useSWR<ApiResponse<C>>(
    options === null ? null : apiUrl(call, ...args),
    () => api.call(call, ...args),
    config,
  );
}
