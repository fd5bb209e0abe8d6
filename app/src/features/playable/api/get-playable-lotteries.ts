import type { ListResponse, Lottery } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/lotteries?variety=playable: visible playable lotteries with a game and a price. */
export const playableLotteriesPath = '/api/v1/lotteries?variety=playable';

export function usePlayableLotteries() {
  return useSWR<ListResponse<Lottery>>(playableLotteriesPath);
}
