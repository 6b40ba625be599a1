import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Skeleton } from '../../components/ui/skeleton';
import { usePopularSections } from './api/get-popular-sections';
import { CategoryIcon, categoryName, categoryTileClasses } from './category';
import { LANGUAGE_TAG } from '../../i18n/locale';
import { sectionPath } from './section-card';

export const QUICK_ACCESS_LIMIT = 3;

/**
 * The Quick Access body: up to three popular sections as cards ("Section {n}", the category
 * with underscores as spaces, the description, "View Details"), three placeholders while loading.
 */
export function QuickAccess() {
  const { i18n } = useLingui();
  const { data, error, isPending } = usePopularSections();

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={i18n._(msg`Loading popular sections`)}
        className="mt-10 grid gap-5 md:grid-cols-3"
      >
        <span className="sr-only">
          <Trans>Loading popular sections…</Trans>
        </span>
        {Array.from({ length: QUICK_ACCESS_LIMIT }, (_, i) => (
          <div
            key={i}
            data-testid="quick-access-skeleton"
            className="rounded-xl border border-slate-200 bg-white p-6"
          >
            <Skeleton className="size-12" />
            <Skeleton className="mt-4 h-5 w-1/2" />
            <Skeleton className="mt-2 h-4 w-1/3" />
            <Skeleton className="mt-4 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-4/5" />
          </div>
        ))}
      </div>
    );
  }

  const popular = (data ?? []).slice(0, QUICK_ACCESS_LIMIT);
  if (error || popular.length === 0) {
    return (
      <p className="mx-auto mt-8 max-w-xl text-center text-slate-600">
        {error ? `${i18n._(msg`Popular sections could not be loaded just now.`)} ` : ''}
        <Link to="/sections" className="font-semibold text-brand-700 hover:underline">
          <Trans>Browse all tax sections</Trans>
        </Link>
      </p>
    );
  }

  return (
    <ul className="mt-10 grid gap-5 md:grid-cols-3">
      {popular.map((section) => (
        <li
          key={section.sectionNumber}
          lang={section.lang === undefined ? undefined : LANGUAGE_TAG[section.lang]}
          className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
        >
          <span className={categoryTileClasses(section.category, 'size-12')}>
            <CategoryIcon category={section.category} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-slate-900">
            {i18n._(msg`Section ${section.sectionNumber}`)}
          </h3>
          <p className="mt-1 text-sm font-medium text-slate-500 capitalize">
            {i18n.locale === 'hi'
              ? categoryName(section.category, i18n)
              : section.category.replaceAll('_', ' ')}
          </p>
          <p className="mt-3 flex-1 text-slate-600">{section.description}</p>
          <Link
            to={sectionPath(section.sectionNumber)}
            className="mt-5 inline-flex items-center gap-1 self-start rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Trans>
              View Details<span className="sr-only"> of Section {section.sectionNumber}</span>
            </Trans>
            <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
