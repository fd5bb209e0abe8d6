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
  /** Extra content, such as the contact help widget. */
  children?: ReactNode;
}

/** The site footer: the service provider and the terms, privacy and cookie links. */
export function Footer({ provider, links = defaultFooterLinks, children }: FooterProps) {
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
          </ul>
        </nav>
        {children}
      </div>
    </footer>
  );
}
