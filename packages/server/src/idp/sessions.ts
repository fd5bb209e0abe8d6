import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

// Ending sign-in sessions of the embedded issuer. A grant is revoked the way oidc-provider's own
// revocation does it (its tokens and codes, then the grant), and the `sid` of every ended session is
// recorded so that the API refuses id tokens that were issued to it and have not yet expired.

/** How long a refresh token (and so a session's tokens) can live: the grant's TTL. */
export const sessionLifetimeSeconds = 14 * 24 * 60 * 60;

export interface SessionAuthorization {
  sid?: string;
  grantId?: string;
}

/** What one ended session leaves to revoke. */
export interface EndedSession {
  sids: string[];
  grantIds: string[];
}

export function authorizationsOf(payload: { authorizations?: unknown } | undefined): SessionAuthorization[] {
  const authorizations = (payload?.authorizations ?? {}) as Record<string, SessionAuthorization>;
  return Object.values(authorizations);
}

/** Deletes the grants with their tokens and codes, and records the sessions' sids as revoked. */
export async function revokeSessions(db: Kysely<Database>, ended: EndedSession): Promise<void> {
  const grantIds = [...new Set(ended.grantIds)];
  const sids = [...new Set(ended.sids)];
  // Joins the caller's transaction (a password change) or runs in one of its own (a logout).
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  await inTransaction(async (trx) => {
    if (grantIds.length > 0) {
      // Tokens of the grant carry the session's sid even when the Session row is gone.
      const tokenSids = await trx
        .selectFrom('oidc_payloads')
        .select(sql<string>`payload->>'sid'`.as('sid'))
        .where('grant_id', 'in', grantIds)
        .where(sql<boolean>`payload->>'sid' is not null`)
        .execute();
      sids.push(...tokenSids.map((row) => row.sid));
      await trx.deleteFrom('oidc_payloads').where('grant_id', 'in', grantIds).execute();
      await trx
        .deleteFrom('oidc_payloads')
        .where('model', '=', 'Grant')
        .where('id', 'in', grantIds)
        .execute();
    }
    const unique = [...new Set(sids)];
    if (unique.length === 0) return;
    await trx
      .insertInto('revoked_sessions')
      .values(
        unique.map((sid) => ({
          sid,
          expires_at: new Date(Date.now() + sessionLifetimeSeconds * 1000),
        })),
      )
      .onConflict((conflict) => conflict.column('sid').doNothing())
      .execute();
  });
}

/**
 * A password change: every session and grant of the account ends except the one the change was made
 * in (identified by the sid of the id token that authorised it).
 */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  accountId: string,
  keepSid: string | undefined,
): Promise<void> {
  const sessions = await db
    .selectFrom('oidc_payloads')
    .select(['id', 'payload'])
    .where('model', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
  const keptGrants = new Set<string>();
  if (keepSid) {
    const tokens = await db
      .selectFrom('oidc_payloads')
      .select('grant_id')
      .where(sql<string>`payload->>'sid'`, '=', keepSid)
      .where('grant_id', 'is not', null)
      .execute();
    for (const token of tokens) keptGrants.add(token.grant_id!);
  }
  const ended: EndedSession = { sids: [], grantIds: [] };
  const endedSessionIds: string[] = [];
  for (const session of sessions) {
    const authorizations = authorizationsOf(session.payload);
    if (keepSid && authorizations.some((authorization) => authorization.sid === keepSid)) {
      for (const authorization of authorizations)
        if (authorization.grantId) keptGrants.add(authorization.grantId);
      continue;
    }
    endedSessionIds.push(session.id);
    for (const authorization of authorizations) {
      if (authorization.sid) ended.sids.push(authorization.sid);
      if (authorization.grantId) ended.grantIds.push(authorization.grantId);
    }
  }
  // Grants whose Session row is already gone (refresh tokens outlive the provider's session).
  const grants = await db
    .selectFrom('oidc_payloads')
    .select('id')
    .where('model', '=', 'Grant')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
  ended.grantIds.push(...grants.map((grant) => grant.id));
  ended.grantIds = ended.grantIds.filter((grantId) => !keptGrants.has(grantId));
  if (endedSessionIds.length > 0) {
    await db
      .deleteFrom('oidc_payloads')
      .where('model', '=', 'Session')
      .where('id', 'in', endedSessionIds)
      .execute();
  }
  await revokeSessions(db, ended);
}

/** One indexed lookup: has the session this sid names been ended? */
export async function isSessionRevoked(db: Kysely<Database>, sid: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_sessions').select('sid').where('sid', '=', sid).executeTakeFirst();
  return row !== undefined;
}

export async function purgeExpiredRevocations(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('revoked_sessions')
    .where('expires_at', '<', new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
