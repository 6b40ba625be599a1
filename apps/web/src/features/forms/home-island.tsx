// The home newsletter PDF signup as an island (components/island.tsx): it sits at the foot of the
// page, so its form code loads when the block nears the viewport or is first used, not with the
// page.
import { island } from '../../components/island';
import { Skeleton } from '../../components/ui/skeleton';

const server = import.meta.env.SSR ? (await import('./home-pdf-signup')).HomePdfSignup : undefined;

export const HomePdfSignupIsland = island({
  id: 'newsletter-signup',
  load: () => import('./home-pdf-signup').then((m) => m.HomePdfSignup),
  ssr: server,
  fallback: (
    <div role="status" aria-label="Loading the signup form" className="mx-auto mt-8 max-w-md">
      <span className="sr-only">Loading the signup form…</span>
      <Skeleton className="h-40" />
    </div>
  ),
});
