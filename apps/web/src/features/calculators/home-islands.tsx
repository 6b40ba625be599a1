// The two calculator blocks of the home page, as islands (components/island.tsx): this file is
// all the home page's own JavaScript carries for them; the calculators load on first use.
import { LOADING } from '../../components/loading-labels';
import { IslandFallback, island, onFirstUse } from '../../components/island';

// The server build renders the blocks in full: it awaits their module here (top-level await,
// server build only). The browser build drops this line, so its home chunk holds no calculator.
const server = import.meta.env.SSR ? await import('./home-calculators') : undefined;

/**
 * When the calculators' code is fetched: at once when the URL carries a result to restore (a
 * shared link, or the plain form submit of a visitor whose script had not run); otherwise on the
 * first use of the block, not before (they are not needed to read the page).
 */
function restoredOrOnFirstUse(prefixes: readonly string[]) {
  return (element: HTMLElement, start: () => void) => {
    const keys = [...new URLSearchParams(window.location.search).keys()];
    if (keys.some((key) => prefixes.some((p) => key.startsWith(`${p}.`)))) start();
    else onFirstUse(element, start);
  };
}

export const MainCalculatorsIsland = island({
  id: 'calculators',
  load: () => import('./home-calculators').then((m) => m.MainCalculators),
  ssr: server?.MainCalculators,
  fallback: <IslandFallback label={LOADING.calculators} cards={2} />,
  schedule: restoredOrOnFirstUse(['tax', 'advance']),
});

export const SpecialisedCalculatorsIsland = island({
  id: 'specialised-calculators',
  load: () => import('./home-calculators').then((m) => m.SpecialisedCalculators),
  ssr: server?.SpecialisedCalculators,
  fallback: <IslandFallback label={LOADING.calculators} cards={3} />,
  schedule: restoredOrOnFirstUse(['hra', 'cg', 'presumptive']),
});
