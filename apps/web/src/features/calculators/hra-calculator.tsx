import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { HraRequest, HraResult } from '@taxguide/contracts/calculators';
import type * as TaxEngineModule from '@taxguide/tax-engine';
import { useEffect, useId, useState } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { DEFAULT_YEAR, inr, yearOptionsIn } from './format';
import { fieldName, parseAmount, type FieldErrors } from './inputs';
import { loadEngine, loadEngineText } from './load-engine';
import {
  AmountField,
  CalculatorForm,
  Figure,
  ResultActions,
  ResultArea,
  SelectField,
  Working,
} from './ui';
import { InputError, englishI18n, inPageLanguage, useCalculator } from './use-calculator';

const metroOptions = (i18n: I18n) => [
  { value: 'metro', label: i18n._(msg`Metro (Delhi, Mumbai, Kolkata, Chennai): 50 %`) },
  { value: 'nonMetro', label: i18n._(msg`Non-metro: 40 %`) },
];

const regimeOptions = (i18n: I18n) => [
  { value: 'old', label: i18n._(msg`Old regime (HRA can be exempt)`) },
  { value: 'new', label: i18n._(msg`New regime (no HRA exemption)`) },
];

const REQUIRED = ['basicSalary', 'hraReceived', 'rentPaid'] as const;
const OPTIONAL = ['dearnessAllowance', 'commission'] as const;

/** The exemption and the regime it was worked out for. */
export interface HraOutcome {
  result: HraResult;
  regime: 'old' | 'new';
}

/** Basic salary, HRA received and rent paid must all be amounts above zero. */
export async function calculateHra(
  values: Record<string, string>,
  i18n: I18n = englishI18n,
): Promise<HraOutcome> {
  const errors: FieldErrors = {};
  const amounts: Record<string, number> = {};
  for (const key of REQUIRED) {
    const amount = parseAmount(values[key]);
    if (amount === undefined || !(amount > 0)) errors[key] = i18n._(msg`Enter an amount above 0`);
    else amounts[key] = amount;
  }
  for (const key of OPTIONAL) {
    const amount = parseAmount(values[key]);
    if (amount === undefined) continue;
    if (Number.isFinite(amount)) amounts[key] = amount;
    else errors[key] = i18n._(msg`Enter an amount in rupees`);
  }
  if (Object.keys(errors).length > 0) {
    throw new InputError(i18n._(msg`Please enter valid amounts`), errors);
  }
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
  const [engine, text] = await Promise.all([loadEngine(), loadEngineText(i18n.locale)]);
  return {
    result: await inPageLanguage(() => engine.calculateHraExemption(input, text), i18n),
    regime: input.regime ?? 'old',
  };
}

/** The new regime exempts nothing: said first, with what the old regime would exempt. */
function NewRegimeVerdict({ result }: { result: HraResult }) {
  const { actualHra, rentMinusTenPercent, percentOfSalary } = result.limbs;
  const oldExempt = inr(Math.max(0, Math.min(actualHra, rentMinusTenPercent, percentOfSalary)));
  const taxed = inr(result.taxableHra);
  return (
    <p className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950" data-testid="hra-regime">
      <Trans>
        <strong>The new regime gives no HRA exemption:</strong> all {taxed} of your HRA is taxed. In
        the old regime {oldExempt} of it would be exempt.
      </Trans>
    </p>
  );
}

