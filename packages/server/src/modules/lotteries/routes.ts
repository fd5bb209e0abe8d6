import type { Lottery, ListResponse } from '@arpa/contract';
import { LotteriesQuery, SlugParams } from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { findLotteryBySlug, listVisibleLotteries, toLottery } from './repository.ts';

export interface LotteryRoutesOptions {
  db: Kysely<Database>;
}

/** The public catalogue of lotteries (SPEC §7): the lists and one lottery by slug. */
export async function lotteryRoutes(app: FastifyInstance, { db }: LotteryRoutesOptions): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    '/api/v1/lotteries',
    { schema: { querystring: LotteriesQuery }, config: { publicCache: true } },
    async (request): Promise<ListResponse<Lottery>> => {
      const rows = await listVisibleLotteries(db, request.query.variety);
      return { items: rows.map(toLottery), total: rows.length };
    },
  );

  // Hidden lotteries are left out of the lists but still open by their address.
  routes.get(
    '/api/v1/lotteries/by-slug/:slug',
    { schema: { params: SlugParams }, config: { publicCache: true } },
    async (request): Promise<Lottery> => {
      const row = await findLotteryBySlug(db, request.params.slug);
      if (!row) throw new ApiError('lottery_not_found');
      return toLottery(row);
    },
  );
}
