import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { localizedPath, type Locale } from '../../i18n/locale';
import { httpStatusOf } from '../../lib/http-error';
import { PRESERVE_SCROLL } from '../../lib/use-navigation-scroll';
import { useSections } from './api/get-sections';
import { SectionsBrowser } from './sections-browser';

const DESCRIPTION = msg`Browse and search the key sections of the Income Tax Act: deductions, exemptions, capital gains, TDS and penalties, explained simply.`;

/**
 * /sections: the whole list. The category lives in the address (?category=tds), so a filtered
 * list can be shared and is rendered on the server; the search box starts from ?q= and then
 * filters as you type.
 */
export default function SectionsPage() {
  const [params, setParams] = useSearchParams();
  const site = useSiteConfig();
  const { i18n } = useLingui();
  const url = (path: string) => `${site.siteUrl}${localizedPath(path, i18n.locale as Locale)}`;
  // As given: an unknown category gets the API's 400, which the list explains.
  const category = params.get('category') || null;
  const [query, setQuery] = useState(params.get('q') ?? '');
  const { error } = useSections(category);

  const setCategory = (next: string | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('category', next);
    else updated.delete('category');
    updated.delete('q');
    if (query) updated.set('q', query);
    setParams(updated, { replace: true, state: PRESERVE_SCROLL });
  };

  return (
    <>
      <Head
        title={i18n._(msg`Income Tax Act Sections`)}
        description={i18n._(DESCRIPTION)}
        path="/sections"
        keywords={[
          'Income Tax Act sections',
          'section 80C',
          'deductions',
          'TDS sections',
          'capital gains',
        ]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: i18n._(msg`Home`), item: url('/') },
              {
                '@type': 'ListItem',
                position: 2,
                name: i18n._(msg`Tax Sections`),
                item: url('/sections'),
              },
            ],
          },
        ]}
        {...(error ? { status: httpStatusOf(error) === 400 ? 404 : 503, noindex: true } : {})}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Tax Sections</Trans>
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          <Trans>
            The sections of the Income Tax Act that matter most to individual taxpayers, each
            explained in plain language with limits, worked examples and its number in the
            Income-tax Act 2025 where we have verified it.
          </Trans>
        </p>
        <div className="mt-8">
          <SectionsBrowser
            category={category}
            onCategoryChange={setCategory}
            query={query}
            onQueryChange={setQuery}
            cardHeadingLevel="h2"
          />
        </div>
      </div>
    </>
  );
}
