// Deductions, salary, house property and HRA in Hindi: the same figures as in English, every text
// translated, and every message of these areas reached by one of the inputs below.
import { describe, expect, it } from 'vitest';
import { compiledRulesFor } from '../compiled';
import { type ChapterVIAContext, chapterVIA } from '../deductions';
import { hraExemption } from '../hra';
import { computeIncomeTax } from '../income-tax';
import type {
  DeductionClaims,
  FinancialYear,
  HraInput,
  IncomeTaxInput,
  SetOffLine,
  Step,
} from '../types';
import { housePropertyHead } from '../year/house-property';
import { salaryHead } from '../year/salary';
import { EN, type EngineText } from './en/index';
import { expectSameResult, trackText } from './hindi-check';
import { HI } from './hi/index';

const { text, unused } = trackText(HI);

type Ctx = Omit<ChapterVIAContext, 'y'>;

const BASE: Ctx = {
  isOld: true,
  resident: true,
  ageGroup: 'below60',
  taxpayerType: 'individual',
  employerType: 'private',
  normalGross: 1_000_000,
  grossSalary: 900_000,
  basicPlusDa: 600_000,
  salaryIncome: 850_000,
  receivesHra: false,
};

function deductions(claims: DeductionClaims, over: Partial<Ctx>, t: EngineText) {
  const steps: Step[] = [];
  const notes: string[] = [];
  const ctx = { ...BASE, ...over, y: compiledRulesFor('2025-26') };
  const out = chapterVIA(claims, ctx, steps, notes, t);
  return { out, steps, notes };
}

const DEDUCTION_CASES: [string, DeductionClaims, Partial<Ctx>][] = [
  [
    'every claim above its limit, with rent and donations',
    {
      section80C: 200_000,
      section80CCC: 10_000,
      section80CCD1: 200_000,
      section80CCD1B: 80_000,
      section80CCD2: 100_000,
      section80D: 40_000,
      section80DParents: 60_000,
      section80DD: 'disability',
      section80DDB: 60_000,
      section80TTA: 15_000,
      section80E: 30_000,
      section80U: 'severe',
      section80EE: 60_000,
      section80EEA: 100_000,
      section80GG: 100_000,
      donations80G: [
        { amount: 500_000, category: '100Limit' },
        { amount: 10_000, category: '50NoLimit' },
      ],
    },
    {},
  ],
  [
    'a resident senior citizen',
    { section80TTA: 20_000, section80TTB: 60_000, section80D: 60_000 },
    { ageGroup: '60to80' },
  ],
  [
    'no salary: own NPS on gross total income, employer NPS refused, 80TTB refused, 80EEA alone',
    {
      section80CCD1: 300_000,
      section80CCD2: 50_000,
      section80TTB: 20_000,
      section80EEA: 200_000,
    },
    { grossSalary: 0, basicPlusDa: 0, salaryIncome: 0 },
  ],
  [
    'gross salary without basic + DA, and rent with an HRA',
    { section80CCD1: 200_000, section80CCD2: 200_000, section80GG: 100_000 },
    { basicPlusDa: 0, receivesHra: true },
  ],
  [
    'a Hindu undivided family',
    { section80C: 50_000, section80CCC: 10_000, section80DParents: 10_000, section80E: 5_000 },
    { taxpayerType: 'huf', grossSalary: 0, basicPlusDa: 0, salaryIncome: 0 },
  ],
  [
    'a non-resident',
    { section80DD: 'disability', section80DDB: 10_000, section80U: 'disability' },
    { resident: false },
  ],
  ['deductions above gross total income', { section80C: 150_000 }, { normalGross: 100_000 }],
];

type SalaryCase = [string, IncomeTaxInput, { isOld?: boolean; huf?: boolean }];

const SALARY_CASES: SalaryCase[] = [
  [
    'salary details with HRA and professional tax, given twice',
    {
      regime: 'old',
      annualIncome: 1_200_000,
      salaryDetails: {
        basic: 600_000,
        hraReceived: 240_000,
        rentPaid: 300_000,
        city: 'Mumbai',
        professionalTax: 3_000,
      },
      deductions: { hra: 100_000, professionalTax: 2_400 },
    },
    {},
  ],
  [
    'an HRA entered above the salary',
    { regime: 'old', annualIncome: 100_000, deductions: { hra: 150_000 } },
    {},
  ],
  [
    'a Hindu undivided family with a salary',
    { regime: 'old', annualIncome: 500_000 },
    { huf: true },
  ],
];

function salary(input: IncomeTaxInput, over: SalaryCase[2], t: EngineText) {
  const y = compiledRulesFor('2025-26');
  const isOld = over.isOld ?? true;
  const ctx = {
    y,
    R: isOld ? y.old : y.new,
    isOld,
    huf: over.huf ?? false,
    financialYear: '2025-26' as FinancialYear,
  };
  const steps: Step[] = [];
  const notes: string[] = [];
  const head = salaryHead(input, ctx, steps, notes, t);
  return { head, steps, notes };
}

type HouseCase = [string, IncomeTaxInput, boolean, number];

