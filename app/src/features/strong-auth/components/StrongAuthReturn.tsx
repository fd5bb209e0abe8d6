import { Spinner } from '@arpa/ui';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useCompleteStrongAuth } from '../api/complete-strong-auth';

/**
 * /auth, the strong-authentication return (inside the login guard, so the bearer token is there): posts
 * `code` and `state`, then goes to /tili?auth=ok, error or eventio-error (SPEC §4). A return without a
 * code (cancelled or refused at the identification service) is an error.
 */
export function StrongAuthReturn() {
  usePageTitle('Tunnistautuminen');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { trigger: complete } = useCompleteStrongAuth();
  const session = useSession();
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const outcome = code && state ? complete({ code, state }) : Promise.resolve('error' as const);
    void outcome.then(async (auth) => {
      // The confirmed names replace the typed ones: renew the tokens so the header shows them.
      if (auth === 'ok') await session.refresh();
      navigate(`/tili?auth=${auth}`, { replace: true });
    });
  }, [code, state, complete, navigate, session]);

  return <Spinner label="Tunnistautumista viimeistellään…" />;
}
