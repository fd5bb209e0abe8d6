import { ButtonLink } from '@arpa/ui';
import { useEffect } from 'react';

export function NotFoundRoute() {
  useEffect(() => {
    document.title = 'Sivua ei löytynyt – Arpa';
  }, []);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Sivua ei löytynyt</h1>
      <p>Etsimääsi sivua ei ole olemassa tai se on siirretty.</p>
      <p>
        <ButtonLink href="/">Etusivulle</ButtonLink>
      </p>
    </section>
  );
}
