import { PAYMENT_RETURN_QUERY, type PaymentStatus } from '@arpa/contract';
import { PaymentResultQuery, PaymentStampParams } from '@arpa/contract/schemas';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import fp from 'fastify-plugin';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { PaymentSimulator, type PaymentSimulatorOptions } from '../../simulators/payment/simulator.ts';
import { JobQueue } from '../jobs/queue.ts';
import { parsePaymentResult, singleValue, verifySignature, type CheckoutParams } from './paytrail.ts';
import { loopbackFetch, paymentsConfigFromEnv, type Fetch } from './provider.ts';
import {
  EXPIRE_PAYMENT_JOB,
  expireIfOverdue,
  paymentStatus,
  REFUND_PAYMENT_JOB,
  refundReturnedPayment,
  settlePayment,
  settleRefund,
  sweepPayments,
  type PaymentOutcome,
  type PaymentsContext,
} from './service.ts';
import type { PaymentKind, PaymentRow } from './tables.ts';

export interface PaymentsPluginOptions {
  db: Kysely<Database>;
  /** PUBLIC_URL, PORT, PAYMENT_PROVIDER_URL, PAYTRAIL_ACCOUNT, PAYTRAIL_SECRET; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  now?: () => Date;
  /** Reaches other origins (a real provider); default the global fetch. */
  fetch?: Fetch;
  /** Settings of the built-in simulator (used when PAYMENT_PROVIDER_URL is not set). */
  simulator?: Pick<PaymentSimulatorOptions, 'callbackDeliveries' | 'callbackDelayMs'>;
  /** How often the job worker looks for due jobs (JOB_POLL_MS, default 5000). */
  jobPollMs?: number;
  /**
   * What each kind of payment does when settled and where its payer returns: the deposits and orders
   * modules implement it, app.ts hands them in, so this module imports neither.
   */
  outcomes: Record<PaymentKind, PaymentOutcome>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in payment provider simulator, or null when a real provider is configured. */
    paymentSimulator: PaymentSimulator | null;
    /** The job queue in PostgreSQL that expires payments at their deadline (and its minute sweep). */
    jobs: JobQueue;
    /** Expires every overdue payment now (the minute sweep; also run by POST /api/dev/clock). */
    sweepPayments(): Promise<number>;
  }
}

/**
 * Where the browser goes after the bank: the app's success page, or back to where the payment began, with
 * the payment's stamp so the page reads GET /api/v1/payments/{stamp} and says what happened.
 */
function returnPath(outcome: PaymentOutcome, payment: PaymentRow): string {
  return `${outcome.returnPage(payment)}?${PAYMENT_RETURN_QUERY}=${encodeURIComponent(payment.stamp)}`;
}

/**
 * Bank payments: the provider (the built-in simulator unless PAYMENT_PROVIDER_URL names a real one), the
 * `app.payments` context the deposit and order routes use, and the provider's way back to us: the browser
 * redirects (`/api/v1/payments/return/…`) and the server-to-server callbacks (`/api/v1/payments/callback/…`),
 * all signature-verified GETs, so CSRF tokens do not apply to them.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    const config = paymentsConfigFromEnv(options.env ?? process.env);
    const network = options.fetch ?? globalThis.fetch;
    const context: PaymentsContext = {
      config,
      fetch: loopbackFetch(app, config.publicUrl, network),
      now: options.now ?? (() => new Date()),
      outcomes: options.outcomes,
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

    const sweep = () => sweepPayments(context, options.db);
    const jobs = new JobQueue({
      db: options.db,
      now: context.now,
      handlers: {
        async [EXPIRE_PAYMENT_JOB](trx, payload) {
          await expireIfOverdue(context, trx, (payload as { paymentId: number }).paymentId);
        },
        async [REFUND_PAYMENT_JOB](trx, payload) {
          const paymentId = (payload as { paymentId: number }).paymentId;
          const outcome = await refundReturnedPayment(context, trx, paymentId);
          if (outcome !== 'nothing') app.log.info({ paymentId, outcome }, 'returned payment refunded');
        },
      },
      // Nothing depends on one job: every minute each process also expires whatever is overdue.
      periodic: [{ everyMs: 60_000, run: sweep }],
      pollMs: options.jobPollMs,
      onError: (error, job) => app.log.error({ err: error, job }, 'job failed'),
    });
    app.decorate('jobs', jobs);
    app.decorate('sweepPayments', sweep);
    app.addHook('onReady', async () => jobs.start());
    // Before the database closes: the round in progress finishes, no timer is left behind.
    app.addHook('preClose', async () => jobs.stop());

    app.get<{ Params: { stamp: string } }>(
      '/api/v1/payments/:stamp',
      {
        onRequest: requireUser,
        schema: { params: PaymentStampParams },
      },
      async (request, reply): Promise<PaymentStatus> => {
        reply.header('cache-control', 'no-store');
        return paymentStatus(context, options.db, getUserId(request), request.params.stamp);
      },
    );

    /** The provider's signed `checkout-*` result parameters for our account, or undefined. */
    function signedResult(params: CheckoutParams) {
      const result = parsePaymentResult(params);
      const signed =
        result !== undefined &&
        result.account === config.account &&
        verifySignature(config.secret, params, '', singleValue(params, 'signature'));
      return signed ? result : undefined;
    }

    async function settle(
      request: FastifyRequest<{ Querystring: CheckoutParams }>,
      source: 'return' | 'callback',
    ) {
      const params = request.query;
      const result = signedResult(params);
      if (!result) {
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

    // The provider's report of a refund that was pending (service.ts refundReturnedPayment): the same signed
    // `checkout-*` parameters as a payment's callback, `checkout-stamp` naming our refund.
    for (const outcome of ['success', 'cancel'] as const) {
      app.get<{ Querystring: CheckoutParams }>(
        `/api/v1/payments/refund-callback/${outcome}`,
        { schema: { querystring: PaymentResultQuery } },
        async (request, reply) => {
          const result = signedResult(request.query);
          if (!result) {
            request.log.warn(
              { refundStamp: singleValue(request.query, 'checkout-stamp') },
              'refund result refused: invalid signature',
            );
            throw new ApiError('invalid_signature', 400);
          }
          const ok = outcome === 'success' && result.status === 'ok';
          if (!(await settleRefund(context, options.db, result.stamp, ok))) {
            throw new ApiError('payment_not_found', 404);
          }
          request.log.info({ refundStamp: result.stamp, ok }, 'refund reported');
          return reply.code(200).header('cache-control', 'no-store').send();
        },
      );
    }

    for (const outcome of ['success', 'cancel'] as const) {
      app.get<{ Querystring: CheckoutParams }>(
        `/api/v1/payments/return/${outcome}`,
        { schema: { querystring: PaymentResultQuery } },
        async (request, reply) => {
          const payment = await settle(request, 'return');
          const kind = context.outcomes[payment.kind];
          if (kind.cookieClearedOnReturn && payment.state !== 'created')
            reply.clearCookie(kind.cookieClearedOnReturn, { path: '/' });
          return reply.header('cache-control', 'no-store').redirect(returnPath(kind, payment), 303);
        },
      );
      app.get<{ Querystring: CheckoutParams }>(
        `/api/v1/payments/callback/${outcome}`,
        { schema: { querystring: PaymentResultQuery } },
        async (request, reply) => {
          await settle(request, 'callback');
          return reply.code(200).header('cache-control', 'no-store').send();
        },
      );
    }
  },
  { name: 'arpa-payments', fastify: '5.x' },
);
