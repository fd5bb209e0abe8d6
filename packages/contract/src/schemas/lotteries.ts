/** Lotteries, ticket claims, extra draws and bought online tickets (SPEC §3, §7). */
import { Type, type Static } from 'typebox';
import { productDeliveries } from '../api.ts';
import { ContactDetails, ContactInput } from './users.ts';
import { Cents, Id, IsoDateTime, LocalizedStrings, Nullable, StringEnum } from './shared.ts';

export const LotteryImage = Type.Object({ variety: StringEnum(['small', 'large']), source: Type.String() });
export type LotteryImage = Static<typeof LotteryImage>;

/** 0 single tickets, 1 monthly bundle, 2 either. */
export const PlayableTicketPurchaseVariety = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);
export type PlayableTicketPurchaseVariety = Static<typeof PlayableTicketPurchaseVariety>;

export const Lottery = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  names: LocalizedStrings,
  descriptions: LocalizedStrings,
  images: Type.Array(LotteryImage),
  hidden: Type.Boolean(),
  /** Sort order of the playable list. */
  index: Type.Integer(),
  quick_claim_enabled: Type.Boolean(),
  extra_lottery_enabled: Type.Boolean(),
  /** 2: one combined code (code_b from three boxes); 4: two codes (code_a and code_b); other: code_a only. */
  codes_check_type: Type.Integer(),
  /** e.g. `internal.nuorelle-siivet.lottery`, which asks for the ticket's internet code. */
  tags: Type.Array(Type.String()),
  show_balance: Type.Boolean(),
  playable_lottery_address: Nullable(Type.String()),
  /** Ticket prices in integer cents. */
  playable_ticket_prices: Type.Array(Type.Object({ price: Cents })),
  playable_ticket_bundle_size: Nullable(Type.Integer()),
  /** First-purchase discount in integer cents, until `discount_used`. */
  playable_ticket_discount: Nullable(Cents),
  playable_ticket_purchase_variety: PlayableTicketPurchaseVariety,
});
export type Lottery = Static<typeof Lottery>;

/** GET /api/v1/lotteries?variety= */
export const LotteriesQuery = Type.Object(
  { variety: Type.Optional(StringEnum(['claimable', 'playable'])) },
  { additionalProperties: false },
);
export type LotteriesQuery = Static<typeof LotteriesQuery>;

