import { accountEventStates, accountVarieties, LIST_PAGE_SIZE, transactionVarieties } from '@arpa/contract';
import { listResponse } from '../../http/list-schema.ts';

/** JSON schemas of the account routes; responses are serialised through them, so no other field leaks. */

const localizedStrings = {
  type: 'array',
  items: {
    type: 'object',
    required: ['lang', 'value'],
    properties: { lang: { type: 'string' }, value: { type: 'string' } },
  },
} as const;

const lotteryRef = {
  type: ['object', 'null'],
  required: ['names'],
  properties: { names: localizedStrings },
} as const;

const account = {
  type: 'object',
  required: ['id', 'variety', 'saldo', 'lottery', 'ticket_series'],
  properties: {
    id: { type: 'integer' },
    variety: { type: 'string', enum: [...accountVarieties] },
    saldo: { type: 'integer' },
    lottery: lotteryRef,
    ticket_series: {
      type: ['object', 'null'],
      required: ['alias', 'user_account_validity_end'],
      properties: {
        alias: { type: 'string' },
        user_account_validity_end: { type: ['string', 'null'], format: 'date-time' },
      },
    },
  },
} as const;

export const accountsSelfSchema = {
  response: {
    200: listResponse(account),
  },
} as const;

const bonus = {
  type: 'object',
  required: ['id', 'value', 'lottery', 'valid_until'],
  properties: {
    id: { type: 'integer' },
    value: { type: 'integer' },
    lottery: lotteryRef,
    valid_until: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const bonusesSelfSchema = {
  response: {
    200: {
      type: 'object',
      required: ['items', 'total', 'deposit_bonus_received'],
      properties: {
        items: { type: 'array', items: bonus },
        total: { type: 'integer' },
        deposit_bonus_received: { type: 'boolean' },
      },
    },
  },
} as const;

/** The largest page a list call may ask for. */
export const maxPageSize = 100;

export const pageQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: maxPageSize, default: LIST_PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
} as const;

const accountEvent = {
  type: 'object',
  required: ['id', 'variety', 'state', 'value', 'timestamp', 'order'],
  properties: {
    id: { type: 'integer' },
    variety: { type: 'string', enum: [...transactionVarieties] },
    state: { type: 'string', enum: [...accountEventStates] },
    value: { type: 'integer' },
    timestamp: { type: 'string', format: 'date-time' },
    order: {
      type: ['object', 'null'],
      required: ['id', 'products'],
      properties: {
        id: { type: 'integer' },
        products: {
          type: 'array',
          items: {
            type: 'object',
            required: ['product_id', 'names', 'quantity'],
            properties: {
              product_id: { type: 'integer' },
              names: localizedStrings,
              quantity: { type: 'integer' },
              option_names: { ...localizedStrings, type: ['array', 'null'] },
            },
          },
        },
      },
    },
  },
} as const;

export const accountEventsSchema = {
  querystring: pageQuery,
  response: {
    200: listResponse(accountEvent),
  },
} as const;
