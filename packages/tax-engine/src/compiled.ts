// Internal: the rule tables pre-digested once at load into the integer form the hot path uses
// (rates in basis points, cumulative slab tax at each band's lower bound). Not part of the public
// API; the cited tables in ./rules stay the single source of every value.
import { percentToBasisPoints } from './rounding';
import { SUPPORTED_FINANCIAL_YEARS, rulesFor } from './rules/index';
import type {
  AgeGroup,
  CapitalGainsPeriod,
  ChapterVIAKey,
  DeductionRules,
  FinancialYear,
  RebateRule,
  SlabBand,
  SlabBreakdownLine,
  SurchargeBand,
  TaxRules,
} from './types';

export interface CompiledSlabs {
  readonly lower: readonly number[];
  readonly rateBp: readonly number[];
  /** Whole-rupee tax on income up to `lower[i]` (band edges and rates make it exact). */
  readonly baseTax: readonly number[];
  readonly ratePercent: readonly number[];
  /** Income taxed at nil (the basic exemption). */
  readonly basicExemption: number;
  /** Each band's breakdown line with no income in it, and (bounded bands) filled to the top. */
  readonly emptyLine: readonly SlabBreakdownLine[];
  readonly fullLine: readonly (SlabBreakdownLine | null)[];
}

export interface CompiledRegime {
  readonly slabs: Readonly<Record<AgeGroup, CompiledSlabs>>;
  readonly standardDeduction: number;
  readonly rebate: RebateRule;
  readonly surchargeAbove: readonly number[];
  readonly surchargeBp: readonly number[];
}

export interface CompiledGainsPeriod {
  readonly from: string;
  readonly to: string;
  readonly stcg111ABp: number;
  readonly ltcg112ABp: number;
  readonly ltcg112Bp: number;
  readonly source: CapitalGainsPeriod;
}

/** Chapter VI-A limits beyond the original claims (see deductions.ts). */
export interface CompiledChapterVIA {
  readonly percent80CCD1Employee: number;
  readonly percent80CCD1Other: number;
  readonly percent80CCD2Government: number;
  readonly amount80DD: number;
  readonly amount80DDSevere: number;
  readonly limit80DDB: number;
  readonly limit80DDBSenior: number;
  readonly amount80U: number;
  readonly amount80USevere: number;
  readonly limit80GGYear: number;
  readonly percent80GGOfIncome: number;
  readonly percent80GGRentExcess: number;
  readonly limit80EE: number;
  readonly limit80EEA: number;
  readonly percent80GQualifying: number;
  readonly hufAllows: Readonly<Record<ChapterVIAKey, boolean>>;
}

export interface CompiledYear {
  readonly fy: FinancialYear;
  readonly rules: TaxRules;
  readonly old: CompiledRegime;
  readonly new: CompiledRegime;
  readonly cessBp: number;
  readonly specialCapBp: number;
  readonly limit80C: number;
  readonly limit80CCD1B: number;
  readonly percent80CCD2Old: number;
  readonly percent80CCD2New: number;
  readonly limit80DSelf: number;
  readonly limit80DSelfSenior: number;
  readonly limit80DParents: number;
  readonly limit80DParentsSenior: number;
  readonly limit80TTA: number;
  readonly limit80TTB: number;
  readonly limitSelfOccupiedInterest: number;
  readonly limitProfessionalTax: number;
  readonly housePropertyDeductionPercent: number;
  readonly maxSelfOccupiedHouses: number;
  readonly familyPensionDenominator: number;
  readonly familyPensionCapOld: number;
  readonly familyPensionCapNew: number;
  /** Rate on lottery, online-game and virtual-digital-asset income (s.115BB/115BBJ/115BBH). */
  readonly flatRateBp: number;
  readonly nonResidentDividendBp: number;
  readonly limitHousePropertySetOff: number;
  readonly chapterVIA: CompiledChapterVIA;
  readonly exemption112A: number;
  /** Rates for the fields without a date (transfers on/after 23-07-2024 where the year splits). */
  readonly gainsMain: CompiledGainsPeriod;
  /** Rates for `before23July2024` fields (the year's first period). */
  readonly gainsBefore: CompiledGainsPeriod;
  readonly yearSplitsGains: boolean;
}

