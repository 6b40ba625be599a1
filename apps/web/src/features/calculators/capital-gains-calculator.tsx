import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type {
  CapitalGainsRequest,
  CapitalGainsResult,
  CompareRequest,
} from '@taxguide/contracts/calculators';
import { useEffect, useState } from 'react';
import { resultCitation } from './citation';
import { inr } from './format';
import { parseAmount, type FieldErrors } from './inputs';
import { loadEngine, loadEngineText } from './load-engine';
import { INCOME_MESSAGE } from './tax-calculator';
import {
  AmountField,
  CalculatorForm,
  Figure,
  ResultActions,
  ResultArea,
  SelectField,
  TextField,
  Working,
} from './ui';
import { InputError, englishI18n, inPageLanguage, useCalculator } from './use-calculator';

const assetOptions = (i18n: I18n) => [
  { value: 'equity', label: i18n._(msg`Listed equity shares`) },
  { value: 'equityFund', label: i18n._(msg`Equity mutual fund units`) },
  { value: 'property', label: i18n._(msg`Property (land or building)`) },
  { value: 'gold', label: i18n._(msg`Gold (and other assets)`) },
  { value: 'unlistedShares', label: i18n._(msg`Unlisted shares`) },
  { value: 'specifiedMutualFund', label: i18n._(msg`Debt mutual fund (specified fund)`) },
  { value: 'listedBond', label: i18n._(msg`Listed bonds or debentures`) },
];

/** s.112A grandfathering: equity bought before 1 February 2018 may use its value on 31 January. */
const GRANDFATHER_BEFORE = '2018-02-01';
/** s.55(2)(b): an asset bought before 1 April 2001 may use its value on that day as cost. */
const FMV_2001_BEFORE = '2001-04-01';
const EQUITY = new Set(['equity', 'equityFund']);

const showsFmv2018 = (assetType: string, purchaseDate: string) =>
  EQUITY.has(assetType) && purchaseDate !== '' && purchaseDate < GRANDFATHER_BEFORE;
const showsFmv2001 = (purchaseDate: string) =>
  purchaseDate !== '' && purchaseDate < FMV_2001_BEFORE;

/** ss.54 / 54EC are for land or buildings; s.54F for any other long-term asset. */
const reinvestmentFor = (assetType: string) =>
  assetType === 'property' ? (['54', '54EC', '54F'] as const) : (['54F'] as const);

const REINVESTMENT_LABEL = {
  '54': msg`Reinvested in a new house (s.54)`,
  '54EC': msg`Invested in specified bonds (s.54EC)`,
  '54F': msg`Reinvested in a new house (s.54F)`,
} as const;
const REINVESTMENT_HINT = {
  '54': msg`When the property sold is a house; capped at ₹10 crore`,
  '54EC': msg`Within 6 months of the sale; at most ₹50 lakh`,
  '54F': msg`Net sale price invested in one house; capped at ₹10 crore`,
} as const;
const REINVESTMENT_FIELD = {
  '54': 'section54',
  '54EC': 'section54EC',
  '54F': 'section54F',
} as const;

/** An optional amount (blank: undefined); anything but a number is a field error. */
function optionalAmount(
  values: Record<string, string>,
  key: string,
  errors: FieldErrors,
  i18n: I18n,
): number | undefined {
  const amount = parseAmount(values[key]);
  if (amount !== undefined && !Number.isFinite(amount)) {
    errors[key] = i18n._(msg`Enter an amount in rupees`);
  }
  return amount !== undefined && Number.isFinite(amount) ? amount : undefined;
}

/** The transaction entered, as the capital-gains request (and a transfer of the whole year). */
export interface CapitalGainsOutcome {
  result: CapitalGainsResult;
  request: CapitalGainsRequest;
}

/**
 * Both prices are required, with the tax calculator's message; the dates are checked by
 * the contract. The FMVs count only where the law uses them (a hidden field is not sent).
 */
