import { CONTACT_EMAIL_SCHEMA_PATTERN, type ClaimRequest } from '@arpa/contract';
import type { ContactInput } from './contact.ts';

export interface LotteryParams {
  id: number;
}

export const lotteryParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const code = { type: 'string', maxLength: 64 } as const;

export type ClaimBody = ClaimRequest;

export const claimBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { code_a: code, code_b: code },
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

// Presence is checked by the service (`missing_required_user_info`), which may fill fields from the profile.
const contactProperties = {
  firstname: text(100),
  lastname: text(100),
  email: { type: 'string', maxLength: 254, pattern: CONTACT_EMAIL_SCHEMA_PATTERN },
  phone: text(40),
  address: text(200),
  postal_code: text(10),
  city: text(100),
  marketing_allowed: { type: 'boolean' },
  advertisement_allowed: { type: 'boolean' },
} as const;

export type GiftContactBody = Pick<ContactInput, 'firstname' | 'lastname' | 'email' | 'phone'>;

export const giftContactBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstname: contactProperties.firstname,
    lastname: contactProperties.lastname,
    email: contactProperties.email,
    phone: contactProperties.phone,
  },
} as const;

export type CommitBody = ContactInput & { product_option_id?: number };

export const commitBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...contactProperties,
    product_option_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;

export type ExtraLotteryBody = ContactInput;

export const extraLotteryBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: contactProperties,
} as const;

export interface HistoryQuery {
  limit?: number;
  offset?: number;
}

export const historyQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
} as const;
