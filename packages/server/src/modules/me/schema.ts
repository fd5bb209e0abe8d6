import type { PasswordChangeRequest, ProfileUpdateRequest } from '@arpa/contract';

// Lengths bound what a client can store; formats the schema cannot name with a catalogued code
// (the postal code's `invalid_postal_code`) are checked in the service.
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const profileUpdateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['account'],
  properties: {
    account: {
      type: 'object',
      additionalProperties: false,
      properties: {
        first_name: { type: 'string', minLength: 1, maxLength: 100 },
        last_name: { type: 'string', minLength: 1, maxLength: 100 },
        email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
        phone: { type: ['string', 'null'], maxLength: 30 },
        marketing_permission: { type: 'boolean' },
        address: {
          type: 'object',
          additionalProperties: false,
          properties: {
            street_address: text(200),
            city: text(100),
            postal_code: text(20),
          },
        },
      },
    },
  },
} as const;

export const passwordChangeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['current_password', 'new_password'],
  properties: {
    current_password: { type: 'string', minLength: 1, maxLength: 1024 },
    new_password: { type: 'string', minLength: 8, maxLength: 1024 },
  },
} as const;

export type ProfileUpdateBody = ProfileUpdateRequest;
export type PasswordChangeBody = PasswordChangeRequest;
