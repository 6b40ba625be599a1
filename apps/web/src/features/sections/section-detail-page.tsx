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
  { value: 'summary', label: 'Summary' },
  { value: 'full-text', label: 'Full Text' },
  { value: 'examples', label: 'Examples' },
  { value: 'related', label: 'Related' },
] as const;

function breadcrumbJsonLd(site: SiteConfig, sectionNumber: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Tax Sections', item: `${site.siteUrl}/sections` },
      {
        '@type': 'ListItem',
        position: 3,
        name: `Section ${sectionNumber}`,
        item: `${site.siteUrl}${sectionPath(sectionNumber)}`,
      },
    ],
  };
}

function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-slate-900 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/sections" className="hover:text-slate-900 hover:underline">
            Tax Sections
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
          <h3 className="font-semibold text-slate-900">Key limits and conditions</h3>
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
  if (section.examples.length === 0) {
    return <p className="text-slate-600">No worked examples for this section yet.</p>;
  }
  return (
    <ol className="space-y-5">
      {section.examples.map((example, i) => (
        <li key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold text-slate-900">{`Example ${i + 1}: ${example.title}`}</h3>
          {example.text.split(/\n{2,}/).map((paragraph, j) => (
            <p key={j} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </li>
      ))}
      <li className="text-sm text-slate-500">
        Figures are computed by our tax engine for the year stated in each example.
      </li>
    </ol>
  );
}

function RelatedPanel({ section }: { section: SectionDetail }) {
  if (section.related.length === 0) {
    return <p className="text-slate-600">No related sections listed.</p>;
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
                {`Section ${related.sectionNumber}: ${related.title}`}
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
function actNumbers(section: SectionDetail): { act: string; value: string }[] {
  const act1961 = {
    act: 'Income-tax Act 1961 (to FY 2025-26)',
    value: `Section ${section.sectionNumber}`,
  };
  if (section.act2025Section) {
    return [
      {
        act: 'Income-tax Act 2025 (tax year 2026-27)',
        value: act2025Name(section.act2025Section),
      },
      act1961,
    ];
  }
  return [act1961, { act: 'Income-tax Act 2025', value: 'Not yet verified' }];
}

function SectionView({ section }: { section: SectionDetail }) {
  const site = useSiteConfig();
  const [bookmarked, toggleBookmark] = useBookmark(section.sectionNumber);
  // While printing, every tab's content is laid out one after another (Download PDF).
  const [printing, setPrinting] = useState(false);
  const path = sectionPath(section.sectionNumber);
  const label = sectionLabel(section);
  const heading = `${label}: ${section.title}`;
  // Search titles keep both numbers, the 1961 one first as people search for it.
  const headTitle = section.act2025Section
    ? `Section ${section.sectionNumber} (Income-tax Act 2025: ${act2025Name(section.act2025Section)}): ${section.title}`
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
    const address = `${window.location.origin}${path}`;
    const outcome = await shareOrCopy({
      title: `Section ${section.sectionNumber} | ${site.siteName}`,
      text: section.description,
      url: address,
    });
    if (outcome === 'copied') {
      toast({
        title: 'Link copied',
        description: `The link to Section ${section.sectionNumber} is on your clipboard.`,
      });
    } else if (outcome === 'failed') {
      toast({
        title: 'Could not share',
        description: `Copy this address: ${address}`,
        variant: 'destructive',
      });
    }
  };

  const onBookmark = () => {
    if (!toggleBookmark()) {
      toast({
        title: 'Bookmark not saved',
        description: 'Your browser does not allow saving here.',
        variant: 'destructive',
      });
    }
  };

  const panels = {
    summary: <SummaryPanel section={section} />,
    'full-text': <Markdown>{section.fullText}</Markdown>,
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
        jsonLd={[breadcrumbJsonLd(site, section.sectionNumber)]}
      />
      <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        <Breadcrumb current={label} />
        <header className="mt-6 flex gap-4">
          <span className={categoryTileClasses(section.category, 'size-14')}>
            <CategoryIcon category={section.category} className="size-7" />
          </span>
          <div>
            <span className={categoryBadgeClasses(section.category)}>
              {categoryName(section.category)}
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
          {actNumbers(section).map(({ act, value }) => (
            <div key={act}>
              <dt className="text-slate-500">{act}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-slate-500">Law as on</dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              <LawAsOnDate />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Last reviewed</dt>
            <dd className="mt-0.5 font-medium text-slate-900">
              <LastReviewedDate date={section.lastReviewed} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Readers</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{formatViews(section.views)}</dd>
          </div>
        </dl>
        <p
          role="note"
          aria-label="About this page"
          className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
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
        </p>

        <div className="no-print mt-6 flex flex-wrap gap-2">
          <Link to="/#calculators" className={buttonClasses({ size: 'sm' })}>
            <Calculator aria-hidden="true" className="size-4" />
            Calculate Tax Impact
          </Link>
          <Button variant="outline" size="sm" onClick={() => void onShare()}>
            <Share2 aria-hidden="true" className="size-4" />
            Share Section
          </Button>
          <Button variant="outline" size="sm" onClick={onPrint}>
            <Printer aria-hidden="true" className="size-4" />
            Download PDF
          </Button>
          <Link
            to={assistantAskUrl(`Explain Section ${section.sectionNumber}`)}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Sparkles aria-hidden="true" className="size-4" />
            Ask AI
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
            {bookmarked ? 'Bookmarked' : 'Bookmark'}
          </Button>
        </div>

        {printing ? (
          <div data-testid="print-view" className="mt-8 space-y-10">
            {TABS.map((tab) => (
              <section key={tab.value} aria-label={tab.label}>
                <h2 className="text-2xl font-bold text-slate-900">{tab.label}</h2>
                <div className="mt-4">{panels[tab.value]}</div>
              </section>
            ))}
          </div>
        ) : (
          <Tabs defaultValue="summary" className="mt-8">
            <TabsList aria-label={`Section ${section.sectionNumber}`} className="flex-wrap">
              {TABS.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {TABS.map((tab) => (
              <TabsContent key={tab.value} value={tab.value} className="pt-4">
                {/* The panel's own heading keeps the outline h1 > h2 > h3 for screen readers. */}
                <h2 className="sr-only">{tab.label}</h2>
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
  return (
    <div
      role="status"
      aria-label="Loading section"
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6"
    >
      <h1 className="sr-only">{`Section ${sectionNumber}`}</h1>
      <span className="sr-only">Loading section…</span>
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
        {retry && <Button onClick={retry}>Try again</Button>}
        <Link to="/sections" className={buttonClasses({ variant: retry ? 'outline' : 'primary' })}>
          Browse all sections
        </Link>
        <Link to="/search" className={buttonClasses({ variant: 'outline' })}>
          Search the site
        </Link>
      </div>
    </div>
  );
}

/** /section/{sectionNumber}: loading, not found (HTTP 404 on the server), failed, or the section. */
export default function SectionDetailPage() {
  const { sectionNumber = '' } = useParams();
  const { key: visitKey } = useNavigationEntry();
  const { data, error, isPending, refetch } = useSection(sectionNumber);
  useRecordSectionView(data?.sectionNumber, visitKey);

  const loadingHead = (
    <Head
      title={`Section ${sectionNumber} of the Income Tax Act`}
      description={`Section ${sectionNumber} of the Income Tax Act explained in plain language: summary, examples and related sections.`}
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
            title="Section Not Found"
            description="The requested section could not be found. Browse or search the sections of the Income Tax Act."
            path={sectionPath(sectionNumber)}
            noindex
            status={404}
          />
          <Problem heading="Section Not Found" text="The requested section could not be found." />
        </>
      );
    }
    return (
      <>
        <Head
          title={`Section ${sectionNumber}`}
          description="This section could not be loaded just now. Please try again in a moment."
          path={sectionPath(sectionNumber)}
          noindex
          status={503}
        />
        <div role="alert">
          <Problem
            heading="Section not found"
            text="We could not load this section just now. Check your connection and try again."
            retry={() => void refetch()}
          />
        </div>
      </>
    );
  }
  return <SectionView section={data} />;
}
