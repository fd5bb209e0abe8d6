import { ButtonLink } from '@arpa/ui';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundRoute() {
  usePageTitle('Sivua ei löytynyt');
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
