import type {
  IncomeTaxResult,
  PresumptiveRequest,
  PresumptiveResult,
} from '@taxguide/contracts/calculators';
import { useId, useState } from 'react';
import { resultCitation } from './citation';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { AGE_OPTIONS, DEFAULT_YEAR, YEAR_OPTIONS, inr } from './format';
import { fieldName, parseAmount, type FieldErrors } from './inputs';
import { loadEngine } from './load-engine';
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
import { InputError, useCalculator } from './use-calculator';

export const RECEIPTS_MESSAGE = 'Please enter valid gross receipts';

const TYPE_OPTIONS = [
  { value: '44ADA', label: '44ADA: professionals (50 %)' },
  { value: '44AD', label: '44AD: business (6 % / 8 %)' },
  { value: '44AE', label: '44AE: goods carriages (per vehicle)' },
] as const;

type BusinessType = PresumptiveRequest['businessType'];
type Vehicle = NonNullable<PresumptiveRequest['vehicles']>[number];

/** s.44AE counts at most ten goods carriages (the request takes no more). */
export const MAX_VEHICLES = 10;
/** A heavy goods vehicle is one above 12,000 kg gross vehicle weight (s.44AE(7)). */
const HEAVY_ABOVE_TONNES = 12;

/** The presumptive income and, when the scheme applies, the tax on it in both regimes. */
export interface PresumptiveOutcome {
  result: PresumptiveResult;
  ageGroup: NonNullable<(typeof AGE_OPTIONS)[number]['value']>;
  tax?: { new: IncomeTaxResult; old: IncomeTaxResult };
}

const businessType = (value: string | undefined): BusinessType =>
  value === '44AD' || value === '44AE' ? value : '44ADA';

/** An optional rupee amount: blank is undefined; anything but a number is a field error. */
function optionalAmount(values: Record<string, string>, key: string, errors: FieldErrors) {
  const amount = parseAmount(values[key]);
  if (amount !== undefined && !Number.isFinite(amount)) {
    errors[key] = 'Enter an amount in rupees, e.g. 500000';
    return undefined;
  }
  return amount;
}

/**
 * The goods carriages of the form, in the order they were added. Each row has a stable id in
 * its field names (`vehicles.<id>.months`), so removing one leaves the others' names as they were.
 */
export function readVehicles(
  values: Record<string, string>,
  errors: FieldErrors,
): Vehicle[] | undefined {
  const ids = [
    ...new Set(
      Object.keys(values)
        .map((key) => /^vehicles\.(\d+)\./.exec(key)?.[1])
        .filter((id): id is string => id !== undefined),
    ),
  ].sort((a, b) => Number(a) - Number(b));
  if (ids.length === 0) {
    errors.vehicles = 'Add at least one goods carriage';
    return undefined;
  }
  return ids.map((id) => {
    const at = (field: string) => `vehicles.${id}.${field}`;
    const heavy = values[at('heavy')] === '1';
    const months = Number(values[at('months')] ?? '12');
    if (!Number.isInteger(months) || months < 1 || months > 12) {
      errors[at('months')] = 'Choose the months owned, 1 to 12';
    }
    if (!heavy) return { heavy, months };
    const tonnes = parseAmount(values[at('grossTonnes')]);
    if (tonnes === undefined) {
      errors[at('grossTonnes')] = 'Enter the gross vehicle weight in tonnes';
    } else if (!Number.isFinite(tonnes) || tonnes <= 0) {
      errors[at('grossTonnes')] = 'Enter the weight in tonnes, e.g. 16.2';
    } else if (tonnes <= HEAVY_ABOVE_TONNES) {
      errors[at('grossTonnes')] =
        'A heavy goods vehicle weighs more than 12 tonnes: check the weight or untick "Heavy"';
    }
    return { heavy, grossTonnes: tonnes ?? 0, months };
  });
}

