import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * Paytrail's payment API protocol (docs.paytrail.com), shared by our payment module and the provider
 * simulator. Every request, response, redirect and callback is signed with an HMAC of the merchant secret
 * over the `checkout-*` headers (or query parameters) and the body.
 */

export const paytrailAlgorithms = ['sha256', 'sha512'] as const;
export type PaytrailAlgorithm = (typeof paytrailAlgorithms)[number];

/** Paytrail's public test merchant (docs.paytrail.com, "Test credentials"). */
export const PAYTRAIL_TEST_ACCOUNT = '375917';
export const PAYTRAIL_TEST_SECRET = 'SAIPPUAKAUPPIAS';

/** Values of `checkout-status` in redirects and callbacks. */
export const paytrailStatuses = ['new', 'ok', 'fail', 'pending', 'delayed'] as const;
export type PaytrailStatus = (typeof paytrailStatuses)[number];

export type CheckoutParams = Record<string, string | string[] | undefined>;

export function isPaytrailAlgorithm(value: unknown): value is PaytrailAlgorithm {
  return typeof value === 'string' && (paytrailAlgorithms as readonly string[]).includes(value);
}

/**
 * The signed text: every `checkout-*` entry of `params` as `key:value`, keys sorted alphabetically, one per
 * line, then the body (an empty string for GET requests, redirects and callbacks). Other keys, such as
 * `signature` or `content-type`, are not signed.
 */
export function signaturePayload(params: CheckoutParams, body: string): string {
  const lines = Object.keys(params)
    .map((key) => key.toLowerCase())
    .filter((key) => key.startsWith('checkout-'))
    .sort()
    .map((key) => `${key}:${singleValue(params, key) ?? ''}`);
  return [...lines, body].join('\n');
}

/** The hex HMAC of `signaturePayload` with the merchant secret. */
export function calculateSignature(
  secret: string,
  params: CheckoutParams,
  body = '',
  algorithm: PaytrailAlgorithm = 'sha256',
): string {
  return createHmac(algorithm, secret).update(signaturePayload(params, body)).digest('hex');
}

/**
 * Whether `signature` was made with `secret` over `params` and `body`, using the algorithm the params name
 * in `checkout-algorithm`. Compared in constant time; an unknown algorithm is never valid.
 */
