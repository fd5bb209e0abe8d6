import {
  IdParams,
  OrderListing,
  OrdersResponse,
  PageQuery,
  PendingOrderResponse,
  PlaceOrderBody,
  PlaceOrderQuery,
  PlaceOrderResponse,
  ResumeOrderBody,
  OrderResponse,
  type ListResponse,
  type OrderPreview,
} from '@arpa/contract/schemas';
import { ORDER_TOKEN_COOKIE, ORDER_TOKEN_HEADER } from '@arpa/contract';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { withdrawalOrderFromEnv } from '../../config/bonus.ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { idempotencyKeyOf, runIdempotent } from '../payments/idempotency.ts';
import { listOrderHistory } from './history.ts';
import {
  cancelOrderByPlayer,
  ORDER_TOKEN_MAX_AGE_SECONDS,
  pendingOrder,
  placeOrder,
  previewOrder,
  resumeOrder,
} from './service.ts';

/** SPEC §7: the prize shop's orders (preview and placing) and the player's order history. */
export async function orderRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; env?: NodeJS.ProcessEnv },
): Promise<void> {
  const { db } = options;
  // Bonus money after the wins unless the operator puts it first (BONUS_SPENT_FIRST, config/bonus.ts).
  const spendOrder = withdrawalOrderFromEnv(options.env ?? {});
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(
    '/api/v1/shop/orders',
    {
      schema: { querystring: PlaceOrderQuery, body: PlaceOrderBody, response: { 200: PlaceOrderResponse } },
      onRequest: requireUser,
    },
    async (request, reply): Promise<OrderPreview | OrderResponse> => {
      const userId = getUserId(request);
      if (request.query.provisional) return previewOrder(app.payments, db, userId, request.body, spendOrder);
      const header = request.headers[ORDER_TOKEN_HEADER];
      const key = idempotencyKeyOf(request);
      let token: string | null = null;
      const place = async (): Promise<OrderResponse> => {
        const placed = await placeOrder(
          app.payments,
          db,
          userId,
          request.body,
          typeof header === 'string' && header.length <= 100 ? header : undefined,
          spendOrder,
        );
        token = placed.token;
        return placed.response;
      };
      // A repeat answered from the stored answer sets no cookie (the token is not stored): the first did.
      const response = key
        ? await runIdempotent(
            db,
            { userId, route: 'POST /api/v1/shop/orders', key, body: request.body },
            place,
          )
        : await place();
      if (token) {
        // Readable by the app, which sends it back in the order-token header (SPEC §7).
        reply.setCookie(ORDER_TOKEN_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: request.protocol === 'https',
          maxAge: ORDER_TOKEN_MAX_AGE_SECONDS,
        });
      }
      return response;
    },
  );

  routes.get(
    '/api/v1/shop/orders/pending',
    { schema: { response: { 200: PendingOrderResponse } }, onRequest: requireUser },
    async (request, reply): Promise<PendingOrderResponse> => {
      reply.header('cache-control', 'no-store');
      return { item: await pendingOrder(app.payments, db, getUserId(request)) };
    },
  );

  routes.post(
    '/api/v1/shop/orders/:id/resume',
    {
      schema: { params: IdParams, body: ResumeOrderBody, response: { 200: OrderResponse } },
      onRequest: requireUser,
    },
    async (request): Promise<OrderResponse> =>
      resumeOrder(
        app.payments,
        db,
        getUserId(request),
        request.params.id,
        request.body?.payment_method ?? undefined,
      ),
  );

  routes.post(
    '/api/v1/shop/orders/:id/cancel',
    { schema: { params: IdParams, response: { 200: OrderListing } }, onRequest: requireUser },
    async (request): Promise<OrderListing> =>
      cancelOrderByPlayer(app.payments, db, getUserId(request), request.params.id),
  );

  routes.get(
    '/api/v1/orders',
    { schema: { querystring: PageQuery, response: { 200: OrdersResponse } }, onRequest: requireUser },
    async (request, reply): Promise<ListResponse<OrderListing>> => {
      reply.header('cache-control', 'no-store');
      return listOrderHistory(db, getUserId(request), request.query);
    },
  );
}
