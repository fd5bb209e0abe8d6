import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ApiError } from '../errors.ts';

/**
 * Liveness (`/healthz`: the process answers) and readiness (`/readyz`: the database answers too, so a
 * load balancer sends no traffic to an instance that cannot serve it).
 */
export async function healthRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(options.db);
    } catch (error) {
      request.log.error({ err: error }, 'database ping failed');
      throw new ApiError('unknown_error', 503);
    }
    return { status: 'ok' };
  });
}
