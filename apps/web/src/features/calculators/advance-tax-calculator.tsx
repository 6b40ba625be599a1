import type { I18n } from '@lingui/core';
import type { AdvanceTaxRequest, AdvanceTaxResult } from '@taxguide/contracts/calculators';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { AGE_OPTIONS, DEFAULT_YEAR, YEAR_OPTIONS, formatDate, inr } from './format';
import { parseAmount, type FieldErrors } from './inputs';
import { INCOME_MESSAGE } from './tax-calculator';
import {
  AmountField,
  CalculatorForm,
  Figure,
  Heading,
  ResultActions,
  ResultArea,
  SelectField,
  Working,
} from './ui';
import { InputError, englishI18n, useCalculator } from './use-calculator';

const REGIME_OPTIONS = [
  { value: 'new', label: 'New regime (default)' },
  { value: 'old', label: 'Old regime' },
] as const;

/**
 * What the income mainly is. It decides the schedule: business income makes a resident senior
 * liable (s.207), and presumptive income (44AD/44ADA) is paid in one instalment by 15 March.
 */
const INCOME_KIND_OPTIONS = [
  { value: 'salary', label: 'Salary or pension' },
  { value: 'business', label: 'Business or profession (books of account)' },
  { value: 'presumptive', label: 'Presumptive business or profession (44AD / 44ADA)' },
  { value: 'other', label: 'Other income (interest, rent, gains)' },
] as const;
type IncomeKind = (typeof INCOME_KIND_OPTIONS)[number]['value'];

/** The kind of income; a link shared before the kind existed carries the "salaried" tick. */
function incomeKind(values: Record<string, string>): IncomeKind {
  const asked = INCOME_KIND_OPTIONS.find((o) => o.value === values.incomeKind);
  if (asked) return asked.value;
  return values.salaried === '1' || Object.keys(values).length === 0 ? 'salary' : 'other';
}

const INCOME_FIELDS: Record<IncomeKind, Partial<AdvanceTaxRequest>> = {
  salary: { incomeType: 'salary' },
  // Without an income type the engine takes the income as profits of business or profession.
  business: { hasBusinessIncome: true },
  presumptive: { presumptive: true },
  other: { incomeType: 'other' },
};

/** The old regime's deductions the form asks for (blank → not claimed). */
const DEDUCTIONS = [
  { key: 'section80C', label: 'Section 80C', hint: 'max ₹1.5L' },
  {
    key: 'section80D',
    label: 'Section 80D (health insurance)',
    hint: '₹25,000; ₹50,000 for seniors',
  },
  { key: 'section80CCD1B', label: '80CCD(1B): your own NPS contribution', hint: 'max ₹50,000' },
  { key: 'hra', label: 'Exempt HRA', hint: 'Salaried only: work it out with the HRA calculator' },
  {
    key: 'homeLoanInterest',
    label: 'Home-loan interest (self-occupied)',
    hint: 'max ₹2L, s.24(b)',
  },
  { key: 'section80TTB', label: '80TTB: deposit interest (seniors)', hint: 'max ₹50,000' },
] as const;

/** The old-regime claims entered (none for the new regime: it allows none of these). */
function deductionClaims(
  values: Record<string, string>,
  errors: FieldErrors,
): AdvanceTaxRequest['deductions'] {
  if (values.regime !== 'old') return undefined;
  const claims: Record<string, number> = {};
  for (const { key } of DEDUCTIONS) {
    const amount = parseAmount(values[key]);
    if (amount === undefined) continue;
    if (!Number.isFinite(amount)) errors[key] = 'Enter an amount in rupees, e.g. 150000';
    else if (amount > 0) claims[key] = amount;
  }
  return Object.keys(claims).length > 0 ? claims : undefined;
}

/**
 * The body: {annualIncome, tdsDeducted} (TDS blank → 0) plus the year, regime, age and the kind
 * of income; in the old regime the deductions claimed.
 */
