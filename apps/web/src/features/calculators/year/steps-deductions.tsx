// The year's last steps: deductions (old regime, but for the employer's NPS) and taxes paid.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
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
  label: MessageDescriptor;
  cap: MessageDescriptor;
  section: string;
}[] = [
  {
    name: 'deductions.section80C',
    label: msg`80C: PF, PPF, ELSS, life insurance…`,
    cap: msg`₹1.5L with 80CCC and 80CCD(1)`,
    section: '80C',
  },
  {
    name: 'deductions.section80CCC',
    label: msg`80CCC: pension-fund premium`,
    cap: msg`Within the ₹1.5L of 80C`,
    section: '80CCC',
  },
  {
    name: 'deductions.section80CCD1',
    label: msg`80CCD(1): your NPS contribution`,
    cap: msg`10 % of basic + DA, within ₹1.5L`,
    section: '80CCD(1)',
  },
  {
    name: 'deductions.section80CCD1B',
    label: msg`80CCD(1B): more NPS`,
    cap: msg`₹50,000`,
    section: '80CCD(1B)',
  },
  {
    name: 'deductions.section80D',
    label: msg`80D: health insurance (you and family)`,
    cap: msg`₹25,000; ₹50,000 if you are a senior`,
    section: '80D',
  },
  {
    name: 'deductions.section80DParents',
    label: msg`80D: health insurance (parents)`,
    cap: msg`₹25,000; ₹50,000 for senior parents`,
    section: '80D',
  },
  {
    name: 'deductions.section80DDB',
    label: msg`80DDB: treatment of specified diseases`,
    cap: msg`₹40,000; ₹1L for a senior patient`,
    section: '80DDB',
  },
  {
    name: 'deductions.section80E',
    label: msg`80E: education-loan interest`,
    cap: msg`No cap`,
    section: '80E',
  },
  {
    name: 'deductions.section80EE',
    label: msg`80EE: first home-loan interest`,
    cap: msg`₹50,000`,
    section: '80EE',
  },
  {
    name: 'deductions.section80EEA',
    label: msg`80EEA: affordable-home loan interest`,
    cap: msg`₹1.5L; not with 80EE`,
    section: '80EEA',
  },
  {
    name: 'deductions.section80GG',
    label: msg`80GG: rent paid without HRA`,
    cap: msg`₹60,000 a year at most`,
    section: '80GG',
  },
  {
    name: 'deductions.section80G',
    label: msg`80G: donations (deduction already worked out)`,
    cap: msg`As entered`,
    section: '80G',
  },
  {
    name: 'deductions.section80TTA',
    label: msg`80TTA: savings-account interest`,
    cap: msg`₹10,000 (not for seniors)`,
    section: '80TTA',
  },
  {
    name: 'deductions.section80TTB',
    label: msg`80TTB: deposit interest (seniors)`,
    cap: msg`₹50,000`,
    section: '80TTB',
  },
  {
    name: 'deductions.hra',
    label: msg`Exempt HRA you worked out`,
    cap: msg`Leave blank if you gave HRA details under Salary`,
    section: '10(13A)',
  },
  {
    name: 'deductions.homeLoanInterest',
    label: msg`Home-loan interest, self-occupied`,
    cap: msg`₹2L; leave blank if you added the house`,
    section: '24',
  },
];

const DISABILITY = [
  { value: '', label: msg`None` },
  { value: 'disability', label: msg`Disability (40 % or more)` },
  { value: 'severe', label: msg`Severe disability (80 % or more)` },
] as const;

/** The cap of 80DD and 80U. */
const SEVERE_CAP = msg`₹75,000; ₹1.25L severe`;

function SectionLink({ section }: { section: string }) {
  return (
    <Link
      to={`/section/${section}`}
      className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      <Trans>About s.{section}</Trans>
    </Link>
  );
}

function Hint({ cap, section }: { cap: MessageDescriptor; section: string }) {
  const { i18n } = useLingui();
  const limit = i18n._(cap);
  return (
    <Trans>
      Cap: {limit} · <SectionLink section={section} />
    </Trans>
  );
}

