import { QUICK_STOP_HOURS } from '@arpa/contract';
import { useState } from 'react';
import { formatDate } from '../../format/formatDate';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './QuickStop.css';

export const quickStopTexts = {
  button: 'Pikatauko',
  title: 'Pikatauko',
  description: (end: string) =>
    `Pikatauko estää kaikki ostot ja saldon lisäykset 24 tunniksi, ${end} asti. Taukoa ei voi perua kesken.`,
  redeemNote: 'Voit edelleen kirjautua, katsoa saldosi ja lunastaa voittoja.',
  confirm: 'Aseta pikatauko',
  cancel: 'Peruuta',
  active: (end: string) => `Pikatauko ${end} asti`,
};
export type QuickStopTexts = typeof quickStopTexts;

export interface QuickStopProps {
  /** End of the running quick stop (ISO, UTC); while set, only the end is shown. */
  activeUntil?: string | null;
  /** "Aseta pikatauko": the dialog closes when the returned promise resolves and stays open if it fails. */
  onConfirm: () => Promise<unknown> | void;
  /** The clock the confirmation's end time is counted from; the system clock by default. */
  now?: () => Date;
  /** Time zone of the shown times; the viewer's own by default. */
  timeZone?: string;
  texts?: Partial<QuickStopTexts>;
}

/**
 * The quick stop ("Pikatauko") of a signed-in player: one button, visible on every page, opens a dialog that
 * states when the 24-hour stop would end; "Aseta pikatauko" sets it. While one runs, the button gives way
 * to its end time: a quick stop cannot be lifted early.
 */
export function QuickStop({ activeUntil, onConfirm, now, timeZone, texts: overrides }: QuickStopProps) {
  const t = { ...quickStopTexts, ...overrides };
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // The end shown is fixed when the dialog opens, so it does not tick while the player reads it.
  const [end, setEnd] = useState('');

  if (activeUntil) {
    return (
      <span className={styles.active} role="status">
        {t.active(formatDate(activeUntil, timeZone))}
      </span>
    );
  }

  function handleOpenChange(next: boolean) {
    if (next) {
      const from = now ? now() : new Date();
      setEnd(formatDate(new Date(from.getTime() + QUICK_STOP_HOURS * 3_600_000), timeZone));
    }
    setOpen(next);
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The app reports the failure; the dialog stays open.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t.title}
      description={t.description(end)}
      open={open}
      onOpenChange={handleOpenChange}
      closeLabel={t.cancel}
      trigger={
        <Button variant="secondary" size="small">
          {t.button}
        </Button>
      }
      actions={
        <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {t.confirm}
        </Button>
      }
    >
      <p className={styles.note}>{t.redeemNote}</p>
    </Dialog>
  );
}
