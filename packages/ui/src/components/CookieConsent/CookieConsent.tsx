import { useState } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './CookieConsent.css';

/** The optional cookie categories a visitor chooses; necessary cookies are always on and not a choice. */
export interface CookieChoice {
  /** Measuring visits and use of the site. */
  analytics: boolean;
  /** Campaign tracking and partners' advertising. */
  marketing: boolean;
}

/** Nothing optional: the default before a visitor chooses and the "Vain välttämättömät" answer. */
export const necessaryOnly: CookieChoice = { analytics: false, marketing: false };
export const allCookies: CookieChoice = { analytics: true, marketing: true };

export interface CookieConsentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored choice, shown when the settings are reopened; without one every optional category is off. */
  choice?: CookieChoice;
  /** Called with the visitor's choice from any of the three buttons; the dialog then closes. */
  onSave: (choice: CookieChoice) => void;
  /** `false`: rendered in place, not portalled, so a server-rendered first visit arrives with it open. */
  portal?: boolean;
}

const categories: { key: keyof CookieChoice; label: string; hint: string }[] = [
  {
    key: 'analytics',
    label: 'Analytiikka',
    hint: 'Kävijämäärien ja sivuston käytön mittaus, jotta voimme parantaa palvelua.',
  },
  {
    key: 'marketing',
    label: 'Markkinointi',
    hint: 'Kampanjan seuranta ja yhteistyökumppaneiden mainonta.',
  },
];

/**
 * The cookie settings (consent) dialog: necessary cookies are always on, analytics and marketing are off
 * until the visitor turns them on. "Vain välttämättömät" and "Hyväksy kaikki" are equally easy; "Tallenna
 * valinnat" keeps the boxes as ticked. Closing without a button ("Sulje", Escape) saves nothing.
 */
export function CookieConsent({ open, onOpenChange, choice, onSave, portal }: CookieConsentProps) {
  return (
    <Dialog
      title="Evästeasetukset"
      description="Välttämättömät evästeet pitävät kirjautumisen, ostoskorin ja maksut toiminnassa. Muita evästeitä käytämme vain, jos annat siihen luvan. Voit muuttaa valintaasi milloin tahansa Evästeet-sivulla."
      open={open}
      onOpenChange={onOpenChange}
      portal={portal}
    >
      {/* Remounted on every opening, so the boxes start from the stored choice. */}
      {open && <CookieChoices key="choices" choice={choice ?? necessaryOnly} onSave={onSave} />}
    </Dialog>
  );
}

function CookieChoices({ choice, onSave }: { choice: CookieChoice; onSave: (choice: CookieChoice) => void }) {
  const [draft, setDraft] = useState<CookieChoice>(choice);
  return (
    <div className={styles.body}>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>Evästeluokat</legend>
        <Checkbox
          label="Välttämättömät"
          hint="Kirjautuminen, ostoskori, maksut ja tietoturva. Aina käytössä."
          checked
          disabled
          readOnly
        />
        {categories.map((category) => (
          <Checkbox
            key={category.key}
            label={category.label}
            hint={category.hint}
            checked={draft[category.key]}
            onCheckedChange={(checked) => setDraft((current) => ({ ...current, [category.key]: checked }))}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onSave(necessaryOnly)}>
          Vain välttämättömät
        </Button>
        <Button variant="secondary" onClick={() => onSave(allCookies)}>
          Hyväksy kaikki
        </Button>
        <Button onClick={() => onSave(draft)}>Tallenna valinnat</Button>
      </div>
    </div>
  );
}
