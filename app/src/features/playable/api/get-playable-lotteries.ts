import { useApiRead } from '../../../lib/api-read';

/** GET /api/v1/lotteries?variety=playable: visible playable lotteries with a game and a price. */
export function usePlayableLotteries() {
  return useApiRead('GET /api/v1/lotteries', { query: { variety: 'playable' } });
}
