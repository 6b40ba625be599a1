// The desktop header's search box as an island: the server renders the form (a plain GET to
// /search), and its code loads on the first pointer, touch, focus or key anywhere on the page,
// never with the page itself. Anywhere, not just on the box: the header stays across
// navigations, and React finishes hydrating it before it shows the next page.
import { island, onFirstUse } from '../island';

const server = import.meta.env.SSR ? (await import('./header-search')).HeaderBarSearch : undefined;

export const HeaderSearchIsland = island({
  id: 'header-search',
  load: () => import('./header-search').then((m) => m.HeaderBarSearch),
  ssr: server,
  fallback: null,
  schedule: onFirstUse,
});
