// The year's steps up to the income: who you are, then each head of income.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { AGE_OPTIONS, YEAR_OPTIONS } from '../format';
import {
  EMPTY_HOUSE,
  EMPTY_TRANSACTION,
  EMPTY_VEHICLE,
  parseTypedDate,
  type YearDraft,
} from './draft';
import {
  AmountInput,
  CheckInput,
  DateInput,
  ListItem,
  NumberInput,
  SelectInput,
  TextInput,
  grid,
} from './fields';

export function AboutYouStep() {
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <SelectInput name="financialYear" label="Financial year" options={YEAR_OPTIONS} />
        <SelectInput name="ageGroup" label="Age" options={AGE_OPTIONS} />
        <SelectInput
          name="residentialStatus"
          label="Residential status"
          options={[
            { value: 'resident', label: 'Resident' },
            { value: 'nonResident', label: 'Non-resident' },
          ]}
          hint="Non-residents get no 87A rebate and the basic slabs whatever their age"
        />
        <SelectInput
          name="taxpayerType"
          label="Filing as"
          options={[
            { value: 'individual', label: 'An individual' },
            { value: 'huf', label: 'A Hindu undivided family (HUF)' },
          ]}
        />
        <SelectInput
          name="employerType"
          label="Employer"
          options={[
            { value: 'private', label: 'Private sector (or none)' },
            { value: 'government', label: 'Central or State Government' },
          ]}
          hint="Decides the employer-NPS limit (s.80CCD(2))"
        />
      </div>
    </div>
  );
}

export function SalaryStep() {
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <AmountInput
          name="annualIncome"
          label="Gross salary or pension"
          hint="For the whole year, before tax"
        />
        <SelectInput
          name="incomeType"
          label="This amount is"
          options={[
            { value: 'salary', label: 'Salary or pension' },
            { value: 'other', label: 'Other income (no standard deduction)' },
          ]}
        />
      </div>
      <p className="text-sm text-slate-600">
        Optional: the parts of your salary, to work out the exempt HRA and the NPS limits.
      </p>
      <div className={grid}>
        <AmountInput name="salaryDetails.basic" label="Basic salary" />
        <AmountInput name="salaryDetails.dearnessAllowance" label="Dearness allowance (DA)" />
        <AmountInput name="salaryDetails.hraReceived" label="HRA received" />
        <AmountInput name="salaryDetails.rentPaid" label="Rent paid in the year" />
        <TextInput
          name="salaryDetails.city"
          label="City you live in"
          hint="Decides the HRA limit: 50 % of salary in the listed metro cities, 40 % elsewhere"
        />
        <AmountInput
          name="salaryDetails.professionalTax"
          label="Professional tax"
          hint="At most ₹2,500 a year"
        />
        <AmountInput
          name="deductions.section80CCD2"
          label="Employer's NPS contribution"
          hint="s.80CCD(2), both regimes: up to 14 % of basic + DA in the new regime, 10 % in the old (14 % in both for government employers)"
        />
      </div>
    </div>
  );
}

function House({ index, onRemove }: { index: number; onRemove: () => void }) {
  const use = useWatch<YearDraft>({ name: `houseProperties.${index}.use` });
  return (
    <ListItem title={`House ${index + 1}`} onRemove={onRemove}>
      <div className={grid}>
        <SelectInput
          name={`houseProperties.${index}.use`}
          label="Use"
          options={[
            { value: 'selfOccupied', label: 'Self-occupied (you live in it)' },
            { value: 'letOut', label: 'Let out' },
          ]}
        />
        {use === 'letOut' && (
          <>
            <AmountInput name={`houseProperties.${index}.annualRent`} label="Rent for the year" />
            <AmountInput
              name={`houseProperties.${index}.municipalTaxesPaid`}
              label="Municipal taxes paid"
            />
          </>
        )}
        <AmountInput
          name={`houseProperties.${index}.interestOnLoan`}
          label="Home-loan interest"
          hint={use === 'letOut' ? 'No cap; a loss sets off up to ₹2L' : 'At most ₹2L, s.24(b)'}
        />
      </div>
    </ListItem>
  );
}

