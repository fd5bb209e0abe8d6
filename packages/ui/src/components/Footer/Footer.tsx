import type { ReactNode } from 'react';
import { useLinkComponent } from '../Link/LinkComponentContext';
import * as styles from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

/** SPEC §1/§2: terms, privacy and cookie pages. */
export const defaultFooterLinks: FooterLink[] = [
  { label: 'Käyttöehdot', href: '/ehdot' },
  { label: 'Tietosuoja', href: '/tietosuoja' },
  { label: 'Evästeet', href: '/evasteet' },
];

export interface FooterProps {
  /** The service provider named in the footer. */
  provider: string;
  links?: FooterLink[];
  /** Opens the cookie consent settings; the "Muuta evästeasetuksia" button shows when given. */
  onCookieSettings?: () => void;
  cookieSettingsLabel?: string;
  /** Extra content, such as the contact help widget (`HelpWidget`). */
  children?: ReactNode;
}

/**
 * The site footer: the service provider, the terms, privacy and cookie links, a button to change the
 * cookie settings and room for the contact help widget (pass a `HelpWidget` as children).
 */
export function Footer({
  provider,
  links = defaultFooterLinks,
  onCookieSettings,
  cookieSettingsLabel = 'Muuta evästeasetuksia',
  children,
}: FooterProps) {
  const LinkComponent = useLinkComponent();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>Palveluntarjoaja: {provider}</p>
        <nav aria-label="Alatunniste">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href}>
                <LinkComponent href={link.href} className={styles.link}>
                  {link.label}
                </LinkComponent>
              </li>
            ))}
            {onCookieSettings && (
              <li>
                <button type="button" className={styles.linkButton} onClick={onCookieSettings}>
                  {cookieSettingsLabel}
                </button>
              </li>
            )}
          </ul>
        </nav>
        {children}
      </div>
    </footer>
  );
}
