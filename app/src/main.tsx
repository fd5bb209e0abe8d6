import '@arpa/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { config } from './lib/config';
import { publishConsent } from './lib/consent';
import { loadCustomScript } from './lib/custom-script';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The operator's script from static storage, loaded async: it never holds up the app. It finds the
// visitor's cookie choice in window.arpaConsent (none before they choose) and hears changes as events.
publishConsent();
loadCustomScript(config.staticStorageUrl);
