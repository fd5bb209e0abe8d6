import { Card, useToast } from '@arpa/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { takeIdentificationReturn } from '../../../lib/identification-return';

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
 * personal ID already has another verified game account. The parameter is then removed from the address;
 * after a success started from the add-balance page, the player goes back there (lib/identification-return.ts).
 */
export function AuthResultNotice() {
  const [params, setParams] = useSearchParams();
  const toast = useToast();
  const navigate = useNavigate();
  const auth = params.get('auth');
  // The page opens with the parameter (the return navigates here), and the alert stays after it is removed.
  const [linkedElsewhere] = useState(auth === 'eventio-error');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!auth || handled.current === auth) return;
    handled.current = auth;
    // Identification started from the add-balance page goes on there once it succeeded.
    const back = takeIdentificationReturn();
    if (auth === 'ok') toast.success(authResultTexts.ok);
    else if (auth === 'error') toast.error(authResultTexts.error);
    if (auth === 'ok' && back) {
      navigate(back, { replace: true });
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('auth');
        return next;
      },
      { replace: true },
    );
  }, [auth, toast, setParams, navigate]);

  if (!linkedElsewhere) return null;
  return (
    <div role="alert">
      <Card title={authResultTexts.linkedTitle}>
        <p>{authResultTexts.linked}</p>
      </Card>
    </div>
  );
}
