import { Skeleton } from '../ui/skeleton';

/** Shown while a page's code loads during client navigation (never on the server). */
export function PageFallback() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <span className="sr-only">Loading page…</span>
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
