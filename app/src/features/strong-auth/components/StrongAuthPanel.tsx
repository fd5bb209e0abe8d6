import type { StrongAuthentication } from '@arpa/contract';
import { StrongAuthBox } from '@arpa/ui';
import { useLocation } from 'react-router';
import { rememberIdentificationReturn } from '../../../lib/identification-return';
import { useStartStrongAuth } from '../api/start-strong-auth';

/** The add-balance page's strong-authentication box: who is identified, or "Tunnistaudu". */
export function StrongAuthPanel({ identity }: { identity: StrongAuthentication | null }) {
  const { trigger: start, isMutating, data: leavingFor } = useStartStrongAuth();
  const location = useLocation();
  return (
    <StrongAuthBox
      identity={identity}
      // Still pending once the address is there: the browser is on its way to the identification service.
      pending={isMutating || leavingFor !== undefined}
      onAuthenticate={() => {
        // Back here (with the amount and the game's way back) once /tili has confirmed the identification.
        rememberIdentificationReturn(location.pathname + location.search);
        start().catch(() => undefined);
      }}
    />
  );
}
