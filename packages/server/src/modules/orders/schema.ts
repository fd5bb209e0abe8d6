import { CONTACT_EMAIL_SCHEMA_PATTERN, LIST_PAGE_SIZE, orderStates, orderVarieties } from '@arpa/contract';

/** JSON schemas of the order routes; answers are serialised through them, so no other field leaks. */

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const text = { type: 'string', maxLength: 200 } as const;

/**
 * Contact fields are optional here: a provisional order sends a partial contact, and a missing field of a
 * real order answers the catalogue's `missing_required_user_info` rather than a schema error.
 */
const contact = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstname: text,
    lastname: text,
    // A typo is refused here, before an order and a payment exist (the provider would refuse it later).
    email: { type: 'string', maxLength: 254, pattern: CONTACT_EMAIL_SCHEMA_PATTERN },
    phone: text,
    address: text,
    postal_code: text,
    city: text,
    marketing_allowed: { type: 'boolean' },
    advertisement_allowed: { type: 'boolean' },
  },
} as const;

export const orderQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { provisional: { type: 'boolean', default: false } },
} as const;

const withdrawn = {
  type: 'object',
  required: ['wins', 'extra_wins', 'bonus', 'order_deposit'],
  properties: {
    wins: { type: 'integer' },
    extra_wins: { type: 'integer' },
    bonus: { type: 'integer' },
    order_deposit: { type: 'integer' },
  },
} as const;

const paymentProvider = {
  type: ['object', 'null'],
  required: ['url', 'parameters'],
  properties: {
    url: { type: 'string' },
    parameters: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'value'],
        properties: { name: { type: 'string' }, value: { type: 'string' } },
      },
    },
  },
} as const;

const orderResponseSchema = {
  type: 'object',
  required: ['value', 'delivery', 'withdrawn'],
  properties: {
    id: { type: 'integer' },
    value: { type: 'integer' },
    delivery: { type: 'object', required: ['value'], properties: { value: { type: 'integer' } } },
    withdrawn,
    payment_provider: paymentProvider,
  },
} as const;

export const placeOrderSchema = {
  querystring: orderQuerySchema,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['products', 'user'],
    properties: {
      products: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['product_id', 'quantity'],
          properties: {
            product_id: id,
            quantity: { type: 'integer', minimum: 1 },
            variation_id: { anyOf: [id, { type: 'null' }] },
            product_option_id: { anyOf: [id, { type: 'null' }] },
          },
        },
      },
      user: contact,
      payment_method: { type: ['string', 'null'], maxLength: 50 },
    },
  },
  response: { 200: orderResponseSchema },
} as const;

export interface OrderLineBody {
  product_id: number;
  quantity: number;
  variation_id?: number | null;
  product_option_id?: number | null;
}

export interface ContactBody {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  address?: string;
  postal_code?: string;
  city?: string;
  marketing_allowed?: boolean;
  advertisement_allowed?: boolean;
}

export interface OrderBody {
  products: OrderLineBody[];
  user: ContactBody;
  payment_method?: string | null;
}

const orderListingSchema = {
  type: 'object',
  required: ['id', 'variety', 'products', 'state', 'value', 'created_at'],
  properties: {
    id: { type: 'integer' },
    variety: { type: 'string', enum: [...orderVarieties] },
    products: {
      type: 'array',
      items: {
        type: 'object',
        required: ['product_id', 'names', 'quantity'],
        properties: {
          product_id: { type: 'integer' },
          names: {
            type: 'array',
            items: {
              type: 'object',
              required: ['lang', 'value'],
              properties: { lang: { type: 'string' }, value: { type: 'string' } },
            },
          },
          quantity: { type: 'integer' },
          option_names: {
            type: ['array', 'null'],
            items: {
              type: 'object',
              required: ['lang', 'value'],
              properties: { lang: { type: 'string' }, value: { type: 'string' } },
            },
          },
        },
      },
    },
    state: { type: 'string', enum: [...orderStates] },
    value: { type: 'integer' },
    prize_code: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const ordersListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: 100, default: LIST_PAGE_SIZE },
      offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['items', 'total'],
      properties: {
        items: {
          type: 'array',
          items: orderListingSchema,
        },
        total: { type: 'integer' },
      },
    },
  },
} as const;

const orderIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id },
} as const;

export const pendingOrderSchema = {
  response: {
    200: {
      type: 'object',
      required: ['item'],
      properties: {
        item: {
          anyOf: [
            { type: 'null' },
            {
              type: 'object',
              required: ['id', 'value', 'delivery', 'withdrawn', 'products', 'payment_method', 'expires_at'],
              properties: {
                ...orderResponseSchema.properties,
                products: orderListingSchema.properties.products,
                payment_method: { type: ['string', 'null'] },
                expires_at: { type: 'string', format: 'date-time' },
              },
            },
          ],
        },
      },
    },
  },
} as const;

export const resumeOrderSchema = {
  params: orderIdParams,
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { payment_method: { type: ['string', 'null'], maxLength: 50 } },
  },
  response: { 200: orderResponseSchema },
} as const;

export const cancelOrderSchema = {
  params: orderIdParams,
  response: { 200: orderListingSchema },
} as const;
