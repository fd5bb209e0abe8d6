import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { resolveAdminToken } from '../admin/token.ts';
import { extraDrawRoutes } from './routes.ts';

/**
 * The extra draw module in one line of app.ts: the operator token is the admin API's (resolved after the
 * claims modules wrote it, so no file is written here), the clock the app's.
 */
export async function registerExtraDrawModule(
  app: FastifyInstance,
  options: { db: Kysely<Database>; env: NodeJS.ProcessEnv; now?: () => Date },
): Promise<void> {
  const adminToken = await resolveAdminToken(options.db, options.env, null);
  await app.register(extraDrawRoutes, {
    db: options.db,
    adminToken,
    now: options.now ?? (() => new Date()),
  });
}
