import { Spinner } from '@arpa/ui';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../../lib/protected';

/**
 * The account area (/tili and its sub-routes, login needed) and the strong-authentication return (/auth).
 * Every page is loaded on first use; pages that combine features are composed here.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'tili',
    lazy: async () => {
      const { AccountLayout } = await import('../../features/account/components/AccountLayout');
      return {
        Component: () => (
          <RequireLogin>
            <AccountLayout />
          </RequireLogin>
        ),
      };
    },
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../../features/account/components/ProfilePage')).ProfilePage,
        }),
      },
      {
        path: 'lisaa-saldoa',
        lazy: async () => {
          const [{ AddBalancePage }, { StrongAuthPanel }, { useProfile }] = await Promise.all([
            import('../../features/balance/components/AddBalancePage'),
            import('../../features/strong-auth/components/StrongAuthPanel'),
            import('../../features/account/api/get-profile'),
          ]);
          // The strong identity lives on the profile; the deposit form shows only once it is confirmed.
          function AddBalanceRoute() {
            const { data: profile } = useProfile();
            if (!profile) return <Spinner />;
            const identity = profile.strongly_authenticated;
            return (
              <AddBalancePage
                strongAuth={<StrongAuthPanel identity={identity} />}
                stronglyAuthenticated={identity !== null}
                payerName={
                  identity
                    ? `${identity.first_names} ${identity.family_name}`
                    : `${profile.first_name} ${profile.last_name}`
                }
              />
            );
          }
          return { Component: AddBalanceRoute };
        },
      },
      {
        path: 'lisaa-saldoa/success',
        lazy: async () => ({
          Component: (await import('../../features/balance/components/DepositSuccessPage'))
            .DepositSuccessPage,
        }),
      },
      {
        path: 'tilisaldot',
        lazy: async () => ({
          Component: (await import('../../features/balance/components/AccountBalancesPage'))
            .AccountBalancesPage,
        }),
      },
      {
        path: 'pelihistoria',
        lazy: async () => ({
          Component: (await import('../../features/account/components/PlayHistoryPage')).PlayHistoryPage,
        }),
      },
      {
        path: 'tilaukset',
        lazy: async () => ({
          Component: (await import('../../features/account/components/OrdersPage')).OrdersPage,
        }),
      },
      {
        path: 'voittohistoria',
        lazy: async () => ({
          Component: (await import('../../features/account/components/ClaimsPage')).ClaimsPage,
        }),
      },
      {
        path: 'tilitapahtumat',
        lazy: async () => ({
          Component: (await import('../../features/account/components/AccountEventsPage')).AccountEventsPage,
        }),
      },
      {
        path: 'pelirajat',
        lazy: async () => ({
          Component: (await import('../../features/limits/components/LimitsPage')).LimitsPage,
        }),
      },
    ],
  },
  {
    path: 'auth',
    lazy: async () => {
      const { StrongAuthReturn } = await import('../../features/strong-auth/components/StrongAuthReturn');
      return {
        Component: () => (
          <RequireLogin>
            <StrongAuthReturn />
          </RequireLogin>
        ),
      };
    },
  },
];
