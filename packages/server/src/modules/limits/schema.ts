import type { LimitUpdate } from '@arpa/contract';

/**
 * PATCH /api/v1/users/limits: a list of `{variety, value}`; `value: null` clears. The variety is
 * checked by the service so that an unknown one answers `invalid_variety`, and so is the value, so
 * that a fraction answers `not_integer` (SPEC §5 "Ei kokonaisluku").
 */
export const limitUpdatesSchema = {
  type: 'array',
  maxItems: 7,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['variety', 'value'],
    properties: {
      variety: { type: 'string', maxLength: 40 },
      value: { type: ['number', 'null'] },
    },
  },
} as const;

/** Limits are read and written for the signed-in player only: no query parameters at all. */
export const noQuerySchema = { type: 'object', additionalProperties: false, properties: {} } as const;

export type LimitUpdatesBody = LimitUpdate[];

/** POST /api/v1/users/limits/confirm. */
export const limitConfirmSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['variety'],
  properties: { variety: { type: 'string', maxLength: 40 } },
} as const;

/** POST /api/v1/users/protection/self-exclusion: 3, 6 or 12 months, or null for indefinite. */
export const selfExclusionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['months'],
  properties: { months: { type: ['integer', 'null'], enum: [3, 6, 12, null] } },
} as const;

/** Actions without parameters take an empty JSON object (or no body). */
export const emptyBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
} as const;
