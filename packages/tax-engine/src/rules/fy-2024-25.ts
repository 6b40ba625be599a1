// FY 2024-25 (AY 2025-26), Income-tax Act 1961 as amended by the Finance (No. 2) Act 2024
// (Budget of 23 July 2024). Capital-gains rates split by date of transfer at 23-07-2024.
import type { TaxRules } from '../types';
import { BEFORE_FY_2023_24, BUDGET_JULY_2024, cited } from './cite';
import { costInflationIndexUpTo } from './cii';
import * as shared from './shared';

const START = '2024-04-01';
const FA = 'Finance (No. 2) Act 2024';

export const FY_2024_25: TaxRules = {
  financialYear: '2024-25',
  assessmentYear: '2025-26',
  governingAct: 'Income-tax Act, 1961',
  period: { start: START, end: '2025-03-31' },
  newRegime: {
    // New-regime slabs: 3/7/10/12/15 lakh bands [S14].
    slabs: cited(
      [
        { upTo: 300_000, ratePercent: 0 },
        { upTo: 700_000, ratePercent: 5 },
        { upTo: 1_000_000, ratePercent: 10 },
        { upTo: 1_200_000, ratePercent: 15 },
        { upTo: 1_500_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      {
        act1961: 's.115BAC(1A)',
        act2025: 's.202(1)',
        financeAct: FA,
        source: '[S14]',
        effectiveFrom: START,
        note: 'One table for all ages.',
      },
    ),
    standardDeduction: cited(75_000, {
      act1961: 's.16(ia)',
      act2025: 's.19(1) Table Sl. 2',
      financeAct: FA,
      source: '[S14]',
      effectiveFrom: START,
      note: 'Raised from 50,000 to 75,000 in the new regime only; capped at the salary. Salaried income up to 7,75,000 pays nil [S49].',
    }),
    rebate87A: cited(
      { threshold: 700_000, maxRebate: 25_000, marginalRelief: true, limitedToSlabTax: false },
      {
        act1961: 's.87A (first proviso)',
        act2025: 's.156(2)',
        financeAct: 'Finance Act 2023',
        source: '[S11], [S7]',
        effectiveFrom: '2023-04-01',
        doubt: 'DOUBT-2',
        note: 'Resident individuals. Marginal relief ends near 7,22,222. DOUBT-2: the engine follows the statute before FA 2025 and allows the rebate against s.111A and s.112 tax (not s.112A tax, s.112A(6)); the ITR utility blocked the 111A claim from 5-7-2024 and the Bombay HC said it must allow it.',
      },
    ),
    surcharge: shared.newRegimeSurcharge('Finance Act 2023', '2023-04-01'),
  },
  oldRegime: {
    slabsByAge: shared.oldRegimeSlabs(FA, START, 'Rates for AY 2025-26 [S22]; unchanged.'),
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
        financeAct: FA,
        source: '[S25]',
        effectiveFrom: START,
        note: "Employer's NPS contribution: 14 % of basic + DA for every employer in the new regime from FY 2024-25; 10 % in the old regime (14 % for Central and State Government employers: section80CCD2Government).",
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
    periods: [
      shared.capitalGainsBeforeJuly2024(START, '2024-07-22'),
      shared.capitalGainsFromJuly2024(BUDGET_JULY_2024, '2025-03-31'),
    ],
    exemption112A: cited(
      { limit: shared.EXEMPTION_112A_FROM_JULY_2024 },
      {
        act1961: 's.112A(2)(i) as substituted',
        act2025: 's.198',
        financeAct: 'Finance (No. 2) Act 2024, s.31',
        source: '[S35]',
        effectiveFrom: BUDGET_JULY_2024,
        transferDateKeyed: true,
        doubt: 'DOUBT-3',
        note: 'Substituted with effect from 23-07-2024: "the limit of one lakh twenty-five thousand rupees shall apply on aggregate of the long-term capital gains under sub-clauses (a) and (b)" - so for FY 2024-25 one 1,25,000 exemption covers gains before and after 23 July together. Some secondary sources use 1,00,000 for pre-July gains; the engine follows the statute. The exemption is set against the 12.5 % gains first (taxpayer-favourable; reported to match the ITR utility, UNSOURCED officially).',
      },
    ),
    grandfatheringLandBuilding: shared.grandfatheringLandBuilding(true),
    basicExemptionAdjustment: shared.BASIC_EXEMPTION_ADJUSTMENT,
    specialIncomeSurchargeCap: shared.SPECIAL_INCOME_SURCHARGE_CAP,
  },
  costInflationIndex: costInflationIndexUpTo('2024-25'),
  advanceTax: shared.advanceTax(2024),
  interest: shared.interest(2024),
  presumptive: shared.presumptive('s.58'),
  hra: {
    metroCities: shared.HRA_METRO_CITIES,
    cityAliases: shared.HRA_CITY_ALIASES,
    percentOfSalary: shared.HRA_PERCENT_OF_SALARY,
    rentExcessOverPercentOfSalary: shared.HRA_RENT_EXCESS,
    draftMetroCities: null,
  },
};
