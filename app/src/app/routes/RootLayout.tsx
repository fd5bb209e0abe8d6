import { Footer, Header, MobileDrawer, PageShell, type HeaderNavItem, type HeaderSession } from '@arpa/ui';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/components/SessionProvider';
import { fullName } from '../../lib/auth';
import { config } from '../../lib/config';

function navItems(loggedIn: boolean): HeaderNavItem[] {
  return [
    { label: 'Etusivu', href: '/' },
    ...(config.playableTicketsEnabled ? [{ label: 'Pelaa arpoja', href: '/pelattavat' }] : []),
    { label: config.playableTicketsEnabled ? 'Muut arvat' : 'Arvat', href: '/lunastettavat' },
    { label: 'Voittokauppa', href: '/voittokauppa' },
    ...(loggedIn ? [{ label: 'Oma tili', href: '/tili' }] : []),
  ];
}

export const footerLinks = [
  { label: 'Käyttöehdot', href: '/ehdot' },
  { label: 'Tietosuoja', href: '/tietosuoja' },
  { label: 'Evästeet', href: '/evasteet' },
  { label: 'Saavutettavuusseloste', href: '/saavutettavuusseloste' },
];

export function RootLayout() {
  const location = useLocation();
  const session = useSession();
  const headerSession: HeaderSession = session.loggedIn
    ? { loggedIn: true, fullName: fullName(session.user) }
    : { loggedIn: false };
  const items = navItems(session.loggedIn);
  const actions = {
    onLogin: () => void session.login(),
    onRegister: () => void session.register(),
    onLogout: () => void session.logout(),
  };
  return (
    <PageShell
      header={
        <Header
          navItems={items}
          currentPath={location.pathname}
          session={headerSession}
          {...actions}
          menu={
            <MobileDrawer
              navItems={items}
              currentPath={location.pathname}
              session={headerSession}
              {...actions}
            />
          }
        />
      }
      footer={<Footer provider={config.serviceProvider} links={footerLinks} />}
    >
      <Outlet />
    </PageShell>
  );
}
