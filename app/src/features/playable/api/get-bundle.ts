import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/lotteries/{id}/playable-ticket-bundles?current_month=true: this Helsinki month's bundle. */
export function bundlePath(lotteryId: number): string {
  return apiUrl('GET /api/v1/lotteries/{id}/playable-ticket-bundles', {
    params: { id: lotteryId },
    query: { current_month: true },
  });
}

/** Only for a signed-in player (`lotteryId` undefined otherwise). */
export function useCurrentBundle(lotteryId: number | undefined) {
  // Always asked again when the page opens: a game may have played tickets since.
  return useApiRead(
    'GET /api/v1/lotteries/{id}/playable-ticket-bundles',
    lotteryId === undefined ? null : { params: { id: lotteryId }, query: { current_month: true } },
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}
