import type { ExtraLotteryCommitRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** PUT /api/v1/lotteries/{id}/extra-lottery/commit: enters the no-win ticket into the extra draw. */
export function commitExtraLottery(
  api: ApiClient,
  lotteryId: number,
  body: ExtraLotteryCommitRequest,
): Promise<void> {
  return api.call('PUT /api/v1/lotteries/{id}/extra-lottery/commit', { params: { id: lotteryId }, body });
}

export function useCommitExtraLottery(lotteryId: number) {
  const api = useApi();
  return useSWRMutation(
    'PUT /api/v1/lotteries/{id}/extra-lottery/commit',
    (_call, { arg: body }: { arg: ExtraLotteryCommitRequest }) => commitExtraLottery(api, lotteryId, body),
  );
}
