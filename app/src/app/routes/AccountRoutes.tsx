import { useRoutes, type RouteObject } from 'react-router';
import { config } from '../../lib/config';
import { accountRoutes } from './account-routes';
import { lazyPage } from './lazy-page';
import { playableRoutes } from './playable-routes';

/**
 * The account area's routes, the playable-ticket pages and the not-found page, matched below the root's
 * catch-all: their table and what it imports load with the first of them, not with every public page
 * (the landing page's budget).
 */
const routes: RouteObject[] = [
  ...accountRoutes,
  { path: '*', element: lazyPage(() => import('./NotFoundRoute').then((module) => module.NotFoundRoute)) },
];

/** With playable tickets on (the server's setting), their pages too; off, their addresses are not found. */
const withPlayable: RouteObject[] = [...playableRoutes, ...routes];

/** The table matched below the root's catch-all, by the server's playable-tickets setting. */
export function accountRouteTable(playableTicketsEnabled: boolean): RouteObject[] {
  return playableTicketsEnabled ? withPlayable : routes;
}

export function AccountRoutes() {
  return useRoutes(accountRouteTable(config.playableTicketsEnabled));
}
