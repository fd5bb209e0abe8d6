import { createPortal } from 'react-dom';
import * as styles from './Toast.css';

export const toastTones = ['success', 'error'] as const;
export type ToastTone = (typeof toastTones)[number];

export interface ToastMessage {
  tone: ToastTone;
  text: string;
}

export interface ToastBarProps {
  /** The toast on show; nothing is visible without one. */
  toast?: ToastMessage;
  onClose?: () => void;
  closeLabel?: string;
  /** Where the bar is portalled; `document.body` by default. The theme lives on :root, so it stays themed. */
  container?: Element;
}

/**
 * The bar at the bottom of the viewport: green for success, red for error.
 * Both live regions are always in the page so that screen readers announce text put into them:
 * success goes to `role="status"` (polite), error to `role="alert"` (assertive).
 */
export function ToastBar({ toast, onClose, closeLabel = 'Sulje', container }: ToastBarProps) {
  const bar = (
    <div className={styles.bar} data-state={toast ? 'open' : 'closed'} data-tone={toast?.tone}>
      <div role="status" className={styles.message}>
        {toast?.tone === 'success' ? toast.text : null}
      </div>
      <div role="alert" className={styles.message}>
        {toast?.tone === 'error' ? toast.text : null}
      </div>
      {toast && (
        <button type="button" className={styles.close} onClick={onClose}>
          {closeLabel}
        </button>
      )}
    </div>
  );
  return createPortal(bar, container ?? document.body);
}
