import { Box, Button, Spinner } from '@arpa/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSession } from './session';

/** What a page that needs login says when the session ended while it was open. */
export const signedOutTexts = {
  text: 'Et ole enää kirjautunut sisään. Kirjaudu sisään, niin näet sivun uudelleen.',
  login: 'Kirjaudu',
};

/**
 * A page that needs login (SPEC §2 "login needed"): a logged-out visitor is sent to sign in, and the
 * sign-in stores the current address, so they come back to this page. When the session ends while the page
 * is open (signed out in another tab, or expired), the page says so and offers "Kirjaudu" instead of
 * leaving for the identity provider by itself: a sign-out in one tab must not start a sign-in in another.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const started = useRef(false);
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (session.loggedIn && !wasSignedIn) setWasSignedIn(true);
  const mustLogin = session.ready && !session.loggedIn && !wasSignedIn;
  useEffect(() => {
    if (!mustLogin || started.current) return;
    started.current = true;
    void session.login();
  }, [mustLogin, session]);
  if (session.loggedIn) return children;
  if (!wasSignedIn) return <Spinner />;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <p role="status">{signedOutTexts.text}</p>
      <div>
        <Button onClick={() => void session.login()}>{signedOutTexts.login}</Button>
      </div>
    </Box>
  );
}
