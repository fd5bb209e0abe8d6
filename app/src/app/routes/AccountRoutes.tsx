import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from './account-routes';
import { lazyPage } from './lazy-page';

/**
 * The account area's routes and the not-found page, matched below the root's catch-all: their table and
 * what it imports load with the first of them, not with every public page (the landing page's budget).
 */
const routes: RouteObject[] = [
  ...accountRoutes,
  { path: '*', element: lazyPage(async () => (await import('./NotFoundRoute')).NotFoundRoute) },
];

export function AccountRoutes() {
  return useRoutes(routes);
}
