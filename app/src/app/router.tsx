import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../lib/session';
import { claimShopRoutes } from './routes/claim-shop-routes';
import { lazyPage, type LazyPage } from './routes/lazy-page';
import { RootLayout } from './routes/RootLayout';

/**
 * The site's routes (SPEC §2). Declarative mode: the app loads no data in the router (pages fetch
 * through SWR hooks), so the data router's extra ~15 KB gzipped would buy nothing on the landing page
 * (docs/decisions/0006-router-declarative-mode.md).
 */
export const appRouteTable: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: lazyPage(() => import('./routes/LandingRoute').then((module) => module.LandingRoute)),
      },
      {
        path: 'ehdot',
        element: lazyPage(() => import('./routes/ContentRoute').then((module) => module.TermsRoute)),
      },
      {
        path: 'tietosuoja',
        element: lazyPage(() => import('./routes/ContentRoute').then((module) => module.PrivacyRoute)),
      },
      {
        path: 'evasteet',
        element: lazyPage(() => import('./routes/ContentRoute').then((module) => module.CookiesRoute)),
      },
      {
        path: 'saavutettavuusseloste',
        element: lazyPage(() =>
          import('./routes/AccessibilityRoute').then((module) => module.AccessibilityRoute),
        ),
      },
      {
        path: 'callback',
        element: lazyPage(async () => {
          const { SignInCallback } = await import('../features/auth/components/SignInCallback');
          return function CallbackRoute() {
            const { userManager, login } = useSession();
            return <SignInCallback getUserManager={userManager} login={login} />;
          };
        }),
      },
      ...claimShopRoutes,
      // The account area (/tili, /auth) and the not-found page: their route table loads with them.
      {
        path: '*',
        element: lazyPage(() => import('./routes/AccountRoutes').then((module) => module.AccountRoutes)),
      },
    ],
  },
];

/** The routes, inside whichever router the caller gives: the browser's, or the server's static one. */
export function AppRoutes() {
  return useRoutes(appRouteTable);
}

/** Loads the code of every page the address renders, so the page can be hydrated without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(appRouteTable, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as { type?: Partial<LazyPage> } | undefined)?.type;
      return type?.preload?.();
    }),
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
