import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/** Claim flow, prize shop, cart and the success pages (SPEC §2). */
export const claimShopRoutes: RouteObject[] = [
  {
    path: 'lunastettavat',
    element: lazyPage(async () => (await import('./LotteriesRoute')).LotteriesRoute),
  },
  {
    path: 'lunastettavat/:slug',
    element: lazyPage(async () => (await import('./ClaimLandingRoute')).ClaimLandingRoute),
  },
  {
    path: 'lunastettavat/:slug/nettilunastus',
    element: lazyPage(
      async () => (await import('../../features/claim/components/OnlineRedemptionPage')).OnlineRedemptionPage,
    ),
  },
  {
    path: 'voittokauppa',
    element: lazyPage(async () => (await import('../../features/shop/components/ShopPage')).ShopPage),
  },
  {
    path: 'voittokauppa/:id',
    element: lazyPage(async () => (await import('../../features/shop/components/ProductPage')).ProductPage),
  },
  {
    path: 'ostoskori',
    element: lazyPage(async () => (await import('../../features/cart/components/CartPage')).CartPage),
  },
  {
    path: 'success',
    element: lazyPage(
      async () => (await import('../../features/cart/components/OrderSuccessPage')).OrderSuccessPage,
    ),
  },
  {
    path: 'success-redeem',
    element: lazyPage(
      async () => (await import('../../features/claim/components/ClaimSuccessPages')).RedeemSuccessPage,
    ),
  },
  {
    path: 'success-extra',
    element: lazyPage(
      async () => (await import('../../features/claim/components/ClaimSuccessPages')).ExtraDrawSuccessPage,
    ),
  },
];
