import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useCatalog } from '../../i18n/i18n';
import { CalculatorSuite } from './calculator-suite';
import { HeadingLevel } from './ui';

function AllCalculatorsLink() {
  return (
    <p className="no-print mt-6 text-center">
      <Link
        to="/calculators"
        className="inline-flex min-h-11 items-center rounded-sm px-2 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Trans>All calculators on one page</Trans>
      </Link>
    </p>
  );
}

/** Home block #calculators: the main tax calculator and advance tax. */
export function MainCalculators() {
  useCatalog('calculators');
  const { i18n } = useLingui();
  return (
    <HeadingLevel.Provider value={3}>
      <CalculatorSuite ids={['tax', 'advance']} label={i18n._(msg`Income tax calculators`)} />
      <AllCalculatorsLink />
    </HeadingLevel.Provider>
  );
}

/** Home block: the specialised calculators (HRA, capital gains, presumptive). */
export function SpecialisedCalculators() {
  useCatalog('calculators');
  const { i18n } = useLingui();
  return (
    <HeadingLevel.Provider value={3}>
      <CalculatorSuite
        ids={['hra', 'cg', 'presumptive']}
        label={i18n._(msg`Specialised calculators`)}
      />
      <AllCalculatorsLink />
    </HeadingLevel.Provider>
  );
}
