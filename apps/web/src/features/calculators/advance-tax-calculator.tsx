import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { AdvanceTaxRequest, AdvanceTaxResult } from '@taxguide/contracts/calculators';
import { useState } from 'react';
import { apiPathIn } from '../../i18n/locale';
import { apiRequest } from '../../lib/api-client';
import { formatShortDate } from '../../lib/dates';
import { DEFAULT_YEAR, ageOptions, inr, yearOptionsIn } from './format';
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

const regimeOptions = (i18n: I18n) => [
  { value: 'new', label: i18n._(msg`New regime (default)`) },
  { value: 'old', label: i18n._(msg`Old regime`) },
];

/**
 * What the income mainly is. It decides the schedule: business income makes a resident senior
 * liable (s.207), and presumptive income (44AD/44ADA) is paid in one instalment by 15 March.
 */
const INCOME_KIND_OPTIONS = [
  { value: 'salary', label: msg`Salary or pension` },
  { value: 'business', label: msg`Business or profession (books of account)` },
  { value: 'presumptive', label: msg`Presumptive business or profession (44AD / 44ADA)` },
  { value: 'other', label: msg`Other income (interest, rent, gains)` },
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
  { key: 'section80C', label: msg`Section 80C`, hint: msg`max ₹1.5L` },
  {
    key: 'section80D',
    label: msg`Section 80D (health insurance)`,
    hint: msg`₹25,000; ₹50,000 for seniors`,
  },
  {
    key: 'section80CCD1B',
    label: msg`80CCD(1B): your own NPS contribution`,
    hint: msg`max ₹50,000`,
  },
  {
    key: 'hra',
    label: msg`Exempt HRA`,
    hint: msg`Salaried only: work it out with the HRA calculator`,
  },
  {
    key: 'homeLoanInterest',
    label: msg`Home-loan interest (self-occupied)`,
    hint: msg`max ₹2L, s.24(b)`,
  },
  { key: 'section80TTB', label: msg`80TTB: deposit interest (seniors)`, hint: msg`max ₹50,000` },
] as const;

