import { Button, Spinner } from '@arpa/ui';
import { useContent } from '../../features/content/api/get-content';
import { ContentPage } from '../../features/content/components/ContentPage';
import { openCookieSettings } from '../../lib/consent';
import { usePageTitle } from '../../lib/page-title';

const pages = {
  terms: { title: 'Käyttöehdot' },
  privacy: { title: 'Tietosuojaseloste' },
  cookies: { title: 'Evästeet' },
} as const;

export function ContentRoute({ page }: { page: keyof typeof pages }) {
  const { data, error } = useContent();
  const { title } = pages[page];
  usePageTitle(title);
  if (error) return <p role="alert">Sisällön lataus epäonnistui. Yritä hetken päästä uudelleen.</p>;
  if (!data) return <Spinner />;
  return (
    <ContentPage title={title} text={data[page]}>
      {page === 'cookies' && (
        <p>
          <Button variant="secondary" onClick={() => openCookieSettings()}>
            Muuta evästeasetuksia
          </Button>
        </p>
      )}
    </ContentPage>
  );
}

export const TermsRoute = () => <ContentRoute page="terms" />;
export const PrivacyRoute = () => <ContentRoute page="privacy" />;
export const CookiesRoute = () => <ContentRoute page="cookies" />;
