import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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
import { AGE_OPTIONS, DEFAULT_YEAR, ageOptions, inr, yearOptionsIn } from './format';
import { fieldName, parseAmount, type FieldErrors } from './inputs';
import { loadEngine, loadEngineText } from './load-engine';
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
import { InputError, englishI18n, inPageLanguage, useCalculator } from './use-calculator';

export const RECEIPTS_MESSAGE = msg`Please enter valid gross receipts`;

const typeOptions = (i18n: I18n) => [
  { value: '44ADA', label: i18n._(msg`44ADA: professionals (50 %)`) },
  { value: '44AD', label: i18n._(msg`44AD: business (6 % / 8 %)`) },
  { value: '44AE', label: i18n._(msg`44AE: goods carriages (per vehicle)`) },
];

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
function optionalAmount(
  values: Record<string, string>,
  key: string,
  errors: FieldErrors,
  i18n: I18n,
) {
  const amount = parseAmount(values[key]);
  if (amount !== undefined && !Number.isFinite(amount)) {
    errors[key] = i18n._(msg`Enter an amount in rupees, e.g. 500000`);
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
  i18n: I18n = englishI18n,
): Vehicle[] | undefined {
  const ids = [
    ...new Set(
      Object.keys(values)
        .map((key) => /^vehicles\.(\d+)\./.exec(key)?.[1])
        .filter((id): id is string => id !== undefined),
    ),
  ].sort((a, b) => Number(a) - Number(b));
  if (ids.length === 0) {
    errors.vehicles = i18n._(msg`Add at least one goods carriage`);
    return undefined;
  }
  return ids.map((id) => {
    const at = (field: string) => `vehicles.${id}.${field}`;
    const heavy = values[at('heavy')] === '1';
    const months = Number(values[at('months')] ?? '12');
    if (!Number.isInteger(months) || months < 1 || months > 12) {
      errors[at('months')] = i18n._(msg`Choose the months owned, 1 to 12`);
    }
    if (!heavy) return { heavy, months };
    const tonnes = parseAmount(values[at('grossTonnes')]);
    if (tonnes === undefined) {
      errors[at('grossTonnes')] = i18n._(msg`Enter the gross vehicle weight in tonnes`);
    } else if (!Number.isFinite(tonnes) || tonnes <= 0) {
      errors[at('grossTonnes')] = i18n._(msg`Enter the weight in tonnes, e.g. 16.2`);
    } else if (tonnes <= HEAVY_ABOVE_TONNES) {
      errors[at('grossTonnes')] = i18n._(
        msg`A heavy goods vehicle weighs more than 12 tonnes: check the weight or untick "Heavy"`,
      );
    }
    return { heavy, grossTonnes: tonnes ?? 0, months };
  });
}

/** The request for the presumptive engine, with every bad field named in plain words. */
export function presumptiveRequest(
  values: Record<string, string>,
  i18n: I18n = englishI18n,
): PresumptiveRequest {
  const type = businessType(values.businessType);
  const errors: FieldErrors = {};
  const financialYear = (values.financialYear ??
    DEFAULT_YEAR) as PresumptiveRequest['financialYear'];
  if (type === '44AE') {
    const gross = optionalAmount(values, 'grossReceipts', errors, i18n);
    const vehicles = readVehicles(values, errors, i18n);
    if (Object.keys(errors).length > 0) {
      throw new InputError(
        Object.values(errors)[0] ?? i18n._(msg`Please enter valid amounts`),
        errors,
      );
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
    const message = i18n._(RECEIPTS_MESSAGE);
    throw new InputError(message, { grossReceipts: message });
  }
  const digital = optionalAmount(values, 'digitalReceipts', errors, i18n);
  const cash = optionalAmount(values, 'cashReceipts', errors, i18n);
  if (digital !== undefined && digital > grossReceipts) {
    errors.digitalReceipts = i18n._(msg`Digital receipts cannot be more than the gross receipts`);
  } else if (cash !== undefined && (digital ?? 0) + cash > grossReceipts) {
    errors.cashReceipts = i18n._(
      msg`Digital and cash receipts together cannot be more than the gross receipts`,
    );
  }
  if (Object.keys(errors).length > 0) {
    throw new InputError(
      Object.values(errors)[0] ?? i18n._(msg`Please enter valid amounts`),
      errors,
    );
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
  i18n: I18n = englishI18n,
): Promise<PresumptiveOutcome> {
  const input = presumptiveRequest(values, i18n);
  const ageGroup = AGE_OPTIONS.some((o) => o.value === values.ageGroup)
    ? (values.ageGroup as PresumptiveOutcome['ageGroup'])
    : 'below60';
  const [engine, taxEngine, text] = await Promise.all([
    loadEngine(),
    import('@taxguide/tax-engine'),
    loadEngineText(i18n.locale),
  ]);
  const result = await inPageLanguage(() => engine.calculatePresumptive(input, text), i18n);
  if (!result.eligible) return { result, ageGroup };
  const taxIn = (regime: 'old' | 'new') =>
    taxEngine.computeIncomeTax(
      {
        annualIncome: 0,
        incomeType: 'other',
        businessIncome: result.presumptiveIncome,
        regime,
        ageGroup,
        financialYear: result.financialYear,
      },
      { text },
    ) as IncomeTaxResult;
  return { result, ageGroup, tax: { new: taxIn('new'), old: taxIn('old') } };
}

function TaxOnIncome({ outcome }: { outcome: PresumptiveOutcome }) {
  const { i18n } = useLingui();
  const { result, tax } = outcome;
  if (!tax) {
    return (
      <p className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <Trans>
          The scheme does not apply, so there is no presumptive income to tax: the tax is on the
          profit worked out from your books of account (see the notes).
        </Trans>
      </p>
    );
  }
  const year = result.financialYear;
  const income = inr(result.presumptiveIncome);
  const age = outcome.ageGroup;
  return (
    <div className="mt-4" data-testid="presumptive-tax">
      <Heading depth={1} className="font-semibold text-slate-900">
        <Trans>Tax on this income (FY {year})</Trans>
      </Heading>
      <dl className="mt-1">
        <Figure
          label={i18n._(msg`New regime (the default), FY ${year}`)}
          value={inr(tax.new.totalTax)}
          strong
        />
        <Figure
          label={i18n._(msg`Old regime, no deductions, FY ${year}`)}
          value={inr(tax.old.totalTax)}
        />
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {i18n._(
          msg`Income tax with cess on ${income} of business income, taken as the whole income of a resident individual aged ${select(
            age,
            { below60: 'below 60', '60to80': '60 to 79', other: '80 or over' },
          )}. Other income or deductions change it: add them in the income-tax calculator.`,
        )}
      </p>
    </div>
  );
}

export function PresumptiveResults({ outcome }: { outcome: PresumptiveOutcome }) {
  const { i18n } = useLingui();
  const { result } = outcome;
  const year = result.financialYear;
  const rate = result.ratePercent;
  const cited = resultCitation(result.steps, result.businessType, result.financialYear, i18n);
  return (
    <div>
      <dl>
        <Figure
          label={i18n._(msg`Presumptive income`)}
          value={inr(result.presumptiveIncome)}
          strong
        />
        {result.businessType === '44AE' ? (
          <Figure
            label={i18n._(msg`Section`)}
            value={i18n._(msg`${cited}, per goods carriage per month`)}
          />
        ) : (
          <>
            <Figure label={i18n._(msg`Rate`)} value={i18n._(msg`${rate}%, ${cited}`)} />
            <Figure label={i18n._(msg`Turnover limit`)} value={inr(result.limit)} />
          </>
        )}
        <Figure
          label={i18n._(msg`Eligible`)}
          value={result.eligible ? i18n._(msg`Yes`) : i18n._(msg`No: see the notes`)}
        />
      </dl>
      <TaxOnIncome outcome={outcome} />
      <Working
        title={i18n._(msg`Working: presumptive income, FY ${year}`)}
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
  const { i18n } = useLingui();
  const uid = useId();
  const at = (field: string) => `vehicles.${id}.${field}`;
  const [heavy, setHeavy] = useState(defaults[at('heavy')] === '1');
  const tonnesError = errors[at('grossTonnes')];
  const monthsError = errors[at('months')];
  const number = index + 1;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3" data-vehicle={index + 1}>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        <Trans>Vehicle {number}</Trans>
      </legend>
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
          <Label htmlFor={`${uid}-heavy`}>
            <Trans>Heavy goods vehicle (over 12 tonnes)</Trans>
          </Label>
        </div>
        {heavy && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${uid}-tonnes`}>
              <Trans>Gross vehicle weight (tonnes)</Trans>
            </Label>
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
                <Trans>₹1,000 per tonne per month</Trans>
              </p>
            )}
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${uid}-months`}>
            <Trans>Months owned in the year</Trans>
          </Label>
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
              <Trans>A part of a month counts as a month</Trans>
            </p>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          onClick={onRemove}
          aria-label={i18n._(msg`Remove vehicle ${number}`)}
        >
          <Trans>Remove</Trans>
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
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        <Trans>Goods carriages</Trans>
      </legend>
      <p id={helpId} className="text-xs text-slate-600">
        <Trans>
          Each vehicle owned in the year: ₹7,500 a month, or ₹1,000 per tonne a month for a heavy
          one. At most {MAX_VEHICLES}.
        </Trans>
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
        {full ? (
          <Trans>{MAX_VEHICLES} vehicles: the most s.44AE allows</Trans>
        ) : (
          <Trans>Add a vehicle</Trans>
        )}
      </Button>
    </fieldset>
  );
}

/** Presumptive taxation (s.44ADA / s.44AD / s.44AE), computed in the browser. */
export function PresumptiveCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const { i18n } = useLingui();
  const calc = useCalculator(
    'presumptive',
    calculatePresumptiveIncome,
    i18n._(msg`Presumptive Tax Calculated`),
    (r) => {
      const income = inr(r.result.presumptiveIncome);
      if (!r.tax) return i18n._(msg`Presumptive income ${income}`);
      const tax = inr(r.tax.new.totalTax);
      return i18n._(msg`Presumptive income ${income} · tax ${tax} (new regime)`);
    },
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'presumptive' as const, errors, defaults };
  const [type, setType] = useState<string>(businessType(defaults.businessType));
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="presumptive"
        label={i18n._(msg`Presumptive taxation`)}
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={() => {
          void loadEngine();
          onFirstUse?.();
        }}
        submitLabel={i18n._(msg`Calculate presumptive income`)}
      >
        <SelectField
          {...fieldProps}
          name="businessType"
          label={i18n._(msg`Business type`)}
          options={typeOptions(i18n)}
          fallback="44ADA"
          onValue={setType}
        />
        {type === '44AE' ? (
          <>
            <Vehicles defaults={defaults} errors={errors} />
            <AmountField
              {...fieldProps}
              name="grossReceipts"
              label={i18n._(msg`Gross receipts (optional)`)}
              hint={i18n._(msg`For information: s.44AE income is per vehicle`)}
            />
          </>
        ) : (
          <>
            <AmountField
              {...fieldProps}
              name="grossReceipts"
              label={i18n._(msg`Gross receipts (turnover)`)}
              required
            />
            <AmountField
              {...fieldProps}
              name="digitalReceipts"
              label={i18n._(msg`Of which received digitally`)}
              hint={
                type === '44AD'
                  ? i18n._(
                      msg`Bank transfer, UPI, account-payee cheque: taxed at 6 % instead of 8 %`,
                    )
                  : i18n._(msg`Bank transfer, UPI, account-payee cheque`)
              }
            />
            <AmountField
              {...fieldProps}
              name="cashReceipts"
              label={i18n._(msg`Of which received in cash`)}
              hint={
                type === '44AD'
                  ? i18n._(
                      msg`Cash of at most 5 % raises the limit to ₹3 crore; blank: what is not digital counts as cash`,
                    )
                  : i18n._(
                      msg`Cash of at most 5 % raises the limit to ₹75 lakh; blank: what is not digital counts as cash`,
                    )
              }
            />
          </>
        )}
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
            hint={i18n._(msg`For the tax on this income`)}
            options={ageOptions(i18n)}
            fallback="below60"
          />
        </div>
      </CalculatorForm>
      <ResultArea status={calc.status} label={i18n._(msg`Presumptive taxation result`)}>
        {calc.result && <PresumptiveResults outcome={calc.result} />}
      </ResultArea>
    </div>
  );
}
