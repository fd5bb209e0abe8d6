/** The operator's admin API (docs/operator.md, "The admin API"): bonuses, extra draws and ticket import. */
import { Type, type Static } from 'typebox';
import { extraDrawWinnerPublications } from '../api.ts';
import { Nullable, StringEnum } from './shared.ts';

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

const validDays = Nullable(Type.Integer({ minimum: 1, maximum: 3650 }));

/** PUT /api/admin/bonus-campaigns/deposit: the deposit-bonus campaign (integer cents). */
export const DepositCampaignBody = Type.Object(
  {
    min_deposit: Type.Integer({ minimum: 1 }),
    bonus_value: Type.Integer({ minimum: 1 }),
    valid_days: Type.Optional(validDays),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DepositCampaignBody = Static<typeof DepositCampaignBody>;

/** POST /api/admin/bonuses/grant: a manual grant to one player (by sub or email), integer cents. */
export const BonusGrantBody = Type.Object(
  {
    user: Type.String({ minLength: 1, maxLength: 320 }),
    value: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    valid_days: Type.Optional(validDays),
    account: Type.Optional(StringEnum(['bonus', 'game_currency'])),
  },
  { additionalProperties: false },
);
export type BonusGrantBody = Static<typeof BonusGrantBody>;

const lotterySlug = Type.String({ minLength: 1, maxLength: 200 });

/** POST /api/admin/extra-draws: schedule a lottery's next extra draw (a sum in cents or a product as the prize). */
export const ExtraDrawScheduleBody = Type.Object(
  {
    lottery: lotterySlug,
    closes_at: Type.String({ format: 'date-time' }),
    winners: Type.Integer({ minimum: 1, maximum: 10000 }),
    prize_value: Type.Optional(Type.Integer({ minimum: 1 })),
    prize_product: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    publish: Type.Optional(StringEnum(extraDrawWinnerPublications)),
  },
  { additionalProperties: false },
);
export type ExtraDrawScheduleBody = Static<typeof ExtraDrawScheduleBody>;

/** POST /api/admin/extra-draws/run: run a lottery's due draw (`close_now` closes it first). */
export const ExtraDrawRunBody = Type.Object(
  { lottery: lotterySlug, close_now: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ExtraDrawRunBody = Static<typeof ExtraDrawRunBody>;

/** POST /api/dev/clock (TEST_CLOCK=on only): move the development clock forward, at most a year. */
export const DevClockBody = Type.Object(
  { advance_minutes: Type.Integer({ minimum: 0, maximum: 525_600 }) },
  { additionalProperties: false },
);
export type DevClockBody = Static<typeof DevClockBody>;
