import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Claim flow, prize shop, cart and the success pages (SPEC §2). */
export const claimShopRoutes: RouteObject[] = [
  {
    path: 'lunastettavat',
    element: lazyPage(() => import('./LotteriesRoute').then((module) => module.LotteriesRoute)),
  },
  {
    path: 'lunastettavat/:slug',
    element: lazyPage(() => import('./ClaimLandingRoute').then((module) => module.ClaimLandingRoute)),
  },
  {
    path: 'lunastettavat/:slug/nettilunastus',
    element: lazyPage(() =>
      import('../../features/claim/components/OnlineRedemptionPage').then(
        (module) => module.OnlineRedemptionPage,
      ),
    ),
  },
  {
    path: 'voittokauppa',
    element: lazyPage(() =>
      import('../../features/shop/components/ShopPage').then((module) => module.ShopPage),
    ),
  },
  {
    path: 'voittokauppa/:id',
    element: lazyPage(() =>
      import('../../features/shop/components/ProductPage').then((module) => module.ProductPage),
    ),
  },
  {
    path: 'ostoskori',
    element: lazyPage(() =>
      import('../../features/cart/components/CartPage').then((module) => module.CartPage),
    ),
  },
  {
    path: 'success',
    element: lazyPage(() =>
      import('../../features/cart/components/OrderSuccessPage').then((module) => module.OrderSuccessPage),
    ),
  },
  {
    path: 'success-redeem',
    element: lazyPage(() =>
      import('../../features/claim/components/ClaimSuccessPages').then((module) => module.RedeemSuccessPage),
    ),
  },
  {
    path: 'success-extra',
    element: lazyPage(() =>
      import('../../features/claim/components/ClaimSuccessPages').then(
        (module) => module.ExtraDrawSuccessPage,
      ),
    ),
  },
];
