import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { NOT_YET_IN_HINDI } from '@taxguide/content/i18n/localize';
import type { SectionDetail } from '@taxguide/contracts/content';
import {
  Bookmark,
  BookmarkCheck,
  Calculator,
  ExternalLink,
  Printer,
  Share2,
  Sparkles,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useParams } from 'wouter';
import { Head } from '../../app/head';
import { useSiteConfig, type SiteConfig } from '../../app/site-config';
import { assistantAskUrl } from '../../lib/ask-link';
import { LANGUAGE_TAG, localizedPath, type Locale } from '../../i18n/locale';
import { Markdown } from '../../components/markdown';
import { LawAsOnDate, LastReviewedDate } from '../../components/review-dates';
import { Button, buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { httpStatusOf } from '../../lib/http-error';
import { shareOrCopy } from '../../lib/share';
import { useNavigationEntry } from '../../lib/navigation';
import { useSection } from './api/get-section';
import { useRecordSectionView } from './api/record-section-view';
import { useBookmark } from '../../lib/bookmarks';
import { CategoryIcon, categoryBadgeClasses, categoryName, categoryTileClasses } from './category';
import { act2025Name, formatViews, sectionLabel, sectionPath } from './section-card';

const TABS = [
  { value: 'summary', label: msg`Summary` },
  { value: 'full-text', label: msg`Full Text` },
  { value: 'examples', label: msg`Examples` },
  { value: 'related', label: msg`Related` },
] as const;

function breadcrumbJsonLd(site: SiteConfig, sectionNumber: string, i18n: I18n) {
  const locale = i18n.locale as Locale;
  const url = (path: string) => `${site.siteUrl}${localizedPath(path, locale)}`;
  return {
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
      {
        '@type': 'ListItem',
        position: 3,
        name: i18n._(msg`Section ${sectionNumber}`),
        item: url(sectionPath(sectionNumber)),
      },
    ],
  };
}

function Breadcrumb({ current }: { current: string }) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={i18n._(msg`Breadcrumb`)} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-slate-900 hover:underline">
            <Trans>Home</Trans>
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/sections" className="hover:text-slate-900 hover:underline">
            <Trans>Tax Sections</Trans>
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}

