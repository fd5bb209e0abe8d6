/** The operator's admin API (docs/operator.md, "The admin API"): ticket import. */
import { Type, type Static } from 'typebox';

/** POST /admin/tickets/import?lottery=&series=&validity_end= */
export const TicketImportQuery = Type.Object(
  {
    lottery: Type.String({ minLength: 1, maxLength: 100 }),
    series: Type.String({ minLength: 1, maxLength: 100 }),
    validity_end: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type TicketImportQuery = Static<typeof TicketImportQuery>;
