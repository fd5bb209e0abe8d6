import type { ComponentType } from 'react';
import { preloadable, type Preloadable } from '../../lib/preloadable';

/** A page component that loads its code on first use, and can be asked to load it ahead. */
export type LazyPage = Preloadable<object>;

/**
 * A route element whose page is loaded on first use. The routes are declared for react-router's
 * declarative mode (`<BrowserRouter>` + `useRoutes`), which is half the size of the data router;
 * navigations run in a transition, so the current page stays until the next one has loaded, and
 * the first load suspends to the nearest `<Suspense>` (RootLayout, AccountLayout).
 *
 * A server-rendered page is hydrated only after its own page has loaded (`preloadRoute`), so hydration
 * never suspends on it: the server's HTML is adopted as it is and nothing on screen moves.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page: LazyPage = preloadable<object>(load);
  return <Page />;
}
