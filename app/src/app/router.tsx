import { createBrowserRouter, RouterProvider } from 'react-router';
import { getUserManager } from '../lib/user-manager';
import { accountRoutes } from './routes/account-routes';
import { claimShopRoutes } from './routes/claim-shop-routes';
import { RootLayout } from './routes/RootLayout';

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/LandingRoute')).LandingRoute }),
      },
      {
        path: 'ehdot',
        lazy: async () => ({ Component: (await import('./routes/ContentRoute')).TermsRoute }),
      },
      {
        path: 'tietosuoja',
        lazy: async () => ({ Component: (await import('./routes/ContentRoute')).PrivacyRoute }),
      },
      {
        path: 'evasteet',
        lazy: async () => ({ Component: (await import('./routes/ContentRoute')).CookiesRoute }),
      },
      {
        path: 'saavutettavuusseloste',
        lazy: async () => ({ Component: (await import('./routes/AccessibilityRoute')).AccessibilityRoute }),
      },
      {
        path: 'callback',
        lazy: async () => {
          const { SignInCallback } = await import('../features/auth/components/SignInCallback');
          return { Component: () => <SignInCallback getUserManager={getUserManager} /> };
        },
      },
      ...claimShopRoutes,
      ...accountRoutes,
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/NotFoundRoute')).NotFoundRoute }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
