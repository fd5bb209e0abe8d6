import type { DepositBonusCampaign } from '@arpa/contract';
import { BonusGrantBody, DepositCampaignBody } from '@arpa/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { isAdminToken, presentedToken } from '../admin/token.ts';
import { expireBonuses, grantManually, setDepositCampaign } from './service.ts';

export interface BonusAdminRoutesOptions {
  db: Kysely<Database>;
  adminToken: string;
  now: () => Date;
}

/**
 * The operator's bonuses under /api/admin (operator token, CSRF-exempt like the rest of the admin API): the
 * deposit-bonus campaign, a manual grant to one player, and the expiry of bonuses whose time is up.
 */
export async function bonusAdminRoutes(
  app: FastifyInstance,
  options: BonusAdminRoutesOptions,
): Promise<void> {
  const { db, adminToken, now } = options;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isAdminToken(adminToken, presentedToken(request))) throw new ApiError('unauthorized', 401);
  });

  app.put<{ Body: DepositCampaignBody }>(
    '/bonus-campaigns/deposit',
    { schema: { body: DepositCampaignBody } },
    async (request) =>
      setDepositCampaign(db, {
        min_deposit: request.body.min_deposit,
        bonus_value: request.body.bonus_value,
        valid_days: request.body.valid_days ?? null,
        active: request.body.active ?? true,
      }),
  );

  app.post<{ Body: BonusGrantBody }>(
    '/bonuses/grant',
    { schema: { body: BonusGrantBody } },
    async (request, reply) => {
      const granted = await grantManually(
        db,
        {
          user: request.body.user,
          value: request.body.value,
          reason: request.body.reason,
          validDays: request.body.valid_days ?? null,
          account: request.body.account,
        },
        now(),
      );
      return reply.code(201).send(granted);
    },
  );

  // No body: the server finds what is due by its own clock.
  app.post('/bonuses/expire', async () => expireBonuses(db, now()));
}

/**
 * GET /api/v1/bonus-campaigns/deposit, public: whether a deposit bonus is on offer and its terms, so the
 * deposit page shows the CMS text (`playableLotteries.depositBonus.description`) only while it is.
 */
export async function bonusPublicRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  app.get('/api/v1/bonus-campaigns/deposit', async (_request, reply): Promise<DepositBonusCampaign> => {
    reply.header('cache-control', 'no-cache');
    const campaign = await db
      .selectFrom('bonus_campaigns')
      .selectAll()
      .where('name', '=', 'deposit')
      .executeTakeFirst();
    return campaign
      ? {
          active: campaign.active,
          min_deposit: Number(campaign.min_deposit),
          bonus_value: Number(campaign.bonus_value),
          valid_days: campaign.valid_days,
        }
      : { active: false, min_deposit: null, bonus_value: null, valid_days: null };
  });
}
