// The home page's AI explainer (#ai-assistant) as an island (components/island.tsx): this file
// is all the home page's own JavaScript carries for it; the explainer loads when the block comes
// into view or is first used.
import { useLingui } from '@lingui/react';
import { island, onViewOrFirstUse } from '../../components/island';
import { LOADING } from '../../components/loading-labels';
import { Skeleton } from '../../components/ui/skeleton';

// The server build renders the block in full (top-level await, server build only); the browser
// build drops this line, so the home chunk holds no explainer code.
const server = import.meta.env.SSR ? (await import('./explainer')).Explainer : undefined;

/**
 * When the explainer's code is fetched: at once for a question in the URL (?ask=, from a shared
 * link or a submit before the script ran); otherwise as every island (on view or first use).
 */
export function askedOrOnViewOrFirstUse(element: HTMLElement, start: () => void): void {
  // 'ask' is ASK_PARAM of explainer.tsx (not imported: that would pull the explainer in here).
  if (new URLSearchParams(window.location.search).has('ask')) start();
  else onViewOrFirstUse(element, start);
}

function ExplainerFallback() {
  const { i18n } = useLingui();
  const text = i18n._(LOADING.explainer);
  return (
    <div
      role="status"
      aria-label={text}
      className="mx-auto mt-10 max-w-4xl space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8"
    >
      <span className="sr-only">{`${text}…`}</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-8 w-3/4" />
    </div>
  );
}

export const ExplainerIsland = island({
  id: 'ai-explainer',
  load: () => import('./explainer').then((m) => m.Explainer),
  ssr: server,
  fallback: <ExplainerFallback />,
  schedule: askedOrOnViewOrFirstUse,
});
