// Capital gains of the year (s.45-55A; ITA 2025 ss.67-91): each transfer classified and computed by
// transferGain, then the losses set off within the head as s.70 allows (a short-term loss against
// any gain, a long-term loss only against long-term gains), then brought-forward losses (s.74:
// the same rule), each against the highest-taxed gain first so the set-off costs the least tax.
// What is left is carried forward. A capital loss is never set off against another head (s.71(3)).
import type { CompiledGainsPeriod, CompiledYear } from '../compiled';
import { transferGain } from '../capital-gains';
import { BUDGET_JULY_2024 } from '../rules/cite';
import type { EngineText } from '../text/en/index';
import type { CapitalGainsHeadText } from '../text/en/capital-gains-head';
import type {
  CapitalGainsHeadLine,
  CapitalGainsIncome,
  IncomeTaxInput,
  SetOffLine,
  SpecialRateGains,
  Step,
} from '../types';
import { whole } from './common';
import { type Gain, byRateDescending, bySetOffPriority, newGain } from './special-rates';

export interface CapitalGainsHead {
  /** Special-rate gains after set-off, sorted by rate (highest first). Undefined when none. */
  readonly gains: Gain[] | undefined;
  /** Short-term gains taxed at slab rates, after set-off. */
  readonly slabGains: number;
  readonly carriedForwardShortTerm: number;
  readonly carriedForwardLongTerm: number;
  /** capitalGainsTransactions was given. */
  readonly transfersGiven: boolean;
}

function pushGains(
  into: Gain[],
  gains: SpecialRateGains | undefined,
  period: CompiledGainsPeriod,
  before: boolean,
): void {
  if (!gains) return;
  const stcg = whole(gains.stcg111A);
  const ltcgA = whole(gains.ltcg112A);
  const ltcg = whole(gains.ltcg112);
  if (stcg > 0) into.push(newGain('111A', before, stcg, period.stcg111ABp));
  if (ltcgA > 0) into.push(newGain('112A', before, ltcgA, period.ltcg112ABp));
  if (ltcg > 0) into.push(newGain('112', before, ltcg, period.ltcg112Bp));
}

/** The pre-summed gains of the `capitalGains` field (no set-off: they are gains). */
function summedGains(
  cg: CapitalGainsIncome,
  y: CompiledYear,
  into: Gain[],
  notes: string[],
  t: EngineText,
) {
  pushGains(into, cg, y.gainsMain, false);
  if (cg.before23July2024) {
    if (y.gainsBefore.from >= BUDGET_JULY_2024) notes.push(t.capitalGainsHead.beforeJulyIgnored);
    pushGains(into, cg.before23July2024, y.gainsBefore, y.yearSplitsGains);
  }
}

/** Adds a gain to the bucket of the same section, rate and period (or a new one). */
function addToBucket(
  into: Gain[],
  section: '111A' | '112A' | '112',
  before: boolean,
  amount: number,
  rateBp: number,
) {
  for (const g of into) {
    if (g.section === section && g.before === before && g.rateBp === rateBp) {
      g.income += amount;
      return;
    }
  }
  into.push(newGain(section, before, amount, rateBp));
}

const HEADLINE_SECTION = {
  '111A': { section: '111A', section2025: '196' },
  '112A': { section: '112A', section2025: '198' },
  '112': { section: '112', section2025: '197' },
  slab: { section: '45', section2025: '67' },
} as const;

// "Transfer 3: " and "Transfer 3: long-term gain", made once per position and language and kept:
// a year's working names every transfer, and these strings would otherwise be rebuilt on every call.
interface TransferNames {
  readonly prefixes: string[];
  readonly labels: string[];
}
const NAMES = new WeakMap<CapitalGainsHeadText, TransferNames>();

function namesOf(text: CapitalGainsHeadText): TransferNames {
  let names = NAMES.get(text);
  if (!names) {
    names = { prefixes: [], labels: [] };
    NAMES.set(text, names);
  }
  return names;
}

function transferPrefix(i: number, text: CapitalGainsHeadText, names: TransferNames): string {
  return (names.prefixes[i] ??= text.transferPrefix(i + 1));
}

function transferLabel(
  i: number,
  long: boolean,
  loss: boolean,
  text: CapitalGainsHeadText,
  names: TransferNames,
): string {
  const k = i * 4 + (long ? 2 : 0) + (loss ? 1 : 0);
  return (names.labels[k] ??= text.transferLabel(i + 1, long, loss));
}

/** What a loss was set off against, by the gain's section. */
function againstLabel(section: string, text: CapitalGainsHeadText): string {
  if (section === '111A') return text.against111A;
  if (section === '112A') return text.against112A;
  if (section === '112') return text.against112;
  return text.againstSlab;
}

/** A part of the slab-rate gains lying in one slab band: what a loss set off there saves. */
export interface SlabTranche {
  amount: number;
  rateBp: number;
}

interface Pools {
  gains: Gain[];
  /** The gains in set-off order (made once, when a loss is first set off). */
  order: Gain[] | undefined;
  slab: number;
  /** The slab-rate gains by the band they fall in, the top (highest-rated) part first. */
  tranches: SlabTranche[];
}

/**
 * Sets off up to `left` against the slab-rate tranches rated at least `minRateBp`, the top ones
 * first; the amounts go onto one working line for the slab gains. Returns what is left.
 */
function setOffSlab(
  pools: Pools,
  left: number,
  minRateBp: number,
  line: () => { amount: number },
): number {
  for (const t of pools.tranches) {
    if (left <= 0) break;
    if (t.rateBp < minRateBp || t.amount <= 0) continue;
    const take = Math.min(left, t.amount);
    t.amount -= take;
    pools.slab -= take;
    left -= take;
    line().amount += take;
  }
  return left;
}

