import { useRef } from 'react';
import type { OrderRequest, OrderResponse } from '@arpa/contract';
import type { ApiClient } from '../../../lib/api-client';

/**
 * POST /api/v1/shop/orders: places the order; `payment_provider` is the bank form when money is due.
 * `attemptKey` names the checkout attempt (Idempotency-Key): a repeated submit answers the same order.
 */
export function placeOrder(api: ApiClient, body: OrderRequest, attemptKey?: string): Promise<OrderResponse> {
  return api.call('POST /api/v1/shop/orders', { body, idempotencyKey: attemptKey });
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
