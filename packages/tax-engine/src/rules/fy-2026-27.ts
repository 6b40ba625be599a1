// FY 2026-27 = "tax year 2026-27" under the Income-tax Act 2025 (in force 1-4-2026), rates by the
// Finance Act 2026 (Budget 2026 left slabs and rates unchanged [S44]). Sections are quoted in
// both numberings: the 1961 number (familiar) and the 2025 number where our sources verify it.
import type { TaxRules } from '../types';
import { BUDGET_JULY_2024, cited } from './cite';
import { costInflationIndexUpTo } from './cii';
import { DOUBT_1_NOTE, NEW_REGIME_SLABS_FROM_2025 } from './fy-2025-26';
import * as shared from './shared';

const START = '2026-04-01';
const ITA = 'Income-tax Act 2025';
const FA = 'Finance Act 2026';

export const FY_2026_27: TaxRules = {
  financialYear: '2026-27',
  assessmentYear: 'tax year 2026-27',
  governingAct: 'Income-tax Act, 2025',
  period: { start: START, end: '2027-03-31' },
  newRegime: {
    slabs: cited(NEW_REGIME_SLABS_FROM_2025, {
      act1961: 's.115BAC(1A)',
      act2025: 's.202(1)',
      financeAct: `${ITA} (s.202(1) table); ${FA} s.56 changes only s.202(2)(a)(iii)`,
      source: '[S13], [S44]',
      effectiveFrom: START,
      note: 'Same bands as FY 2025-26; exemption limit 4,00,000 for all ages (FA 2026 s.3(2)(a) Table Sl. 4).',
    }),
    standardDeduction: cited(75_000, {
      act1961: 's.16(ia)',
      act2025: 's.19(1) Table Sl. 2',
      financeAct: ITA,
      source: '[S13]',
      effectiveFrom: START,
      note: '"Rs 75000 or the salary, whichever is less" (s.19(1) Sl. 2(a)).',
    }),
    rebate87A: cited(
      { threshold: 1_200_000, maxRebate: 60_000, marginalRelief: true, limitedToSlabTax: true },
      {
        act1961: 's.87A',
        act2025: 's.156(2), s.156(3)',
        financeAct: ITA,
        source: '[S12], [S13]',
        effectiveFrom: START,
        doubt: 'DOUBT-1',
        note: DOUBT_1_NOTE,
      },
    ),
    surcharge: shared.newRegimeSurcharge(`${FA}, s.3(4)(b) Table Sl. 10`, START, 's.202'),
  },
  oldRegime: {
    slabsByAge: shared.oldRegimeSlabs(
      `${FA}, First Schedule Part I-B Para A items (I)-(III)`,
      START,
      'Quoted verbatim for tax year 2026-27 in [S13].',
    ),
    standardDeduction: cited(50_000, {
      act1961: 's.16(ia)',
      act2025: 's.19(1) Table Sl. 2',
      financeAct: ITA,
      source: '[S13]',
      effectiveFrom: START,
      note: 'Old regime 50,000, capped at the salary (s.19(1) Sl. 2(b)).',
    }),
    rebate87A: cited(
      { threshold: 500_000, maxRebate: 12_500, marginalRelief: false, limitedToSlabTax: false },
      {
        act1961: 's.87A',
        act2025: 's.156(1)',
        financeAct: ITA,
        source: '[S12], [S13]',
        effectiveFrom: START,
        note: 'Resident individuals; no marginal relief. Not allowed against tax on s.198 (old 112A) gains.',
      },
    ),
    surcharge: shared.oldRegimeSurcharge(
      `${FA}, First Schedule Part I-B Para F Table 1 Sl. 1`,
      START,
    ),
  },
  cess: shared.cess(`${FA}, s.3(15)`, START, 'Quoted verbatim in [S13].'),
  surchargeMarginalRelief: shared.SURCHARGE_MARGINAL_RELIEF,
  rounding: shared.ROUNDING,
  deductions: {
    section80C: shared.SECTION_80C,
    section80CCD1B: shared.SECTION_80CCD1B,
    section80CCD2: cited(
      { oldRegimePercent: 10, newRegimePercent: 14 },
      {
        act1961: 's.80CCD(2)',
        financeAct: 'Finance (No. 2) Act 2024 (carried into the Income-tax Act 2025)',
        source: '[S25]',
        effectiveFrom: '2024-04-01',
        note: "Employer's NPS contribution: 14 % of basic + DA in the new regime, 10 % in the old regime. ITA 2025 Bill numbering s.124 NOT verified.",
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
    newRegimeAllows: shared.newRegimeAllows(`${ITA} s.202(2); ${FA} s.56`, START, 's.202(2)'),
    ...shared.CHAPTER_VIA_ALL_YEARS,
  },
  houseProperty: shared.HOUSE_PROPERTY,
  otherSources: {
    familyPension: shared.familyPension(
      25000,
      'Finance (No. 2) Act 2024 (carried into the Income-tax Act 2025)',
      '2024-04-01',
    ),
    flatRateIncome: shared.FLAT_RATE_INCOME,
    nonResidentDividends: shared.NON_RESIDENT_DIVIDENDS,
  },
  capitalGains: {
    periods: [shared.capitalGainsFromJuly2024(START, '2027-03-31')],
    exemption112A: cited(
      { limit: shared.EXEMPTION_112A_FROM_JULY_2024 },
      {
        act1961: 's.112A(2)',
        act2025: 's.198',
        financeAct: 'Finance (No. 2) Act 2024, s.31 (carried into ITA 2025 s.198)',
        source: '[S35], [S36]',
        effectiveFrom: BUDGET_JULY_2024,
        note: "Aggregate of the year's s.198 gains.",
      },
    ),
    grandfatheringLandBuilding: shared.grandfatheringLandBuilding(false),
    basicExemptionAdjustment: shared.BASIC_EXEMPTION_ADJUSTMENT,
    specialIncomeSurchargeCap: shared.SPECIAL_INCOME_SURCHARGE_CAP,
  },
  // CII for 2026-27 is UNSOURCED: the table stops at 2025-26 (see costInflationIndexUpTo).
  costInflationIndex: costInflationIndexUpTo('2026-27'),
  advanceTax: shared.advanceTax(2026),
  interest: shared.interest(2026),
  presumptive: shared.presumptive('s.58'),
  hra: {
    metroCities: cited(shared.HRA_METRO_CITIES.value, {
      ...shared.HRA_METRO_CITIES.citation,
      note: 'Four cities kept for tax year 2026-27. The Income-tax Rules 2026 were notified on 20 March 2026 (G.S.R. 198(E)) and replace Rule 2A of the 1962 Rules, but the notified HRA rule (its number and its list of 50 % cities) is not in our sources: every source found quotes the February 2026 draft (Rule 279 adding Bengaluru, Hyderabad, Pune and Ahmedabad) [S34]. UNCONFIRMED; see draftMetroCities.',
      unsourced: true,
    }),
    cityAliases: shared.HRA_CITY_ALIASES,
    percentOfSalary: shared.HRA_PERCENT_OF_SALARY,
    rentExcessOverPercentOfSalary: shared.HRA_RENT_EXCESS,
    draftMetroCities: cited<readonly string[]>(['Bengaluru', 'Hyderabad', 'Pune', 'Ahmedabad'], {
      financeAct:
        'Draft Income-tax Rules 2026, Rule 279 (the notified Rules, G.S.R. 198(E) of 20 March 2026, not found in our sources)',
      source:
        '[S34]; https://www.angelone.in/news/taxation/hra-tax-exemption-may-expand-to-more-cities-under-draft-income-tax-rules-2026',
      effectiveFrom: START,
      unsourced: true,
      note: 'DRAFT ONLY - not applied. Would be 50 % cities if the notified Rules kept the draft list; apply them once the notified text is sourced.',
    }),
  },
};
