import { Spinner } from '@arpa/ui';
import { useContent } from '../../features/content/api/get-content';
import { LandingPage } from '../../features/content/components/LandingPage';
import { config } from '../../lib/config';
import { usePageTitle } from '../../lib/page-title';

export function LandingRoute() {
  const { data, error } = useContent();
  usePageTitle('Arpa – raaputusarvat ja Voittokauppa');
  if (error) return <p role="alert">Sisällön lataus epäonnistui. Yritä hetken päästä uudelleen.</p>;
  if (!data) return <Spinner />;
  return <LandingPage content={data.landingPage} playableTicketsEnabled={config.playableTicketsEnabled} />;
}
