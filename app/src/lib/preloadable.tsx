import { lazy, type ComponentType, type ReactElement } from 'react';

/** A component that loads its code on first render, and can be asked to load it ahead. */
export interface Preloadable<P extends object> {
  (props: P): ReactElement;
  /** Loads the code; once it has loaded, the component renders at once instead of suspending. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A lazily loaded component whose code can be asked for ahead of rendering (`preload`). Once loaded it
 * renders directly, without suspending: a server-rendered page hydrated after its parts' `preload()` adopts
 * their markup instead of rendering them afresh (docs/decisions/0037-server-rendering.md, 0046).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = ((props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />)) as Preloadable<P>;
  Component.preload = preload;
  return Component;
}
