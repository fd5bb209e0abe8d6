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
