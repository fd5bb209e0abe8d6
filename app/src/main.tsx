import '@arpa/ui/styles.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { preloadHelpWidget } from './app/routes/RootLayout';
import { config } from './lib/config';
import { preloadCookieSettings } from './features/consent/components/CookieSettings';
import { publishConsent, readConsent } from './lib/consent';
import { takeEarlyInput, type EarlyInput } from './lib/early-input';
import { loadCustomScript } from './lib/custom-script';
import { enableWebFonts } from './lib/web-fonts';

const container = document.getElementById('root')!;
const serverRendered = container.firstElementChild !== null;
/** What the visitor did before hydration, held by the page's loader (lib/early-input.ts). */
let earlyInput: EarlyInput | undefined;

/** Runs `onCommitted` once the tree below it is on the page (for a hydration: adopted). No markup. */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}
const afterHydration = () => {
  earlyInput?.replay();
  // A rendered page paints in the fallback face; its web font loads once the first view is done.
  enableWebFonts();
};
/** The answers a server-rendered page was rendered with (src/entry-server.tsx), by SWR key. */
const embedded = document.getElementById('arpa-data')?.textContent;
const fallback = embedded ? (JSON.parse(embedded) as Record<string, unknown>) : {};

const app = (
  <StrictMode>
    <Committed onCommitted={afterHydration}>
      <SWRConfig value={{ fallback }}>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </SWRConfig>
    </Committed>
  </StrictMode>
);

if (serverRendered) {
  // Server-rendered: the page's code (and a first visit's consent dialog) is loaded first, so hydration
  // adopts the server's markup whole. A part that failed to load is asked for again as the page hydrates,
  // and its boundary says so if it fails again (lib/preloadable.tsx): the page is hydrated either way.
  void Promise.allSettled([
    preloadRoute(window.location.pathname),
    readConsent() === undefined ? preloadCookieSettings() : undefined,
    preloadHelpWidget(),
  ]).then(() => {
    // From here React replays what it receives; the input held so far is replayed once hydrated.
    earlyInput = takeEarlyInput();
    // As a transition, React hydrates in slices of about 5 ms and lets the browser in between; the default
    // lane hydrated the whole page in one task (docs/decisions/0064-hydration-as-a-transition.md).
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.error('Hydration:', error),
      });
    });
  });
} else {
  createRoot(container).render(app);
}

// The operator's script from static storage, loaded async: it never holds up the app. It finds the
// visitor's cookie choice in window.arpaConsent (none before they choose) and hears changes as events.
publishConsent();
loadCustomScript(config.staticStorageUrl);
