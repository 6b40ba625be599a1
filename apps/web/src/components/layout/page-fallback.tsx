import { useLingui } from '@lingui/react';
import { LOADING } from '../loading-labels';
import { Skeleton } from '../ui/skeleton';

/** Shown while a page's code loads during client navigation (never on the server). */
export function PageFallback() {
  const { i18n } = useLingui();
  const text = i18n._(LOADING.page);
  return (
    <div role="status" aria-label={text} className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <span className="sr-only">{`${text}…`}</span>
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    </div>
  );
}
