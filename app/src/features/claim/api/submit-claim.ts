import type { ClaimRequest, ClaimResponse } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/v1/lotteries/{id}/claims/: registers the ticket's codes and answers its prize. */
export function submitClaim(api: ApiClient, lotteryId: number, codes: ClaimRequest): Promise<ClaimResponse> {
  return api<ClaimResponse>(`/api/v1/lotteries/${lotteryId}/claims/`, { method: 'POST', body: codes });
}