/** The request for the presumptive engine, with every bad field named in plain words. */
export function presumptiveRequest(values: Record<string, string>): PresumptiveRequest {
  const type = businessType(values.businessType);
  const errors: FieldErrors = {};
  const financialYear = (values.financialYear ??
    DEFAULT_YEAR) as PresumptiveRequest['financialYear'];
  if (type === '44AE') {
    const gross = optionalAmount(values, 'grossReceipts', errors);
    const vehicles = readVehicles(values, errors);
    if (Object.keys(errors).length > 0) {
      throw new InputError(Object.values(errors)[0] ?? 'Please enter valid amounts', errors);
    }
    return {
      businessType: type,
      vehicles: vehicles ?? [],
      ...(gross !== undefined ? { grossReceipts: gross } : {}),
      financialYear,
    };
  }
  const grossReceipts = parseAmount(values.grossReceipts);
  if (grossReceipts === undefined || !(grossReceipts > 0)) {
    throw new InputError(RECEIPTS_MESSAGE, { grossReceipts: RECEIPTS_MESSAGE });
  }
  const digital = optionalAmount(values, 'digitalReceipts', errors);
  const cash = optionalAmount(values, 'cashReceipts', errors);
  if (digital !== undefined && digital > grossReceipts) {
    errors.digitalReceipts = 'Digital receipts cannot be more than the gross receipts';
  } else if (cash !== undefined && (digital ?? 0) + cash > grossReceipts) {
    errors.cashReceipts =
      'Digital and cash receipts together cannot be more than the gross receipts';
  }
  if (Object.keys(errors).length > 0) {
    throw new InputError(Object.values(errors)[0] ?? 'Please enter valid amounts', errors);
  }
  return {
    businessType: type,
    grossReceipts,
    ...(digital !== undefined ? { digitalReceipts: digital } : {}),
    ...(cash !== undefined ? { cashReceipts: cash } : {}),
    financialYear,
  };
}

/**
 * Gross receipts are required for 44AD/44ADA ("Please enter valid gross receipts").
 * The tax on the presumptive income is the engine's income tax on it as business income (the
 * only income of a resident individual), in both regimes, worked out in the browser too.
 */
export async function calculatePresumptiveIncome(
  values: Record<string, string>,
): Promise<PresumptiveOutcome> {
  const input = presumptiveRequest(values);
  const ageGroup = AGE_OPTIONS.some((o) => o.value === values.ageGroup)
    ? (values.ageGroup as PresumptiveOutcome['ageGroup'])
    : 'below60';
  const [engine, taxEngine] = await Promise.all([loadEngine(), import('@taxguide/tax-engine')]);
  const result = engine.calculatePresumptive(input);
  if (!result.eligible) return { result, ageGroup };
  const taxIn = (regime: 'old' | 'new') =>
    taxEngine.computeIncomeTax({
      annualIncome: 0,
      incomeType: 'other',
      businessIncome: result.presumptiveIncome,
      regime,
      ageGroup,
      financialYear: result.financialYear,
    }) as IncomeTaxResult;
  return { result, ageGroup, tax: { new: taxIn('new'), old: taxIn('old') } };
}

const AGE_WORDS: Record<PresumptiveOutcome['ageGroup'], string> = {
  below60: 'below 60',
  '60to80': '60 to 79',
  '80plus': '80 or over',
};

function TaxOnIncome({ outcome }: { outcome: PresumptiveOutcome }) {
  const { result, tax } = outcome;
  if (!tax) {
    return (
      <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        The scheme does not apply, so there is no presumptive income to tax: the tax is on the
        profit worked out from your books of account (see the notes).
      </p>
    );
  }
  return (
    <div className="mt-4" data-testid="presumptive-tax">
      <Heading depth={1} className="font-semibold text-slate-900">
        Tax on this income (FY {result.financialYear})
      </Heading>
      <dl className="mt-1">
        <Figure
          label={`New regime (the default), FY ${result.financialYear}`}
          value={inr(tax.new.totalTax)}
          strong
        />
        <Figure
          label={`Old regime, no deductions, FY ${result.financialYear}`}
          value={inr(tax.old.totalTax)}
        />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Income tax with cess on {inr(result.presumptiveIncome)} of business income, taken as the
        whole income of a resident individual aged {AGE_WORDS[outcome.ageGroup]}. Other income or
        deductions change it: add them in the income-tax calculator.
      </p>
    </div>
  );
}

