import type { ClaimRequest, ClaimResponse, Product } from '@arpa/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiUrl, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { getPrizeProduct } from './get-prize-product';

/** The monthly code counter shown beside the claim flow (GET, features/protection): every submission counts. */
const CODE_SUBMISSIONS_PATH = apiUrl('GET /api/v1/users/code-submissions');

/** POST /api/v1/lotteries/{id}/claims/: registers the ticket's codes and answers its prize. */
export function submitClaim(api: ApiClient, lotteryId: number, codes: ClaimRequest): Promise<ClaimResponse> {
  return api.call('POST /api/v1/lotteries/{id}/claims/', { params: { id: lotteryId }, body: codes });
}

/** A registered ticket's prize, with the won product when there is one. */
export interface SubmittedClaim {
  claim: ClaimResponse;
  product: Product | undefined;
}

/**
 * Entering a ticket's codes: the claim, then the won product (so the result shows at once). Either way
 * the month's code counter is read again. A refusal shows the catalogue's text in a red toast and rejects.
 */
export function useSubmitClaim(lotteryId: number) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/v1/lotteries/{id}/claims/',
    async (_call, { arg: codes }: { arg: ClaimRequest }): Promise<SubmittedClaim> => {
      let claim: ClaimResponse;
      try {
        claim = await submitClaim(api, lotteryId, codes);
      } finally {
        void mutate(CODE_SUBMISSIONS_PATH);
      }
      const productId = claim.prize.product_id;
      const product = productId === null ? undefined : await getPrizeProduct(api, productId);
      return { claim, product };
    },
  );
}