/**
 * Sets `loss` off against the pools, highest rate first; long-term losses only against
 * 112/112A gains. Returns what is left.
 */
function setOffLoss(
  pools: Pools,
  loss: number,
  longTermOnly: boolean,
  what: string,
  section: string,
  section2025: string,
  setOff: SetOffLine[],
  text: CapitalGainsHeadText,
): number {
  let left = loss;
  // One working line for the slab gains, its amount summed over the bands taken.
  let slabLine: { -readonly [K in keyof SetOffLine]: SetOffLine[K] } | undefined;
  const line = () => {
    if (!slabLine) {
      slabLine = {
        loss: what,
        against: text.againstSlab,
        amount: 0,
        section,
        section2025,
      };
      setOff.push(slabLine);
    }
    return slabLine;
  };
  pools.order ??= pools.gains.slice().sort(bySetOffPriority);
  for (const g of pools.order) {
    if (left <= 0) break;
    // Slab-rate gains in bands taxed at least at this gain's rate go first (never a long-term loss).
    if (!longTermOnly) left = setOffSlab(pools, left, g.rateBp, line);
    if (left <= 0) break;
    if (longTermOnly && g.section === '111A') continue;
    const take = Math.min(left, g.income);
    if (take <= 0) continue;
    g.income -= take;
    left -= take;
    setOff.push({
      loss: what,
      against: againstLabel(g.section, text),
      amount: take,
      section,
      section2025,
    });
  }
  if (!longTermOnly && left > 0) left = setOffSlab(pools, left, 0, line);
  return left;
}

export function capitalGainsHead(
  input: IncomeTaxInput,
  y: CompiledYear,
  resident: boolean,
  /** The slab-rate gains split by the band they fall in above the year's other income. */
  tranchesOf: (slabGains: number) => SlabTranche[],
  setOff: SetOffLine[],
  steps: Step[],
  notes: string[],
  t: EngineText,
): CapitalGainsHead {
  const x = t.capitalGainsHead;
  const list: Gain[] = [];
  if (input.capitalGains) summedGains(input.capitalGains, y, list, notes, t);
  let slab = 0;
  let shortLoss = 0;
  let longLoss = 0;
  const txs = input.capitalGainsTransactions;
  if (txs) {
    const names = namesOf(x);
    for (let i = 0; i < txs.length; i++) {
      const g = transferGain(txs[i] as NonNullable<typeof txs>[number], resident, t);
      const prefix = transferPrefix(i, x, names);
      for (const n of g.notes) notes.push(prefix + n);
      steps.push({
        label: transferLabel(i, g.term === 'long', g.gain < 0, x, names),
        amount: g.gain,
        section: HEADLINE_SECTION[g.section].section,
        section2025: HEADLINE_SECTION[g.section].section2025,
      });
      // The transfer's own working (sale, cost, indexation, exemptions) follows its headline.
      for (const step of g.steps) steps.push(step);
      if (g.gain < 0) {
        if (g.term === 'long') longLoss -= g.gain;
        else shortLoss -= g.gain;
      } else if (g.gain > 0) {
        if (g.section === 'slab') slab += g.gain;
        else addToBucket(list, g.section, g.before23July2024, g.gain, g.rateBp);
      }
    }
  }
  if (list.length > 1) list.sort(byRateDescending);
  const pools: Pools = { gains: list, order: undefined, slab, tranches: tranchesOf(slab) };

  // s.70: this year's losses; s.74: brought-forward losses, after them.
  const bf = input.broughtForwardLosses;
  let ltLeft =
    longLoss > 0
      ? setOffLoss(pools, longLoss, true, x.longLossOfYear, '70(3)', '108(2)(b)', setOff, x)
      : 0;
  let stLeft =
    shortLoss > 0
      ? setOffLoss(pools, shortLoss, false, x.shortLossOfYear, '70(2)', '108(2)(a)', setOff, x)
      : 0;
  const bfLong = whole(bf?.longTermCapitalLoss);
  const bfShort = whole(bf?.shortTermCapitalLoss);
  if (bfLong > 0)
    ltLeft += setOffLoss(pools, bfLong, true, x.broughtForwardLong, '74', '111', setOff, x);
  if (bfShort > 0)
    stLeft += setOffLoss(pools, bfShort, false, x.broughtForwardShort, '74', '111', setOff, x);
  if (shortLoss + longLoss + bfLong + bfShort > 0) notes.push(x.setOffOrder);
  if (ltLeft + stLeft > 0) notes.push(x.carriedForward);

  if (list.length > 0 && y.yearSplitsGains && input.capitalGains) notes.push(x.gainsSplitFy2425);
  return {
    gains: list.length > 0 ? list : undefined,
    slabGains: pools.slab,
    carriedForwardShortTerm: stLeft,
    carriedForwardLongTerm: ltLeft,
    transfersGiven: txs !== undefined,
  };
}

/** The head's lines by section and rate, after set-off. */
const NO_GAINS: readonly CapitalGainsHeadLine[] = Object.freeze([]);

export function capitalGainsLines(
  gains: readonly Gain[] | undefined,
  slabGains: number,
): readonly CapitalGainsHeadLine[] {
  if (!gains && slabGains <= 0) return NO_GAINS;
  const lines: CapitalGainsHeadLine[] = [];
  if (gains)
    for (const g of gains)
      if (g.capital && g.income > 0)
        lines.push({
          section: g.section as '111A' | '112A' | '112',
          before23July2024: g.before,
          ratePercent: g.rateBp / 100,
          income: g.income,
        });
  if (slabGains > 0)
    lines.push({ section: 'slab', before23July2024: false, ratePercent: null, income: slabGains });
  return lines;
}
