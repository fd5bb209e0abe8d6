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
 * oldest first. Each is paid back through the provider's refund call by a job (`refunded_at` once the
 * provider confirmed it); one without `refunded_at` after its job's retries is the operator's to follow up.
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
        'refund_stamp',
        'refunded_at',
      ])
      .where('state', '=', 'returned')
      .orderBy('paid_at')
      .orderBy('id')
      .execute(),
  }));
}
