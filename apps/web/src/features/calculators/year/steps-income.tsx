// The year's steps up to the income: who you are, then each head of income.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { yearOptionsIn } from '../format';
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

/** The age groups, as the quick calculator offers them, translated where shown. */
const AGE_CHOICES = [
  { value: 'below60', label: msg`Below 60` },
  { value: '60to80', label: msg`60 to 79 (senior citizen)` },
  { value: '80plus', label: msg`80 or over (super senior)` },
] as const;

export function AboutYouStep() {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <SelectInput
          name="financialYear"
          label={i18n._(msg`Financial year`)}
          options={yearOptionsIn(i18n)}
        />
        <SelectInput
          name="ageGroup"
          label={i18n._(msg`Age`)}
          options={AGE_CHOICES.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
        />
        <SelectInput
          name="residentialStatus"
          label={i18n._(msg`Residential status`)}
          options={[
            { value: 'resident', label: i18n._(msg`Resident`) },
            { value: 'nonResident', label: i18n._(msg`Non-resident`) },
          ]}
          hint={i18n._(msg`Non-residents get no 87A rebate and the basic slabs whatever their age`)}
        />
        <SelectInput
          name="taxpayerType"
          label={i18n._(msg`Filing as`)}
          options={[
            { value: 'individual', label: i18n._(msg`An individual`) },
            { value: 'huf', label: i18n._(msg`A Hindu undivided family (HUF)`) },
          ]}
        />
        <SelectInput
          name="employerType"
          label={i18n._(msg`Employer`)}
          options={[
            { value: 'private', label: i18n._(msg`Private sector (or none)`) },
            { value: 'government', label: i18n._(msg`Central or State Government`) },
          ]}
          hint={i18n._(msg`Decides the employer-NPS limit (s.80CCD(2))`)}
        />
      </div>
    </div>
  );
}

export function SalaryStep() {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <AmountInput
          name="annualIncome"
          label={i18n._(msg`Gross salary or pension`)}
          hint={i18n._(msg`For the whole year, before tax`)}
        />
        <SelectInput
          name="incomeType"
          label={i18n._(msg`This amount is`)}
          options={[
            { value: 'salary', label: i18n._(msg`Salary or pension`) },
            { value: 'other', label: i18n._(msg`Other income (no standard deduction)`) },
          ]}
        />
      </div>
      <p className="text-sm text-slate-600">
        <Trans>
          Optional: the parts of your salary, to work out the exempt HRA and the NPS limits.
        </Trans>
      </p>
      <div className={grid}>
        <AmountInput name="salaryDetails.basic" label={i18n._(msg`Basic salary`)} />
        <AmountInput
          name="salaryDetails.dearnessAllowance"
          label={i18n._(msg`Dearness allowance (DA)`)}
        />
        <AmountInput name="salaryDetails.hraReceived" label={i18n._(msg`HRA received`)} />
        <AmountInput name="salaryDetails.rentPaid" label={i18n._(msg`Rent paid in the year`)} />
        <TextInput
          name="salaryDetails.city"
          label={i18n._(msg`City you live in`)}
          hint={i18n._(
            msg`Decides the HRA limit: 50 % of salary in the listed metro cities, 40 % elsewhere`,
          )}
        />
        <AmountInput
          name="salaryDetails.professionalTax"
          label={i18n._(msg`Professional tax`)}
          hint={i18n._(msg`At most ₹2,500 a year`)}
        />
        <AmountInput
          name="deductions.section80CCD2"
          label={i18n._(msg`Employer's NPS contribution`)}
          hint={i18n._(
            msg`s.80CCD(2), both regimes: up to 14 % of basic + DA in the new regime, 10 % in the old (14 % in both for government employers)`,
          )}
        />
      </div>
    </div>
  );
}

