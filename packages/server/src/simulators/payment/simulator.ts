import { randomUUID } from 'node:crypto';
import { BANKS } from '@arpa/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  calculateSignature,
  signedResultParams,
  singleValue,
  verifySignature,
  type CheckoutParams,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type PaytrailAlgorithm,
  type RefundRequest,
  type RefundResponse,
} from '../../modules/payments/paytrail.ts';
import { isSimulatedBank, simulatedBanks } from './banks.ts';
import { bankListPage, bankPage, notFoundPage } from './pages.ts';

/**
 * A stand-in for Paytrail (docs.paytrail.com) for development and tests. It speaks the real protocol: a
 * signed `POST /payments` creates a payment and lists the bank providers; the bank page's "Maksa" or
 * "Peruuta" redirects the browser to the merchant with signed `checkout-*` query parameters and calls the
 * merchant's callback URL server to server, on purpose more than once ("callbacks may arrive several
 * times"). A signed `POST /payments/{transactionId}/refund` pays a paid payment back (`ok` at once), once per
 * refund stamp. Payments live in memory: a restart forgets unfinished ones, as an expired real payment would be.
 */

export interface SimulatedPayment {
  transactionId: string;
  account: string;
  algorithm: PaytrailAlgorithm;
  stamp: string;
  reference: string;
  /** Integer cents. */
  amount: number;
  request: CreatePaymentRequest;
  status: 'new' | 'ok' | 'fail';
  /** The bank the payer chose. */
  provider: string | null;
  createdAt: Date;
  /** Every callback sent: its URL and the merchant's HTTP status (null when it could not be reached). */
  callbacks: { url: string; status: number | null }[];
  /** Money paid back to the payer (`POST /payments/{transactionId}/refund`), one entry per refund stamp. */
  refunds: SimulatedRefund[];
}

export interface SimulatedRefund {
  refundStamp: string;
  refundReference: string;
  /** Integer cents. */
  amount: number;
  /** The refund's own transaction id at the provider. */
  transactionId: string;
  at: Date;
}

export interface PaymentSimulatorOptions {
  /** Merchant ids and their secrets. */
  merchants: Record<string, string>;
  /** Origin (and path prefix, if any) under which browsers reach this server, e.g. http://localhost:8080. */
  publicUrl: string;
  /** Where the simulator is mounted; default `/payment-sim`. */
  basePath?: string;
  /** Sends the server-to-server callbacks; default the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** How many times each callback is sent; default 2. */
  callbackDeliveries?: number;
  /** Delay before the callbacks go out, in milliseconds; default 0 (they race the browser's redirect). */
  callbackDelayMs?: number;
  now?: () => Date;
}

class ProtocolError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export class PaymentSimulator {
  readonly basePath: string;
  readonly #options: PaymentSimulatorOptions;
  readonly #payments = new Map<string, SimulatedPayment>();
  readonly #inFlight = new Set<Promise<void>>();

  constructor(options: PaymentSimulatorOptions) {
    this.#options = options;
    this.basePath = options.basePath ?? '/payment-sim';
  }

  /** A payment by its transaction id. */
  payment(transactionId: string): SimulatedPayment | undefined {
    return this.#payments.get(transactionId);
  }

  /** Resolves when every callback sent so far has been answered (or failed). */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.allSettled([...this.#inFlight]);
  }

  /** The merchant whose signature the request carries; 401 for an unknown merchant or a bad signature. */
  #signedBy(headers: CheckoutParams, rawBody: string): { account: string; secret: string } {
    const account = singleValue(headers, 'checkout-account');
    const secret = account === undefined ? undefined : this.#options.merchants[account];
    if (!account || !secret) throw new ProtocolError(401, 'Merchant not found');
    if (!verifySignature(secret, headers, rawBody, singleValue(headers, 'signature'))) {
      throw new ProtocolError(401, 'Invalid signature');
    }
    return { account, secret };
  }

