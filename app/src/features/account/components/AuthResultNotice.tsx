import { Card, useToast } from '@arpa/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What /tili?auth=… says after the strong-authentication return (SPEC §8). */
export const authResultTexts = {
  ok: 'Tunnistautumistiedot päivitetty',
  error: 'Käyttäjän tunnistaminen epäonnistui.',
  linkedTitle: 'Tunnistautuminen ei onnistunut',
  linked:
    'Henkilötunnuksellasi on jo toinen vahvasti tunnistettu pelitili. Samalla henkilötunnuksella voi olla vain yksi pelitili. Kirjaudu sille tilille tai ota yhteyttä asiakaspalveluun.',
};

/**
 * Reads `?auth=ok|error|eventio-error` once: a green or red toast, or for eventio-error an alert that the
 * personal ID already has another verified game account. The parameter is then removed from the address.
 */
export function AuthResultNotice() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const auth = params.get('auth');
  // The page opens with the parameter (the return navigates here), and the alert stays after it is removed.
  const [linkedElsewhere] = useState(auth === 'eventio-error');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!auth || handled.current === auth) return;
    handled.current = auth;
    if (auth === 'ok') toast.success(authResultTexts.ok);
    else if (auth === 'error') toast.error(authResultTexts.error);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [auth, toast, setParams]);

  if (!linkedElsewhere) return null;
  return (
    <div role="alert">
      <Card title={authResultTexts.linkedTitle}>
        <p>{authResultTexts.linked}</p>
      </Card>
    </div>
  );
}
