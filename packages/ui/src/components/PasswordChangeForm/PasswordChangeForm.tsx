import { PASSWORD_MIN_LENGTH } from '@arpa/contract';
import { useId, useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './PasswordChangeForm.css';

/** The body of the account service's PATCH /me/password (SPEC §7). */
export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
}

export const passwordChangeFormTexts = {
  legend: 'Vaihda salasana',
  current: 'Nykyinen salasana',
  next: 'Uusi salasana',
  repeat: 'Uusi salasana uudelleen',
  mismatch: 'Salasanat eivät täsmää',
  /** The new password's rule, under its field. */
  hint: `Vähintään ${PASSWORD_MIN_LENGTH} merkkiä.`,
  tooShort: `Salasanan on oltava vähintään ${PASSWORD_MIN_LENGTH} merkkiä pitkä.`,
  submit: 'Vaihda salasana',
};
export type PasswordChangeFormTexts = typeof passwordChangeFormTexts;

/** What a refused change says about the current password (e.g. that it was wrong). */
export interface PasswordChangeRefusal {
  currentPasswordError: string;
}

export interface PasswordChangeFormProps {
  /**
   * Called with the current and the new password. When the returned promise resolves the fields are emptied;
   * when it resolves to a {@link PasswordChangeRefusal} the passwords stay and its message shows under the
   * current password until that is changed; when it rejects the passwords stay for another try.
   */
  onSubmit: (values: PasswordChangeValues) => Promise<unknown> | void;
  /** Disables the button while the app is busy. */
  submitting?: boolean;
  texts?: Partial<PasswordChangeFormTexts>;
}

function isRefusal(value: unknown): value is PasswordChangeRefusal {
  return typeof (value as PasswordChangeRefusal | null)?.currentPasswordError === 'string';
}

/**
 * Password change in the profile (SPEC §5): the current password, the new one and its repeat
 * are required, and "Vaihda salasana" stays disabled until all are filled, the new one is long enough
 * (PASSWORD_MIN_LENGTH, its hint and, once left or repeated, its error say so) and the two new ones match.
 */
export function PasswordChangeForm({
  onSubmit,
  submitting = false,
  texts: overrides,
}: PasswordChangeFormProps) {
  const t = { ...passwordChangeFormTexts, ...overrides };
  const legendId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [nextLeft, setNextLeft] = useState(false);
  const [refusal, setRefusal] = useState<{ current: string; message: string }>();
  const complete = current !== '' && next !== '' && repeat !== '';
  const matches = next === repeat;
  const longEnough = next.length >= PASSWORD_MIN_LENGTH;
  const busy = pending || submitting;
  const canSubmit = complete && matches && longEnough && !busy;
  const tooShortShown = next !== '' && !longEnough && (nextLeft || repeat !== '');
  // The refusal concerns the current password as it was sent: it goes once that is changed.
  const currentError = refusal && refusal.current === current ? refusal.message : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    setRefusal(undefined);
    try {
      const answer = await onSubmit({ current_password: current, new_password: next });
      if (isRefusal(answer)) {
        setRefusal({ current, message: answer.currentPasswordError });
        return;
      }
      setCurrent('');
      setNext('');
      setRepeat('');
      setNextLeft(false);
    } catch {
      // The app shows "Salasanan vaihto epäonnistui"; the typed passwords stay for another try.
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={[formStyles.form, styles.form].join(' ')}
      aria-labelledby={legendId}
      noValidate
      onSubmit={handleSubmit}
    >
      <h2 id={legendId} className={formStyles.title}>
        {t.legend}
      </h2>
      <div className={formStyles.fields}>
        <TextField
          label={t.current}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onValueChange={setCurrent}
          error={currentError}
        />
        <TextField
          label={t.next}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onValueChange={setNext}
          onBlur={() => setNextLeft(true)}
          hint={t.hint}
          error={tooShortShown ? t.tooShort : undefined}
        />
        <TextField
          label={t.repeat}
          name="new_password_repeat"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onValueChange={setRepeat}
          error={repeat !== '' && next !== '' && !matches ? t.mismatch : undefined}
        />
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={!canSubmit} aria-busy={busy || undefined}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
