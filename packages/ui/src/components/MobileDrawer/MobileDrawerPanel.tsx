import * as RadixDialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Button } from '../Button/Button';
import { cartCountText, type HeaderNavItem, type HeaderSession } from '../Header/Header';
import { useLinkComponent } from '../Link/LinkComponentContext';
import type { MobileDrawerLabels } from './MobileDrawer';
import * as styles from './MobileDrawer.css';
import { isCurrentSection } from '../Header/current-page';

export interface MobileDrawerPanelProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The "Valikko" button: focus returns there when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  navItems: HeaderNavItem[];
  currentPath?: string;
  session: HeaderSession;
  cartCount?: number;
  cartHref: string;
  onLogin?: () => void;
  onRegister?: () => void;
  onLogout?: () => void;
  labels: MobileDrawerLabels;
}

/**
 * The drawer itself, a Radix dialog. Kept in its own module so that the dialog's code (focus trap,
 * scroll lock, dismissal) is loaded when the menu is first opened, not with every page.
 */
export default function MobileDrawerPanel({
  open,
  setOpen,
  triggerRef,
  navItems,
  currentPath,
  session,
  cartCount,
  cartHref,
  onLogin,
  onRegister,
  onLogout,
  labels,
}: MobileDrawerPanelProps) {
  const LinkComponent = useLinkComponent();
  const thenClose = (action?: () => void) => () => {
    action?.();
    setOpen(false);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className={styles.top}>
            <RadixDialog.Title className={styles.title}>{labels.menu}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="small">
                {labels.close}
              </Button>
            </RadixDialog.Close>
          </div>
          <nav aria-label={labels.menu}>
            <ul className={styles.list}>
              {navItems.map((item) => (
                <li key={item.href}>
                  <LinkComponent
                    href={item.href}
                    className={styles.link}
                    aria-current={isCurrentSection(currentPath, item.href) ? 'page' : undefined}
                    onClick={thenClose(item.onSelect)}
                  >
                    {item.label}
                  </LinkComponent>
                </li>
              ))}
              {cartCount !== undefined && (
                <li>
                  <LinkComponent
                    href={cartHref}
                    className={styles.link}
                    aria-current={currentPath === cartHref ? 'page' : undefined}
                    onClick={thenClose()}
                  >
                    {labels.cart} <span className={styles.cartCount}>{cartCountText(cartCount)}</span>
                  </LinkComponent>
                </li>
              )}
            </ul>
          </nav>
          <div className={styles.session}>
            {session.loggedIn ? (
              <Button variant="accent" fullWidth onClick={thenClose(onLogout)}>
                {labels.logout}
              </Button>
            ) : (
              <>
                <Button variant="accent" fullWidth onClick={thenClose(onLogin)}>
                  {labels.login}
                </Button>
                <Button variant="ghost" fullWidth onClick={thenClose(onRegister)}>
                  {labels.register}
                </Button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
