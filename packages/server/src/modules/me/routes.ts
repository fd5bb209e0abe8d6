import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { throttledPerUser } from '../../plugins/rate-limit.ts';
import { PasswordChangeRequest, ProfileUpdateRequest } from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { changeOwnPassword, getProfile, updateOwnProfile } from './service.ts';

export interface MeRoutesOptions {
  db: Kysely<Database>;
}

/** The account service (SPEC §7): the signed-in player's profile and password. */
export async function meRoutes(app: FastifyInstance, { db }: MeRoutesOptions): Promise<void> {
  // onRequest: an anonymous call is refused before its body is validated.
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/me', async (request) => getProfile(db, request.user!.userId));

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.patch('/me', { schema: { body: ProfileUpdateRequest } }, async (request) =>
    updateOwnProfile(db, request.user!.userId, request.body),
  );

  routes.patch(
    '/me/password',
    { schema: { body: PasswordChangeRequest }, preHandler: throttledPerUser('passwordChangePerUser') },
    async (request, reply) => {
      await changeOwnPassword(db, request.user!.userId, request.user!.sid, request.body);
      return reply.code(204).send();
    },
  );
}
