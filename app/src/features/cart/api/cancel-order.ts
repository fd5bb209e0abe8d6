import type { OrderListing } from '@arpa/contract';
import { useToast } from '@arpa/ui';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiUrl, type ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { ACCOUNTS_PATH } from '../../../lib/accounts';
import { PENDING_ORDER_PATH } from './get-pending-order';

export const orderCancelledText = 'Tilaus peruttu. Voitot palautettiin saldoosi.';

const LIMITS_PATH = apiUrl('GET /api/v1/users/limits');

/** POST /api/v1/shop/orders/{id}/cancel: gives the waiting order up; its winnings come back. */
export function cancelOrder(api: ApiClient, orderId: number): Promise<OrderListing> {
  return api.call('POST /api/v1/shop/orders/{id}/cancel', { params: { id: orderId } });
}

/**
 * Giving a waiting order up: 'Tilaus peruttu…' once it is; refused or not (it may have ended meanwhile),
 * the balances, limits and the waiting order are read again before the mutation ends. Never rejects.
 */
export function useCancelOrder() {
  const api = useApi();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/v1/shop/orders/{id}/cancel',
    async (_call, { arg: orderId }: { arg: number }) => {
      try {
        await cancelOrder(api, orderId);
        toast.success(orderCancelledText);
      } catch (error) {
        console.error('Tilauksen peruminen epäonnistui', error);
      }
      await Promise.all([mutate(ACCOUNTS_PATH), mutate(LIMITS_PATH), mutate(PENDING_ORDER_PATH)]);
    },
  );
}
