import type { PlayableTicketBundle } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/lotteries/{id}/playable-ticket-bundles?current_month=true: this Helsinki month's bundle. */
export function bundlePath(lotteryId: number): string {
  return `/api/v1/lotteries/${lotteryId}/playable-ticket-bundles?current_month=true`;
}

/** Only for a signed-in player (`lotteryId` undefined otherwise). */
export function useCurrentBundle(lotteryId: number | undefined) {
  // Always asked again when the page opens: a game may have played tickets since.
  return useSWR<PlayableTicketBundle>(lotteryId === undefined ? null : bundlePath(lotteryId), {
    revalidateOnMount: true,
    dedupingInterval: 0,
  });
}
