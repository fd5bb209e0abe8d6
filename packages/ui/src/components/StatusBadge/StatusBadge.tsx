import * as styles from './StatusBadge.css';

export const statusBadgeStatuses = ['done', 'pending'] as const;
export type StatusBadgeStatus = (typeof statusBadgeStatuses)[number];

export interface StatusBadgeProps {
  /** done: a played ticket or a claimed prize; pending: not yet. */
  status: StatusBadgeStatus;
  doneLabel?: string;
  pendingLabel?: string;
}

/** A ticket's or claim's state in the histories (SPEC §2): "Valmis" when played or claimed, else "Kesken". */
export function StatusBadge({ status, doneLabel = 'Valmis', pendingLabel = 'Kesken' }: StatusBadgeProps) {
  return (
    <span className={styles.badge} data-status={status}>
      {status === 'done' ? doneLabel : pendingLabel}
    </span>
  );
}
