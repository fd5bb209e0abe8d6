import type { DefaultLimit, Limit } from '@arpa/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { expireOverduePayments } from '../payments/service.ts';
import { limitUpdatesSchema, noQuerySchema, type LimitUpdatesBody } from './schema.ts';
import { defaultLimits, getLimits, updateLimits } from './service.ts';

export interface LimitsRoutesOptions {
  db: Kysely<Database>;
  /** The clock of limit periods and pauses; injectable for tests. */
  now?: () => Date;
}

/** SPEC §7: the operator's limits and the signed-in player's own limits and pause. */
export async function limitsRoutes(app: FastifyInstance, options: LimitsRoutesOptions): Promise<void> {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.addHook('onRequest', async (request, reply) => {
    // Another player's limits cannot even be asked for.
    if (Object.hasOwn(request.query as object, 'user_id'))
      throw new ApiError('query_param_user_id_not_allowed');
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v1/users/default-limits',
    { schema: { querystring: noQuerySchema } },
    async (): Promise<DefaultLimit[]> => defaultLimits(),
  );

  app.get(
    '/api/v1/users/limits',
    { schema: { querystring: noQuerySchema } },
    async (request): Promise<Limit[]> => {
      const userId = getUserId(request);
      // An overdue payment releases its headroom before `value_left` is shown.
      await expireOverduePayments(app.payments, db, userId);
      return getLimits(db, userId, now());
    },
  );

  app.patch<{ Body: LimitUpdatesBody }>(
    '/api/v1/users/limits',
    { schema: { querystring: noQuerySchema, body: limitUpdatesSchema } },
    async (request): Promise<Limit[]> => updateLimits(db, getUserId(request), request.body, now()),
  );
}
