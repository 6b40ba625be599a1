// One transfer of a capital asset. `transferGain` gives the year engine the gain and its rate for
// each transfer (cost rules, holding period, indexation choice, reinvestment exemptions);
// `computeCapitalGains` adds the s.112A yearly exemption, the tax and cess for the calculator.
import { compiledRulesFor, type CompiledGainsPeriod, type CompiledYear } from './compiled';
import { completedMonths, daysInMonth, financialYearOf } from './dates';
import { applyRate, mulDivRoundHalfUp, percentToBasisPoints } from './rounding';
import { costInflationIndexForStartYear } from './rules/cii';
import { BUDGET_JULY_2024 } from './rules/cite';
import { SUPPORTED_FINANCIAL_YEARS, isSupportedFinancialYear } from './rules/index';
import { EN, textOf, type EngineOptions, type EngineText } from './text/en/index';
import {
  COST_BASE_2001,
  GRANDFATHERING_112A,
  LISTED_SECURITIES_TEN_PERCENT,
  NON_RESIDENT_UNLISTED_SHARES,
  SECTION_54,
  SECTION_54EC,
  SECTION_54F,
  SPECIFIED_MUTUAL_FUND,
} from './rules/shared';
import type {
  AssetType,
  CapitalGainsExemptionClaims,
  CapitalGainsInput,
  CapitalGainsResult,
  FinancialYear,
  Step,
} from './types';

