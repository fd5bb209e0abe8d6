import type { ColumnType } from 'kysely';

/** The operator's bonus campaigns (migration 0013_bonus); today one, the deposit bonus. */
export interface BonusCampaignsTable {
  name: 'deposit';
  /** The smallest first deposit that earns the bonus, integer cents. */
  min_deposit: number;
  /** The bonus, integer cents. */
  bonus_value: number;
  /** Days a granted bonus stays valid; null: it does not expire. */
  valid_days: number | null;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
