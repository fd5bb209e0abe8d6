/** The player's profile (account service GET/PATCH /me), strong authentication and contact details. */
import { Type, type Static } from 'typebox';
import {
  CONTACT_EMAIL_SCHEMA_PATTERN,
  CONTACT_PHONE_SCHEMA_PATTERN,
  PASSWORD_MIN_LENGTH,
} from '../constants.ts';
import { Nullable, Text } from './shared.ts';

export const Address = Type.Object({
  street_address: Type.String(),
  city: Type.String(),
  /** Five digits, see POSTAL_CODE_PATTERN. */
  postal_code: Type.String(),
});
export type Address = Static<typeof Address>;

/** The name confirmed by strong authentication; it locks first and last name. */
export const StrongAuthentication = Type.Object({ first_names: Type.String(), family_name: Type.String() });
export type StrongAuthentication = Static<typeof StrongAuthentication>;

/** Account service GET /me: the player's profile. */
export const Profile = Type.Object({
  /** The identity provider's subject. */
  sub: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(Address),
  /** Marketing consent as the account service stores it (edited on the profile page). */
  marketing_permission: Type.Boolean(),
  /** Marketing consent given on a contact form. */
  marketing_allowed: Type.Boolean(),
  /** Partner advertisement consent given on a contact form. */
  advertisement_allowed: Type.Boolean(),
  /** Null until the one-time strong authentication is done. */
  strongly_authenticated: Nullable(StrongAuthentication),
});
export type Profile = Static<typeof Profile>;

/**
 * Account service PATCH /me. Names are refused (`names_locked`) once strongly authenticated. Lengths bound
 * what a client can store; the postal code's format (`invalid_postal_code`) is checked by the service.
 */
export const ProfileUpdateRequest = Type.Object(
  {
    account: Type.Object(
      {
        first_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        last_name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
        email: Type.Optional(
          Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
        ),
        phone: Type.Optional(Nullable(Type.String({ maxLength: 30, pattern: CONTACT_PHONE_SCHEMA_PATTERN }))),
        marketing_permission: Type.Optional(Type.Boolean()),
        address: Type.Optional(
          Type.Object(
            {
              street_address: Type.Optional(Text(200)),
              city: Type.Optional(Text(100)),
              postal_code: Type.Optional(Text(20)),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequest>;

/** Account service PATCH /me/password. A wrong current password answers `invalid_credentials`. */
export const PasswordChangeRequest = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    new_password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 }),
  },
  { additionalProperties: false },
);
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** POST /api/v1/users/auth: the strong-identification return's `code` and `state`, sent with the bearer token. */
export const StrongAuthRequest = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 512 }),
    state: Type.String({ minLength: 1, maxLength: 512 }),
  },
  { additionalProperties: false },
);
export type StrongAuthRequest = Static<typeof StrongAuthRequest>;

/**
 * Answer of POST /api/v1/users/auth. A personal code already verified on another game account answers
 * `personal_code_already_linked` (the app's auth=eventio-error).
 */
export const StrongAuthResponse = Type.Object({ strongly_authenticated: StrongAuthentication });
export type StrongAuthResponse = Static<typeof StrongAuthResponse>;

/** Answer of GET /api/v1/users/auth/start: where the app sends the browser, and the state bound to the player. */
export const StrongAuthStart = Type.Object({ url: Type.String(), state: Type.String() });
export type StrongAuthStart = Static<typeof StrongAuthStart>;

/**
 * The contact fields of the checkout, the claim commit and the extra draw, with the bounds the server
 * enforces. A form sends only checked consents, so a consent is either `true` or absent.
 */
const contactFields = {
  firstname: Text(100),
  lastname: Text(100),
  /** A typo is refused before an order, a payment or a prize code exists. */
  email: Type.String({ maxLength: 254, pattern: CONTACT_EMAIL_SCHEMA_PATTERN }),
  /** Checked like the email: a phone number or blank (its presence is the service's rule). */
  phone: Type.String({ maxLength: 40, pattern: CONTACT_PHONE_SCHEMA_PATTERN }),
  address: Text(200),
  /** Five digits, see POSTAL_CODE_PATTERN (checked by the service: `invalid_postal_code`). */
  postal_code: Text(10),
  city: Text(100),
  marketing_allowed: Type.Optional(Type.Boolean()),
  advertisement_allowed: Type.Optional(Type.Boolean()),
};

/** Contact details as the app sends them (all of the text fields). */
export const ContactDetails = Type.Object(contactFields, { additionalProperties: false });
export type ContactDetails = Static<typeof ContactDetails>;

/**
 * Contact details as the server accepts them: every field optional, because a missing one answers the
 * catalogue's `missing_required_user_info` (and the service may fill it from the profile), not a schema error.
 */
export const ContactInput = Type.Partial(ContactDetails, { additionalProperties: false });
export type ContactInput = Static<typeof ContactInput>;
