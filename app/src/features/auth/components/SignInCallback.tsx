import { Button, ButtonLink, Stack } from '@arpa/ui';
import type { UserManager } from 'oidc-client-ts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignInState } from '../../../lib/auth';

export const signInFailureTexts = {
  title: 'Kirjautuminen epäonnistui',
  body: 'Kirjautumista ei saatu päätökseen. Yritä kirjautua uudelleen.',
  retry: 'Kirjaudu uudelleen',
  home: 'Etusivulle',
} as const;

/**
 * /callback: finishes the sign-in and returns to the address stored when it started. When it cannot be
 * finished (the sign-in was started in another tab, the identity provider answered an error, the connection
 * dropped during the token exchange) the page says so and offers to sign in again, where it used to go to
 * the front page without a word. A reload of a callback whose sign-in already finished is not a failure:
 * the player is signed in and goes on to the front page.
 */
export function SignInCallback({
  getUserManager,
  login,
}: {
  getUserManager: () => Promise<UserManager>;
  /** Starts a sign-in that returns to the given address (the session's `login`). */
  login: (returnTo: string) => Promise<void>;
}) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    getUserManager()
      .then((userManager) => userManager.signinRedirectCallback())
      .then(
        (user) => navigate((user.state as SignInState | undefined)?.returnTo ?? '/', { replace: true }),
        async (error: unknown) => {
          console.error('Kirjautuminen epäonnistui', error);
          const user = await getUserManager()
            .then((userManager) => userManager.getUser())
            .catch(() => null);
          if (user && !user.expired) navigate('/', { replace: true });
          else setFailed(true);
        },
      );
  }, [navigate, getUserManager]);
  if (!failed) return <p aria-live="polite">Kirjaudutaan…</p>;
  return (
    <div role="alert">
      <Stack space="medium">
        <h1>{signInFailureTexts.title}</h1>
        <p>{signInFailureTexts.body}</p>
        <div>
          <Button onClick={() => void login('/')}>{signInFailureTexts.retry}</Button>
        </div>
        <div>
          <ButtonLink variant="secondary" href="/">
            {signInFailureTexts.home}
          </ButtonLink>
        </div>
      </Stack>
    </div>
  );
}
