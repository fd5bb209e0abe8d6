import { Footer, Header, PageShell, type HeaderNavItem } from '@arpa/ui';
import { Outlet, useLocation } from 'react-router';
import { config } from '../../lib/config';

function navItems(): HeaderNavItem[] {
  return [
    { label: 'Etusivu', href: '/' },
    ...(config.playableTicketsEnabled ? [{ label: 'Pelaa arpoja', href: '/pelattavat' }] : []),
    { label: config.playableTicketsEnabled ? 'Muut arvat' : 'Arvat', href: '/lunastettavat' },
    { label: 'Voittokauppa', href: '/voittokauppa' },
  ];
}

export function RootLayout() {
  const location = useLocation();
  return (
    <PageShell
      header={<Header navItems={navItems()} currentPath={location.pathname} session={{ loggedIn: false }} />}
      footer={<Footer provider={config.serviceProvider} />}
    >
      <Outlet />
    </PageShell>
  );
}
