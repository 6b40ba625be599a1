import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Head } from '../../app/head';
import { useSiteConfig } from '../../app/site-config';
import { CALCULATORS, CalculatorSuite } from './calculator-suite';
import { LANGUAGE_TAG, type Locale } from '../../i18n/locale';
import type { CalculatorId } from './inputs';

const ALL: readonly CalculatorId[] = ['tax', 'advance', 'hra', 'cg', 'presumptive'];

const DESCRIPTION = msg`Free income tax calculators for India, FY 2023-24 to 2026-27: old vs new regime, advance tax, HRA, capital gains and 44AD/44ADA, with the working shown.`;

/** /calculators: the calculator suite. */
export default function CalculatorsPage() {
  const site = useSiteConfig();
  const { i18n } = useLingui();
  const description = i18n._(DESCRIPTION);
  const siteName = site.siteName;
  return (
    <>
      <Head
        title={i18n._(
          msg`Income Tax Calculators: Old vs New Regime, Advance Tax, HRA, Capital Gains`,
        )}
        description={description}
        path="/calculators"
        keywords={[
          'income tax calculator',
          'old vs new tax regime calculator',
          'income tax calculator FY 2026-27',
          'advance tax calculator',
          'HRA exemption calculator',
          'capital gains tax calculator',
          'presumptive taxation 44AD 44ADA calculator',
        ]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: i18n._(msg`${siteName} income tax calculators`),
            url: `${site.siteUrl}/calculators`,
            description,
            applicationCategory: 'FinanceApplication',
            operatingSystem: i18n._(msg`Any (runs in the browser)`),
            browserRequirements: i18n._(msg`Requires JavaScript`),
            inLanguage: LANGUAGE_TAG[i18n.locale as Locale],
            isAccessibleForFree: true,
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'INR' },
            featureList: ALL.map((id) => i18n._(CALCULATORS[id].title)),
          },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Income Tax Calculators</Trans>
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          <Trans>
            Worked out by the law of the financial year you pick (FY 2026-27 by default): slabs, the
            87A rebate, surcharge, cess and the caps on each deduction, with the working shown line
            by line. Your figures stay in this page's address, so you can share or bookmark a
            result.
          </Trans>
        </p>
        <CalculatorSuite ids={ALL} label={i18n._(msg`Calculators`)} />
        <p className="mt-8 max-w-3xl text-sm text-slate-600">
          <Trans>
            For education only: these figures are estimates from the rules as published and are not
            tax advice. Check the working and the notes, and consult a chartered accountant for
            decisions.
          </Trans>
        </p>
      </div>
    </>
  );
}
