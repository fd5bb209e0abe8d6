import { randomUUID } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { User } from './tables.ts';

// `Algorithm` is a const enum, which erasable TypeScript cannot read at run time; 2 is Argon2id.
const argon2id = 2 as Algorithm.Argon2id;

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane): OWASP's minimum recommendation. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: argon2id });
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The shortest password accepted (the contract's rule). */
export const minimumPasswordLength = PASSWORD_MIN_LENGTH;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  password: string;
}

export type RegistrationResult = { ok: true; user: User } | { ok: false; reason: 'email_taken' };

export function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserBySub(db: Kysely<Database>, sub: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('sub', '=', sub).executeTakeFirst();
}

/**
 * The user of `sub` and whether the session `sid` names has been ended, in one statement: every request
 * with a token asks both, and each round trip to the embedded database costs about a millisecond of its
 * thread. A user not yet provisioned answers `user: undefined` and says nothing of the session (the caller asks
 * `isSessionRevoked`, idp/sessions.ts, on that rare path).
 */
export async function findUserOfSession(
  db: Kysely<Database>,
  sub: string,
  sid: string | undefined,
): Promise<{ user: User | undefined; sessionRevoked: boolean }> {
  const row = await db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      (sid === undefined
        ? eb.lit(false)
        : eb.exists(
            eb
              .selectFrom('revoked_sessions')
              .select('revoked_sessions.sid')
              .where('revoked_sessions.sid', '=', sid),
          )
      ).as('session_revoked'),
    )
    .where('users.sub', '=', sub)
    .executeTakeFirst();
  if (!row) return { user: undefined, sessionRevoked: false };
  const { session_revoked: sessionRevoked, ...user } = row;
  return { user, sessionRevoked: sessionRevoked === true };
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normaliseEmail(email)).executeTakeFirst();
}

export async function registerUser(
  db: Kysely<Database>,
  registration: Registration,
): Promise<RegistrationResult> {
  const id = randomUUID();
  const user = await db
    .insertInto('users')
    .values({
      id,
      sub: id,
      email: normaliseEmail(registration.email),
      password_hash: await hashPassword(registration.password),
      first_name: registration.firstName.trim(),
      last_name: registration.lastName.trim(),
      phone: registration.phone?.trim() || null,
      street_address: null,
      postal_code: null,
      city: null,
      strongly_authenticated_at: null,
      strong_first_names: null,
      strong_family_name: null,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return user ? { ok: true, user } : { ok: false, reason: 'email_taken' };
}

/** The user whose email and password match, or undefined; never says which of the two was wrong. */
export async function authenticate(
  db: Kysely<Database>,
  email: string,
  password: string,
): Promise<User | undefined> {
  const user = await findUserByEmail(db, email);
  if (!user?.password_hash) {
    decoyHash ??= hashPassword(randomUUID());
    await verify(await decoyHash, password);
    return undefined;
  }
  return (await verify(user.password_hash, password)) ? user : undefined;
}

export async function verifyPassword(user: User, password: string): Promise<boolean> {
  return user.password_hash ? verify(user.password_hash, password) : false;
}

export async function setPassword(db: Kysely<Database>, userId: string, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', userId)
    .execute();
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string | null;
  street_address?: string | null;
  postal_code?: string | null;
  city?: string | null;
  marketing_permission?: boolean;
  advertisement_allowed?: boolean;
}

export type ProfileUpdateResult = { ok: true; user: User } | { ok: false; reason: 'email_taken' };

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  changes: ProfileChanges,
): Promise<ProfileUpdateResult> {
  const values = { ...changes };
  if (values.email !== undefined) {
    values.email = normaliseEmail(values.email);
    const owner = await findUserByEmail(db, values.email);
    if (owner && owner.id !== userId) return { ok: false, reason: 'email_taken' };
  }
  if (Object.keys(values).length === 0) {
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`user ${userId} not found`);
    return { ok: true, user };
  }
  try {
    const user = await db
      .updateTable('users')
      .set(values)
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, user };
  } catch (error) {
    // Two players taking the same address at once: the check above passed for both, the unique index
    // lets one through.
    if ((error as { code?: unknown }).code === '23505') return { ok: false, reason: 'email_taken' };
    throw error;
  }
}

export interface ExternalIdentity {
  sub: string;
  email?: string;
  givenName?: string;
  familyName?: string;
  phone?: string;
}

/**
 * The user behind a verified token's subject. A subject of an external issuer that this database
 * has not seen yet gets a row (no password) so the ledger can hang accounts on it.
 */
export async function findOrProvisionUser(db: Kysely<Database>, identity: ExternalIdentity): Promise<User> {
  const existing = await findUserBySub(db, identity.sub);
  if (existing) return existing;
  const email = identity.email ? normaliseEmail(identity.email) : null;
  const emailFree = email !== null && !(await findUserByEmail(db, email));
  await db
    .insertInto('users')
    .values({
      sub: identity.sub,
      email: emailFree ? email : null,
      password_hash: null,
      first_name: identity.givenName ?? '',
      last_name: identity.familyName ?? '',
      phone: identity.phone ?? null,
      street_address: null,
      postal_code: null,
      city: null,
      strongly_authenticated_at: null,
      strong_first_names: null,
      strong_family_name: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  const user = await findUserBySub(db, identity.sub);
  if (!user) throw new Error(`user for subject ${identity.sub} could not be provisioned`);
  return user;
}

/** Standard OIDC claims of a user, released per scope by oidc-provider. */
export function userClaims(user: User): Record<string, unknown> & { sub: string } {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  const hasAddress = user.street_address || user.postal_code || user.city;
  return {
    sub: user.sub,
    name: name || undefined,
    given_name: user.first_name || undefined,
    family_name: user.last_name || undefined,
    email: user.email ?? undefined,
    email_verified: user.email ? false : undefined,
    phone_number: user.phone ?? undefined,
    address: hasAddress
      ? {
          street_address: user.street_address ?? undefined,
          postal_code: user.postal_code ?? undefined,
          locality: user.city ?? undefined,
          country: 'FI',
        }
      : undefined,
  };
}
