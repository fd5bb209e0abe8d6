import type { UserManager } from 'oidc-client-ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { SignInState } from '../../../lib/auth';

/** /callback: finishes the sign-in and returns to the address stored when it started. */
export function SignInCallback({ getUserManager }: { getUserManager: () => Promise<UserManager> }) {
  const navigate = useNavigate();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    getUserManager()
      .then((userManager) => userManager.signinRedirectCallback())
      .then(
        (user) => navigate((user.state as SignInState | undefined)?.returnTo ?? '/', { replace: true }),
        (error: unknown) => {
          console.error('Kirjautuminen epäonnistui', error);
          navigate('/', { replace: true });
        },
      );
  }, [navigate, getUserManager]);
  return <p aria-live="polite">Kirjaudutaan…</p>;
}
