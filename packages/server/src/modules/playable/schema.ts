import { PageQuery } from '@arpa/contract/schemas';
import { maxSingleTickets } from './rules.ts';

/** Request schemas of the playable-ticket calls (docs/playable-api.md). */

export interface LotteryParams {
  id: number;
}

export const lotteryParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

export interface TicketParams {
  ticketId: number;
}

export const ticketParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ticketId'],
  properties: { ticketId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;

export const startGameBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket_price'],
  properties: {
    ticket_price: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    // A bundle may be larger than a single purchase; purchaseTerms checks the exact limits.
    purchase_amount: { type: 'integer', minimum: 1, maximum: Math.max(maxSingleTickets, 1000) },
    bundle: { type: 'boolean' },
  },
} as const;

/** The game's POST bodies carry nothing but `{}` (or nothing at all). */
export const emptyBodySchema = {
  anyOf: [{ type: 'object', additionalProperties: false, properties: {} }, { type: 'null' }],
} as const;

export const finishBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const bundleQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { current_month: { type: 'boolean', default: true } },
} as const;

export interface PurchasedQuery {
  state?: 'purchased';
  lottery_id?: number;
}

export const purchasedQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    state: { type: 'string', enum: ['purchased'] },
    lottery_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

export const historyQuerySchema = PageQuery;