function compileSlabs(bands: readonly SlabBand[]): CompiledSlabs {
  const lower: number[] = [];
  const rateBp: number[] = [];
  const baseTax: number[] = [];
  const ratePercent: number[] = [];
  let from = 0;
  let tax = 0;
  let basicExemption = 0;
  for (const band of bands) {
    const bp = percentToBasisPoints(band.ratePercent);
    lower.push(from);
    rateBp.push(bp);
    baseTax.push(tax);
    ratePercent.push(band.ratePercent);
    if (bp === 0 && band.upTo !== null) basicExemption = band.upTo;
    if (band.upTo === null) break;
    const width = band.upTo - from;
    const bandTaxBp = width * bp;
    if (bandTaxBp % 10_000 !== 0) throw new Error('Slab band tax is not a whole number of rupees');
    tax += bandTaxBp / 10_000;
    from = band.upTo;
  }
  // Most bands of a result are empty or full: their lines are made once, frozen, and shared.
  const emptyLine = lower.map((from, i) =>
    Object.freeze({
      from,
      to: lower[i + 1] ?? null,
      ratePercent: ratePercent[i] as number,
      income: 0,
      tax: 0,
    }),
  );
  const fullLine = lower.map((from, i) => {
    const to = lower[i + 1];
    if (to === undefined) return null;
    return Object.freeze({
      from,
      to,
      ratePercent: ratePercent[i] as number,
      income: to - from,
      tax: (baseTax[i + 1] as number) - (baseTax[i] as number),
    });
  });
  return { lower, rateBp, baseTax, ratePercent, basicExemption, emptyLine, fullLine };
}

function compileSurcharge(bands: readonly SurchargeBand[]) {
  return {
    surchargeAbove: bands.map((b) => b.above),
    surchargeBp: bands.map((b) => percentToBasisPoints(b.ratePercent)),
  };
}

function compilePeriod(period: CapitalGainsPeriod): CompiledGainsPeriod {
  return {
    from: period.transfersFrom,
    to: period.transfersTo,
    stcg111ABp: percentToBasisPoints(period.stcg111A.value.ratePercent),
    ltcg112ABp: percentToBasisPoints(period.ltcg112A.value.ratePercent),
    ltcg112Bp: percentToBasisPoints(period.ltcg112.value.ratePercent),
    source: period,
  };
}

const CHAPTER_VIA_KEYS: readonly ChapterVIAKey[] = [
  'section80C',
  'section80CCC',
  'section80CCD1',
  'section80CCD1B',
  'section80CCD2',
  'section80D',
  'section80DParents',
  'section80DD',
  'section80DDB',
  'section80E',
  'section80EE',
  'section80EEA',
  'section80G',
  'section80GG',
  'section80TTA',
  'section80TTB',
  'section80U',
];

function compileChapterVIA(d: DeductionRules): CompiledChapterVIA {
  const huf = d.hufAllows.value;
  const hufAllows = {} as Record<ChapterVIAKey, boolean>;
  for (const key of CHAPTER_VIA_KEYS) hufAllows[key] = huf.includes(key);
  return {
    percent80CCD1Employee: d.section80CCD1.value.employeePercentOfSalary,
    percent80CCD1Other: d.section80CCD1.value.otherPercentOfGrossTotalIncome,
    percent80CCD2Government: d.section80CCD2Government.value.percent,
    amount80DD: d.section80DD.value.disability,
    amount80DDSevere: d.section80DD.value.severe,
    limit80DDB: d.section80DDB.value.limit,
    limit80DDBSenior: d.section80DDB.value.seniorLimit,
    amount80U: d.section80U.value.disability,
    amount80USevere: d.section80U.value.severe,
    limit80GGYear: d.section80GG.value.perMonth * 12,
    percent80GGOfIncome: d.section80GG.value.percentOfTotalIncome,
    percent80GGRentExcess: d.section80GG.value.rentExcessOverPercent,
    limit80EE: d.section80EE.value.limit,
    limit80EEA: d.section80EEA.value.limit,
    percent80GQualifying: d.section80GQualifyingLimit.value.percentOfAdjustedGrossTotalIncome,
    hufAllows,
  };
}

