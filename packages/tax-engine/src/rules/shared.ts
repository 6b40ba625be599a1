// Rule values unchanged across FY 2023-24 to FY 2026-27, cited once and used by every year's
// table. A value that changes in any of our years lives in the year files instead.
import type {
  AdvanceTaxRules,
  AgeGroup,
  CapitalGainsPeriod,
  ChapterVIAKey,
  Cited,
  DeductionKey,
  InterestRules,
  Profession,
  PresumptiveAssessee,
  ReturnDueDates,
  SlabBand,
} from '../types';
import { BEFORE_FY_2023_24, BUDGET_JULY_2024, IN_FORCE_BEFORE, cited } from './cite';

// Old regime slabs (Finance Act First Schedule Part I Para A; unchanged FY 2023-24 to 2026-27).
// Senior rates for residents only; a non-resident of any age uses `below60`.
export function oldRegimeSlabs(
  financeAct: string,
  effectiveFrom: string,
  extraNote = '',
): Cited<Readonly<Record<AgeGroup, readonly SlabBand[]>>> {
  return cited(
    {
      below60: [
        { upTo: 250_000, ratePercent: 0 },
        { upTo: 500_000, ratePercent: 5 },
        { upTo: 1_000_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      '60to80': [
        { upTo: 300_000, ratePercent: 0 },
        { upTo: 500_000, ratePercent: 5 },
        { upTo: 1_000_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
      '80plus': [
        { upTo: 500_000, ratePercent: 0 },
        { upTo: 1_000_000, ratePercent: 20 },
        { upTo: null, ratePercent: 30 },
      ],
    },
    {
      act1961: 'First Schedule Part I Para A (rates in the Finance Act)',
      financeAct,
      source: '[S22], [S13]',
      effectiveFrom,
      note: `Senior-citizen rates apply only to residents; every non-resident uses the below-60 table. ${extraNote}`.trim(),
    },
  );
}

// s.16(ia) old regime: 50,000, capped at the salary.
export const OLD_REGIME_STANDARD_DEDUCTION = cited(50_000, {
  act1961: 's.16(ia)',
  act2025: 's.19(1) Table Sl. 2',
  financeAct: 'Finance Act 2019 (as continued)',
  source: '[S13], [S14]',
  effectiveFrom: BEFORE_FY_2023_24,
  note: `Capped at the salary if lower. ${IN_FORCE_BEFORE}`,
});

// s.87A old regime: total income up to 5,00,000, rebate up to 12,500, NO marginal relief.
export const OLD_REGIME_REBATE = cited(
  { threshold: 500_000, maxRebate: 12_500, marginalRelief: false, limitedToSlabTax: false },
  {
    act1961: 's.87A',
    act2025: 's.156(1)',
    financeAct: 'Finance Act 2019 (as continued)',
    source: '[S11], [S12], [S13]',
    effectiveFrom: BEFORE_FY_2023_24,
    note: `Resident individuals only. A total income of 5,00,001 loses the whole rebate. The rebate is not allowed against tax on s.112A gains (s.112A(6)) but is against s.111A/112 tax [S12b], [S9c]. ${IN_FORCE_BEFORE}`,
  },
);

// Old regime surcharge 10/15/25/37 %.
export function oldRegimeSurcharge(
  financeAct: string,
  effectiveFrom: string,
  act2025?: string,
): Cited<readonly { above: number; ratePercent: number }[]> {
  return cited(
    [
      { above: 5_000_000, ratePercent: 10 },
      { above: 10_000_000, ratePercent: 15 },
      { above: 20_000_000, ratePercent: 25 },
      { above: 50_000_000, ratePercent: 37 },
    ],
    {
      act1961: 'First Schedule Part I Para A (surcharge)',
      ...(act2025 ? { act2025 } : {}),
      financeAct,
      source: '[S19], [S13]',
      effectiveFrom,
      note: 'Bands on total income; the 25 % and 37 % bands are tested on total income excluding s.111A/112/112A/dividend income (15 % cap on the tax on that income). The ITD online calculator caps the old regime at 25 % from AY 2024-25; the statute keeps 37 % (docs/tax-sources.md, known doubts).',
    },
  );
}

// New regime surcharge 10/15/25 %, capped at 25 % from FY 2023-24 (FA 2023).
export function newRegimeSurcharge(
  financeAct: string,
  effectiveFrom: string,
  act2025?: string,
): Cited<readonly { above: number; ratePercent: number }[]> {
  return cited(
    [
      { above: 5_000_000, ratePercent: 10 },
      { above: 10_000_000, ratePercent: 15 },
      { above: 20_000_000, ratePercent: 25 },
    ],
    {
      act1961: 's.115BAC; First Schedule Part I Para A (surcharge)',
      ...(act2025 ? { act2025 } : {}),
      financeAct,
      source: '[S18], [S17], [S19], [S13]',
      effectiveFrom,
      note: 'Maximum 25 % in the new regime (37 % band removed by Finance Act 2023).',
    },
  );
}

export const SURCHARGE_MARGINAL_RELIEF = cited(
  { thresholds: 'every band' as const },
  {
    act1961: 'First Schedule Part I Para A (provisos on marginal relief)',
    financeAct: 'Finance Act of each year',
    source: '[S20], [S21], [S13]',
    effectiveFrom: BEFORE_FY_2023_24,
    note: `Income-tax + surcharge on total income may not exceed income-tax + surcharge on the threshold (50 lakh, 1 crore, 2 crore, 5 crore) plus the income above it. Cess is outside the ceiling. ${IN_FORCE_BEFORE}`,
  },
);

export function cess(
  financeAct: string,
  effectiveFrom: string,
  note: string = IN_FORCE_BEFORE,
): Cited<{ ratePercent: number }> {
  return cited(
    { ratePercent: 4 },
    {
      financeAct,
      source: '[S13], [S33]',
      effectiveFrom,
      note: `Health and Education Cess, 4 % of income-tax after rebate plus surcharge. ${note}`.trim(),
    },
  );
}

export const ROUNDING = cited(
  { totalIncomeNearest: 10, taxNearest: 10 },
  {
    act1961: 's.288A, s.288B',
    act2025: 's.516',
    financeAct: 'Income-tax Act 1961',
    source: '[S43], [S43b]',
    effectiveFrom: BEFORE_FY_2023_24,
    note: `Total income and the final tax payable are each rounded to the nearest 10 rupees (paise ignored, 5 rounds up); s.288B applies once, to the total payable, not to each component. ${IN_FORCE_BEFORE}`,
  },
);

const SINCE = { effectiveFrom: BEFORE_FY_2023_24 };

export const SECTION_80C = cited(
  { limit: 150_000 },
  {
    act1961: 's.80C, s.80CCC, s.80CCD(1), s.80CCE',
    financeAct: 'Finance (No. 2) Act 2014 (limit 1,50,000)',
    source: '[S28], [S23]',
    ...SINCE,
    note: `Aggregate limit for 80C, 80CCC and 80CCD(1). Old regime only. ITA 2025 Bill numbering s.123 is NOT verified against the enacted Act. ${IN_FORCE_BEFORE}`,
  },
);

export const SECTION_80CCD1B = cited(
  { limit: 50_000 },
  {
    act1961: 's.80CCD(1B)',
    financeAct: 'Finance Act 2015',
    source: '[S28], [S25]',
    ...SINCE,
    note: `Own NPS contribution over and above the 80C limit. Old regime only. ${IN_FORCE_BEFORE}`,
  },
);

export const SECTION_80D = cited(
  { selfFamily: 25_000, selfFamilySenior: 50_000, parents: 25_000, parentsSenior: 50_000 },
  {
    act1961: 's.80D',
    financeAct: 'Finance Act 2018 (senior limit 50,000)',
    source: '[S26]',
    ...SINCE,
    note: `Self/spouse/children 25,000 (50,000 if a senior citizen); parents a further 25,000 (50,000 if a parent is a senior). Preventive check-up (up to 5,000) and a senior's medical expenditure fall within these limits. Old regime only. ITA 2025 Bill numbering s.126 NOT verified. ${IN_FORCE_BEFORE}`,
  },
);

export const SECTION_80TTA = cited(
  { limit: 10_000 },
  {
    act1961: 's.80TTA',
    financeAct: 'Finance Act 2012',
    source: '[S27], [S28]',
    ...SINCE,
    note: `Savings-account interest; not available to resident senior citizens (they have 80TTB). Old regime only. ${IN_FORCE_BEFORE}`,
  },
);

export const SECTION_80TTB = cited(
  { limit: 50_000 },
  {
    act1961: 's.80TTB',
    financeAct: 'Finance Act 2018',
    source: '[S27], [S28]',
    ...SINCE,
    note: `Deposit interest of resident senior citizens (60+); excludes 80TTA. Old regime only. ${IN_FORCE_BEFORE}`,
  },
);

export const SECTION_80E = cited(
  { limit: null },
  {
    act1961: 's.80E',
    financeAct: 'Income-tax Act 1961',
    source: '[S23]',
    ...SINCE,
    note: `Interest on an education loan: no monetary cap. Old regime only. ${IN_FORCE_BEFORE}`,
  },
);

export const SECTION_80G = cited(
  { limit: null },
  {
    act1961: 's.80G',
    financeAct: 'Income-tax Act 1961',
    source: '[S23]',
    ...SINCE,
    note: `Taken as entered: the deductible amount after the donee's 50 %/100 % and any qualifying limit (those depend on the donee and are not in our sources). Old regime only. ${IN_FORCE_BEFORE}`,
  },
);

// Chapter VI-A beyond the original claims. ITA 2025 numbers below were read in copies of the
// enacted text (Chapter VIII, ss.122-154) and are quoted in `note` until a source in docs/tax-sources.md lists them.
const ITA_2025_CHAPTER_VIII =
  'ITA 2025 Chapter VIII text as published by aubsp.com, lawspedia.in, ai.jamku.app (w.e.f. 1-4-2026)';

export const SECTION_80CCD1 = cited(
  { employeePercentOfSalary: 10, otherPercentOfGrossTotalIncome: 20 },
  {
    act1961: 's.80CCD(1)(a), (b); s.80CCE',
    financeAct: 'Finance Act 2017, s.33 (20 % for non-employees from AY 2018-19)',
    source:
      'Finance Bill 2017 cl.33 and CBDT Circular 2/2018 para 37 (taxheal.com, taxmanagementindia.com ID=23547)',
    effectiveFrom: '2017-04-01',
    note: "Own NPS contribution: up to 10 % of salary (basic + DA) for an employee, 20 % of gross total income for anyone else; inside the 1,50,000 of s.80CCE with 80C and 80CCC. Individuals only; old regime only. ITA 2025: part of s.123 (Schedule XV); the Schedule's item for it was not read, so its percentages for tax year 2026-27 are NOT verified (the 1961 figures are applied).",
  },
);

export const SECTION_80CCD2_GOVERNMENT = cited(
  { percent: 14 },
  {
    act1961: 's.80CCD(2)',
    financeAct:
      'Finance (No. 2) Act 2019 (Central Government 14 %); Finance Act 2022, s.20 (State Government, with effect from 1-4-2020)',
    source:
      'Finance Bill 2022 cl.20 and notes on clauses (taxmanagementindia.com ID=40488, taxguru.in)',
    // "with effect from 1-4-2020" = assessment year 2020-21, i.e. FY 2019-20.
    effectiveFrom: '2019-04-01',
    note: `Contribution by the Central or a State Government as employer: up to 14 % of salary (basic + DA) in both regimes. ITA 2025 s.124(1)(a) (${ITA_2025_CHAPTER_VIII}); other employers 10 %, or 14 % in the new regime (s.124(2)).`,
  },
);

export const SECTION_80DD = cited(
  { disability: 75_000, severe: 125_000 },
  {
    act1961: 's.80DD',
    financeAct: 'Finance Act 2015 (75,000 / 1,25,000 from AY 2016-17)',
    source: 'ITA 2025 s.127 text (taxmanagementindia.com ID=49125)',
    effectiveFrom: '2015-04-01',
    note: `Fixed deduction, whatever was spent, for a dependant with a disability (1,25,000 for severe disability, 80 % or more). Resident individual or HUF (a member as dependant). Old regime only. ITA 2025 s.127 (${ITA_2025_CHAPTER_VIII}).`,
  },
);

export const SECTION_80DDB = cited(
  { limit: 40_000, seniorLimit: 100_000 },
  {
    act1961: 's.80DDB',
    financeAct: 'Finance Act 2018 (1,00,000 for a senior-citizen patient from AY 2019-20)',
    source:
      'ITA 2025 s.128 text (taxmanagementindia.com ID=49126); the earlier 60,000 senior cap (taxmanagementindia.com blog 247545)',
    effectiveFrom: '2018-04-01',
    note: `Amount paid for treatment of a specified disease of the taxpayer or a dependant (HUF: a member), up to 40,000, or 1,00,000 when the patient is a senior citizen (60 or more; the separate 80-plus cap ended with the Finance Act 2018). Reduced by insurance or employer reimbursement (enter the net amount). Resident individual or HUF. Old regime only. ITA 2025 s.128 (${ITA_2025_CHAPTER_VIII}).`,
  },
);

export const SECTION_80U = cited(
  { disability: 75_000, severe: 125_000 },
  {
    act1961: 's.80U',
    financeAct: 'Finance Act 2015 (75,000 / 1,25,000 from AY 2016-17)',
    source: 'ITA 2025 s.154 text (aubsp.com, srimaa.org); taxtmi.com acts id=19590',
    effectiveFrom: '2015-04-01',
    note: `Fixed deduction for a resident individual certified as a person with disability (1,25,000 for severe disability). Not for an HUF. Old regime only. ITA 2025 s.154 (${ITA_2025_CHAPTER_VIII}).`,
  },
);

export const SECTION_80GG = cited(
  { perMonth: 5_000, percentOfTotalIncome: 25, rentExcessOverPercent: 10 },
  {
    act1961: 's.80GG; Rule 11B',
    financeAct: 'Finance Act 2016 (5,000 a month, from AY 2017-18; 2,000 before)',
    source:
      'Finance Bill 2016 cl.38 (taxtmi.com acts id=20424); ITA 2025 s.134 text (ai.jamku.app, taxtmi.com acts id=49132)',
    effectiveFrom: '2016-04-01',
    note: `Rent paid for one's own residence by an individual who receives no HRA and owns no house where he lives or works: the least of 5,000 a month (60,000 a year), 25 % of total income and rent paid − 10 % of total income, total income being before this deduction (Explanation; practice also leaves out s.111A/112/112A and other special-rate income). Form 10BA. Old regime only. ITA 2025 s.134 (${ITA_2025_CHAPTER_VIII}): same limits.`,
  },
);

export const SECTION_80EE = cited(
  { limit: 50_000, loanSanctionedFrom: '2016-04-01', loanSanctionedTo: '2017-03-31' },
  {
    act1961: 's.80EE',
    financeAct: 'Finance Act 2016',
    source: 'ITA 2025 s.130 text (aubsp.com, lawspedia.in)',
    effectiveFrom: '2016-04-01',
    note: `Interest on a loan from a financial institution for a first residential house: up to 50,000 a year until repaid, if the loan was sanctioned between 1-4-2016 and 31-3-2017, the loan is at most 35 lakh, the house is worth at most 50 lakh and no other house was owned at sanction (these are not checked: the claim is taken as eligible). Individuals only; old regime only. ITA 2025 s.130 (${ITA_2025_CHAPTER_VIII}).`,
  },
);

export const SECTION_80EEA = cited(
  { limit: 150_000, loanSanctionedFrom: '2019-04-01', loanSanctionedTo: '2022-03-31' },
  {
    act1961: 's.80EEA',
    financeAct:
      'Finance (No. 2) Act 2019 (sanction to 31-3-2020); Finance Act 2020 and Finance Act 2021 (extended to 31-3-2022)',
    source: 'ITA 2025 s.131 text (lawspedia.in, ai.jamku.app, taxmanagementindia.com ID=49129)',
    effectiveFrom: '2019-04-01',
    note: `Interest on a loan from a financial institution for a residential house with a stamp-duty value of at most 45 lakh, sanctioned between 1-4-2019 and 31-3-2022, no other house owned at sanction (not checked): up to 1,50,000 a year. Not for anyone eligible under s.80EE (s.80EEA(1); ITA 2025 s.131(1)). Individuals only; old regime only. ITA 2025 s.131 (${ITA_2025_CHAPTER_VIII}).`,
  },
);

export const SECTION_80G_QUALIFYING_LIMIT = cited(
  { percentOfAdjustedGrossTotalIncome: 10 },
  {
    act1961: 's.80G(1), (4)',
    financeAct: 'Income-tax Act 1961',
    source:
      'ITA 2025 s.133 text (ai.jamku.app, aubsp.com, taxtmi.com acts id=49131); practice summaries (help.myitreturn.com, help.allindiaitr.com)',
    ...SINCE,
    note: `Donations to funds in s.80G(4) count only up to 10 % of the adjusted gross total income: gross total income less s.111A/112/112A and other special-rate income (115A-115D, 115BB...) and less every other Chapter VI-A deduction. Of the qualifying amount, donations deductible at 100 % are taken first, then those at 50 %. Donations without a limit are deducted at 100 % or 50 % in full. Cash above 2,000 is not deductible (not checked). Old regime only. ITA 2025 s.133 (${ITA_2025_CHAPTER_VIII}). ${IN_FORCE_BEFORE}`,
  },
);

// Who may claim: each 1961 section names "an individual or a Hindu undivided family" or only
// "an individual" (same in ITA 2025 ss.123-154). 80D parents' limb and 80TTB are individuals' only.
export const HUF_CHAPTER_VIA = cited<readonly ChapterVIAKey[]>(
  ['section80C', 'section80D', 'section80DD', 'section80DDB', 'section80G', 'section80TTA'],
  {
    act1961: 'ss.80C, 80D(2)/(3), 80DD, 80DDB, 80G, 80TTA',
    financeAct: 'Income-tax Act 1961',
    source: `Section texts: ITA 2025 ss.123, 126, 127, 128, 133, 153 (${ITA_2025_CHAPTER_VIII}); s.80D HUF limits (taxwayglobal.com, tesz.in)`,
    ...SINCE,
    note: `An HUF may claim 80C (payments for members), 80D (insurance of any member: 25,000, or 50,000 for a senior-citizen member), 80DD and 80DDB (a member), 80G and 80TTA (10,000). 80CCC, 80CCD, 80E, 80EE, 80EEA, 80GG, 80TTB and 80U are for individuals only. ${IN_FORCE_BEFORE}`,
  },
);

export const PROFESSIONAL_TAX = cited(
  { limit: 2_500 },
  {
    act1961: 's.16(iii); Constitution of India, Article 276(2)',
    financeAct: 'Constitution (Sixtieth Amendment) Act 1988 (Article 276(2): 2,500 a year)',
    ...SINCE,
    note: `Tax on employment paid is deducted from salary in the old regime only (the new regime disallows it). A State may not levy more than 2,500 a year on one person (Article 276(2)), so a larger claim is capped at 2,500, and at the salary. Carried into the Income-tax Act 2025 as a deduction from salary (s.19; table number not verified). ${IN_FORCE_BEFORE}`,
  },
);

export const SELF_OCCUPIED_INTEREST = cited(
  { limit: 200_000 },
  {
    act1961: 's.24(b) second proviso',
    act2025: 's.22(1)(b)',
    financeAct: 'Finance (No. 2) Act 2014 (limit 2,00,000)',
    source: '[S28]',
    ...SINCE,
    note: `Interest on borrowed capital for self-occupied house(s), 2,00,000 in aggregate. Old regime only (s.115BAC(2)). The Income-tax Act 2025 number is checked against the enacted text (docs/tax-sources.md). ${IN_FORCE_BEFORE}`,
  },
);

export const HOUSE_PROPERTY_LOSS_SET_OFF = cited(
  { limit: 200_000 },
  {
    act1961: 's.71(3A); s.115BAC(2)(ii)(b)',
    financeAct: 'Finance Act 2017',
    source: '[S28]',
    ...SINCE,
    unsourced: true,
    note: `Not confirmed by a stored source (s.71(3A) limit of 2,00,000 is the statutory reading): in the old regime a house-property loss is set off against other heads up to 2,00,000, the rest carried forward (s.71B). The new regime allows no set-off of a house-property loss against other heads (s.115BAC(2)(ii)(b)); whether it may be carried forward is contested, so the engine reports it as "not set off" only. ${IN_FORCE_BEFORE}`,
  },
);

export function newRegimeAllows(
  financeAct: string,
  effectiveFrom: string,
  act2025?: string,
): Cited<readonly DeductionKey[]> {
  return cited<readonly DeductionKey[]>(['standardDeduction', 'section80CCD2'], {
    act1961: 's.115BAC(2)',
    ...(act2025 ? { act2025 } : {}),
    financeAct,
    source: '[S23], [S24]',
    effectiveFrom,
    note: 'The new regime allows the standard deduction, 80CCD(2) (employer NPS), 80CCH and the family-pension deduction (the last two not modelled) and interest on LET-OUT property inside the house-property head. It disallows HRA, LTA, professional tax, 80C, 80CCD(1B), 80D, 80TTA/80TTB, 80E, 80G, self-occupied 24(b) interest and inter-head set-off of a house-property loss.',
  });
}

export const BASIC_EXEMPTION_ADJUSTMENT = cited(
  { residentsOnly: true as const },
  {
    act1961: 's.111A(1) proviso, s.112(1) proviso, s.112A(2) proviso',
    act2025: 's.196(2), s.197(2), s.198(3)',
    financeAct: 'Income-tax Act 1961',
    source: '[S36]',
    ...SINCE,
    note: `A resident individual whose other income is below the basic exemption may reduce special-rate gains by the shortfall (new regime: 3 lakh / 4 lakh). The engine applies it to the highest-taxed gain first (taxpayer-favourable; the Act does not fix an order). Non-residents get no adjustment. ${IN_FORCE_BEFORE}`,
  },
);

export const SPECIAL_INCOME_SURCHARGE_CAP = cited(
  { ratePercent: 15 },
  {
    act1961: 'First Schedule Part I Para A (surcharge provisos)',
    financeAct: 'Finance Act 2022 (s.112 added to the cap)',
    source: '[S13], [S47], [S19]',
    ...SINCE,
    note: `Surcharge on the income-tax on s.111A, 112, 112A gains and dividends may not exceed 15 %; the 25 %/37 % bands are tested on total income excluding that income. Start year of s.112 coverage is UNSOURCED; current coverage sourced [S13]. Dividends (the "dividends" input) take their share of the slab tax in proportion to slab income, and that share is surcharged at no more than 15 % (the Finance Act does not say how to apportion; pro rata is our reading). ${IN_FORCE_BEFORE}`,
  },
);

// HRA, Rule 2A. The list is data per year; FY 2026-27's draft list is not applied.
export const HRA_METRO_CITIES = cited<readonly string[]>(
  ['Mumbai', 'Kolkata', 'Delhi', 'Chennai'],
  {
    act1961: 's.10(13A); Rule 2A of the Income-tax Rules 1962',
    financeAct: 'Income-tax Rules 1962, Rule 2A',
    source: '[S29]',
    ...SINCE,
    note: `Bombay, Calcutta, Delhi, Madras: 50 % of salary; every other place 40 % (Bengaluru, Hyderabad, Pune are 40 % cities to FY 2025-26). ${IN_FORCE_BEFORE}`,
  },
);

export const HRA_CITY_ALIASES = cited<Readonly<Record<string, string>>>(
  {
    bombay: 'Mumbai',
    mumbai: 'Mumbai',
    calcutta: 'Kolkata',
    kolkata: 'Kolkata',
    delhi: 'Delhi',
    'new delhi': 'Delhi',
    madras: 'Chennai',
    chennai: 'Chennai',
    bengaluru: 'Bengaluru',
    bangalore: 'Bengaluru',
    hyderabad: 'Hyderabad',
    pune: 'Pune',
    ahmedabad: 'Ahmedabad',
  },
  {
    act1961: 'Rule 2A',
    financeAct: 'Income-tax Rules 1962, Rule 2A',
    source: '[S29]',
    ...SINCE,
    note: 'Rule 2A names Bombay, Calcutta, Delhi and Madras; the current names resolve to them.',
  },
);

export const HRA_PERCENT_OF_SALARY = cited(
  { metro: 50, nonMetro: 40 },
  {
    act1961: 'Rule 2A(b)',
    financeAct: 'Income-tax Rules 1962, Rule 2A',
    source: '[S29]',
    ...SINCE,
    note: IN_FORCE_BEFORE,
  },
);

export const HRA_RENT_EXCESS = cited(
  { percent: 10 },
  {
    act1961: 'Rule 2A(a)(ii)',
    financeAct: 'Income-tax Rules 1962, Rule 2A',
    source: '[S29]',
    ...SINCE,
    note: `Rent paid in excess of 10 % of salary (negative = 0). Salary = basic + DA if the terms of employment so provide + commission as a fixed % of turnover. ${IN_FORCE_BEFORE}`,
  },
);

// Presumptive taxation, ss.44AD/44ADA/44AE (ITA 2025 s.58). Enhanced limits from FY 2023-24
// (Finance Act 2023).
const ELIGIBLE_44AD: readonly PresumptiveAssessee[] = ['individual', 'huf', 'firm'];
// s.44ADA(1) as amended by the Finance Act 2021: an individual or a partnership firm other than an
// LLP, resident in India (no HUF).
const ELIGIBLE_44ADA: readonly PresumptiveAssessee[] = ['individual', 'firm'];
const PROFESSIONS_44ADA: readonly Profession[] = [
  'legal',
  'medical',
  'engineering',
  'architecture',
  'accountancy',
  'technicalConsultancy',
  'interiorDecoration',
  'notified',
];

export function presumptive(act2025?: string) {
  return {
    section44AD: cited(
      {
        digitalRatePercent: 6,
        otherRatePercent: 8,
        limit: 20_000_000,
        enhancedLimit: 30_000_000,
        cashLimitPercent: 5,
        eligibleAssessees: ELIGIBLE_44AD,
      },
      {
        act1961: 's.44AD',
        ...(act2025 ? { act2025 } : {}),
        financeAct: 'Finance Act 2023 (3 crore limit from AY 2024-25)',
        source: '[S42]',
        effectiveFrom: '2023-04-01',
        note: 'Resident individual, HUF or partnership firm (not an LLP) in an eligible business. 8 % of turnover, 6 % of turnover received by account-payee cheque/draft, ECS or other electronic modes. Limit 2 crore, 3 crore if cash receipts (incl. non-account-payee cheques) are at most 5 % of turnover. Opting out locks the assessee out for 5 years.',
      },
    ),
    section44ADA: cited(
      {
        ratePercent: 50,
        limit: 5_000_000,
        enhancedLimit: 7_500_000,
        cashLimitPercent: 5,
        eligibleProfessions: PROFESSIONS_44ADA,
        eligibleAssessees: ELIGIBLE_44ADA,
      },
      {
        act1961: 's.44ADA(1)',
        ...(act2025 ? { act2025 } : {}),
        financeAct:
          'Finance Act 2023 (75 lakh limit from AY 2024-25); Finance Act 2021 (LLPs excluded, AY 2021-22 on)',
        source:
          '[S42]; s.44ADA(1) text as amended (taxguru via https://www.scribd.com/document/623335016/taxguru-in-Presumptive-Taxation-For-Professionals-under-Section-44ADA); FA 2021 memorandum summary (https://online.flipbuilder.com/zwqf/kndr/files/basic-html/page88.html)',
        effectiveFrom: '2023-04-01',
        note: 'An individual or a partnership firm other than an LLP, resident in India, in a profession of s.44AA(1) (legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration) or a notified one. 50 % of gross receipts (or more if declared). Limit 50 lakh, 75 lakh if cash receipts are at most 5 %. The Finance Act 2021 substituted the assessee words of s.44ADA(1) to exclude LLPs; an HUF is not named (older secondary sources that list HUFs predate it). ITA 2025 s.58(2) Table Sl. 3 says "specified assessee": its definition was not found in our sources, taken as the 1961 wording. DOUBT: not verified against the enacted s.58.',
      },
    ),
    section44AE: cited(
      {
        heavyAboveKg: 12_000,
        heavyPerTonnePerMonth: 1_000,
        otherPerVehiclePerMonth: 7_500,
        maxGoodsCarriages: 10,
      },
      {
        act1961: 's.44AE(1), (2); Explanation (aa)',
        ...(act2025 ? { act2025: `${act2025}(2) Table Sl. 2` } : {}),
        financeAct: 'Finance Act 2018 (s.44AE(2) substituted from AY 2019-20)',
        source:
          's.44AE(2) text (https://www.caclubindia.com/forum/44-ae-474058.asp, https://thetaxtalk.com/2019/09/meaning-of-gross-vehicle-weight-unladen-weight-used-insection-44ae-its-relevance/); ITA 2025 s.58 Table (https://www.bagrodiaconsultants.com/detail/55551.aspx, https://eztax.in/income-tax-act-2025/section-58)',
        effectiveFrom: '2018-04-01',
        note: 'Plying, hiring or leasing goods carriages by an assessee owning not more than ten goods carriages at any time in the year. Each heavy goods vehicle (gross vehicle weight above 12,000 kg): 1,000 per tonne of gross vehicle weight (unladen weight for a tractor or road-roller, not modelled) per month or part of a month owned; each other goods carriage 7,500 per month or part; a higher income actually earned may be declared (not modelled). s.44AE has no residence condition; ITA 2025 s.58 is headed "certain residents" but its Sl. 2 names any such assessee: a non-resident is not excluded here. DOUBT: not verified against the enacted s.58.',
      },
    ),
  };
}

export const SENIOR_CITIZEN_AGE_GROUPS: readonly AgeGroup[] = ['60to80', '80plus'];

// Advance tax: ss.207-211 and 234C; ITA 2025 ss.403-408 and 425. The same law
// every year; only the due dates move with the year.
export function advanceTax(startYear: number): AdvanceTaxRules {
  const start = `${startYear}-04-01`;
  const next = startYear + 1;
  const underAct2025 = startYear >= 2026;
  const act = underAct2025 ? 'Income-tax Act 2025' : 'Income-tax Act 1961';
  return {
    threshold: cited(
      { amount: 10_000 },
      {
        act1961: 's.208; s.209(1)(d) (less TDS/TCS)',
        act2025: 's.404, s.405(1)',
        financeAct: act,
        source:
          '[S41]; ITA 2025 s.404 (https://eztax.in/income-tax-act-2025/section-404), s.405 (https://eztax.in/income-tax-act-2025/section-405)',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Liable when the tax of the year after TDS/TCS is 10,000 or more. ITA 2025: s.403 = s.207, s.404 = s.208, s.405 = s.209, ss.406-407 = s.210, s.408 = s.211. ${IN_FORCE_BEFORE}`,
      },
    ),
    seniorExemption: cited(
      { exemptAgeGroups: SENIOR_CITIZEN_AGE_GROUPS },
      {
        act1961: 's.207(2)',
        act2025: 's.403(3)',
        financeAct: act,
        source: '[S41]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Resident individual aged 60 or more at any time in the year with no business or profession income. ${IN_FORCE_BEFORE}`,
      },
    ),
    schedule: cited(
      [
        { dueDate: `${startYear}-06-15`, cumulativePercent: 15 },
        { dueDate: `${startYear}-09-15`, cumulativePercent: 45 },
        { dueDate: `${startYear}-12-15`, cumulativePercent: 75 },
        { dueDate: `${next}-03-15`, cumulativePercent: 100 },
      ],
      {
        act1961: 's.211(1)(a)',
        act2025: 's.408(1)',
        financeAct: act,
        source: '[S41]',
        effectiveFrom: start,
        note: 'Cumulative instalments; anything paid by 31 March counts as advance tax of the year.',
      },
    ),
    presumptiveDueDate: cited(
      { dueDate: `${next}-03-15` },
      {
        act1961: 's.211(1)(b)',
        act2025: 's.408(2)',
        financeAct: act,
        source: '[S41]',
        effectiveFrom: start,
        note: '44AD/44ADA assessees: the whole amount by 15 March.',
      },
    ),
    interest234C: cited(
      {
        ratePercentPerMonth: 1,
        months: [3, 3, 3, 1] as const,
        safeHarbourPercent: [12, 36] as const,
      },
      {
        act1961: 's.234C',
        act2025: 's.425',
        financeAct: act,
        source:
          '[S41]; ITA 2025 s.425 (https://cabkgoyal.com/section-425-of-income-tax-act-2025-interest-for-deferment-of-advance-tax)',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Simple interest 1 % a month: 3 months on the shortfall against 15 %/45 %/75 % of the tax due on the returned income (June, September, December), 1 month on the March shortfall; no interest for June/September when 12 %/36 % was paid; 44AD/44ADA only the March test. Exceptions for unforeseen capital gains, first-time business income and dividends are not modelled. ${IN_FORCE_BEFORE}`,
      },
    ),
    shortfallRounding: cited(
      { roundedDownTo: 100 },
      {
        act1961: 'Rule 119A(b) of the Income-tax Rules 1962',
        financeAct: 'Income-tax Rules 1962',
        effectiveFrom: BEFORE_FY_2023_24,
        unsourced: true,
        note: 'Not confirmed by a stored source: Rule 119A(b) as commonly applied (and by the independent india-tax-guru engine) rounds the amount on which 234C interest is computed down to a multiple of 100, ignoring any fraction of 100. Adopted as the statutory reading.',
      },
    ),
  };
}

// Interest on late tax and the late-return fee: ss.234A, 234B, 234F and s.139(1) (ITA 2025 ss.423,
// 424, 428 and 263(1)(c), checked against the enacted text). 234C reuses the advance-tax values.
const SOURCE_234 =
  'ITA 2025 text: indiankanoon.org/doc/43584470 (s.423), caclubindia.com/acts/33828 (s.424), eztax.in/income-tax-act-2025/section-428; Rule 119A: ravcco.com/detail/36077.aspx';

function returnDueDate(startYear: number): Cited<ReturnDueDates> {
  const next = startYear + 1;
  if (startYear >= 2026)
    return cited(
      { withoutBusiness: `${next}-07-31`, businessNotAudited: `${next}-08-31` },
      {
        act1961: 's.139(1) Explanation 2',
        act2025: 's.263(1)(c)',
        financeAct: 'Income-tax Act 2025, s.263(1)(c) Table as amended by the Finance Act 2026',
        source:
          'eztax.in/income-tax-act-2025/section-263; https://www.caclubindia.com/news/income-tax-act-2025-itr-filing-deadlines-rationalised-for-fy-2026-27-26135.asp; taxheal.com/?p=114858',
        effectiveFrom: `${startYear}-04-01`,
        note: '31 July; 31 August for income from business or profession whose accounts need no audit (Finance Bill 2026 moved these from 31 July, from tax year 2026-27). Audit cases (31 October) and transfer-pricing cases (30 November) must give the due date. Read from the Bill and reports of it; the enacted Finance Act 2026 text was not seen.',
      },
    );
  if (startYear === 2025)
    return cited(
      { withoutBusiness: `${next}-07-31`, businessNotAudited: `${next}-08-31` },
      {
        act1961: 's.139(1) Explanation 2',
        financeAct: 'Finance Act 2026 (s.139(1) Explanation 2 amended w.e.f. 1-3-2026)',
        source:
          'https://www.caclubindia.com/news/income-tax-act-2025-itr-filing-deadlines-rationalised-for-fy-2026-27-26135.asp; cleartax.in/s/due-date-tax-filing',
        effectiveFrom: `${startYear}-04-01`,
        note: 'AY 2026-27: 31 July 2026; 31 August 2026 for income from business or profession whose accounts need no audit. The amendment took effect on 1 March 2026 for AY 2026-27 (the return of this year), hence this effective date. Audit and transfer-pricing cases must give the due date. Read from the Bill and reports of it (ClearTax gives 31 August 2026 for non-audit ITR-3/ITR-4); the enacted Finance Act 2026 text was not seen; any CBDT extension is not included.',
      },
    );
  if (startYear === 2024)
    return cited(
      { withoutBusiness: `${next}-09-16`, businessNotAudited: `${next}-09-16` },
      {
        act1961: 's.139(1) Explanation 2(c); s.119',
        financeAct: 'CBDT Circular No. 06/2025 (27-5-2025) and No. 12/2025 (15-9-2025)',
        source: 'lawgicalsearch.com (Circular 06/2025 text); taxheal.com (Circular 12/2025 text)',
        effectiveFrom: `${startYear}-04-01`,
        note: 'AY 2025-26: the statutory 31 July 2025 was extended by the CBDT to 15 September 2025, then 16 September 2025, for every assessee not liable to audit. DOUBT: the extension was made under s.119, not by amending s.139(1); the engine takes it as the due date for s.234A and s.234F as well (the reading of practitioners reported by ET Wealth), which some dispute for s.234A.',
      },
    );
  return cited(
    { withoutBusiness: `${next}-07-31`, businessNotAudited: `${next}-07-31` },
    {
      act1961: 's.139(1) Explanation 2(c)',
      financeAct: 'Income-tax Act 1961',
      effectiveFrom: BEFORE_FY_2023_24,
      note: `AY 2024-25: 31 July 2024 for every assessee not liable to audit (no extension found). Audit and transfer-pricing cases must give the due date. ${IN_FORCE_BEFORE}`,
    },
  );
}

export function interest(startYear: number): InterestRules {
  const underAct2025 = startYear >= 2026;
  const start = `${startYear}-04-01`;
  const act = underAct2025
    ? { financeAct: 'Income-tax Act 2025', effectiveFrom: start }
    : { financeAct: 'Income-tax Act 1961', effectiveFrom: BEFORE_FY_2023_24 };
  const since = underAct2025 ? '' : ` ${IN_FORCE_BEFORE}`;
  return {
    returnDueDate: returnDueDate(startYear),
    interest234A: cited(
      { ratePercentPerMonth: 1 },
      {
        act1961: 's.234A(1)',
        ...(underAct2025 ? { act2025: 's.423' } : {}),
        ...act,
        source: SOURCE_234,
        note: `Simple interest 1 % for every month or part of a month from the day after the due date to the date of filing, on the tax on total income less advance tax, TDS, TCS and reliefs. Self-assessment tax paid by the due date also reduces it (CIT v. Prannoy Roy, 309 ITR 231 (SC); CBDT Circular 2/2015).${since}`,
      },
    ),
    interest234B: cited(
      { ratePercentPerMonth: 1, advanceTaxPaidPercent: 90 },
      {
        act1961: 's.234B(1), (2)',
        ...(underAct2025 ? { act2025: 's.424' } : {}),
        ...act,
        source: SOURCE_234,
        note: `An assessee liable to advance tax who paid none, or less than 90 % of the assessed tax (tax on total income less TDS, TCS and reliefs), pays simple interest 1 % for every month or part of a month from 1 April after the year to the determination of income, on the shortfall; self-assessment tax paid meanwhile reduces the shortfall from the month after it is paid.${since}`,
      },
    ),
    lateFee234F: cited(
      { fee: 5_000, smallIncomeFee: 1_000, smallIncomeUpTo: 500_000 },
      underAct2025
        ? {
            act1961: 's.234F',
            act2025: 's.428(a)',
            financeAct: 'Finance Act 2026 (s.428 substituted w.e.f. 1-4-2026)',
            source:
              'caabdeshmukh.com/detail/55929.aspx (s.428 as substituted); practicaltaxplanning.com',
            effectiveFrom: start,
            note: 'A person required to file who files after the due date in s.263(1): 1,000 when total income is at most 5,00,000, else 5,000. The substituted s.428 also charges the same fee for a revised return filed more than nine months after the tax year (s.428(b)): not modelled. Read from the Finance Bill 2026 text; the enacted text was not seen.',
          }
        : {
            act1961: 's.234F',
            financeAct: 'Finance Act 2017 (s.234F, from AY 2018-19), as amended',
            source: 'practicaltaxplanning.com (s.234F continues beside the new s.234-I)',
            effectiveFrom: BEFORE_FY_2023_24,
            note: `A person required to file under s.139(1) who files after the due date: 5,000; at most 1,000 when total income does not exceed 5,00,000 (the engine charges the 1,000 the CPC levies). ${IN_FORCE_BEFORE}`,
          },
    ),
    amountRounding: cited(
      { roundedDownTo: 100 },
      underAct2025
        ? {
            act1961: 'Rule 119A(c) of the Income-tax Rules 1962',
            financeAct: 'Income-tax Rules 2026 (equivalent rule not verified)',
            effectiveFrom: start,
            unsourced: true,
            note: 'UNSOURCED for tax year 2026-27: the Income-tax Rules 2026 rule replacing Rule 119A was not found; the 1962 rule (amount rounded down to a multiple of 100; part of a month counted as a month) is assumed to be carried over.',
          }
        : {
            act1961: 'Rule 119A(b), (c) of the Income-tax Rules 1962',
            financeAct: 'Income-tax Rules 1962',
            source: 'ravcco.com/detail/36077.aspx; taxtmi.com/acts?id=3961',
            effectiveFrom: BEFORE_FY_2023_24,
            note: `Rule 119A(c): the amount interest is computed on is rounded down to a multiple of 100 (any fraction of 100 ignored); Rule 119A(b): a part of a month counts as a full month. ${IN_FORCE_BEFORE}`,
          },
    ),
  };
}

// Capital-gains rates (ss.111A, 112, 112A; ITA 2025 ss.196-198) by date of transfer, split at
// 23 July 2024 by the Finance (No. 2) Act 2024.
export function capitalGainsBeforeJuly2024(
  transfersFrom: string,
  transfersTo: string,
): CapitalGainsPeriod {
  return {
    transfersFrom,
    transfersTo,
    stcg111A: cited(
      { ratePercent: 15 },
      {
        act1961: 's.111A',
        act2025: 's.196',
        financeAct: 'Finance Act 2008 (15 %)',
        source: '[S35], [S37]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Transfers before 23-07-2024. ${IN_FORCE_BEFORE}`,
      },
    ),
    ltcg112A: cited(
      { ratePercent: 10 },
      {
        act1961: 's.112A',
        act2025: 's.198',
        financeAct: 'Finance Act 2018',
        source: '[S35], [S37]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `10 % above the yearly exemption; transfers before 23-07-2024. ${IN_FORCE_BEFORE}`,
      },
    ),
    ltcg112: cited(
      { ratePercent: 20, indexation: true },
      {
        act1961: 's.112',
        act2025: 's.197',
        financeAct: 'Income-tax Act 1961',
        source: '[S35], [S37]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `20 % with indexation (s.48); transfers before 23-07-2024. ${IN_FORCE_BEFORE}`,
      },
    ),
    holdingMonths: cited(
      { listedEquity: 12, unlistedSharesAndImmovableProperty: 24, otherAssets: 36 },
      {
        act1961: 's.2(42A)',
        financeAct: 'Income-tax Act 1961',
        source: '[HOLDING fvbb]',
        effectiveFrom: BEFORE_FY_2023_24,
        note: `Long-term when held MORE than these months; transfers before 23-07-2024. ${IN_FORCE_BEFORE}`,
      },
    ),
  };
}

export function capitalGainsFromJuly2024(
  transfersFrom: string,
  transfersTo: string,
): CapitalGainsPeriod {
  const transferDateKeyed = transfersFrom === BUDGET_JULY_2024;
  const keyed = transferDateKeyed ? { transferDateKeyed: true as const } : {};
  const FA = 'Finance (No. 2) Act 2024';
  return {
    transfersFrom,
    transfersTo,
    stcg111A: cited(
      { ratePercent: 20 },
      {
        act1961: 's.111A',
        act2025: 's.196',
        financeAct: FA,
        source: '[S35], [S37]',
        effectiveFrom: BUDGET_JULY_2024,
        ...keyed,
        note: 'Transfers on or after 23-07-2024.',
      },
    ),
    ltcg112A: cited(
      { ratePercent: 12.5 },
      {
        act1961: 's.112A',
        act2025: 's.198',
        financeAct: FA,
        source: '[S35], [S37]',
        effectiveFrom: BUDGET_JULY_2024,
        ...keyed,
        note: '12.5 % above the yearly exemption; transfers on or after 23-07-2024.',
      },
    ),
    ltcg112: cited(
      { ratePercent: 12.5, indexation: false },
      {
        act1961: 's.112',
        act2025: 's.197',
        financeAct: FA,
        source: '[S35], [S37]',
        effectiveFrom: BUDGET_JULY_2024,
        ...keyed,
        note: '12.5 % without indexation; transfers on or after 23-07-2024 (land/building grandfathering below).',
      },
    ),
    holdingMonths: cited(
      { listedEquity: 12, unlistedSharesAndImmovableProperty: 24, otherAssets: 24 },
      {
        act1961: 's.2(42A)',
        financeAct: FA,
        source: '[HOLDING fvbb]',
        effectiveFrom: BUDGET_JULY_2024,
        ...keyed,
        note: 'Long-term when held MORE than these months; 24 months for every other asset (gold, unlisted bonds...) on transfers from 23-07-2024.',
      },
    ),
  };
}

export function grandfatheringLandBuilding(transferDateKeyed: boolean) {
  return cited(
    { acquiredBefore: BUDGET_JULY_2024, withIndexationPercent: 20, withoutIndexationPercent: 12.5 },
    {
      act1961: 's.112(1) proviso (Finance (No. 2) Act 2024)',
      act2025: 's.197(3)',
      financeAct: 'Finance (No. 2) Act 2024',
      source: '[S35], [S36]',
      effectiveFrom: BUDGET_JULY_2024,
      ...(transferDateKeyed ? { transferDateKeyed: true as const } : {}),
      note: 'Resident individual/HUF, land or building acquired before 23-07-2024 and transferred on or after it: tax is the lower of 12.5 % without and 20 % with indexation. Not for non-residents or other assets.',
    },
  );
}

export const EXEMPTION_112A_FROM_JULY_2024 = 125_000;

// Capital gains per transfer: cost rules, rates for particular assets and the reinvestment
// exemptions. The same law in every supported year (dates inside the values say from when).

/** Listed equity / equity-fund units bought before 1-2-2018: cost is grandfathered. */
export const GRANDFATHERING_112A = cited(
  { acquiredBefore: '2018-02-01' },
  {
    act1961: 's.55(2)(ac)',
    act2025: 's.90',
    financeAct: 'Finance Act 2018',
    effectiveFrom: BEFORE_FY_2023_24,
    note: `Cost = higher of (actual cost) and (lower of the fair market value on 31-1-2018 and the full value of consideration), so the FMV can cancel a gain but never create a loss. ITA 2025 s.90 verified as the successor of s.55 (TaxTMI comparison of the Act as passed); its sub-section numbers are not verified. ${IN_FORCE_BEFORE}`,
  },
);

/** Assets acquired before 1-4-2001: fair market value on that date as cost, at the assessee's option. */
export const COST_BASE_2001 = cited(
  { acquiredBefore: '2001-04-01' },
  {
    act1961: 's.55(2)(b)',
    act2025: 's.90',
    financeAct:
      'Finance Act 2017 (base date 1-4-2001); Finance Act 2020 (stamp-duty cap for land or building)',
    effectiveFrom: BEFORE_FY_2023_24,
    note: `Cost = actual cost or FMV on 1-4-2001, as the assessee chooses; indexation then runs from 2001-02 (CII 100). For land or building the FMV may not exceed the stamp-duty value on 1-4-2001 (not an input: the engine takes the FMV as entered). The Finance Act 2020 date of the cap is from secondary sources. ${IN_FORCE_BEFORE}`,
  },
);

/** Non-residents: long-term gains on unlisted shares at 10 % without indexation (before 23-07-2024). */
export const NON_RESIDENT_UNLISTED_SHARES = cited(
  { ratePercent: 10, transfersBefore: BUDGET_JULY_2024 },
  {
    act1961: 's.112(1)(c)(iii)',
    act2025: 's.197(4)',
    financeAct: 'Finance Act 2012 (10 %); Finance (No. 2) Act 2024 (12.5 % from 23-07-2024)',
    effectiveFrom: BEFORE_FY_2023_24,
    transferDateKeyed: true,
    note: `Non-resident (not a company): long-term gains on unlisted securities or shares of a closely held company, computed without indexation and without the first-proviso foreign-currency computation, at 10 % for transfers before 23-07-2024; from that date the general 12.5 % applies. ITA 2025 s.197(4) per the enacted text as quoted by taxandlaws.in (absent from the Bill text). ${IN_FORCE_BEFORE}`,
  },
);

/** Listed securities other than units: tax capped at 10 % of the unindexed gain before 23-07-2024. */
export const LISTED_SECURITIES_TEN_PERCENT = cited(
  { ratePercent: 10, transfersBefore: BUDGET_JULY_2024 },
  {
    act1961: 's.112(1) proviso; s.48 third proviso (no indexation for bonds and debentures)',
    financeAct: 'Finance Act 1999; Finance (No. 2) Act 2014 ("other than a unit")',
    effectiveFrom: BEFORE_FY_2023_24,
    transferDateKeyed: true,
    note: `Listed bonds and debentures get no indexation, so 20 % of the gain is cut to 10 % of it: 10 % without indexation. DOUBT: that the proviso stops at 23-07-2024 (12.5 % after) is the Finance (No. 2) Act 2024 reading, NOT verified against its text in our sources. ITA 2025 number not verified (the proviso has no successor needed for tax year 2026-27). ${IN_FORCE_BEFORE}`,
  },
);

/** s.50AA: specified mutual fund units bought from 1-4-2023 are always short-term. */
export const SPECIFIED_MUTUAL_FUND = cited(
  { acquiredOnOrAfter: '2023-04-01', newDefinitionFrom: '2025-04-01' },
  {
    act1961: 's.50AA',
    act2025: 's.76',
    financeAct:
      'Finance Act 2023 (inserted); Finance (No. 2) Act 2024 s.21 (unlisted bonds/debentures; new definition)',
    effectiveFrom: '2023-04-01',
    note: 'Gain = consideration − cost − transfer expenses, deemed short-term whatever the holding (slab rates), for units of a Specified Mutual Fund acquired on or after 1-4-2023 and Market Linked Debentures; from 23-07-2024 also unlisted bonds/debentures transferred, redeemed or maturing (not a separate asset type here). Definition: not more than 35 % of proceeds in domestic equity shares; from AY 2026-27 (FY 2025-26) a fund investing more than 65 % in debt and money-market instruments, or 65 % or more in such funds. ITA 2025 s.76 per lawspedia/TaxTMI (enacted text).',
  },
);

/** s.54: long-term gain on a residential house reinvested in one residential house in India. */
export const SECTION_54 = cited(
  { newAssetCostCap: 100_000_000 },
  {
    act1961: 's.54',
    act2025: 's.82',
    financeAct: 'Finance Act 2023 s.25 (10 crore cap, from AY 2024-25)',
    effectiveFrom: '2023-04-01',
    note: 'Individual/HUF; new house bought 1 year before or 2 years after the transfer, or built within 3 years. Exempt = lower of the gain and the cost of the new house; cost above 10 crore is ignored. The one-time two-house option (gain up to 2 crore) and the Capital Gains Account Scheme are not modelled. ITA 2025 s.82 per aubsp/caclubindia (Act text, w.e.f. 1-4-2026).',
  },
);

/** s.54EC: long-term gain on land or building invested in specified bonds within 6 months. */
export const SECTION_54EC = cited(
  { investmentCap: 5_000_000 },
  {
    act1961: 's.54EC',
    act2025: 's.85',
    financeAct: 'Finance Act 2014 (50 lakh cap); Finance Act 2018 (land or building only)',
    effectiveFrom: BEFORE_FY_2023_24,
    note: `Any assessee; bonds redeemable after 5 years, bought within 6 months of the transfer. Exempt = lower of the gain and the amount invested, at most 50 lakh (in the year of transfer and the next together). ITA 2025 s.85 per aubsp and TaxTMI (Act as passed). ${IN_FORCE_BEFORE}`,
  },
);

/** s.54F: net consideration of a long-term asset other than a house invested in a residential house. */
export const SECTION_54F = cited(
  { newAssetCostCap: 100_000_000 },
  {
    act1961: 's.54F',
    act2025: 's.86',
    financeAct: 'Finance Act 2023 (10 crore cap, from AY 2024-25)',
    effectiveFrom: '2023-04-01',
    note: 'Individual/HUF. Exempt = gain × cost of the new house / net consideration (the whole gain when the cost is at least the net consideration); cost above 10 crore is ignored. Not allowed if the assessee owns more than one residential house other than the new one on the date of transfer, or buys another within 2 years / builds one within 3 years (not inputs). ITA 2025 s.86 per caclubindia and itact2025.org (Act text).',
  },
);

// House property (s.22-24; ITA 2025 ss.20-22, numbers not verified): the same in every year we cover.
export const HOUSE_PROPERTY = {
  standardDeduction: cited(
    { percentOfNetAnnualValue: 30 },
    {
      act1961: 's.24(a)',
      financeAct: 'Income-tax Act 1961 (30 % since the Finance Act 2001)',
      ...SINCE,
      note: `30 % of the net annual value (rent less municipal taxes paid by the owner) of a let-out house; nil for a self-occupied house, whose annual value is nil. Both regimes. ITA 2025 section not verified. ${IN_FORCE_BEFORE}`,
    },
  ),
  selfOccupiedHouses: cited(
    { maxHouses: 2 },
    {
      act1961: 's.23(2), s.23(4)',
      financeAct: 'Finance Act 2019 (two houses from AY 2020-21)',
      ...SINCE,
      note: `Up to two houses occupied by the owner have a nil annual value; a third is deemed let out at its expected rent (not an input here). ${IN_FORCE_BEFORE}`,
    },
  ),
};

// s.57(iia): the family-pension deduction. The new regime's cap rose to 25,000 from FY 2024-25
// (Finance (No. 2) Act 2024); the old regime kept 15,000.
export function familyPension(newRegimeCap: number, financeAct: string, effectiveFrom: string) {
  return cited(
    { fractionDenominator: 3, oldRegimeCap: 15_000, newRegimeCap },
    {
      act1961: 's.57(iia)',
      financeAct,
      source: '[S14]',
      effectiveFrom,
      note: 'One third of the family pension or the cap, whichever is less. Old regime 15,000 (unchanged; our sources do not give the old-regime figure separately beyond the Budget speech saying only the new regime was raised). Income-tax Act 2025 number not verified (deductions from income from other sources).',
    },
  );
}

export const FLAT_RATE_INCOME = cited(
  { ratePercent: 30 },
  {
    act1961: 's.115BB, s.115BBJ, s.115BBH',
    financeAct:
      'Finance Act 2022 (s.115BBH, from AY 2023-24); Finance Act 2023 (s.115BBJ, from AY 2024-25)',
    ...SINCE,
    note: `Winnings from lotteries, crossword puzzles, races, card games and other games (115BB), net winnings from online games (115BBJ) and income from transferring virtual digital assets (115BBH) are taxed at 30 % flat: no deduction or allowance, no Chapter VI-A deduction, no set-off of any loss against them, and no unused basic exemption set against them (the provisos that allow it cover only s.111A/112/112A). Surcharge at the full rate (no 15 % cap). ITA 2025 places them in s.194 (not verified against the enacted text). ${IN_FORCE_BEFORE}`,
  },
);

export const NON_RESIDENT_DIVIDENDS = cited(
  { ratePercent: 20 },
  {
    act1961: 's.115A(1)(a)(i)',
    financeAct:
      'Finance Act 2020 (dividends taxed in the hands of the shareholder from AY 2021-22)',
    ...SINCE,
    note: `A non-resident (not a company) pays 20 % on dividends from Indian companies, with no deduction u/s 57; treaty (DTAA) rates may be lower and are not applied. The surcharge on this tax is capped at 15 % like that on other dividends. Income-tax Act 2025 section not verified. ${IN_FORCE_BEFORE}`,
  },
);

// The Chapter VI-A rules that are the same in every year we cover, in one place.
export const CHAPTER_VIA_ALL_YEARS = {
  section80CCD1: SECTION_80CCD1,
  section80CCD2Government: SECTION_80CCD2_GOVERNMENT,
  section80DD: SECTION_80DD,
  section80DDB: SECTION_80DDB,
  section80U: SECTION_80U,
  section80GG: SECTION_80GG,
  section80EE: SECTION_80EE,
  section80EEA: SECTION_80EEA,
  section80GQualifyingLimit: SECTION_80G_QUALIFYING_LIMIT,
  hufAllows: HUF_CHAPTER_VIA,
};
