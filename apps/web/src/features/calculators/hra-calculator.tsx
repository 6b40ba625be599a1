import type { HraRequest, HraResult } from '@taxguide/contracts/calculators';
import type * as TaxEngineModule from '@taxguide/tax-engine';
import { useEffect, useId, useState } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { DEFAULT_YEAR, YEAR_OPTIONS, inr } from './format';
import { fieldName, parseAmount, type FieldErrors } from './inputs';
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

const METRO_OPTIONS = [
  { value: 'metro', label: 'Metro (Delhi, Mumbai, Kolkata, Chennai): 50 %' },
  { value: 'nonMetro', label: 'Non-metro: 40 %' },
] as const;

const REGIME_OPTIONS = [
  { value: 'old', label: 'Old regime (HRA can be exempt)' },
  { value: 'new', label: 'New regime (no HRA exemption)' },
] as const;

const REQUIRED = ['basicSalary', 'hraReceived', 'rentPaid'] as const;
const OPTIONAL = ['dearnessAllowance', 'commission'] as const;

/** The exemption and the regime it was worked out for. */
export interface HraOutcome {
  result: HraResult;
  regime: 'old' | 'new';
}

/** Basic salary, HRA received and rent paid must all be amounts above zero. */
export async function calculateHra(values: Record<string, string>): Promise<HraOutcome> {
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
    regime: values.regime === 'new' ? 'new' : 'old',
  };
  return {
    result: (await loadEngine()).calculateHraExemption(input),
    regime: input.regime ?? 'old',
  };
}

/** The new regime exempts nothing: said first, with what the old regime would exempt. */
function NewRegimeVerdict({ result }: { result: HraResult }) {
  const { actualHra, rentMinusTenPercent, percentOfSalary } = result.limbs;
  const oldExempt = Math.max(0, Math.min(actualHra, rentMinusTenPercent, percentOfSalary));
  return (
    <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="hra-regime">
      <strong>The new regime gives no HRA exemption:</strong> all {inr(result.taxableHra)} of your
      HRA is taxed. In the old regime {inr(oldExempt)} of it would be exempt.
    </p>
  );
}

export function HraResults({ result, regime }: { result: HraResult; regime: 'old' | 'new' }) {
  return (
    <div>
      {regime === 'new' && <NewRegimeVerdict result={result} />}
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
        financialYear={result.financialYear}
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

type TaxEngine = typeof TaxEngineModule;

/** What the year's list says of a typed city (the engine's own resolution, aliases included). */
function cityVerdict(engine: TaxEngine, city: string, year: string): string {
  const fy = year as Parameters<TaxEngine['rulesFor']>[0];
  const listed = engine.resolveMetroCity(city, fy);
  if (listed) return `${listed}: a 50 % city for FY ${fy}`;
  const rules = engine.rulesFor(fy).hra;
  const typed = city.trim().replace(/\s+/g, ' ').toLowerCase();
  const canonical = (rules.cityAliases.value[typed] ?? typed).toLowerCase();
  const draft = rules.draftMetroCities?.value.find((c) => c.toLowerCase() === canonical);
  if (draft) return `${draft}: 40 % for FY ${fy} (on the draft list of 50 % cities; see the notes)`;
  return `Not a 50 % city for FY ${fy}: 40 %`;
}

/**
 * The city, suggested from the year's list of 50 % cities (and the draft list where a year has
 * one); once typed, the hint says what the year's list makes of it.
 */
function CityField({
  year,
  defaults,
  errors,
}: {
  year: string;
  defaults: Record<string, string>;
  errors: FieldErrors;
}) {
  const id = useId();
  const [city, setCity] = useState(defaults.city ?? '');
  const [engine, setEngine] = useState<TaxEngine>();
  useEffect(() => {
    if (city.trim() !== '' && !engine) void import('@taxguide/tax-engine').then(setEngine);
  }, [city, engine]);
  const error = errors.city;
  const rules = engine?.rulesFor(year as Parameters<TaxEngine['rulesFor']>[0]).hra;
  const suggestions = rules
    ? [...rules.metroCities.value, ...(rules.draftMetroCities?.value ?? [])]
    : [];
  const hint =
    engine && city.trim() !== ''
      ? cityVerdict(engine, city, year)
      : 'Decides the rate when given (the city type is then not used)';
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>City (optional)</Label>
      <Input
        id={id}
        name={fieldName('hra', 'city')}
        list={`${id}-cities`}
        autoComplete="off"
        defaultValue={defaults.city ?? ''}
        onInput={(event) => setCity(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
      />
      <datalist id={`${id}-cities`}>
        {suggestions.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="text-xs text-slate-600" data-testid="hra-city-hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** HRA exemption (s.10(13A), Rule 2A), computed in the browser. */
export function HraCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'hra',
    calculateHra,
    'HRA Calculated',
    (r) => `Exempt HRA ${inr(r.result.exemptHra)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'hra' as const, errors, defaults };
  const [year, setYear] = useState(defaults.financialYear ?? DEFAULT_YEAR);
  const [regime, setRegime] = useState(defaults.regime === 'new' ? 'new' : 'old');
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
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...fieldProps}
            name="regime"
            label="Tax regime"
            hint={
              regime === 'new'
                ? 'The new regime gives no HRA exemption: all your HRA is taxed'
                : 'Only the old regime exempts HRA'
            }
            options={REGIME_OPTIONS}
            fallback="old"
            onValue={setRegime}
          />
          <SelectField
            {...fieldProps}
            name="financialYear"
            label="Financial year"
            options={YEAR_OPTIONS}
            fallback={DEFAULT_YEAR}
            onValue={setYear}
          />
        </div>
        <AmountField {...fieldProps} name="basicSalary" label="Basic salary (yearly)" required />
        <AmountField {...fieldProps} name="hraReceived" label="HRA received (yearly)" required />
        <AmountField {...fieldProps} name="rentPaid" label="Rent paid (yearly)" required />
        <div className="grid gap-4 sm:grid-cols-2">
          <CityField year={year} defaults={defaults} errors={errors} />
          <SelectField
            {...fieldProps}
            name="metro"
            label="City type"
            hint="Used when no city is given"
            options={METRO_OPTIONS}
            fallback="metro"
          />
        </div>
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
      </CalculatorForm>
      <ResultArea status={calc.status} label="HRA exemption result">
        {calc.result && <HraResults result={calc.result.result} regime={calc.result.regime} />}
      </ResultArea>
    </div>
  );
}
