import type { DepositRequest } from '@arpa/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { submitPaymentForm } from '../../../lib/payment-form';

/** The payment's subject line at the bank. */
export const DEPOSIT_SUBJECT = 'Saldon lisäys';

/**
 * POST /api/v2/accounts/deposit. `attemptKey` names the deposit attempt (Idempotency-Key): a repeated
 * submit answers the same bank payment.
 */
export function startDeposit(api: ApiClient, deposit: DepositRequest, attemptKey?: string) {
  return api.call('POST /api/v2/accounts/deposit', { body: deposit, idempotencyKey: attemptKey });
}

export interface DepositAttempt {
  deposit: DepositRequest;
  attemptKey?: string;
}

/**
 * A deposit, then off to the bank; the answer stays as the mutation's data while the browser leaves. A
 * refusal (the monthly deposit limit, a missing strong authentication, a pause) shows the catalogue's text
 * in a red toast and rejects.
 */
export function useStartDeposit() {
  const api = useApi();
  return useSWRMutation(
    'POST /api/v2/accounts/deposit',
    async (_call, { arg: { deposit, attemptKey } }: { arg: DepositAttempt }) => {
      const answer = await startDeposit(api, deposit, attemptKey);
      submitPaymentForm(answer.payment_provider);
      return answer;
    },
  );
}
