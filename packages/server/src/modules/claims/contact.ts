import { CONTACT_TEXT_FIELDS, POSTAL_CODE_PATTERN, REACH_CONTACT_FIELDS } from '@arpa/contract';
import { sql } from 'kysely';
import { ApiError } from '../../errors.ts';
import type { Queryable } from '../catalogue/repository.ts';
import type { ClaimContact } from '../catalogue/tables.ts';

/** Contact fields a claim form may send (SPEC §3 user contact; consents only when checked). */
export interface ContactInput {
  firstname?: string;
  lastname?: string;
  email?: string;
  phone?: string;
  address?: string;
  postal_code?: string;
  city?: string;
  marketing_allowed?: boolean;
  advertisement_allowed?: boolean;
}

type ContactField = Exclude<keyof ContactInput, 'marketing_allowed' | 'advertisement_allowed'>;

/** Required for a claim commit and the extra draw (SPEC §5). */
export const fullContactFields: readonly ContactField[] = CONTACT_TEXT_FIELDS;

/** Required by the gift-code form (SPEC §5). */
export const giftContactFields: readonly ContactField[] = REACH_CONTACT_FIELDS;

/** What the signed-in player's profile knows, in the contact form's field names. */
export async function profileContact(db: Queryable, sub: string): Promise<ContactInput> {
  const { rows } = await sql<{
    first_name: string;
    last_name: string;
    email: string | null;
    phone: string | null;
    street_address: string | null;
    postal_code: string | null;
    city: string | null;
  }>`select first_name, last_name, email, phone, street_address, postal_code, city from users where sub = ${sub}`.execute(
    db,
  );
  const user = rows[0];
  if (!user) return {};
  const present = (value: string | null) => (value && value.trim() !== '' ? value : undefined);
  return {
    firstname: present(user.first_name),
    lastname: present(user.last_name),
    email: present(user.email),
    phone: present(user.phone),
    address: present(user.street_address),
    postal_code: present(user.postal_code),
    city: present(user.city),
  };
}

/**
 * The contact to store: the form's values, with the signed-in player's profile filling what the form left
 * out. Any required field still empty is `missing_required_user_info`; a postal code must be 5 digits.
 */
export function completeContact(
  input: ContactInput,
  profile: ContactInput,
  required: readonly ContactField[],
): ClaimContact {
  const contact: ClaimContact = {};
  for (const field of fullContactFields) {
    const value = input[field]?.trim() || profile[field]?.trim();
    if (value) contact[field] = value;
  }
  if (required.some((field) => !contact[field])) throw new ApiError('missing_required_user_info');
  if (typeof contact.postal_code === 'string' && !POSTAL_CODE_PATTERN.test(contact.postal_code)) {
    throw new ApiError('invalid_postal_code');
  }
  if (input.marketing_allowed) contact.marketing_allowed = true;
  if (input.advertisement_allowed) contact.advertisement_allowed = true;
  return contact;
}
