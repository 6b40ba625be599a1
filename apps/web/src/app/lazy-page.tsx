import { use, type ComponentType } from 'react';

/**
 * A route component loaded as its own chunk. `preload()` is awaited before the
 * server render and before hydration, so the page renders synchronously there
 * (no Suspense fallback, no hydration mismatch); on client navigation it suspends.
 */
export interface LazyPage {
  preload(): Promise<void>;
  Component: ComponentType;
}

/** A promise that carries its state the way React's use() reads it. */
type TrackedPromise = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: void;
  reason?: unknown;
};

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: TrackedPromise | undefined;
  const preload = (): TrackedPromise => {
    if (!pending) {
      const promise: TrackedPromise = load().then((module) => {
        Loaded = module.default;
      });
      promise.status = 'pending';
      promise.then(
        () => {
          promise.status = 'fulfilled';
        },
        (error: unknown) => {
          promise.status = 'rejected';
          promise.reason = error;
        },
      );
      pending = promise;
    }
    return pending;
  };
  function Page() {
    // use() on every render (React requires the retry after a suspension to call
    // it again); once the promise is marked fulfilled it returns without suspending.
    const loading: Promise<void> = preload();
    use(loading);
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  return { preload, Component: Page };
}
