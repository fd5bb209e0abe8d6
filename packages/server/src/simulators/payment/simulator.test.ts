import { BANKS } from '@arpa/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PAYTRAIL_TEST_ACCOUNT,
  PAYTRAIL_TEST_SECRET,
  signedRequestHeaders,
  verifySignature,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
} from '../../modules/payments/paytrail.ts';
import { PaymentSimulator } from './simulator.ts';

const merchant = 'https://kauppa.example';

function paymentRequest(stamp: string, amount = 1525): CreatePaymentRequest {
  return {
    stamp,
    reference: '1232',
    amount,
    currency: 'EUR',
    language: 'FI',
    customer: { email: 'pelaaja@example.com' },
    redirectUrls: { success: `${merchant}/return/success`, cancel: `${merchant}/return/cancel` },
    callbackUrls: { success: `${merchant}/callback/success`, cancel: `${merchant}/callback/cancel` },
  };
}

describe('payment provider simulator', () => {
  let app: FastifyInstance;
  let simulator: PaymentSimulator;
  let callbacks: string[];

  beforeEach(async () => {
    callbacks = [];
    simulator = new PaymentSimulator({
      merchants: { [PAYTRAIL_TEST_ACCOUNT]: PAYTRAIL_TEST_SECRET },
      publicUrl: 'http://localhost:8600',
      fetch: async (url) => {
        callbacks.push(String(url));
        return new Response('', { status: 200 });
      },
    });
    app = Fastify();
    await simulator.register(app);
    await app.ready();
  });

  afterEach(() => app.close());

  async function create(
    body: string,
    headers = signedRequestHeaders({
      account: PAYTRAIL_TEST_ACCOUNT,
      secret: PAYTRAIL_TEST_SECRET,
      method: 'POST',
      body,
    }),
  ) {
    return app.inject({ method: 'POST', url: '/payment-sim/payments', headers, payload: body });
  }

  async function createPayment(stamp: string, amount?: number): Promise<CreatePaymentResponse> {
    const response = await create(JSON.stringify(paymentRequest(stamp, amount)));
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('creates a payment from a signed request and signs its answer', async () => {
    const body = JSON.stringify(paymentRequest('stamp-1'));
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const headers = response.headers as Record<string, string>;
    expect(verifySignature(PAYTRAIL_TEST_SECRET, headers, response.body, headers.signature)).toBe(true);
    const created: CreatePaymentResponse = response.json();
    expect(created.href).toBe(`http://localhost:8600/payment-sim/pay/${created.transactionId}`);
    // Every bank the site offers, in the order SPEC §2 lists them.
    expect(created.providers.map((provider) => provider.id)).toEqual([...BANKS]);
    expect(created.providers[0]).toMatchObject({
      name: 'Nordea',
      url: created.href,
      parameters: [{ name: 'method', value: 'nordea' }],
    });
  });

  it('refuses a forged or altered request and a reused stamp', async () => {
    const body = JSON.stringify(paymentRequest('stamp-2'));
    const headers = signedRequestHeaders({
      account: PAYTRAIL_TEST_ACCOUNT,
      secret: 'WRONG',
      method: 'POST',
      body,
    });
    expect((await create(body, headers)).statusCode).toBe(401);

    const signed = signedRequestHeaders({
      account: PAYTRAIL_TEST_ACCOUNT,
      secret: PAYTRAIL_TEST_SECRET,
      method: 'POST',
      body,
    });
    const altered = await create(body.replace('1525', '1'), signed);
    expect(altered.statusCode).toBe(401);
    expect(altered.json()).toEqual({ status: 'error', message: 'Invalid signature' });

    expect((await create(body)).statusCode).toBe(201);
    const again = await create(body);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Duplicate stamp');
  });

  it('shows the bank page in Finnish with the amount and the two buttons', async () => {
    const created = await createPayment('stamp-3');
    const form = await app.inject({
      method: 'POST',
      url: `/payment-sim/pay/${created.transactionId}`,
      payload: 'method=osuuspankki',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(303);
    const page = await app.inject({ url: form.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="fi"');
    expect(page.body).toContain('<h1>OP</h1>');
    expect(page.body).toContain('15,25\u00a0€');
    expect(page.body).toMatch(/<button[^>]*value="pay">Maksa<\/button>/);
    expect(page.body).toMatch(/<button[^>]*value="cancel">Peruuta<\/button>/);

    expect((await app.inject({ url: '/payment-sim/pay/unknown?method=nordea' })).statusCode).toBe(404);
  });

  it('"Maksa" redirects with signed ok parameters and sends the callback twice', async () => {
    const created = await createPayment('stamp-4');
    const response = await app.inject({
      method: 'POST',
      url: `/payment-sim/pay/${created.transactionId}/complete`,
      payload: 'method=nordea&action=pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${merchant}/return/success`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      'checkout-account': PAYTRAIL_TEST_ACCOUNT,
      'checkout-amount': '1525',
      'checkout-stamp': 'stamp-4',
      'checkout-reference': '1232',
      'checkout-transaction-id': created.transactionId,
      'checkout-status': 'ok',
      'checkout-provider': 'nordea',
    });
    expect(verifySignature(PAYTRAIL_TEST_SECRET, params, '', params.signature)).toBe(true);

    await simulator.settled();
    expect(callbacks).toHaveLength(2);
    for (const callback of callbacks) {
      const url = new URL(callback);
      expect(`${url.origin}${url.pathname}`).toBe(`${merchant}/callback/success`);
      const signed = Object.fromEntries(url.searchParams);
      expect(verifySignature(PAYTRAIL_TEST_SECRET, signed, '', signed.signature)).toBe(true);
    }
    expect(simulator.payment(created.transactionId)?.callbacks.map((callback) => callback.status)).toEqual([
      200, 200,
    ]);

    // Pressing again (back button) redirects again but settles nothing new.
    const again = await app.inject({
      method: 'POST',
      url: `/payment-sim/pay/${created.transactionId}/complete`,
      payload: 'method=nordea&action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(new URL(again.headers.location as string).searchParams.get('checkout-status')).toBe('ok');
    await simulator.settled();
    expect(callbacks).toHaveLength(2);
  });

  it('"Peruuta" redirects to the cancel URL with status fail', async () => {
    const created = await createPayment('stamp-5');
    const response = await app.inject({
      method: 'POST',
      url: `/payment-sim/pay/${created.transactionId}/complete`,
      payload: 'method=aktia&action=cancel',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const location = new URL(response.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(`${merchant}/return/cancel`);
    expect(location.searchParams.get('checkout-status')).toBe('fail');
    await simulator.settled();
    expect(callbacks.every((url) => url.startsWith(`${merchant}/callback/cancel?`))).toBe(true);
  });

  describe('refunds (POST /payments/{transactionId}/refund)', () => {
    function refund(transactionId: string, request: Record<string, unknown>, secret = PAYTRAIL_TEST_SECRET) {
      const body = JSON.stringify({
        refundReference: '1232',
        callbackUrls: { success: `${merchant}/refund/success`, cancel: `${merchant}/refund/cancel` },
        ...request,
      });
      return app.inject({
        method: 'POST',
        url: `/payment-sim/payments/${transactionId}/refund`,
        headers: signedRequestHeaders({
          account: PAYTRAIL_TEST_ACCOUNT,
          secret,
          method: 'POST',
          body,
          transactionId,
        }),
        payload: body,
      });
    }

    it('pays back a paid payment once per refund stamp, signed, and never more than was paid', async () => {
      const { transactionId } = await createPayment('stamp-refund', 1525);
      expect((await refund(transactionId, { amount: 1525, refundStamp: 'r-1' })).statusCode).toBe(400);
      simulator.complete(transactionId, 'nordea', 'pay');

      const first = await refund(transactionId, { amount: 1000, refundStamp: 'r-1' });
      expect(first.statusCode).toBe(201);
      const headers = first.headers as Record<string, string>;
      expect(verifySignature(PAYTRAIL_TEST_SECRET, headers, first.body, headers.signature)).toBe(true);
      expect(first.json()).toMatchObject({ status: 'ok', provider: 'nordea' });
      // The same stamp again (an answer lost on the way): the same refund, nothing paid twice.
      const again = await refund(transactionId, { amount: 1000, refundStamp: 'r-1' });
      expect([again.statusCode, again.json().transactionId]).toEqual([201, first.json().transactionId]);
      expect(simulator.payment(transactionId)!.refunds.map((each) => each.amount)).toEqual([1000]);

      expect((await refund(transactionId, { amount: 526, refundStamp: 'r-2' })).statusCode).toBe(400);
      expect((await refund(transactionId, { amount: 525, refundStamp: 'r-2' })).statusCode).toBe(201);
      expect(simulator.payment(transactionId)!.refunds.map((each) => each.amount)).toEqual([1000, 525]);
    });

    it('refuses an unsigned refund, another transaction’s signature and a malformed request', async () => {
      const { transactionId } = await createPayment('stamp-refund-2', 1525);
      simulator.complete(transactionId, 'nordea', 'pay');
      expect((await refund(transactionId, { amount: 100, refundStamp: 'r' }, 'wrong')).statusCode).toBe(401);
      const other = await createPayment('stamp-refund-3', 1525);
      const body = JSON.stringify({ amount: 100, refundStamp: 'r', refundReference: '1', callbackUrls: {} });
      const mismatched = await app.inject({
        method: 'POST',
        url: `/payment-sim/payments/${transactionId}/refund`,
        headers: signedRequestHeaders({
          account: PAYTRAIL_TEST_ACCOUNT,
          secret: PAYTRAIL_TEST_SECRET,
          method: 'POST',
          body,
          transactionId: other.transactionId,
        }),
        payload: body,
      });
      expect(mismatched.statusCode).toBe(400);
      for (const amount of [0, -5, 1.5, '100']) {
        expect((await refund(transactionId, { amount, refundStamp: 'r' })).statusCode, String(amount)).toBe(
          400,
        );
      }
      expect((await refund('no-such-payment', { amount: 100, refundStamp: 'r' })).statusCode).toBe(404);
      expect(simulator.payment(transactionId)!.refunds).toEqual([]);
    });
  });
});
