// The home newsletter PDF signup as an island (components/island.tsx): it sits at the foot of the
// page, so its form code loads when the block nears the viewport or is first used, not with the
// page.
import { useLingui } from '@lingui/react';
import { island } from '../../components/island';
import { LOADING } from '../../components/loading-labels';
import { Skeleton } from '../../components/ui/skeleton';

function SignupFallback() {
  const { i18n } = useLingui();
  const text = i18n._(LOADING.signup);
  return (
    <div role="status" aria-label={text} className="mx-auto mt-8 max-w-md">
      <span className="sr-only">{`${text}…`}</span>
      <Skeleton className="h-40" />
    </div>
  );
}

const server = import.meta.env.SSR ? (await import('./home-pdf-signup')).HomePdfSignup : undefined;

export const HomePdfSignupIsland = island({
  id: 'newsletter-signup',
  load: () => import('./home-pdf-signup').then((m) => m.HomePdfSignup),
  ssr: server,
  fallback: <SignupFallback />,
});
