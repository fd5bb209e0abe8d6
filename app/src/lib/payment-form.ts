import type { PaymentProviderForm } from '@arpa/contract';

/** Sends the browser to the bank: the provider's parameters as hidden fields of a POST form (SPEC §7). */
export function submitPaymentForm(provider: PaymentProviderForm, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = provider.url;
  form.hidden = true;
  for (const { name, value } of provider.parameters) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
