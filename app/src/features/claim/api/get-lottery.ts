import type { Lottery } from '@arpa/contract';
import useSWR from 'swr';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/lotteries/by-slug/{slug}. A 404 is the page's own "not found" state, not a toast. */
export function lotteryPath(slug: string): string {
  return `/api/v1/lotteries/by-slug/${encodeURIComponent(slug)}`;
}

export function getLottery(api: ApiClient, slug: string): Promise<Lottery> {
  return api<Lottery>(lotteryPath(slug), { silentStatuses: [404] });
}

/** Keyed by the path, as every read is, so a server-rendered page's embedded answer fills it. */
export function useLottery(slug: string | undefined) {
  const api = useApi();
  return useSWR(slug ? lotteryPath(slug) : null, (path: string) =>
    api<Lottery>(path, { silentStatuses: [404] }),
  );
}