function House({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { i18n } = useLingui();
  const number = index + 1;
  const use = useWatch<YearDraft>({ name: `houseProperties.${index}.use` });
  return (
    <ListItem
      title={i18n._(msg`House ${number}`)}
      removeLabel={i18n._(msg`Remove house ${number}`)}
      onRemove={onRemove}
    >
      <div className={grid}>
        <SelectInput
          name={`houseProperties.${index}.use`}
          label={i18n._(msg`Use`)}
          options={[
            { value: 'selfOccupied', label: i18n._(msg`Self-occupied (you live in it)`) },
            { value: 'letOut', label: i18n._(msg`Let out`) },
          ]}
        />
        {use === 'letOut' && (
          <>
            <AmountInput
              name={`houseProperties.${index}.annualRent`}
              label={i18n._(msg`Rent for the year`)}
            />
            <AmountInput
              name={`houseProperties.${index}.municipalTaxesPaid`}
              label={i18n._(msg`Municipal taxes paid`)}
            />
          </>
        )}
        <AmountInput
          name={`houseProperties.${index}.interestOnLoan`}
          label={i18n._(msg`Home-loan interest`)}
          hint={
            use === 'letOut'
              ? i18n._(msg`No cap; a loss sets off up to ₹2L`)
              : i18n._(msg`At most ₹2L, s.24(b)`)
          }
        />
      </div>
    </ListItem>
  );
}

export function HousePropertyStep() {
  const { i18n } = useLingui();
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'houseProperties' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>No house added.</Trans>
        </p>
      )}
      {fields.map((field, index) => (
        <House key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <AmountInput
        name="broughtForwardLosses.houseProperty"
        label={i18n._(msg`House-property loss brought forward`)}
        hint={i18n._(msg`From earlier years (up to 8), s.71B`)}
      />
      <Button type="button" variant="outline" onClick={() => append(EMPTY_HOUSE)}>
        <Trans>Add a house</Trans>
      </Button>
    </div>
  );
}

const ASSET_OPTIONS = [
  { value: 'equity', label: msg`Listed shares` },
  { value: 'equityFund', label: msg`Equity mutual fund` },
  { value: 'property', label: msg`Land or building` },
  { value: 'gold', label: msg`Gold or jewellery` },
  { value: 'unlistedShares', label: msg`Unlisted shares` },
  { value: 'specifiedMutualFund', label: msg`Debt mutual fund (bought from April 2023)` },
  { value: 'listedBond', label: msg`Listed bond or debenture` },
] as const;

function Transaction({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { i18n } = useLingui();
  const number = index + 1;
  const at = `capitalGainsTransactions.${index}` as const;
  const [assetType, bought] = useWatch<YearDraft>({
    name: [`${at}.assetType`, `${at}.purchaseDate`],
  }) as [string, string];
  const purchase = parseTypedDate(bought ?? '');
  const equity = assetType === 'equity' || assetType === 'equityFund';
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(purchase);
  return (
    <ListItem
      title={i18n._(msg`Sale ${number}`)}
      removeLabel={i18n._(msg`Remove sale ${number}`)}
      onRemove={onRemove}
    >
      <div className={grid}>
        <SelectInput
          name={`${at}.assetType`}
          label={i18n._(msg`What you sold`)}
          options={ASSET_OPTIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
        />
        <AmountInput name={`${at}.salePrice`} label={i18n._(msg`Sale price`)} />
        <DateInput name={`${at}.purchaseDate`} label={i18n._(msg`Purchase date`)} />
        <DateInput name={`${at}.saleDate`} label={i18n._(msg`Sale date`)} />
        <AmountInput name={`${at}.purchasePrice`} label={i18n._(msg`Purchase price`)} />
        <AmountInput
          name={`${at}.expenses`}
          label={i18n._(msg`Expenses of the sale`)}
          hint={i18n._(msg`Brokerage, fees`)}
        />
        {equity && dated && purchase < '2018-02-01' && (
          <AmountInput
            name={`${at}.fmvOn31Jan2018`}
            label={i18n._(msg`Value on 31 January 2018`)}
            hint={i18n._(msg`Highest price quoted that day (s.55(2)(ac))`)}
          />
        )}
        {dated && purchase < '2001-04-01' && (
          <AmountInput
            name={`${at}.fmvOn1Apr2001`}
            label={i18n._(msg`Value on 1 April 2001`)}
            hint={i18n._(msg`May be taken as the cost (s.55(2)(b))`)}
          />
        )}
        {assetType === 'property' && (
          <>
            <AmountInput
              name={`${at}.exemptions.section54`}
              label={i18n._(msg`Reinvested in a house (s.54)`)}
            />
            <AmountInput
              name={`${at}.exemptions.section54EC`}
              label={i18n._(msg`Put into 54EC bonds`)}
              hint={i18n._(msg`At most ₹50L`)}
            />
          </>
        )}
        <AmountInput
          name={`${at}.exemptions.section54F`}
          label={i18n._(msg`Sale price reinvested in a house (s.54F)`)}
          hint={i18n._(msg`For an asset other than a house`)}
        />
      </div>
    </ListItem>
  );
}

export function CapitalGainsStep() {
  const { i18n } = useLingui();
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'capitalGainsTransactions' });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 && (
        <p className="text-sm text-slate-600">
          <Trans>No sale added.</Trans>
        </p>
      )}
      {fields.map((field, index) => (
        <Transaction key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_TRANSACTION)}>
        <Trans>Add a sale</Trans>
      </Button>
      <div className={grid}>
        <AmountInput
          name="broughtForwardLosses.shortTermCapitalLoss"
          label={i18n._(msg`Short-term capital loss brought forward`)}
        />
        <AmountInput
          name="broughtForwardLosses.longTermCapitalLoss"
          label={i18n._(msg`Long-term capital loss brought forward`)}
        />
      </div>
    </div>
  );
}

