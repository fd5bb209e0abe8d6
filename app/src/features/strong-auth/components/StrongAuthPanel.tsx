import type { StrongAuthentication } from '@arpa/contract';
import { StrongAuthBox } from '@arpa/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { rememberIdentificationReturn } from '../../../lib/identification-return';
import { useStartStrongAuth } from '../api/start-strong-auth';

/** The add-balance page's strong-authentication box: who is identified, or "Tunnistaudu". */
export function StrongAuthPanel({ identity }: { identity: StrongAuthentication | null }) {
  const start = useStartStrongAuth();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  return (
    <StrongAuthBox
      identity={identity}
      pending={pending}
      onAuthenticate={() => {
        setPending(true);
        // Back here (with the amount and the game's way back) once /tili has confirmed the identification.
        rememberIdentificationReturn(location.pathname + location.search);
        start().catch(() => setPending(false));
      }}
    />
  );
}
