import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { IncomeTaxRequest, IncomeTaxResult } from '@taxguide/contracts/calculators';
import { useState } from 'react';
import { apiPathIn } from '../../i18n/locale';
import { apiRequest } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { DEFAULT_YEAR, ageOptions, inr, yearOptionsIn } from './format';
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
import { InputError, englishI18n, useCalculator } from './use-calculator';
import { AddOtherIncome } from './year/add-other-income';

export const INCOME_MESSAGE = msg`Please enter valid annual income`;

const residenceOptions = (i18n: I18n) => [
  { value: 'resident', label: i18n._(msg`Resident in India`) },
  { value: 'nonResident', label: i18n._(msg`Non-resident`) },
];

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

async function postTax(body: IncomeTaxRequest, locale: string): Promise<IncomeTaxResult> {
  const res = await apiRequest('POST', apiPathIn('/api/calculate/tax', locale), body);
  return (await res.json()) as IncomeTaxResult;
}

/** Reads an optional amount: blank → 0; anything but a number is a field error. */
function amountOrZero(
  values: Record<string, string>,
  key: string,
  errors: FieldErrors,
  i18n: I18n,
): number {
  const amount = parseAmount(values[key]);
  if (amount === undefined) return 0;
  if (!Number.isFinite(amount)) errors[key] = i18n._(msg`Enter an amount in rupees, e.g. 150000`);
  return amount;
}

/**
 * The old regime with the deductions and the new regime without them, in parallel.
 * The new-regime body carries only what that regime allows (the employer's NPS contribution,
 * s.80CCD(2)), and only when entered, so the plain four-field body is sent otherwise.
 */
export async function calculateBothRegimes(
  values: Record<string, string>,
  i18n: I18n = englishI18n,
): Promise<RegimeResults> {
  const annualIncome = parseAmount(values.annualIncome);
  if (annualIncome === undefined || !(annualIncome > 0)) {
    const message = i18n._(INCOME_MESSAGE);
    throw new InputError(message, { annualIncome: message });
  }
  const errors: FieldErrors = {};
  const main = Object.fromEntries(
    MAIN_DEDUCTIONS.map((k) => [k, amountOrZero(values, k, errors, i18n)]),
  );
  const more = Object.fromEntries(
    MORE_DEDUCTIONS.map((k) => [k, amountOrZero(values, k, errors, i18n)]).filter(
      ([, v]) => v !== 0,
    ),
  );
  const otherIncome = amountOrZero(values, 'otherIncome', errors, i18n);
  if (Object.keys(errors).length > 0) {
    throw new InputError(i18n._(msg`Please enter valid amounts`), errors);
  }

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
    postTax({ ...common, regime: 'old', deductions: { ...main, ...more } }, i18n.locale),
    postTax(
      {
        ...common,
        regime: 'new',
        ...(more.section80CCD2 ? { deductions: { section80CCD2: more.section80CCD2 } } : {}),
      },
      i18n.locale,
    ),
  ]);
  return { old: oldResult, new: newResult };
}

/** The lower total tax wins and the saving is the difference; a tie goes to new (the default). */
export function verdict(results: RegimeResults): { winner: 'old' | 'new'; saving: number } {
  const saving = Math.abs(results.old.totalTax - results.new.totalTax);
  return { winner: results.old.totalTax < results.new.totalTax ? 'old' : 'new', saving };
}

const REGIME_NAME = { old: msg`Old regime`, new: msg`New regime` } as const;

/** Old versus new as two bars (hand-drawn: no chart library), with the figures as text. */
export function RegimeChart({ results }: { results: RegimeResults }) {
  const { i18n } = useLingui();
  const max = Math.max(results.old.totalTax, results.new.totalTax, 1);
  const { winner } = verdict(results);
  const oldTax = inr(results.old.totalTax);
  const newTax = inr(results.new.totalTax);
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-slate-800">
        <Trans>Total tax by regime</Trans>
      </figcaption>
      <div
        role="img"
        aria-label={i18n._(msg`Total tax: old regime ${oldTax}, new regime ${newTax}`)}
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
              <span className="text-slate-700">{i18n._(REGIME_NAME[regime])}</span>
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
    const newTax = inr(results.new.totalTax);
    return (
      <p className="rounded-lg bg-emerald-50 p-4 text-emerald-950" data-testid="verdict">
        <Trans>
          <strong>Both regimes give the same tax ({newTax}).</strong> A tie goes to the new regime:
          it is the default regime and needs no deductions to be proved.
        </Trans>
      </p>
    );
  }
  const saved = inr(saving);
  const winnerTax = inr(results[winner].totalTax);
  const loserTax = inr(results[winner === 'old' ? 'new' : 'old'].totalTax);
  // One whole sentence per winner, so each can be translated.
  return (
    <p className="rounded-lg bg-emerald-50 p-4 text-emerald-950" data-testid="verdict">
      {winner === 'old' ? (
        <Trans>
          <strong>The old regime saves you {saved}.</strong> Its total tax is {winnerTax} against{' '}
          {loserTax} in the new regime.
        </Trans>
      ) : (
        <Trans>
          <strong>The new regime saves you {saved}.</strong> Its total tax is {winnerTax} against{' '}
          {loserTax} in the old regime.
        </Trans>
      )}
    </p>
  );
}

