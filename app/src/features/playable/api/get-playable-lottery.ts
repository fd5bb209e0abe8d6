import type { Lottery } from '@arpa/contract';
import useSWR from 'swr';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/lotteries/by-slug/{slug}: a 404 is the page's own "not found" state, not a toast. */
export function playableLotteryPath(slug: string): string {
  return `/api/v1/lotteries/by-slug/${encodeURIComponent(slug)}`;
}

export function usePlayableLottery(slug: string | undefined) {
  const api = useApi();
  return useSWR(slug ? playableLotteryPath(slug) : null, (path: string) =>
    api<Lottery>(path, { silentStatuses: [404] }),
  );
}
