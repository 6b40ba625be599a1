import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'wouter';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AdvanceTaxCalculator } from './advance-tax-calculator';
import { CapitalGainsCalculator } from './capital-gains-calculator';
import { HraCalculator } from './hra-calculator';
import type { CalculatorId } from './inputs';
import { PresumptiveCalculator } from './presumptive-calculator';
import type { TaxCalculator } from './tax-calculator';
import { Heading } from './ui';
import { IncomeTaxTab } from './year/income-tax-tab';

export const CALCULATORS: Record<
  CalculatorId,
  {
    tab: MessageDescriptor;
    title: MessageDescriptor;
    description: MessageDescriptor;
    Component: typeof TaxCalculator;
  }
> = {
  tax: {
    tab: msg`Income tax`,
    title: msg`Income tax: old versus new regime`,
    description: msg`Your tax under both regimes side by side, with the verdict and the saving. Statutory caps are applied and the working shows every step.`,
    // The quick calculator, and the whole year behind its "Add other income".
    Component: IncomeTaxTab,
  },
  advance: {
    tab: msg`Advance tax`,
    title: msg`Advance tax`,
    description: msg`What to pay by 15 June, 15 September, 15 December and 15 March after TDS.`,
    Component: AdvanceTaxCalculator,
  },
  hra: {
    tab: msg`HRA`,
    title: msg`HRA exemption`,
    description: msg`The exempt part of your house rent allowance under s.10(13A) and Rule 2A.`,
    Component: HraCalculator,
  },
  cg: {
    tab: msg`Capital gains`,
    title: msg`Capital gains tax`,
    description: msg`Short- or long-term, the rate by the date of sale, the s.112A exemption and indexation.`,
    Component: CapitalGainsCalculator,
  },
  presumptive: {
    tab: msg`Presumptive`,
    title: msg`Presumptive taxation (44AD / 44ADA)`,
    description: msg`Presumptive income for small businesses and professionals, and whether you qualify.`,
    Component: PresumptiveCalculator,
  },
};

/** Calculators as WAI-ARIA tabs; the tab of a shared result (`?calc=`) opens first. */
export function CalculatorSuite({
  ids,
  label,
  onFirstUse,
}: {
  ids: readonly CalculatorId[];
  label: string;
  onFirstUse?: () => void;
}) {
  const [search] = useSearchParams();
  const { i18n } = useLingui();
  // The year calculator lives in the income-tax tab.
  const asked = search.get('tab') === 'year' ? 'tax' : search.get('calc');
  const initial = ids.find((id) => id === asked) ?? ids[0] ?? 'tax';
  return (
    <Tabs defaultValue={initial} className="mt-8">
      <TabsList
        aria-label={label}
        className="no-print flex w-full flex-wrap justify-start sm:w-auto"
      >
        {ids.map((id) => (
          <TabsTrigger key={id} value={id}>
            {i18n._(CALCULATORS[id].tab)}
          </TabsTrigger>
        ))}
      </TabsList>
      {ids.map((id) => {
        const { title, description, Component } = CALCULATORS[id];
        return (
          <TabsContent
            key={id}
            value={id}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <Heading className="text-xl font-semibold text-slate-900">{i18n._(title)}</Heading>
            <p className="mt-1 mb-5 text-sm text-slate-600">{i18n._(description)}</p>
            <Component onFirstUse={onFirstUse} />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
