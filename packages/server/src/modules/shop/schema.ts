import { listResponse } from '../../http/list-schema.ts';

/** JSON schemas of the shop routes; answers are serialised through them, so no other field leaks. */

export const SHOP_PAGE_SIZE = 12;
/** The most products a cart (and an order) may hold: `cart_size_too_big` above it. */
export const CART_MAX_ITEMS = 20;

const localizedStrings = {
  type: 'array',
  items: {
    type: 'object',
    required: ['lang', 'value'],
    properties: { lang: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

const images = {
  type: 'array',
  items: { type: 'object', required: ['source'], properties: { source: { type: 'string' } } },
} as const;

export const productOption = {
  type: 'object',
  required: ['id', 'names', 'images'],
  properties: { id: { type: 'integer' }, names: localizedStrings, images },
} as const;

export const product = {
  type: 'object',
  required: [
    'id',
    'custom_id',
    'names',
    'descriptions',
    'images',
    'value',
    'hidden',
    'variations',
    'category',
    'options',
  ],
  properties: {
    id: { type: 'integer' },
    custom_id: { type: ['string', 'null'] },
    names: localizedStrings,
    descriptions: localizedStrings,
    images,
    value: { type: 'integer' },
    hidden: { type: 'boolean' },
    variations: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      },
    },
    category: { type: ['integer', 'null'] },
    options: { type: 'array', items: productOption },
  },
} as const;

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id },
} as const;

export const categoriesSchema = {
  response: {
    200: {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'names', 'default_template'],
            properties: {
              id: { type: 'integer' },
              names: localizedStrings,
              default_template: { type: 'string' },
            },
          },
        },
        meta: { type: 'object', required: ['page_count'], properties: { page_count: { type: 'integer' } } },
      },
    },
  },
} as const;

export const productsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      sort: { type: 'string', enum: ['name', '-name'], default: 'name' },
      category_id: id,
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array', items: product },
        meta: { type: 'object', required: ['page_count'], properties: { page_count: { type: 'integer' } } },
      },
    },
  },
} as const;

export interface ProductsQuery {
  page: number;
  sort: 'name' | '-name';
  category_id?: number;
}

export const productSchema = { params: idParams, response: { 200: product } } as const;

export const productOptionsSchema = {
  params: idParams,
  response: {
    200: listResponse(productOption),
  },
} as const;

const cartResponse = {
  type: 'object',
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'option', 'product_option_id'],
        properties: {
          id: { type: 'integer' },
          option: {
            type: ['object', 'null'],
            required: ['label', 'variation_id'],
            properties: { label: { type: 'string' }, variation_id: { type: 'integer' } },
          },
          product_option_id: { type: ['integer', 'null'] },
        },
      },
    },
  },
} as const;

export const cartGetSchema = { response: { 200: cartResponse } } as const;

// No maxItems: a cart over CART_MAX_ITEMS answers the catalogue's `cart_size_too_big`; the body limit bounds it.
export const cartUpdateSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: {
            id,
            option: { anyOf: [id, { type: 'null' }] },
            product_option_id: { anyOf: [id, { type: 'null' }] },
          },
        },
      },
    },
  },
  response: { 200: cartResponse },
} as const;

export interface CartUpdateBody {
  items: { id: number; option?: number | null; product_option_id?: number | null }[];
}
