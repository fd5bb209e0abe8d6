import '@arpa/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { config } from './lib/config';
import { loadCustomScript } from './lib/custom-script';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The operator's script from static storage, loaded async: it never holds up the app.
loadCustomScript(config.staticStorageUrl);
