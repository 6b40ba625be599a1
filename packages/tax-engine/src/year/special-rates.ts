// Income taxed at special rates and the surcharge on the year's tax.
// - Capital gains under s.111A/112/112A (ITA 2025 ss.196-198): the s.112A exemption once a year
//   and, for a resident individual or HUF, the unused basic exemption set against them (highest
//   rate first); their surcharge is capped at 15 % (Finance Act First Schedule), as is that on the
//   tax on dividends.
// - Lottery, online games and virtual digital assets (s.115BB/115BBJ/115BBH): 30 % flat, no
//   exemption set against them, no loss set off against them, full surcharge.
import {
  type CompiledRegime,
  type CompiledSlabs,
  type CompiledYear,
  slabTaxOf,
  surchargeRateBp,
} from '../compiled';
import { applyRate, divFloor } from '../rounding';
import type { SpecialRateSection } from '../types';

export interface Gain {
  section: SpecialRateSection;
  before: boolean;
  income: number;
  rateBp: number;
  exemption: number;
  adjustment: number;
  taxable: number;
  tax: number;
  /** Capital gains (111A/112/112A): the basic-exemption adjustment applies and losses absorb. */
  capital: boolean;
  /** Surcharge capped at 15 % and left out when the 25 %/37 % bands are tested (gains, dividends). */
  capped: boolean;
}

export function newGain(
  section: SpecialRateSection,
  before: boolean,
  income: number,
  rateBp: number,
): Gain {
  return {
    section,
    before,
    income,
    rateBp,
    exemption: 0,
    adjustment: 0,
    taxable: 0,
    tax: 0,
    capital: section === '111A' || section === '112A' || section === '112',
    capped: section === '111A' || section === '112A' || section === '112' || section === '115A',
  };
}

/**
 * Highest rate first: the order the exemption and the basic-exemption shortfall use. Gains at
 * one rate are taken in a fixed order (section, then earlier transfers first), so the order the
 * transfers were entered in never moves a rupee of rounding.
 */
export function byRateDescending(a: Gain, b: Gain): number {
  return (
    b.rateBp - a.rateBp ||
    sectionRank(a.section) - sectionRank(b.section) ||
    (a.section < b.section ? -1 : a.section > b.section ? 1 : 0) ||
    Number(b.before) - Number(a.before)
  );
}

/** The order gains at one rate are listed and taken in: the capital-gains sections first. */
const SECTION_RANK: Readonly<Partial<Record<SpecialRateSection, number>>> = {
  '111A': 0,
  '112A': 1,
  '112': 2,
};
const sectionRank = (section: SpecialRateSection) => SECTION_RANK[section] ?? 3;

/**
 * The order losses are set off in: highest rate first and, at equal rates, a 112A gain last, so a
 * loss is not wasted on gains its yearly exemption would cover.
 */
export function bySetOffPriority(a: Gain, b: Gain): number {
  return (
    b.rateBp - a.rateBp ||
    (a.section === '112A' ? 1 : 0) - (b.section === '112A' ? 1 : 0) ||
    byRateDescending(a, b)
  );
}

/**
 * Reduces the capital gains (highest rate first) by `amount`; returns what could not be
 * absorbed. Flat-rate income never absorbs a loss (s.115BB, s.115BBH(2)).
 */
export function absorbIntoGains(gains: Gain[], amount: number): number {
  let left = amount;
  for (const g of gains) {
    if (left <= 0) break;
    if (!g.capital) continue;
    const take = Math.min(g.income, left);
    g.income -= take;
    left -= take;
  }
  return left;
}

export interface GainsTax {
  total: number;
  tax112A: number;
  /** Tax on the 111A/112/112A gains. */
  capital: number;
  /** Tax whose surcharge is capped: the gains and dividends taxed at 20 % (s.115A). */
  capped: number;
  /** Income of that kind (excluded when the 25 %/37 % surcharge bands are tested). */
  cappedIncome: number;
}

/** Exemption, basic-exemption adjustment and tax of each gain (gains sorted by rate). */
export function taxGains(gains: Gain[], exemption112A: number, headroom: number): GainsTax {
  let exemptionLeft = exemption112A;
  let headroomLeft = headroom;
  let total = 0;
  let tax112A = 0;
  let capital = 0;
  let capped = 0;
  let cappedIncome = 0;
  for (const g of gains) {
    g.exemption = 0;
    g.adjustment = 0;
    let taxable = g.income;
    if (g.capital) {
      if (g.section === '112A' && exemptionLeft > 0) {
        g.exemption = Math.min(g.income, exemptionLeft);
        exemptionLeft -= g.exemption;
      }
      taxable -= g.exemption;
      g.adjustment = Math.min(taxable, headroomLeft);
      headroomLeft -= g.adjustment;
      taxable -= g.adjustment;
    }
    g.taxable = taxable;
    g.tax = applyRate(taxable, g.rateBp);
    total += g.tax;
    if (g.section === '112A') tax112A += g.tax;
    if (g.capital) capital += g.tax;
    if (g.capped) {
      capped += g.tax;
      cappedIncome += g.income;
    }
  }
  return { total, tax112A, capital, capped, cappedIncome };
}