function Donations() {
  const { i18n } = useLingui();
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions.donations80G' });
  return (
    <div className="flex flex-col gap-4">
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <ListItem
            key={field.id}
            title={i18n._(msg`Donation ${number}`)}
            removeLabel={i18n._(msg`Remove donation ${number}`)}
            onRemove={() => remove(index)}
          >
            <div className={grid}>
              <AmountInput
                name={`deductions.donations80G.${index}.amount`}
                label={i18n._(msg`Amount given`)}
              />
              <SelectInput
                name={`deductions.donations80G.${index}.category`}
                label={i18n._(msg`Kind of donee`)}
                options={[
                  { value: '100NoLimit', label: i18n._(msg`100 %, no limit (e.g. PM CARES)`) },
                  { value: '50NoLimit', label: i18n._(msg`50 %, no limit`) },
                  { value: '100Limit', label: i18n._(msg`100 %, within 10 % of income`) },
                  { value: '50Limit', label: i18n._(msg`50 %, within 10 % of income`) },
                ]}
              />
            </div>
          </ListItem>
        );
      })}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_DONATION)}>
        <Trans>Add a donation (80G)</Trans>
      </Button>
    </div>
  );
}

export function DeductionsStep() {
  const { i18n } = useLingui();
  const disability = DISABILITY.map((o) => ({ value: o.value, label: i18n._(o.label) }));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        <Trans>
          The old regime only (the employer&apos;s NPS, under Salary, counts in both). Blank counts
          as nothing.
        </Trans>
      </p>
      <div className={grid}>
        {DEDUCTIONS.map((d) => (
          <AmountInput
            key={d.name}
            name={d.name}
            label={i18n._(d.label)}
            hint={<Hint cap={d.cap} section={d.section} />}
          />
        ))}
        <SelectInput
          name="deductions.section80DD"
          label={i18n._(msg`80DD: a dependant with a disability`)}
          options={disability}
          hint={<Hint cap={SEVERE_CAP} section="80DD" />}
        />
        <SelectInput
          name="deductions.section80U"
          label={i18n._(msg`80U: your own disability`)}
          options={disability}
          hint={<Hint cap={SEVERE_CAP} section="80U" />}
        />
      </div>
      <CheckInput
        name="deductions.parentsSenior"
        label={i18n._(msg`My parents are senior citizens (80D)`)}
      />
      <CheckInput
        name="deductions.section80DDBPatientSenior"
        label={i18n._(msg`The 80DDB patient is a senior citizen`)}
      />
      <Donations />
    </div>
  );
}

export function TaxesPaidStep() {
  const { i18n } = useLingui();
  const { control } = useFormContext<YearDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'taxesPaid.advanceTax' });
  return (
    <div className="flex flex-col gap-4">
      <div className={grid}>
        <AmountInput
          name="taxesPaid.tds"
          label={i18n._(msg`Tax deducted at source (TDS)`)}
          hint={i18n._(msg`Form 16, 26AS`)}
        />
        <AmountInput name="taxesPaid.tcs" label={i18n._(msg`Tax collected at source (TCS)`)} />
      </div>
      {fields.map((field, index) => {
        const number = index + 1;
        return (
          <ListItem
            key={field.id}
            title={i18n._(msg`Advance tax ${number}`)}
            removeLabel={i18n._(msg`Remove advance tax ${number}`)}
            onRemove={() => remove(index)}
          >
            <div className={grid}>
              <DateInput name={`taxesPaid.advanceTax.${index}.date`} label={i18n._(msg`Paid on`)} />
              <AmountInput
                name={`taxesPaid.advanceTax.${index}.amount`}
                label={i18n._(msg`Amount paid`)}
              />
            </div>
          </ListItem>
        );
      })}
      <Button type="button" variant="outline" onClick={() => append(EMPTY_PAYMENT)}>
        <Trans>Add an advance-tax payment</Trans>
      </Button>
      <div className={grid}>
        <AmountInput name="taxesPaid.selfAssessmentTax" label={i18n._(msg`Self-assessment tax`)} />
        <DateInput
          name="returnFiledOn"
          label={i18n._(msg`Date of filing the return`)}
          hint={i18n._(msg`Blank: filed on the due date. Late: interest u/s 234A and the 234F fee`)}
        />
        <DateInput
          name="returnDueDate"
          label={i18n._(msg`Due date, if not the usual`)}
          hint={i18n._(msg`For an audit case or an extension`)}
        />
      </div>
    </div>
  );
}
