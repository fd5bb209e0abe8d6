import { useEffect } from 'react';
import { useContent } from '../../features/content/api/get-content';
import { LandingPage } from '../../features/content/components/LandingPage';
import { config } from '../../lib/config';

export function LandingRoute() {
  const state = useContent();
  useEffect(() => {
    document.title = 'Arpa – raaputusarvat ja Voittokauppa';
  }, []);
  if (state.status === 'loading') return <p aria-live="polite">Ladataan…</p>;
  if (state.status === 'error')
    return <p role="alert">Sisällön lataus epäonnistui. Yritä hetken päästä uudelleen.</p>;
  return (
    <LandingPage content={state.content.landingPage} playableTicketsEnabled={config.playableTicketsEnabled} />
  );
}
