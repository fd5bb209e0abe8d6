import type { ClaimRequest, ClaimResponse } from '@arpa/contract';
import { mutate } from 'swr';
import { apiUrl, type ApiClient } from '../../../lib/api-client';

/** The monthly code counter shown beside the claim flow (GET, features/protection): every submission counts. */
const CODE_SUBMISSIONS_PATH = apiUrl('GET /api/v1/users/code-submissions');

/** POST /api/v1/lotteries/{id}/claims/: registers the ticket's codes and answers its prize. */
export async function submitClaim(
  api: ApiClient,
  lotteryId: number,
  codes: ClaimRequest,
): Promise<ClaimResponse> {
  try {
    return await api.call('POST /api/v1/lotteries/{id}/claims/', { params: { id: lotteryId }, body: codes });
  } finally {
    void mutate(CODE_SUBMISSIONS_PATH);
  }
}
