import type { RouteObject } from 'react-router';

/** Claim flow, prize shop, cart and the success pages (SPEC §2). */
export const claimShopRoutes: RouteObject[] = [
  {
    path: 'lunastettavat',
    lazy: async () => ({
      Component: (await import('../../features/claim/components/LotteriesPage')).LotteriesPage,
    }),
  },
  {
    path: 'lunastettavat/:slug',
    lazy: async () => ({
      Component: (await import('../../features/claim/components/ClaimLandingPage')).ClaimLandingPage,
    }),
  },
  {
    path: 'lunastettavat/:slug/nettilunastus',
    lazy: async () => ({
      Component: (await import('../../features/claim/components/OnlineRedemptionPage')).OnlineRedemptionPage,
    }),
  },
  {
    path: 'voittokauppa',
    lazy: async () => ({ Component: (await import('../../features/shop/components/ShopPage')).ShopPage }),
  },
  {
    path: 'voittokauppa/:id',
    lazy: async () => ({
      Component: (await import('../../features/shop/components/ProductPage')).ProductPage,
    }),
  },
  {
    path: 'ostoskori',
    lazy: async () => ({ Component: (await import('../../features/cart/components/CartPage')).CartPage }),
  },
  {
    path: 'success',
    lazy: async () => ({
      Component: (await import('../../features/cart/components/OrderSuccessPage')).OrderSuccessPage,
    }),
  },
  {
    path: 'success-redeem',
    lazy: async () => ({
      Component: (await import('../../features/claim/components/ClaimSuccessPages')).RedeemSuccessPage,
    }),
  },
  {
    path: 'success-extra',
    lazy: async () => ({
      Component: (await import('../../features/claim/components/ClaimSuccessPages')).ExtraDrawSuccessPage,
    }),
  },
];
