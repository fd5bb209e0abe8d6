/** Products, the prize shop and the cart (SPEC §3, §7). */
import { Type, type Static } from 'typebox';
import {
  Cents,
  Id,
  ListResponse,
  LocalizedStrings,
  Nullable,
  ShopListResponse,
  StringEnum,
} from './shared.ts';

/** Products per page of GET /api/v1/shop/products. */
export const SHOP_PAGE_SIZE = 12;
/** The most products a cart (and an order) may hold: `cart_size_too_big` above it. */
export const CART_MAX_ITEMS = 20;

export const ProductImage = Type.Object({ source: Type.String() });
export type ProductImage = Static<typeof ProductImage>;

export const ProductVariation = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ProductVariation = Static<typeof ProductVariation>;

export const ProductOption = Type.Object({
  id: Type.Integer(),
  names: LocalizedStrings,
  images: Type.Array(ProductImage),
});
export type ProductOption = Static<typeof ProductOption>;

export const Product = Type.Object({
  id: Type.Integer(),
  custom_id: Nullable(Type.String()),
  names: LocalizedStrings,
  descriptions: LocalizedStrings,
  images: Type.Array(ProductImage),
  /** Price in integer cents. */
  value: Cents,
  hidden: Type.Boolean(),
  variations: Type.Array(ProductVariation),
  /** Id of the shop category; null for products outside the shop. */
  category: Nullable(Type.Integer()),
  options: Type.Array(ProductOption),
});
export type Product = Static<typeof Product>;

/** GET /api/v1/products/{product_id}/options */
export const ProductOptionsResponse = ListResponse(ProductOption);
export type ProductOptionsResponse = Static<typeof ProductOptionsResponse>;

export const ShopCategory = Type.Object({
  id: Type.Integer(),
  names: LocalizedStrings,
  default_template: Type.Unsafe<'product-list'>(Type.String()),
});
export type ShopCategory = Static<typeof ShopCategory>;

/** GET /api/v1/shop/categories */
export const ShopCategoriesResponse = ShopListResponse(ShopCategory);

/** GET /api/v1/shop/products?page=&sort=&category_id= */
export const ShopProductsQuery = Type.Object(
  {
    /** Pages count from 1. */
    page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
    sort: Type.Unsafe<'name' | '-name'>({ ...StringEnum(['name', '-name']), default: 'name' }),
    category_id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type ShopProductsQuery = Static<typeof ShopProductsQuery>;

/** GET /api/v1/shop/products */
export const ShopProductsResponse = ShopListResponse(Product);

export const CartItem = Type.Object({
  /** The product's id. */
  id: Type.Integer(),
  /** The chosen variation, if the product has variations. */
  option: Nullable(Type.Object({ label: Type.String(), variation_id: Type.Integer() })),
  product_option_id: Nullable(Type.Integer()),
});
export type CartItem = Static<typeof CartItem>;

/**
 * The version of a stored cart: changes whenever its items change. A change sent with the version it was made
 * to is refused with `cart_changed` when the cart has changed since (another tab, another device).
 */
export const CartVersion = Type.String({ minLength: 1, maxLength: 64 });

/** GET /api/v1/shop/cart (also the answer of POST). */
export const CartResponse = Type.Object({ items: Type.Array(CartItem), version: CartVersion });
export type CartResponse = Static<typeof CartResponse>;

/**
 * POST /api/v1/shop/cart replaces the whole cart; `option` is the variation id. No maxItems: a cart over
 * CART_MAX_ITEMS answers the catalogue's `cart_size_too_big`; the body limit bounds it. With `version` (the
 * one the items were computed from), a cart changed since answers `cart_changed` and stays as it is; without
 * it the cart is replaced whatever it holds (SPEC §7's body).
 */
export const CartUpdateRequest = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          id: Id,
          option: Type.Optional(Type.Union([Id, Type.Null()])),
          product_option_id: Type.Optional(Type.Union([Id, Type.Null()])),
        },
        { additionalProperties: false },
      ),
    ),
    version: Type.Optional(CartVersion),
  },
  { additionalProperties: false },
);
export type CartUpdateRequest = Static<typeof CartUpdateRequest>;
