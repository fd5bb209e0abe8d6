import { CookieConsent, type CookieChoice } from '@arpa/ui';
import { useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent, saveConsent } from '../../../lib/consent';

/**
 * The cookie settings dialog, open when it first mounts (a first visit, or "Muuta evästeasetuksia"), and
 * again whenever the settings are asked for. Its own chunk, with Radix Dialog: a returning visitor's first
 * view does not load it (CookieSettings decides when it is needed).
 */
export function CookieSettingsDialog() {
  // On the server (no document) the page is a first visit's: no choice yet.
  const [choice, setChoice] = useState<CookieChoice | undefined>(() =>
    typeof document === 'undefined' ? undefined : readConsent(),
  );
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const openSettings = () => {
      setChoice(readConsent());
      setOpen(true);
    };
    window.addEventListener(COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, openSettings);
  }, []);
  return (
    <CookieConsent
      open={open}
      onOpenChange={setOpen}
      choice={choice}
      // In place rather than portalled: a first visit's page arrives from the server with it open.
      portal={false}
      onSave={(next) => {
        saveConsent(next);
        setChoice(next);
        setOpen(false);
      }}
    />
  );
}
