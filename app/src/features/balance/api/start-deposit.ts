import type { DepositRequest, DepositResponse, PaymentProviderForm } from '@arpa/contract';
import { useCallback } from 'react';
import { useApi } from '../../../lib/api-context';

/** The payment's subject line at the bank. */
export const DEPOSIT_SUBJECT = 'Saldon lisäys';

/** Sends the browser to the bank: the provider's parameters as hidden fields of a POST form (SPEC §7). */
export function submitPaymentForm(form: PaymentProviderForm, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = 'POST';
  element.action = form.url;
  element.hidden = true;
  for (const { name, value } of form.parameters) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  doc.body.append(element);
  element.submit();
}

/**
 * POST /api/v2/accounts/deposit, then off to the bank. A refusal (the monthly deposit limit, a missing
 * strong authentication) shows the catalogue's text in a red toast and rejects.
 */
export function useStartDeposit() {
  const api = useApi();
  return useCallback(
    async (deposit: DepositRequest) => {
      const answer = await api<DepositResponse>('/api/v2/accounts/deposit', {
        method: 'POST',
        body: deposit,
      });
      submitPaymentForm(answer.payment_provider);
    },
    [api],
  );
}