export async function calculateCapitalGains(
  values: Record<string, string>,
  i18n: I18n = englishI18n,
): Promise<CapitalGainsOutcome> {
  const priceMessage = i18n._(INCOME_MESSAGE);
  const errors: FieldErrors = {};
  const purchasePrice = parseAmount(values.purchasePrice);
  const salePrice = parseAmount(values.salePrice);
  if (purchasePrice === undefined || !(purchasePrice > 0)) errors.purchasePrice = priceMessage;
  if (salePrice === undefined || !(salePrice > 0)) errors.salePrice = priceMessage;
  const expenses = optionalAmount(values, 'expenses', errors, i18n);
  const assetType = (values.assetType ?? 'equity') as CapitalGainsRequest['assetType'];
  const purchaseDate = values.purchaseDate ?? '';
  const fmv2018 = showsFmv2018(assetType, purchaseDate)
    ? optionalAmount(values, 'fmvOn31Jan2018', errors, i18n)
    : undefined;
  const fmv2001 = showsFmv2001(purchaseDate)
    ? optionalAmount(values, 'fmvOn1Apr2001', errors, i18n)
    : undefined;
  const exemptions: NonNullable<CapitalGainsRequest['exemptions']> = {};
  for (const section of reinvestmentFor(assetType)) {
    const field = REINVESTMENT_FIELD[section];
    const amount = optionalAmount(values, field, errors, i18n);
    if (amount !== undefined && amount > 0) exemptions[field] = amount;
  }
  if (Object.keys(errors).length > 0) {
    throw new InputError(
      errors.purchasePrice || errors.salePrice
        ? priceMessage
        : i18n._(msg`Please enter valid amounts`),
      errors,
    );
  }
  const input = {
    assetType,
    purchasePrice,
    salePrice,
    purchaseDate: values.purchaseDate,
    saleDate: values.saleDate,
    ...(expenses !== undefined ? { expenses } : {}),
    ...(fmv2018 !== undefined ? { fmvOn31Jan2018: fmv2018 } : {}),
    ...(fmv2001 !== undefined ? { fmvOn1Apr2001: fmv2001 } : {}),
    ...(Object.keys(exemptions).length > 0 ? { exemptions } : {}),
  };
  const [engine, text] = await Promise.all([loadEngine(), loadEngineText(i18n.locale)]);
  const result = await inPageLanguage(() => engine.calculateCapitalGains(input, text), i18n);
  return { result, request: input as CapitalGainsRequest };
}

/**
 * The engine's notes name request fields (written for the API); on this page they are fields
 * with labels, and the whole-year figure is one click away.
 */
export function plainNote(note: string): string {
  return note
    .replace(
      'work out the whole year with this transfer in capitalGainsTransactions for the exact liability',
      'use "Add to my year" below for the exact liability',
    )
    .replace('(fmvOn31Jan2018)', '("Value on 31 Jan 2018")')
    .replace('(fmvOn1Apr2001)', '("Value on 1 Apr 2001")');
}

const WORKED_OUT_BY_THE_YEAR = new Set([
  'other112aGainsThisYear',
  'slabRatePercent',
  'residentIndividual',
]);

