import type {
  AccountEvent,
  AccountsResponse,
  BonusListResponse,
  ListResponse,
  PageQuery,
} from '@arpa/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { ensureStandardAccounts } from './ledger.ts';
import { listAccountEvents, listAccounts, listBonuses } from './repository.ts';
import { accountEventsSchema, accountsSelfSchema, bonusesSelfSchema } from './schema.ts';

/** SPEC §7: the player's balances, bonuses and account events. */
export async function accountRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;

  app.get(
    '/api/v1/accounts/self',
    { schema: accountsSelfSchema },
    async (request): Promise<AccountsResponse> => {
      const userId = getUserId(request);
      await ensureStandardAccounts(db, userId);
      const items = await listAccounts(db, userId);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/v1/accounts/bonus/self',
    { schema: bonusesSelfSchema },
    async (request): Promise<BonusListResponse> => {
      const { items, depositBonusReceived } = await listBonuses(db, getUserId(request), new Date());
      return { items, total: items.length, deposit_bonus_received: depositBonusReceived };
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/v1/account-events',
    { schema: accountEventsSchema },
    async (request): Promise<ListResponse<AccountEvent>> =>
      listAccountEvents(db, getUserId(request), request.query),
  );
}
