import type {
  CartResponse,
  Product,
  ProductOptionsResponse,
  ShopCategory,
  ShopListResponse,
} from '@arpa/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { findProduct, findProductOptions, listCategories } from '../catalogue/repository.ts';
import { listCartItems } from './repository.ts';
import {
  cartGetSchema,
  cartUpdateSchema,
  categoriesSchema,
  productOptionsSchema,
  productSchema,
  productsSchema,
  type CartUpdateBody,
  type ProductsQuery,
} from './schema.ts';
import { shopProductsPage, updateCart } from './service.ts';

type IdParams = { Params: { id: number } };

/** onRequest: signed-in players only (401 before the body is read); `request.user` is set by then. */
async function signedIn(request: FastifyRequest): Promise<void> {
  getUserId(request);
}

/** SPEC §7: the prize shop's categories and products (public) and the player's cart (signed in). */
export async function shopRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;

  app.get(
    '/api/v1/shop/categories',
    { schema: categoriesSchema, config: { publicCache: true } },
    async (): Promise<ShopListResponse<ShopCategory>> => {
      return { data: await listCategories(db), meta: { page_count: 1 } };
    },
  );

  app.get<{ Querystring: ProductsQuery }>(
    '/api/v1/shop/products',
    { schema: productsSchema, config: { publicCache: true } },
    async (request): Promise<ShopListResponse<Product>> =>
      shopProductsPage(db, {
        page: request.query.page,
        sort: request.query.sort,
        categoryId: request.query.category_id,
      }),
  );

  // The shop's product page: only products the shop sells.
  app.get<IdParams>(
    '/api/v1/shop/products/:id',
    { schema: productSchema, config: { publicCache: true } },
    async (request): Promise<Product> => {
      const product = await findProduct(db, request.params.id);
      if (!product || product.hidden || product.category === null) throw new ApiError('product_not_found');
      return product;
    },
  );

  // Any product by id, hidden ones included: the claim flow shows the prize of a ticket with it.
  app.get<IdParams>(
    '/api/v1/products/:id',
    { schema: productSchema, config: { publicCache: true } },
    async (request): Promise<Product> => {
      const product = await findProduct(db, request.params.id);
      if (!product) throw new ApiError('product_not_found');
      return product;
    },
  );

  app.get<IdParams>(
    '/api/v1/products/:id/options',
    { schema: productOptionsSchema, config: { publicCache: true } },
    async (request): Promise<ProductOptionsResponse> => {
      const product = await findProduct(db, request.params.id);
      if (!product) throw new ApiError('product_not_found');
      const items = await findProductOptions(db, product.id);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/v1/shop/cart',
    { schema: cartGetSchema, onRequest: signedIn },
    async (request, reply): Promise<CartResponse> => {
      reply.header('cache-control', 'no-store');
      return { items: await listCartItems(db, getUserId(request)) };
    },
  );

  app.post<{ Body: CartUpdateBody }>(
    '/api/v1/shop/cart',
    { schema: cartUpdateSchema, onRequest: signedIn },
    async (request): Promise<CartResponse> => ({
      items: await updateCart(db, getUserId(request), request.body.items),
    }),
  );
}
