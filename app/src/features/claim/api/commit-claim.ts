import type { ClaimCommitRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** PUT /api/v1/lotteries/{id}/claims/commit: redeems the won prize with the contact details and option. */
export function commitClaim(api: ApiClient, lotteryId: number, body: ClaimCommitRequest): Promise<void> {
  return api.call('PUT /api/v1/lotteries/{id}/claims/commit', { params: { id: lotteryId }, body });
}

export function useCommitClaim(lotteryId: number) {
  const api = useApi();
  return useSWRMutation(
    'PUT /api/v1/lotteries/{id}/claims/commit',
    (_call, { arg: body }: { arg: ClaimCommitRequest }) => commitClaim(api, lotteryId, body),
  );
}
