import { PAYMENT_RETURN_QUERY } from '@arpa/contract';
import { Box, ButtonLink, Spinner } from '@arpa/ui';
import { useLocation, type RouteObject } from 'react-router';
import { RequireLogin } from '../../lib/protected';
import { lazyPage } from './lazy-page';

/**
 * The account area (/tili and its sub-routes, login needed) and the strong-authentication return (/auth).
 * Every page is loaded on first use; pages that combine features are composed here.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'tili',
    element: (
      <RequireLogin>
        {lazyPage(() =>
          import('../../features/account/components/AccountLayout').then((module) => module.AccountLayout),
        )}
      </RequireLogin>
    ),
    children: [
      {
        index: true,
        element: lazyPage(async () => {
          const [{ ProfilePage }, { SpendingSummaryPanel }] = await Promise.all([
            import('../../features/account/components/ProfilePage'),
            import('../../features/protection/components/SpendingSummaryPanel'),
          ]);
          // Oma tili opens with the profile and the player's spending summary (issue 18).
          function ProfileRoute() {
            return (
              <Box display="flex" flexDirection="column" gap="xlarge">
                <ProfilePage />
                <SpendingSummaryPanel />
              </Box>
            );
          }
          return ProfileRoute;
        }),
      },
      {
        path: 'lisaa-saldoa',
        element: lazyPage(async () => {
          const [
            { AddBalancePage },
            { StrongAuthPanel },
            { useProfile },
            { DepositBonusNotice },
            { useContent },
            { gameReturnPath },
            { storedDepositReturn },
          ] = await Promise.all([
            import('../../features/balance/components/AddBalancePage'),
            import('../../features/strong-auth/components/StrongAuthPanel'),
            import('../../features/account/api/get-profile'),
            import('../../features/bonus/components/DepositBonusNotice'),
            import('../../features/content/api/get-content'),
            import('../../features/playable/game-protocol'),
            import('../../features/balance/deposit-return'),
          ]);
          // The strong identity lives on the profile; the deposit form shows only once it is confirmed.
          function AddBalanceRoute() {
            const { data: profile } = useProfile();
            const { data: content } = useContent();
            // A game that ran out of balance sent the player here with the way back (issue 16).
            // The bank's return without money (`?maksu=`) finds it where the deposit's start left it.
            const query = new URLSearchParams(useLocation().search);
            const back = gameReturnPath(
              query.get('redirect') ?? (query.has(PAYMENT_RETURN_QUERY) ? storedDepositReturn() : null),
            );
            if (!profile) return <Spinner />;
            const identity = profile.strongly_authenticated;
            const page = (
              <AddBalancePage
                strongAuth={<StrongAuthPanel identity={identity} />}
                bonus={
                  <DepositBonusNotice description={content?.playableLotteries.depositBonus.description} />
                }
                stronglyAuthenticated={identity !== null}
                returnTo={back}
                payerName={
                  identity
                    ? `${identity.first_names} ${identity.family_name}`
                    : `${profile.first_name} ${profile.last_name}`
                }
              />
            );
            if (!back) return page;
            return (
              <Box display="flex" flexDirection="column" gap="large">
                {page}
                <p>
                  <ButtonLink href={back} variant="secondary">
                    Takaisin peliin
                  </ButtonLink>
                </p>
              </Box>
            );
          }
          return AddBalanceRoute;
        }),
      },
      {
        path: 'lisaa-saldoa/success',
        element: lazyPage(async () => {
          const [{ DepositSuccessPage }, { storedDepositReturn }, { gameReturnPath }] = await Promise.all([
            import('../../features/balance/components/DepositSuccessPage'),
            import('../../features/balance/deposit-return'),
            import('../../features/playable/game-protocol'),
          ]);
          // A deposit for a game that ran out of balance leads back to it (issue 16).
          function DepositSuccessRoute() {
            return <DepositSuccessPage returnTo={gameReturnPath(storedDepositReturn())} />;
          }
          return DepositSuccessRoute;
        }),
      },
      {
        path: 'tilisaldot',
        element: lazyPage(() =>
          import('../../features/balance/components/AccountBalancesPage').then(
            (module) => module.AccountBalancesPage,
          ),
        ),
      },
      {
        path: 'pelihistoria',
        element: lazyPage(() =>
          import('../../features/account/components/PlayHistoryPage').then(
            (module) => module.PlayHistoryPage,
          ),
        ),
      },
      {
        path: 'tilaukset',
        element: lazyPage(() =>
          import('../../features/account/components/OrdersPage').then((module) => module.OrdersPage),
        ),
      },
      {
        path: 'voittohistoria',
        element: lazyPage(() =>
          import('../../features/account/components/ClaimsPage').then((module) => module.ClaimsPage),
        ),
      },
      {
        path: 'tilitapahtumat',
        element: lazyPage(() =>
          import('../../features/account/components/AccountEventsPage').then(
            (module) => module.AccountEventsPage,
          ),
        ),
      },
      {
        path: 'pelirajat',
        element: lazyPage(() =>
          import('../../features/limits/components/LimitsPage').then((module) => module.LimitsPage),
        ),
      },
      {
        path: 'pelikielto',
        element: lazyPage(() =>
          import('../../features/protection/components/SelfExclusionPage').then(
            (module) => module.SelfExclusionPage,
          ),
        ),
      },
    ],
  },
  {
    path: 'auth',
    element: (
      <RequireLogin>
        {lazyPage(() =>
          import('../../features/strong-auth/components/StrongAuthReturn').then(
            (module) => module.StrongAuthReturn,
          ),
        )}
      </RequireLogin>
    ),
  },
];
