/**
 * Building blocks of the wire contract (SPEC §3 conventions): ids, money, times, localized strings, lists
 * and paging. The server validates and serialises through these schemas; the app and the design system
 * read only their `Static<>` types.
 */
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { LIST_PAGE_SIZE } from '../constants.ts';
import type { LocalizedStrings as LocalizedStringsType } from '../localized.ts';

/** The largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/** A database id in a path, query or body: 1..MAX_ID. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** Integer cents (`1050` is 10,50 €). */
export const Cents = Type.Integer();
export type Cents = Static<typeof Cents>;

/** An ISO 8601 date-time in UTC, e.g. `2025-01-05T08:07:00Z`; a `Date` answered by the server is serialised so. */
export const IsoDateTime = Type.String({ format: 'date-time' });
export type IsoDateTime = Static<typeof IsoDateTime>;

/**
 * `schema` or null, written as JSON Schema's `type: [x, 'null']` (not `anyOf`): the same validation and
 * serialisation the server had before the contract moved here, and the shape Ajv coerces most simply.
 */
export function Nullable<const T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type } = schema as { type?: unknown };
  if (typeof type !== 'string') throw new TypeError('Nullable() needs a schema with one type');
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
}

/** One of the listed strings, as `{type: 'string', enum}`. */
export function StringEnum<const Values extends readonly string[]>(values: Values): TUnsafe<Values[number]> {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values] });
}

/** A text a client may send, bounded so that a client cannot store more. */
export const Text = (maxLength: number) => Type.String({ maxLength });

/** One language version of a name or description: `{ lang: 'fi', value: 'Ässä-arpa' }`. */
export const LocalizedString = Type.Object({ lang: Type.String(), value: Type.String() });
/** Names and descriptions: every language version (read-only lists); read the Finnish one with `finnish()`. */
export const LocalizedStrings = Type.Unsafe<LocalizedStringsType>(Type.Array(LocalizedString));

/** `{names}` of a lottery an account or bonus belongs to, or null. */
export const LotteryNamesRef = Nullable(Type.Object({ names: LocalizedStrings }));

/** A paged list (`?limit=&offset=`): one page of items and the total count of all of them. */
export interface ListResponse<T> {
  items: T[];
  total: number;
}
/** The schema of a `ListResponse` of `item`. */
export const ListResponse = <const Item extends TSchema>(item: Item) =>
  Type.Object({ items: Type.Array(item), total: Type.Integer() });

/**
 * Paging of the account lists (`?limit=&offset=`): one schema for every list call, with the strictest
 * bounds the server enforced before it moved here. `limit` defaults to LIST_PAGE_SIZE, `offset` grows by it.
 */
export const PageQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 100, default: LIST_PAGE_SIZE }),
    offset: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
  },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

/** A prize-shop list: one page of data and the number of pages (pages count from 1). */
export interface ShopListResponse<T> {
  data: T[];
  meta: { page_count: number };
}
/** The schema of a `ShopListResponse` of `item`. */
export const ShopListResponse = <const Item extends TSchema>(item: Item) =>
  Type.Object({ data: Type.Array(item), meta: Type.Object({ page_count: Type.Integer() }) });

/** `{id}` of a path (`/lotteries/:id`, `/shop/orders/:id`). */
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

/** `{id}` of a path bounded only by the safe integers (the extra-draw calls). */
export const SafeIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

/** Calls that read or act for the signed-in player only take no query parameters at all. */
export const NoQuery = Type.Object({}, { additionalProperties: false });

/** Actions without parameters take an empty JSON object (or no body). */
export const EmptyBody = Type.Unsafe<Record<string, never> | null>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: {},
});

/** A bank payment form: the app submits `parameters` as hidden fields in a POST form to `url`. */
export const PaymentProviderForm = Type.Object({
  url: Type.String(),
  parameters: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
});
export type PaymentProviderForm = Static<typeof PaymentProviderForm>;
