import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { isAdminToken, presentedToken } from '../admin/token.ts';

export interface PaymentAdminRoutesOptions {
  db: Kysely<Database>;
  adminToken: string;
}

/**
 * The operator's view of payments under /api/admin (operator token): the `returned` ones, money the bank
 * confirmed after we had given up on its payment and did not credit (docs/decisions/0017-money-lifecycle.md),
 * oldest first, for the operator to pay back through the provider.
 */
export async function paymentAdminRoutes(
  app: FastifyInstance,
  options: PaymentAdminRoutesOptions,
): Promise<void> {
  const { db, adminToken } = options;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isAdminToken(adminToken, presentedToken(request))) throw new ApiError('unauthorized', 401);
  });

  app.get('/payments/returned', async () => ({
    items: await db
      .selectFrom('payments')
      .select([
        'id',
        'stamp',
        'kind',
        'order_id',
        'user_id',
        'amount',
        'method',
        'provider_transaction_id',
        'paid_at',
      ])
      .where('state', '=', 'returned')
      .orderBy('paid_at')
      .orderBy('id')
      .execute(),
  }));
}
