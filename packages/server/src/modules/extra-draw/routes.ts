import type { ExtraDrawsResponse } from '@arpa/contract';
import { ExtraDrawRunBody, ExtraDrawScheduleBody, SafeIdParams } from '@arpa/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { isAdminToken, presentedToken } from '../admin/token.ts';
import { listPublicDraws, listWinners, runDraw, scheduleDraw, verifyDraw } from './service.ts';

export interface ExtraDrawRoutesOptions {
  db: Kysely<Database>;
  /** The operator token (ADMIN_TOKEN or the generated one). */
  adminToken: string;
  now: () => Date;
}

/**
 * The operator's extra draws under /api/admin (operator token, CSRF-exempt like the rest of the admin API):
 * schedule a lottery's next draw, run it, verify a run draw from its record, list its winners with contact.
 */
async function extraDrawAdminRoutes(app: FastifyInstance, options: ExtraDrawRoutesOptions): Promise<void> {
  const { db, adminToken, now } = options;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isAdminToken(adminToken, presentedToken(request))) throw new ApiError('unauthorized', 401);
  });

  app.post<{ Body: ExtraDrawScheduleBody }>(
    '/extra-draws',
    { schema: { body: ExtraDrawScheduleBody } },
    async (request, reply) => {
      const body = request.body;
      const draw = await scheduleDraw(db, {
        lottery: body.lottery,
        closesAt: new Date(body.closes_at),
        winners: body.winners,
        prizeValue: body.prize_value ?? null,
        prizeProduct: body.prize_product ?? null,
        publish: body.publish,
      });
      return reply.code(201).send(draw);
    },
  );

  app.post<{ Body: ExtraDrawRunBody }>(
    '/extra-draws/run',
    { schema: { body: ExtraDrawRunBody } },
    async (request) => {
      const summary = await runDraw(
        db,
        { lottery: request.body.lottery, closeNow: request.body.close_now ?? false },
        now(),
      );
      for (const winner of summary.winners)
        request.log.info({ draw: summary.draw_id, position: winner.position }, 'extra draw winner');
      return summary;
    },
  );

  app.get<{ Params: { id: number } }>(
    '/extra-draws/:id/verify',
    { schema: { params: SafeIdParams } },
    async (request) => verifyDraw(db, request.params.id),
  );

  app.get<{ Params: { id: number } }>(
    '/extra-draws/:id/winners',
    { schema: { params: SafeIdParams } },
    async (request) => ({ items: await listWinners(db, request.params.id) }),
  );
}

/** The extra draw module: the operator's commands and the players' view of a lottery's draws. */
export async function extraDrawRoutes(app: FastifyInstance, options: ExtraDrawRoutesOptions): Promise<void> {
  await app.register(extraDrawAdminRoutes, { ...options, prefix: '/api/admin' });

  app.get<{ Params: { id: number } }>(
    '/api/v1/lotteries/:id/extra-draws',
    { schema: { params: SafeIdParams } },
    async (request, reply): Promise<ExtraDrawsResponse> => {
      // A player who reloads after the draw sees the result at once, not a cached "next draw".
      reply.header('cache-control', 'no-cache');
      return listPublicDraws(options.db, request.params.id);
    },
  );
}
