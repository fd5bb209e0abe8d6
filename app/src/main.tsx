import '@arpa/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { config } from './lib/config';
import { preloadCookieSettings } from './features/consent/components/CookieSettings';
import { publishConsent, readConsent } from './lib/consent';
import { loadCustomScript } from './lib/custom-script';

const container = document.getElementById('root')!;
/** The answers a server-rendered page was rendered with (src/entry-server.tsx), by SWR key. */
const embedded = document.getElementById('arpa-data')?.textContent;
const fallback = embedded ? (JSON.parse(embedded) as Record<string, unknown>) : {};

const app = (
  <StrictMode>
    <SWRConfig value={{ fallback }}>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </SWRConfig>
  </StrictMode>
);

if (container.firstElementChild) {
  // Server-rendered: the page's code (and a first visit's consent dialog) is loaded first, so hydration
  // adopts the server's markup whole.
  void Promise.all([
    preloadRoute(window.location.pathname),
    readConsent() === undefined ? preloadCookieSettings() : undefined,
  ]).then(() =>
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration:', error),
    }),
  );
} else {
  createRoot(container).render(app);
}

// The operator's script from static storage, loaded async: it never holds up the app. It finds the
// visitor's cookie choice in window.arpaConsent (none before they choose) and hears changes as events.
publishConsent();
loadCustomScript(config.staticStorageUrl);
