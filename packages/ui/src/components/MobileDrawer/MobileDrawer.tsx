import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { lazy, Suspense, useRef, useState } from 'react';
import type { HeaderNavItem, HeaderSession } from '../Header/Header';
import * as styles from './MobileDrawer.css';

const loadPanel = () => import('./MobileDrawerPanel');
const MobileDrawerPanel = lazy(loadPanel);

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
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'MobileDrawer',
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The panel's code is fetched when the drawer is about to open (pointing at or focusing the button)
  // and stays mounted once shown, so closing can run its course.
  const [shown, setShown] = useState(isOpen);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setShown(true);
          setOpen(true);
        }}
      >
        <span className={styles.burger} aria-hidden="true" />
        {labels.menu}
      </button>
      {(shown || isOpen) && (
        <Suspense fallback={null}>
          <MobileDrawerPanel
            open={isOpen}
            setOpen={setOpen}
            triggerRef={triggerRef}
            navItems={navItems}
            currentPath={currentPath}
            session={session}
            cartCount={cartCount}
            cartHref={cartHref}
            onLogin={onLogin}
            onRegister={onRegister}
            onLogout={onLogout}
            labels={labels}
          />
        </Suspense>
      )}
    </>
  );
}
