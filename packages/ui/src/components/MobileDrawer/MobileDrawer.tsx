import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { cartCountText, type HeaderNavItem, type HeaderSession } from '../Header/Header';
import { useLinkComponent } from '../Link/LinkComponentContext';
import * as styles from './MobileDrawer.css';

export interface MobileDrawerLabels {
  menu: string;
  close: string;
  cart: string;
  register: string;
  login: string;
  logout: string;
}

/** SPEC §2: "Luo tili" or "Kirjaudu" when logged out, "Kirjaudu ulos" when logged in. */
export const defaultMobileDrawerLabels: MobileDrawerLabels = {
  menu: 'Valikko',
  close: 'Sulje',
  cart: 'Ostoskori',
  register: 'Luo tili',
  login: 'Kirjaudu',
  logout: 'Kirjaudu ulos',
};

export interface MobileDrawerProps {
  /** The same links as the Header's navigation. */
  navItems: HeaderNavItem[];
  currentPath?: string;
  session: HeaderSession;
  /** Items in the cart; the cart link shows when given. */
  cartCount?: number;
  cartHref?: string;
  onLogin?: () => void;
  onRegister?: () => void;
  onLogout?: () => void;
  /** Open state (controlled). */
  open?: boolean;
  /** Initial open state (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  labels?: Partial<MobileDrawerLabels>;
}

/**
 * The narrow-screen menu: a "Valikko" button (hidden from 1210 px up, where the Header's own navigation
 * shows) opening a side drawer with the navigation links, the cart link and the session buttons.
 * Choosing a link or a session button closes the drawer. Pass it to `Header`'s `menu` slot.
 */
export function MobileDrawer({
  navItems,
  currentPath,
  session,
  cartCount,
  cartHref = '/ostoskori',
  onLogin,
  onRegister,
  onLogout,
  open,
  defaultOpen = false,
  onOpenChange,
  labels: labelOverrides,
}: MobileDrawerProps) {
  const labels = { ...defaultMobileDrawerLabels, ...labelOverrides };
  const LinkComponent = useLinkComponent();
  const [internalOpen, setInternalOpen] = useState(defaultOpen);
  const isOpen = open ?? internalOpen;
  const setOpen = (next: boolean) => {
    setInternalOpen(next);
    onOpenChange?.(next);
  };
  const thenClose = (action?: () => void) => () => {
    action?.();
    setOpen(false);
  };

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={styles.trigger}>
        <span className={styles.burger} aria-hidden="true" />
        {labels.menu}
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.panel} aria-describedby={undefined}>
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
                    aria-current={currentPath === item.href ? 'page' : undefined}
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