export async function calculateAdvanceTax(
  values: Record<string, string>,
  i18n: I18n = englishI18n,
): Promise<AdvanceTaxResult> {
  const annualIncome = parseAmount(values.annualIncome);
  if (annualIncome === undefined || !(annualIncome > 0)) {
    const message = i18n._(INCOME_MESSAGE);
    throw new InputError(message, { annualIncome: message });
  }
  const errors: FieldErrors = {};
  const tds = parseAmount(values.tdsDeducted) ?? 0;
  if (!Number.isFinite(tds)) errors.tdsDeducted = 'Enter an amount in rupees, e.g. 25000';
  const deductions = deductionClaims(values, errors);
  if (Object.keys(errors).length > 0) throw new InputError('Please enter valid amounts', errors);
  const body: AdvanceTaxRequest = {
    annualIncome,
    tdsDeducted: tds,
    financialYear: (values.financialYear ?? DEFAULT_YEAR) as AdvanceTaxRequest['financialYear'],
    regime: values.regime === 'old' ? 'old' : 'new',
    ageGroup: (values.ageGroup ?? 'below60') as AdvanceTaxRequest['ageGroup'],
    ...INCOME_FIELDS[incomeKind(values)],
    ...(deductions ? { deductions } : {}),
  };
  const res = await apiRequest('POST', '/api/calculate/advance-tax', body);
  return (await res.json()) as AdvanceTaxResult;
}

const KIND_HINT: Record<IncomeKind, string> = {
  salary: 'Standard deduction applies; a resident aged 60 or over owes no advance tax',
  business: 'A resident senior with business income pays advance tax too',
  presumptive: 'The whole advance tax is due in one instalment by 15 March',
  other: 'No standard deduction',
};

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;

export function AdvanceTaxResults({ result }: { result: AdvanceTaxResult }) {
  return (
    <div>
      <dl>
        <Figure label="Advance tax due" value={inr(result.advanceTaxDue)} strong />
        <Figure label="TDS deducted" value={inr(result.tdsDeducted)} />
        <Figure label="Tax for the year (incl. cess)" value={inr(result.totalTaxLiability)} />
        {result.refundDue > 0 && <Figure label="Refund due" value={inr(result.refundDue)} />}
      </dl>
      {!result.liable && (
        <p className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950">
          No advance tax is payable: see the notes below.
        </p>
      )}
      <Heading depth={1} className="mt-4 font-semibold text-slate-900">
        Instalments
      </Heading>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Quarter
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              Due by
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              Cumulative
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {QUARTERS.map((q, index) => {
            const row = result.schedule[index];
            return (
              <tr key={q} className="border-b border-slate-100 last:border-b-0" data-quarter={q}>
                <th scope="row" className="py-1.5 pr-2 font-medium text-slate-800">
                  {q.toUpperCase()}
                </th>
                <td className="py-1.5 pr-2">{row ? formatDate(row.dueDate) : '—'}</td>
                <td className="py-1.5 pr-2 text-right tabular-nums">
                  {row ? `${row.cumulativePercent}%` : '—'}
                </td>
                <td className="py-1.5 text-right font-medium tabular-nums">
                  {inr(result.quarters[q])}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Working
        title={`Working: advance tax, FY ${result.financialYear}`}
        steps={result.steps}
        financialYear={result.financialYear}
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

/** Advance tax: annual income and TDS; the due and the four quarters with dates. */
export function AdvanceTaxCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'advance',
    calculateAdvanceTax,
    'Advance Tax Calculated',
    (r) => `Advance tax due ${inr(r.advanceTaxDue)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'advance' as const, errors, defaults };
  const [kind, setKind] = useState<IncomeKind>(() => incomeKind(defaults));
  const [regime, setRegime] = useState(defaults.regime === 'old' ? 'old' : 'new');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="advance"
        label="Advance tax"
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={onFirstUse}
        submitLabel="Calculate advance tax"
      >
        <AmountField
          {...fieldProps}
          name="annualIncome"
          label="Annual income"
          required
          hint="Estimated income for the year"
        />
        <SelectField
          {...fieldProps}
          name="incomeKind"
          label="Your income is mainly"
          hint={KIND_HINT[kind]}
          options={INCOME_KIND_OPTIONS}
          fallback={kind}
          onValue={(value) => setKind(value as IncomeKind)}
        />
        <AmountField
          {...fieldProps}
          name="tdsDeducted"
          label="TDS deducted"
          hint="Tax deducted or collected at source (blank counts as 0)"
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
          name="regime"
          label="Regime"
          options={REGIME_OPTIONS}
          fallback="new"
          onValue={setRegime}
        />
        {regime === 'old' && (
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              Deductions (old regime; blank counts as 0)
            </legend>
            {DEDUCTIONS.map((d) => (
              <AmountField key={d.key} {...fieldProps} name={d.key} label={d.label} hint={d.hint} />
            ))}
          </fieldset>
        )}
      </CalculatorForm>
      <ResultArea status={calc.status} label="Advance tax result">
        {calc.result && <AdvanceTaxResults result={calc.result} />}
      </ResultArea>
    </div>
  );
}
