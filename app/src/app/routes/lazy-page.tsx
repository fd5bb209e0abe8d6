import { lazy, type ComponentType, type ReactElement } from 'react';

/** A page component that loads its code on first use, and can be asked to load it ahead. */
export interface LazyPage {
  (): ReactElement;
  /** Loads the page's code; once it has loaded, the page renders at once instead of suspending. */
  preload: () => Promise<unknown>;
}

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
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await start() }));
  const Page: LazyPage = () => (Loaded ? <Loaded /> : <Lazy />);
  Page.preload = start;
  return <Page />;
}
