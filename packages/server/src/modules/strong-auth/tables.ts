import type { ColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/**
 * A started strong identification: the OIDC `state` handed to the browser, bound to the player who
 * asked for it, with the nonce the id token must carry. Single use: `consumed_at` is set when the
 * state comes back, whatever the outcome.
 */
export interface StrongAuthRequestsTable {
  state: string;
  /** The player's OIDC subject (users.sub), the owner key of the ledger too. */
  user_id: string;
  nonce: string;
  redirect_uri: string;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: CreatedAt;
}

/**
 * The link between a player and a real person: a keyed hash (HMAC-SHA256 with a server secret) of the
 * personal identity code, unique, so one person can verify only one game account. The code itself is
 * never stored. The verified names are on the users row (strong_first_names, strong_family_name).
 */
export interface StrongIdentitiesTable {
  /** The player's OIDC subject (users.sub). */
  user_id: string;
  personal_code_hash: string;
  verified_at: Date;
}
