import { CookieConsent, type CookieChoice } from '@arpa/ui';
import { useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent, saveConsent } from '../../../lib/consent';

/**
 * The cookie settings dialog: opens by itself until the visitor has chosen, and again whenever
 * "Muuta evästeasetuksia" (the /evasteet page, the footer) asks for it.
 */
export function CookieSettings() {
  const [choice, setChoice] = useState<CookieChoice | undefined>(() => readConsent());
  const [open, setOpen] = useState(() => choice === undefined);
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
