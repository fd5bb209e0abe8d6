import {
  Footer,
  Header,
  MobileDrawer,
  PageShell,
  PlayResponsibly,
  Spinner,
  type HeaderNavItem,
  type HeaderSession,
} from '@arpa/ui';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSWRConfig } from 'swr';
import { LoadBoundary, PageLoadFailure, preloadable } from '../../lib/preloadable';
import { useSession } from '../../lib/session';
import { CookieSettings } from '../../features/consent/components/CookieSettings';
import { ACCOUNTS_PATH } from '../../lib/accounts';
import { useApi } from '../../lib/api-context';
import { openCookieSettings } from '../../lib/consent';
import { useFocusOnNavigation } from '../../lib/focus-on-navigation';
import { fullName } from '../../lib/auth';
import { useCart } from '../../lib/cart';
import { config } from '../../lib/config';
import { useSisterSiteBackLink } from '../../lib/incoming';

// The quick stop brings the dialog: its own chunk, loaded only for a signed-in player.
const HeaderQuickStop = lazy(async () => ({
  default: (await import('../../features/protection/components/HeaderQuickStop')).HeaderQuickStop,
}));

const OwnLimitsNotice = lazy(async () => ({
  default: (await import('../../features/protection/components/OwnLimitsNotice')).OwnLimitsNotice,
}));

// The spending summary's 14-day reminder at sign-in (a dialog): its own chunk, only for a signed-in player.
const SpendingSummaryReminder = lazy(async () => ({
  default: (await import('../../features/protection/components/SpendingSummaryReminder'))
    .SpendingSummaryReminder,
}));

/**
 * The footer's help widget; a server-rendered page is hydrated only after it has loaded
 * (`preloadHelpWidget`), so its boundary is hydrated with the page instead of rendered afresh (which
 * replaced the button the visitor may already have focused or pressed, docs/decisions/0046-scripts-after-first-frame.md).
 */
const HelpWidget = preloadable(() =>
  import('../../features/help/components/HelpWidget').then((module) => module.HelpWidget),
);
export const preloadHelpWidget = HelpWidget.preload;

/** `refreshAccounts` is given when logged in: Voittokauppa and Oma tili reload the balances (SPEC §2). */
function navItems(loggedIn: boolean, refreshAccounts?: () => void): HeaderNavItem[] {
  return [
    { label: 'Etusivu', href: '/' },
    ...(config.playableTicketsEnabled ? [{ label: 'Pelaa arpoja', href: '/pelattavat' }] : []),
    { label: config.playableTicketsEnabled ? 'Muut arvat' : 'Arvat', href: '/lunastettavat' },
    { label: 'Voittokauppa', href: '/voittokauppa', onSelect: refreshAccounts },
    ...(loggedIn ? [{ label: 'Oma tili', href: '/tili', onSelect: refreshAccounts }] : []),
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
  useFocusOnNavigation(location.pathname);
  const session = useSession();
  const headerSession: HeaderSession = session.loggedIn
    ? { loggedIn: true, fullName: fullName(session.user) }
    : { loggedIn: false };
  const { count: cartCount } = useCart();
  const api = useApi();
  const { mutate } = useSWRConfig();
  // Fetched even when no balance is on screen, so the next page that shows one has it fresh.
  const refreshAccounts = () =>
    void mutate(ACCOUNTS_PATH, api.call('GET /api/v1/accounts/self'), { revalidate: false }).catch(
      () => undefined,
    );
  const items = navItems(session.loggedIn, session.loggedIn ? refreshAccounts : undefined);
  const backLink = useSisterSiteBackLink(location.search, session.loggedIn);
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
          cartCount={cartCount}
          backLink={backLink}
          protection={
            session.loggedIn ? (
              <LoadBoundary fallback={null}>
                <Suspense fallback={null}>
                  <HeaderQuickStop />
                </Suspense>
              </LoadBoundary>
            ) : undefined
          }
          {...actions}
          menu={
            <MobileDrawer
              navItems={items}
              currentPath={location.pathname}
              session={headerSession}
              cartCount={cartCount}
              {...actions}
            />
          }
        />
      }
      footer={
        <Footer
          provider={config.serviceProvider}
          links={footerLinks}
          onCookieSettings={() => openCookieSettings()}
        >
          <PlayResponsibly tone="inverse" />
          <LoadBoundary fallback={null}>
            <Suspense fallback={null}>
              <HelpWidget {...config.customerService} />
            </Suspense>
          </LoadBoundary>
        </Footer>
      }
    >
      {session.loggedIn && (
        <LoadBoundary fallback={null}>
          <Suspense fallback={null}>
            <OwnLimitsNotice />
            <SpendingSummaryReminder />
          </Suspense>
        </LoadBoundary>
      )}
      <LoadBoundary resetKey={location.pathname} fallback={(error) => <PageLoadFailure error={error} />}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </LoadBoundary>
      <LoadBoundary fallback={null}>
        <CookieSettings />
      </LoadBoundary>
    </PageShell>
  );
}
