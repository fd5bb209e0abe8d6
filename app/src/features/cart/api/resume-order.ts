import type { OrderResponse } from '@arpa/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { submitPaymentForm } from '../../../lib/payment-form';
import { PENDING_ORDER_PATH } from './get-pending-order';

/** POST /api/v1/shop/orders/{id}/resume: a fresh bank form for the same waiting order and amounts. */
export function resumeOrder(api: ApiClient, orderId: number): Promise<OrderResponse> {
  return api.call('POST /api/v1/shop/orders/{id}/resume', { params: { id: orderId }, body: {} });
}

/**
 * Paying a waiting order again: off to the bank with the fresh form (the answer stays as the mutation's
 * data while the browser leaves). Without a form, or when refused, the waiting order is read again.
 */
export function useResumeOrder() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'POST /api/v1/shop/orders/{id}/resume',
    async (_call, { arg: orderId }: { arg: number }) => {
      try {
        const answer = await resumeOrder(api, orderId);
        if (answer.payment_provider) {
          submitPaymentForm(answer.payment_provider);
          return answer;
        }
        await mutate(PENDING_ORDER_PATH);
        return undefined;
      } catch (error) {
        await mutate(PENDING_ORDER_PATH);
        throw error;
      }
    },
  );
}
