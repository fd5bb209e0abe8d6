import {
  CartResponse,
  CartUpdateRequest,
  IdParams,
  Product,
  ProductOptionsResponse,
  ShopCategoriesResponse,
  ShopProductsQuery,
  ShopProductsResponse,
  type ShopCategory,
  type ShopListResponse,
} from '@arpa/contract/schemas';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { getUserId } from '../../plugins/user-context.ts';
import { findProduct, findProductOptions, listCategories } from '../catalogue/repository.ts';
import { readCart, shopProductsPage, updateCart } from './service.ts';

/** SPEC §7: the prize shop's categories and products (public) and the player's cart (signed in). */
export async function shopRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  const { db } = options;
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/v1/shop/categories',
    { schema: { response: { 200: ShopCategoriesResponse } }, config: { publicCache: true } },
    async (): Promise<ShopListResponse<ShopCategory>> => {
      return { data: await listCategories(db), meta: { page_count: 1 } };
    },
  );

  routes.get(
    '/api/v1/shop/products',
    {
      schema: { querystring: ShopProductsQuery, response: { 200: ShopProductsResponse } },
      config: { publicCache: true },
    },
    async (request): Promise<ShopListResponse<Product>> =>
      shopProductsPage(db, {
        page: request.query.page,
        sort: request.query.sort,
        categoryId: request.query.category_id,
      }),
  );

  // The shop's product page: only products the shop sells.
  routes.get(
    '/api/v1/shop/products/:id',
    { schema: { params: IdParams, response: { 200: Product } }, config: { publicCache: true } },
    async (request): Promise<Product> => {
      const product = await findProduct(db, request.params.id);
      if (!product || product.hidden || product.category === null) throw new ApiError('product_not_found');
      return product;
    },
  );

  // Any product by id, hidden ones included: the claim flow shows the prize of a ticket with it.
  routes.get(
    '/api/v1/products/:id',
    { schema: { params: IdParams, response: { 200: Product } }, config: { publicCache: true } },
    async (request): Promise<Product> => {
      const product = await findProduct(db, request.params.id);
      if (!product) throw new ApiError('product_not_found');
      return product;
    },
  );

  routes.get(
    '/api/v1/products/:id/options',
    {
      schema: { params: IdParams, response: { 200: ProductOptionsResponse } },
      config: { publicCache: true },
    },
    async (request): Promise<ProductOptionsResponse> => {
      const product = await findProduct(db, request.params.id);
      if (!product) throw new ApiError('product_not_found');
      const items = await findProductOptions(db, product.id);
      return { items, total: items.length };
    },
  );

  app.get(
    '/api/v1/shop/cart',
    { schema: { response: { 200: CartResponse } }, onRequest: requireUser },
    async (request, reply): Promise<CartResponse> => {
      reply.header('cache-control', 'no-store');
      return readCart(db, getUserId(request));
    },
  );

  routes.post(
    '/api/v1/shop/cart',
    { schema: { body: CartUpdateRequest, response: { 200: CartResponse } }, onRequest: requireUser },
    async (request): Promise<CartResponse> =>
      updateCart(db, getUserId(request), request.body.items, request.body.version),
  );
}
