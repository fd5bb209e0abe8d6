import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { PAUSE_OPTIONS_MINUTES, type PauseMinutes } from '@arpa/contract';
import { useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { formatDate } from '../../format/formatDate';
import { Button } from '../Button/Button';
import { RadioTiles } from '../RadioTiles/RadioTiles';
import * as styles from './PlayPause.css';

export const playPauseTexts = {
  legend: 'Pelitauon pituus',
  options: { 1440: '1 vuorokausi', 10080: '1 viikko', 43200: '1 kuukausi' } as Record<PauseMinutes, string>,
  info: 'Tauon aikana voit kirjautua ja lunastaa voittoja, mutta et voi ostaa arpoja.',
  submit: 'Aseta pelitauko',
  endsAt: (date: string) => `Pelitauko päättyy ${date}`,
};
export type PlayPauseTexts = typeof playPauseTexts;

export interface PlayPauseProps {
  /** End of the running pause (ISO, UTC). When set, the end is shown instead of the choice. */
  pausedUntil?: string | null;
  /** Chosen length (controlled); `null` for none. */
  value?: PauseMinutes | null;
  defaultValue?: PauseMinutes | null;
  onValueChange?: (minutes: PauseMinutes) => void;
  /** "Aseta pelitauko": called with the chosen length in minutes. */
  onSetPause: (minutes: PauseMinutes) => Promise<unknown> | void;
  submitting?: boolean;
  /** Time zone of the shown end time; the viewer's own by default. */
  timeZone?: string;
  texts?: Partial<PlayPauseTexts>;
}

/**
 * Self-imposed play pause (SPEC §4, §9): one day, one week or one month, confirmed with
 * "Aseta pelitauko". While a pause runs it shows when it ends ("Pelitauko päättyy DD.MM.YYYY HH:mm").
 */
export function PlayPause({
  pausedUntil,
  value,
  defaultValue = null,
  onValueChange,
  onSetPause,
  submitting = false,
  timeZone,
  texts: overrides,
}: PlayPauseProps) {
  const t = { ...playPauseTexts, ...overrides };
  const [minutes, setMinutes] = useControllableState<PauseMinutes | null>({
    prop: value,
    defaultProp: defaultValue,
    onChange: (next) => {
      if (next !== null) onValueChange?.(next);
    },
    caller: 'PlayPause',
  });
  const [pending, setPending] = useState(false);
  const busy = pending || submitting;

  if (pausedUntil) {
    return (
      <p className={styles.active} role="status">
        {t.endsAt(formatDate(pausedUntil, timeZone))}
      </p>
    );
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || minutes === null) return;
    setPending(true);
    try {
      await onSetPause(minutes);
    } catch {
      // The app reports the failure.
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit}>
      <p className={styles.info}>{t.info}</p>
      <RadioTiles
        legend={t.legend}
        name="play_pause"
        options={PAUSE_OPTIONS_MINUTES.map((m) => ({ id: String(m), label: t.options[m] }))}
        value={minutes === null ? null : String(minutes)}
        onValueChange={(id) => setMinutes(Number(id) as PauseMinutes)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy || minutes === null} aria-busy={busy || undefined}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
