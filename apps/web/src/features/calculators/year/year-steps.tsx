// The year in steps, each with its fields, the paths it owns (to open the step with an error)
// and its one-line summary when closed.
import type { CompareRequest } from '@taxguide/contracts/calculators';
import type { ComponentType } from 'react';
import { AGE_OPTIONS, YEAR_OPTIONS, inr } from '../format';
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
  title: string;
  Fields: ComponentType;
  /** Top-level fields (or `deductions.x`) whose errors belong to this step. */
  owns: readonly string[];
  summary(filled: Filled): string;
}

const sum = (values: readonly (number | undefined)[]) =>
  values.reduce<number>((total, v) => total + (typeof v === 'number' ? v : 0), 0);

const parts = (...items: (string | false | undefined)[]) =>
  items.filter(Boolean).join(' · ') || 'Nothing entered';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const YEAR_STEPS: readonly YearStep[] = [
  {
    id: 'about',
    title: 'About you',
    Fields: AboutYouStep,
    owns: ['financialYear', 'ageGroup', 'residentialStatus', 'taxpayerType', 'employerType'],
    summary: (f) =>
      parts(
        YEAR_OPTIONS.find((o) => o.value === f.financialYear)?.label.split(' (')[0],
        AGE_OPTIONS.find((o) => o.value === f.ageGroup)
          ?.label.split(' (')[0]
          ?.toLowerCase(),
        f.residentialStatus === 'nonResident' ? 'non-resident' : 'resident',
        f.taxpayerType === 'huf' ? 'HUF' : 'individual',
        f.employerType === 'government' && 'government employer',
      ),
  },
  {
    id: 'salary',
    title: 'Salary',
    Fields: SalaryStep,
    owns: ['annualIncome', 'incomeType', 'salaryDetails', 'deductions.section80CCD2'],
    summary: (f) =>
      parts(
        f.annualIncome !== undefined &&
          `${f.incomeType === 'other' ? 'Income' : 'Gross'} ${inr(f.annualIncome)}`,
        f.salaryDetails?.hraReceived !== undefined && `HRA ${inr(f.salaryDetails.hraReceived)}`,
        f.deductions?.section80CCD2 !== undefined &&
          `employer NPS ${inr(f.deductions.section80CCD2)}`,
      ),
  },
  {
    id: 'house',
    title: 'House property',
    Fields: HousePropertyStep,
    owns: ['houseProperties', 'broughtForwardLosses.houseProperty'],
    summary: (f) => {
      const houses = f.houseProperties ?? [];
      const letOut = houses.filter((h) => h.use === 'letOut').length;
      return parts(
        houses.length > 0 && count(houses.length, 'house', 'houses'),
        letOut > 0 && `${letOut} let out`,
      );
    },
  },
  {
    id: 'gains',
    title: 'Capital gains',
    Fields: CapitalGainsStep,
    owns: [
      'capitalGainsTransactions',
      'broughtForwardLosses.shortTermCapitalLoss',
      'broughtForwardLosses.longTermCapitalLoss',
    ],
    summary: (f) => {
      const sales = f.capitalGainsTransactions ?? [];
      return parts(
        sales.length > 0 && count(sales.length, 'sale', 'sales'),
        sales.length > 0 && `sold for ${inr(sum(sales.map((s) => s.salePrice)))}`,
        (f.broughtForwardLosses?.shortTermCapitalLoss ??
          f.broughtForwardLosses?.longTermCapitalLoss) !== undefined && 'losses brought forward',
      );
    },
  },
  {
    id: 'other',
    title: 'Other income',
    Fields: OtherIncomeStep,
    owns: ['otherIncome', 'dividends', 'familyPension', 'specialRateIncome'],
    summary: (f) =>
      parts(
        f.otherIncome !== undefined && `interest ${inr(f.otherIncome)}`,
        f.dividends !== undefined && `dividends ${inr(f.dividends)}`,
        f.familyPension !== undefined && `family pension ${inr(f.familyPension)}`,
        f.specialRateIncome !== undefined &&
          `30 % income ${inr(sum(Object.values(f.specialRateIncome)))}`,
      ),
  },
  {
    id: 'business',
    title: 'Business',
    Fields: BusinessStep,
    owns: ['presumptive', 'businessIncome'],
    summary: (f) =>
      parts(
        f.presumptive &&
          `s.${f.presumptive.businessType}${f.presumptive.grossReceipts !== undefined ? `, receipts ${inr(f.presumptive.grossReceipts)}` : ''}${f.presumptive.vehicles ? `, ${count(f.presumptive.vehicles.length, 'vehicle', 'vehicles')}` : ''}`,
        f.businessIncome !== undefined && `profit ${inr(f.businessIncome)}`,
      ),
  },
  {
    id: 'deductions',
    title: 'Deductions',
    Fields: DeductionsStep,
    owns: ['deductions'],
    summary: (f) => {
      const { section80CCD2: _employer, donations80G, ...rest } = f.deductions ?? {};
      const amounts = Object.values(rest).filter((v): v is number => typeof v === 'number');
      const total = sum(amounts) + sum((donations80G ?? []).map((d) => d.amount));
      return total > 0 ? `${inr(total)} claimed (before caps)` : 'Nothing entered';
    },
  },
  {
    id: 'paid',
    title: 'Taxes paid',
    Fields: TaxesPaidStep,
    owns: ['taxesPaid', 'returnFiledOn', 'returnDueDate'],
    summary: (f) => {
      const paid = f.taxesPaid;
      const total =
        sum([paid?.tds, paid?.tcs, paid?.selfAssessmentTax]) +
        sum((paid?.advanceTax ?? []).map((p) => p.amount));
      return parts(
        total > 0 && `${inr(total)} paid`,
        f.returnFiledOn && `filed ${f.returnFiledOn}`,
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
