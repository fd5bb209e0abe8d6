import type { ExtraDrawWinnerPublication } from '@arpa/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ClaimContact } from '../catalogue/tables.ts';

/** Tables of migration 0013_extra_draw (docs/modules/extra-draw.md). jsonb is written as JSON text. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ExtraDrawState = 'scheduled' | 'drawn';

export interface ExtraDrawsTable {
  id: Generated<number>;
  lottery_id: number;
  /** The end of the period: entries made before it take part. */
  closes_at: ColumnType<Date, Date | string, Date | string>;
  winners_count: number;
  /** A money prize in integer cents, credited to each winner's extra_wins; or null for a product prize. */
  prize_value: number | null;
  prize_product_id: number | null;
  publish_winners_as: ExtraDrawWinnerPublication;
  /** 32 random bytes (hex), secret until the draw is run. */
  seed: string;
  /** SHA-256 (hex) of the seed's hex text, public from the moment the draw is scheduled. */
  seed_commitment: string;
  state: ColumnType<ExtraDrawState, ExtraDrawState | undefined, ExtraDrawState>;
  participant_count: number | null;
  /** SHA-256 (hex) of the participating entries' ids in order, comma-separated. */
  participants_digest: string | null;
  drawn_at: Timestamp;
  created_at: CreatedAt;
}

/** credited: on the player's extra_wins; ordered: a prize order; contact: the operator reaches the winner. */
export type WinnerSettlement = 'credited' | 'ordered' | 'contact';

export interface ExtraDrawWinnersTable {
  id: Generated<number>;
  draw_id: number;
  entry_id: number;
  position: number;
  user_id: string | null;
  contact: ColumnType<ClaimContact, string, string>;
  prize_value: number | null;
  prize_product_id: number | null;
  settlement: WinnerSettlement;
  order_id: number | null;
  created_at: CreatedAt;
}

export type ExtraDrawRow = Selectable<ExtraDrawsTable>;
export type ExtraDrawWinnerRow = Selectable<ExtraDrawWinnersTable>;