/** GET /api/v1/lotteries/by-slug/{slug} */
export const SlugParams = Type.Object(
  { slug: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type SlugParams = Static<typeof SlugParams>;

const ticketCode = Type.String({ maxLength: 64 });

/** POST /api/v1/lotteries/{id}/claims/: the check numbers the lottery's codes_check_type asks for. */
export const ClaimRequest = Type.Object(
  { code_a: Type.Optional(ticketCode), code_b: Type.Optional(ticketCode) },
  { additionalProperties: false },
);
export type ClaimRequest = Static<typeof ClaimRequest>;

/** The prize of a registered ticket. `product_id` is null when the ticket did not win. */
export const ClaimPrize = Type.Object({
  product_id: Nullable(Type.Integer()),
  product_claimable: Type.Boolean(),
  product_value_transferrable: Type.Boolean(),
  can_partake_in_extra_lottery: Type.Boolean(),
  /** Present for a gift-code prize, which is sent to the winner's email and phone. */
  prize_code: Type.Optional(Nullable(Type.String())),
  /**
   * How the won product reaches the winner (our addition to SPEC §3): `post` to a street address, `digital`
   * by email (tickets, gift cards), `none` (a money value). Null when the ticket did not win.
   */
  product_delivery: Type.Optional(Nullable(StringEnum(productDeliveries))),
});
export type ClaimPrize = Static<typeof ClaimPrize>;

/** Answer of POST /api/v1/lotteries/{id}/claims/: the claim with its prize. */
export const ClaimResponse = Type.Object({
  id: Type.Integer(),
  lottery_id: Type.Integer(),
  prize: ClaimPrize,
});
export type ClaimResponse = Static<typeof ClaimResponse>;

/** PUT /api/v1/lotteries/{id}/claims: where to send a gift code. */
export const GiftCodeContactRequest = Type.Pick(ContactDetails, ['firstname', 'lastname', 'email', 'phone'], {
  additionalProperties: false,
});
export type GiftCodeContactRequest = Static<typeof GiftCodeContactRequest>;
/** The gift-code contact as the server accepts it: a missing field answers `missing_required_user_info`. */
export const GiftCodeContactInput = Type.Partial(GiftCodeContactRequest, { additionalProperties: false });

const productOptionId = { product_option_id: Type.Optional(Id) };

/** PUT /api/v1/lotteries/{id}/claims/commit; `product_option_id` is required when the product has options (`product_requires_option`). */
export const ClaimCommitRequest = Type.Object(
  { ...ContactDetails.properties, ...productOptionId },
  { additionalProperties: false },
);
export type ClaimCommitRequest = Static<typeof ClaimCommitRequest>;
/** The claim commit as the server accepts it (contact fields optional, see ContactInput). */
export const ClaimCommitInput = Type.Object(
  { ...ContactInput.properties, ...productOptionId },
  { additionalProperties: false },
);

/** PUT /api/v1/lotteries/{id}/extra-lottery/commit */
export const ExtraLotteryCommitRequest = ContactDetails;
export type ExtraLotteryCommitRequest = ContactDetails;

/** The prize of an extra draw: a sum credited to `extra_wins`, or a product. */
export const ExtraDrawPrize = Type.Object({
  /** Integer cents: the sum, or the product's value. */
  value: Nullable(Cents),
  /** The product; null for a money prize. */
  product_names: Nullable(LocalizedStrings),
});
export type ExtraDrawPrize = Static<typeof ExtraDrawPrize>;

/** A row of the claim history (GET /api/v1/claims); shown as "Kesken" until `claimed`. */
export const Claim = Type.Object({
  id: Type.Integer(),
  lottery_names: LocalizedStrings,
  ticket_series_alias: Type.String(),
  claimed: Type.Boolean(),
  /** Prize value in integer cents; null without a prize. */
  product_value: Nullable(Cents),
  prize_code: Nullable(Type.String()),
  /** The prize's product; null for a ticket without a win. */
  product_names: Nullable(LocalizedStrings),
  /** The chosen product option, once redeemed with one. */
  product_option_names: Nullable(LocalizedStrings),
  created_at: IsoDateTime,
  /** What this ticket won in the lottery's extra draw; absent or null when it won nothing there. */
  extra_draw_prize: Type.Optional(Nullable(ExtraDrawPrize)),
});
export type Claim = Static<typeof Claim>;

const upcomingExtraDrawFields = {
  id: Type.Integer(),
  /** Participation closes and the draw is made at this time. */
  closes_at: IsoDateTime,
  winners_count: Type.Integer(),
  prize: ExtraDrawPrize,
  /** SHA-256 (hex) of the draw's secret seed, published before the draw. */
  seed_commitment: Type.String(),
};

/** A scheduled extra draw, as players see it before it is run. */
export const UpcomingExtraDraw = Type.Object(upcomingExtraDrawFields);
export type UpcomingExtraDraw = Static<typeof UpcomingExtraDraw>;

/** A run extra draw's published result. */
export const ExtraDrawResult = Type.Object({
  ...upcomingExtraDrawFields,
  drawn_at: IsoDateTime,
  participant_count: Type.Integer(),
  /** The seed, revealed after the draw: its SHA-256 is `seed_commitment`. */
  seed: Type.String(),
  /** Each winner as the operator chose to publish them, e.g. "M. V., Tampere". */
  winners: Type.Array(Type.Object({ position: Type.Integer(), label: Type.String() })),
});
export type ExtraDrawResult = Static<typeof ExtraDrawResult>;

/** GET /api/v1/lotteries/{id}/extra-draws: the next draw and the results of the run ones, newest first. */
export const ExtraDrawsResponse = Type.Object({
  next: Nullable(UpcomingExtraDraw),
  results: Type.Array(ExtraDrawResult),
});
export type ExtraDrawsResponse = Static<typeof ExtraDrawsResponse>;

/** A bought online ticket; shown as "Valmis" when played, "Kesken" otherwise. */
export const PlayableTicket = Type.Object({
  id: Type.Integer(),
  playable_ticket_code_a: Type.String(),
  played: Type.Boolean(),
  commited_at: Nullable(IsoDateTime),
  created_at: IsoDateTime,
  /** Won value in integer cents; null when nothing was won. */
  prize: Nullable(Cents),
  product_names: Nullable(LocalizedStrings),
  product_option_names: Nullable(LocalizedStrings),
  product_value_transferrable: Type.Boolean(),
  lottery_names: LocalizedStrings,
});
export type PlayableTicket = Static<typeof PlayableTicket>;

/** GET /api/v1/playable-tickets?state=purchased&lottery_id= */
export const PlayableTicketsQuery = Type.Object(
  { state: Type.Optional(StringEnum(['purchased'])), lottery_id: Type.Optional(Id) },
  { additionalProperties: false },
);
export type PlayableTicketsQuery = Static<typeof PlayableTicketsQuery>;

export const PlayableTicketsResponse = Type.Object({
  playable_tickets: Type.Array(PlayableTicket),
  /** Whether the first-purchase discount has been used. */
  discount_used: Type.Boolean(),
});
export type PlayableTicketsResponse = Static<typeof PlayableTicketsResponse>;

/**
 * GET /api/v1/lotteries/{id}/playable-ticket-bundles?current_month=true. No items: this month's bundle is
 * not bought; some `played_amount < amount`: tickets left; all played: the next bundle on the 1st.
 */
export const PlayableTicketBundle = Type.Object({
  items: Type.Array(Type.Object({ amount: Type.Integer(), played_amount: Type.Integer() })),
});
export type PlayableTicketBundle = Static<typeof PlayableTicketBundle>;

/** `{ticketId}` of a bought ticket's game calls (bigint ids). */
export const TicketParams = Type.Object(
  { ticketId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);
export type TicketParams = Static<typeof TicketParams>;

/**
 * POST /api/v1/lotteries/{id}/playable-games (and its demo twin). The schema only bounds the amount at 1000 (a
 * bundle may be larger than a single purchase of at most 10); the service checks the exact limits and answers
 * their catalogued codes.
 */
export const StartGameBody = Type.Object(
  {
    /** Integer cents. */
    ticket_price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    purchase_amount: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    bundle: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** The game's POST bodies carry nothing but `{}` (or nothing at all). */
export const GameEmptyBody = Type.Union([Type.Object({}, { additionalProperties: false }), Type.Null()]);

/** POST {game API}/v1/game/finish: why the game ended. */
export const GameFinishBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

/** GET /api/v1/lotteries/{id}/playable-ticket-bundles?current_month=true */
export const PlayableTicketBundleQuery = Type.Object(
  { current_month: Type.Optional(Type.Boolean({ default: true })) },
  { additionalProperties: false },
);
