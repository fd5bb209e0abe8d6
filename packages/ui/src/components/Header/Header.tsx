import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useLinkComponent } from '../Link/LinkComponentContext';
import { isCurrentSection } from './current-page';
import * as styles from './Header.css';

export interface HeaderNavItem {
  label: string;
  href: string;
  /** Called on click before navigation (the app refreshes accounts for Voittokauppa and Oma tili). */
  onSelect?: () => void;
}

export type HeaderSession = { loggedIn: false } | { loggedIn: true; fullName: string };

export interface HeaderProps {
  navItems: HeaderNavItem[];
  /** Path of the current page: the nav item of its section is marked with aria-current. */
  currentPath?: string;
  session: HeaderSession;
  onLogin?: () => void;
  onRegister?: () => void;
  onLogout?: () => void;
  /** Items in the cart; the indicator shows when given. */
  cartCount?: number;
  cartHref?: string;
  /**
   * A sister site's back button, which replaces the logo and the navigation; the `menu` then shows at every
   * width, so the account area and the cart stay reachable.
   */
  backLink?: { label: string; href: string };
  /**
   * Rendered at the end of the bar: the `MobileDrawer`. With a menu, the session buttons move into it
   * below 1210 px and the cart indicator below 700 px.
   */
  menu?: ReactNode;
  /**
   * Shown beside the session at every width, never moved into the menu: a signed-in player's `QuickStop`,
   * one click from every page.
   */
  protection?: ReactNode;
}

/** "1 tuote" or "N tuotetta" (SPEC §2). */
export function cartCountText(count: number): string {
  return `${count} ${count === 1 ? 'tuote' : 'tuotetta'}`;
}

function initials(fullName: string): string {
  return fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

/**
 * The site header: logo, main navigation (from 1210 px), session buttons and the cart indicator.
 * Below 1210 px the `menu` slot's `MobileDrawer` carries the navigation.
 */
export function Header({
  navItems,
  currentPath,
  session,
  onLogin,
  onRegister,
  onLogout,
  cartCount,
  cartHref = '/ostoskori',
  backLink,
  menu,
  protection,
}: HeaderProps) {
  const LinkComponent = useLinkComponent();
  return (
    // With a sister site's back button in place of the navigation, the menu carries it at every width.
    <header className={styles.header} data-menu-always={backLink && menu ? '' : undefined}>
      <div className={styles.inner}>
        {backLink ? (
          <a className={styles.back} href={backLink.href}>
            {backLink.label}
          </a>
        ) : (
          <>
            <LinkComponent href="/" className={styles.logo} aria-label="Arpa, etusivu">
              Arpa
            </LinkComponent>
            <nav className={styles.nav} aria-label="Päävalikko">
              <ul className={styles.navList}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <LinkComponent
                      href={item.href}
                      className={styles.navLink}
                      aria-current={isCurrentSection(currentPath, item.href) ? 'page' : undefined}
                      onClick={item.onSelect}
                    >
                      {item.label}
                    </LinkComponent>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        <div className={styles.end}>
          {protection}
          {cartCount !== undefined && (
            <LinkComponent
              href={cartHref}
              className={[styles.cart, menu && styles.cartBesideMenu].filter(Boolean).join(' ')}
            >
              Ostoskori <span className={styles.cartCount}>{cartCountText(cartCount)}</span>
            </LinkComponent>
          )}
          <div className={[styles.session, menu && styles.sessionBesideMenu].filter(Boolean).join(' ')}>
            {session.loggedIn ? (
              <>
                <span className={styles.avatar}>
                  <span className={styles.avatarInitials} aria-hidden="true">
                    {initials(session.fullName)}
                  </span>
                  <span className={styles.avatarName}>{session.fullName}</span>
                </span>
                <Button variant="ghost" size="small" onClick={onLogout}>
                  Kirjaudu ulos
                </Button>
              </>
            ) : (
              <>
                <Button variant="ghost" size="small" onClick={onRegister}>
                  Uusi tili
                </Button>
                <Button variant="accent" size="small" onClick={onLogin}>
                  Kirjaudu
                </Button>
              </>
            )}
          </div>
          {menu}
        </div>
      </div>
    </header>
  );
}
