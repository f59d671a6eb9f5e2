import { createElement, lazy, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** Fetches the view's chunk; resolves once a render will no longer suspend. */
  preload(): Promise<void>;
}

/**
 * A view in its own chunk. Before its chunk has arrived it suspends like
 * `React.lazy`; once `preload()` has resolved it renders the loaded component
 * directly. Hydration depends on that: a page the server rendered must not
 * suspend while the browser hydrates it, so the entry preloads the page's
 * views before `hydrateRoot` (and the worker before it renders).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined; // a failed fetch (offline, new deployment) may be retried
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));
  const View = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(View, { preload });
}

/** Pointing at (or tabbing to) an opener starts fetching its dialog's code; a failed fetch is retried on open. */
export function preloadOf(body: { preload: () => Promise<void> }) {
  return () => void body.preload().catch(() => undefined);
}
