import { apiUrl } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/playable-tickets?state=purchased&lottery_id={id}: unplayed tickets and `discount_used`. */
export function purchasedTicketsPath(lotteryId: number): string {
  return apiUrl('GET /api/v1/playable-tickets', { query: { state: 'purchased', lottery_id: lotteryId } });
}

/** Only for a signed-in player (`lotteryId` undefined otherwise). */
export function usePurchasedTickets(lotteryId: number | undefined) {
  // Always asked again when the page opens: a game may have bought or played tickets since.
  return useApiRead(
    'GET /api/v1/playable-tickets',
    lotteryId === undefined ? null : { query: { state: 'purchased', lottery_id: lotteryId } },
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
}
