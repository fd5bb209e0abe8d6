import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { globalPlugin } from '../../plugins/global-plugin.ts';
import { PaymentSimulator, type PaymentSimulatorOptions } from '../../simulators/payment/simulator.ts';
import { depositOutcome } from '../deposits/service.ts';
import { ORDER_TOKEN_COOKIE, orderOutcome } from '../orders/service.ts';
import { parsePaymentResult, singleValue, verifySignature, type CheckoutParams } from './paytrail.ts';
import { loopbackFetch, paymentsConfigFromEnv, type Fetch } from './provider.ts';
import { settlePayment, type PaymentsContext } from './service.ts';
import type { PaymentRow } from './tables.ts';

export interface PaymentsPluginOptions {
  db: Kysely<Database>;
  /** PUBLIC_URL, PORT, PAYMENT_PROVIDER_URL, PAYTRAIL_ACCOUNT, PAYTRAIL_SECRET; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  /** Reaches other origins (a real provider); default the global fetch. */
  fetch?: Fetch;
  /** Settings of the built-in simulator (used when PAYMENT_PROVIDER_URL is not set). */
  simulator?: Pick<PaymentSimulatorOptions, 'callbackDeliveries' | 'callbackDelayMs'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in payment provider simulator, or null when a real provider is configured. */
    paymentSimulator: PaymentSimulator | null;
  }
}

const resultQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { signature: { type: 'string', maxLength: 256 } },
  // Paytrail may add signed checkout-* parameters; all of them are covered by the signature.
  patternProperties: { '^checkout-[a-z-]+$': { type: 'string', maxLength: 256 } },
} as const;

/** Where the browser goes after the bank: the app's success page, or back to where the payment began. */
function returnPath(payment: PaymentRow): string {
  if (payment.kind === 'deposit')
    return payment.state === 'paid' ? '/tili/lisaa-saldoa/success' : '/tili/lisaa-saldoa';
  return payment.state === 'paid' ? '/success' : '/ostoskori';
}

/**
 * Bank payments: the provider (the built-in simulator unless PAYMENT_PROVIDER_URL names a real one), the
 * `app.payments` context the deposit and order routes use, and the provider's way back to us: the browser
 * redirects (`/api/v1/payments/return/…`) and the server-to-server callbacks (`/api/v1/payments/callback/…`),
 * all signature-verified GETs, so CSRF tokens do not apply to them.
 */
export const paymentsPlugin = globalPlugin<PaymentsPluginOptions>('arpa-payments', async (app, options) => {
  const config = paymentsConfigFromEnv(options.env ?? process.env);
  const network = options.fetch ?? globalThis.fetch;
  const context: PaymentsContext = {
    config,
    fetch: loopbackFetch(app, config.publicUrl, network),
    now: options.now ?? (() => new Date()),
    outcomes: { deposit: depositOutcome, order: orderOutcome },
  };
  app.decorate('payments', context);

  let simulator: PaymentSimulator | null = null;
  if (config.simulator) {
    simulator = new PaymentSimulator({
      merchants: { [config.account]: config.secret },
      publicUrl: config.publicUrl,
      fetch: loopbackFetch(app, config.publicUrl, network),
      now: context.now,
      ...options.simulator,
    });
    await simulator.register(app);
  }
  app.decorate('paymentSimulator', simulator);

  async function settle(
    request: FastifyRequest<{ Querystring: CheckoutParams }>,
    source: 'return' | 'callback',
  ) {
    const params = request.query;
    const result = parsePaymentResult(params);
    const signed =
      result !== undefined &&
      result.account === config.account &&
      verifySignature(config.secret, params, '', singleValue(params, 'signature'));
    if (!result || !signed) {
      request.log.warn(
        {
          source,
          stamp: singleValue(params, 'checkout-stamp'),
          transactionId: singleValue(params, 'checkout-transaction-id'),
          status: singleValue(params, 'checkout-status'),
        },
        'payment result refused: invalid signature',
      );
      throw new ApiError('invalid_signature', 400);
    }
    const settlement = await settlePayment(context, options.db, result);
    if (settlement.changed) {
      request.log.info(
        {
          source,
          paymentId: settlement.payment.id,
          kind: settlement.payment.kind,
          state: settlement.payment.state,
        },
        'payment settled',
      );
    }
    return settlement.payment;
  }

  for (const outcome of ['success', 'cancel'] as const) {
    app.get<{ Querystring: CheckoutParams }>(
      `/api/v1/payments/return/${outcome}`,
      { schema: { querystring: resultQuerySchema } },
      async (request, reply) => {
        const payment = await settle(request, 'return');
        if (payment.kind === 'order' && payment.state !== 'created')
          reply.clearCookie(ORDER_TOKEN_COOKIE, { path: '/' });
        return reply.header('cache-control', 'no-store').redirect(returnPath(payment), 303);
      },
    );
    app.get<{ Querystring: CheckoutParams }>(
      `/api/v1/payments/callback/${outcome}`,
      { schema: { querystring: resultQuerySchema } },
      async (request, reply) => {
        await settle(request, 'callback');
        return reply.code(200).header('cache-control', 'no-store').send();
      },
    );
  }
});