export interface TransferGain {
  readonly saleDate: string;
  readonly term: 'short' | 'long';
  /** Special-rate section, or 'slab' when taxed with the other income at slab rates. */
  readonly section: '111A' | '112A' | '112' | 'slab';
  /** Special rate in basis points (0 for 'slab'). */
  readonly rateBp: number;
  /** True when the rates are those of transfers before 23 July 2024. */
  readonly before23July2024: boolean;
  /** After cost rules, the indexation choice and exemptions; negative = a loss. */
  readonly gain: number;
  /** s.54/54EC/54F exemptions allowed. */
  readonly exemptions: number;
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

type Indexation = NonNullable<CapitalGainsResult['indexation']>;

/** What the calculator shows beyond the year engine's view; filled only when asked for. */
interface TransferDetail {
  /** Sale − expenses − cost (after the cost rules), before indexation and exemptions. */
  grossGain: number;
  limitMonths: number;
  indexation: Indexation | undefined;
}

const SECTION_2025 = { '111A': '196', '112A': '198', '112': '197' } as const;
const DEFAULT_SLAB_RATE_PERCENT = 30;

const SMF_FROM = SPECIFIED_MUTUAL_FUND.value.acquiredOnOrAfter;
const NR_UNLISTED_BP = percentToBasisPoints(NON_RESIDENT_UNLISTED_SHARES.value.ratePercent);
const LISTED_BOND_BP = percentToBasisPoints(LISTED_SECURITIES_TEN_PERCENT.value.ratePercent);
const CAP_54 = SECTION_54.value.newAssetCostCap;
const CAP_54F = SECTION_54F.value.newAssetCostCap;
const CAP_54EC = SECTION_54EC.value.investmentCap;

// ---------------------------------------------------------------------------------------------
// Dates without parsing: ISO 'YYYY-MM-DD' read by character code (validated at the edge).

// A date as the number YYYYMMDD: compares like the ISO string, without string work.
function dateKey(date: string): number {
  const d = (i: number) => date.charCodeAt(i) - 48;
  return (
    (d(0) * 1000 + d(1) * 100 + d(2) * 10 + d(3)) * 10_000 +
    (d(5) * 10 + d(6)) * 100 +
    d(8) * 10 +
    d(9)
  );
}
/** First calendar year of the financial year of a YYYYMMDD key. */
function fyStartOf(key: number): number {
  const year = Math.floor(key / 10_000);
  return key - year * 10_000 >= 400 ? year : year - 1;
}

/** Long-term: sold after the day `months` calendar months from purchase (s.2(42A)). */
function heldMoreThan(purchase: number, sale: number, months: number): boolean {
  const index =
    Math.floor(purchase / 10_000) * 12 + (Math.floor(purchase / 100) % 100) - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(purchase % 100, daysInMonth(year, month));
  return sale > year * 10_000 + month * 100 + day;
}

const JULY_2024 = dateKey(BUDGET_JULY_2024);
const FMV_2018_BEFORE = dateKey(GRANDFATHERING_112A.value.acquiredBefore);
const FMV_2001_BEFORE = dateKey(COST_BASE_2001.value.acquiredBefore);
const SMF_FROM_KEY = dateKey(SMF_FROM);
const SMF_NEW_DEFINITION_FROM = dateKey(SPECIFIED_MUTUAL_FUND.value.newDefinitionFrom);

interface YearOfSale {
  readonly y: CompiledYear;
  /** First transfer date (YYYYMMDD) of the year's last capital-gains period. */
  readonly mainPeriodFrom: number;
  /** Land/building acquired before this (YYYYMMDD) gets the indexation choice; 0: none. */
  readonly landChoiceBefore: number;
}

const FIRST_START_YEAR = Number(SUPPORTED_FINANCIAL_YEARS[0].slice(0, 4));
const YEARS: readonly YearOfSale[] = SUPPORTED_FINANCIAL_YEARS.map((fy) => {
  const y = compiledRulesFor(fy);
  const grand = y.rules.capitalGains.grandfatheringLandBuilding;
  return {
    y,
    mainPeriodFrom: dateKey(y.gainsMain.from),
    landChoiceBefore: grand ? dateKey(grand.value.acquiredBefore) : 0,
  };
});

function yearOfSale(startYear: number): YearOfSale {
  const year = YEARS[startYear - FIRST_START_YEAR];
  if (!year) throw new RangeError(`No rules for the financial year starting in ${startYear}`);
  return year;
}

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

// ---------------------------------------------------------------------------------------------
// Steps of one transfer

function holdingLimit(asset: AssetType, period: CompiledGainsPeriod): number {
  const months = period.source.holdingMonths.value;
  // Listed bonds are listed securities: the same 12 months as listed equity.
  if (asset === 'equity' || asset === 'equityFund' || asset === 'listedBond')
    return months.listedEquity;
  if (asset === 'property' || asset === 'unlistedShares')
    return months.unlistedSharesAndImmovableProperty;
  return months.otherAssets;
}

/** Cost of acquisition after s.55(2)(ac) / s.55(2)(b); pushes its own steps and notes. */
function costOfAcquisition(
  input: CapitalGainsInput,
  bought: number,
  isEquity: boolean,
  longTerm: boolean,
  steps: Step[],
  notes: string[],
  t: EngineText,
): number {
  const purchase = whole(input.purchasePrice);
  if (isEquity) {
    if (bought < FMV_2001_BEFORE && input.fmvOn1Apr2001 !== undefined)
      notes.push(t.capitalGains.fmv2001NotFor112A);
    if (!longTerm || bought >= FMV_2018_BEFORE) return purchase;
    if (input.fmvOn31Jan2018 === undefined) {
      notes.push(t.capitalGains.grandfatherMissing);
      return purchase;
    }
    const fmv = whole(input.fmvOn31Jan2018);
    const cost = Math.max(purchase, Math.min(fmv, whole(input.salePrice)));
    steps.push({
      label: t.capitalGains.actualCost,
      amount: purchase,
      section: '55(2)(ac)',
      section2025: '90',
    });
    steps.push({
      label: t.capitalGains.fmv2018Value,
      amount: fmv,
      section: '55(2)(ac)',
      section2025: '90',
    });
    notes.push(t.capitalGains.grandfathered);
    return cost;
  }
  if (bought >= FMV_2001_BEFORE) return purchase;
  if (input.fmvOn1Apr2001 === undefined) {
    notes.push(t.capitalGains.fmv2001Missing);
    return purchase;
  }
  const fmv = whole(input.fmvOn1Apr2001);
  steps.push({
    label: t.capitalGains.actualCost,
    amount: purchase,
    section: '55(2)(b)',
    section2025: '90',
  });
  steps.push({
    label: t.capitalGains.fmv2001Value,
    amount: fmv,
    section: '55(2)(b)',
    section2025: '90',
  });
  notes.push(t.capitalGains.fmv2001);
  if (input.assetType === 'property') notes.push(t.capitalGains.fmv2001Land);
  return Math.max(purchase, fmv);
}

interface Exemptions {
  readonly s54: number;
  readonly s54F: number;
  readonly s54EC: number;
  readonly total: number;
}
const NO_EXEMPTIONS: Exemptions = { s54: 0, s54F: 0, s54EC: 0, total: 0 };

/**
 * ss.54, 54F and 54EC on a long-term `gain` (> 0). Each exempts part of the same gain; 54/54F is
 * taken first and 54EC from what is left, so the total never exceeds the gain.
 */
function reinvestmentExemptions(
  gain: number,
  claims: CapitalGainsExemptionClaims,
  asset: AssetType,
  netConsideration: number,
): Exemptions {
  const isHouse = asset === 'property';
  let s54 = 0;
  let s54F = 0;
  if (isHouse) {
    s54 = Math.min(gain, Math.min(whole(claims.section54), CAP_54));
  } else {
    const invested = Math.min(whole(claims.section54F), CAP_54F);
    if (invested > 0)
      s54F =
        invested >= netConsideration
          ? gain
          : Math.min(gain, mulDivRoundHalfUp(gain, invested, netConsideration));
  }
  const s54EC = isHouse ? Math.min(gain - s54, Math.min(whole(claims.section54EC), CAP_54EC)) : 0;
  return { s54, s54F, s54EC, total: s54 + s54F + s54EC };
}

function exemptionsOn(
  gain: number,
  input: CapitalGainsInput,
  netConsideration: number,
): Exemptions {
  const claims = input.exemptions;
  if (!claims || gain <= 0) return NO_EXEMPTIONS;
  return reinvestmentExemptions(gain, claims, input.assetType, netConsideration);
}

/** Steps and notes for the exemptions allowed, and notes for claims the asset cannot have. */
function reportExemptions(
  allowed: Exemptions,
  gainBefore: number,
  input: CapitalGainsInput,
  longTerm: boolean,
  steps: Step[],
  notes: string[],
  t: EngineText,
): void {
  const claims = input.exemptions;
  if (!claims) return;
  const c54 = whole(claims.section54);
  const c54F = whole(claims.section54F);
  const c54EC = whole(claims.section54EC);
  if (c54 <= 0 && c54F <= 0 && c54EC <= 0) return;
  if (!longTerm) {
    notes.push(t.capitalGains.exemptionNeedsLongTerm);
    return;
  }
  const isHouse = input.assetType === 'property';
  if (c54 > 0 && !isHouse) notes.push(t.capitalGains.s54NotApplicable);
  if (c54F > 0 && isHouse) notes.push(t.capitalGains.s54FNotApplicable);
  if (c54EC > 0 && !isHouse) notes.push(t.capitalGains.s54ECNotApplicable);
  if (gainBefore <= 0) return;
  if (isHouse && c54 > 0) {
    steps.push({
      label: t.capitalGains.less54,
      amount: allowed.s54,
      section: '54',
      section2025: '82',
    });
    notes.push(t.capitalGains.s54);
    if (c54 > CAP_54) notes.push(t.capitalGains.s54Capped);
  }
  if (!isHouse && c54F > 0) {
    steps.push({
      label: t.capitalGains.less54F,
      amount: allowed.s54F,
      section: '54F',
      section2025: '86',
    });
    notes.push(t.capitalGains.s54F);
    if (c54F > CAP_54F) notes.push(t.capitalGains.s54FCapped);
  }
  if (isHouse && c54EC > 0) {
    steps.push({
      label: t.capitalGains.less54EC,
      amount: allowed.s54EC,
      section: '54EC',
      section2025: '85',
    });
    notes.push(t.capitalGains.s54EC);
    if (c54EC > CAP_54EC) notes.push(t.capitalGains.s54ECCapped);
    if (c54 > 0) notes.push(t.capitalGains.exemptionOrder);
  }
  steps.push({
    label: t.capitalGains.gainAfterExemptions,
    amount: gainBefore - allowed.total,
    section: '45',
    section2025: '67',
  });
}

interface LongTermResult {
  readonly gain: number;
  readonly gainBeforeExemptions: number;
  readonly exemptions: Exemptions;
  readonly rateBp: number;
}

/** A long-term gain under s.112: indexation, the non-resident and listed-bond rates, the land choice. */
function withoutIndexation(
  input: CapitalGainsInput,
  gross: number,
  netConsideration: number,
  rateBp: number,
): LongTermResult {
  const exemptions = exemptionsOn(gross, input, netConsideration);
  return { gain: gross - exemptions.total, gainBeforeExemptions: gross, exemptions, rateBp };
}

const CII_NOTES = new Map<number, string>();
/** 'CII 376 / 117', the English one built once per pair of indices. */
function ciiNote(transferred: number, acquired: number, t: EngineText): string {
  const ratio = t.capitalGains.ciiRatio;
  if (ratio !== EN.capitalGains.ciiRatio) return ratio(transferred, acquired);
  const key = transferred * 10_000 + acquired;
  let note = CII_NOTES.get(key);
  if (note === undefined) {
    note = ratio(transferred, acquired);
    CII_NOTES.set(key, note);
  }
  return note;
}

function longTermUnder112(
  input: CapitalGainsInput,
  resident: boolean,
  bought: number,
  cost: number,
  gross: number,
  netConsideration: number,
  period: CompiledGainsPeriod,
  year: YearOfSale,
  saleStart: number,
  steps: Step[],
  notes: string[],
  detail: TransferDetail | null,
  t: EngineText,
): LongTermResult {
  const { assetType } = input;

  if (period.source.ltcg112.value.indexation) {
    if (assetType === 'listedBond') {
      notes.push(t.capitalGains.listedBondBefore);
      return withoutIndexation(input, gross, netConsideration, LISTED_BOND_BP);
    }
    if (assetType === 'unlistedShares' && !resident) {
      notes.push(t.capitalGains.nonResidentUnlisted);
      return withoutIndexation(input, gross, netConsideration, NR_UNLISTED_BP);
    }
    const transferred = costInflationIndexForStartYear(saleStart);
    if (transferred === undefined)
      return withoutIndexation(input, gross, netConsideration, period.ltcg112Bp); // every pre-July year has its CII
    const acquired = costInflationIndexForStartYear(Math.max(2001, fyStartOf(bought))) ?? 100;
    const indexedCost = mulDivRoundHalfUp(cost, transferred, acquired);
    const indexedGain = gross + cost - indexedCost;
    const exemptions = exemptionsOn(indexedGain, input, netConsideration);
    const gain = indexedGain - exemptions.total;
    steps.push({
      label: t.capitalGains.indexedCost,
      amount: indexedCost,
      section: '48',
      section2025: '72',
      note: ciiNote(transferred, acquired, t),
    });
    steps.push({
      label: t.capitalGains.gainAfterIndexation,
      amount: indexedGain,
      section: '112',
      section2025: '197',
    });
    notes.push(t.capitalGains.indexedBefore);
    if (detail) {
      const unindexed = gross - exemptionsOn(gross, input, netConsideration).total;
      detail.indexation = {
        indexedCost,
        taxWithIndexation: applyRate(gain, period.ltcg112Bp),
        taxWithoutIndexation: applyRate(unindexed, period.ltcg112Bp),
        chosen: 'withIndexation',
      };
    }
    return { gain, gainBeforeExemptions: indexedGain, exemptions, rateBp: period.ltcg112Bp };
  }

  if (assetType === 'listedBond') notes.push(t.capitalGains.listedBondAfter);
  const grand = year.y.rules.capitalGains.grandfatheringLandBuilding;
  const landChoice =
    grand !== null && assetType === 'property' && resident && bought < year.landChoiceBefore;
  if (!grand || !landChoice) {
    if (bought < JULY_2024 && assetType === 'property') notes.push(t.capitalGains.nonResidentLand);
    else if (bought < JULY_2024 && assetType !== 'listedBond')
      notes.push(t.capitalGains.noIndexationOption);
    return withoutIndexation(input, gross, netConsideration, period.ltcg112Bp);
  }
  const transferred = costInflationIndexForStartYear(saleStart);
  if (transferred === undefined) {
    notes.push(t.capitalGains.landNoCii);
    return withoutIndexation(input, gross, netConsideration, period.ltcg112Bp);
  }
  if (gross <= 0) return withoutIndexation(input, gross, netConsideration, period.ltcg112Bp); // a loss: no tax either way
  const acquired = costInflationIndexForStartYear(Math.max(2001, fyStartOf(bought))) ?? 100;
  const indexedCost = mulDivRoundHalfUp(cost, transferred, acquired);
  // The proviso only lowers the tax: an indexed loss on a real gain is no loss to carry.
  const indexedGain = Math.max(0, gross + cost - indexedCost);
  const indexedBp = percentToBasisPoints(grand.value.withIndexationPercent);
  const without = exemptionsOn(gross, input, netConsideration);
  const withIdx = exemptionsOn(indexedGain, input, netConsideration);
  const taxWithout = applyRate(gross - without.total, period.ltcg112Bp);
  const taxWith = applyRate(indexedGain - withIdx.total, indexedBp);
  const chooseIndexed = taxWith < taxWithout;
  steps.push({
    label: t.capitalGains.indexedCost,
    amount: indexedCost,
    section: '48',
    section2025: '72',
    note: ciiNote(transferred, acquired, t),
  });
  steps.push({
    label: t.capitalGains.taxWithIndexation,
    amount: taxWith,
    section: '112',
    section2025: '197(3)',
  });
  steps.push({
    label: t.capitalGains.taxWithoutIndexation,
    amount: taxWithout,
    section: '112',
    section2025: '197',
  });
  notes.push(
    t.capitalGains.landChoice,
    chooseIndexed ? t.capitalGains.landChoseIndexed : t.capitalGains.landChoseUnindexed,
  );
  if (detail)
    detail.indexation = {
      indexedCost,
      taxWithIndexation: taxWith,
      taxWithoutIndexation: taxWithout,
      chosen: chooseIndexed ? 'withIndexation' : 'withoutIndexation',
    };
  return chooseIndexed
    ? {
        gain: indexedGain - withIdx.total,
        gainBeforeExemptions: indexedGain,
        exemptions: withIdx,
        rateBp: indexedBp,
      }
    : {
        gain: gross - without.total,
        gainBeforeExemptions: gross,
        exemptions: without,
        rateBp: period.ltcg112Bp,
      };
}

function evaluateTransfer(
  input: CapitalGainsInput,
  resident: boolean,
  detail: TransferDetail | null,
  t: EngineText,
): TransferGain {
  const { assetType, saleDate } = input;
  const bought = dateKey(input.purchaseDate);
  const sold = dateKey(saleDate);
  const saleStart = fyStartOf(sold);
  const year = yearOfSale(saleStart);
  const period = sold < year.mainPeriodFrom ? year.y.gainsBefore : year.y.gainsMain;
  const steps: Step[] = [];
  const notes: string[] = [];
  const sale = whole(input.salePrice);
  const expenses = whole(input.expenses);

  const isEquity = assetType === 'equity' || assetType === 'equityFund';
  const deemedShort = assetType === 'specifiedMutualFund' && bought >= SMF_FROM_KEY;
  const limitMonths = holdingLimit(assetType, period);
  const longTerm = !deemedShort && heldMoreThan(bought, sold, limitMonths);

  steps.push({
    label: t.capitalGains.saleConsideration,
    amount: sale,
    section: '48',
    section2025: '72',
  });
  if (expenses > 0)
    steps.push({
      label: t.capitalGains.lessExpenses,
      amount: expenses,
      section: '48',
      section2025: '72',
    });
  const cost = costOfAcquisition(input, bought, isEquity, longTerm, steps, notes, t);
  steps.push({
    label: t.capitalGains.lessCost,
    amount: cost,
    section: '48',
    section2025: '72',
  });
  const gross = sale - expenses - cost;
  steps.push({
    label: longTerm ? t.capitalGains.longTermGain : t.capitalGains.shortTermGain,
    amount: gross,
    section: '45',
    section2025: '67',
  });
  if (detail) {
    detail.grossGain = gross;
    detail.limitMonths = limitMonths;
  }

  let section: TransferGain['section'] = 'slab';
  let rateBp = 0;
  let gain = gross;
  let gainBeforeExemptions = gross;
  let exemptions = NO_EXEMPTIONS;
  if (assetType === 'specifiedMutualFund') {
    if (deemedShort) {
      notes.push(
        t.capitalGains.specifiedFund,
        sold >= SMF_NEW_DEFINITION_FROM
          ? t.capitalGains.specifiedFundNew
          : t.capitalGains.specifiedFundOld,
      );
    } else notes.push(t.capitalGains.specifiedFundBefore2023);
  }
  if (isEquity) {
    notes.push(assetType === 'equity' ? t.capitalGains.equity : t.capitalGains.equityFund);
    section = longTerm ? '112A' : '111A';
    rateBp = longTerm ? period.ltcg112ABp : period.stcg111ABp;
    if (longTerm) {
      exemptions = exemptionsOn(gross, input, sale - expenses);
      gain = gross - exemptions.total;
    }
  } else if (longTerm) {
    section = '112';
    const r = longTermUnder112(
      input,
      resident,
      bought,
      cost,
      gross,
      sale - expenses,
      period,
      year,
      saleStart,
      steps,
      notes,
      detail,
      t,
    );
    gain = r.gain;
    gainBeforeExemptions = r.gainBeforeExemptions;
    exemptions = r.exemptions;
    rateBp = r.rateBp;
  }
  reportExemptions(exemptions, gainBeforeExemptions, input, longTerm, steps, notes, t);

  return {
    saleDate,
    term: longTerm ? 'long' : 'short',
    section,
    rateBp,
    before23July2024: sold < JULY_2024,
    gain,
    exemptions: exemptions.total,
    steps,
    notes,
  };
}

/**
 * One transfer as the year engine needs it: the gain after cost rules, the indexation choice and
 * the reinvestment exemptions, with its section and rate. `resident`: a resident individual or
 * HUF (the year's status; `input.residentIndividual` is not read). Dates are trusted to be valid
 * ISO dates, purchase on or before sale, sale in a supported year. `t`: the language of its
 * working lines and notes.
 */
export function transferGain(
  input: CapitalGainsInput,
  resident: boolean,
  t: EngineText = EN,
): TransferGain {
  return evaluateTransfer(input, resident, null, t);
}

// ---------------------------------------------------------------------------------------------
// The calculator: one transfer with its own tax

export function computeCapitalGains(
  input: CapitalGainsInput,
  options: EngineOptions = {},
): CapitalGainsResult {
  const text = textOf(options);
  const m = text.capitalGains;
  const { purchaseDate, saleDate } = input;
  const fy = financialYearOf(saleDate);
  if (!isSupportedFinancialYear(fy))
    throw new RangeError(`Sale date ${saleDate} falls in FY ${fy}, which is not supported`);
  financialYearOf(purchaseDate); // throws on a date that is not a real ISO date
  if (purchaseDate > saleDate) throw new RangeError('purchaseDate is after saleDate');
  const y = compiledRulesFor(fy);
  const detail: TransferDetail = { grossGain: 0, limitMonths: 0, indexation: undefined };
  const t = evaluateTransfer(input, input.residentIndividual !== false, detail, text);
  const longTerm = t.term === 'long';

  const holdingMonths = completedMonths(purchaseDate, saleDate);
  const notes: string[] = [
    input.assetType === 'specifiedMutualFund' && purchaseDate >= SMF_FROM
      ? m.heldDeemedShort(holdingMonths)
      : m.held(holdingMonths, longTerm, detail.limitMonths, t.before23July2024),
    ...t.notes,
  ];
  const steps: Step[] = [...t.steps];

  const section = t.section;
  let rateBp = t.rateBp;
  if (section === 'slab') {
    const slab = input.slabRatePercent ?? DEFAULT_SLAB_RATE_PERCENT;
    rateBp = percentToBasisPoints(slab);
    notes.push(
      input.slabRatePercent === undefined
        ? m.slabRateAssumed(DEFAULT_SLAB_RATE_PERCENT)
        : m.slabRateGiven(slab),
    );
  }

  let exemption = 0;
  let taxableGain = Math.max(0, t.gain);
  if (detail.grossGain < 0 || t.gain < 0) {
    notes.push(m.loss);
  } else if (section === '112A' && t.gain > 0) {
    const limit = y.exemption112A;
    const used = Math.min(whole(input.other112aGainsThisYear), limit);
    exemption = Math.min(t.gain, limit - used);
    taxableGain = t.gain - exemption;
    steps.push({
      label: m.less112A,
      amount: exemption,
      section: '112A',
      section2025: '198',
    });
    if (used > 0) notes.push(m.other112A(whole(input.other112aGainsThisYear), used, limit));
    if (fy === '2024-25') notes.push(m.exemption112AOneYear);
  }

  const tax = applyRate(taxableGain, rateBp);
  const cess = applyRate(tax, y.cessBp);
  const totalTax = tax + cess;
  const ratePercent = rateBp / 100;
  if (t.gain > 0) {
    // A slab-rate gain has no rate section: it is charged under s.45 (ITA 2025 s.67) and taxed
    // with the rest of the income at the slab rates, so its lines cite s.45.
    const citation =
      section === 'slab'
        ? { section: '45', section2025: '67' }
        : { section, section2025: SECTION_2025[section] };
    steps.push({ label: m.taxableGain, amount: taxableGain, ...citation });
    steps.push({
      label: m.taxAt(ratePercent),
      amount: tax,
      ...citation,
      ...(section === 'slab' ? { note: m.slabRateStep } : {}),
    });
  }
  steps.push({ label: m.cess, amount: cess });
  steps.push({ label: m.totalTax, amount: totalTax });
  notes.push(m.wholeIncome);

  return {
    financialYear: fy as FinancialYear,
    holdingMonths,
    term: t.term,
    gain: detail.grossGain,
    exemption,
    ...(t.exemptions > 0 ? { reinvestmentExemption: t.exemptions } : {}),
    taxableGain,
    ratePercent,
    tax,
    cess,
    totalTax,
    netGain: detail.grossGain - totalTax,
    section,
    ...(section === 'slab' ? {} : { section2025: SECTION_2025[section] }),
    ...(detail.indexation ? { indexation: detail.indexation } : {}),
    steps,
    notes,
  };
}
