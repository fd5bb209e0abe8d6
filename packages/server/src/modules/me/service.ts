import type { Profile } from '@arpa/contract';
import { POSTAL_CODE_PATTERN } from '@arpa/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { User } from '../../idp/tables.ts';
import {
  findUserById,
  setPassword,
  updateProfile,
  verifyPassword,
  type ProfileChanges,
} from '../../idp/users.ts';
import { revokeOtherSessions } from '../../idp/sessions.ts';
import { ApiError } from '../../plugins/errors.ts';
import type {
  PasswordChangeRequest as PasswordChangeBody,
  ProfileUpdateRequest as ProfileUpdateBody,
} from '@arpa/contract';

export function toProfile(user: User): Profile {
  const hasAddress = user.street_address || user.postal_code || user.city;
  return {
    sub: user.sub,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? '',
    phone: user.phone,
    address: hasAddress
      ? {
          street_address: user.street_address ?? '',
          city: user.city ?? '',
          postal_code: user.postal_code ?? '',
        }
      : null,
    marketing_permission: user.marketing_permission,
    marketing_allowed: user.marketing_allowed,
    advertisement_allowed: user.advertisement_allowed,
    strongly_authenticated:
      user.strongly_authenticated_at && user.strong_first_names && user.strong_family_name
        ? { first_names: user.strong_first_names, family_name: user.strong_family_name }
        : null,
  };
}

async function userOf(db: Kysely<Database>, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError('user_not_found', 404);
  return user;
}

export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile> {
  return toProfile(await userOf(db, userId));
}

export async function updateOwnProfile(
  db: Kysely<Database>,
  userId: string,
  { account }: ProfileUpdateBody,
): Promise<Profile> {
  const user = await userOf(db, userId);
  // A name of spaces only would be stored empty: a name is asked for as the registration asks for it.
  if (account.first_name?.trim() === '' || account.last_name?.trim() === '')
    throw new ApiError('missing_value', 400);
  const renames =
    (account.first_name !== undefined && account.first_name.trim() !== user.first_name) ||
    (account.last_name !== undefined && account.last_name.trim() !== user.last_name);
  // SPEC §5/§6: the name confirmed by strong authentication cannot be edited; resending it unchanged is fine.
  if (renames && user.strongly_authenticated_at) throw new ApiError('names_locked', 403);
  const postalCode = account.address?.postal_code?.trim();
  if (postalCode && !POSTAL_CODE_PATTERN.test(postalCode)) throw new ApiError('invalid_postal_code', 400);

  const changes: ProfileChanges = {
    first_name: account.first_name?.trim(),
    last_name: account.last_name?.trim(),
    email: account.email?.trim(),
    phone: account.phone === undefined ? undefined : account.phone?.trim() || null,
    marketing_permission: account.marketing_permission,
  };
  if (account.address) {
    const { street_address: street, city } = account.address;
    if (street !== undefined) changes.street_address = street.trim() || null;
    if (city !== undefined) changes.city = city.trim() || null;
    if (postalCode !== undefined) changes.postal_code = postalCode || null;
  }
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as ProfileChanges;
  const result = await updateProfile(db, userId, defined);
  if (!result.ok) throw new ApiError('email_already_registered', 409);
  return toProfile(result.user);
}

/**
 * A new password ends every other session of the player (their refresh tokens stop working and
 * their id tokens are refused); the session the change was made in, `currentSid`, keeps working.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  userId: string,
  currentSid: string | undefined,
  body: PasswordChangeBody,
): Promise<void> {
  const user = await userOf(db, userId);
  if (!(await verifyPassword(user, body.current_password))) throw new ApiError('invalid_credentials', 400);
  await db.transaction().execute(async (trx) => {
    await setPassword(trx, userId, body.new_password);
    await revokeOtherSessions(trx, user.sub, currentSid);
  });
}
