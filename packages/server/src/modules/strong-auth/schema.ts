import type { StrongAuthRequest } from '@arpa/contract';

/** POST /api/v1/users/auth: the `code` and `state` of the strong-identification return (SPEC §7). */
export const strongAuthBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'state'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 512 },
    state: { type: 'string', minLength: 1, maxLength: 512 },
  },
} as const;

export type StrongAuthBody = StrongAuthRequest;