function compileYear(rules: TaxRules): CompiledYear {
  const newSlabs = compileSlabs(rules.newRegime.slabs.value);
  const oldByAge = rules.oldRegime.slabsByAge.value;
  const periods = rules.capitalGains.periods.map(compilePeriod);
  const first = periods[0];
  const last = periods[periods.length - 1];
  if (!first || !last) throw new Error(`No capital-gains periods for ${rules.financialYear}`);
  const d = rules.deductions;
  return {
    fy: rules.financialYear,
    rules,
    new: {
      slabs: { below60: newSlabs, '60to80': newSlabs, '80plus': newSlabs },
      standardDeduction: rules.newRegime.standardDeduction.value,
      rebate: rules.newRegime.rebate87A.value,
      ...compileSurcharge(rules.newRegime.surcharge.value),
    },
    old: {
      slabs: {
        below60: compileSlabs(oldByAge.below60),
        '60to80': compileSlabs(oldByAge['60to80']),
        '80plus': compileSlabs(oldByAge['80plus']),
      },
      standardDeduction: rules.oldRegime.standardDeduction.value,
      rebate: rules.oldRegime.rebate87A.value,
      ...compileSurcharge(rules.oldRegime.surcharge.value),
    },
    cessBp: percentToBasisPoints(rules.cess.value.ratePercent),
    specialCapBp: percentToBasisPoints(
      rules.capitalGains.specialIncomeSurchargeCap.value.ratePercent,
    ),
    limit80C: d.section80C.value.limit,
    limit80CCD1B: d.section80CCD1B.value.limit,
    percent80CCD2Old: d.section80CCD2.value.oldRegimePercent,
    percent80CCD2New: d.section80CCD2.value.newRegimePercent,
    limit80DSelf: d.section80D.value.selfFamily,
    limit80DSelfSenior: d.section80D.value.selfFamilySenior,
    limit80DParents: d.section80D.value.parents,
    limit80DParentsSenior: d.section80D.value.parentsSenior,
    limit80TTA: d.section80TTA.value.limit,
    limit80TTB: d.section80TTB.value.limit,
    limitSelfOccupiedInterest: d.selfOccupiedInterest.value.limit,
    limitProfessionalTax: d.professionalTax.value.limit,
    housePropertyDeductionPercent:
      rules.houseProperty.standardDeduction.value.percentOfNetAnnualValue,
    maxSelfOccupiedHouses: rules.houseProperty.selfOccupiedHouses.value.maxHouses,
    familyPensionDenominator: rules.otherSources.familyPension.value.fractionDenominator,
    familyPensionCapOld: rules.otherSources.familyPension.value.oldRegimeCap,
    familyPensionCapNew: rules.otherSources.familyPension.value.newRegimeCap,
    flatRateBp: percentToBasisPoints(rules.otherSources.flatRateIncome.value.ratePercent),
    nonResidentDividendBp: percentToBasisPoints(
      rules.otherSources.nonResidentDividends.value.ratePercent,
    ),
    limitHousePropertySetOff: d.housePropertyLossSetOff.value.limit,
    chapterVIA: compileChapterVIA(d),
    exemption112A: rules.capitalGains.exemption112A.value.limit,
    gainsMain: last,
    gainsBefore: first,
    yearSplitsGains: periods.length > 1,
  };
}

const COMPILED = new Map<FinancialYear, CompiledYear>(
  SUPPORTED_FINANCIAL_YEARS.map((fy) => [fy, compileYear(rulesFor(fy))]),
);

export function compiledRulesFor(fy: FinancialYear): CompiledYear {
  const compiled = COMPILED.get(fy);
  if (!compiled) throw new RangeError(`Unsupported financial year: ${String(fy)}`);
  return compiled;
}

/** Tax at slab rates on `income` (whole rupees, rounded half up once). */
export function slabTaxOf(income: number, slabs: CompiledSlabs): number {
  if (income <= 0) return 0;
  const lower = slabs.lower;
  let i = lower.length - 1;
  while (i > 0 && income <= (lower[i] as number)) i--;
  const from = lower[i] as number;
  const bp = slabs.rateBp[i] as number;
  const base = slabs.baseTax[i] as number;
  if (bp === 0) return base;
  // applyRate inlined semantics: exact for any income below 2^53.
  const amount = income - from;
  const high = Math.floor(amount / 10_000);
  const low = amount - high * 10_000;
  const lowTax = low * bp;
  const q = Math.floor(lowTax / 10_000);
  const r = lowTax - q * 10_000;
  return base + high * bp + (2 * r >= 10_000 ? q + 1 : q);
}

/** Surcharge rate (basis points) on total income `income`: the highest band it exceeds. */
export function surchargeRateBp(income: number, regime: CompiledRegime): number {
  const above = regime.surchargeAbove;
  for (let i = above.length - 1; i >= 0; i--)
    if (income > (above[i] as number)) return regime.surchargeBp[i] as number;
  return 0;
}
