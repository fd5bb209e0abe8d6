/**
 * POST /api/v2/accounts/deposit. Value and method are optional in the schema so that their absence answers
 * the catalogue's `missing_payment_value` / `missing_payment_method`, which the deposit form shows.
 */
export const depositSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      value: { type: 'integer', nullable: true },
      payment_method: { type: 'string', nullable: true, maxLength: 50 },
      subject: { type: 'string', maxLength: 140 },
      name: { type: 'string', maxLength: 140 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['payment_provider'],
      properties: {
        payment_provider: {
          type: 'object',
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
        },
      },
    },
  },
} as const;

export interface DepositBody {
  value?: number | null;
  payment_method?: string | null;
  subject?: string;
  name?: string;
}