function SummaryPanel({ section }: { section: SectionDetail }) {
  return (
    <div className="space-y-6">
      <p className="text-lg leading-8 text-slate-700">{section.summary}</p>
      {section.keyLimits.length > 0 && (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-5">
          <h3 className="font-semibold text-slate-900">
            <Trans>Key limits and conditions</Trans>
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {section.keyLimits.map((limit) => (
              <li key={limit}>{limit}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function ExamplesPanel({ section }: { section: SectionDetail }) {
  const { i18n } = useLingui();
  if (section.examples.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No worked examples for this section yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="space-y-5">
      {section.examples.map((example, i) => (
        <li key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">
            {i18n._(msg`Example ${i + 1}: ${example.title}`)}
          </h3>
          {example.text.split(/\n{2,}/).map((paragraph, j) => (
            <p key={j} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </li>
      ))}
      <li className="text-sm text-slate-500">
        <Trans>Figures are computed by our tax engine for the year stated in each example.</Trans>
      </li>
    </ol>
  );
}

function RelatedPanel({ section }: { section: SectionDetail }) {
  const { i18n } = useLingui();
  if (section.related.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No related sections listed.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {section.related.map((related) => (
        <li key={related.sectionNumber}>
          <Link
            to={sectionPath(related.sectionNumber)}
            className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className={categoryTileClasses(related.category)}>
              <CategoryIcon category={related.category} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">
                {i18n._(msg`Section ${related.sectionNumber}: ${related.title}`)}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{related.description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The facts box's two numbers, the one that leads the heading first: the 2025 Act's for tax year
 * 2026-27 where it is verified, else the 1961 Act's (and the 2025 number marked as not verified).
 */
function actNumbers(section: SectionDetail, i18n: I18n): { act: string; value: string }[] {
  const { sectionNumber } = section;
  const act1961 = {
    act: i18n._(msg`Income-tax Act 1961 (to FY 2025-26)`),
    value: i18n._(msg`Section ${sectionNumber}`),
  };
  if (section.act2025Section) {
    return [
      {
        act: i18n._(msg`Income-tax Act 2025 (tax year 2026-27)`),
        value: act2025Name(section.act2025Section, i18n),
      },
      act1961,
    ];
  }
  return [act1961, { act: i18n._(msg`Income-tax Act 2025`), value: i18n._(msg`Not yet verified`) }];
}

function SectionView({ section }: { section: SectionDetail }) {
  const site = useSiteConfig();
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // A Hindi page of a section with no Hindi yet: its text is English (marked), not offered as Hindi.
  const englishOnHindiPage = locale === 'hi' && section.lang !== 'hi';
  const textLang = englishOnHindiPage ? LANGUAGE_TAG.en : undefined;
  const { sectionNumber } = section;
  const [bookmarked, toggleBookmark] = useBookmark(section.sectionNumber);
  // While printing, every tab's content is laid out one after another (Download PDF).
  const [printing, setPrinting] = useState(false);
  const path = sectionPath(section.sectionNumber);
  const label = sectionLabel(section, i18n);
  const { title } = section;
  const heading = `${label}: ${title}`;
  // Search titles keep both numbers, the 1961 one first as people search for it.
  const act2025 = section.act2025Section ? act2025Name(section.act2025Section, i18n) : undefined;
  const headTitle = act2025
    ? i18n._(msg`Section ${sectionNumber} (Income-tax Act 2025: ${act2025}): ${title}`)
    : heading;

  useEffect(() => {
    const before = () => setPrinting(true);
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const onPrint = () => {
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };

  const onShare = async () => {
    // The address the visitor is on, not SITE_URL: a preview or local copy shares itself.
    const address = `${window.location.origin}${localizedPath(path, locale)}`;
    const { siteName } = site;
    const outcome = await shareOrCopy({
      title: i18n._(msg`Section ${sectionNumber} | ${siteName}`),
      text: section.description,
      url: address,
    });
    if (outcome === 'copied') {
      toast({
        title: i18n._(msg`Link copied`),
        description: i18n._(msg`The link to Section ${sectionNumber} is on your clipboard.`),
      });
    } else if (outcome === 'failed') {
      toast({
        title: i18n._(msg`Could not share`),
        description: i18n._(msg`Copy this address: ${address}`),
        variant: 'destructive',
      });
    }
  };

  const onBookmark = () => {
    if (!toggleBookmark()) {
      toast({
        title: i18n._(msg`Bookmark not saved`),
        description: i18n._(msg`Your browser does not allow saving here.`),
        variant: 'destructive',
      });
    }
  };

  const panels = {
    summary: <SummaryPanel section={section} />,
    // The full text is English on a Hindi page until it is translated: said so, and marked.
    'full-text':
      locale === 'hi' ? (
        <div>
          <p role="note" className="mb-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {NOT_YET_IN_HINDI}
          </p>
          <div lang={LANGUAGE_TAG.en}>
            <Markdown>{section.fullText}</Markdown>
          </div>
        </div>
      ) : (
        <Markdown>{section.fullText}</Markdown>
      ),
    examples: <ExamplesPanel section={section} />,
    related: <RelatedPanel section={section} />,
  };

  return (
    <>
      <Head
        title={headTitle}
        description={section.description}
        path={path}
        type="article"
        keywords={[
          `section ${section.sectionNumber}`,
          ...(section.act2025Section
            ? [`${act2025Name(section.act2025Section).toLowerCase()} Income-tax Act 2025`]
            : []),
          categoryName(section.category),
          'Income Tax Act',
        ]}
        jsonLd={[breadcrumbJsonLd(site, section.sectionNumber, i18n)]}
        {...(englishOnHindiPage ? { hindi: false } : {})}
      />
      {englishOnHindiPage && (
        <p
          role="note"
          className="mx-auto mt-4 max-w-5xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {NOT_YET_IN_HINDI}
        </p>
      )}
      <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14" lang={textLang}>
        <Breadcrumb current={label} />
        <header className="mt-6 flex gap-4">
          <span className={categoryTileClasses(section.category, 'size-14')}>
            <CategoryIcon category={section.category} className="size-7" />
          </span>
          <div>
            <span className={categoryBadgeClasses(section.category)}>
              {categoryName(section.category, i18n)}
            </span>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {heading}
            </h1>
            <p className="mt-3 text-lg text-slate-600">{section.description}</p>
          </div>
        </header>

        <dl
          data-section-facts=""
          className="mt-6 grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-3"
        >
          {actNumbers(section, i18n).map(({ act, value }) => (
            <div key={act}>
              <dt className="text-slate-500">{act}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-slate-500">
              <Trans>Law as on</Trans>
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              <LawAsOnDate />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Last reviewed</Trans>
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              <LastReviewedDate date={section.lastReviewed} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">
              <Trans>Readers</Trans>
            </dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              {formatViews(section.views, i18n)}
            </dd>
          </div>
        </dl>
        <p
          role="note"
          aria-label={i18n._(msg`About this page`)}
          className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Trans>
            This page is a plain-language summary, not the Act text. For the legal wording, read the{' '}
            <a
              href={section.sourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold underline underline-offset-2"
            >
              official source
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </Trans>
        </p>

        <div className="no-print mt-6 flex flex-wrap gap-2">
          <Link to="/#calculators" className={buttonClasses({ size: 'sm' })}>
            <Calculator aria-hidden="true" className="size-4" />
            <Trans>Calculate Tax Impact</Trans>
          </Link>
          <Button variant="outline" size="sm" onClick={() => void onShare()}>
            <Share2 aria-hidden="true" className="size-4" />
            <Trans>Share Section</Trans>
          </Button>
          <Button variant="outline" size="sm" onClick={onPrint}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>Download PDF</Trans>
          </Button>
          <Link
            to={assistantAskUrl(`Explain Section ${section.sectionNumber}`)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            <Trans>Ask AI</Trans>
          </Link>
          <Button
            variant={bookmarked ? 'secondary' : 'outline'}
            size="sm"
            aria-pressed={bookmarked}
            onClick={onBookmark}
          >
            {bookmarked ? (
              <BookmarkCheck aria-hidden="true" className="size-4" />
            ) : (
              <Bookmark aria-hidden="true" className="size-4" />
            )}
            {bookmarked ? i18n._(msg`Bookmarked`) : i18n._(msg`Bookmark`)}
          </Button>
        </div>

        {printing ? (
          <div data-testid="print-view" className="mt-8 space-y-10">
            {TABS.map((tab) => (
              <section key={tab.value} aria-label={i18n._(tab.label)}>
                <h2 className="text-2xl font-bold text-slate-900">{i18n._(tab.label)}</h2>
                <div className="mt-4">{panels[tab.value]}</div>
              </section>
            ))}
          </div>
        ) : (
          <Tabs defaultValue="summary" className="mt-8">
            <TabsList aria-label={i18n._(msg`Section ${sectionNumber}`)} className="flex-wrap">
              {TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {i18n._(tab.label)}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((tab) => (
              <TabsContent key={tab.value} value={tab.value} className="pt-4">
                {/* The panel's own heading keeps the outline h1 > h2 > h3 for screen readers. */}
                <h2 className="sr-only">{i18n._(tab.label)}</h2>
                {panels[tab.value]}
              </TabsContent>
            ))}
          </Tabs>
        )}
      </article>
    </>
  );
}

function DetailSkeleton({ sectionNumber }: { sectionNumber: string }) {
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      aria-label={i18n._(msg`Loading section`)}
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6"
    >
      <h1 className="sr-only">{i18n._(msg`Section ${sectionNumber}`)}</h1>
      <span className="sr-only">
        <Trans>Loading section…</Trans>
      </span>
      <Skeleton className="h-4 w-48" />
      <div className="mt-6 flex gap-4">
        <Skeleton className="size-14" />
        <div className="flex-1">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="mt-3 h-9 w-3/4" />
          <Skeleton className="mt-3 h-5 w-full" />
        </div>
      </div>
      <Skeleton className="mt-8 h-10 w-96 max-w-full" />
      <Skeleton className="mt-6 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-11/12" />
      <Skeleton className="mt-2 h-4 w-4/5" />
    </div>
  );
}

function Problem({ heading, text, retry }: { heading: string; text: string; retry?: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retry && (
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link to="/sections" className={buttonClasses({ variant: retry ? 'outline' : 'primary' })}>
          <Trans>Browse all sections</Trans>
        </Link>
        <Link to="/search" className={buttonClasses({ variant: 'outline' })}>
          <Trans>Search the site</Trans>
        </Link>
      </div>
    </div>
  );
}

/** /section/{sectionNumber}: loading, not found (HTTP 404 on the server), failed, or the section. */
export default function SectionDetailPage() {
  const { sectionNumber = '' } = useParams();
  const { i18n } = useLingui();
  const { key: visitKey } = useNavigationEntry();
  const { data, error, isPending, refetch } = useSection(sectionNumber);
  useRecordSectionView(data?.sectionNumber, visitKey);

  const loadingHead = (
    <Head
      title={i18n._(msg`Section ${sectionNumber} of the Income Tax Act`)}
      description={i18n._(
        msg`Section ${sectionNumber} of the Income Tax Act explained in plain language: summary, examples and related sections.`,
      )}
      path={sectionPath(sectionNumber)}
    />
  );
  if (isPending) {
    return (
      <>
        {loadingHead}
        <DetailSkeleton sectionNumber={sectionNumber} />
      </>
    );
  }
  if (error) {
    if (httpStatusOf(error) === 404) {
      return (
        <>
          <Head
            title={i18n._(msg`Section Not Found`)}
            description={i18n._(
              msg`The requested section could not be found. Browse or search the sections of the Income Tax Act.`,
            )}
            path={sectionPath(sectionNumber)}
            noindex
            status={404}
          />
          <Problem
            heading={i18n._(msg`Section Not Found`)}
            text={i18n._(msg`The requested section could not be found.`)}
          />
        </>
      );
    }
    return (
      <>
        <Head
          title={i18n._(msg`Section ${sectionNumber}`)}
          description={i18n._(
            msg`This section could not be loaded just now. Please try again in a moment.`,
          )}
          path={sectionPath(sectionNumber)}
          noindex
          status={503}
        />
        <div role="alert">
          <Problem
            heading={i18n._(msg`Section not found`)}
            text={i18n._(
              msg`We could not load this section just now. Check your connection and try again.`,
            )}
            retry={() => void refetch()}
          />
        </div>
      </>
    );
  }
  return <SectionView section={data} />;
}
