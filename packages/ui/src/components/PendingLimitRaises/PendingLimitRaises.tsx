import { LIMIT_REMOVAL_PENDING, type Limit } from '@arpa/contract';
import { useState } from 'react';
import { formatDate } from '../../format/formatDate';
import { formatMoney } from '../../format/formatMoney';
import { Button } from '../Button/Button';
import * as styles from './PendingLimitRaises.css';

/**
 * A money limit with a pending raise, as GET /api/v1/users/limits gives it: `next_value` in cents (the
 * contract's LIMIT_REMOVAL_PENDING for a removal), `next_from` when it can be confirmed, `confirmable` once
 * "Vahvista" applies it.
 */
export type PendingRaise = Pick<Limit, 'variety' | 'next_value'> &
  Partial<Pick<Limit, 'next_from' | 'confirmable'>>;

export const pendingLimitRaisesTexts = {
  labels: {
    play_by_day: 'Päiväkohtainen peliraja',
    play_by_week: 'Viikkokohtainen peliraja',
    play_by_month: 'Kuukausikohtainen peliraja',
    deposit_by_month: 'Kuukausittainen talletusraja',
  } as Record<string, string>,
  raise: (label: string, value: string) => `${label}: korotus ${value}`,
  removal: (label: string) => `${label}: rajan poisto`,
  waiting: (date: string) => `Voit vahvistaa sen ${date} alkaen.`,
  due: 'Vahvista muutos, niin se tulee voimaan heti.',
  confirm: 'Vahvista',
  confirmLabel: (label: string) => `Vahvista: ${label}`,
};
export type PendingLimitRaisesTexts = typeof pendingLimitRaisesTexts;

export interface PendingLimitRaisesProps {
  /** The player's limits; only those with a pending raise or removal are listed. */
  limits: readonly PendingRaise[];
  /** "Vahvista" of a due raise. */
  onConfirm: (variety: string) => Promise<unknown> | void;
  timeZone?: string;
  texts?: Partial<PendingLimitRaisesTexts>;
}

/**
 * Raised (or removed) money limits waiting to take effect: a raise waits for the next period and 24 hours,
 * and then for the player's "Vahvista" (docs/player-protection.md). Renders nothing when none waits.
 */
export function PendingLimitRaises({
  limits,
  onConfirm,
  timeZone,
  texts: overrides,
}: PendingLimitRaisesProps) {
  const t = { ...pendingLimitRaisesTexts, ...overrides };
  const [busy, setBusy] = useState<string | null>(null);
  const pending = limits.filter((limit) => limit.next_value !== null && t.labels[limit.variety]);
  if (pending.length === 0) return null;

  async function confirm(variety: string) {
    if (busy) return;
    setBusy(variety);
    try {
      await onConfirm(variety);
    } catch {
      // The app reports the failure and reloads the limits.
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className={styles.list}>
      {pending.map((limit) => {
        const label = t.labels[limit.variety];
        const change =
          limit.next_value === LIMIT_REMOVAL_PENDING
            ? t.removal(label)
            : t.raise(label, formatMoney(limit.next_value ?? 0));
        return (
          <li key={limit.variety} className={styles.item}>
            <p className={styles.text}>
              {change}.{' '}
              {limit.confirmable
                ? t.due
                : limit.next_from
                  ? t.waiting(formatDate(limit.next_from, timeZone))
                  : null}
            </p>
            {limit.confirmable && (
              <Button
                size="small"
                aria-label={t.confirmLabel(label)}
                disabled={busy !== null}
                aria-busy={busy === limit.variety || undefined}
                onClick={() => void confirm(limit.variety)}
              >
                {t.confirm}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
