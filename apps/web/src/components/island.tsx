import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import {
  Suspense,
  createElement,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Skeleton } from './ui/skeleton';

type Loaded = ComponentType;

export interface IslandOptions {
  /** Names the island; its wrapper carries it as data-island. */
  id: string;
  /** The island's component, loaded as its own chunk. */
  load: () => Promise<Loaded>;
  /** The same component, present only in the server build, which renders it in full. */
  ssr: Loaded | undefined;
  /** Shown while the code loads when there is no server HTML to keep (a client navigation). */
  fallback: ReactNode;
  /**
   * When to fetch the code of an island the server rendered (its HTML stays on screen and its
   * links work until then). Default: onViewOrFirstUse.
   */
  schedule?: (element: HTMLElement, start: () => void) => void;
}

const USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Starts on the first pointer, touch, focus or key inside the block, not before. Listened for on
 * the document in the capture phase: React stops the propagation of events aimed at a block it
 * has not hydrated yet at its root element, before they reach the block itself. Returns a cancel.
 */
export function onFirstUse(element: HTMLElement, start: () => void): () => void {
  const cancel = () => {
    for (const type of USE_EVENTS) document.removeEventListener(type, onUse, true);
  };
  const onUse = (event: Event) => {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    cancel();
    start();
  };
  for (const type of USE_EVENTS) {
    document.addEventListener(type, onUse, { capture: true, passive: true });
  }
  return cancel;
}

/**
 * The default schedule: when the block is about to scroll into view, or on its first use,
 * whichever comes first. Never on idle: a visitor who stays at the top of the page downloads
 * none of the blocks below it (the home page's first JavaScript has a budget).
 */
export function onViewOrFirstUse(element: HTMLElement, start: () => void): void {
  if (typeof IntersectionObserver !== 'function') {
    start();
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    cancelUse();
    observer.disconnect();
    start();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) go();
    },
    { rootMargin: '400px 0px' },
  );
  const cancelUse = onFirstUse(element, go);
  observer.observe(element);
}

const noSubscription = () => () => {};

function LoadFailed() {
  return (
    <p role="alert" className="mt-8 text-center text-slate-600">
      This part of the page could not be loaded. Check your connection and reload the page.
    </p>
  );
}

/**
 * A block whose code is not part of the page's first JavaScript (the home page must stay
 * small). Three ways it renders, decided once per mount:
 *  - server: in full (the server build passes the component itself);
 *  - hydrate: over the server's HTML, suspended until its code arrives, so React keeps that
 *    HTML on screen and hydrates the block later;
 *  - client (a client navigation, or a test): the fallback, then the block once loaded.
 */
export function island(options: IslandOptions): ComponentType {
  let loaded: Loaded | undefined;
  const load = () =>
    options.load().then(
      (component) => {
        loaded = component;
        return component;
      },
      // A chunk that failed (offline, a new deployment): say so; a reload tries again.
      (): Loaded => LoadFailed,
    );
  let pending: Promise<Loaded> | undefined;
  // Called from render: creates the load once; every later render waits on the same promise.
  const whenStarted = (element: HTMLElement | null): Promise<Loaded> => {
    if (!pending) {
      let start: () => void = () => {};
      pending = new Promise<void>((resolve) => {
        start = resolve;
      }).then(load);
      if (element && window.location.hash !== `#${element.id}`) {
        (options.schedule ?? onViewOrFirstUse)(element, start);
      } else {
        start();
      }
    }
    return pending;
  };

  function Hydrating() {
    const element = document.querySelector<HTMLElement>(`[data-island="${options.id}"]`);
    return createElement(use(whenStarted(element?.closest<HTMLElement>('[id]') ?? element)));
  }

  function ClientRendered() {
    // True on the server and while hydrating: render what the server did (the fallback).
    const early = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const [component, setComponent] = useState<Loaded | undefined>(() =>
      early ? undefined : loaded,
    );
    useEffect(() => {
      // Already loaded and shown by the first render (the header's island, mounted again in a
      // later test or app): no import or state update to wait for.
      if (loaded) return;
      let live = true;
      void load().then((next) => {
        if (live) setComponent(() => next);
      });
      return () => {
        live = false;
      };
    }, []);
    return component ? createElement(component) : options.fallback;
  }

  function Island() {
    const [mode] = useState<'server' | 'hydrate' | 'client'>(() => {
      if (options.ssr) return 'server';
      const element = document.querySelector(`[data-island="${options.id}"]`);
      return element?.hasAttribute('data-server-rendered') ? 'hydrate' : 'client';
    });
    return (
      <div data-island={options.id} data-server-rendered={mode === 'client' ? undefined : ''}>
        {mode === 'client' ? (
          <ClientRendered />
        ) : (
          <Suspense fallback={options.fallback}>
            {options.ssr ? createElement(options.ssr) : <Hydrating />}
          </Suspense>
        )}
      </div>
    );
  }
  Island.displayName = `Island(${options.id})`;
  return Island;
}

/** A plain placeholder grid for an island whose code is still loading. */
export function IslandFallback({ label, cards }: { label: MessageDescriptor; cards: number }) {
  const { i18n } = useLingui();
  const text = i18n._(label);
  return (
    <div role="status" aria-label={text} className="mt-10 grid gap-5 md:grid-cols-3">
      <span className="sr-only">{`${text}…`}</span>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} className="h-48" />
      ))}
    </div>
  );
}
