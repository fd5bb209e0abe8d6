import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/lotteries?variety=claimable: the lotteries whose tickets are registered here. */
export function useClaimableLotteries() {
  return useApiRead('GET /api/v1/lotteries', { query: { variety: 'claimable' } });
}
