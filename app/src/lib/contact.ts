import type { ContactDefaultValues } from '@arpa/ui';
import type { User } from 'oidc-client-ts';

interface AddressClaim {
  street_address?: string;
  postal_code?: string;
  locality?: string;
}

/**
 * Contact form defaults from the signed-in user's sign-in claims (name, email, phone, address), so a
 * player does not type again what the identity provider already knows. Empty for anonymous visitors.
 */
export function contactDefaults(user: User | null | undefined): ContactDefaultValues {
  const profile = user?.profile;
  if (!profile) return {};
  const address = (profile.address ?? {}) as AddressClaim;
  return {
    firstname: profile.given_name ?? '',
    lastname: profile.family_name ?? '',
    email: profile.email ?? '',
    phone: profile.phone_number ?? '',
    address: address.street_address ?? '',
    postal_code: address.postal_code ?? '',
    city: address.locality ?? '',
  };
}