export function OtherIncomeStep() {
  const { i18n } = useLingui();
  return (
    <div className={grid}>
      <AmountInput
        name="otherIncome"
        label={i18n._(msg`Interest (savings, deposits) and other income`)}
        hint={i18n._(msg`Taxed at your slab rates`)}
      />
      <AmountInput name="dividends" label={i18n._(msg`Dividends`)} />
      <AmountInput
        name="familyPension"
        label={i18n._(msg`Family pension`)}
        hint={i18n._(msg`A third of it, up to a cap, is deducted (s.57(iia))`)}
      />
      <AmountInput
        name="specialRateIncome.lottery115BB"
        label={i18n._(msg`Lottery, game-show or betting winnings`)}
        hint={i18n._(msg`30 % flat (s.115BB)`)}
      />
      <AmountInput
        name="specialRateIncome.onlineGames115BBJ"
        label={i18n._(msg`Online-game winnings`)}
        hint={i18n._(msg`30 % flat (s.115BBJ)`)}
      />
      <AmountInput
        name="specialRateIncome.virtualDigitalAssets115BBH"
        label={i18n._(msg`Gain on crypto (virtual digital assets)`)}
        hint={i18n._(msg`30 % flat, no set-off (s.115BBH)`)}
      />
    </div>
  );
}

const PROFESSIONS = [
  { value: '', label: msg`Choose` },
  // The profession, not the footer's "Legal" (pages): its own id, its own Hindi.
  { value: 'legal', label: msg({ message: 'Legal', context: 'profession' }) },
  { value: 'medical', label: msg`Medical` },
  { value: 'engineering', label: msg`Engineering` },
  { value: 'architecture', label: msg`Architecture` },
  { value: 'accountancy', label: msg`Accountancy` },
  { value: 'technicalConsultancy', label: msg`Technical consultancy` },
  { value: 'interiorDecoration', label: msg`Interior decoration` },
  { value: 'notified', label: msg`Another notified profession` },
  { value: 'other', label: msg`Other` },
] as const;

function Vehicles() {
  const { i18n } = useLingui();
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'presumptive.vehicles' });
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <ListItem
            key={field.id}
            title={i18n._(msg`Vehicle ${number}`)}
            removeLabel={i18n._(msg`Remove vehicle ${number}`)}
            onRemove={() => remove(index)}
          >
            <CheckInput
              name={`presumptive.vehicles.${index}.heavy`}
              label={i18n._(msg`Heavy goods vehicle (over 12 tonnes)`)}
            />
            <div className={grid}>
              <NumberInput
                name={`presumptive.vehicles.${index}.grossTonnes`}
                label={i18n._(msg`Gross vehicle weight (tonnes)`)}
                hint={i18n._(msg`Only for a heavy vehicle`)}
              />
              <NumberInput
                name={`presumptive.vehicles.${index}.months`}
                label={i18n._(msg`Months owned`)}
              />
            </div>
          </ListItem>
        );
      })}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_VEHICLE)}>
        <Trans>Add a goods vehicle</Trans>
      </Button>
    </div>
  );
}

export function BusinessStep() {
  const { i18n } = useLingui();
  const type = useWatch<YearDraft>({ name: 'presumptive.businessType' });
  return (
    <div className="flex flex-col gap-4">
      <SelectInput
        name="presumptive.businessType"
        label={i18n._(msg`Presumptive scheme`)}
        options={[
          { value: '', label: i18n._(msg`None`) },
          { value: '44AD', label: i18n._(msg`Business, s.44AD (6 % / 8 % of turnover)`) },
          { value: '44ADA', label: i18n._(msg`Profession, s.44ADA (50 % of receipts)`) },
          { value: '44AE', label: i18n._(msg`Goods carriages, s.44AE`) },
        ]}
      />
      {(type === '44AD' || type === '44ADA') && (
        <div className={grid}>
          <AmountInput name="presumptive.grossReceipts" label={i18n._(msg`Gross receipts`)} />
          <AmountInput
            name="presumptive.digitalReceipts"
            label={i18n._(msg`Of which by bank or digital means`)}
          />
          <AmountInput name="presumptive.cashReceipts" label={i18n._(msg`Of which in cash`)} />
          {type === '44ADA' && (
            <SelectInput
              name="presumptive.profession"
              label={i18n._(msg`Profession`)}
              options={PROFESSIONS.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
            />
          )}
        </div>
      )}
      {type === '44AE' && <Vehicles />}
      <AmountInput
        name="businessIncome"
        label={i18n._(msg`Profit from a business with books of account`)}
        hint={i18n._(msg`Net profit under s.28, if you keep accounts`)}
      />
    </div>
  );
}
