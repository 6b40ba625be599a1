import type { AdvanceTaxRequest, AdvanceTaxResult } from '@taxguide/contracts/calculators';
import { apiRequest } from '../../lib/api-client';
import { AGE_OPTIONS, DEFAULT_YEAR, YEAR_OPTIONS, formatDate, inr } from './format';
import { parseAmount } from './inputs';
import { INCOME_MESSAGE } from './tax-calculator';
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

const REGIME_OPTIONS = [
  { value: 'new', label: 'New regime (default)' },
  { value: 'old', label: 'Old regime' },
] as const;

/** Spec §7: {annualIncome, tdsDeducted} (TDS blank → 0) plus the year, regime, age and income type. */
export async function calculateAdvanceTax(
  values: Record<string, string>,
): Promise<AdvanceTaxResult> {
  const annualIncome = parseAmount(values.annualIncome);
  if (annualIncome === undefined || !(annualIncome > 0)) {
    throw new InputError(INCOME_MESSAGE, { annualIncome: INCOME_MESSAGE });
  }
  const tds = parseAmount(values.tdsDeducted) ?? 0;
  if (!Number.isFinite(tds)) {
    throw new InputError('Please enter valid amounts', {
      tdsDeducted: 'Enter an amount in rupees, e.g. 25000',
    });
  }
  const body: AdvanceTaxRequest = {
    annualIncome,
    tdsDeducted: tds,
    financialYear: (values.financialYear ?? DEFAULT_YEAR) as AdvanceTaxRequest['financialYear'],
    regime: values.regime === 'old' ? 'old' : 'new',
    ageGroup: (values.ageGroup ?? 'below60') as AdvanceTaxRequest['ageGroup'],
    incomeType: values.salaried === '1' ? 'salary' : 'other',
  };
  const res = await apiRequest('POST', '/api/calculate/advance-tax', body);
  return (await res.json()) as AdvanceTaxResult;
}

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
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

/** Spec §2 advance tax: annual income and TDS; the due and the four quarters with dates. */
export function AdvanceTaxCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'advance',
    calculateAdvanceTax,
    'Advance Tax Calculated',
    (r) => `Advance tax due ${inr(r.advanceTaxDue)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'advance' as const, errors, defaults };
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
            name="regime"
            label="Regime"
            options={REGIME_OPTIONS}
            fallback="new"
          />
        </div>
        <SelectField
          {...fieldProps}
          name="ageGroup"
          label="Age"
          options={AGE_OPTIONS}
          fallback="below60"
        />
        <ToggleField
          calc="advance"
          name="salaried"
          label="Salaried (standard deduction applies)"
          checked={Object.keys(defaults).length > 0 ? defaults.salaried === '1' : true}
        />
      </CalculatorForm>
      <ResultArea status={calc.status} label="Advance tax result">
        {calc.result && <AdvanceTaxResults result={calc.result} />}
      </ResultArea>
    </div>
  );
}
