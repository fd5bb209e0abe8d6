import type { LimitVariety } from '@arpa/contract';
import type { ColumnType } from 'kysely';

/**
 * A player's self-imposed limit of one variety. `value` is what is in force; a raise or removal waits in
 * `next_value` (LIMIT_REMOVAL_PENDING, -1, for a removal) until `next_from`, the start of the next
 * period. Rows are brought up to date lazily: a pending value whose `next_from` has passed counts as in
 * force when read and is written into `value` on the next change.
 */
export interface UserLimitsTable {
  /** The OIDC subject of the player, the same owner key as the ledger's accounts. */
  user_id: string;
  variety: LimitVariety;
  /** Cents for money limits, minutes after local midnight for play times, minutes for play_pause. */
  value: number | null;
  next_value: number | null;
  next_from: Date | null;
  /** play_pause only: when the running pause ends. */
  paused_until: Date | null;
  /** A money limit's raise or removal: once `next_from` has passed, it waits for the player to confirm it. */
  needs_confirmation: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: Date;
}

/**
 * The quick stop and self-exclusion of a player (docs/player-protection.md). An indefinite exclusion has
 * no `excluded_until` until the player asks to lift it; it then ends at the later of `excluded_from` plus
 * 12 months and `lift_requested_at` plus 3 months (the reflection period), written into `excluded_until`.
 */
export interface PlayerProtectionTable {
  user_id: string;
  quick_stop_until: Date | null;
  excluded_from: Date | null;
  excluded_until: Date | null;
  exclusion_indefinite: ColumnType<boolean, boolean | undefined, boolean>;
  lift_requested_at: Date | null;
  /** The reality check's interval in minutes (15, 30, 60; migration 0015, the playable module sets it). */
  reality_check_minutes: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

/** A signed-in player's ticket-code submissions in one Helsinki calendar month (`YYYY-MM`). */
export interface CodeSubmissionCountsTable {
  user_id: string;
  month: string;
  count: number;
}

/** The spending summary's sign-in reminder of a player (migration 0016): due 14 days after the later time. */
export interface SpendingSummaryRemindersTable {
  user_id: string;
  /** The first time the app asked for the player: the first reminder waits 14 days from here. */
  started_at: Date;
  /** When the player last closed the reminder. */
  acknowledged_at: Date | null;
}
