import type { IncomeTaxRequest, IncomeTaxResult } from '@taxguide/contracts/calculators';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { AGE_OPTIONS, DEFAULT_YEAR, YEAR_OPTIONS, inr } from './format';
import { parseAmount, type FieldErrors } from './inputs';
import {
  AmountField,
  CalculatorForm,
  Figure,
  Heading,
  ResultActions,
  ResultArea,
  SelectField,
  ToggleField,
  Working,
} from './ui';
import { InputError, useCalculator } from './use-calculator';
import { AddOtherIncome } from './year/add-other-income';

export const INCOME_MESSAGE = 'Please enter valid annual income';

const RESIDENCE_OPTIONS = [
  { value: 'resident', label: 'Resident in India' },
  { value: 'nonResident', label: 'Non-resident' },
] as const;

/** The spec's four deductions (blank → 0), then the "more deductions" of the contract. */
const MAIN_DEDUCTIONS = ['section80C', 'section80D', 'hra', 'homeLoanInterest'] as const;
const MORE_DEDUCTIONS = [
  'section80CCD1B',
  'section80CCD2',
  'section80TTA',
  'section80TTB',
  'section80E',
  'section80G',
] as const;

export interface RegimeResults {
  old: IncomeTaxResult;
  new: IncomeTaxResult;
}

async function postTax(body: IncomeTaxRequest): Promise<IncomeTaxResult> {
  const res = await apiRequest('POST', '/api/calculate/tax', body);
  return (await res.json()) as IncomeTaxResult;
}

/** Reads an optional amount: blank → 0; anything but a number is a field error. */
function amountOrZero(values: Record<string, string>, key: string, errors: FieldErrors): number {
  const amount = parseAmount(values[key]);
  if (amount === undefined) return 0;
  if (!Number.isFinite(amount)) errors[key] = 'Enter an amount in rupees, e.g. 150000';
  return amount;
}

/**
 * The old regime with the deductions and the new regime without them, in parallel.
 * The new-regime body carries only what that regime allows (the employer's NPS contribution,
 * s.80CCD(2)), and only when entered, so the plain four-field body is sent otherwise.
 */
export async function calculateBothRegimes(values: Record<string, string>): Promise<RegimeResults> {
  const annualIncome = parseAmount(values.annualIncome);
  if (annualIncome === undefined || !(annualIncome > 0)) {
    throw new InputError(INCOME_MESSAGE, { annualIncome: INCOME_MESSAGE });
  }
  const errors: FieldErrors = {};
  const main = Object.fromEntries(MAIN_DEDUCTIONS.map((k) => [k, amountOrZero(values, k, errors)]));
  const more = Object.fromEntries(
    MORE_DEDUCTIONS.map((k) => [k, amountOrZero(values, k, errors)]).filter(([, v]) => v !== 0),
  );
  const otherIncome = amountOrZero(values, 'otherIncome', errors);
  if (Object.keys(errors).length > 0) throw new InputError('Please enter valid amounts', errors);

  const common = {
    annualIncome,
    financialYear: (values.financialYear ?? DEFAULT_YEAR) as IncomeTaxRequest['financialYear'],
    ageGroup: (values.ageGroup ?? 'below60') as IncomeTaxRequest['ageGroup'],
    incomeType: values.salaried === '1' ? ('salary' as const) : ('other' as const),
    ...(otherIncome > 0 ? { otherIncome } : {}),
    // Sent only for a non-resident, so a resident's body stays the spec's.
    ...(values.residentialStatus === 'nonResident'
      ? { residentialStatus: 'nonResident' as const }
      : {}),
  };
  const [oldResult, newResult] = await Promise.all([
    postTax({ ...common, regime: 'old', deductions: { ...main, ...more } }),
    postTax({
      ...common,
      regime: 'new',
      ...(more.section80CCD2 ? { deductions: { section80CCD2: more.section80CCD2 } } : {}),
    }),
  ]);
  return { old: oldResult, new: newResult };
}

/** The lower total tax wins and the saving is the difference; a tie goes to new (the default). */
export function verdict(results: RegimeResults): { winner: 'old' | 'new'; saving: number } {
  const saving = Math.abs(results.old.totalTax - results.new.totalTax);
  return { winner: results.old.totalTax < results.new.totalTax ? 'old' : 'new', saving };
}

