import {
  GAME_API_PREFIXES,
  GAME_TOKEN_HEADER,
  type ListResponse,
  type PlayableTicket,
  type PlayableTicketBundle,
  type PlayableTicketsResponse,
} from '@arpa/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { gameUrlFromEnv } from '../../config/game.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { throttledPerUser } from '../../plugins/rate-limit.ts';
import { getUserId } from '../../plugins/user-context.ts';
import {
  GameEmptyBody,
  GameFinishBody,
  GamePlayResponse,
  GamePurchaseResponse,
  GameState,
  IdParams as LotteryParams,
  PageQuery,
  PlayableTicketBundleQuery,
  PlayableTicketsQuery,
  PlaySession,
  RealityCheckIntervalRequest,
  StartGameBody,
  StartGameResponse,
  TicketParams,
} from '@arpa/contract/schemas';
import {
  authenticateGameToken,
  currentBundle,
  endExpiredSeries,
  finishGame,
  gameState,
  playTicket,
  purchase,
  purchasedTickets,
  removeStaleGameTokens,
  startGame,
  ticketHistory,
} from './service.ts';
import {
  acknowledgeRealityCheck,
  minPlayIntervalFromEnv,
  playSession,
  setRealityCheckMinutes,
} from './session.ts';

export interface PlayableRoutesOptions {
  db: Kysely<Database>;
  env: NodeJS.ProcessEnv;
  now?: () => Date;
}

/** The game calls, relative to a prefix (`/api`, `/demo-api`); CORS answers them for the game origins. */
const gamePaths = ['/v1/game', '/v1/game/purchase', '/v1/game/tickets/:ticketId/play', '/v1/game/finish'];

const sweepEveryMs = 60_000;

/** Path prefix of the game calls under /api, exempt from CSRF (they authenticate by the game token only). */
export const gameCsrfExemptPrefix = '/api/v1/game';

function originOf(address: string | null): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/**
 * Playable online tickets (docs/playable-api.md): the app starts a game and gets a game token; the game,
 * on its own origin, buys and plays with that token under `/api` or `/demo-api`; the player's lists of
 * SPEC §7.
 */
