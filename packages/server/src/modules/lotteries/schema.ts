import type { LotteriesQuery } from '@arpa/contract';

export type LotteriesQuerystring = Partial<LotteriesQuery>;

export const lotteriesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { variety: { type: 'string', enum: ['claimable', 'playable'] } },
} as const;

export interface SlugParams {
  slug: string;
}

export const slugParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;
