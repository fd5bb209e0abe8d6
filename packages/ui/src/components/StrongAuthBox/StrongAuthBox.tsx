import type { StrongAuthentication } from '@arpa/contract';
import { Button } from '../Button/Button';
import * as styles from './StrongAuthBox.css';

/** The strongly authenticated identity of the user (SPEC §3), as the contract gives it. */
export type StrongIdentity = StrongAuthentication;

export const strongAuthBoxTexts = {
  required:
    'Jotta voit lisätä saldoa, sinun on tunnistauduttava vahvasti. Tunnistautuminen tehdään vain kerran ja on sinulle maksutonta.',
  authenticate: 'Tunnistaudu',
  done: (identity: StrongIdentity) =>
    `Olet vahvasti tunnistautunut nimellä ${identity.first_names} ${identity.family_name}`,
};
export type StrongAuthBoxTexts = typeof strongAuthBoxTexts;

export interface StrongAuthBoxProps {
  /** The user's strong identity; omit or `null` when not yet authenticated. */
  identity?: StrongIdentity | null;
  /** "Tunnistaudu": the app redirects to the identification service. */
  onAuthenticate?: () => void;
  /** Disables the button while the redirect is starting. */
  pending?: boolean;
  texts?: Partial<StrongAuthBoxTexts>;
}

/**
 * The strong-authentication box of the add-balance page (SPEC §2). Before identification it
 * explains why it is needed and offers "Tunnistaudu"; afterwards it names the identified person.
 */
export function StrongAuthBox({
  identity,
  onAuthenticate,
  pending = false,
  texts: overrides,
}: StrongAuthBoxProps) {
  const t = { ...strongAuthBoxTexts, ...overrides };
  if (identity) {
    return (
      <div className={styles.box.done}>
        <p className={styles.text}>{t.done(identity)}</p>
      </div>
    );
  }
  return (
    <div className={styles.box.required}>
      <p className={styles.text}>{t.required}</p>
      <Button onClick={onAuthenticate} disabled={pending} aria-busy={pending || undefined}>
        {t.authenticate}
      </Button>
    </div>
  );
}