export function HousePropertyStep() {
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'houseProperties' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-sm text-slate-600">No house added.</p>}
      {fields.map((field, index) => (
        <House key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <AmountInput
        name="broughtForwardLosses.houseProperty"
        label="House-property loss brought forward"
        hint="From earlier years (up to 8), s.71B"
      />
      <Button type="button" variant="outline" onClick={() => append(EMPTY_HOUSE)}>
        Add a house
      </Button>
    </div>
  );
}

const ASSET_OPTIONS = [
  { value: 'equity', label: 'Listed shares' },
  { value: 'equityFund', label: 'Equity mutual fund' },
  { value: 'property', label: 'Land or building' },
  { value: 'gold', label: 'Gold or jewellery' },
  { value: 'unlistedShares', label: 'Unlisted shares' },
  { value: 'specifiedMutualFund', label: 'Debt mutual fund (bought from April 2023)' },
  { value: 'listedBond', label: 'Listed bond or debenture' },
] as const;

function Transaction({ index, onRemove }: { index: number; onRemove: () => void }) {
  const at = `capitalGainsTransactions.${index}` as const;
  const [assetType, bought] = useWatch<YearDraft>({
    name: [`${at}.assetType`, `${at}.purchaseDate`],
  }) as [string, string];
  const purchase = parseTypedDate(bought ?? '');
  const equity = assetType === 'equity' || assetType === 'equityFund';
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(purchase);
  return (
    <ListItem title={`Sale ${index + 1}`} onRemove={onRemove}>
      <div className={grid}>
        <SelectInput name={`${at}.assetType`} label="What you sold" options={ASSET_OPTIONS} />
        <AmountInput name={`${at}.salePrice`} label="Sale price" />
        <DateInput name={`${at}.purchaseDate`} label="Purchase date" />
        <DateInput name={`${at}.saleDate`} label="Sale date" />
        <AmountInput name={`${at}.purchasePrice`} label="Purchase price" />
        <AmountInput name={`${at}.expenses`} label="Expenses of the sale" hint="Brokerage, fees" />
        {equity && dated && purchase < '2018-02-01' && (
          <AmountInput
            name={`${at}.fmvOn31Jan2018`}
            label="Value on 31 January 2018"
            hint="Highest price quoted that day (s.55(2)(ac))"
          />
        )}
        {dated && purchase < '2001-04-01' && (
          <AmountInput
            name={`${at}.fmvOn1Apr2001`}
            label="Value on 1 April 2001"
            hint="May be taken as the cost (s.55(2)(b))"
          />
        )}
        {assetType === 'property' && (
          <>
            <AmountInput name={`${at}.exemptions.section54`} label="Reinvested in a house (s.54)" />
            <AmountInput
              name={`${at}.exemptions.section54EC`}
              label="Put into 54EC bonds"
              hint="At most ₹50L"
            />
          </>
        )}
        <AmountInput
          name={`${at}.exemptions.section54F`}
          label="Sale price reinvested in a house (s.54F)"
          hint="For an asset other than a house"
        />
      </div>
    </ListItem>
  );
}

export function CapitalGainsStep() {
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'capitalGainsTransactions' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && <p className="text-sm text-slate-600">No sale added.</p>}
      {fields.map((field, index) => (
        <Transaction key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_TRANSACTION)}>
        Add a sale
      </Button>
      <div className={grid}>
        <AmountInput
          name="broughtForwardLosses.shortTermCapitalLoss"
          label="Short-term capital loss brought forward"
        />
        <AmountInput
          name="broughtForwardLosses.longTermCapitalLoss"
          label="Long-term capital loss brought forward"
        />
      </div>
    </div>
  );
}

export function OtherIncomeStep() {
  return (
    <div className={grid}>
      <AmountInput
        name="otherIncome"
        label="Interest (savings, deposits) and other income"
        hint="Taxed at your slab rates"
      />
      <AmountInput name="dividends" label="Dividends" />
      <AmountInput
        name="familyPension"
        label="Family pension"
        hint="A third of it, up to a cap, is deducted (s.57(iia))"
      />
      <AmountInput
        name="specialRateIncome.lottery115BB"
        label="Lottery, game-show or betting winnings"
        hint="30 % flat (s.115BB)"
      />
      <AmountInput
        name="specialRateIncome.onlineGames115BBJ"
        label="Online-game winnings"
        hint="30 % flat (s.115BBJ)"
      />
      <AmountInput
        name="specialRateIncome.virtualDigitalAssets115BBH"
        label="Gain on crypto (virtual digital assets)"
        hint="30 % flat, no set-off (s.115BBH)"
      />
    </div>
  );
}

const PROFESSIONS = [
  { value: '', label: 'Choose' },
  { value: 'legal', label: 'Legal' },
  { value: 'medical', label: 'Medical' },
  { value: 'engineering', label: 'Engineering' },
  { value: 'architecture', label: 'Architecture' },
  { value: 'accountancy', label: 'Accountancy' },
  { value: 'technicalConsultancy', label: 'Technical consultancy' },
  { value: 'interiorDecoration', label: 'Interior decoration' },
  { value: 'notified', label: 'Another notified profession' },
  { value: 'other', label: 'Other' },
] as const;

function Vehicles() {
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'presumptive.vehicles' });
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => (
        <ListItem key={field.id} title={`Vehicle ${index + 1}`} onRemove={() => remove(index)}>
          <CheckInput
            name={`presumptive.vehicles.${index}.heavy`}
            label="Heavy goods vehicle (over 12 tonnes)"
          />
          <div className={grid}>
            <NumberInput
              name={`presumptive.vehicles.${index}.grossTonnes`}
              label="Gross vehicle weight (tonnes)"
              hint="Only for a heavy vehicle"
            />
            <NumberInput name={`presumptive.vehicles.${index}.months`} label="Months owned" />
          </div>
        </ListItem>
      ))}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_VEHICLE)}>
        Add a goods vehicle
      </Button>
    </div>
  );
}

export function BusinessStep() {
  const type = useWatch<YearDraft>({ name: 'presumptive.businessType' });
  return (
    <div className="flex flex-col gap-4">
      <SelectInput
        name="presumptive.businessType"
        label="Presumptive scheme"
        options={[
          { value: '', label: 'None' },
          { value: '44AD', label: 'Business, s.44AD (6 % / 8 % of turnover)' },
          { value: '44ADA', label: 'Profession, s.44ADA (50 % of receipts)' },
          { value: '44AE', label: 'Goods carriages, s.44AE' },
        ]}
      />
      {(type === '44AD' || type === '44ADA') && (
        <div className={grid}>
          <AmountInput name="presumptive.grossReceipts" label="Gross receipts" />
          <AmountInput
            name="presumptive.digitalReceipts"
            label="Of which by bank or digital means"
          />
          <AmountInput name="presumptive.cashReceipts" label="Of which in cash" />
          {type === '44ADA' && (
            <SelectInput name="presumptive.profession" label="Profession" options={PROFESSIONS} />
          )}
        </div>
      )}
      {type === '44AE' && <Vehicles />}
      <AmountInput
        name="businessIncome"
        label="Profit from a business with books of account"
        hint="Net profit under s.28, if you keep accounts"
      />
    </div>
  );
}
