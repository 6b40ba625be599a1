// FY 2023-24 (AY 2024-25), Income-tax Act 1961 as amended by the Finance Act 2023.
// Every value cited; source tags [Sn] are listed in docs/tax-sources.md.
import type { TaxRules } from '../types';
import { BEFORE_FY_2023_24, IN_FORCE_BEFORE, cited } from './cite';
import { costInflationIndexUpTo } from './cii';
import * as shared from './shared';

const START = '2023-04-01';
const FA = 'Finance Act 2023';

export const FY_2023_24: TaxRules = {
  financialYear: '2023-24',
  assessmentYear: '2024-25',
  governingAct: 'Income-tax Act, 1961',
  period: { start: START, end: '2024-03-31' },
  newRegime: {
    // New-regime slabs: 3/6/9/12/15 lakh bands; FM: 9 L pays 45,000, 15 L pays 1.5 L [S16].
    slabs: cited(
      [
        { upTo: 300_000, ratePercent: 0 },
        { upTo: 600_000, ratePercent: 5 },
        { upTo: 900_000, ratePercent: 10 },
        { upTo: 1_200_000, ratePercent: 15 },
        { upTo: 1_500_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      {
        act1961: 's.115BAC(1A)',
        act2025: 's.202(1)',
        financeAct: FA,
        source: '[S17], [S16], [S15]',
        effectiveFrom: START,
        note: 'One table for all ages; the default regime from FY 2023-24.',
      },
    ),
    standardDeduction: cited(50_000, {
      act1961: 's.16(ia)',
      act2025: 's.19(1) Table Sl. 2',
      financeAct: FA,
      source: '[S24], [S17]',
      effectiveFrom: START,
      note: 'First allowed in the new regime from 1-4-2023; capped at the salary.',
    }),
    rebate87A: cited(
      { threshold: 700_000, maxRebate: 25_000, marginalRelief: true, limitedToSlabTax: false },
      {
        act1961: 's.87A (first proviso)',
        act2025: 's.156(2)',
        financeAct: FA,
        source: '[S11]',
        effectiveFrom: START,
        doubt: 'DOUBT-2',
        note: 'Resident individuals. Above 7 lakh the tax is limited to the income above 7 lakh. DOUBT-2: the statute (before FA 2025) does not bar the rebate against s.111A tax; the ITR utility blocked it from 5-7-2024 and the Bombay HC said the claim must be allowed. The engine follows the statute: rebate against slab, 111A and 112 tax, never against 112A tax (s.112A(6)).',
      },
    ),
    surcharge: shared.newRegimeSurcharge(FA, START),
  },
  oldRegime: {
    slabsByAge: shared.oldRegimeSlabs(
      FA,
      START,
      'Rates for AY 2024-25 (Finance Act 2023 Part III / Finance Act 2024 Part I); unchanged.',
    ),
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
      { oldRegimePercent: 10, newRegimePercent: 10 },
      {
        act1961: 's.80CCD(2)',
        financeAct: FA,
        source: '[S25]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Employer's NPS contribution up to 10 % of basic + DA in both regimes (14 % for Central and State Government employers: section80CCD2Government). ${IN_FORCE_BEFORE}`,
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
    newRegimeAllows: shared.newRegimeAllows(FA, START),
    ...shared.CHAPTER_VIA_ALL_YEARS,
  },
  houseProperty: shared.HOUSE_PROPERTY,
  otherSources: {
    familyPension: shared.familyPension(
      15000,
      'Finance Act 2023 (15,000 in both regimes)',
      '2023-04-01',
    ),
    flatRateIncome: shared.FLAT_RATE_INCOME,
    nonResidentDividends: shared.NON_RESIDENT_DIVIDENDS,
  },
  capitalGains: {
    periods: [shared.capitalGainsBeforeJuly2024(START, '2024-03-31')],
    exemption112A: cited(
      { limit: 100_000 },
      {
        act1961: 's.112A(2)',
        act2025: 's.198',
        financeAct: 'Finance Act 2018',
        source: '[S35], [S37]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Aggregate of the year's s.112A gains. ${IN_FORCE_BEFORE}`,
      },
    ),
    grandfatheringLandBuilding: null,
    basicExemptionAdjustment: shared.BASIC_EXEMPTION_ADJUSTMENT,
    specialIncomeSurchargeCap: shared.SPECIAL_INCOME_SURCHARGE_CAP,
  },
  costInflationIndex: costInflationIndexUpTo('2023-24'),
  advanceTax: shared.advanceTax(2023),
  interest: shared.interest(2023),
  presumptive: shared.presumptive('s.58'),
  hra: {
    metroCities: shared.HRA_METRO_CITIES,
    cityAliases: shared.HRA_CITY_ALIASES,
    percentOfSalary: shared.HRA_PERCENT_OF_SALARY,
    rentExcessOverPercentOfSalary: shared.HRA_RENT_EXCESS,
    draftMetroCities: null,
  },
};
