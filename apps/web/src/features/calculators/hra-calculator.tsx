import type { HraRequest, HraResult } from '@taxguide/contracts/calculators';
import { DEFAULT_YEAR, YEAR_OPTIONS, inr } from './format';
import { parseAmount, type FieldErrors } from './inputs';
import { loadEngine } from './load-engine';
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
import { InputError, useCalculator } from './use-calculator';

const METRO_OPTIONS = [
  { value: 'metro', label: 'Metro (Delhi, Mumbai, Kolkata, Chennai): 50 %' },
  { value: 'nonMetro', label: 'Non-metro: 40 %' },
] as const;

const REQUIRED = ['basicSalary', 'hraReceived', 'rentPaid'] as const;
const OPTIONAL = ['dearnessAllowance', 'commission'] as const;

/** Spec §5: basic salary, HRA received and rent paid must all be amounts above zero. */
export async function calculateHra(values: Record<string, string>): Promise<HraResult> {
  const errors: FieldErrors = {};
  const amounts: Record<string, number> = {};
  for (const key of REQUIRED) {
    const amount = parseAmount(values[key]);
    if (amount === undefined || !(amount > 0)) errors[key] = 'Enter an amount above 0';
    else amounts[key] = amount;
  }
  for (const key of OPTIONAL) {
    const amount = parseAmount(values[key]);
    if (amount === undefined) continue;
    if (Number.isFinite(amount)) amounts[key] = amount;
    else errors[key] = 'Enter an amount in rupees';
  }
  if (Object.keys(errors).length > 0) throw new InputError('Please enter valid amounts', errors);
  const input: HraRequest = {
    basicSalary: amounts.basicSalary ?? 0,
    hraReceived: amounts.hraReceived ?? 0,
    rentPaid: amounts.rentPaid ?? 0,
    ...(amounts.dearnessAllowance !== undefined
      ? { dearnessAllowance: amounts.dearnessAllowance }
      : {}),
    ...(amounts.commission !== undefined ? { commission: amounts.commission } : {}),
    metro: values.metro !== 'nonMetro',
    ...(values.city ? { city: values.city } : {}),
    financialYear: (values.financialYear ?? DEFAULT_YEAR) as HraRequest['financialYear'],
  };
  return (await loadEngine()).calculateHraExemption(input);
}

export function HraResults({ result }: { result: HraResult }) {
  return (
    <div>
      <dl>
        <Figure label="Exempt HRA" value={inr(result.exemptHra)} strong />
        <Figure label="Taxable HRA" value={inr(result.taxableHra)} />
        <Figure label="(a) Actual HRA received" value={inr(result.limbs.actualHra)} />
        <Figure
          label="(b) Rent paid minus 10 % of salary"
          value={inr(result.limbs.rentMinusTenPercent)}
        />
        <Figure
          label={`(c) ${result.percentApplied} % of salary (${result.metro ? 'metro' : 'non-metro'})`}
          value={inr(result.limbs.percentOfSalary)}
        />
      </dl>
      <Working
        title={`Working: HRA exemption, FY ${result.financialYear}`}
        steps={result.steps}
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

/** Spec §2 HRA exemption (s.10(13A), Rule 2A), computed in the browser. */
export function HraCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'hra',
    calculateHra,
    'HRA Calculated',
    (r) => `Exempt HRA ${inr(r.exemptHra)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'hra' as const, errors, defaults };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="hra"
        label="HRA exemption"
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={() => {
          void loadEngine();
          onFirstUse?.();
        }}
        submitLabel="Calculate HRA"
      >
        <AmountField {...fieldProps} name="basicSalary" label="Basic salary (yearly)" required />
        <AmountField {...fieldProps} name="hraReceived" label="HRA received (yearly)" required />
        <AmountField {...fieldProps} name="rentPaid" label="Rent paid (yearly)" required />
        <SelectField
          {...fieldProps}
          name="metro"
          label="City type"
          options={METRO_OPTIONS}
          fallback="metro"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            {...fieldProps}
            name="dearnessAllowance"
            label="Dearness allowance"
            hint="Only the part counted for retirement benefits"
          />
          <AmountField
            {...fieldProps}
            name="commission"
            label="Commission"
            hint="Only at a fixed % of turnover"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...fieldProps}
            name="city"
            label="City (optional)"
            hint="Decides metro when given"
          />
          <SelectField
            {...fieldProps}
            name="financialYear"
            label="Financial year"
            options={YEAR_OPTIONS}
            fallback={DEFAULT_YEAR}
          />
        </div>
      </CalculatorForm>
      <ResultArea status={calc.status} label="HRA exemption result">
        {calc.result && <HraResults result={calc.result} />}
      </ResultArea>
    </div>
  );
}