/** Share of the slab tax that falls on dividends, pro rata to slab income (the cap's base). */
export function dividendShareOfSlabTax(
  slabTax: number,
  dividends: number,
  slabIncome: number,
): number {
  if (dividends <= 0 || slabIncome <= 0 || slabTax <= 0) return 0;
  return divFloor(slabTax * Math.min(dividends, slabIncome), slabIncome);
}

/**
 * Surcharge before marginal relief. `cappedTax` (capital gains and dividends) takes at most the
 * cap; the 25 %/37 % bands are tested on total income without `cappedIncome`.
 */
export function surchargeBeforeRelief(
  totalIncome: number,
  cappedIncome: number,
  fullTax: number,
  cappedTax: number,
  regime: CompiledRegime,
  capBp: number,
): number {
  const rateAll = surchargeRateBp(totalIncome, regime);
  if (rateAll === 0) return 0;
  let rateNormal = rateAll;
  let rateCapped = rateAll;
  if (rateAll > capBp) {
    rateNormal = Math.max(capBp, surchargeRateBp(totalIncome - cappedIncome, regime));
    rateCapped = Math.min(rateNormal, capBp);
  }
  // One rounding for the whole surcharge: split each amount so the products stay exact.
  const hN = Math.floor(fullTax / 10_000);
  const hS = Math.floor(cappedTax / 10_000);
  const lowPart = (fullTax - hN * 10_000) * rateNormal + (cappedTax - hS * 10_000) * rateCapped;
  const q = Math.floor(lowPart / 10_000);
  const r = lowPart - q * 10_000;
  return hN * rateNormal + hS * rateCapped + (2 * r >= 10_000 ? q + 1 : q);
}

export interface SurchargeBase {
  readonly totalIncome: number;
  readonly slabIncome: number;
  readonly dividends: number;
  readonly gains: readonly Gain[];
  readonly slabs: CompiledSlabs;
  readonly y: CompiledYear;
  readonly regime: CompiledRegime;
  /** Resident individual or HUF: the unused basic exemption goes against capital gains. */
  readonly resident: boolean;
}

/** Tax and surcharge (no rebate, no relief) of a computed year. */
export function taxWithSurcharge(
  slabTax: number,
  dividendTax: number,
  gainsTax: GainsTax,
  b: SurchargeBase,
): number {
  const capped = gainsTax.capped + dividendTax;
  const full = slabTax + gainsTax.total - capped;
  return surchargeBeforeRelief(
    b.totalIncome,
    gainsTax.cappedIncome + Math.min(b.dividends, b.slabIncome),
    full,
    capped,
    b.regime,
    b.y.specialCapBp,
  );
}

/**
 * Income-tax + surcharge (no relief, no rebate) on a total income reduced to `threshold`: the
 * excess comes off the slab income first, then off the highest-taxed special-rate income.
 */
export function taxAndSurchargeAt(threshold: number, b: SurchargeBase): number {
  let excess = b.totalIncome - threshold;
  const slabIncome = Math.max(0, b.slabIncome - excess);
  excess -= b.slabIncome - slabIncome;
  const reduced: Gain[] = b.gains.map((g) => ({ ...g }));
  for (const g of reduced) {
    if (excess <= 0) break;
    const take = Math.min(g.income, excess);
    g.income -= take;
    excess -= take;
  }
  const slabTax = slabTaxOf(slabIncome, b.slabs);
  const headroom = b.resident ? Math.max(0, b.slabs.basicExemption - slabIncome) : 0;
  const gainsTax = taxGains(reduced, b.y.exemption112A, headroom);
  const dividends = Math.min(b.dividends, slabIncome);
  const dividendTax = dividendShareOfSlabTax(slabTax, dividends, slabIncome);
  return (
    slabTax +
    gainsTax.total +
    taxWithSurcharge(slabTax, dividendTax, gainsTax, {
      ...b,
      totalIncome: threshold,
      slabIncome,
      dividends,
    })
  );
}