/** The financial year ('2025-26') of a date ('2025-06-01'). */
function yearOfSale(date: string): CompareRequest['financialYear'] {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}` as CompareRequest['financialYear'];
}

/**
 * The year calculator with this transaction appended to the year already in the address (if
 * any). The link's module (and lz-string) is fetched only when a result is shown.
 */
export async function addToYearUrl(
  request: CapitalGainsRequest,
  currentSearch: string,
): Promise<string> {
  const { decodeYearState, yearUrl } = await import('./year/url-state');
  const current = new URLSearchParams(currentSearch).get('s');
  // An unreadable state is the year calculator's to report; start a new year here.
  const year: Partial<CompareRequest> = (current && decodeYearState(current)) || {};
  // The year works these out from the whole income itself.
  const transfer = Object.fromEntries(
    Object.entries(request).filter(([key]) => !WORKED_OUT_BY_THE_YEAR.has(key)),
  ) as NonNullable<CompareRequest['capitalGainsTransactions']>[number];
  return yearUrl({
    ...year,
    financialYear: year.financialYear ?? yearOfSale(request.saleDate),
    capitalGainsTransactions: [...(year.capitalGainsTransactions ?? []), transfer],
  });
}

function AddToYear({ request }: { request: CapitalGainsRequest }) {
  const [href, setHref] = useState('/calculators?tab=year');
  useEffect(() => {
    let live = true;
    void addToYearUrl(request, window.location.search).then((url) => live && setHref(url));
    return () => {
      live = false;
    };
  }, [request]);
  return (
    <p className="no-print mt-4 rounded-md border border-slate-200 p-3 text-sm text-slate-700">
      <Trans>
        <a
          href={href}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Add to my year
        </a>{' '}
        opens the year calculator with this sale, for the tax on your whole income (surcharge,
        rebate and set-off included).
      </Trans>
    </p>
  );
}

/** Land or building bought before 23 July 2024: both taxes, and which (the lower) applies. */
function IndexationNote({
  indexation,
}: {
  indexation: NonNullable<CapitalGainsResult['indexation']>;
}) {
  const without = inr(indexation.taxWithoutIndexation);
  const withIt = inr(indexation.taxWithIndexation);
  const cost = inr(indexation.indexedCost);
  return (
    <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      {indexation.chosen === 'withIndexation' ? (
        <Trans>
          Land or building bought before 23 July 2024: tax {without} at 12.5 % without indexation or{' '}
          {withIt} at 20 % with indexation (indexed cost {cost}); the lower, with indexation,
          applies.
        </Trans>
      ) : (
        <Trans>
          Land or building bought before 23 July 2024: tax {without} at 12.5 % without indexation or{' '}
          {withIt} at 20 % with indexation (indexed cost {cost}); the lower, without indexation,
          applies.
        </Trans>
      )}
    </p>
  );
}

export function CapitalGainsResults({ outcome }: { outcome: CapitalGainsOutcome }) {
  const { result, request } = outcome;
  const { i18n } = useLingui();
  const months = result.holdingMonths;
  const year = result.financialYear;
  const exemptionCitation = resultCitation(result.steps, '112A', result.financialYear, i18n);
  const rate = result.ratePercent;
  const rateCitation = resultCitation(result.steps, result.section, result.financialYear, i18n);
  return (
    <div>
      <dl>
        <Figure label={i18n._(msg`Total tax (incl. cess)`)} value={inr(result.totalTax)} strong />
        <Figure
          label={i18n._(msg`Holding period`)}
          value={
            result.term === 'long'
              ? i18n._(msg`${months} months: long-term`)
              : i18n._(msg`${months} months: short-term`)
          }
        />
        <Figure
          label={result.gain < 0 ? i18n._(msg`Capital loss`) : i18n._(msg`Capital gain`)}
          value={inr(result.gain)}
        />
        {result.exemption > 0 && (
          <Figure
            label={i18n._(msg`Exemption, ${exemptionCitation}`)}
            value={inr(result.exemption)}
          />
        )}
        {result.reinvestmentExemption !== undefined && (
          <Figure
            label={i18n._(msg`Reinvestment exemption (ss.54 / 54EC / 54F)`)}
            value={inr(result.reinvestmentExemption)}
          />
        )}
        <Figure label={i18n._(msg`Taxable gain`)} value={inr(result.taxableGain)} />
        <Figure
          label={i18n._(msg`Rate`)}
          value={
            result.section === 'slab'
              ? i18n._(msg`${rate}%, slab rate`)
              : i18n._(msg`${rate}%, ${rateCitation}`)
          }
        />
        <Figure label={i18n._(msg`Tax before cess`)} value={inr(result.tax)} />
        <Figure label={i18n._(msg`Cess (4 %)`)} value={inr(result.cess)} />
        <Figure label={i18n._(msg`Net gain after tax`)} value={inr(result.netGain)} />
      </dl>
      {result.indexation && <IndexationNote indexation={result.indexation} />}
      <Working
        title={i18n._(msg`Working: capital gains, FY ${year}`)}
        steps={result.steps}
        financialYear={result.financialYear}
        notes={result.notes.map(plainNote)}
      />
      <AddToYear request={request} />
      <ResultActions />
    </div>
  );
}

/** Capital gains, computed in the browser with the rates of the date of sale. */
export function CapitalGainsCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const { i18n } = useLingui();
  const calc = useCalculator(
    'cg',
    calculateCapitalGains,
    i18n._(msg`Capital Gains Calculated`),
    (r) => {
      const tax = inr(r.result.totalTax);
      return i18n._(msg`Tax on the gain ${tax}`);
    },
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'cg' as const, errors, defaults };
  const [assetType, setAssetType] = useState(defaults.assetType ?? 'equity');
  const [purchaseDate, setPurchaseDate] = useState(defaults.purchaseDate ?? '');
  const reinvestment = reinvestmentFor(assetType);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="cg"
        label={i18n._(msg`Capital gains`)}
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={() => {
          void loadEngine();
          onFirstUse?.();
        }}
        submitLabel={i18n._(msg`Calculate capital gains`)}
      >
        <SelectField
          {...fieldProps}
          name="assetType"
          label={i18n._(msg`Asset type`)}
          options={assetOptions(i18n)}
          fallback="equity"
          onValue={setAssetType}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            {...fieldProps}
            name="purchasePrice"
            label={i18n._(msg`Purchase price`)}
            required
          />
          <AmountField {...fieldProps} name="salePrice" label={i18n._(msg`Sale price`)} required />
        </div>
        {/* The purchase date decides which values of the past are asked for. */}
        <div
          className="grid gap-4 sm:grid-cols-2"
          onInput={(event) => {
            const target = event.target as HTMLInputElement;
            if (target.name === 'cg.purchaseDate') setPurchaseDate(target.value);
          }}
          onChange={(event) => {
            const target = event.target as HTMLInputElement;
            if (target.name === 'cg.purchaseDate') setPurchaseDate(target.value);
          }}
        >
          <TextField
            {...fieldProps}
            type="date"
            name="purchaseDate"
            label={i18n._(msg`Purchase date`)}
          />
          <TextField
            {...fieldProps}
            type="date"
            name="saleDate"
            label={i18n._(msg`Sale date`)}
            hint={i18n._(msg`1 Apr 2023 to 31 Mar 2027`)}
          />
        </div>
        {showsFmv2018(assetType, purchaseDate) && (
          <AmountField
            {...fieldProps}
            name="fmvOn31Jan2018"
            label={i18n._(msg`Value on 31 Jan 2018`)}
            hint={i18n._(msg`Highest quoted price that day × units (s.112A grandfathering)`)}
          />
        )}
        {showsFmv2001(purchaseDate) && (
          <AmountField
            {...fieldProps}
            name="fmvOn1Apr2001"
            label={i18n._(msg`Value on 1 Apr 2001`)}
            hint={i18n._(msg`Fair market value that day; used as the cost if you give it`)}
          />
        )}
        <AmountField
          {...fieldProps}
          name="expenses"
          label={i18n._(msg`Transfer expenses (optional)`)}
          hint={i18n._(msg`Brokerage, stamp duty on sale, etc.`)}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            <Trans>Reinvested to save tax (optional, long-term gains)</Trans>
          </legend>
          {reinvestment.map((section) => (
            <AmountField
              key={section}
              {...fieldProps}
              name={REINVESTMENT_FIELD[section]}
              label={i18n._(REINVESTMENT_LABEL[section])}
              hint={i18n._(REINVESTMENT_HINT[section])}
            />
          ))}
        </fieldset>
      </CalculatorForm>
      <ResultArea status={calc.status} label={i18n._(msg`Capital gains result`)}>
        {calc.result && <CapitalGainsResults outcome={calc.result} />}
      </ResultArea>
    </div>
  );
}
