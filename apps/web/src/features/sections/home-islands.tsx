// The sections' home blocks as islands: this file is all the home page's own JavaScript carries
// for them; their code (cards, filters, category icons) loads when the block nears the viewport
// or is first used (components/island.tsx).
import { LOADING } from '../../components/loading-labels';
import { IslandFallback, island, onFirstUse } from '../../components/island';

// The server build renders the blocks in full: it awaits their modules here (top-level await,
// server build only). The browser build drops this line.
const server = import.meta.env.SSR
  ? {
      QuickAccess: (await import('./quick-access')).QuickAccess,
      HomeSectionsBrowser: (await import('./home-sections')).HomeSectionsBrowser,
    }
  : undefined;

export const QuickAccessIsland = island({
  id: 'quick-access',
  load: () => import('./quick-access').then((m) => m.QuickAccess),
  ssr: server?.QuickAccess,
  fallback: <IslandFallback label={LOADING.popularSections} cards={3} />,
  // Links only: the server's HTML works as it is, so its code waits for a visitor's first touch
  // (it sits at the fold, where loading on view would put it in the page's first JavaScript).
  schedule: onFirstUse,
});

export const SectionsBrowserIsland = island({
  id: 'sections',
  load: () => import('./home-sections').then((m) => m.HomeSectionsBrowser),
  ssr: server?.HomeSectionsBrowser,
  fallback: <IslandFallback label={LOADING.sections} cards={6} />,
});
