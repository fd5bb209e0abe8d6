import { SELF_EXCLUSION_MONTHS, type SelfExclusionMonths } from '@arpa/contract';
import { useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { formatDate } from '../../format/formatDate';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { RadioTiles } from '../RadioTiles/RadioTiles';
import * as styles from './SelfExclusion.css';

/** The lengths offered, in months: the contract's, then indefinite (`null`) (docs/player-protection.md). */
const SELF_EXCLUSION_OPTIONS: readonly SelfExclusionLength[] = [...SELF_EXCLUSION_MONTHS, null];
export type SelfExclusionLength = SelfExclusionMonths;

/** A running self-exclusion as GET /api/v1/users/protection gives it. */
export interface SelfExclusionState {
  from: string;
  /** Null for an indefinite exclusion not yet asked to end. */
  until: string | null;
  indefinite: boolean;
  lift_requested_at: string | null;
}

export const selfExclusionTexts = {
  legend: 'Pelikiellon pituus',
  options: { 3: '3 kuukautta', 6: '6 kuukautta', 12: '12 kuukautta', indefinite: 'Toistaiseksi' },
  indefiniteNote: 'Vähintään 12 kuukautta; päättyy 3 kuukauden harkinta-ajan jälkeen pyynnöstäsi.',
  info: 'Pelikiellon aikana voit kirjautua, katsoa saldosi ja historiasi sekä lunastaa voittoja, mutta et voi ostaa, lisätä saldoa etkä saa markkinointia. Pelikieltoa ei voi perua eikä lyhentää.',
  submit: 'Aseta pelikielto',
  confirmTitle: 'Vahvista pelikielto',
  confirmText: (length: string) => `Asetatko pelikiellon (${length})? Sitä ei voi perua eikä lyhentää.`,
  confirm: 'Vahvista pelikielto',
  cancel: 'Peruuta',
  activeUntil: (date: string) => `Pelikielto on voimassa ${date} asti.`,
  activeIndefinite: 'Pelikielto on voimassa toistaiseksi.',
  liftRequested: (date: string) => `Pyysit pelikiellon päättämistä ${date}.`,
  requestLift: 'Pyydä pelikiellon päättämistä',
  requestLiftNote:
    'Toistaiseksi voimassa oleva pelikielto päättyy 3 kuukauden harkinta-ajan jälkeen pyynnöstäsi, kuitenkin aikaisintaan 12 kuukauden kuluttua sen alusta.',
};
export type SelfExclusionTexts = typeof selfExclusionTexts;

export interface SelfExclusionProps {
  /** The running self-exclusion; when set, its end is shown instead of the choice. */
  active?: SelfExclusionState | null;
  /** Called with the confirmed length: 3, 6, 12 months or `null` (indefinite). */
  onExclude: (months: SelfExclusionLength) => Promise<unknown> | void;
  /** "Pyydä pelikiellon päättämistä", offered for an indefinite exclusion not yet asked to end. */
  onRequestLift?: () => Promise<unknown> | void;
  /** Time zone of the shown times; the viewer's own by default. */
  timeZone?: string;
  texts?: Partial<SelfExclusionTexts>;
}

const optionId = (months: SelfExclusionLength) => (months === null ? 'indefinite' : String(months));

/**
 * Self-exclusion ("Pelikielto"): 3, 6 or 12 months or indefinite, set after a confirmation dialog; it can
 * be neither lifted nor shortened. While one runs, its end shows; an indefinite one offers the request
 * that starts its 3-month reflection period.
 */
export function SelfExclusion({
  active,
  onExclude,
  onRequestLift,
  timeZone,
  texts: overrides,
}: SelfExclusionProps) {
  const t = { ...selfExclusionTexts, ...overrides };
  const [choice, setChoice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown> | void) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      setConfirming(false);
    } catch {
      // The app reports the failure.
    } finally {
      setBusy(false);
    }
  }

  if (active) {
    return (
      <div className={styles.active} role="status">
        <p className={styles.activeTitle}>
          {active.until ? t.activeUntil(formatDate(active.until, timeZone)) : t.activeIndefinite}
        </p>
        {active.lift_requested_at && (
          <p className={styles.info}>{t.liftRequested(formatDate(active.lift_requested_at, timeZone))}</p>
        )}
        {active.indefinite && !active.lift_requested_at && onRequestLift && (
          <>
            <p className={styles.info}>{t.requestLiftNote}</p>
            <div>
              <Button variant="secondary" disabled={busy} onClick={() => void run(onRequestLift)}>
                {t.requestLift}
              </Button>
            </div>
          </>
        )}
      </div>
    );
  }

  const chosen = SELF_EXCLUSION_OPTIONS.find((months) => optionId(months) === choice);
  const label = (months: SelfExclusionLength) => t.options[months === null ? 'indefinite' : months];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (chosen !== undefined) setConfirming(true);
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit}>
      <p className={styles.info}>{t.info}</p>
      <RadioTiles
        legend={t.legend}
        name="self_exclusion"
        options={SELF_EXCLUSION_OPTIONS.map((months) => ({
          id: optionId(months),
          label: label(months),
          ...(months === null ? { description: t.indefiniteNote } : {}),
        }))}
        value={choice}
        onValueChange={setChoice}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={chosen === undefined}>
          {t.submit}
        </Button>
      </div>
      <Dialog
        title={t.confirmTitle}
        description={chosen === undefined ? undefined : t.confirmText(label(chosen))}
        open={confirming}
        onOpenChange={setConfirming}
        closeLabel={t.cancel}
        actions={
          <Button
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => chosen !== undefined && void run(() => onExclude(chosen))}
          >
            {t.confirm}
          </Button>
        }
      />
    </form>
  );
}
