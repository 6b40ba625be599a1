import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { SectionPageLink } from '@taxguide/contracts/act-map';
import { Link, Redirect, useParams } from 'wouter';
import { Head } from '../../app/head';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useCatalog } from '../../i18n/i18n';
import { LANGUAGE_TAG } from '../../i18n/locale';
import { httpStatusOf } from '../../lib/http-error';
import { ActMapTable } from './act-map-table';
import { useActMapEntry } from './api/get-act-map';

function PageLinks({ pages }: { pages: SectionPageLink[] }) {
  const { i18n } = useLingui();
  // The pages' titles come in English from the map.
  const dataLang = i18n.locale === 'en' ? undefined : LANGUAGE_TAG.en;
  return (
    <ul className="mt-3 grid gap-3 sm:grid-cols-2">
      {pages.map((page) => (
        <PageLink key={page.sectionNumber} page={page} dataLang={dataLang} />
      ))}
    </ul>
  );
}

function PageLink({ page, dataLang }: { page: SectionPageLink; dataLang: string | undefined }) {
  const { sectionNumber, title, act2025Section } = page;
  return (
    <li>
      <Link
        to={page.url}
        className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span className="block font-semibold text-slate-900">
          <Trans>
            Section {sectionNumber}: <span lang={dataLang}>{title}</span>
          </Trans>
        </span>
        {act2025Section && (
          <span className="mt-1 block text-sm text-slate-600">
            <Trans>Income-tax Act 2025: section {act2025Section}</Trans>
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * /section/{n}?act=2025: a number read in the Income-tax Act 2025. The server answers a
 * section we have a page for with a 301 to that page (apps/api act-map section-redirect);
 * in the browser the same happens here. A section we have no page for shows its map row and
 * our nearest pages, with status 404 so the address is not indexed as a page of its own.
 */
export default function Act2025SectionPage() {
  // Its route (/section/{n}) loads the section page's messages; these load here, and only when a
  // number is read in the 2025 Act.
  useCatalog('more');
  const { i18n } = useLingui();
  const { sectionNumber = '' } = useParams();
  const { data, error, isPending } = useActMapEntry('2025', sectionNumber);
  const path = `/section/${sectionNumber}`;
  if (isPending) {
    return (
      <div
        role="status"
        aria-label={i18n._(msg`Loading section`)}
        className="mx-auto max-w-5xl px-4 py-10"
      >
        <span className="sr-only">
          <Trans>Loading section…</Trans>
        </span>
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="mt-6 h-24 w-full" />
      </div>
    );
  }
  const firstPage = data?.pages[0];
  if (firstPage) return <Redirect to={firstPage.url} replace />;
  const unknown = !data;
  const heading = i18n._(
    unknown
      ? msg`The Income-tax Act 2025 has no section ${sectionNumber}`
      : msg`Section ${sectionNumber} of the Income-tax Act 2025`,
  );
  return (
    <>
      <Head
        title={heading}
        description={i18n._(
          msg`Section ${sectionNumber} of the Income-tax Act 2025, the Income-tax Act 1961 section it replaces, and our nearest pages.`,
        )}
        path={path}
        noindex
        status={error && httpStatusOf(error) !== 404 && httpStatusOf(error) !== 400 ? 503 : 404}
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
        {data ? (
          <>
            <p className="mt-3 text-lg text-slate-600">
              <Trans>
                We have no page for this section yet. Here is where it stands in the map, and the
                nearest sections we explain.
              </Trans>
            </p>
            <ActMapTable
              rows={data.rows}
              label={i18n._(msg`Section ${sectionNumber} in the map`)}
            />
            {data.nearest.length > 0 && (
              <section aria-labelledby="nearest" className="mt-8">
                <h2 id="nearest" className="text-xl font-bold text-slate-900">
                  <Trans>Nearest pages</Trans>
                </h2>
                <PageLinks pages={data.nearest} />
              </section>
            )}
          </>
        ) : (
          <p className="mt-3 text-lg text-slate-600">
            <Trans>
              Check the number in the section finder, which lists every section of both Acts.
            </Trans>
          </p>
        )}
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={`/act-2025?q=${encodeURIComponent(sectionNumber)}`} className={buttonClasses()}>
            <Trans>Open the section finder</Trans>
          </Link>
          <Link to="/sections" className={buttonClasses({ variant: 'outline' })}>
            <Trans>Browse all sections</Trans>
          </Link>
        </div>
      </div>
    </>
  );
}
