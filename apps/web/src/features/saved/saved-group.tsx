import { Trans } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/** One kind of saved item: a heading with the count, the items, or how to save the first one. */
export function SavedGroup({
  heading,
  count,
  empty,
  children,
}: {
  /** The kind with its count: "Bookmarked sections (2)". */
  heading: string;
  count: number;
  /** Shown when the group holds nothing: how to save one. */
  empty: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        >
          {children}
        </ul>
      )}
    </section>
  );
}

/** A Remove button named after what it removes: `label` is "Remove Section 80C". */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" className="size-4" />
      <Trans>Remove</Trans>
    </Button>
  );
}

export const linkClasses =
  'rounded-sm font-semibold text-brand-700 underline underline-offset-2 break-words hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
