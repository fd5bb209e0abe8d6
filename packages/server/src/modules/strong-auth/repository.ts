import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The users row behind an OIDC subject. */
export function userBySub(db: Db, sub: string) {
  return db.selectFrom('users').select(['id']).where('sub', '=', sub).executeTakeFirst();
}

export interface NewStrongAuthRequest {
  state: string;
  userId: string;
  nonce: string;
  redirectUri: string;
  expiresAt: Date;
}

/** Records a started identification and forgets the player's finished or expired ones. */
export async function saveRequest(db: Db, request: NewStrongAuthRequest, now: Date): Promise<void> {
  await db
    .deleteFrom('strong_auth_requests')
    .where('user_id', '=', request.userId)
    .where((eb) => eb.or([eb('consumed_at', 'is not', null), eb('expires_at', '<=', now)]))
    .execute();
  await db
    .insertInto('strong_auth_requests')
    .values({
      state: request.state,
      user_id: request.userId,
      nonce: request.nonce,
      redirect_uri: request.redirectUri,
      expires_at: request.expiresAt,
      consumed_at: null,
    })
    .execute();
}

/**
 * Uses up the player's own, unexpired, unused state. Another player's state is not touched, so a state
 * that leaked to someone else still works for its owner.
 */
export function consumeRequest(db: Db, state: string, userId: string, now: Date) {
  return db
    .updateTable('strong_auth_requests')
    .set({ consumed_at: now })
    .where('state', '=', state)
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['nonce', 'redirect_uri'])
    .executeTakeFirst();
}

/**
 * The verified names of the player's identification that used up this state, when it succeeded: the state
 * is theirs and used, and their identity was verified when (or after) the state came back. Undefined for a
 * state that failed, is another player's, unknown or not yet used.
 */
export function succeededRequest(db: Db, state: string, userId: string) {
  return db
    .selectFrom('strong_auth_requests as r')
    .innerJoin('strong_identities as i', 'i.user_id', 'r.user_id')
    .innerJoin('users as u', 'u.sub', 'r.user_id')
    .select(['u.strong_first_names', 'u.strong_family_name'])
    .where('r.state', '=', state)
    .where('r.user_id', '=', userId)
    .where('r.consumed_at', 'is not', null)
    .whereRef('i.verified_at', '>=', 'r.consumed_at')
    .executeTakeFirst();
}

export function identityByHash(db: Db, personalCodeHash: string) {
  return db
    .selectFrom('strong_identities')
    .select(['user_id'])
    .where('personal_code_hash', '=', personalCodeHash)
    .executeTakeFirst();
}

export function identityOfUser(db: Db, userId: string) {
  return db
    .selectFrom('strong_identities')
    .select(['personal_code_hash'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface VerifiedPerson {
  firstNames: string;
  familyName: string;
  personalCodeHash: string;
}

/** Links the person to the player and puts the verified names on the profile (which locks them). */
export async function linkIdentity(db: Db, userId: string, person: VerifiedPerson, now: Date): Promise<void> {
  await db
    .insertInto('strong_identities')
    .values({ user_id: userId, personal_code_hash: person.personalCodeHash, verified_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ verified_at: now }))
    .execute();
  await db
    .updateTable('users')
    .set({
      strongly_authenticated_at: now,
      strong_first_names: person.firstNames,
      strong_family_name: person.familyName,
      first_name: person.firstNames,
      last_name: person.familyName,
    })
    .where('sub', '=', userId)
    .execute();
}