/** The old-regime claims entered (none for the new regime: it allows none of these). */
function deductionClaims(
  values: Record<string, string>,
  errors: FieldErrors,
  i18n: I18n,
): AdvanceTaxRequest['deductions'] {
  if (values.regime !== 'old') return undefined;
  const claims: Record<string, number> = {};
  for (const { key } of DEDUCTIONS) {
    const amount = parseAmount(values[key]);
    if (amount === undefined) continue;
    if (!Number.isFinite(amount)) errors[key] = i18n._(msg`Enter an amount in rupees, e.g. 150000`);
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
  if (!Number.isFinite(tds)) {
    errors.tdsDeducted = i18n._(msg`Enter an amount in rupees, e.g. 25000`);
  }
  const deductions = deductionClaims(values, errors, i18n);
  if (Object.keys(errors).length > 0) {
    throw new InputError(i18n._(msg`Please enter valid amounts`), errors);
  }
  const body: AdvanceTaxRequest = {
    annualIncome,
    tdsDeducted: tds,
    financialYear: (values.financialYear ?? DEFAULT_YEAR) as AdvanceTaxRequest['financialYear'],
    regime: values.regime === 'old' ? 'old' : 'new',
    ageGroup: (values.ageGroup ?? 'below60') as AdvanceTaxRequest['ageGroup'],
    ...INCOME_FIELDS[incomeKind(values)],
    ...(deductions ? { deductions } : {}),
  };
  const res = await apiRequest('POST', apiPathIn('/api/calculate/advance-tax', i18n.locale), body);
  return (await res.json()) as AdvanceTaxResult;
}

const KIND_HINT: Record<IncomeKind, MessageDescriptor> = {
  salary: msg`Standard deduction applies; a resident aged 60 or over owes no advance tax`,
  business: msg`A resident senior with business income pays advance tax too`,
  presumptive: msg`The whole advance tax is due in one instalment by 15 March`,
  other: msg`No standard deduction`,
};

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;

export function AdvanceTaxResults({ result }: { result: AdvanceTaxResult }) {
  const { i18n } = useLingui();
  const year = result.financialYear;
  const dueDate = (iso: string) => formatShortDate(iso, i18n.locale);
  return (
    <div>
      <dl>
        <Figure label={i18n._(msg`Advance tax due`)} value={inr(result.advanceTaxDue)} strong />
        <Figure label={i18n._(msg`TDS deducted`)} value={inr(result.tdsDeducted)} />
        <Figure
          label={i18n._(msg`Tax for the year (incl. cess)`)}
          value={inr(result.totalTaxLiability)}
        />
        {result.refundDue > 0 && (
          <Figure label={i18n._(msg`Refund due`)} value={inr(result.refundDue)} />
        )}
      </dl>
      {!result.liable && (
        <p className="mt-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950">
          <Trans>No advance tax is payable: see the notes below.</Trans>
        </p>
      )}
      <Heading depth={1} className="mt-4 font-semibold text-slate-900">
        <Trans>Instalments</Trans>
      </Heading>
      <table className="mt-2 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500 uppercase">
            <th scope="col" className="py-1.5 pr-2 font-medium">
              <Trans>Quarter</Trans>
            </th>
            <th scope="col" className="py-1.5 pr-2 font-medium">
              <Trans>Due by</Trans>
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">
              <Trans>Cumulative</Trans>
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              <Trans>Amount</Trans>
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
                <td className="py-1.5 pr-2">{row ? dueDate(row.dueDate) : '—'}</td>
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
        title={i18n._(msg`Working: advance tax, FY ${year}`)}
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
  const { i18n } = useLingui();
  const calc = useCalculator(
    'advance',
    calculateAdvanceTax,
    i18n._(msg`Advance Tax Calculated`),
    (r) => {
      const due = inr(r.advanceTaxDue);
      return i18n._(msg`Advance tax due ${due}`);
    },
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'advance' as const, errors, defaults };
  const [kind, setKind] = useState<IncomeKind>(() => incomeKind(defaults));
  const [regime, setRegime] = useState(defaults.regime === 'old' ? 'old' : 'new');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="advance"
        label={i18n._(msg`Advance tax`)}
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={onFirstUse}
        submitLabel={i18n._(msg`Calculate advance tax`)}
      >
        <AmountField
          {...fieldProps}
          name="annualIncome"
          label={i18n._(msg`Annual income`)}
          required
          hint={i18n._(msg`Estimated income for the year`)}
        />
        <SelectField
          {...fieldProps}
          name="incomeKind"
          label={i18n._(msg`Your income is mainly`)}
          hint={i18n._(KIND_HINT[kind])}
          options={INCOME_KIND_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
          fallback={kind}
          onValue={(value) => setKind(value as IncomeKind)}
        />
        <AmountField
          {...fieldProps}
          name="tdsDeducted"
          label={i18n._(msg`TDS deducted`)}
          hint={i18n._(msg`Tax deducted or collected at source (blank counts as 0)`)}
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
          name="regime"
          label={i18n._(msg`Regime`)}
          options={regimeOptions(i18n)}
          fallback="new"
          onValue={setRegime}
        />
        {regime === 'old' && (
          <fieldset className="flex flex-col gap-4">
            <legend className="mb-2 text-sm font-semibold text-slate-900">
              <Trans>Deductions (old regime; blank counts as 0)</Trans>
            </legend>
            {DEDUCTIONS.map((d) => (
              <AmountField
                key={d.key}
                {...fieldProps}
                name={d.key}
                label={i18n._(d.label)}
                hint={i18n._(d.hint)}
              />
            ))}
          </fieldset>
        )}
      </CalculatorForm>
      <ResultArea status={calc.status} label={i18n._(msg`Advance tax result`)}>
        {calc.result && <AdvanceTaxResults result={calc.result} />}
      </ResultArea>
    </div>
  );
}
