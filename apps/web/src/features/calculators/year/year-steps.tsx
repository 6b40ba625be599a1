// The year in steps, each with its fields, the paths it owns (to open the step with an error)
// and its one-line summary when closed.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CompareRequest } from '@taxguide/contracts/calculators';
import type { ComponentType } from 'react';
import { inr, yearOptionsIn } from '../format';
import {
  AboutYouStep,
  BusinessStep,
  CapitalGainsStep,
  HousePropertyStep,
  OtherIncomeStep,
  SalaryStep,
} from './steps-income';
import { DeductionsStep, TaxesPaidStep } from './steps-deductions';

type Filled = Partial<CompareRequest>;

export interface YearStep {
  id: string;
  /** Translated where shown: `i18n._(step.title)`. */
  title: MessageDescriptor;
  Fields: ComponentType;
  /** Top-level fields (or `deductions.x`) whose errors belong to this step. */
  owns: readonly string[];
  /** One line, in the language of `i18n`. */
  summary(filled: Filled, i18n: I18n): string;
}

const sum = (values: readonly (number | undefined)[]) =>
  values.reduce<number>((total, v) => total + (typeof v === 'number' ? v : 0), 0);

/** A closed step's summary when nothing in it is filled in. */
export const NOTHING_ENTERED = msg`Nothing entered`;

const parts = (i18n: I18n, ...items: (string | false | undefined)[]) =>
  items.filter(Boolean).join(' · ') || i18n._(NOTHING_ENTERED);

/** The age group in a summary line (the form's choice, in lower case). */
const AGE_SUMMARY: Record<string, MessageDescriptor> = {
  below60: msg`below 60`,
  '60to80': msg`60 to 79`,
  '80plus': msg`80 or over`,
};

