/**
 * The CMS content (SPEC §3, static storage `content.json`): the texts of the landing page, the lottery lists
 * and the legal pages, which the operator replaces with PUT /api/admin/content. The server checks a new
 * file against this schema; the app reads `/static/content.json` as its `Static<>` type.
 */
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/** A slide of a carousel: HTML content, and a picture when it has one. */
export const ContentSlide = Type.Object({ image: Type.Optional(Type.String()), content: Type.String() });
export type ContentSlide = Static<typeof ContentSlide>;

export const LandingCard = Type.Object({ title: Type.String(), text: Type.String() });
export type LandingCard = Static<typeof LandingCard>;

const slides = Type.Array(ContentSlide);

/** Exactly three cards (an array of three rather than a tuple, so a wrong count is one `minItems`/`maxItems`). */
const threeCards = Type.Unsafe<[LandingCard, LandingCard, LandingCard]>(
  Type.Array(LandingCard, { minItems: 3, maxItems: 3 }),
);

/**
 * The whole file. No top-level field but these; the nested objects may carry more fields than named here
 * (they are passed to the app as they are).
 */
export const CmsContent = Type.Object(
  {
    landingPage: Type.Object({ slides, cards: threeCards }),
    otherLotteries: Type.Object({ slides }),
    claimable_lotteries: Type.Array(Type.Object({ slug: Type.String(), bottom_description: Type.String() })),
    playable_lotteries: Type.Array(
      Type.Object({
        slug: Type.String(),
        description: Type.String(),
        bottom_description: Type.String(),
        popup: Type.String(),
      }),
    ),
    terms: Type.String(),
    privacy: Type.String(),
    cookies: Type.String(),
    playableLotteries: Type.Object({ slides, depositBonus: Type.Object({ description: Type.String() }) }),
  },
  { additionalProperties: false },
);
export type CmsContent = Static<typeof CmsContent>;

/** One way a value fails a schema: the JSON Schema keyword, where (a JSON pointer) and the keyword's details. */
export interface SchemaProblem {
  keyword: string;
  /** e.g. `/landingPage/cards/0/title`; empty for the value itself. */
  instancePath: string;
  params: Record<string, unknown>;
}

/** Every way `value` fails the CMS content schema, in the schema's field order; empty when it passes. */
export function cmsContentProblems(value: unknown): SchemaProblem[] {
  return Value.Errors(CmsContent, value).map(({ keyword, instancePath, params }) => ({
    keyword,
    instancePath,
    params: params as Record<string, unknown>,
  }));
}
