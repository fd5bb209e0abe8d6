import type { ClaimCommitRequest } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/v1/lotteries/{id}/claims/commit: redeems the won prize with the contact details and option. */
export function commitClaim(api: ApiClient, lotteryId: number, body: ClaimCommitRequest): Promise<void> {
  return api.call('PUT /api/v1/lotteries/{id}/claims/commit', { params: { id: lotteryId }, body });
}
