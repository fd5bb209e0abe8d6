import { Spinner } from '@arpa/ui';
import { useContent } from '../../features/content/api/get-content';
import { LandingPage } from '../../features/content/components/LandingPage';
import { useMarketingAllowed } from '../../features/protection/api/get-protection';
import { config } from '../../lib/config';
import { usePageTitle } from '../../lib/page-title';

/** The landing page; its slides are marketing, hidden from a paused, stopped or self-excluded player. */
export function LandingRoute() {
  const { data, error } = useContent();
  const marketingAllowed = useMarketingAllowed();
  usePageTitle('Arpa – raaputusarvat ja Voittokauppa');
  if (error) return <p role="alert">Sisällön lataus epäonnistui. Yritä hetken päästä uudelleen.</p>;
  if (!data) return <Spinner />;
  const content = marketingAllowed ? data.landingPage : { ...data.landingPage, slides: [] };
  return <LandingPage content={content} playableTicketsEnabled={config.playableTicketsEnabled} />;
}
