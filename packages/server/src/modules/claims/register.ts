import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { contentRoutes } from '../admin/content-routes.ts';
import { adminRoutes } from '../admin/routes.ts';
import { adminTokenFile, resolveAdminToken } from '../admin/token.ts';
import { resolveTicketCodeKey } from '../catalogue/codes.ts';
import { lotteryRoutes } from '../lotteries/routes.ts';
import { devOutboxRoutes } from './outbox.ts';
import { claimRoutes } from './routes.ts';

export interface ClaimsModulesOptions {
  db: Kysely<Database>;
  env: NodeJS.ProcessEnv;
  staticDir: string;
  /** True when the app opened its database from `env` (a real start): then the CLI's token file is written. */
  ownsDatabase: boolean;
  now?: () => Date;
}

/**
 * The lotteries, claims and operator modules in one registration, so that app.ts needs one line:
 * the public lottery catalogue, claims and the extra draw, the admin API under /api/admin (operator token,
 * CSRF-exempt), /static/content.json as the operator last replaced it, and outside production the
 * development outbox at /api/dev/outbox.
 */
export async function registerClaimsModules(
  app: FastifyInstance,
  options: ClaimsModulesOptions,
): Promise<void> {
  const { db, env } = options;
  const now = options.now ?? (() => new Date());
  const ticketCodeKey = await resolveTicketCodeKey(db, env.TICKET_CODE_KEY);
  const adminToken = await resolveAdminToken(db, env, options.ownsDatabase ? adminTokenFile(env) : null);

  await app.register(lotteryRoutes, { db });
  await app.register(claimRoutes, { db, codeKey: ticketCodeKey, now });
  await app.register(adminRoutes, { prefix: '/api/admin', db, adminToken, ticketCodeKey, now });
  await app.register(contentRoutes, { db, staticDir: options.staticDir });
  if (env.NODE_ENV !== 'production') await app.register(devOutboxRoutes, { db, adminToken });
}
