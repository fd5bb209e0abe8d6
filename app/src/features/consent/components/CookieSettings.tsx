import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent } from '../../../lib/consent';

const CookieSettingsDialog = lazy(async () => ({
  default: (await import('./CookieSettingsDialog')).CookieSettingsDialog,
}));

/**
 * The cookie settings: the dialog opens by itself until the visitor has chosen, and whenever "Muuta
 * evästeasetuksia" (the /evasteet page, the footer) asks for it. Until then nothing of it is loaded.
 */
export function CookieSettings() {
  const [wanted, setWanted] = useState(() => readConsent() === undefined);
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