const REGIME_NAME = { old: 'Old regime', new: 'New regime' } as const;

/** Old versus new as two bars (hand-drawn: no chart library), with the figures as text. */
export function RegimeChart({ results }: { results: RegimeResults }) {
  const max = Math.max(results.old.totalTax, results.new.totalTax, 1);
  const { winner } = verdict(results);
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-slate-800">Total tax by regime</figcaption>
      <div
        role="img"
        aria-label={`Total tax: old regime ${inr(results.old.totalTax)}, new regime ${inr(results.new.totalTax)}`}
        className="mt-2 space-y-2"
      >
        {(['old', 'new'] as const).map((regime) => {
          const tax = results[regime].totalTax;
          return (
            <div
              key={regime}
              className="grid grid-cols-[6.5rem_1fr] items-center gap-2 text-sm"
              aria-hidden="true"
            >
              <span className="text-slate-700">{REGIME_NAME[regime]}</span>
              <div className="flex items-center gap-2">
                <div className="h-5 flex-1 rounded bg-slate-100 print:border print:border-slate-300">
                  <div
                    data-regime-bar={regime}
                    className={cn(
                      'h-5 rounded print:border print:border-slate-700',
                      regime === winner ? 'bg-emerald-600' : 'bg-slate-400',
                    )}
                    style={{ width: `${Math.max((tax / max) * 100, tax > 0 ? 1 : 0)}%` }}
                  />
                </div>
                <span className="w-24 text-right font-medium tabular-nums">{inr(tax)}</span>
              </div>
            </div>
          );
        })}
      </div>
    </figure>
  );
}

function Verdict({ results }: { results: RegimeResults }) {
  const { winner, saving } = verdict(results);
  if (saving === 0) {
    return (
      <p className="rounded-lg bg-emerald-50 p-4 text-emerald-950" data-testid="verdict">
        <strong>Both regimes give the same tax ({inr(results.new.totalTax)}).</strong> A tie goes to
        the new regime: it is the default regime and needs no deductions to be proved.
      </p>
    );
  }
  return (
    <p className="rounded-lg bg-emerald-50 p-4 text-emerald-950" data-testid="verdict">
      <strong>
        The {REGIME_NAME[winner].toLowerCase()} saves you {inr(saving)}.
      </strong>{' '}
      Its total tax is {inr(results[winner].totalTax)} against{' '}
      {inr(results[winner === 'old' ? 'new' : 'old'].totalTax)} in the{' '}
      {winner === 'old' ? 'new' : 'old'} regime.
    </p>
  );
}

function RegimeCard({ result, best }: { result: IncomeTaxResult; best: boolean }) {
  const name = REGIME_NAME[result.regime];
  return (
    <div
      className={cn(
        'min-w-0 rounded-lg border p-4',
        best ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-slate-200',
      )}
      data-regime={result.regime}
    >
      <Heading
        depth={1}
        className="flex items-center justify-between gap-2 font-semibold text-slate-900"
      >
        {name}
        {best && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900">
            Lower tax
          </span>
        )}
      </Heading>
      <dl className="mt-2">
        <Figure label="Total tax" value={inr(result.totalTax)} strong />
        <Figure label="Total deductions" value={inr(result.totalDeductions)} />
        <Figure label="Taxable income" value={inr(result.taxableIncome)} />
        {result.rebate87A > 0 && <Figure label="Rebate u/s 87A" value={inr(result.rebate87A)} />}
        {result.surcharge > 0 && <Figure label="Surcharge" value={inr(result.surcharge)} />}
        <Figure label="Cess (4 %)" value={inr(result.cess)} />
        <Figure label="Effective rate" value={`${result.effectiveRate}%`} />
      </dl>
      <Working
        title={`Working: ${name}, FY ${result.financialYear}`}
        steps={result.steps}
        financialYear={result.financialYear}
        notes={result.notes}
      />
    </div>
  );
}

