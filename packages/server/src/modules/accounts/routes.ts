import {
  AccountEventsResponse,
  AccountsResponse,
  BonusListResponse,
  PageQuery,
  type AccountEvent,
  type ListResponse,
} from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { ensureStandardAccounts } from './ledger.ts';
import { listAccountEvents, listAccounts, listBonuses } from './repository.ts';

/** SPEC §7: the player's balances, bonuses and account events. */
export async function accountRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;
  app.addHook('onRequest', requireUser);

  app.get(
    '/api/v1/accounts/self',
    { schema: { response: { 200: AccountsResponse } } },
    async (request): Promise<AccountsResponse> => {
      const userId = getUserId(request);
      await ensureStandardAccounts(db, userId);
      const items = await listAccounts(db, userId);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/v1/accounts/bonus/self',
    { schema: { response: { 200: BonusListResponse } } },
    async (request): Promise<BonusListResponse> => {
      const { items, depositBonusReceived } = await listBonuses(db, getUserId(request), new Date());
      return { items, total: items.length, deposit_bonus_received: depositBonusReceived };
    },
  );

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/api/v1/account-events',
    { schema: { querystring: PageQuery, response: { 200: AccountEventsResponse } } },
    async (request): Promise<ListResponse<AccountEvent>> =>
      listAccountEvents(db, getUserId(request), request.query),
  );
}
