import type { StrongAuthentication } from '@arpa/contract';
import { StrongAuthBox } from '@arpa/ui';
import { useState } from 'react';
import { useStartStrongAuth } from '../api/start-strong-auth';

/** The add-balance page's strong-authentication box: who is identified, or "Tunnistaudu". */
export function StrongAuthPanel({ identity }: { identity: StrongAuthentication | null }) {
  const start = useStartStrongAuth();
  const [pending, setPending] = useState(false);
  return (
    <StrongAuthBox
      identity={identity}
      pending={pending}
      onAuthenticate={() => {
        setPending(true);
        start().catch(() => setPending(false));
      }}
    />
  );
}
