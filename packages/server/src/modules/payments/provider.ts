import type { FastifyInstance } from 'fastify';
import {
  PAYTRAIL_TEST_ACCOUNT,
  PAYTRAIL_TEST_SECRET,
  signedRequestHeaders,
  singleValue,
  verifySignature,
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  type RefundRequest,
  type RefundResponse,
} from './paytrail.ts';

/** Where the payment provider lives and who we are to it. */
export interface PaymentsConfig {
  /** The site's public origin: the provider redirects browsers and sends callbacks here. */
  publicUrl: string;
  /** Base URL of the provider's API (Paytrail: https://services.paytrail.com). */
  providerUrl: string;
  /** True when the provider is the built-in simulator, mounted at `/payment-sim`. */
  simulator: boolean;
  account: string;
  secret: string;
  /** How long a created payment waits for the bank before it expires (PAYMENT_LIFETIME_MINUTES, default 30). */
  lifetimeMinutes: number;
}

/**
 * Why these payment settings are unsafe for production (config/production.ts): the simulator, or a merchant
 * whose secret anyone can read in Paytrail's documentation and so sign a forged payment result with.
 */
export function paymentsProductionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const providerUrl = env.PAYMENT_PROVIDER_URL?.trim();
  if (!providerUrl) {
    problems.push('PAYMENT_PROVIDER_URL is not set: the built-in payment simulator would take the payments');
  } else if (!providerUrl.startsWith('https://')) {
    problems.push(`PAYMENT_PROVIDER_URL must be an https address, not "${providerUrl}"`);
  }
  if (!env.PAYTRAIL_ACCOUNT || env.PAYTRAIL_ACCOUNT === PAYTRAIL_TEST_ACCOUNT) {
    problems.push(`PAYTRAIL_ACCOUNT is unset or Paytrail's public test merchant ${PAYTRAIL_TEST_ACCOUNT}`);
  }
  if (!env.PAYTRAIL_SECRET || env.PAYTRAIL_SECRET === PAYTRAIL_TEST_SECRET) {
    problems.push(
      "PAYTRAIL_SECRET is unset or Paytrail's public test secret: anyone could sign a payment result",
    );
  }
  return problems;
}

/**
 * PAYMENT_PROVIDER_URL, PAYTRAIL_ACCOUNT and PAYTRAIL_SECRET name a real provider; without a provider URL
 * the built-in simulator is used with Paytrail's public test merchant.
 */
function paymentLifetimeFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 30;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
    throw new Error(`PAYMENT_LIFETIME_MINUTES must be a whole number of minutes 1..1440, not "${value}"`);
  }
  return minutes;
}

export function paymentsConfigFromEnv(env: NodeJS.ProcessEnv): PaymentsConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/$/, '');
  const providerUrl = env.PAYMENT_PROVIDER_URL?.replace(/\/$/, '');
  return {
    publicUrl,
    providerUrl: providerUrl ?? `${publicUrl}/payment-sim`,
    simulator: !providerUrl,
    account: env.PAYTRAIL_ACCOUNT ?? PAYTRAIL_TEST_ACCOUNT,
    secret: env.PAYTRAIL_SECRET ?? PAYTRAIL_TEST_SECRET,
    lifetimeMinutes: paymentLifetimeFromEnv(env.PAYMENT_LIFETIME_MINUTES),
  };
}

export type Fetch = typeof globalThis.fetch;

/**
 * A fetch that hands requests for `origin` to the app in-process (`inject`) and everything else to the
 * network. The server talks to its own simulator, and the simulator to the server's callback URLs, through
 * every hook and route exactly as over HTTP, without knowing which address the server listens on.
 */
export function loopbackFetch(
  app: FastifyInstance,
  origin: string,
  network: Fetch = globalThis.fetch,
): Fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(`${origin}/`)) return network(request);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const single of Array.isArray(value) ? value : [value]) headers.append(name, String(single));
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

export class PaymentProviderError extends Error {}

/**
 * One signed `POST` to the provider's API (`path` under its URL; `transactionId` among the signed
 * `checkout-*` headers when the call is about a transaction): the 201 answer's JSON once its signature and
 * account are checked, else PaymentProviderError.
 */
async function signedProviderPost<T>(
  config: PaymentsConfig,
  send: Fetch,
  path: string,
  request: unknown,
  transactionId?: string,
): Promise<T> {
  const body = JSON.stringify(request);
  const response = await send(`${config.providerUrl}${path}`, {
    method: 'POST',
    headers: signedRequestHeaders({
      account: config.account,
      secret: config.secret,
      method: 'POST',
      body,
      ...(transactionId ? { transactionId } : {}),
    }),
    body,
  });
  const text = await response.text();
  if (response.status !== 201) {
    throw new PaymentProviderError(`Payment provider answered ${response.status}: ${text.slice(0, 200)}`);
  }
  const headers = Object.fromEntries(response.headers);
  if (
    singleValue(headers, 'checkout-account') !== config.account ||
    !verifySignature(config.secret, headers, text, singleValue(headers, 'signature'))
  ) {
    throw new PaymentProviderError('Payment provider answer has an invalid signature');
  }
  return JSON.parse(text) as T;
}

/** Our client of the provider's API: `POST /payments`, signed, with the answer's signature checked. */
export function createProviderPayment(
  config: PaymentsConfig,
  send: Fetch,
  request: CreatePaymentRequest,
): Promise<CreatePaymentResponse> {
  return signedProviderPost(config, send, '/payments', request);
}

/**
 * Our client of the provider's refund call: `POST /payments/{transactionId}/refund`, signed with the
 * transaction's id among the `checkout-*` headers, with the answer's signature checked.
 */
export function refundProviderPayment(
  config: PaymentsConfig,
  send: Fetch,
  transactionId: string,
  request: RefundRequest,
): Promise<RefundResponse> {
  return signedProviderPost(
    config,
    send,
    `/payments/${encodeURIComponent(transactionId)}/refund`,
    request,
    transactionId,
  );
}
