import type { PresumptiveRequest, PresumptiveResult } from '@taxguide/contracts/calculators';
import { useState } from 'react';
import { DEFAULT_YEAR, YEAR_OPTIONS, inr } from './format';
import { parseAmount } from './inputs';
import { loadEngine } from './load-engine';
import {
  AmountField,
  CalculatorForm,
  Figure,
  ResultActions,
  ResultArea,
  SelectField,
  Working,
} from './ui';
import { InputError, useCalculator } from './use-calculator';

export const RECEIPTS_MESSAGE = 'Please enter valid gross receipts';

const TYPE_OPTIONS = [
  { value: '44ADA', label: '44ADA: professionals (50 %)' },
  { value: '44AD', label: '44AD: business (6 % / 8 %)' },
] as const;

/** Spec §5: gross receipts are required ("Please enter valid gross receipts"). */
export async function calculatePresumptiveIncome(
  values: Record<string, string>,
): Promise<PresumptiveResult> {
  const grossReceipts = parseAmount(values.grossReceipts);
  if (grossReceipts === undefined || !(grossReceipts > 0)) {
    throw new InputError(RECEIPTS_MESSAGE, { grossReceipts: RECEIPTS_MESSAGE });
  }
  const businessType = values.businessType === '44AD' ? '44AD' : '44ADA';
  const digital = businessType === '44AD' ? parseAmount(values.digitalReceipts) : undefined;
  if (digital !== undefined && !Number.isFinite(digital)) {
    throw new InputError('Please enter valid amounts', {
      digitalReceipts: 'Enter an amount in rupees',
    });
  }
  const input: PresumptiveRequest = {
    businessType,
    grossReceipts,
    ...(digital !== undefined ? { digitalReceipts: digital } : {}),
    financialYear: (values.financialYear ?? DEFAULT_YEAR) as PresumptiveRequest['financialYear'],
  };
  return (await loadEngine()).calculatePresumptive(input);
}

export function PresumptiveResults({ result }: { result: PresumptiveResult }) {
  return (
    <div>
      <dl>
        <Figure label="Presumptive income" value={inr(result.presumptiveIncome)} strong />
        <Figure label="Rate" value={`${result.ratePercent}% (s.${result.businessType})`} />
        <Figure label="Turnover limit" value={inr(result.limit)} />
        <Figure label="Eligible" value={result.eligible ? 'Yes' : 'No: receipts above the limit'} />
      </dl>
      <Working
        title={`Working: presumptive income, FY ${result.financialYear}`}
        steps={result.steps}
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

/** Spec §2 presumptive taxation (s.44ADA / s.44AD), computed in the browser. */
export function PresumptiveCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'presumptive',
    calculatePresumptiveIncome,
    'Presumptive Tax Calculated',
    (r) => `Presumptive income ${inr(r.presumptiveIncome)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'presumptive' as const, errors, defaults };
  const [type, setType] = useState(defaults.businessType === '44AD' ? '44AD' : '44ADA');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="presumptive"
        label="Presumptive taxation"
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={() => {
          void loadEngine();
          onFirstUse?.();
        }}
        submitLabel="Calculate presumptive income"
      >
        <SelectField
          {...fieldProps}
          name="businessType"
          label="Business type"
          options={TYPE_OPTIONS}
          fallback="44ADA"
          onValue={setType}
        />
        <AmountField
          {...fieldProps}
          name="grossReceipts"
          label="Gross receipts (turnover)"
          required
        />
        {type === '44AD' && (
          <AmountField
            {...fieldProps}
            name="digitalReceipts"
            label="Of which received digitally"
            hint="Taxed at 6 % instead of 8 %"
          />
        )}
        <SelectField
          {...fieldProps}
          name="financialYear"
          label="Financial year"
          options={YEAR_OPTIONS}
          fallback={DEFAULT_YEAR}
        />
      </CalculatorForm>
      <ResultArea status={calc.status} label="Presumptive taxation result">
        {calc.result && <PresumptiveResults result={calc.result} />}
      </ResultArea>
    </div>
  );
}
