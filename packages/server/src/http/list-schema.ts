/** The JSON schema of a list answer (SPEC §3): `items[]` of one item schema and their `total`. */
export function listResponse<const Item extends object>(item: Item) {
  return {
    type: 'object',
    required: ['items', 'total'],
    properties: { items: { type: 'array', items: item }, total: { type: 'integer' } },
  } as const;
}
