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
  submit: 'Vaihda salasana',
};
export type PasswordChangeFormTexts = typeof passwordChangeFormTexts;

export interface PasswordChangeFormProps {
  /** Called with the current and the new password. When the returned promise resolves the fields are emptied. */
  onSubmit: (values: PasswordChangeValues) => Promise<unknown> | void;
  /** Disables the button while the app is busy. */
  submitting?: boolean;
  texts?: Partial<PasswordChangeFormTexts>;
}

/**
 * Password change in the profile (SPEC §5): the current password, the new one and its repeat
 * are required, and "Vaihda salasana" stays disabled until all are filled and the two new ones match.
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
  const complete = current !== '' && next !== '' && repeat !== '';
  const matches = next === repeat;
  const busy = pending || submitting;
  const canSubmit = complete && matches && !busy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setPending(true);
    try {
      await onSubmit({ current_password: current, new_password: next });
      setCurrent('');
      setNext('');
      setRepeat('');
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
        />
        <TextField
          label={t.next}
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onValueChange={setNext}
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