export function HraResults({ result, regime }: { result: HraResult; regime: 'old' | 'new' }) {
  const { i18n } = useLingui();
  const percent = result.percentApplied;
  const year = result.financialYear;
  return (
    <div>
      {regime === 'new' && <NewRegimeVerdict result={result} />}
      <dl>
        <Figure label={i18n._(msg`Exempt HRA`)} value={inr(result.exemptHra)} strong />
        <Figure label={i18n._(msg`Taxable HRA`)} value={inr(result.taxableHra)} />
        <Figure label={i18n._(msg`(a) Actual HRA received`)} value={inr(result.limbs.actualHra)} />
        <Figure
          label={i18n._(msg`(b) Rent paid minus 10 % of salary`)}
          value={inr(result.limbs.rentMinusTenPercent)}
        />
        <Figure
          label={
            result.metro
              ? i18n._(msg`(c) ${percent} % of salary (metro)`)
              : i18n._(msg`(c) ${percent} % of salary (non-metro)`)
          }
          value={inr(result.limbs.percentOfSalary)}
        />
      </dl>
      <Working
        title={i18n._(msg`Working: HRA exemption, FY ${year}`)}
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
function cityVerdict(engine: TaxEngine, city: string, year: string, i18n: I18n): string {
  const fy = year as Parameters<TaxEngine['rulesFor']>[0];
  const listed = engine.resolveMetroCity(city, fy);
  if (listed) return i18n._(msg`${listed}: a 50 % city for FY ${fy}`);
  const rules = engine.rulesFor(fy).hra;
  const typed = city.trim().replace(/\s+/g, ' ').toLowerCase();
  const canonical = (rules.cityAliases.value[typed] ?? typed).toLowerCase();
  const draft = rules.draftMetroCities?.value.find((c) => c.toLowerCase() === canonical);
  if (draft) {
    return i18n._(
      msg`${draft}: 40 % for FY ${fy} (on the draft list of 50 % cities; see the notes)`,
    );
  }
  return i18n._(msg`Not a 50 % city for FY ${fy}: 40 %`);
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
  const { i18n } = useLingui();
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
      ? cityVerdict(engine, city, year, i18n)
      : i18n._(msg`Decides the rate when given (the city type is then not used)`);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        <Trans>City (optional)</Trans>
      </Label>
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
  const { i18n } = useLingui();
  const calc = useCalculator('hra', calculateHra, i18n._(msg`HRA Calculated`), (r) => {
    const exempt = inr(r.result.exemptHra);
    return i18n._(msg`Exempt HRA ${exempt}`);
  });
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'hra' as const, errors, defaults };
  const [year, setYear] = useState(defaults.financialYear ?? DEFAULT_YEAR);
  const [regime, setRegime] = useState(defaults.regime === 'new' ? 'new' : 'old');
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="hra"
        label={i18n._(msg`HRA exemption`)}
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={() => {
          void loadEngine();
          onFirstUse?.();
        }}
        submitLabel={i18n._(msg`Calculate HRA`)}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...fieldProps}
            name="regime"
            label={i18n._(msg`Tax regime`)}
            hint={
              regime === 'new'
                ? i18n._(msg`The new regime gives no HRA exemption: all your HRA is taxed`)
                : i18n._(msg`Only the old regime exempts HRA`)
            }
            options={regimeOptions(i18n)}
            fallback="old"
            onValue={setRegime}
          />
          <SelectField
            {...fieldProps}
            name="financialYear"
            label={i18n._(msg`Financial year`)}
            options={yearOptionsIn(i18n)}
            fallback={DEFAULT_YEAR}
            onValue={setYear}
          />
        </div>
        <AmountField
          {...fieldProps}
          name="basicSalary"
          label={i18n._(msg`Basic salary (yearly)`)}
          required
        />
        <AmountField
          {...fieldProps}
          name="hraReceived"
          label={i18n._(msg`HRA received (yearly)`)}
          required
        />
        <AmountField
          {...fieldProps}
          name="rentPaid"
          label={i18n._(msg`Rent paid (yearly)`)}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CityField year={year} defaults={defaults} errors={errors} />
          <SelectField
            {...fieldProps}
            name="metro"
            label={i18n._(msg`City type`)}
            hint={i18n._(msg`Used when no city is given`)}
            options={metroOptions(i18n)}
            fallback="metro"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField
            {...fieldProps}
            name="dearnessAllowance"
            label={i18n._(msg`Dearness allowance`)}
            hint={i18n._(msg`Only the part counted for retirement benefits`)}
          />
          <AmountField
            {...fieldProps}
            name="commission"
            label={i18n._(msg`Commission`)}
            hint={i18n._(msg`Only at a fixed % of turnover`)}
          />
        </div>
      </CalculatorForm>
      <ResultArea status={calc.status} label={i18n._(msg`HRA exemption result`)}>
        {calc.result && <HraResults result={calc.result.result} regime={calc.result.regime} />}
      </ResultArea>
    </div>
  );
}