const HOUSE_CASES: HouseCase[] = [
  [
    'a let-out house and three self-occupied ones, old regime, brought-forward loss',
    {
      regime: 'old',
      annualIncome: 0,
      housePropertyIncome: 10_000,
      houseProperties: [
        { use: 'letOut', annualRent: 600_000, municipalTaxesPaid: 20_000, interestOnLoan: 50_000 },
        { use: 'selfOccupied', interestOnLoan: 150_000 },
        { use: 'selfOccupied', interestOnLoan: 150_000 },
        { use: 'selfOccupied' },
      ],
    },
    true,
    40_000,
  ],
  [
    'new regime: self-occupied interest and a brought-forward loss',
    {
      regime: 'new',
      annualIncome: 0,
      houseProperties: [
        { use: 'letOut', annualRent: 300_000, interestOnLoan: 10_000 },
        { use: 'selfOccupied', interestOnLoan: 100_000 },
      ],
    },
    false,
    20_000,
  ],
  [
    'new regime: a loss of the year',
    {
      regime: 'new',
      annualIncome: 0,
      houseProperties: [{ use: 'letOut', annualRent: 100_000, interestOnLoan: 300_000 }],
    },
    false,
    0,
  ],
  [
    'old regime: home-loan interest above the limit and a loss carried forward',
    {
      regime: 'old',
      annualIncome: 0,
      housePropertyIncome: -150_000,
      deductions: { homeLoanInterest: 250_000 },
    },
    true,
    0,
  ],
];

function house(input: IncomeTaxInput, isOld: boolean, broughtForward: number, t: EngineText) {
  const setOff: SetOffLine[] = [];
  const steps: Step[] = [];
  const notes: string[] = [];
  const ctx = { y: compiledRulesFor('2025-26'), isOld };
  const head = housePropertyHead(input, ctx, broughtForward, setOff, steps, notes, t);
  return { head, setOff, steps, notes };
}

const HRA_CASES: [string, HraInput][] = [
  [
    'a listed city, DA and commission',
    {
      basicSalary: 500_000,
      dearnessAllowance: 50_000,
      commission: 50_000,
      hraReceived: 300_000,
      rentPaid: 360_000,
      city: 'Bombay',
      financialYear: '2025-26',
    },
  ],
  [
    'a draft city against the metro flag',
    {
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 420_000,
      city: 'Bangalore',
      metro: true,
      financialYear: '2026-27',
    },
  ],
  [
    'no year, no rent, new regime',
    { basicSalary: 600_000, hraReceived: 200_000, rentPaid: 0, regime: 'new' },
  ],
];

describe('deductions, salary, house property and HRA in Hindi', () => {
  it.each(DEDUCTION_CASES)('Chapter VI-A: %s', (_, claims, over) => {
    const en = deductions(claims, over, EN);
    const hi = deductions(claims, over, text);
    expect(en.notes.length).toBeGreaterThan(0);
    expectSameResult(en, hi);
  });

  it.each(SALARY_CASES)('salary: %s', (_, input, over) => {
    const en = salary(input, over, EN);
    const hi = salary(input, over, text);
    expect(en.notes.length).toBeGreaterThan(0);
    expectSameResult(en, hi);
  });

  it.each(HOUSE_CASES)('house property: %s', (_, input, isOld, broughtForward) => {
    const en = house(input, isOld, broughtForward, EN);
    const hi = house(input, isOld, broughtForward, text);
    expect(en.notes.length).toBeGreaterThan(0);
    expectSameResult(en, hi);
  });

  it.each(HRA_CASES)('HRA: %s', (_, input) => {
    const en = hraExemption(input);
    const hi = hraExemption(input, { text });
    expect(hi.exemptHra).toBe(en.exemptHra);
    expectSameResult(en, hi);
  });

  it('writes the working lines in Hindi, English when no text is given', () => {
    const { steps } = salary(SALARY_CASES[0]![1], {}, text);
    expect(steps.map((s) => s.label)).toEqual([
      HI.salary.grossSalary,
      HI.salary.lessHra,
      HI.salary.lessStandardDeduction,
      HI.salary.lessProfessionalTax,
      HI.salary.salaryIncome,
    ]);
    const steps80C: Step[] = [];
    chapterVIA({ section80C: 1_000 }, { ...BASE, y: compiledRulesFor('2025-26') }, steps80C, []);
    expect(steps80C[0]?.label).toBe(EN.deductions.less80C);
  });

  it("keeps each language's city notes apart (the city verdicts are cached)", () => {
    const input = HRA_CASES[1]![1];
    const en = hraExemption(input).notes;
    const hi = hraExemption(input, { text: HI }).notes;
    expect(hi).not.toEqual(en);
    expect(hraExemption(input).notes).toEqual(en);
    // The listed cities by their Hindi names (Bengaluru, Mumbai, ...).
    expect(hi.join(' ')).toContain('बेंगलुरु');
    expect(hi.join(' ')).toContain('मुंबई');
    expect(hraExemption(input, { text: HI }).notes).toEqual(hi);
  });

  it.each(['old', 'new'] as const)('a whole year in the %s regime', (regime) => {
    const input: IncomeTaxInput = {
      regime,
      financialYear: '2025-26',
      annualIncome: 1_500_000,
      salaryDetails: {
        basic: 700_000,
        hraReceived: 280_000,
        rentPaid: 300_000,
        city: 'Chennai',
        professionalTax: 2_500,
      },
      houseProperties: [
        { use: 'letOut', annualRent: 240_000, interestOnLoan: 400_000 },
        { use: 'selfOccupied', interestOnLoan: 250_000 },
      ],
      deductions: { section80C: 200_000, section80D: 30_000, section80CCD2: 200_000 },
    };
    const en = computeIncomeTax(input);
    const hi = computeIncomeTax(input, { text });
    expect(hi.steps.map((s) => s.label)).toContain(HI.salary.grossSalary);
    expectSameResult(en, hi);
  });

  it('uses every message of these areas', () => {
    expect(unused(['deductions', 'salary', 'houseProperty', 'hra'])).toEqual([]);
  });
});
