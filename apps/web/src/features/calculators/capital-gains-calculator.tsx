import type { CapitalGainsRequest, CapitalGainsResult } from '@taxguide/contracts/calculators';
import { inr } from './format';
import { parseAmount, type FieldErrors } from './inputs';
import { loadEngine } from './load-engine';
import { INCOME_MESSAGE } from './tax-calculator';
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

const ASSET_OPTIONS = [
  { value: 'equity', label: 'Listed equity shares' },
  { value: 'equityFund', label: 'Equity mutual fund units' },
  { value: 'property', label: 'Property (land or building)' },
  { value: 'gold', label: 'Gold (and other assets)' },
  { value: 'unlistedShares', label: 'Unlisted shares' },
] as const;

/** Spec §5: both prices are required, with the tax calculator's message; the dates are checked by the contract. */
export async function calculateCapitalGains(
  values: Record<string, string>,
): Promise<CapitalGainsResult> {
  const errors: FieldErrors = {};
  const purchasePrice = parseAmount(values.purchasePrice);
  const salePrice = parseAmount(values.salePrice);
  if (purchasePrice === undefined || !(purchasePrice > 0)) errors.purchasePrice = INCOME_MESSAGE;
  if (salePrice === undefined || !(salePrice > 0)) errors.salePrice = INCOME_MESSAGE;
  const expenses = parseAmount(values.expenses);
  if (expenses !== undefined && !Number.isFinite(expenses))
    errors.expenses = 'Enter an amount in rupees';
  if (Object.keys(errors).length > 0) throw new InputError(INCOME_MESSAGE, errors);
  const input = {
    assetType: (values.assetType ?? 'equity') as CapitalGainsRequest['assetType'],
    purchasePrice,
    salePrice,
    purchaseDate: values.purchaseDate,
    saleDate: values.saleDate,
    ...(expenses !== undefined ? { expenses } : {}),
  };
  return (await loadEngine()).calculateCapitalGains(input);
}

const SECTION_NAME: Record<CapitalGainsResult['section'], string> = {
  '111A': 's.111A',
  '112A': 's.112A',
  '112': 's.112',
  slab: 'slab rate',
};

export function CapitalGainsResults({ result }: { result: CapitalGainsResult }) {
  return (
    <div>
      <dl>
        <Figure label="Total tax (incl. cess)" value={inr(result.totalTax)} strong />
        <Figure
          label="Holding period"
          value={`${result.holdingMonths} months: ${result.term === 'long' ? 'long-term' : 'short-term'}`}
        />
        <Figure
          label={result.gain < 0 ? 'Capital loss' : 'Capital gain'}
          value={inr(result.gain)}
        />
        {result.exemption > 0 && (
          <Figure label="Exemption (s.112A)" value={inr(result.exemption)} />
        )}
        <Figure label="Taxable gain" value={inr(result.taxableGain)} />
        <Figure label="Rate" value={`${result.ratePercent}% (${SECTION_NAME[result.section]})`} />
        <Figure label="Tax before cess" value={inr(result.tax)} />
        <Figure label="Cess (4 %)" value={inr(result.cess)} />
        <Figure label="Net gain after tax" value={inr(result.netGain)} />
      </dl>
      {result.indexation && (
        <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
          Land or building bought before 23 July 2024: tax{' '}
          {inr(result.indexation.taxWithoutIndexation)} at 12.5 % without indexation or{' '}
          {inr(result.indexation.taxWithIndexation)} at 20 % with indexation (indexed cost{' '}
          {inr(result.indexation.indexedCost)}); the lower,{' '}
          {result.indexation.chosen === 'withIndexation' ? 'with indexation' : 'without indexation'}
          , applies.
        </p>
      )}
      <Working
        title={`Working: capital gains, FY ${result.financialYear}`}
        steps={result.steps}
        notes={result.notes}
      />
      <ResultActions />
    </div>
  );
}

/** Spec §2 capital gains, computed in the browser with the rates of the date of sale. */
export function CapitalGainsCalculator({ onFirstUse }: { onFirstUse?: () => void }) {
  const calc = useCalculator(
    'cg',
    calculateCapitalGains,
    'Capital Gains Calculated',
    (r) => `Tax on the gain ${inr(r.totalTax)}`,
  );
  const { defaults, errors } = calc;
  const fieldProps = { calc: 'cg' as const, errors, defaults };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CalculatorForm
        calc="cg"
        label="Capital gains"
        status={calc.status}
        onCalculate={calc.submit}
        onFirstUse={() => {
          void loadEngine();
          onFirstUse?.();
        }}
        submitLabel="Calculate capital gains"
      >
        <SelectField
          {...fieldProps}
          name="assetType"
          label="Asset type"
          options={ASSET_OPTIONS}
          fallback="equity"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <AmountField {...fieldProps} name="purchasePrice" label="Purchase price" required />
          <AmountField {...fieldProps} name="salePrice" label="Sale price" required />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...fieldProps} type="date" name="purchaseDate" label="Purchase date" />
          <TextField
            {...fieldProps}
            type="date"
            name="saleDate"
            label="Sale date"
            hint="1 Apr 2023 to 31 Mar 2027"
          />
        </div>
        <AmountField
          {...fieldProps}
          name="expenses"
          label="Transfer expenses (optional)"
          hint="Brokerage, stamp duty on sale, etc."
        />
      </CalculatorForm>
      <ResultArea status={calc.status} label="Capital gains result">
        {calc.result && <CapitalGainsResults result={calc.result} />}
      </ResultArea>
    </div>
  );
}
