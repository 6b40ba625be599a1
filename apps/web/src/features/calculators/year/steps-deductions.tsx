// The year's last steps: deductions (old regime, but for the employer's NPS) and taxes paid.
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { EMPTY_DONATION, EMPTY_PAYMENT, type YearDraft } from './draft';
import {
  AmountInput,
  CheckInput,
  DateInput,
  ListItem,
  SelectInput,
  grid,
  type YearField,
} from './fields';

/** Every amount deduction the engine takes, its cap in words and its section page. */
export const DEDUCTIONS: readonly {
  name: YearField;
  label: string;
  cap: string;
  section: string;
}[] = [
  {
    name: 'deductions.section80C',
    label: '80C: PF, PPF, ELSS, life insurance…',
    cap: '₹1.5L with 80CCC and 80CCD(1)',
    section: '80C',
  },
  {
    name: 'deductions.section80CCC',
    label: '80CCC: pension-fund premium',
    cap: 'Within the ₹1.5L of 80C',
    section: '80CCC',
  },
  {
    name: 'deductions.section80CCD1',
    label: '80CCD(1): your NPS contribution',
    cap: '10 % of basic + DA, within ₹1.5L',
    section: '80CCD(1)',
  },
  {
    name: 'deductions.section80CCD1B',
    label: '80CCD(1B): more NPS',
    cap: '₹50,000',
    section: '80CCD(1B)',
  },
  {
    name: 'deductions.section80D',
    label: '80D: health insurance (you and family)',
    cap: '₹25,000; ₹50,000 if you are a senior',
    section: '80D',
  },
  {
    name: 'deductions.section80DParents',
    label: '80D: health insurance (parents)',
    cap: '₹25,000; ₹50,000 for senior parents',
    section: '80D',
  },
  {
    name: 'deductions.section80DDB',
    label: '80DDB: treatment of specified diseases',
    cap: '₹40,000; ₹1L for a senior patient',
    section: '80DDB',
  },
  {
    name: 'deductions.section80E',
    label: '80E: education-loan interest',
    cap: 'No cap',
    section: '80E',
  },
  {
    name: 'deductions.section80EE',
    label: '80EE: first home-loan interest',
    cap: '₹50,000',
    section: '80EE',
  },
  {
    name: 'deductions.section80EEA',
    label: '80EEA: affordable-home loan interest',
    cap: '₹1.5L; not with 80EE',
    section: '80EEA',
  },
  {
    name: 'deductions.section80GG',
    label: '80GG: rent paid without HRA',
    cap: '₹60,000 a year at most',
    section: '80GG',
  },
  {
    name: 'deductions.section80G',
    label: '80G: donations (deduction already worked out)',
    cap: 'As entered',
    section: '80G',
  },
  {
    name: 'deductions.section80TTA',
    label: '80TTA: savings-account interest',
    cap: '₹10,000 (not for seniors)',
    section: '80TTA',
  },
  {
    name: 'deductions.section80TTB',
    label: '80TTB: deposit interest (seniors)',
    cap: '₹50,000',
    section: '80TTB',
  },
  {
    name: 'deductions.hra',
    label: 'Exempt HRA you worked out',
    cap: 'Leave blank if you gave HRA details under Salary',
    section: '10(13A)',
  },
  {
    name: 'deductions.homeLoanInterest',
    label: 'Home-loan interest, self-occupied',
    cap: '₹2L; leave blank if you added the house',
    section: '24',
  },
];

const DISABILITY = [
  { value: '', label: 'None' },
  { value: 'disability', label: 'Disability (40 % or more)' },
  { value: 'severe', label: 'Severe disability (80 % or more)' },
] as const;

function SectionLink({ section }: { section: string }) {
  return (
    <Link
      to={`/section/${section}`}
      className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      About s.{section}
    </Link>
  );
}

function Hint({ cap, section }: { cap: string; section: string }) {
  return (
    <>
      Cap: {cap} · <SectionLink section={section} />
    </>
  );
}

function Donations() {
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions.donations80G' });
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => (
        <ListItem key={field.id} title={`Donation ${index + 1}`} onRemove={() => remove(index)}>
          <div className={grid}>
            <AmountInput name={`deductions.donations80G.${index}.amount`} label="Amount given" />
            <SelectInput
              name={`deductions.donations80G.${index}.category`}
              label="Kind of donee"
              options={[
                { value: '100NoLimit', label: '100 %, no limit (e.g. PM CARES)' },
                { value: '50NoLimit', label: '50 %, no limit' },
                { value: '100Limit', label: '100 %, within 10 % of income' },
                { value: '50Limit', label: '50 %, within 10 % of income' },
              ]}
            />
          </div>
        </ListItem>
      ))}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_DONATION)}>
        Add a donation (80G)
      </Button>
    </div>
  );
}

export function DeductionsStep() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        The old regime only (the employer&apos;s NPS, under Salary, counts in both). Blank counts as
        nothing.
      </p>
      <div className={grid}>
        {DEDUCTIONS.map((d) => (
          <AmountInput
            key={d.name}
            name={d.name}
            label={d.label}
            hint={<Hint cap={d.cap} section={d.section} />}
          />
        ))}
        <SelectInput
          name="deductions.section80DD"
          label="80DD: a dependant with a disability"
          options={DISABILITY}
          hint={<Hint cap="₹75,000; ₹1.25L severe" section="80DD" />}
        />
        <SelectInput
          name="deductions.section80U"
          label="80U: your own disability"
          options={DISABILITY}
          hint={<Hint cap="₹75,000; ₹1.25L severe" section="80U" />}
        />
      </div>
      <CheckInput name="deductions.parentsSenior" label="My parents are senior citizens (80D)" />
      <CheckInput
        name="deductions.section80DDBPatientSenior"
        label="The 80DDB patient is a senior citizen"
      />
      <Donations />
    </div>
  );
}

export function TaxesPaidStep() {
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'taxesPaid.advanceTax' });
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <AmountInput
          name="taxesPaid.tds"
          label="Tax deducted at source (TDS)"
          hint="Form 16, 26AS"
        />
        <AmountInput name="taxesPaid.tcs" label="Tax collected at source (TCS)" />
      </div>
      {fields.map((field, index) => (
        <ListItem key={field.id} title={`Advance tax ${index + 1}`} onRemove={() => remove(index)}>
          <div className={grid}>
            <DateInput name={`taxesPaid.advanceTax.${index}.date`} label="Paid on" />
            <AmountInput name={`taxesPaid.advanceTax.${index}.amount`} label="Amount paid" />
          </div>
        </ListItem>
      ))}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_PAYMENT)}>
        Add an advance-tax payment
      </Button>
      <div className={grid}>
        <AmountInput name="taxesPaid.selfAssessmentTax" label="Self-assessment tax" />
        <DateInput
          name="returnFiledOn"
          label="Date of filing the return"
          hint="Blank: filed on the due date. Late: interest u/s 234A and the 234F fee"
        />
        <DateInput
          name="returnDueDate"
          label="Due date, if not the usual"
          hint="For an audit case or an extension"
        />
      </div>
    </div>
  );
}
