import { useRef } from 'react';
import { ApiRequestError } from './api-client';
import { useApiRead } from './api-read';

/** The title of a return page whose payment the server does not know, or knows as the other kind. */
export const paymentNotFoundTitle = 'Maksua ei löytynyt';

/**
 * Whether the return page's payment is none of its kind: unknown to the server (an address typed or cut
 * short) or a payment of the other kind (an order's on the deposit page). The page then says so instead of
 * "Maksua käsitellään", which nothing will change.
 */
export function isOtherPayment(
  kind: 'order' | 'deposit',
  status: { data?: { kind: string }; error?: unknown },
): boolean {
  if (status.error instanceof ApiRequestError && status.error.status === 404) return true;
  return status.data !== undefined && status.data.kind !== kind;
}

/**
 * GET /api/v1/payments/{stamp}: what became of the payment (a deposit or an order) the bank returned from; shared by the cart and balance features. While it is still
 * `created` (the bank has not confirmed yet) it is read again every `pollMs`, at most `polls` times.
 */
export function usePaymentStatus(stamp: string | null, pollMs = 2000, polls = 5) {
  const done = useRef(0);
  return useApiRead('GET /api/v1/payments/{stamp}', stamp ? { params: { stamp } } : null, {
    revalidateOnFocus: false,
    refreshInterval: (latest) => {
      if (latest?.state !== 'created' || done.current >= polls) return 0;
      done.current += 1;
      return pollMs;
    },
  });
}
