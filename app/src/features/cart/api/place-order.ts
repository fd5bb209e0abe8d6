import { useRef } from 'react';
import type { OrderRequest, OrderResponse } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { submitPaymentForm } from '../../../lib/payment-form';

/**
 * POST /api/v1/shop/orders: places the order; `payment_provider` is the bank form when money is due.
 * `attemptKey` names the checkout attempt (Idempotency-Key): a repeated submit answers the same order.
 */
export function placeOrder(api: ApiClient, body: OrderRequest, attemptKey?: string): Promise<OrderResponse> {
  return api.call('POST /api/v1/shop/orders', { body, idempotencyKey: attemptKey });
}

export interface OrderAttempt {
  body: OrderRequest;
  attemptKey: string;
}

/**
 * Placing the order, and off to the bank when money is due. The answer stays as the mutation's data, so
 * a screen keeps its button disabled while the browser leaves (or while it moves on to the success page).
 */
export function usePlaceOrder() {
  const api = useApi();
  return useSWRMutation(
    'POST /api/v1/shop/orders',
    async (_call, { arg: { body, attemptKey } }: { arg: OrderAttempt }) => {
      const placed = await placeOrder(api, body, attemptKey);
      // The browser leaves for the bank.
      if (placed.payment_provider) submitPaymentForm(placed.payment_provider);
      return placed;
    },
  );
}

/**
 * One Idempotency-Key per checkout attempt: the same key while the order sent stays the same (a repeated
 * click or resubmit answers the same order), a new one as soon as the products, contact or bank change.
 */
export function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: crypto.randomUUID() };
    return attempt.current.key;
  };
}
