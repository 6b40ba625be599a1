import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { FAQ_LAST_REVIEWED } from '@taxguide/content/review-dates';
import { Head } from '../../app/head';
import { ReviewDates } from '../../components/review-dates';
import { useFaqs } from './api/get-faqs';
import { FaqAccordion } from './faq-accordion';

const DESCRIPTION = msg`Answers to common Indian income tax questions: deductions, TDS, capital gains, advance tax and filing your income tax return.`;

/** /faq: the twelve questions with FAQPage structured data. */
export default function FaqPage() {
  const { i18n } = useLingui();
  const { data, error } = useFaqs();
  return (
    <>
      <Head
        title={i18n._(msg`Income Tax FAQ`)}
        description={i18n._(DESCRIPTION)}
        path="/faq"
        keywords={[
          'income tax FAQ',
          'advance tax',
          'ITR filing questions',
          'TDS',
          'capital gains tax',
        ]}
        jsonLd={
          data
            ? [
                {
                  '@context': 'https://schema.org',
                  '@type': 'FAQPage',
                  mainEntity: data.items.map((item) => ({
                    '@type': 'Question',
                    name: item.question,
                    acceptedAnswer: { '@type': 'Answer', text: item.answer },
                  })),
                },
              ]
            : []
        }
        {...(error ? { status: 503, noindex: true } : {})}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Frequently Asked Questions</Trans>
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-600">
          <Trans>
            Short answers to the questions taxpayers ask most often, correct for FY 2025-26 and tax
            year 2026-27.
          </Trans>
        </p>
        <ReviewDates lastReviewed={FAQ_LAST_REVIEWED} className="mt-3 justify-center" />
        <FaqAccordion anchors headingLevel="h2" />
      </div>
    </>
  );
}
