import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './HelpWidget.css';

export interface HelpWidgetProps {
  /** Customer service phone number as shown, e.g. "010 123 4567". */
  phone?: string;
  email?: string;
  /** Opening hours or other short note, e.g. "ma–pe 9–16". */
  openingHours?: string;
  /** Anything else to show in the panel. */
  children?: ReactNode;
  /** The button text and the panel's heading. */
  label?: string;
  /** Open state (controlled). */
  open?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The footer's contact help widget: an "Asiakaspalvelu" button that shows and hides a small panel with
 * the contact details it is given (a disclosure: `aria-expanded`, Escape closes and returns focus).
 * Phone and email are plain `tel:`/`mailto:` anchors, not router links.
 */
export function HelpWidget({
  phone,
  email,
  openingHours,
  children,
  label = 'Asiakaspalvelu',
  open,
  defaultOpen = false,
  onOpenChange,
}: HelpWidgetProps) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'HelpWidget',
  });

  useEffect(() => {
    if (!isOpen) return;
    // Like a popover: a click elsewhere closes the panel; Escape closes it and returns focus to the button.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, setOpen]);

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        variant="accent"
        size="small"
        aria-expanded={isOpen}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!isOpen)}
      >
        {label}
      </Button>
      <section id={`${id}-panel`} className={styles.panel} aria-labelledby={`${id}-title`} hidden={!isOpen}>
        <h2 id={`${id}-title`} className={styles.title}>
          {label}
        </h2>
        <ul className={styles.contactList}>
          {phone && (
            <li>
              <a className={styles.contactLink} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li>
              <a className={styles.contactLink} href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
          {openingHours && <li className={styles.muted}>{openingHours}</li>}
        </ul>
        {children}
      </section>
    </div>
  );
}
