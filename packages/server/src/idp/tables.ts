import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A customer (player). Created by registration, by the demo seed or on first sight of an external issuer's subject. */
export interface UsersTable {
  id: Generated<string>;
  /** The OIDC subject; equal to `id` for users of the embedded issuer. */
  sub: string;
  /** Lower-cased; unique. Null only for a subject provisioned from an external issuer without an unused email. */
  email: string | null;
  /** argon2id PHC string; null for users who sign in at an external issuer. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
  /** Marketing consent as edited on the profile page (account service). */
  marketing_permission: Generated<boolean>;
  /** Marketing consent given on a contact form (claim, checkout, extra draw). */
  marketing_allowed: Generated<boolean>;
  advertisement_allowed: Generated<boolean>;
  strongly_authenticated_at: Date | null;
  strong_first_names: string | null;
  strong_family_name: string | null;
  is_admin: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** oidc-provider's models (sessions, interactions, codes, tokens, grants) keyed by model name and id. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
}

/** The embedded issuer's key material: the signing JWK set and the cookie-signing secrets. */
export interface IdpKeysTable {
  name: string;
  value: ColumnType<Record<string, unknown>, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/** A sign-in session (`sid`) ended by logout or a password change; the API refuses its id tokens. */
export interface RevokedSessionsTable {
  sid: string;
  revoked_at: ColumnType<Date, Date | string | undefined, never>;
  /** After this no token of the session can be valid any more; the row may be purged. */
  expires_at: Date;
}

/** A throttle's counter for one key (e.g. `login:account:maija@example.fi`) in its current window. */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

/**
 * A one-time password-reset link. Only the SHA-256 of the link's random token is stored; the link is
 * valid until `expires_at` and once (`used_at`).
 */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}
