import {
  CLAIM_TOKEN_COOKIE,
  CLAIM_TOKEN_HEADER,
  type Claim,
  type ClaimResponse,
  type ListResponse,
} from '@arpa/contract';
import {
  ClaimCommitInput,
  ClaimRequest,
  ContactInput,
  GiftCodeContactInput,
  IdParams,
  PageQuery,
} from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { logMessages } from './outbox.ts';
import { listClaimHistory } from './repository.ts';
import {
  commitClaim,
  commitExtraLottery,
  sendGiftCode,
  submitCodes,
  type Claimant,
  type ClaimsContext,
} from './service.ts';

/** A quick claim is finished in one sitting; the token outlives it by a comfortable margin. */
const claimTokenMaxAgeSeconds = 24 * 60 * 60;

export type ClaimRoutesOptions = ClaimsContext;

function claimTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[CLAIM_TOKEN_HEADER];
  if (typeof header === 'string' && header !== '') return header;
  const cookie = request.cookies?.[CLAIM_TOKEN_COOKIE];
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
  reply.setCookie(CLAIM_TOKEN_COOKIE, token, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: claimTokenMaxAgeSeconds,
  });
  reply.header(CLAIM_TOKEN_HEADER, token);
}

/** Claims of scratch tickets (SPEC §7): code entry, gift code, commit, extra draw and the history. */
export async function claimRoutes(app: FastifyInstance, context: ClaimRoutesOptions): Promise<void> {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  const submit = async (
    request: FastifyRequest<{ Params: IdParams; Body: ClaimRequest }>,
    reply: FastifyReply,
  ): Promise<ClaimResponse> => {
    const result = await submitCodes(context, request.params.id, request.body ?? {}, claimantOf(request));
    if (result.newClaimToken) giveClaimToken(request, reply, result.newClaimToken);
    logMessages(request.log, result.messages);
    return result.claim;
  };
  const submitSchema = { params: IdParams, body: ClaimRequest };
  // SPEC §7 spells the call with a trailing slash; the bare path is accepted too.
  app.post('/api/v1/lotteries/:id/claims/', { schema: submitSchema }, submit);
  app.post('/api/v1/lotteries/:id/claims', { schema: submitSchema }, submit);

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.put(
    '/api/v1/lotteries/:id/claims',
    { schema: { params: IdParams, body: GiftCodeContactInput } },
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

  routes.put(
    '/api/v1/lotteries/:id/claims/commit',
    { schema: { params: IdParams, body: ClaimCommitInput } },
    async (request, reply) => {
      const messages = await commitClaim(context, request.params.id, request.body ?? {}, claimantOf(request));
      logMessages(request.log, messages);
      return reply.code(204).send();
    },
  );

  routes.put(
    '/api/v1/lotteries/:id/extra-lottery/commit',
    { schema: { params: IdParams, body: ContactInput } },
    async (request, reply) => {
      await commitExtraLottery(context, request.params.id, request.body ?? {}, claimantOf(request));
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/v1/claims',
    { schema: { querystring: PageQuery }, onRequest: requireUser },
    async (request): Promise<ListResponse<Claim>> => {
      return listClaimHistory(context.db, getUserId(request), request.query.limit, request.query.offset);
    },
  );
}
