import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Skeleton } from '../../components/ui/skeleton';
import { ChevronDownIcon } from '../../components/ui/icons';
import { cn } from '../../lib/cn';
import { useNavigationEntry } from '../../lib/navigation';
import { LANGUAGE_TAG } from '../../i18n/locale';
import { useFaqs } from './api/get-faqs';

const ALL = 'All';

// The FAQ's categories are data (the API's English names); their labels are messages.
const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  [ALL]: msg`All`,
  'General Tax': msg`General Tax`,
  Deductions: msg`Deductions`,
  TDS: msg`TDS`,
  'Capital Gains': msg`Capital Gains`,
  'Advance Tax': msg`Advance Tax`,
  'ITR Filing': msg`ITR Filing`,
};

function categoryLabel(i18n: I18n, category: string): string {
  const label = CATEGORY_LABELS[category];
  return label ? i18n._(label) : category;
}

/**
 * The FAQ: a category filter over the six categories, one item open at a time (opening
 * another closes it; clicking the open one collapses it), and "No FAQs found in this category."
 * On the FAQ page (`anchors`), each item has its id as anchor and /faq#<id> opens it.
 */
export function FaqAccordion({
  anchors = false,
  headingLevel: Heading = 'h3',
}: {
  anchors?: boolean;
  /** h2 on /faq (under the page's h1), h3 in the home block. */
  headingLevel?: 'h2' | 'h3';
}) {
  const { i18n } = useLingui();
  const { data, error, isPending, refetch } = useFaqs();
  const [category, setCategory] = useState(ALL);
  const [openId, setOpenId] = useState<string | null>(null);
  const { hash } = useNavigationEntry();
  const baseId = useId();

  // /faq#<id> (from site search) opens that item once the page is in the browser (the server
  // never sees the fragment), in the next frame, after hydration.
  useEffect(() => {
    if (!anchors || !data) return;
    const id = decodeURIComponent(hash.slice(1));
    if (!data.items.some((item) => item.id === id)) return;
    const frame = requestAnimationFrame(() => {
      setCategory(ALL);
      setOpenId(id);
    });
    return () => cancelAnimationFrame(frame);
  }, [anchors, data, hash]);

  if (isPending) {
    return (
      <div role="status" aria-label={i18n._(msg`Loading questions`)} className="mt-8 space-y-3">
        <span className="sr-only">
          <Trans>Loading questions…</Trans>
        </span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="mt-8 rounded-lg border border-red-200 bg-red-50 p-5 text-red-800"
      >
        <p className="font-semibold">
          <Trans>Failed to fetch FAQs</Trans>
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-red-100"
        >
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  const items = category === ALL ? data.items : data.items.filter((i) => i.category === category);
  return (
    <div className="mt-8">
      <div
        role="group"
        aria-label={i18n._(msg`Filter questions by category`)}
        className="flex flex-wrap justify-center gap-2"
      >
        {[ALL, ...data.categories].map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === category}
            onClick={() => {
              setCategory(c);
              setOpenId(null);
            }}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              c === category
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {categoryLabel(i18n, c)}
          </button>
        ))}
      </div>
      {items.length === 0 ? (
        <p className="mt-8 text-center text-slate-600">
          <Trans>No FAQs found in this category.</Trans>
        </p>
      ) : (
        <ul className="mx-auto mt-8 max-w-3xl space-y-3">
          {items.map((item) => {
            const open = item.id === openId;
            const panelId = `${baseId}-${item.id}-answer`;
            const buttonId = `${baseId}-${item.id}-question`;
            return (
              <li
                key={item.id}
                id={anchors ? item.id : undefined}
                // Marks the text's language where it differs from the page's (a Hindi page's item
                // not yet translated, or a Hindi item on a page shown in English).
                lang={item.lang === undefined ? undefined : LANGUAGE_TAG[item.lang]}
                className="scroll-mt-24 rounded-xl border border-slate-200 bg-white"
              >
                <Heading className="text-base">
                  <button
                    id={buttonId}
                    type="button"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => setOpenId(open ? null : item.id)}
                    className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span>{item.question}</span>
                    <ChevronDownIcon
                      className={cn(
                        'size-5 shrink-0 text-slate-500 transition-transform',
                        open && 'rotate-180',
                      )}
                    />
                  </button>
                </Heading>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!open}
                  className="px-5 pb-5 text-slate-700"
                >
                  <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                    {categoryLabel(i18n, item.category)}
                  </p>
                  <p className="mt-2 leading-7">{item.answer}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