function RegimeCard({ result, best }: { result: IncomeTaxResult; best: boolean }) {
  const { i18n } = useLingui();
  const name = i18n._(REGIME_NAME[result.regime]);
  const year = result.financialYear;
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
            <Trans>Lower tax</Trans>
          </span>
        )}
      </Heading>
      <dl className="mt-2">
        <Figure label={i18n._(msg`Total tax`)} value={inr(result.totalTax)} strong />
        <Figure label={i18n._(msg`Total deductions`)} value={inr(result.totalDeductions)} />
        <Figure label={i18n._(msg`Taxable income`)} value={inr(result.taxableIncome)} />
        {result.rebate87A > 0 && (
          <Figure label={i18n._(msg`Rebate u/s 87A`)} value={inr(result.rebate87A)} />
        )}
        {result.surcharge > 0 && (
          <Figure label={i18n._(msg`Surcharge`)} value={inr(result.surcharge)} />
        )}
        <Figure label={i18n._(msg`Cess (4 %)`)} value={inr(result.cess)} />
        <Figure label={i18n._(msg`Effective rate`)} value={`${result.effectiveRate}%`} />
      </dl>
      <Working
        title={i18n._(msg`Working: ${name}, FY ${year}`)}
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
  const { i18n } = useLingui();
  const calc = useCalculator('tax', calculateBothRegimes, i18n._(msg`Tax Calculated`), (r) => {
    const oldTax = inr(r.old.totalTax);
    const newTax = inr(r.new.totalTax);
    return i18n._(msg`Old regime ${oldTax} · New regime ${newTax}`);
  });
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'tax' as const, errors, defaults };
  const hasMore = [...MORE_DEDUCTIONS, 'otherIncome'].some((k) => defaults[k] !== undefined);
  const [moreOpen, setMoreOpen] = useState(hasMore);
  const anyDefaults = Object.keys(defaults).length > 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="tax"
        label={i18n._(msg`Income tax: old versus new regime`)}
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={onFirstUse}
        submitLabel={i18n._(msg`Calculate tax`)}
      >
        <AmountField
          {...fieldProps}
          name="annualIncome"
          label={i18n._(msg`Annual income`)}
          required
          hint={i18n._(msg`Gross salary (or income) for the year`)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...fieldProps}
            name="financialYear"
            label={i18n._(msg`Financial year`)}
            options={yearOptionsIn(i18n)}
            fallback={DEFAULT_YEAR}
          />
          <SelectField
            {...fieldProps}
            name="ageGroup"
            label={i18n._(msg`Age`)}
            options={ageOptions(i18n)}
            fallback="below60"
          />
        </div>
        <SelectField
          {...fieldProps}
          name="residentialStatus"
          label={i18n._(msg`Residential status`)}
          hint={i18n._(msg`A non-resident gets no 87A rebate`)}
          options={residenceOptions(i18n)}
          fallback="resident"
        />
        <ToggleField
          calc="tax"
          name="salaried"
          label={i18n._(msg`Salaried (standard deduction applies)`)}
          checked={anyDefaults ? defaults.salaried === '1' : true}
        />
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">
            <Trans>Deductions (old regime; blank counts as 0)</Trans>
          </legend>
          <AmountField
            {...fieldProps}
            name="section80C"
            label={i18n._(msg`Section 80C`)}
            hint={i18n._(msg`max ₹1.5L`)}
          />
          <AmountField
            {...fieldProps}
            name="section80D"
            label={i18n._(msg`Section 80D (health insurance)`)}
            hint={i18n._(msg`₹25,000; ₹50,000 for seniors`)}
          />
          <AmountField
            {...fieldProps}
            name="hra"
            label={i18n._(msg`Exempt HRA`)}
            hint={i18n._(msg`Work it out with the HRA calculator`)}
          />
          <AmountField
            {...fieldProps}
            name="homeLoanInterest"
            label={i18n._(msg`Home-loan interest (self-occupied)`)}
            hint={i18n._(msg`max ₹2L, s.24(b)`)}
          />
        </fieldset>
        <div>
          <button
            type="button"
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((o) => !o)}
            className="rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {moreOpen ? (
              <Trans>Fewer deductions</Trans>
            ) : (
              <Trans>More deductions and other income</Trans>
            )}
          </button>
          <fieldset className={cn('mt-3 flex-col gap-4', moreOpen ? 'flex' : 'hidden')}>
            <legend className="sr-only">
              <Trans>More deductions and other income</Trans>
            </legend>
            <AmountField
              {...fieldProps}
              name="section80CCD1B"
              label={i18n._(msg`80CCD(1B): your own NPS contribution`)}
              hint={i18n._(msg`max ₹50,000`)}
            />
            <AmountField
              {...fieldProps}
              name="section80CCD2"
              label={i18n._(msg`80CCD(2): employer's NPS contribution`)}
              hint={i18n._(msg`Allowed in both regimes, within a % of basic + DA`)}
            />
            <AmountField
              {...fieldProps}
              name="section80TTA"
              label={i18n._(msg`80TTA: savings-account interest`)}
              hint={i18n._(msg`max ₹10,000 (below 60)`)}
            />
            <AmountField
              {...fieldProps}
              name="section80TTB"
              label={i18n._(msg`80TTB: deposit interest (seniors)`)}
              hint={i18n._(msg`max ₹50,000`)}
            />
            <AmountField
              {...fieldProps}
              name="section80E"
              label={i18n._(msg`80E: education-loan interest`)}
            />
            <AmountField
              {...fieldProps}
              name="section80G"
              label={i18n._(msg`80G: donations (qualifying amount)`)}
            />
            <AmountField
              {...fieldProps}
              name="otherIncome"
              label={i18n._(msg`Other income (interest, etc.)`)}
              hint={i18n._(msg`Taxed in both regimes`)}
            />
          </fieldset>
        </div>
      </CalculatorForm>
      <ResultArea status={calc.status} label={i18n._(msg`Income tax result`)}>
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
