import type { Profile } from '@arpa/contract';
import {
  Box,
  Checkbox,
  ContactForm,
  PasswordChangeForm,
  Spinner,
  type ContactDefaultValues,
  type ContactValues,
} from '@arpa/ui';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/page-title';
import { useChangePassword } from '../api/change-password';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AuthResultNotice } from './AuthResultNotice';

export const profileTexts = {
  title: 'Omat tiedot',
  consents: 'Suostumukset',
  marketing: 'Haluan saada markkinointiviestejä',
};

function formValues(profile: Profile): ContactDefaultValues {
  return {
    firstname: profile.first_name,
    lastname: profile.last_name,
    email: profile.email,
    phone: profile.phone ?? '',
    address: profile.address?.street_address ?? '',
    postal_code: profile.address?.postal_code ?? '',
    city: profile.address?.city ?? '',
  };
}

function MarketingPermission({ profile }: { profile: Profile }) {
  const { trigger: updateProfile, isMutating: saving } = useUpdateProfile();
  const [checked, setChecked] = useState(profile.marketing_permission);
  return (
    <Box as="fieldset" display="flex" flexDirection="column" gap="small">
      <legend>{profileTexts.consents}</legend>
      <Checkbox
        label={profileTexts.marketing}
        checked={checked}
        disabled={saving}
        onCheckedChange={(next) => {
          setChecked(next);
          updateProfile({ account: { marketing_permission: next } }).catch(() => setChecked(!next));
        }}
      />
    </Box>
  );
}

/**
 * /tili: the profile (account service GET/PATCH /me) with the names locked once strongly authenticated,
 * the marketing permission, the password change and the result of a strong-authentication return.
 */
export function ProfilePage() {
  usePageTitle(profileTexts.title);
  const { data: profile } = useProfile();
  const { trigger: updateProfile } = useUpdateProfile();
  const { trigger: changePassword } = useChangePassword();
  const locked = profile?.strongly_authenticated != null;

  function saveDetails(values: ContactValues) {
    return updateProfile({
      account: {
        // A strongly authenticated name cannot change, so it is not sent.
        ...(locked ? {} : { first_name: values.firstname, last_name: values.lastname }),
        email: values.email,
        phone: values.phone,
        address: { street_address: values.address, postal_code: values.postal_code, city: values.city },
      },
    });
  }

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <AuthResultNotice />
      <h1>{profileTexts.title}</h1>
      {profile ? (
        <>
          <ContactForm
            mode="profile"
            defaultValues={formValues(profile)}
            lockedNames={locked}
            showConsents={false}
            onSubmit={saveDetails}
          />
          <MarketingPermission profile={profile} />
        </>
      ) : (
        <Spinner />
      )}
      <PasswordChangeForm onSubmit={changePassword} />
    </Box>
  );
}
