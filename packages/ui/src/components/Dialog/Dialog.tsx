import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Dialog.css';

export interface DialogProps {
  /** The dialog's heading, also its accessible name. */
  title: ReactNode;
  /** A short explanation read out with the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** The element that opens the dialog, typically a `Button`; it receives focus back on close. */
  trigger?: ReactElement;
  /** Buttons at the bottom, e.g. a confirming action. */
  actions?: ReactNode;
  /** Open state (controlled). */
  open?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  /**
   * Portalled to `document.body` (default). `false` renders the dialog where it stands in the tree, so a
   * page rendered on the server can arrive with it open (a portal needs the browser's document); its
   * overlay is fixed to the viewport either way.
   */
  portal?: boolean;
}

/** The page's first link or control outside any dialog (its skip link). */
function pageStart(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('a[href],button,input')].find(
    (element) => !element.closest('[role=dialog]'),
  );
}

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape or "Sulje" closes it and focus
 * returns to the trigger (or to what had focus when it opened; to the page's start when nothing had). It is portalled to `document.body` (unless `portal={false}`); the theme on
 * :root still applies.
 */
export function Dialog({
  title,
  description,
  children,
  trigger,
  actions,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Sulje',
  portal = true,
}: DialogProps) {
  // Without a Radix trigger (a controlled dialog opened from elsewhere) Radix has nowhere to return focus
  // to: remember what had focus when the dialog opened and return there on close.
  const openerRef = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <Portal enabled={portal}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger) return;
            const opener = openerRef.current;
            // Opened by itself (a first visit's consent dialog): focus goes to the start of the page, where the
            // next Tab continues, not to <body> with the next Tab somewhere near its end.
            const target = opener?.isConnected ? opener : pageStart();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          // Without a description there is nothing to describe the dialog by.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          <div className={styles.footer}>
            {actions}
            <RadixDialog.Close asChild>
              <Button variant="secondary">{closeLabel}</Button>
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </Portal>
    </RadixDialog.Root>
  );
}

function Portal({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return enabled ? <RadixDialog.Portal>{children}</RadixDialog.Portal> : <>{children}</>;
}
