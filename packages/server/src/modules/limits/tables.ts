import type { LimitVariety } from '@arpa/contract';

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
  updated_at: Date;
}