export function PresumptiveResults({ outcome }: { outcome: PresumptiveOutcome }) {
  const { result } = outcome;
  return (
    <div>
      <dl>
        <Figure label="Presumptive income" value={inr(result.presumptiveIncome)} strong />
        {result.businessType === '44AE' ? (
          <Figure
            label="Section"
            value={`${resultCitation(result.steps, '44AE', result.financialYear)}, per goods carriage per month`}
          />
        ) : (
          <>
            <Figure
              label="Rate"
              value={`${result.ratePercent}%, ${resultCitation(result.steps, result.businessType, result.financialYear)}`}
            />
            <Figure label="Turnover limit" value={inr(result.limit)} />
          </>
        )}
        <Figure label="Eligible" value={result.eligible ? 'Yes' : 'No: see the notes'} />
      </dl>
      <TaxOnIncome outcome={outcome} />
      <Working
        title={`Working: presumptive income, FY ${result.financialYear}`}
        steps={result.steps}
        financialYear={result.financialYear}
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1));

function VehicleRow({
  id,
  index,
  defaults,
  errors,
  onRemove,
}: {
  id: number;
  index: number;
  defaults: Record<string, string>;
  errors: FieldErrors;
  onRemove: () => void;
}) {
  const uid = useId();
  const at = (field: string) => `vehicles.${id}.${field}`;
  const [heavy, setHeavy] = useState(defaults[at('heavy')] === '1');
  const tonnesError = errors[at('grossTonnes')];
  const monthsError = errors[at('months')];
  const name = `Vehicle ${index + 1}`;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3" data-vehicle={index + 1}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
      <input type="hidden" name={fieldName('presumptive', at('row'))} value="1" />
      <div className="flex flex-col gap-3">
        <div className="flex items-start gap-2">
          <input
            id={`${uid}-heavy`}
            type="checkbox"
            name={fieldName('presumptive', at('heavy'))}
            value="1"
            defaultChecked={heavy}
            onChange={(event) => setHeavy(event.currentTarget.checked)}
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <Label htmlFor={`${uid}-heavy`}>Heavy goods vehicle (over 12 tonnes)</Label>
        </div>
        {heavy && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${uid}-tonnes`}>Gross vehicle weight (tonnes)</Label>
            <Input
              id={`${uid}-tonnes`}
              name={fieldName('presumptive', at('grossTonnes'))}
              inputMode="decimal"
              autoComplete="off"
              defaultValue={defaults[at('grossTonnes')] ?? ''}
              aria-invalid={tonnesError ? true : undefined}
              aria-describedby={tonnesError ? `${uid}-tonnes-error` : `${uid}-tonnes-hint`}
            />
            {tonnesError ? (
              <p id={`${uid}-tonnes-error`} className="text-sm font-medium text-red-700">
                {tonnesError}
              </p>
            ) : (
              <p id={`${uid}-tonnes-hint`} className="text-xs text-slate-600">
                ₹1,000 per tonne per month
              </p>
            )}
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${uid}-months`}>Months owned in the year</Label>
          <Select
            id={`${uid}-months`}
            name={fieldName('presumptive', at('months'))}
            defaultValue={
              MONTHS.includes(defaults[at('months')] ?? '') ? defaults[at('months')] : '12'
            }
            aria-invalid={monthsError ? true : undefined}
            aria-describedby={monthsError ? `${uid}-months-error` : `${uid}-months-hint`}
          >
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </Select>
          {monthsError ? (
            <p id={`${uid}-months-error`} className="text-sm font-medium text-red-700">
              {monthsError}
            </p>
          ) : (
            <p id={`${uid}-months-hint`} className="text-xs text-slate-600">
              A part of a month counts as a month
            </p>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={onRemove}
          aria-label={`Remove ${name.toLowerCase()}`}
        >
          Remove
        </Button>
      </div>
    </fieldset>
  );
}

/** The row ids of the goods carriages in a shared URL (one empty row when there are none). */
function initialVehicleIds(defaults: Record<string, string>): number[] {
  const ids = new Set<number>();
  for (const key of Object.keys(defaults)) {
    const id = /^vehicles\.(\d+)\./.exec(key)?.[1];
    if (id !== undefined) ids.add(Number(id));
  }
  return ids.size > 0 ? [...ids].sort((a, b) => a - b).slice(0, MAX_VEHICLES) : [0];
}

function Vehicles({ defaults, errors }: { defaults: Record<string, string>; errors: FieldErrors }) {
  const [ids, setIds] = useState(() => initialVehicleIds(defaults));
  const helpId = useId();
  const full = ids.length >= MAX_VEHICLES;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={helpId}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">Goods carriages</legend>
      <p id={helpId} className="text-xs text-slate-600">
        Each vehicle owned in the year: ₹7,500 a month, or ₹1,000 per tonne a month for a heavy one.
        At most {MAX_VEHICLES}.
      </p>
      {errors.vehicles && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errors.vehicles}
        </p>
      )}
      {ids.map((id, index) => (
        <VehicleRow
          key={id}
          id={id}
          index={index}
          defaults={defaults}
          errors={errors}
          onRemove={() => setIds((current) => current.filter((other) => other !== id))}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={full}
        onClick={() => setIds((current) => [...current, Math.max(-1, ...current) + 1])}
      >
        {full ? `${MAX_VEHICLES} vehicles: the most s.44AE allows` : 'Add a vehicle'}
      </Button>
    </fieldset>
  );
}

/** Presumptive taxation (s.44ADA / s.44AD / s.44AE), computed in the browser. */
export function PresumptiveCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'presumptive',
    calculatePresumptiveIncome,
    'Presumptive Tax Calculated',
    (r) =>
      r.tax
        ? `Presumptive income ${inr(r.result.presumptiveIncome)} · tax ${inr(r.tax.new.totalTax)} (new regime)`
        : `Presumptive income ${inr(r.result.presumptiveIncome)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'presumptive' as const, errors, defaults };
  const [type, setType] = useState<string>(businessType(defaults.businessType));
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
        {type === '44AE' ? (
          <>
            <Vehicles defaults={defaults} errors={errors} />
            <AmountField
              {...fieldProps}
              name="grossReceipts"
              label="Gross receipts (optional)"
              hint="For information: s.44AE income is per vehicle"
            />
          </>
        ) : (
          <>
            <AmountField
              {...fieldProps}
              name="grossReceipts"
              label="Gross receipts (turnover)"
              required
            />
            <AmountField
              {...fieldProps}
              name="digitalReceipts"
              label="Of which received digitally"
              hint={
                type === '44AD'
                  ? 'Bank transfer, UPI, account-payee cheque: taxed at 6 % instead of 8 %'
                  : 'Bank transfer, UPI, account-payee cheque'
              }
            />
            <AmountField
              {...fieldProps}
              name="cashReceipts"
              label="Of which received in cash"
              hint={`Cash of at most 5 % raises the limit to ${type === '44AD' ? '₹3 crore' : '₹75 lakh'}; blank: what is not digital counts as cash`}
            />
          </>
        )}
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
            hint="For the tax on this income"
            options={AGE_OPTIONS}
            fallback="below60"
          />
        </div>
      </CalculatorForm>
      <ResultArea status={calc.status} label="Presumptive taxation result">
        {calc.result && <PresumptiveResults outcome={calc.result} />}
      </ResultArea>
    </div>
  );
}
