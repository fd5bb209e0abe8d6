import type { ColumnType } from 'kysely';

/**
 * Authorization codes the strong-identification simulator has issued. The identity behind a code is
 * sealed with a key derived from the code itself, so the table never holds a personal identity code
 * that anyone without the (single-use, short-lived) code could read; redeeming it wipes the seal.
 */
export interface FtnSimCodesTable {
  /** SHA-256 of the code, hex. */
  code_hash: string;
  client_id: string;
  redirect_uri: string;
  /** AES-256-GCM sealed JSON of the chosen person and the request's nonce; null once redeemed. */
  sealed: string | null;
  expires_at: Date;
  consumed_at: Date | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