export async function playableRoutes(
  fastify: FastifyInstance,
  options: PlayableRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const configuredGameOrigin = originOf(gameUrlFromEnv(options.env));
  const minPlayIntervalMs = minPlayIntervalFromEnv(options.env);

  /** Origins a game may call from: every playable lottery's game address and the configured game. */
  async function allowedOrigin(origin: string | undefined): Promise<string | undefined> {
    if (!origin) return undefined;
    if (origin === configuredGameOrigin) return origin;
    const rows = await db
      .selectFrom('lotteries')
      .select('playable_lottery_address')
      .where('playable_lottery_address', 'is not', null)
      .execute();
    return rows.some((row) => originOf(row.playable_lottery_address) === origin) ? origin : undefined;
  }

  async function cors(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const origin = await allowedOrigin(request.headers.origin);
    if (!origin) return;
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'origin')
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', `content-type, ${GAME_TOKEN_HEADER}`)
      .header('access-control-max-age', '600');
  }

  function tokenOf(request: FastifyRequest): string | undefined {
    const value = request.headers[GAME_TOKEN_HEADER];
    return typeof value === 'string' ? value : undefined;
  }

  // Starting a game: the signed-in player (the app, with its bearer token and CSRF), or anyone in demo.
  app.post(
    '/api/v1/lotteries/:id/playable-games',
    { schema: { params: LotteryParams, body: StartGameBody, response: { 201: StartGameResponse } } },
    async (request, reply) => {
      const userId = getUserId(request);
      const answer = await startGame(db, {
        userId,
        sid: request.user?.sid,
        lotteryId: request.params.id,
        body: request.body,
        now: now(),
      });
      return reply.code(201).send(answer);
    },
  );
  app.post(
    '/demo-api/v1/lotteries/:id/playable-games',
    {
      schema: { params: LotteryParams, body: StartGameBody, response: { 201: StartGameResponse } },
      // Anyone may start a demo game, so starts are counted per address.
      preHandler: throttledPerUser('demoGamesPerAddress'),
    },
    async (request, reply) => {
      const answer = await startGame(db, {
        userId: null,
        lotteryId: request.params.id,
        body: request.body,
        now: now(),
      });
      return reply.code(201).send(answer);
    },
  );

  // The game's calls, the same under both prefixes; a token works only under its own.
  for (const prefix of GAME_API_PREFIXES) {
    const demo = prefix === '/demo-api';
    await app.register(async (plugin) => {
      const game = plugin.withTypeProvider<TypeBoxTypeProvider>();
      game.addHook('onRequest', cors);
      for (const path of gamePaths) {
        game.options(`${prefix}${path}`, async (_request, reply) => reply.code(204).send());
      }
      const authenticate = (request: FastifyRequest) =>
        authenticateGameToken(db, tokenOf(request), demo, now());

      game.get(`${prefix}/v1/game`, { schema: { response: { 200: GameState } } }, async (request) =>
        gameState(db, await authenticate(request), minPlayIntervalMs),
      );

      game.post(
        `${prefix}/v1/game/purchase`,
        {
          schema: { body: GameEmptyBody, response: { 200: GamePurchaseResponse, 201: GamePurchaseResponse } },
        },
        async (request, reply) => {
          const outcome = await purchase(db, await authenticate(request), now(), minPlayIntervalMs);
          return reply.code(outcome.created ? 201 : 200).send(outcome.response);
        },
      );

      game.post(
        `${prefix}/v1/game/tickets/:ticketId/play`,
        { schema: { params: TicketParams, body: GameEmptyBody, response: { 200: GamePlayResponse } } },
        async (request) =>
          playTicket(db, await authenticate(request), request.params.ticketId, now(), minPlayIntervalMs),
      );

      game.post(`${prefix}/v1/game/finish`, { schema: { body: GameFinishBody } }, async (request, reply) => {
        await finishGame(db, await authenticate(request), request.body.reason, now());
        return reply.code(204).send();
      });
    });
  }

  // Every minute each process ends the series whose validity has passed (playing and crediting their unplayed
  // tickets) and forgets game tokens that expired unused; both are safe to run in several processes at once.
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = Promise.all([endExpiredSeries(db, now()), removeStaleGameTokens(db, now())]).catch(
      (error: unknown) => app.log.error({ err: error }, 'playable sweep failed'),
    );
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, sweepEveryMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });

  // The player's calls of SPEC §7.
  app.get(
    '/api/v1/lotteries/:id/playable-ticket-bundles',
    { schema: { params: LotteryParams, querystring: PlayableTicketBundleQuery } },
    async (request): Promise<PlayableTicketBundle> =>
      currentBundle(db, getUserId(request), request.params.id, now()),
  );

  app.get(
    '/api/v1/playable-tickets',
    { schema: { querystring: PlayableTicketsQuery } },
    async (request): Promise<PlayableTicketsResponse> => {
      const userId = getUserId(request);
      if (request.query.lottery_id === undefined) throw new ApiError('missing_value');
      return purchasedTickets(db, userId, request.query.lottery_id);
    },
  );

  app.get(
    '/api/v1/playable-tickets/states',
    { schema: { querystring: PageQuery } },
    async (request): Promise<ListResponse<PlayableTicket>> =>
      ticketHistory(db, getUserId(request), request.query.limit, request.query.offset),
  );

  // The player's play session and reality check (issue 18, docs/player-protection.md).
  app.get('/api/v1/users/play-session', { schema: { response: { 200: PlaySession } } }, async (request) =>
    playSession(db, getUserId(request), now()),
  );
  app.post(
    '/api/v1/users/play-session/reality-check',
    { schema: { body: GameEmptyBody, response: { 200: PlaySession } } },
    async (request) => acknowledgeRealityCheck(db, getUserId(request), now()),
  );
  app.put(
    '/api/v1/users/play-session/reality-check-interval',
    { schema: { body: RealityCheckIntervalRequest, response: { 200: PlaySession } } },
    async (request) => setRealityCheckMinutes(db, getUserId(request), request.body.minutes, now()),
  );
}
