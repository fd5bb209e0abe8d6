import { LIST_PAGE_SIZE, type Claim, type ClaimResponse, type ListResponse } from '@arpa/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';
// `request.user` is declared and filled by the auth plugin.
import type {} from '../../plugins/auth.ts';
import { logMessages } from './outbox.ts';
import { listClaimHistory } from './repository.ts';
import {
  claimBodySchema,
  commitBodySchema,
  extraLotteryBodySchema,
  giftContactBodySchema,
  historyQuerySchema,
  lotteryParamsSchema,
  type ClaimBody,
  type CommitBody,
  type ExtraLotteryBody,
  type GiftContactBody,
  type HistoryQuery,
  type LotteryParams,
} from './schema.ts';
import {
  commitClaim,
  commitExtraLottery,
  sendGiftCode,
  submitCodes,
  type Claimant,
  type ClaimsContext,
} from './service.ts';

export const claimTokenCookie = 'claim_token';
export const claimTokenHeader = 'claim-token';
/** A quick claim is finished in one sitting; the token outlives it by a comfortable margin. */
const claimTokenMaxAgeSeconds = 24 * 60 * 60;

export type ClaimRoutesOptions = ClaimsContext;

function claimTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[claimTokenHeader];
  if (typeof header === 'string' && header !== '') return header;
  const cookie = request.cookies?.[claimTokenCookie];
  return cookie ? cookie : null;
}

function claimantOf(request: FastifyRequest): Claimant {
  const user = request.user;
  return {
    user: user ? { sub: user.sub, email: user.email, isAdmin: user.isAdmin } : null,
    claimToken: user ? null : claimTokenOf(request),
    ip: request.ip,
  };
}

function giveClaimToken(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(claimTokenCookie, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: claimTokenMaxAgeSeconds,
  });
  reply.header(claimTokenHeader, token);
}

/** Claims of scratch tickets (SPEC §7): code entry, gift code, commit, extra draw and the history. */
export async function claimRoutes(app: FastifyInstance, context: ClaimRoutesOptions): Promise<void> {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const submit = async (
    request: FastifyRequest<{ Params: LotteryParams; Body: ClaimBody }>,
    reply: FastifyReply,
  ): Promise<ClaimResponse> => {
    const result = await submitCodes(context, request.params.id, request.body ?? {}, claimantOf(request));
    if (result.newClaimToken) giveClaimToken(request, reply, result.newClaimToken);
    logMessages(request.log, result.messages);
    return result.claim;
  };
  const submitSchema = { params: lotteryParamsSchema, body: claimBodySchema };
  // SPEC §7 spells the call with a trailing slash; the bare path is accepted too.
  app.post('/api/v1/lotteries/:id/claims/', { schema: submitSchema }, submit);
  app.post('/api/v1/lotteries/:id/claims', { schema: submitSchema }, submit);

  app.put<{ Params: LotteryParams; Body: GiftContactBody }>(
    '/api/v1/lotteries/:id/claims',
    { schema: { params: lotteryParamsSchema, body: giftContactBodySchema } },
    async (request, reply) => {
      const messages = await sendGiftCode(
        context,
        request.params.id,
        request.body ?? {},
        claimantOf(request),
      );
      logMessages(request.log, messages);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: LotteryParams; Body: CommitBody }>(
    '/api/v1/lotteries/:id/claims/commit',
    { schema: { params: lotteryParamsSchema, body: commitBodySchema } },
    async (request, reply) => {
      const messages = await commitClaim(context, request.params.id, request.body ?? {}, claimantOf(request));
      logMessages(request.log, messages);
      return reply.code(204).send();
    },
  );

  app.put<{ Params: LotteryParams; Body: ExtraLotteryBody }>(
    '/api/v1/lotteries/:id/extra-lottery/commit',
    { schema: { params: lotteryParamsSchema, body: extraLotteryBodySchema } },
    async (request, reply) => {
      await commitExtraLottery(context, request.params.id, request.body ?? {}, claimantOf(request));
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: HistoryQuery }>(
    '/api/v1/claims',
    { schema: { querystring: historyQuerySchema } },
    async (request): Promise<ListResponse<Claim>> => {
      const user = request.user;
      if (!user) throw new ApiError('token_missing', 401);
      return listClaimHistory(
        context.db,
        user.sub,
        request.query.limit ?? LIST_PAGE_SIZE,
        request.query.offset ?? 0,
      );
    },
  );
}
