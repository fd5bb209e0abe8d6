import { createContext, Suspense, useContext, useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent } from '../../../lib/consent';
import { preloadable } from '../../../lib/preloadable';

/** The dialog's chunk; a server-rendered first visit is hydrated only after it has loaded (`preload`). */
const CookieSettingsDialog = preloadable(() =>
  import('./CookieSettingsDialog').then((module) => module.CookieSettingsDialog),
);

/** Loads the dialog's chunk ahead (main.tsx, before hydrating a first visit). */
export const preloadCookieSettings = CookieSettingsDialog.preload;

/**
 * Whether the visitor has made a cookie choice, as the server read it from the request's cookie when it
 * rendered the page (src/entry-server.tsx). In the browser the cookie itself is read.
 */
export const ServerConsentContext = createContext<boolean | undefined>(undefined);

/**
 * The cookie settings: the dialog opens by itself until the visitor has chosen, and whenever "Muuta
 * evästeasetuksia" (the /evasteet page, the footer) asks for it. Until then nothing of it is loaded.
 * A first visit's page arrives from the server with the dialog already open, so it is on screen with
 * the first paint rather than after the scripts have run.
 */
export function CookieSettings() {
  const serverChosen = useContext(ServerConsentContext);
  const [wanted, setWanted] = useState(() => !(serverChosen ?? readConsent() !== undefined));
  useEffect(() => {
    if (wanted) return;
    // The first request loads the dialog, which opens as it mounts and then hears later requests itself.
    const want = () => setWanted(true);
    window.addEventListener(COOKIE_SETTINGS_EVENT, want);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, want);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CookieSettingsDialog />
    </Suspense>
  );
}