  #now(): Date {
    return this.#options.now?.() ?? new Date();
  }

  /** `POST /payments`: checks the signed request and creates a payment. */
  createPayment(headers: CheckoutParams, rawBody: string): { headers: Record<string, string>; body: string } {
    const { account, secret } = this.#signedBy(headers, rawBody);
    if (singleValue(headers, 'checkout-method') !== 'POST')
      throw new ProtocolError(400, 'Invalid checkout-method');
    if (!singleValue(headers, 'checkout-nonce')) throw new ProtocolError(400, 'Missing checkout-nonce');
    const timestamp = Date.parse(singleValue(headers, 'checkout-timestamp') ?? '');
    if (Number.isNaN(timestamp)) throw new ProtocolError(400, 'Invalid checkout-timestamp');

    const request = parseCreateRequest(rawBody);
    for (const existing of this.#payments.values()) {
      if (existing.account === account && existing.stamp === request.stamp) {
        throw new ProtocolError(400, 'Duplicate stamp');
      }
    }
    const algorithm = singleValue(headers, 'checkout-algorithm') as PaytrailAlgorithm;
    const transactionId = randomUUID();
    this.#payments.set(transactionId, {
      transactionId,
      account,
      algorithm,
      stamp: request.stamp,
      reference: request.reference,
      amount: request.amount,
      request,
      status: 'new',
      provider: null,
      createdAt: this.#now(),
      callbacks: [],
      refunds: [],
    });

    const payUrl = `${this.#options.publicUrl}${this.basePath}/pay/${transactionId}`;
    const response: CreatePaymentResponse = {
      transactionId,
      href: payUrl,
      reference: request.reference,
      terms: `Maksupalvelun tarjoaa simulaattori. Maksun tunniste ${transactionId}.`,
      groups: [{ id: 'bank', name: 'Pankkimaksutavat', icon: '', svg: '' }],
      providers: BANKS.map((bank) => ({
        url: payUrl,
        icon: '',
        svg: '',
        name: simulatedBanks[bank].name,
        group: 'bank',
        id: bank,
        parameters: [{ name: 'method', value: bank }],
      })),
    };
    const body = JSON.stringify(response);
    return signedAnswer(secret, { account, algorithm, transactionId }, body);
  }

  /**
   * `POST /payments/{transactionId}/refund`: checks the signed request (the transaction's id among the
   * signed headers) and pays back part or all of a paid payment to the payer's account at once (`ok`). A
   * refund stamp the merchant has used before names that refund again: its first answer is repeated and
   * nothing is paid twice. More than what is left of the payment is refused.
   */
  refund(
    headers: CheckoutParams,
    transactionId: string,
    rawBody: string,
  ): { headers: Record<string, string>; body: string } {
    const { account, secret } = this.#signedBy(headers, rawBody);
    if (singleValue(headers, 'checkout-transaction-id') !== transactionId) {
      throw new ProtocolError(400, 'checkout-transaction-id does not match the address');
    }
    const payment = this.#payments.get(transactionId);
    if (!payment || payment.account !== account) throw new ProtocolError(404, 'Payment not found');
    if (payment.status !== 'ok') throw new ProtocolError(400, 'Only a paid payment can be refunded');
    const request = parseRefundRequest(rawBody);
    let refund = payment.refunds.find((each) => each.refundStamp === request.refundStamp);
    if (!refund) {
      const refunded = payment.refunds.reduce((sum, each) => sum + each.amount, 0);
      if (request.amount > payment.amount - refunded) {
        throw new ProtocolError(400, 'Refund amount exceeds what is left of the payment');
      }
      refund = {
        refundStamp: request.refundStamp,
        refundReference: request.refundReference,
        amount: request.amount,
        transactionId: randomUUID(),
        at: this.#now(),
      };
      payment.refunds.push(refund);
    } else if (refund.amount !== request.amount) {
      throw new ProtocolError(400, 'Duplicate refundStamp with another amount');
    }
    const response: RefundResponse = {
      provider: payment.provider ?? '',
      status: 'ok',
      transactionId: refund.transactionId,
    };
    const body = JSON.stringify(response);
    return signedAnswer(
      secret,
      { account, algorithm: payment.algorithm, transactionId: refund.transactionId },
      body,
    );
  }

  /**
   * The payer pressed "Maksa" or "Peruuta": settles the payment once, sends the callbacks and answers the
   * signed redirect URL. A second press (back button, refresh) redirects again without new callbacks.
   */
  complete(transactionId: string, bank: string, action: 'pay' | 'cancel'): string | undefined {
    const payment = this.#payments.get(transactionId);
    if (!payment) return undefined;
    const secret = this.#options.merchants[payment.account] as string;
    if (payment.status === 'new') {
      payment.status = action === 'pay' ? 'ok' : 'fail';
      payment.provider = bank;
      this.#scheduleCallbacks(payment, secret);
    }
    const params = this.#resultParams(payment, secret);
    const target =
      payment.status === 'ok' ? payment.request.redirectUrls.success : payment.request.redirectUrls.cancel;
    return withQuery(target, params);
  }

  #resultParams(payment: SimulatedPayment, secret: string): Record<string, string> {
    return signedResultParams(
      {
        account: payment.account,
        algorithm: payment.algorithm,
        amount: payment.amount,
        stamp: payment.stamp,
        reference: payment.reference,
        transactionId: payment.transactionId,
        status: payment.status === 'ok' ? 'ok' : 'fail',
        provider: payment.provider ?? '',
      },
      secret,
    );
  }

  #scheduleCallbacks(payment: SimulatedPayment, secret: string): void {
    const urls = payment.request.callbackUrls;
    if (!urls) return;
    const url = withQuery(
      payment.status === 'ok' ? urls.success : urls.cancel,
      this.#resultParams(payment, secret),
    );
    const send = this.#options.fetch ?? globalThis.fetch;
    const deliveries = this.#options.callbackDeliveries ?? 2;
    for (let delivery = 0; delivery < deliveries; delivery += 1) {
      const sent = new Promise<void>((resolve) => setTimeout(resolve, this.#options.callbackDelayMs ?? 0))
        .then(() => send(url, { method: 'GET' }))
        .then(
          async (response) => {
            await response.arrayBuffer();
            payment.callbacks.push({ url, status: response.status });
          },
          () => {
            payment.callbacks.push({ url, status: null });
          },
        )
        .finally(() => this.#inFlight.delete(sent));
      this.#inFlight.add(sent);
    }
  }

  /** Registers the provider's routes under `basePath`. */
  async register(app: FastifyInstance): Promise<void> {
    await app.register(
      async (scope) => {
        // The API signs the exact body bytes, so the JSON stays a string here; bank forms are urlencoded.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
          done(null, body),
        );
        scope.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string' },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
        );

        scope.post('/payments', async (request, reply) => {
          try {
            const created = this.createPayment(
              request.headers as CheckoutParams,
              typeof request.body === 'string' ? request.body : '',
            );
            return reply
              .code(201)
              .headers(created.headers)
              .type('application/json; charset=utf-8')
              .send(created.body);
          } catch (error) {
            if (!(error instanceof ProtocolError)) throw error;
            request.log.info({ reason: error.message }, 'payment simulator refused a request');
            return reply.code(error.status).send({ status: 'error', message: error.message });
          }
        });

        scope.post<{ Params: { transactionId: string } }>(
          '/payments/:transactionId/refund',
          async (request, reply) => {
            try {
              const refunded = this.refund(
                request.headers as CheckoutParams,
                request.params.transactionId,
                typeof request.body === 'string' ? request.body : '',
              );
              return reply
                .code(201)
                .headers(refunded.headers)
                .type('application/json; charset=utf-8')
                .send(refunded.body);
            } catch (error) {
              if (!(error instanceof ProtocolError)) throw error;
              request.log.info({ reason: error.message }, 'payment simulator refused a refund');
              return reply.code(error.status).send({ status: 'error', message: error.message });
            }
          },
        );

        scope.get<{ Params: { transactionId: string }; Querystring: { method?: string } }>(
          '/pay/:transactionId',
          async (request, reply) => {
            const payment = this.#payments.get(request.params.transactionId);
            if (!payment) return html(reply.code(404), notFoundPage());
            const bank = request.query.method;
            if (isSimulatedBank(bank)) return html(reply, bankPage(payment, bank, this.basePath));
            return html(reply, bankListPage(payment, this.basePath));
          },
        );

        // A provider's form (`providers[].url` + `parameters`) posts here; the bank shows its page.
        scope.post<{ Params: { transactionId: string }; Body: Record<string, string> | undefined }>(
          '/pay/:transactionId',
          async (request, reply) => {
            const bank = request.body?.method;
            const query = isSimulatedBank(bank) ? `?method=${bank}` : '';
            return reply.redirect(
              `${this.basePath}/pay/${encodeURIComponent(request.params.transactionId)}${query}`,
              303,
            );
          },
        );

        scope.post<{ Params: { transactionId: string }; Body: Record<string, string> | undefined }>(
          '/pay/:transactionId/complete',
          async (request, reply) => {
            const bank = request.body?.method;
            const action = request.body?.action;
            if (!isSimulatedBank(bank) || (action !== 'pay' && action !== 'cancel')) {
              return html(reply.code(400), notFoundPage());
            }
            const target = this.complete(request.params.transactionId, bank, action);
            if (!target) return html(reply.code(404), notFoundPage());
            return reply.redirect(target, 303);
          },
        );
      },
      { prefix: this.basePath },
    );
  }
}

