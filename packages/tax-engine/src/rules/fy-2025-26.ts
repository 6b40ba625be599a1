// FY 2025-26 (AY 2026-27), Income-tax Act 1961 as amended by the Finance Act 2025 (Budget of
// 1 February 2025). The last year under the 1961 Act.
import type { TaxRules } from '../types';
import { BEFORE_FY_2023_24, BUDGET_JULY_2024, cited } from './cite';
import { costInflationIndexUpTo } from './cii';
import * as shared from './shared';

const START = '2025-04-01';
const FA = 'Finance Act 2025';

// New-regime slabs (FY 2025-26 and FY 2026-27): 4/8/12/16/20/24 lakh bands [S1], [S3].
export const NEW_REGIME_SLABS_FROM_2025 = [
  { upTo: 400_000, ratePercent: 0 },
  { upTo: 800_000, ratePercent: 5 },
  { upTo: 1_200_000, ratePercent: 10 },
  { upTo: 1_600_000, ratePercent: 15 },
  { upTo: 2_000_000, ratePercent: 20 },
  { upTo: 2_400_000, ratePercent: 25 },
  { upTo: null, ratePercent: 30 },
] as const;

// DOUBT-1 (the s.87A rebate and special-rate income) is decided here: eligibility for the 12 lakh
// rebate is tested on TOTAL income (the statute's words), which includes special-rate income; the
// rebate itself can never exceed the tax at slab rates (FA 2025 second proviso, ITA 2025
// s.156(3)), so it never reduces tax on s.111A/112/112A income.
export const DOUBT_1_NOTE =
  'DOUBT-1 decided by the statute: the 12,00,000 threshold is tested on total income INCLUDING special-rate income (s.87A says "total income"; a CBDT line and some commentators exclude it). The rebate never exceeds the tax at slab rates (second proviso inserted by FA 2025; ITA 2025 s.156(3)), so it never reduces tax on s.111A/112/112A gains [S10], [S8], [S9]. Marginal relief: above 12 lakh the tax is limited to the income above 12 lakh (ends near 12,70,588). CBDT: 12,10,000 pays 10,000 + cess [S4], [S5].';

export const FY_2025_26: TaxRules = {
  financialYear: '2025-26',
  assessmentYear: '2026-27',
  governingAct: 'Income-tax Act, 1961',
  period: { start: START, end: '2026-03-31' },
  newRegime: {
    slabs: cited(NEW_REGIME_SLABS_FROM_2025, {
      act1961: 's.115BAC(1A)',
      act2025: 's.202(1)',
      financeAct: FA,
      source: '[S1], [S3]',
      effectiveFrom: START,
      note: 'One table for all ages (exemption limit 4,00,000).',
    }),
    standardDeduction: cited(75_000, {
      act1961: 's.16(ia)',
      act2025: 's.19(1) Table Sl. 2',
      financeAct: 'Finance (No. 2) Act 2024',
      source: '[S14], [S3]',
      effectiveFrom: '2024-04-01',
      note: 'Capped at the salary. Salaried income up to 12,75,000 pays nil [S3].',
    }),
    rebate87A: cited(
      { threshold: 1_200_000, maxRebate: 60_000, marginalRelief: true, limitedToSlabTax: true },
      {
        act1961: 's.87A (first and second provisos)',
        act2025: 's.156(2), s.156(3)',
        financeAct: FA,
        source: '[S10], [S8], [S9], [S4], [S5]',
        effectiveFrom: START,
        doubt: 'DOUBT-1',
        note: DOUBT_1_NOTE,
      },
    ),
    surcharge: shared.newRegimeSurcharge('Finance Act 2023', '2023-04-01'),
  },
  oldRegime: {
    slabsByAge: shared.oldRegimeSlabs(FA, START, 'Rates unchanged.'),
    standardDeduction: shared.OLD_REGIME_STANDARD_DEDUCTION,
    rebate87A: shared.OLD_REGIME_REBATE,
    surcharge: shared.oldRegimeSurcharge(FA, BEFORE_FY_2023_24),
  },
  cess: shared.cess(FA, BEFORE_FY_2023_24),
  surchargeMarginalRelief: shared.SURCHARGE_MARGINAL_RELIEF,
  rounding: shared.ROUNDING,
  deductions: {
    section80C: shared.SECTION_80C,
    section80CCD1B: shared.SECTION_80CCD1B,
    section80CCD2: cited(
      { oldRegimePercent: 10, newRegimePercent: 14 },
      {
        act1961: 's.80CCD(2)',
        financeAct: 'Finance (No. 2) Act 2024',
        source: '[S25]',
        effectiveFrom: '2024-04-01',
        note: "Employer's NPS contribution: 14 % of basic + DA in the new regime, 10 % in the old regime (14 % for Central and State Government employers: section80CCD2Government).",
      },
    ),
    section80D: shared.SECTION_80D,
    section80TTA: shared.SECTION_80TTA,
    section80TTB: shared.SECTION_80TTB,
    section80E: shared.SECTION_80E,
    section80G: shared.SECTION_80G,
    professionalTax: shared.PROFESSIONAL_TAX,
    selfOccupiedInterest: shared.SELF_OCCUPIED_INTEREST,
    housePropertyLossSetOff: shared.HOUSE_PROPERTY_LOSS_SET_OFF,
    newRegimeAllows: shared.newRegimeAllows('Finance Act 2023', '2023-04-01'),
    ...shared.CHAPTER_VIA_ALL_YEARS,
  },
  houseProperty: shared.HOUSE_PROPERTY,
  otherSources: {
    familyPension: shared.familyPension(25000, 'Finance (No. 2) Act 2024', '2024-04-01'),
    flatRateIncome: shared.FLAT_RATE_INCOME,
    nonResidentDividends: shared.NON_RESIDENT_DIVIDENDS,
  },
  capitalGains: {
    periods: [shared.capitalGainsFromJuly2024(START, '2026-03-31')],
    exemption112A: cited(
      { limit: shared.EXEMPTION_112A_FROM_JULY_2024 },
      {
        act1961: 's.112A(2)',
        act2025: 's.198',
        financeAct: 'Finance (No. 2) Act 2024, s.31',
        source: '[S35]',
        effectiveFrom: BUDGET_JULY_2024,
        note: "Aggregate of the year's s.112A gains.",
      },
    ),
    grandfatheringLandBuilding: shared.grandfatheringLandBuilding(false),
    basicExemptionAdjustment: shared.BASIC_EXEMPTION_ADJUSTMENT,
    specialIncomeSurchargeCap: shared.SPECIAL_INCOME_SURCHARGE_CAP,
  },
  costInflationIndex: costInflationIndexUpTo('2025-26'),
  advanceTax: shared.advanceTax(2025),
  interest: shared.interest(2025),
  presumptive: shared.presumptive('s.58'),
  hra: {
    metroCities: shared.HRA_METRO_CITIES,
    cityAliases: shared.HRA_CITY_ALIASES,
    percentOfSalary: shared.HRA_PERCENT_OF_SALARY,
    rentExcessOverPercentOfSalary: shared.HRA_RENT_EXCESS,
    draftMetroCities: null,
  },
};
