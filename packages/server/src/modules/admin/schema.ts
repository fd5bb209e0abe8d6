export interface TicketImportQuery {
  lottery: string;
  series: string;
  validity_end?: string;
}

export const ticketImportQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lottery', 'series'],
  properties: {
    lottery: { type: 'string', minLength: 1, maxLength: 100 },
    series: { type: 'string', minLength: 1, maxLength: 100 },
    validity_end: { type: 'string', minLength: 10, maxLength: 40 },
  },
} as const;