export function TaxResults({ results }: { results: RegimeResults }) {
  const { winner } = verdict(results);
  return (
    <div className="flex flex-col gap-4">
      <Verdict results={results} />
      <RegimeChart results={results} />
      <div className="grid gap-4 md:grid-cols-2">
        <RegimeCard result={results.old} best={winner === 'old'} />
        <RegimeCard result={results.new} best={winner === 'new'} />
      </div>
      <ResultActions />
    </div>
  );
}

/** The main tax calculator: old versus new regime, side by side, with the verdict. */
export function TaxCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'tax',
    calculateBothRegimes,
    'Tax Calculated',
    (r) => `Old regime ${inr(r.old.totalTax)} · New regime ${inr(r.new.totalTax)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'tax' as const, errors, defaults };
  const hasMore = [...MORE_DEDUCTIONS, 'otherIncome'].some((k) => defaults[k] !== undefined);
  const [moreOpen, setMoreOpen] = useState(hasMore);
  const anyDefaults = Object.keys(defaults).length > 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="tax"
        label="Income tax: old versus new regime"
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={onFirstUse}
        submitLabel="Calculate tax"
      >
        <AmountField
          {...fieldProps}
          name="annualIncome"
          label="Annual income"
          required
          hint="Gross salary (or income) for the year"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...fieldProps}
            name="financialYear"
            label="Financial year"
            options={YEAR_OPTIONS}
            fallback={DEFAULT_YEAR}
          />
          <SelectField
            {...fieldProps}
            name="ageGroup"
            label="Age"
            options={AGE_OPTIONS}
            fallback="below60"
          />
        </div>
        <SelectField
          {...fieldProps}
          name="residentialStatus"
          label="Residential status"
          hint="A non-resident gets no 87A rebate"
          options={RESIDENCE_OPTIONS}
          fallback="resident"
        />
        <ToggleField
          calc="tax"
          name="salaried"
          label="Salaried (standard deduction applies)"
          checked={anyDefaults ? defaults.salaried === '1' : true}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            Deductions (old regime; blank counts as 0)
          </legend>
          <AmountField {...fieldProps} name="section80C" label="Section 80C" hint="max ₹1.5L" />
          <AmountField
            {...fieldProps}
            name="section80D"
            label="Section 80D (health insurance)"
            hint="₹25,000; ₹50,000 for seniors"
          />
          <AmountField
            {...fieldProps}
            name="hra"
            label="Exempt HRA"
            hint="Work it out with the HRA calculator"
          />
          <AmountField
            {...fieldProps}
            name="homeLoanInterest"
            label="Home-loan interest (self-occupied)"
            hint="max ₹2L, s.24(b)"
          />
        </fieldset>
        <div>
          <button
            type="button"
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((o) => !o)}
            className="rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {moreOpen ? 'Fewer deductions' : 'More deductions and other income'}
          </button>
          <fieldset className={cn('mt-3 flex-col gap-4', moreOpen ? 'flex' : 'hidden')}>
            <legend className="sr-only">More deductions and other income</legend>
            <AmountField
              {...fieldProps}
              name="section80CCD1B"
              label="80CCD(1B): your own NPS contribution"
              hint="max ₹50,000"
            />
            <AmountField
              {...fieldProps}
              name="section80CCD2"
              label="80CCD(2): employer's NPS contribution"
              hint="Allowed in both regimes, within a % of basic + DA"
            />
            <AmountField
              {...fieldProps}
              name="section80TTA"
              label="80TTA: savings-account interest"
              hint="max ₹10,000 (below 60)"
            />
            <AmountField
              {...fieldProps}
              name="section80TTB"
              label="80TTB: deposit interest (seniors)"
              hint="max ₹50,000"
            />
            <AmountField {...fieldProps} name="section80E" label="80E: education-loan interest" />
            <AmountField
              {...fieldProps}
              name="section80G"
              label="80G: donations (qualifying amount)"
            />
            <AmountField
              {...fieldProps}
              name="otherIncome"
              label="Other income (interest, etc.)"
              hint="Taxed in both regimes"
            />
          </fieldset>
        </div>
      </CalculatorForm>
      <ResultArea status={calc.status} label="Income tax result">
        {calc.result && (
          <>
            <TaxResults results={calc.result} />
            <AddOtherIncome />
          </>
        )}
      </ResultArea>
    </div>
  );
}
