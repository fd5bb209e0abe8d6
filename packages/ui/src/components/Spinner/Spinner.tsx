import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'standard', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** What screen readers hear; the spinner itself is decorative. */
  label?: string;
  size?: SpinnerSize;
}

/**
 * A loading indicator: a `role="status"` region whose visually hidden text ("Ladataan…") is announced
 * politely. With `prefers-reduced-motion: reduce` the ring fades slowly instead of spinning.
 */
export function Spinner({ label = 'Ladataan…', size = 'standard' }: SpinnerProps) {
  return (
    <span role="status" className={styles.root}>
      <span className={styles.ring({ size })} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
