import type { GiftCodeContactRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

/** Every error status: the gift-code form shows its own message (SPEC §8) instead of the catalogue toast. */
const everyErrorStatus = Array.from({ length: 200 }, (_, index) => 400 + index);

/** PUT /api/v1/lotteries/{id}/claims: sends the gift prize's code to the given email and phone. */
export function sendGiftCode(api: ApiClient, lotteryId: number, body: GiftCodeContactRequest): Promise<void> {
  return api.call('PUT /api/v1/lotteries/{id}/claims', {
    params: { id: lotteryId },
    body,
    silentStatuses: everyErrorStatus,
  });
}

export function useSendGiftCode(lotteryId: number) {
  const api = useApi();
  return useSWRMutation(
    'PUT /api/v1/lotteries/{id}/claims',
    (_call, { arg: body }: { arg: GiftCodeContactRequest }) => sendGiftCode(api, lotteryId, body),
  );
}
