import { CookieConsent, type CookieChoice } from '@arpa/ui';
import { useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent, saveConsent } from '../../../lib/consent';

/**
 * The cookie settings dialog, open when it first mounts (a first visit, or "Muuta evästeasetuksia"), and
 * again whenever the settings are asked for. Its own chunk, with Radix Dialog: a returning visitor's first
 * view does not load it (CookieSettings decides when it is needed).
 */
export function CookieSettingsDialog() {
  const [choice, setChoice] = useState<CookieChoice | undefined>(() => readConsent());
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
      onSave={(next) => {
        saveConsent(next);
        setChoice(next);
        setOpen(false);
      }}
    />
  );
}