/** An API answer signed the way the provider signs: its `checkout-*` headers and body. */
function signedAnswer(
  secret: string,
  answer: { account: string; algorithm: PaytrailAlgorithm; transactionId: string },
  body: string,
): { headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = {
    'checkout-account': answer.account,
    'checkout-algorithm': answer.algorithm,
    'checkout-transaction-id': answer.transactionId,
  };
  return {
    headers: { ...headers, signature: calculateSignature(secret, headers, body, answer.algorithm) },
    body,
  };
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .send(body);
}

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
  return target.toString();
}

const maxAmountCents = 99_999_999;

function parseCreateRequest(rawBody: string): CreatePaymentRequest {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new ProtocolError(400, 'Invalid JSON body');
  }
  const request = body as Partial<CreatePaymentRequest> | null;
  const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value);
  const fail = (field: string): never => {
    throw new ProtocolError(400, `Invalid or missing ${field}`);
  };
  if (!request || typeof request !== 'object') fail('body');
  const valid = request as Partial<CreatePaymentRequest>;
  if (typeof valid.stamp !== 'string' || valid.stamp.length === 0 || valid.stamp.length > 200) fail('stamp');
  if (typeof valid.reference !== 'string' || valid.reference.length === 0) fail('reference');
  if (
    !Number.isInteger(valid.amount) ||
    (valid.amount as number) < 1 ||
    (valid.amount as number) > maxAmountCents
  ) {
    fail('amount');
  }
  if (valid.currency !== 'EUR') fail('currency');
  if (!['FI', 'SV', 'EN'].includes(valid.language as string)) fail('language');
  if (typeof valid.customer?.email !== 'string' || !valid.customer.email.includes('@'))
    fail('customer.email');
  if (!isUrl(valid.redirectUrls?.success) || !isUrl(valid.redirectUrls?.cancel)) fail('redirectUrls');
  if (valid.callbackUrls && (!isUrl(valid.callbackUrls.success) || !isUrl(valid.callbackUrls.cancel))) {
    fail('callbackUrls');
  }
  if (valid.items) {
    const total = valid.items.reduce((sum, item) => sum + item.unitPrice * item.units, 0);
    if (total !== valid.amount) fail('items (their total must equal amount)');
  }
  return valid as CreatePaymentRequest;
}

function parseRefundRequest(rawBody: string): RefundRequest {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new ProtocolError(400, 'Invalid JSON body');
  }
  const request = body as Partial<RefundRequest> | null;
  const isUrl = (value: unknown) => typeof value === 'string' && URL.canParse(value);
  const fail = (field: string): never => {
    throw new ProtocolError(400, `Invalid or missing ${field}`);
  };
  if (!request || typeof request !== 'object') fail('body');
  const valid = request as Partial<RefundRequest>;
  if (
    !Number.isInteger(valid.amount) ||
    (valid.amount as number) < 1 ||
    (valid.amount as number) > maxAmountCents
  )
    fail('amount');
  if (
    typeof valid.refundStamp !== 'string' ||
    valid.refundStamp.length === 0 ||
    valid.refundStamp.length > 200
  )
    fail('refundStamp');
  if (typeof valid.refundReference !== 'string' || valid.refundReference.length === 0)
    fail('refundReference');
  if (!isUrl(valid.callbackUrls?.success) || !isUrl(valid.callbackUrls?.cancel)) fail('callbackUrls');
  return valid as RefundRequest;
}
