import type { ClaimRequest, ClaimResponse } from '@arpa/contract';
import { mutate } from 'swr';
import type { ApiClient } from '../../../lib/api-client';

/** The monthly code counter shown beside the claim flow (GET, features/protection): every submission counts. */
const CODE_SUBMISSIONS_PATH = '/api/v1/users/code-submissions';

/** POST /api/v1/lotteries/{id}/claims/: registers the ticket's codes and answers its prize. */
export async function submitClaim(
  api: ApiClient,
  lotteryId: number,
  codes: ClaimRequest,
): Promise<ClaimResponse> {
  try {
    return await api<ClaimResponse>(`/api/v1/lotteries/${lotteryId}/claims/`, {
      method: 'POST',
      body: codes,
    });
  } finally {
    void mutate(CODE_SUBMISSIONS_PATH);
  }
}
