import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// One-time password-reset links. The token is 32 random bytes (base64url) that only the email holds;
// the database keeps its SHA-256, which is enough for a secret of that entropy (no slow hash needed)
// and lets the link be found by one indexed lookup.

/** How long a reset link works. */
export const resetLinkLifetimeMinutes = 30;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Tokens look like this; anything else is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Stores a new link of the user and returns its token; the user's dead links are cleared away. */
export async function issueResetToken(db: Kysely<Database>, userId: string, now: Date): Promise<string> {
  const token = newResetToken();
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashResetToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + resetLinkLifetimeMinutes * 60_000),
      used_at: null,
    })
    .execute();
  return token;
}

/** The user a still usable link belongs to, or undefined (unknown, expired or used). */
export async function findUsableResetToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/**
 * Uses the link up, atomically: of two simultaneous uses only one gets the user back. The user's other
 * outstanding links are used up with it (the password they were for has changed).
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  if (!tokenPattern.test(token)) return undefined;
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashResetToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', row.user_id)
    .where('used_at', 'is', null)
    .execute();
  return { userId: row.user_id };
}
