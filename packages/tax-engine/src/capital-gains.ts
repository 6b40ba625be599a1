// One transfer of a capital asset. `transferGain` gives the year engine the gain and its rate for
// each transfer (cost rules, holding period, indexation choice, reinvestment exemptions);
// `computeCapitalGains` adds the s.112A yearly exemption, the tax and cess for the calculator.
import { compiledRulesFor, type CompiledGainsPeriod, type CompiledYear } from './compiled';
import { completedMonths, daysInMonth, financialYearOf } from './dates';
import { formatInr } from './format';
import { applyRate, mulDivRoundHalfUp, percentToBasisPoints } from './rounding';
import { costInflationIndexForStartYear } from './rules/cii';
import { BUDGET_JULY_2024 } from './rules/cite';
import { SUPPORTED_FINANCIAL_YEARS, isSupportedFinancialYear } from './rules/index';
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
const SLAB_RATE_NOTE =
  'No special rate applies: the gain is charged under s.45 and taxed with your other income at your slab rate.';

const SMF_FROM = SPECIFIED_MUTUAL_FUND.value.acquiredOnOrAfter;
const NR_UNLISTED_BP = percentToBasisPoints(NON_RESIDENT_UNLISTED_SHARES.value.ratePercent);
const LISTED_BOND_BP = percentToBasisPoints(LISTED_SECURITIES_TEN_PERCENT.value.ratePercent);
const CAP_54 = SECTION_54.value.newAssetCostCap;
const CAP_54F = SECTION_54F.value.newAssetCostCap;
const CAP_54EC = SECTION_54EC.value.investmentCap;

