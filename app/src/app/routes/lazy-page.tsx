import { lazy, type ComponentType } from 'react';

/**
 * A route element whose page is loaded on first use. The routes are declared for react-router's
 * declarative mode (`<BrowserRouter>` + `useRoutes`), which is half the size of the data router;
 * navigations run in a transition, so the current page stays until the next one has loaded, and
 * the first load suspends to the nearest `<Suspense>` (RootLayout, AccountLayout).
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}
