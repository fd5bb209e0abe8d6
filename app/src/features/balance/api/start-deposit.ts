import type { DepositRequest } from '@arpa/contract';
import { useCallback } from 'react';
import { useApi } from '../../../lib/api-context';
import { submitPaymentForm } from '../../../lib/payment-form';

/** The payment's subject line at the bank. */
export const DEPOSIT_SUBJECT = 'Saldon lisäys';

/**
 * POST /api/v2/accounts/deposit, then off to the bank. A refusal (the monthly deposit limit, a missing
 * strong authentication, a pause) shows the catalogue's text in a red toast and rejects. `attemptKey`
 * names the deposit attempt (Idempotency-Key): a repeated submit answers the same bank payment.
 */
export function useStartDeposit() {
  const api = useApi();
  return useCallback(
    async (deposit: DepositRequest, attemptKey?: string) => {
      const answer = await api.call('POST /api/v2/accounts/deposit', {
        body: deposit,
        idempotencyKey: attemptKey,
      });
      submitPaymentForm(answer.payment_provider);
    },
    [api],
  );
}
