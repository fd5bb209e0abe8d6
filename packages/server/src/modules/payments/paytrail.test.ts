import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAYTRAIL_TEST_ACCOUNT,
  PAYTRAIL_TEST_SECRET,
  calculateSignature,
  finnishReference,
  parsePaymentResult,
  signaturePayload,
  signedRequestHeaders,
  signedResultParams,
  verifySignature,
} from './paytrail.ts';

// Paytrail's published example (docs.paytrail.com, "Authentication" → "HMAC calculation"): these headers and
// this body, signed with the test merchant's secret, give the documented HMAC.
const documentedHeaders = {
  'checkout-account': '375917',
  'checkout-algorithm': 'sha256',
  'checkout-method': 'POST',
  'checkout-nonce': '564635208570151',
  'checkout-timestamp': '2018-07-06T10:01:31.904Z',
};
const documentedBody = JSON.stringify({
  stamp: 'unique-identifier-for-merchant',
  reference: '3759170',
  amount: 1525,
  currency: 'EUR',
  language: 'FI',
  items: [{ unitPrice: 1525, units: 1, vatPercentage: 24, productCode: '#1234', deliveryDate: '2018-09-01' }],
  customer: { email: 'test.customer@example.com' },
  redirectUrls: {
    success: 'https://ecom.example.com/cart/success',
    cancel: 'https://ecom.example.com/cart/cancel',
  },
});
const documentedSignature = '3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6';

// Paytrail's published example redirect (docs.paytrail.com, "Redirect and callback URL parameters").
const documentedRedirect = new URLSearchParams(
  'checkout-account=375917&checkout-algorithm=sha256&checkout-amount=2964&checkout-stamp=15336332710015' +
    '&checkout-reference=192387192837195&checkout-transaction-id=4b300af6-9a22-11e8-9184-abb6de7fd2d0' +
    '&checkout-status=ok&checkout-provider=nordea' +
    '&signature=b2d3ecdda2c04563a4638fcade3d4e77dfdc58829b429ad2c2cb422d0fc64080',
);

describe('Paytrail signatures', () => {
  it('reproduces the documented HMAC of a create-payment request', () => {
    expect(calculateSignature(PAYTRAIL_TEST_SECRET, documentedHeaders, documentedBody)).toBe(
      documentedSignature,
    );
    expect(
      verifySignature(PAYTRAIL_TEST_SECRET, documentedHeaders, documentedBody, documentedSignature),
    ).toBe(true);
  });

  it('verifies the documented redirect and refuses it once a parameter is altered', () => {
    const params: Record<string, string> = Object.fromEntries(documentedRedirect);
    expect(verifySignature(PAYTRAIL_TEST_SECRET, params, '', params.signature)).toBe(true);
    expect(parsePaymentResult(params)).toMatchObject({ amount: 2964, status: 'ok', provider: 'nordea' });

    const raised = { ...params, 'checkout-amount': '29640' };
    expect(verifySignature(PAYTRAIL_TEST_SECRET, raised, '', params.signature)).toBe(false);
    const failed = { ...params, 'checkout-status': 'fail' };
    expect(verifySignature(PAYTRAIL_TEST_SECRET, failed, '', params.signature)).toBe(false);
  });

  it('refuses a wrong secret, a missing signature and an unknown algorithm', () => {
    expect(verifySignature('WRONG', documentedHeaders, documentedBody, documentedSignature)).toBe(false);
    expect(verifySignature(PAYTRAIL_TEST_SECRET, documentedHeaders, documentedBody, undefined)).toBe(false);
    const md5 = { ...documentedHeaders, 'checkout-algorithm': 'md5' };
    expect(verifySignature(PAYTRAIL_TEST_SECRET, md5, documentedBody, documentedSignature)).toBe(false);
  });

  it('signs only checkout-* entries, sorted, with the body on the last line', () => {
    const payload = signaturePayload(
      { 'checkout-b': '2', signature: 'x', 'Checkout-A': '1', 'content-type': 'application/json' },
      '{"a":1}',
    );
    expect(payload).toBe('checkout-a:1\ncheckout-b:2\n{"a":1}');
    // An empty body still ends the payload with a line break, as the documented redirect example shows.
    expect(signaturePayload({ 'checkout-a': '1' }, '')).toBe('checkout-a:1\n');
  });

  it('agrees with an independent HMAC implementation for sha512 and request headers', () => {
    const body = '{"stamp":"x"}';
    const headers = signedRequestHeaders({
      account: PAYTRAIL_TEST_ACCOUNT,
      secret: PAYTRAIL_TEST_SECRET,
      method: 'POST',
      body,
      algorithm: 'sha512',
      nonce: 'n1',
      now: new Date('2025-01-05T08:07:00Z'),
    });
    const independent = createHmac('sha512', PAYTRAIL_TEST_SECRET)
      .update(
        'checkout-account:375917\ncheckout-algorithm:sha512\ncheckout-method:POST\n' +
          'checkout-nonce:n1\ncheckout-timestamp:2025-01-05T08:07:00.000Z\n{"stamp":"x"}',
      )
      .digest('hex');
    expect(headers.signature).toBe(independent);
    expect(verifySignature(PAYTRAIL_TEST_SECRET, headers, body, headers.signature)).toBe(true);
  });

  it('round-trips the signed result parameters of a redirect', () => {
    const params = signedResultParams(
      {
        account: PAYTRAIL_TEST_ACCOUNT,
        algorithm: 'sha256',
        amount: 1000,
        stamp: 's',
        reference: '1232',
        transactionId: 't',
        status: 'fail',
        provider: 'aktia',
      },
      PAYTRAIL_TEST_SECRET,
    );
    expect(verifySignature(PAYTRAIL_TEST_SECRET, params, '', params.signature)).toBe(true);
    expect(parsePaymentResult(params)).toEqual({
      account: PAYTRAIL_TEST_ACCOUNT,
      algorithm: 'sha256',
      amount: 1000,
      stamp: 's',
      reference: '1232',
      transactionId: 't',
      status: 'fail',
      provider: 'aktia',
    });
    expect(parsePaymentResult({ ...params, 'checkout-amount': '-5' })).toBeUndefined();
    expect(parsePaymentResult({ ...params, 'checkout-status': 'maybe' })).toBeUndefined();
  });
});

describe('finnishReference', () => {
  it('appends the 7-3-1 check digit', () => {
    // 123: 3·7 + 2·3 + 1·1 = 28 → 2. 1001: 1·7 + 0·3 + 0·1 + 1·7 = 14 → 6 (weights from the right).
    expect(finnishReference(123)).toBe('1232');
    expect(finnishReference(1001)).toBe('10016');
    expect(() => finnishReference(12)).toThrow(RangeError);
  });
});
