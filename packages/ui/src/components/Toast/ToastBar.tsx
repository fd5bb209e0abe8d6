import { useSyncExternalStore } from 'react';
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

const noSubscription = () => () => {};
const inBrowser = () => true;
/** Also what hydration starts from, so a server-rendered page's hydration matches it. */
const onServer = () => false;

/**
 * The bar at the bottom of the viewport: green for success, red for error.
 * Both live regions are always in the page so that screen readers announce text put into them:
 * success goes to `role="status"` (polite), error to `role="alert"` (assertive).
 * The bar is portalled once the page has mounted: a server-rendered page has no `document` to portal
 * into, and its hydration must render what the server did.
 */
export function ToastBar({ toast, onClose, closeLabel = 'Sulje', container }: ToastBarProps) {
  const mounted = useSyncExternalStore(noSubscription, inBrowser, onServer);
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
  return mounted ? createPortal(bar, container ?? document.body) : null;
}
