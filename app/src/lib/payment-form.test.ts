import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitPaymentForm } from './payment-form';

describe('submitPaymentForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('posts the provider parameters as hidden fields to the provider address', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitPaymentForm({
      url: 'https://pankki.example/pay',
      parameters: [
        { name: 'checkout-amount', value: '7470' },
        { name: 'signature', value: 'abc' },
      ],
    });
    const form = document.querySelector('form');
    expect(form).not.toBeNull();
    expect(form!.method).toBe('post');
    expect(form!.action).toBe('https://pankki.example/pay');
    const fields = Array.from(form!.querySelectorAll('input')).map((i) => [i.type, i.name, i.value]);
    expect(fields).toEqual([
      ['hidden', 'checkout-amount', '7470'],
      ['hidden', 'signature', 'abc'],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
