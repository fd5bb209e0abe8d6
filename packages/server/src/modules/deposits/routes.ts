import type { DepositResponse, PendingDepositResponse } from '@arpa/contract';
import {
  DepositBody,
  DepositResponse as DepositResponseSchema,
  PendingDepositResponse as PendingDepositResponseSchema,
} from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { idempotencyKeyOf, runIdempotent } from '../payments/idempotency.ts';
import { pendingDeposit, startDeposit } from './service.ts';

/**
 * SPEC §7 POST /api/v2/accounts/deposit: top up the money balance by bank payment; and the deposit still
 * open at the bank, for the add-balance page.
 */
export async function depositRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/api/v2/accounts/deposit',
    { schema: { body: DepositBody, response: { 200: DepositResponseSchema } }, onRequest: requireUser },
    async (request): Promise<DepositResponse> => {
      const user = request.user!;
      const userId = getUserId(request);
      const start = async (): Promise<DepositResponse> => ({
        payment_provider: await startDeposit(
          app.payments,
          options.db,
          { userId, email: user.email, stronglyAuthenticated: user.stronglyAuthenticated },
          request.body ?? {},
        ),
      });
      // With an Idempotency-Key, a repeat answers the first deposit's bank form instead of starting another.
      const key = idempotencyKeyOf(request);
      if (!key) return start();
      return runIdempotent(
        options.db,
        { userId, route: 'POST /api/v2/accounts/deposit', key, body: request.body ?? {} },
        start,
      );
    },
  );
  routes.get(
    '/api/v2/accounts/deposit/pending',
    { schema: { response: { 200: PendingDepositResponseSchema } }, onRequest: requireUser },
    async (request, reply): Promise<PendingDepositResponse> => {
      reply.header('cache-control', 'no-store');
      return { item: await pendingDeposit(app.payments, options.db, getUserId(request)) };
    },
  );
}