export const YEAR_STEPS: readonly YearStep[] = [
  {
    id: 'about',
    title: msg`About you`,
    Fields: AboutYouStep,
    owns: ['financialYear', 'ageGroup', 'residentialStatus', 'taxpayerType', 'employerType'],
    summary: (f, i18n) => {
      const age = f.ageGroup && AGE_SUMMARY[f.ageGroup];
      return parts(
        i18n,
        yearOptionsIn(i18n)
          .find((o) => o.value === f.financialYear)
          ?.label.split(' (')[0],
        age && i18n._(age),
        f.residentialStatus === 'nonResident' ? i18n._(msg`non-resident`) : i18n._(msg`resident`),
        f.taxpayerType === 'huf' ? i18n._(msg`HUF`) : i18n._(msg`individual`),
        f.employerType === 'government' && i18n._(msg`government employer`),
      );
    },
  },
  {
    id: 'salary',
    title: msg`Salary`,
    Fields: SalaryStep,
    owns: ['annualIncome', 'incomeType', 'salaryDetails', 'deductions.section80CCD2'],
    summary: (f, i18n) => {
      const gross = f.annualIncome !== undefined ? inr(f.annualIncome) : undefined;
      const hra =
        f.salaryDetails?.hraReceived !== undefined ? inr(f.salaryDetails.hraReceived) : undefined;
      const nps =
        f.deductions?.section80CCD2 !== undefined ? inr(f.deductions.section80CCD2) : undefined;
      return parts(
        i18n,
        gross !== undefined &&
          (f.incomeType === 'other' ? i18n._(msg`Income ${gross}`) : i18n._(msg`Gross ${gross}`)),
        hra !== undefined && i18n._(msg`HRA ${hra}`),
        nps !== undefined && i18n._(msg`employer NPS ${nps}`),
      );
    },
  },
  {
    id: 'house',
    title: msg`House property`,
    Fields: HousePropertyStep,
    owns: ['houseProperties', 'broughtForwardLosses.houseProperty'],
    summary: (f, i18n) => {
      const houses = (f.houseProperties ?? []).length;
      const letOut = (f.houseProperties ?? []).filter((h) => h.use === 'letOut').length;
      return parts(
        i18n,
        houses > 0 && i18n._(msg`${plural(houses, { one: '# house', other: '# houses' })}`),
        letOut > 0 && i18n._(msg`${letOut} let out`),
      );
    },
  },
  {
    id: 'gains',
    title: msg`Capital gains`,
    Fields: CapitalGainsStep,
    owns: [
      'capitalGainsTransactions',
      'broughtForwardLosses.shortTermCapitalLoss',
      'broughtForwardLosses.longTermCapitalLoss',
    ],
    summary: (f, i18n) => {
      const sales = f.capitalGainsTransactions ?? [];
      const count = sales.length;
      const soldFor = inr(sum(sales.map((s) => s.salePrice)));
      return parts(
        i18n,
        count > 0 && i18n._(msg`${plural(count, { one: '# sale', other: '# sales' })}`),
        count > 0 && i18n._(msg`sold for ${soldFor}`),
        (f.broughtForwardLosses?.shortTermCapitalLoss ??
          f.broughtForwardLosses?.longTermCapitalLoss) !== undefined &&
          i18n._(msg`losses brought forward`),
      );
    },
  },
  {
    id: 'other',
    title: msg`Other income`,
    Fields: OtherIncomeStep,
    owns: ['otherIncome', 'dividends', 'familyPension', 'specialRateIncome'],
    summary: (f, i18n) => {
      const interest = f.otherIncome !== undefined ? inr(f.otherIncome) : undefined;
      const dividends = f.dividends !== undefined ? inr(f.dividends) : undefined;
      const pension = f.familyPension !== undefined ? inr(f.familyPension) : undefined;
      const special =
        f.specialRateIncome !== undefined
          ? inr(sum(Object.values(f.specialRateIncome)))
          : undefined;
      return parts(
        i18n,
        interest !== undefined && i18n._(msg`interest ${interest}`),
        dividends !== undefined && i18n._(msg`dividends ${dividends}`),
        pension !== undefined && i18n._(msg`family pension ${pension}`),
        special !== undefined && i18n._(msg`30 % income ${special}`),
      );
    },
  },
  {
    id: 'business',
    title: msg`Business`,
    Fields: BusinessStep,
    owns: ['presumptive', 'businessIncome'],
    summary: (f, i18n) => {
      const scheme = f.presumptive && `s.${f.presumptive.businessType}`;
      const receipts =
        f.presumptive?.grossReceipts !== undefined ? inr(f.presumptive.grossReceipts) : undefined;
      const vehicles = f.presumptive?.vehicles?.length ?? 0;
      const profit = f.businessIncome !== undefined ? inr(f.businessIncome) : undefined;
      return parts(
        i18n,
        scheme &&
          [
            scheme,
            receipts !== undefined && i18n._(msg`receipts ${receipts}`),
            vehicles > 0 &&
              i18n._(msg`${plural(vehicles, { one: '# vehicle', other: '# vehicles' })}`),
          ]
            .filter(Boolean)
            .join(', '),
        profit !== undefined && i18n._(msg`profit ${profit}`),
      );
    },
  },
  {
    id: 'deductions',
    title: msg`Deductions`,
    Fields: DeductionsStep,
    owns: ['deductions'],
    summary: (f, i18n) => {
      const { section80CCD2: _employer, donations80G, ...rest } = f.deductions ?? {};
      const amounts = Object.values(rest).filter((v): v is number => typeof v === 'number');
      const total = sum(amounts) + sum((donations80G ?? []).map((d) => d.amount));
      const claimed = inr(total);
      return total > 0 ? i18n._(msg`${claimed} claimed (before caps)`) : i18n._(NOTHING_ENTERED);
    },
  },
  {
    id: 'paid',
    title: msg`Taxes paid`,
    Fields: TaxesPaidStep,
    owns: ['taxesPaid', 'returnFiledOn', 'returnDueDate'],
    summary: (f, i18n) => {
      const paid = f.taxesPaid;
      const total =
        sum([paid?.tds, paid?.tcs, paid?.selfAssessmentTax]) +
        sum((paid?.advanceTax ?? []).map((p) => p.amount));
      const amount = inr(total);
      const filedOn = f.returnFiledOn;
      return parts(
        i18n,
        total > 0 && i18n._(msg`${amount} paid`),
        filedOn && i18n._(msg`filed ${filedOn}`),
      );
    },
  },
];

/** The step an error's field belongs to. */
export function stepOf(path: string): number {
  const index = YEAR_STEPS.findIndex((step) =>
    step.owns.some((owned) => path === owned || path.startsWith(`${owned}.`)),
  );
  return index === -1 ? 0 : index;
}
