import { useRef } from 'react';
import { useApiRead } from './api-read';

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
