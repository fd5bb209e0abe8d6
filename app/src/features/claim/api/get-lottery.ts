import type { Lottery } from '@arpa/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/lotteries/by-slug/{slug}. A 404 is the page's own "not found" state, not a toast. */
export function getLottery(api: ApiClient, slug: string): Promise<Lottery> {
  return api<Lottery>(`/api/v1/lotteries/by-slug/${encodeURIComponent(slug)}`, { silentStatuses: [404] });
}

export function useLottery(slug: string | undefined) {
  const api = useApi();
  return useSWR(slug ? ['lottery', slug] : null, ([, s]: [string, string]) => getLottery(api, s));
}
