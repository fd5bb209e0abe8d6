import { Button, Stack } from '@arpa/ui';
import { Component, lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** A component that loads its code on first render, and can be asked to load it ahead. */
export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the code; once it has loaded, the component renders at once instead of suspending. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * Counts the times a boundary has let go of a failure (`LoadBoundary` below). A load that failed is tried
 * again only at the next count: React renders a failed part again at once, and a new load at every render
 * asked the server without end for a chunk a redeploy had removed.
 */
let attempt = 0;

/** The errors of loading a part's code, told apart from errors of rendering it (`PageLoadFailure`). */
const loadFailures = new WeakSet<object>();

/** Whether `error` is a part's code failing to load (a dropped connection, a chunk a redeploy removed). */
export function isLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}

/** Lets the next render of every part whose code failed to load ask for it again. */
export function retryFailedLoads(): void {
  attempt += 1;
}

/**
 * A lazily loaded component whose code can be asked for ahead of rendering (`preload`). Once loaded it
 * renders directly, without suspending: a server-rendered page hydrated after its parts' `preload()` adopts
 * their markup instead of rendering them afresh (docs/decisions/0037-server-rendering.md, 0046).
 *
 * A failed load (a dropped connection, a chunk a redeploy removed) reaches the nearest error boundary, and
 * is not kept past `retryFailedLoads()`, where React's `lazy` alone would repeat it for as long as the tab
 * lives (docs/decisions/0057-failed-page-loads.md).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let failedAt: number | undefined;
  const preload = () => {
    if (loading) return loading;
    const startedAt = attempt;
    failedAt = undefined;
    loading = load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        failedAt = startedAt;
        if (typeof error === 'object' && error !== null) loadFailures.add(error);
        throw error;
      },
    );
    return loading;
  };
  const lazyLoaded = () => lazy(async () => ({ default: await preload() }));
  let Lazy = lazyLoaded();
  const Component = ((props: P) => {
    if (Loaded) return <Loaded {...props} />;
    // Failed before the last retry: a new `lazy`, whose first render loads again.
    if (failedAt !== undefined && failedAt < attempt) {
      failedAt = undefined;
      Lazy = lazyLoaded();
    }
    return <Lazy {...props} />;
  }) as Preloadable<P>;
  Component.preload = preload;
  return Component;
}

interface LoadBoundaryProps {
  /**
   * What stands in for the part that failed, or a function of the error giving it: `null` for a part the
   * page can do without.
   */
  fallback: ReactNode | ((error: unknown) => ReactNode);
  /** When this changes (the address, for a page), the part is tried again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface LoadBoundaryState {
  /** The `resetKey` of the last render. */
  key: unknown;
  failed: boolean;
  error?: unknown;
}

/**
 * Keeps a failure of one part from blanking the whole site. A page's code is a chunk of its own, loaded
 * when the page is first opened; after a redeploy an open tab asks for chunks that no longer exist, and on
 * a dropped connection the request fails. Without a boundary React unmounted everything, header and
 * footer included, and left an empty white page (docs/decisions/0057-failed-page-loads.md).
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { key: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<LoadBoundaryState> {
    return { failed: true, error };
  }

  /** A failure belongs to the address it happened at: moving on renders the next page afresh. */
  static getDerivedStateFromProps(props: LoadBoundaryProps, state: LoadBoundaryState) {
    if (Object.is(props.resetKey, state.key)) return null;
    // What failed to load is asked for again when it is next rendered.
    if (state.failed) retryFailedLoads();
    return { key: props.resetKey, failed: false, error: undefined };
  }

  // React reports the caught error itself (the console, or the root's `onCaughtError`).
  override render() {
    const { fallback, children } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}

export const pageLoadFailureTexts = {
  title: 'Sivun lataus epäonnistui',
  body: 'Yhteys katkesi tai palvelu on juuri päivitetty. Lataa sivu uudelleen.',
  reload: 'Lataa sivu uudelleen',
  /** A page whose code loaded but failed while showing: no connection or update to blame. */
  renderTitle: 'Sivun näyttäminen epäonnistui',
  renderBody:
    'Sivulla tapahtui odottamaton virhe. Lataa sivu uudelleen. Jos virhe toistuu, ota yhteyttä asiakaspalveluun.',
} as const;

/**
 * The page's place when it failed: what happened and what to do, with the header and footer still there.
 * A page whose code could not be loaded says so; one that failed while showing says that instead. Reloading
 * fetches the current version of the site.
 */
export function PageLoadFailure({
  error,
  reload = () => window.location.reload(),
}: {
  /** What the boundary caught; without it, the page's code is taken to have failed to load. */
  error?: unknown;
  reload?: () => void;
}) {
  const loadFailed = error === undefined || isLoadFailure(error);
  return (
    <div role="alert">
      <Stack space="medium">
        <h1>{loadFailed ? pageLoadFailureTexts.title : pageLoadFailureTexts.renderTitle}</h1>
        <p>{loadFailed ? pageLoadFailureTexts.body : pageLoadFailureTexts.renderBody}</p>
        <div>
          <Button onClick={reload}>{pageLoadFailureTexts.reload}</Button>
        </div>
      </Stack>
    </div>
  );
}
