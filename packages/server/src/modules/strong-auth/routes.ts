import type { StrongAuthResponse } from '@arpa/contract';
import { StrongAuthRequest } from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { throttledPerUser } from '../../plugins/rate-limit.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { createFtnProvider, ftnSimulatorPath, ftnSimulatorRoutes } from '../../simulators/ftn/routes.ts';
import { completeStrongAuth, startStrongAuth, type StrongAuthStart } from './service.ts';
import {
  clientFromEnv,
  embeddedSimulatorSettings,
  externalProviderSettings,
  personalCodeKeyFromEnv,
  type StrongAuthSettings,
} from './settings.ts';

export interface StrongAuthOptions {
  db: Kysely<Database>;
  /** The site's public origin; default PUBLIC_URL or http://localhost:$PORT. */
  publicUrl?: string;
  /** FTN_ISSUER, FTN_CLIENT_ID, FTN_CLIENT_SECRET, PERSONAL_CODE_HMAC_KEY, OIDC_EXTRA_ORIGINS; default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** The clock of states, codes and id tokens; injectable for tests. */
  now?: () => Date;
}

/** The two calls of the app: start (where to send the browser) and the return with code and state. */
async function strongAuthRoutes(
  app: FastifyInstance,
  { db, settings }: { db: Kysely<Database>; settings: StrongAuthSettings },
): Promise<void> {
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v1/users/auth/start',
    { preHandler: throttledPerUser('strongAuthStartPerUser') },
    async (request): Promise<StrongAuthStart> =>
      startStrongAuth(db, settings, getUserId(request), request.headers.origin),
  );

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/api/v1/users/auth',
    { schema: { body: StrongAuthRequest } },
    async (request): Promise<StrongAuthResponse> =>
      completeStrongAuth(db, settings, getUserId(request), request.body),
  );
}

/**
 * Strong identification: the API routes and, unless FTN_ISSUER names an external FTN broker, the
 * embedded simulator at /ftn-sim that they talk to.
 */
export async function strongAuthPlugin(app: FastifyInstance, options: StrongAuthOptions): Promise<void> {
  const env = options.env ?? process.env;
  const { db } = options;
  const publicUrl = (options.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(
    /\/$/,
    '',
  );
  const extraOrigins = (env.OIDC_EXTRA_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const now = options.now ?? (() => new Date());
  const client = await clientFromEnv(db, env, publicUrl, extraOrigins);
  const personalCodeKey = await personalCodeKeyFromEnv(db, env);

  let settings: StrongAuthSettings;
  if (env.FTN_ISSUER) {
    settings = await externalProviderSettings(env.FTN_ISSUER, client, personalCodeKey, now);
  } else {
    const provider = await createFtnProvider({
      db,
      issuer: `${publicUrl}${ftnSimulatorPath}`,
      clients: [client],
      now,
    });
    await app.register(ftnSimulatorRoutes, { prefix: ftnSimulatorPath, provider });
    settings = embeddedSimulatorSettings(app, provider, client, personalCodeKey);
  }
  await app.register(strongAuthRoutes, { db, settings });
}