export function verifySignature(
  secret: string,
  params: CheckoutParams,
  body: string,
  signature: string | undefined,
): boolean {
  const algorithm = singleValue(params, 'checkout-algorithm');
  if (!signature || !isPaytrailAlgorithm(algorithm)) return false;
  const expected = Buffer.from(calculateSignature(secret, params, body, algorithm), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A header or query value by case-insensitive name; a repeated parameter counts as absent (ambiguous). */
export function singleValue(params: CheckoutParams, name: string): string | undefined {
  const key = Object.keys(params).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : params[key];
  return typeof value === 'string' ? value : undefined;
}

export interface RequestHeaderInput {
  account: string;
  secret: string;
  method: 'GET' | 'POST';
  body: string;
  transactionId?: string;
  now?: Date;
  nonce?: string;
  algorithm?: PaytrailAlgorithm;
  platformName?: string;
}

/** The headers of a signed API request (`checkout-*`, `signature`, `content-type`, `platform-name`). */
export function signedRequestHeaders(input: RequestHeaderInput): Record<string, string> {
  const checkout: Record<string, string> = {
    'checkout-account': input.account,
    'checkout-algorithm': input.algorithm ?? 'sha256',
    'checkout-method': input.method,
    'checkout-nonce': input.nonce ?? randomUUID(),
    'checkout-timestamp': (input.now ?? new Date()).toISOString(),
  };
  if (input.transactionId) checkout['checkout-transaction-id'] = input.transactionId;
  return {
    ...checkout,
    'content-type': 'application/json; charset=utf-8',
    'platform-name': input.platformName ?? 'arpa',
    signature: calculateSignature(input.secret, checkout, input.body, input.algorithm ?? 'sha256'),
  };
}

/** What a redirect or callback tells the merchant about a payment. */
export interface PaymentResult {
  account: string;
  algorithm: PaytrailAlgorithm;
  /** Integer cents. */
  amount: number;
  stamp: string;
  reference: string;
  transactionId: string;
  status: PaytrailStatus;
  provider: string;
}

/** The signed query parameters of a redirect or callback, in Paytrail's names. */
export function signedResultParams(result: PaymentResult, secret: string): Record<string, string> {
  const params: Record<string, string> = {
    'checkout-account': result.account,
    'checkout-algorithm': result.algorithm,
    'checkout-amount': String(result.amount),
    'checkout-stamp': result.stamp,
    'checkout-reference': result.reference,
    'checkout-transaction-id': result.transactionId,
    'checkout-status': result.status,
    'checkout-provider': result.provider,
  };
  return { ...params, signature: calculateSignature(secret, params, '', result.algorithm) };
}

/**
 * Reads a redirect's or callback's query parameters into a `PaymentResult`, or undefined when a field is
 * missing or malformed. The signature is checked separately (`verifySignature`).
 */
export function parsePaymentResult(params: CheckoutParams): PaymentResult | undefined {
  const field = (name: string) => singleValue(params, name);
  const algorithm = field('checkout-algorithm');
  const amount = field('checkout-amount');
  const status = field('checkout-status');
  const result = {
    account: field('checkout-account'),
    stamp: field('checkout-stamp'),
    reference: field('checkout-reference'),
    transactionId: field('checkout-transaction-id'),
    provider: field('checkout-provider') ?? '',
  };
  if (!isPaytrailAlgorithm(algorithm) || !amount || !/^\d{1,12}$/.test(amount)) return undefined;
  if (!status || !(paytrailStatuses as readonly string[]).includes(status)) return undefined;
  if (!result.account || !result.stamp || !result.reference || !result.transactionId) return undefined;
  return {
    account: result.account,
    stamp: result.stamp,
    reference: result.reference,
    transactionId: result.transactionId,
    provider: result.provider,
    algorithm,
    amount: Number(amount),
    status: status as PaytrailStatus,
  };
}

/** Paytrail's create-payment request body (the fields we use). Amounts are integer cents. */
export interface CreatePaymentRequest {
  stamp: string;
  reference: string;
  amount: number;
  currency: 'EUR';
  language: 'FI' | 'SV' | 'EN';
  items?: {
    unitPrice: number;
    units: number;
    vatPercentage: number;
    productCode: string;
    description?: string;
  }[];
  customer: { email: string; firstName?: string; lastName?: string };
  redirectUrls: { success: string; cancel: string };
  callbackUrls?: { success: string; cancel: string };
}

export interface PaymentProviderEntry {
  url: string;
  icon: string;
  svg: string;
  name: string;
  group: string;
  id: string;
  parameters: { name: string; value: string }[];
}

/** Paytrail's create-payment response (the fields we use). */
export interface CreatePaymentResponse {
  transactionId: string;
  href: string;
  reference: string;
  terms: string;
  groups: { id: string; name: string; icon: string; svg: string }[];
  providers: PaymentProviderEntry[];
}

/**
 * Paytrail's refund request (`POST /payments/{transactionId}/refund`, the fields we send): the amount to pay
 * back in cents, our unique id of the refund (a repeated call with the same stamp names the same refund) and
 * where the provider reports a refund it could not finish at once.
 */
export interface RefundRequest {
  amount: number;
  refundStamp: string;
  refundReference: string;
  callbackUrls: { success: string; cancel: string };
}

/** Paytrail's refund response: `ok` paid back, `pending` to be reported to the callback, `fail` refused. */
export interface RefundResponse {
  provider: string;
  status: 'ok' | 'pending' | 'fail';
  transactionId: string;
}

/**
 * A Finnish bank reference number (viitenumero): the base's digits (at least three, at most nineteen)
 * followed by the 7-3-1 check digit, so banks accept it as the payment's reference.
 */
export function finnishReference(base: number): string {
  const digits = String(base);
  if (!Number.isSafeInteger(base) || base < 100 || digits.length > 19) {
    throw new RangeError(`A reference number needs a base of 3 to 19 digits, got ${base}`);
  }
  const weights = [7, 3, 1];
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[digits.length - 1 - index]) * weights[index % 3];
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
