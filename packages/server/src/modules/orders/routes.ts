import type { ListResponse, OrderListing, OrderPreview, OrderResponse } from '@arpa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { listOrders } from './repository.ts';
import { ordersListSchema, placeOrderSchema, type OrderBody } from './schema.ts';
import {
  ORDER_TOKEN_COOKIE,
  ORDER_TOKEN_HEADER,
  ORDER_TOKEN_MAX_AGE_SECONDS,
  placeOrder,
  previewOrder,
} from './service.ts';

/** onRequest: signed-in players only (401 before the body is read); `request.user` is set by then. */
async function signedIn(request: FastifyRequest): Promise<void> {
  getUserId(request);
}

/** SPEC §7: the prize shop's orders (preview and placing) and the player's order history. */
export async function orderRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;

  app.post<{ Body: OrderBody; Querystring: { provisional: boolean } }>(
    '/api/v1/shop/orders',
    { schema: placeOrderSchema, onRequest: signedIn },
    async (request, reply): Promise<OrderPreview | OrderResponse> => {
      const userId = getUserId(request);
      if (request.query.provisional) return previewOrder(app.payments, db, userId, request.body);
      const header = request.headers[ORDER_TOKEN_HEADER];
      const placed = await placeOrder(
        app.payments,
        db,
        userId,
        request.body,
        typeof header === 'string' && header.length <= 100 ? header : undefined,
      );
      if (placed.token) {
        // Readable by the app, which sends it back in the order-token header (SPEC §7).
        reply.setCookie(ORDER_TOKEN_COOKIE, placed.token, {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure: request.protocol === 'https',
          maxAge: ORDER_TOKEN_MAX_AGE_SECONDS,
        });
      }
      return placed.response;
    },
  );

  app.get<{ Querystring: { limit: number; offset: number } }>(
    '/api/v1/orders',
    { schema: ordersListSchema, onRequest: signedIn },
    async (request, reply): Promise<ListResponse<OrderListing>> => {
      reply.header('cache-control', 'no-store');
      return listOrders(db, getUserId(request), request.query);
    },
  );
}
