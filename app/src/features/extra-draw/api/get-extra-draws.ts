import type { ExtraDrawsResponse } from '@arpa/contract';
import useSWR from 'swr';
import { useApi } from '../../../lib/api-context';

/** GET /api/v1/lotteries/{id}/extra-draws: the lottery's next extra draw and the published results. */
export function extraDrawsPath(lotteryId: number): string {
  return `/api/v1/lotteries/${lotteryId}/extra-draws`;
}

/** A lottery removed meanwhile (404) only leaves the section out: the claim page works without it. */
export function useExtraDraws(lotteryId: number | undefined) {
  const api = useApi();
  return useSWR(lotteryId === undefined ? null : extraDrawsPath(lotteryId), (path: string) =>
    api<ExtraDrawsResponse>(path, { silentStatuses: [404] }),
  );
}
