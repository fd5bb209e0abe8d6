import type { PlayableTicketsResponse } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/playable-tickets?state=purchased&lottery_id={id}: unplayed tickets and `discount_used`. */
export function purchasedTicketsPath(lotteryId: number): string {
  return `/api/v1/playable-tickets?state=purchased&lottery_id=${lotteryId}`;
}

/** Only for a signed-in player (`lotteryId` undefined otherwise). */
export function usePurchasedTickets(lotteryId: number | undefined) {
  // Always asked again when the page opens: a game may have bought or played tickets since.
  return useSWR<PlayableTicketsResponse>(lotteryId === undefined ? null : purchasedTicketsPath(lotteryId), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}
