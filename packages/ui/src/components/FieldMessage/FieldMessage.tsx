import type { ReactNode } from 'react';
import * as styles from './FieldMessage.css';

export const fieldMessageTones = ['neutral', 'critical', 'positive'] as const;
export type FieldMessageTone = (typeof fieldMessageTones)[number];

export interface FieldMessageProps {
  /** Referenced by the field's `aria-describedby`. */
  id?: string;
  /** `critical` for validation errors, `neutral` for hints, `positive` for confirmations. */
  tone?: FieldMessageTone;
  /** Announce the message when it appears (for form-level messages not tied to one field). */
  announce?: boolean;
  children: ReactNode;
}

/**
 * A short message under a form field: a hint, or a validation error such as "Puuttuva arvo".
 * Fields point at it with `aria-describedby` so screen readers read it with the field.
 */
export function FieldMessage({ id, tone = 'neutral', announce, children }: FieldMessageProps) {
  return (
    <p id={id} className={styles.message[tone]} role={announce ? 'alert' : undefined}>
      {children}
    </p>
  );
}