const NOTE = {
  equity: 'Listed equity shares with STT paid on acquisition and transfer assumed.',
  equityFund: 'Units of an equity-oriented fund with STT paid on transfer assumed.',
  grandfathered:
    'Acquired before 1 February 2018: cost is the higher of the actual cost and the lower of the fair market value on 31 January 2018 and the sale value (s.55(2)(ac); ITA 2025 s.90). The FMV can remove a gain but never creates a loss.',
  grandfatherMissing:
    'Acquired before 1 February 2018: give the fair market value on 31 January 2018 (fmvOn31Jan2018) to use the s.55(2)(ac) grandfathered cost; the actual cost is used.',
  fmv2001NotFor112A:
    'The 1 April 2001 value does not apply to listed equity or equity-fund units: their cost is fixed by s.55(2)(ac) (31 January 2018 value).',
  fmv2001:
    'Acquired before 1 April 2001: cost is the fair market value on 1 April 2001 or the actual cost, at your option; the higher is taken (s.55(2)(b); ITA 2025 s.90). Indexation, where it applies, runs from 2001-02 (CII 100).',
  fmv2001Land:
    'Land or building: the 1 April 2001 value may not exceed the stamp-duty value on that date. The engine cannot check this (not an input): enter the lower of the two.',
  fmv2001Missing:
    'Acquired before 1 April 2001: give the fair market value on that date (fmvOn1Apr2001) to use it as cost; the actual cost is used. Indexation runs from 2001-02 (CII 100).',
  specifiedFund:
    'Units of a specified mutual fund acquired on or after 1 April 2023: the gain is always short-term, whatever the holding, and taxed at slab rates (s.50AA; ITA 2025 s.76). Unlisted bonds and debentures transferred or redeemed from 23 July 2024 are treated the same way.',
  specifiedFundOld:
    'Specified mutual fund here means one investing not more than 35 % of its proceeds in equity shares of domestic companies (s.50AA definition to FY 2024-25).',
  specifiedFundNew:
    'From FY 2025-26 a specified mutual fund is one investing more than 65 % of its proceeds in debt and money-market instruments, or 65 % or more in such funds (Finance (No. 2) Act 2024).',
  specifiedFundBefore2023:
    'Mutual fund units acquired before 1 April 2023 are outside s.50AA: the normal holding periods and rates apply (unlisted units assumed).',
  listedBondBefore:
    'Listed bond or debenture before 23 July 2024: no indexation for bonds (s.48 third proviso) and tax capped at 10 % of the gain (s.112(1) proviso): 10 % without indexation.',
  listedBondAfter: 'Listed bond or debenture: 12.5 % without indexation (s.112; ITA 2025 s.197).',
  nonResidentUnlisted:
    'Non-resident, unlisted shares, transfer before 23 July 2024: 10 % on the gain without indexation and without the foreign-currency computation of the first proviso to s.48 (s.112(1)(c)(iii); ITA 2025 s.197(4)).',
  indexedBefore:
    'Before 23 July 2024: 20 % on the gain after indexing the cost (s.48 second proviso).',
  landChoice:
    'Land/building bought before 23 July 2024 by a resident individual: the lower of 12.5 % without and 20 % with indexation (s.112 proviso; ITA 2025 s.197(3)).',
  landChoseIndexed:
    'The 20 % with indexation gives the lower tax on this transfer, so its gain and rate are used.',
  landChoseUnindexed:
    'The 12.5 % without indexation gives the lower (or equal) tax on this transfer, so its gain and rate are used.',
  landNoCii:
    'Land/building bought before 23 July 2024: the tax is the lower of 12.5 % without and 20 % with indexation, but the Cost Inflation Index for this year is not notified in our sources, so only 12.5 % without indexation is computed. The 20 % option could be lower: recheck once the CII is notified.',
  nonResidentLand:
    'Non-residents do not get the 20 %-with-indexation option for land/building: 12.5 % without indexation.',
  noIndexationOption:
    'The indexation option is only for land or building: 12.5 % without indexation.',
  s54: 'Exemption u/s 54 (ITA 2025 s.82): the engine treats this property as a residential house; the gain reinvested in one residential house in India is exempt, cost above 10 crore ignored. A plot of land or commercial building would get s.54F instead (not modelled for this asset).',
  s54Capped:
    's.54: the new house costs more than 10 crore; only 10 crore counts (Finance Act 2023).',
  s54F: 'Exemption u/s 54F (ITA 2025 s.86): gain × amount invested in a residential house / net consideration (all of it when the investment is at least the net consideration), investment above 10 crore ignored. Condition not checked: you own at most one residential house besides the new one on the date of transfer.',
  s54FCapped:
    's.54F: the new house costs more than 10 crore; only 10 crore counts (Finance Act 2023).',
  s54EC:
    'Exemption u/s 54EC (ITA 2025 s.85): gain invested within 6 months in specified bonds (5-year lock-in), at most 50 lakh.',
  s54ECCapped: 's.54EC: investment above 50 lakh is ignored.',
  exemptionOrder:
    'ss.54/54F and 54EC are independent exemptions of the same gain: s.54/54F is applied first and s.54EC to what is left, so together they never exceed the gain.',
  s54NotApplicable:
    's.54 is only for a long-term gain on a residential house (asset type property): not allowed here.',
  s54FNotApplicable:
    's.54F is for a long-term gain on an asset other than a residential house; the engine treats property as a house (use s.54): not allowed here.',
  s54ECNotApplicable: 's.54EC is only for a long-term gain on land or building: not allowed here.',
  exemptionNeedsLongTerm:
    'ss.54, 54EC and 54F exempt only long-term gains: the reinvestment claim is not allowed on this short-term gain.',
} as const;

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
): number {
  const purchase = whole(input.purchasePrice);
  if (isEquity) {
    if (bought < FMV_2001_BEFORE && input.fmvOn1Apr2001 !== undefined)
      notes.push(NOTE.fmv2001NotFor112A);
    if (!longTerm || bought >= FMV_2018_BEFORE) return purchase;
    if (input.fmvOn31Jan2018 === undefined) {
      notes.push(NOTE.grandfatherMissing);
      return purchase;
    }
    const fmv = whole(input.fmvOn31Jan2018);
    const cost = Math.max(purchase, Math.min(fmv, whole(input.salePrice)));
    steps.push({
      label: 'Actual cost of acquisition',
      amount: purchase,
      section: '55(2)(ac)',
      section2025: '90',
    });
    steps.push({
      label: 'Fair market value on 31 January 2018',
      amount: fmv,
      section: '55(2)(ac)',
      section2025: '90',
    });
    notes.push(NOTE.grandfathered);
    return cost;
  }
  if (bought >= FMV_2001_BEFORE) return purchase;
  if (input.fmvOn1Apr2001 === undefined) {
    notes.push(NOTE.fmv2001Missing);
    return purchase;
  }
  const fmv = whole(input.fmvOn1Apr2001);
  steps.push({
    label: 'Actual cost of acquisition',
    amount: purchase,
    section: '55(2)(b)',
    section2025: '90',
  });
  steps.push({
    label: 'Fair market value on 1 April 2001',
    amount: fmv,
    section: '55(2)(b)',
    section2025: '90',
  });
  notes.push(NOTE.fmv2001);
  if (input.assetType === 'property') notes.push(NOTE.fmv2001Land);
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
): void {
  const claims = input.exemptions;
  if (!claims) return;
  const c54 = whole(claims.section54);
  const c54F = whole(claims.section54F);
  const c54EC = whole(claims.section54EC);
  if (c54 <= 0 && c54F <= 0 && c54EC <= 0) return;
  if (!longTerm) {
    notes.push(NOTE.exemptionNeedsLongTerm);
    return;
  }
  const isHouse = input.assetType === 'property';
  if (c54 > 0 && !isHouse) notes.push(NOTE.s54NotApplicable);
  if (c54F > 0 && isHouse) notes.push(NOTE.s54FNotApplicable);
  if (c54EC > 0 && !isHouse) notes.push(NOTE.s54ECNotApplicable);
  if (gainBefore <= 0) return;
  if (isHouse && c54 > 0) {
    steps.push({
      label: 'Less: exemption, new residential house',
      amount: allowed.s54,
      section: '54',
      section2025: '82',
    });
    notes.push(NOTE.s54);
    if (c54 > CAP_54) notes.push(NOTE.s54Capped);
  }
  if (!isHouse && c54F > 0) {
    steps.push({
      label: 'Less: exemption, net consideration in a residential house',
      amount: allowed.s54F,
      section: '54F',
      section2025: '86',
    });
    notes.push(NOTE.s54F);
    if (c54F > CAP_54F) notes.push(NOTE.s54FCapped);
  }
  if (isHouse && c54EC > 0) {
    steps.push({
      label: 'Less: exemption, specified bonds',
      amount: allowed.s54EC,
      section: '54EC',
      section2025: '85',
    });
    notes.push(NOTE.s54EC);
    if (c54EC > CAP_54EC) notes.push(NOTE.s54ECCapped);
    if (c54 > 0) notes.push(NOTE.exemptionOrder);
  }
  steps.push({
    label: 'Long-term gain after exemptions',
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
/** 'CII 376 / 117', built once per pair of indices. */
function ciiNote(transferred: number, acquired: number): string {
  const key = transferred * 10_000 + acquired;
  let note = CII_NOTES.get(key);
  if (note === undefined) {
    note = `CII ${transferred} / ${acquired}`;
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
): LongTermResult {
  const { assetType } = input;

  if (period.source.ltcg112.value.indexation) {
    if (assetType === 'listedBond') {
      notes.push(NOTE.listedBondBefore);
      return withoutIndexation(input, gross, netConsideration, LISTED_BOND_BP);
    }
    if (assetType === 'unlistedShares' && !resident) {
      notes.push(NOTE.nonResidentUnlisted);
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
      label: 'Indexed cost of acquisition',
      amount: indexedCost,
      section: '48',
      section2025: '72',
      note: ciiNote(transferred, acquired),
    });
    steps.push({
      label: 'Long-term gain after indexation',
      amount: indexedGain,
      section: '112',
      section2025: '197',
    });
    notes.push(NOTE.indexedBefore);
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

  if (assetType === 'listedBond') notes.push(NOTE.listedBondAfter);
  const grand = year.y.rules.capitalGains.grandfatheringLandBuilding;
  const landChoice =
    grand !== null && assetType === 'property' && resident && bought < year.landChoiceBefore;
  if (!grand || !landChoice) {
    if (bought < JULY_2024 && assetType === 'property') notes.push(NOTE.nonResidentLand);
    else if (bought < JULY_2024 && assetType !== 'listedBond') notes.push(NOTE.noIndexationOption);
    return withoutIndexation(input, gross, netConsideration, period.ltcg112Bp);
  }
  const transferred = costInflationIndexForStartYear(saleStart);
  if (transferred === undefined) {
    notes.push(NOTE.landNoCii);
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
    label: 'Indexed cost of acquisition',
    amount: indexedCost,
    section: '48',
    section2025: '72',
    note: ciiNote(transferred, acquired),
  });
  steps.push({
    label: 'Tax at 20 % with indexation',
    amount: taxWith,
    section: '112',
    section2025: '197(3)',
  });
  steps.push({
    label: 'Tax at 12.5 % without indexation',
    amount: taxWithout,
    section: '112',
    section2025: '197',
  });
  notes.push(NOTE.landChoice, chooseIndexed ? NOTE.landChoseIndexed : NOTE.landChoseUnindexed);
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

  steps.push({ label: 'Sale consideration', amount: sale, section: '48', section2025: '72' });
  if (expenses > 0)
    steps.push({
      label: 'Less: expenses on transfer',
      amount: expenses,
      section: '48',
      section2025: '72',
    });
  const cost = costOfAcquisition(input, bought, isEquity, longTerm, steps, notes);
  steps.push({
    label: 'Less: cost of acquisition',
    amount: cost,
    section: '48',
    section2025: '72',
  });
  const gross = sale - expenses - cost;
  steps.push({
    label: longTerm ? 'Long-term capital gain' : 'Short-term capital gain',
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
        NOTE.specifiedFund,
        sold >= SMF_NEW_DEFINITION_FROM ? NOTE.specifiedFundNew : NOTE.specifiedFundOld,
      );
    } else notes.push(NOTE.specifiedFundBefore2023);
  }
  if (isEquity) {
    notes.push(assetType === 'equity' ? NOTE.equity : NOTE.equityFund);
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
    );
    gain = r.gain;
    gainBeforeExemptions = r.gainBeforeExemptions;
    exemptions = r.exemptions;
    rateBp = r.rateBp;
  }
  reportExemptions(exemptions, gainBeforeExemptions, input, longTerm, steps, notes);

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
 * ISO dates, purchase on or before sale, sale in a supported year.
 */
export function transferGain(input: CapitalGainsInput, resident: boolean): TransferGain {
  return evaluateTransfer(input, resident, null);
}

// ---------------------------------------------------------------------------------------------
// The calculator: one transfer with its own tax

export function computeCapitalGains(input: CapitalGainsInput): CapitalGainsResult {
  const { purchaseDate, saleDate } = input;
  const fy = financialYearOf(saleDate);
  if (!isSupportedFinancialYear(fy))
    throw new RangeError(`Sale date ${saleDate} falls in FY ${fy}, which is not supported`);
  financialYearOf(purchaseDate); // throws on a date that is not a real ISO date
  if (purchaseDate > saleDate) throw new RangeError('purchaseDate is after saleDate');
  const y = compiledRulesFor(fy);
  const detail: TransferDetail = { grossGain: 0, limitMonths: 0, indexation: undefined };
  const t = evaluateTransfer(input, input.residentIndividual !== false, detail);
  const longTerm = t.term === 'long';

  const holdingMonths = completedMonths(purchaseDate, saleDate);
  const notes: string[] = [
    input.assetType === 'specifiedMutualFund' && purchaseDate >= SMF_FROM
      ? `Held ${holdingMonths} whole month(s): short-term whatever the holding (s.50AA).`
      : `Held ${holdingMonths} whole month(s): ${longTerm ? 'long-term' : 'short-term'} (long-term means held more than ${detail.limitMonths} months for this asset on a transfer ${t.before23July2024 ? 'before' : 'on or after'} 23 July 2024; the day of purchase is excluded).`,
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
        ? `Short-term gain on a non-equity asset is taxed at your slab rate: ${DEFAULT_SLAB_RATE_PERCENT} % assumed (give slabRatePercent to change it); surcharge not included.`
        : `Short-term gain on a non-equity asset taxed at the given slab rate of ${slab} %; surcharge not included.`,
    );
  }

  let exemption = 0;
  let taxableGain = Math.max(0, t.gain);
  if (detail.grossGain < 0 || t.gain < 0) {
    notes.push(
      'A loss: no tax. A capital loss can be set off only against capital gains (a long-term loss only against long-term gains) and carried forward (ss.70, 71, 74): not computed here.',
    );
  } else if (section === '112A' && t.gain > 0) {
    const limit = y.exemption112A;
    const used = Math.min(whole(input.other112aGainsThisYear), limit);
    exemption = Math.min(t.gain, limit - used);
    taxableGain = t.gain - exemption;
    steps.push({
      label: 'Less: s.112A exemption (once a year)',
      amount: exemption,
      section: '112A',
      section2025: '198',
    });
    if (used > 0)
      notes.push(
        `Other s.112A gains this year ${formatInr(whole(input.other112aGainsThisYear))} use ${formatInr(used)} of the ${formatInr(limit)} yearly exemption.`,
      );
    if (fy === '2024-25')
      notes.push(
        'FY 2024-25: one 1,25,000 exemption covers the 112A gains of the whole year, before and after 23 July 2024 (DOUBT-3, statute followed).',
      );
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
    steps.push({ label: 'Taxable gain', amount: taxableGain, ...citation });
    steps.push({
      label: `Tax at ${ratePercent} %`,
      amount: tax,
      ...citation,
      ...(section === 'slab' ? { note: SLAB_RATE_NOTE } : {}),
    });
  }
  steps.push({ label: 'Health and education cess (4 %)', amount: cess });
  steps.push({ label: 'Total tax on this gain', amount: totalTax });
  notes.push(
    'Surcharge, the 87A rebate and any unused basic exemption depend on your whole income: work out the whole year with this transfer in capitalGainsTransactions for the exact liability. s.288B rounding applies to the final tax payable, not to this figure.',
  );

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
