import type { ExtraLotteryCommitRequest } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/v1/lotteries/{id}/extra-lottery/commit: enters the no-win ticket into the extra draw. */
export function commitExtraLottery(
  api: ApiClient,
  lotteryId: number,
  body: ExtraLotteryCommitRequest,
): Promise<void> {
  return api.call('PUT /api/v1/lotteries/{id}/extra-lottery/commit', { params: { id: lotteryId }, body });
}
