import type { ListResponse, Lottery } from '@arpa/contract';
import useSWR from 'swr';

/** GET /api/v1/lotteries?variety=claimable: the lotteries whose tickets are registered here. */
export const claimableLotteriesPath = '/api/v1/lotteries?variety=claimable';

export function useClaimableLotteries() {
  return useSWR<ListResponse<Lottery>>(claimableLotteriesPath);
}
