import { useApiRead } from '../../../lib/api-read';

/**
 * GET /api/v1/lotteries/{id}/extra-draws: the lottery's next extra draw and the published results. A
 * lottery removed meanwhile (404) only leaves the section out: the claim page works without it.
 */
export function useExtraDraws(lotteryId: number | undefined) {
  return useApiRead(
    'GET /api/v1/lotteries/{id}/extra-draws',
    lotteryId === undefined ? null : { params: { id: lotteryId }, silentStatuses: [404] },
  );
}
