import { isPlayTimeLimitVariety, LIMIT_REMOVAL_PENDING } from '@arpa/contract';
import { useState, type FormEvent } from 'react';
import * as formStyles from '../../private/form.css';
import { useFormFields } from '../../private/useFormFields';
import { integerValidator, validationMessages, type Validator } from '../../private/validators';
import { formatMoney } from '../../format/formatMoney';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './LimitsForm.css';
import {
  formatLimit,
  inputToLimit,
  limitFormVarieties,
  limitToInput,
  timeToMinutes,
  type LimitFormVariety,
} from './limitValues';

/** A limit as GET /api/v1/users/limits gives it. Money in cents, times in minutes after midnight. */
export interface LimitState {
  variety: string;
  value: number | null;
  next_value?: number | null;
  value_left?: number | null;
  /** The operator's maximum, in force while `value` is null (money limits: its `value_left` counts against it). */
  default_value?: number | null;
}

/** The largest value the player may set (GET /api/v1/users/default-limits). */
export interface DefaultLimitValue {
  variety: string;
  value: number;
}

/** One entry of the PATCH body; `null` clears the limit. */
export interface LimitChange {
  variety: LimitFormVariety;
  value: number | null;
}

export const limitsFormTexts = {
  labels: {
    play_by_day: 'Päiväkohtainen peliraja (€)',
    play_by_week: 'Viikkokohtainen peliraja (€)',
    play_by_month: 'Kuukausikohtainen peliraja (€)',
    deposit_by_month: 'Kuukausittainen talletusraja (€)',
    play_time_start: 'Peliajan alku',
    play_time_end: 'Peliajan loppu',
  } as Record<LimitFormVariety, string>,
  note: 'Rajan korotus tulee voimaan seuraavan jakson alussa, lasku heti.',
  current: (value: string) => `Nykyinen raja: ${value}`,
  none: 'Ei rajaa',
  operatorDefault: (value: string) => `Ei omaa rajaa. Enimmäisraja ${value}.`,
  left: (value: string) => `Jäljellä: ${value}`,
  next: (value: string) => `Seuraavan jakson alusta: ${value}`,
  removalPending: 'Raja poistuu seuraavan jakson alussa.',
  max: (value: string) => `Enintään ${value}`,
  timeFormat: 'Muodossa hh:mm. Tyhjä kenttä poistaa rajan.',
  emptyClears: 'Tyhjä kenttä poistaa rajan.',
  notInteger: validationMessages.notInteger as string,
  negative: 'Raja ei voi olla negatiivinen',
  aboveMax: (value: string) => `Suurin sallittu raja on ${value}`,
  invalidTime: 'Virheellinen aika',
  submit: 'Tallenna',
};
export type LimitsFormTexts = typeof limitsFormTexts;

export interface LimitsFormProps {
  limits: readonly LimitState[];
  defaultLimits?: readonly DefaultLimitValue[];
  /** Called with the changed limits only. A returned promise keeps the button disabled until it settles. */
  onSubmit: (changes: LimitChange[]) => Promise<unknown> | void;
  submitting?: boolean;
  texts?: Partial<LimitsFormTexts>;
}

const byVariety = <T extends { variety: string }>(list: readonly T[] | undefined, variety: string) =>
  list?.find((item) => item.variety === variety);

function inputsFrom(limits: readonly LimitState[]): Record<LimitFormVariety, string> {
  return Object.fromEntries(
    limitFormVarieties.map((v) => [v, limitToInput(v, byVariety(limits, v)?.value)]),
  ) as Record<LimitFormVariety, string>;
}

/**
 * The play-limits form (SPEC §4, §5, §9): daily, weekly and monthly play limits and the monthly
 * deposit limit in whole euros (sent as cents), and the play-time window as "hh:mm" (sent as
 * minutes after midnight). Each row shows the current limit, what is left, a pending change
 * (or removal) and the maximum from the default limits. An empty field clears the limit. Only
 * changed rows are sent. A money limit the player has not set shows the operator's maximum in force
 * (`default_value`), with what is left of it.
 */
export function LimitsForm({
  limits,
  defaultLimits,
  onSubmit,
  submitting = false,
  texts: overrides,
}: LimitsFormProps) {
  const t = { ...limitsFormTexts, ...overrides };
  const max = (v: LimitFormVariety) =>
    isPlayTimeLimitVariety(v) ? undefined : byVariety(defaultLimits, v)?.value;
  const rules = Object.fromEntries(
    limitFormVarieties.map((v) => {
      if (isPlayTimeLimitVariety(v)) {
        const time: Validator = (value) =>
          value.trim() === '' || timeToMinutes(value) !== undefined ? undefined : t.invalidTime;
        return [v, [time]];
      }
      const limit = max(v);
      const range: Validator = (value) => {
        if (value.trim() === '') return undefined;
        const cents = Number(value) * 100;
        if (cents < 0) return t.negative;
        if (limit !== undefined && cents > limit) return t.aboveMax(formatMoney(limit));
        return undefined;
      };
      return [v, [integerValidator(t.notInteger), range]];
    }),
  ) as Record<LimitFormVariety, Validator[]>;
  const initial = inputsFrom(limits);
  const { values, field, validateAll, reset } = useFormFields<LimitFormVariety>(rules, initial);
  const [pending, setPending] = useState(false);
  // New limits from the server (after saving, or refreshed after a 400) replace what is typed.
  const signature = JSON.stringify(limits);
  const [shownSignature, setShownSignature] = useState(signature);
  if (shownSignature !== signature) {
    setShownSignature(signature);
    reset(initial);
  }
  const busy = pending || submitting;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !validateAll(event)) return;
    const changes: LimitChange[] = limitFormVarieties
      .filter((v) => values[v].trim() !== initial[v])
      .map((v) => ({ variety: v, value: inputToLimit(v, values[v]) }));
    if (changes.length === 0) return;
    setPending(true);
    try {
      await onSubmit(changes);
    } catch {
      // The app reports the failure and refreshes the limits.
    } finally {
      setPending(false);
    }
  }

  function status(v: LimitFormVariety) {
    const limit = byVariety(limits, v);
    const current = limit?.value;
    const next = limit?.next_value;
    const left = limit?.value_left;
    const maximum = max(v);
    const operatorDefault = isPlayTimeLimitVariety(v) ? undefined : (limit?.default_value ?? undefined);
    let inForce = t.none;
    if (current !== null && current !== undefined) inForce = t.current(formatLimit(v, current));
    else if (operatorDefault !== undefined) inForce = t.operatorDefault(formatLimit(v, operatorDefault));
    return (
      <>
        <span className={styles.status}>{inForce}</span>
        {left !== null && left !== undefined && !isPlayTimeLimitVariety(v) && (
          <span className={styles.status}>{t.left(formatLimit(v, left))}</span>
        )}
        {next !== null && next !== undefined && (
          <span className={styles.pending}>
            {next === LIMIT_REMOVAL_PENDING ? t.removalPending : t.next(formatLimit(v, next))}
          </span>
        )}
        {maximum !== undefined && <span className={styles.status}>{t.max(formatMoney(maximum))}</span>}
        <span className={styles.status}>{isPlayTimeLimitVariety(v) ? t.timeFormat : t.emptyClears}</span>
      </>
    );
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
      <p className={styles.note}>{t.note}</p>
      <div className={styles.rows}>
        {limitFormVarieties.map((v) => (
          <TextField
            key={v}
            label={t.labels[v]}
            inputMode={isPlayTimeLimitVariety(v) ? 'text' : 'numeric'}
            autoComplete="off"
            hint={status(v)}
            {...field(v)}
          />
        ))}
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
