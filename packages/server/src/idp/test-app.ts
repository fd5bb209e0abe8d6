import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createTestDatabase } from '../test/harness.ts';
import type { Database } from '../db/schema.ts';
import { meRoutes } from '../modules/me/routes.ts';
import { authPlugin } from '../plugins/auth.ts';
import { ApiError } from '../plugins/errors.ts';
import { ensureDemoUsers } from './demo-users.ts';
import { identityPlugin } from './plugin.ts';
import { publicUrl } from './test-client.ts';

export interface IdentityTestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  close(): Promise<void>;
  restart(): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
}

interface BuildOptions {
  now?: () => Date;
  registrationsPerAddress?: number;
}

async function build(
  db: Kysely<Database>,
  routes?: (app: FastifyInstance) => void,
  { now, registrationsPerAddress }: BuildOptions = {},
) {
  const app = Fastify();
  app.setErrorHandler((e: Error & { validation?: unknown }, _req, reply) => {
    if (e instanceof ApiError) return reply.code(e.status).send({ code: e.code });
    if (e.validation) return reply.code(400).send({ code: 'input_validation_error' });
    return reply.code(500).send({ code: 'unknown_error' });
  });
  await app.register(identityPlugin, { db, publicUrl, now, registrationsPerAddress });
  await app.register(authPlugin, { db, verifier: app.identity.verifier });
  await app.register(meRoutes, { prefix: '/api/v1', db });
  await app.register(meRoutes, { db });
  routes?.(app);
  await app.ready();
  return app;
}

export async function identityTestApp(
  routes?: (app: FastifyInstance) => void,
  options: BuildOptions = {},
): Promise<IdentityTestApp> {
  // Every migration on a fresh database: in-memory PGlite, or PostgreSQL under with-postgres.
  const database = await createTestDatabase();
  const { db } = database;
  await ensureDemoUsers(db);
  const app = await build(db, routes, options);
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await database.close();
    },
    restart: async () => {
      const other = await build(db, undefined, options);
      return { app: other, close: () => other.close() };
    },
  };
}
