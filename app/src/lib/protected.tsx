import { Spinner } from '@arpa/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSession } from './session';

/**
 * A page that needs login (SPEC §2 "login needed"): a logged-out visitor is sent to sign in, and the
 * sign-in stores the current address, so they come back to this page.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const started = useRef(false);
  const mustLogin = session.ready && !session.loggedIn;
  useEffect(() => {
    if (!mustLogin || started.current) return;
    started.current = true;
    void session.login();
  }, [mustLogin, session]);
  if (!session.loggedIn) return <Spinner />;
  return children;
}
