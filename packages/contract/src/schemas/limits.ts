/** Self-imposed limits, the operator's maxima and player protection (SPEC §5, §7). */
import { Type, type Static } from 'typebox';
import type { LimitVariety as LimitVarietyType } from '../constants.ts';
import { IsoDateTime, Nullable } from './shared.ts';

/**
 * A limit variety as the server accepts it: a short string the service checks, so that an unknown one
 * answers the catalogue's `invalid_variety`; the type is the varieties a client may send.
 */
const LimitVariety = Type.Unsafe<LimitVarietyType>(Type.String({ maxLength: 40 }));

/**
 * A self-imposed limit (GET /api/v1/users/limits). Money limits are integer cents; play_time_start and
 * play_time_end are minutes after local midnight; play_pause is minutes. `value_left` is what the current
 * period still allows. A raised limit waits in `next_value` for the next period; `next_value` equal to
 * LIMIT_REMOVAL_PENDING means the limit is removed then.
 */
export const Limit = Type.Object({
  variety: LimitVariety,
  value: Nullable(Type.Number()),
  next_value: Nullable(Type.Number()),
  value_left: Nullable(Type.Number()),
  /**
   * The operator's maximum for this variety (GET /api/v1/users/default-limits): in force while `value` is
   * null, so a money limit the player never set still has a `value_left`.
   */
  default_value: Type.Number(),
  /** For play_pause: when the running pause ends. */
  ends_at: Type.Optional(Nullable(IsoDateTime)),
  /**
   * Money limits: when a pending raise (or removal) can be confirmed; it takes effect only when the player
   * confirms it then (POST /api/v1/users/limits/confirm).
   */
  next_from: Type.Optional(Nullable(IsoDateTime)),
  /** Money limits: the pending raise's time has come and it waits for the player's "Vahvista". */
  confirmable: Type.Optional(Type.Boolean()),
});
export type Limit = Static<typeof Limit>;

/**
 * One entry of the PATCH /api/v1/users/limits body; `null` clears the limit. The value is checked by the
 * service too, so that a fraction answers `not_integer` (SPEC §5 "Ei kokonaisluku").
 */
export const LimitUpdate = Type.Object(
  { variety: LimitVariety, value: Nullable(Type.Number()) },
  { additionalProperties: false },
);
export type LimitUpdate = Static<typeof LimitUpdate>;

/** PATCH /api/v1/users/limits: a list of `{variety, value}`, at most one per variety. */
export const LimitUpdates = Type.Array(LimitUpdate, { maxItems: 7 });

/** POST /api/v1/users/limits/confirm: confirms the pending raise of one money limit. */
export const LimitConfirmRequest = Type.Object({ variety: LimitVariety }, { additionalProperties: false });
export type LimitConfirmRequest = Static<typeof LimitConfirmRequest>;

/** A row of GET /api/v1/users/default-limits: the largest value the player may set. */
export const DefaultLimit = Type.Object({ variety: LimitVariety, value: Type.Number() });
export type DefaultLimit = Static<typeof DefaultLimit>;

/** A running self-exclusion ("Pelikielto"); `until` is null for an indefinite one not yet asked to end. */
export const SelfExclusion = Type.Object({
  from: IsoDateTime,
  until: Nullable(IsoDateTime),
  indefinite: Type.Boolean(),
  lift_requested_at: Nullable(IsoDateTime),
});
export type SelfExclusion = Static<typeof SelfExclusion>;

/** GET /api/v1/users/protection: the player's quick stop, self-exclusion and what they block. */
export const ProtectionStatus = Type.Object({
  /** When the running quick stop ("Pikatauko") ends. */
  quick_stop_until: Nullable(IsoDateTime),
  self_exclusion: Nullable(SelfExclusion),
  /** No purchase or deposit is possible now: a self-exclusion, quick stop or play pause runs. */
  purchases_blocked: Type.Boolean(),
  /** Marketing may be shown or sent to the player: false while any of those runs. */
  marketing_allowed: Type.Boolean(),
  /** The operator requires day and month play limits of the player's own and one is missing. */
  own_limits_required: Type.Boolean(),
});
export type ProtectionStatus = Static<typeof ProtectionStatus>;

/** POST /api/v1/users/protection/self-exclusion: 3, 6 or 12 months, or `null` for indefinite. */
export const SelfExclusionRequest = Type.Object(
  {
    months: Type.Unsafe<3 | 6 | 12 | null>({ type: ['integer', 'null'], enum: [3, 6, 12, null] }),
  },
  { additionalProperties: false },
);
export type SelfExclusionRequest = Static<typeof SelfExclusionRequest>;

/** GET /api/v1/users/code-submissions: the player's ticket-code submissions this month and the cap. */
export const CodeSubmissions = Type.Object({
  used: Type.Integer(),
  limit: Type.Integer(),
  /** When the count starts again from zero: the first day of next month, 00:00 Helsinki time. */
  resets_at: IsoDateTime,
});
export type CodeSubmissions = Static<typeof CodeSubmissions>;

/** What the player deposited, spent on purchases and won in a period, and won − spent (integer cents). */
export const SpendingTotals = Type.Object({
  /** When the period began; it runs until now. */
  from: IsoDateTime,
  deposited: Type.Integer(),
  spent: Type.Integer(),
  won: Type.Integer(),
  net: Type.Integer(),
});
export type SpendingTotals = Static<typeof SpendingTotals>;

/** GET /api/v1/users/spending-summary: this calendar month and the last 12 calendar months. */
export const SpendingSummary = Type.Object({ this_month: SpendingTotals, last_12_months: SpendingTotals });
export type SpendingSummary = Static<typeof SpendingSummary>;

/**
 * GET /api/v1/users/spending-summary/reminder (and POST …/reminder/acknowledge): whether the sign-in
 * reminder of the spending summary is due now, and when the next one is due (14 days after the player's
 * first sign-in, then 14 days after each acknowledgement).
 */
export const SpendingSummaryReminder = Type.Object({ due: Type.Boolean(), due_at: IsoDateTime });
export type SpendingSummaryReminder = Static<typeof SpendingSummaryReminder>;
