// computeIncomeTax: the income-tax of an individual for one financial year and regime, with the
// working. Order of computation per tax-rules.md §14:
//   1. salary − exempt HRA − standard deduction − professional tax;
//   2. + house property (set-off limits) + business + other sources + special-rate gains = GTI;
//   3. − Chapter VI-A (caps; only against income other than special-rate gains) = total income,
//      rounded under s.288A;
//   4. slab tax on the non-special part; special-rate gains at their rates after the 112A
//      exemption and the unused basic exemption (residents);
//   5. − rebate u/s 87A (marginal relief in the new regime; from FY 2025-26 never against
//      special-rate tax);
//   6. + surcharge (15 % cap on the special part, marginal relief at every threshold);
//   7. + 4 % cess; the total rounded under s.288B.
// All amounts are whole rupees; every rate is applied with integer arithmetic.
import {
  type CompiledGainsPeriod,
  type CompiledRegime,
  type CompiledSlabs,
  type CompiledYear,
  compiledRulesFor,
  slabTaxOf,
  surchargeRateBp,
} from './compiled';
import { formatInr } from './format';
import { applyRate, divFloor, percentageOf, roundToNearestTen } from './rounding';
import { BUDGET_JULY_2024 } from './rules/cite';
import { DEFAULT_FINANCIAL_YEAR } from './rules/index';
import type {
  DeductionClaims,
  DeductionsAllowed,
  IncomeTaxInput,
  IncomeTaxResult,
  SpecialRateGains,
  SpecialRateIncomeLine,
  Step,
} from './types';

// Constant step labels (no string building on the hot path).
const L_GROSS_SALARY = 'Gross salary';
const L_HRA = 'Less: exempt house rent allowance';
const L_SD = 'Less: standard deduction';
const L_PT = 'Less: professional tax';
const L_SALARY = 'Income from salary';
const L_HOUSE = 'Income from house property';
const L_BUSINESS = 'Profits and gains of business or profession';
const L_OTHER = 'Income from other sources';
const L_GAINS = 'Capital gains taxed at special rates';
const L_GTI = 'Gross total income';
const L_80C = 'Less: 80C + 80CCC + 80CCD(1)';
const L_80CCD1B = 'Less: own NPS contribution';
const L_80CCD2 = "Less: employer's NPS contribution";
const L_80D = 'Less: health insurance (self and family)';
const L_80D_PARENTS = 'Less: health insurance (parents)';
const L_80TTA = 'Less: savings-account interest';
const L_80TTB = 'Less: deposit interest (senior citizen)';
const L_80E = 'Less: education-loan interest';
const L_80G = 'Less: donations';
const L_TOTAL_INCOME = 'Total income (rounded to nearest 10)';
const L_SLAB_TAX = 'Tax at slab rates';
const L_111A = 'Tax on short-term gains (s.111A)';
const L_112A = 'Tax on long-term equity gains (s.112A)';
const L_112 = 'Tax on other long-term gains (s.112)';
const L_TAX_BEFORE_REBATE = 'Tax before rebate';
const L_REBATE = 'Less: rebate u/s 87A';
const L_SURCHARGE = 'Surcharge';
const L_SURCHARGE_RELIEF = 'Less: marginal relief on surcharge';
const L_CESS = 'Health and education cess (4 %)';
const L_TOTAL = 'Total tax payable (rounded to nearest 10)';
const GAINS_NOTE = 's.111A, 112, 112A (ITA 2025 ss.196-198)';
const L_TOTAL_UNROUNDED = 'Tax + surcharge + cess';
const REBATE_RELIEF_NOTE =
  'Marginal relief (first proviso): the tax is limited to the total income above the rebate threshold.';
const SURCHARGE_RELIEF_NOTE =
  'Income-tax + surcharge may not exceed that on the threshold income plus the income above it.';
const SLAB_NOTE_OLD = 'Finance Act, First Schedule Part I Para A';
const SURCHARGE_NOTE = 'Finance Act, First Schedule Part I (surcharge and marginal relief)';

const N_DEFAULT_FY = `Financial year not given: ${DEFAULT_FINANCIAL_YEAR} assumed.`;
const N_NEW_DISALLOWS =
  'The new regime (s.115BAC(2)) disallows the exempt HRA, professional tax, self-occupied home-loan interest (s.24(b)) and Chapter VI-A deductions other than 80CCD(2): ignored.';
const N_NON_RESIDENT =
  'Non-resident: no rebate u/s 87A, below-60 slabs at any age, and no basic-exemption adjustment against special-rate gains.';
const N_80CCD2_BASE_GROSS =
  'Basic + DA not given: the 80CCD(2) limit is computed on the gross salary, an upper bound (the law uses basic + DA), and kept within the income from salary.';
const N_80CCD2_NO_SALARY =
  'Employer NPS contribution (80CCD(2)) needs a salary or basic + DA: not allowed.';
const N_80TTA_SENIOR =
  'Resident senior citizens cannot claim 80TTA (s.80TTA(2)); claim deposit interest under 80TTB instead.';
const N_80TTB_NOT_SENIOR = '80TTB is only for resident senior citizens (60 or more): not allowed.';
const N_HP_NEW =
  'New regime: a house-property loss is not set off against other heads (s.115BAC(2)(ii)(b)).';
const N_STATUTORY_SPECIAL =
  'Special-rate gains: the s.112A exemption and any unused basic exemption are set against the highest-taxed gains first.';
const N_DOUBT_1 =
  'DOUBT-1: the 87A threshold is tested on total income including special-rate gains (the statute), and the rebate never reduces tax on those gains.';
const N_DOUBT_2 =
  'DOUBT-2: rebate u/s 87A allowed against s.111A/112 tax (not s.112A tax) as the statute then read; the ITR utility may disallow the 111A part.';
const N_GAINS_SPLIT_FY2425 =
  'FY 2024-25: gains without a date are taxed at the rates for transfers on or after 23 July 2024; give earlier transfers in capitalGains.before23July2024.';
const N_BEFORE_JULY_IGNORED_SPLIT =
  "This year has no transfers before 23 July 2024 at different rates: those gains are taxed at the year's rates.";

const NO_DEDUCTIONS: DeductionClaims = {};
const NO_LINES: readonly SpecialRateIncomeLine[] = Object.freeze([]);

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

function capNote(what: string, claimed: number, allowed: number, section: string): string {
  return `${what} claimed ${formatInr(claimed)}, capped at ${formatInr(allowed)} (${section}).`;
}

// ---------------------------------------------------------------------------------------------
// Special-rate gains

interface Gain {
  section: '111A' | '112A' | '112';
  before: boolean;
  income: number;
  rateBp: number;
  exemption: number;
  adjustment: number;
  taxable: number;
  tax: number;
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
  if (stcg > 0)
    into.push({
      section: '111A',
      before,
      income: stcg,
      rateBp: period.stcg111ABp,
      exemption: 0,
      adjustment: 0,
      taxable: 0,
      tax: 0,
    });
  if (ltcgA > 0)
    into.push({
      section: '112A',
      before,
      income: ltcgA,
      rateBp: period.ltcg112ABp,
      exemption: 0,
      adjustment: 0,
      taxable: 0,
      tax: 0,
    });
  if (ltcg > 0)
    into.push({
      section: '112',
      before,
      income: ltcg,
      rateBp: period.ltcg112Bp,
      exemption: 0,
      adjustment: 0,
      taxable: 0,
      tax: 0,
    });
}

/** Highest rate first: the order the exemption, the basic-exemption shortfall and losses use. */
function byRateDescending(a: Gain, b: Gain): number {
  return b.rateBp - a.rateBp;
}

/** Reduces the gains (highest rate first) by `amount`; returns what could not be absorbed. */
function absorbIntoGains(gains: Gain[], amount: number): number {
  let left = amount;
  for (const g of gains) {
    if (left <= 0) break;
    const take = Math.min(g.income, left);
    g.income -= take;
    left -= take;
  }
  return left;
}

interface GainsTax {
  total: number;
  tax112A: number;
}

/** Exemption, basic-exemption adjustment and tax of each gain (gains sorted by rate). */
function taxGains(gains: Gain[], exemption112A: number, headroom: number): GainsTax {
  let exemptionLeft = exemption112A;
  let headroomLeft = headroom;
  let total = 0;
  let tax112A = 0;
  for (const g of gains) {
    g.exemption = 0;
    if (g.section === '112A' && exemptionLeft > 0) {
      g.exemption = Math.min(g.income, exemptionLeft);
      exemptionLeft -= g.exemption;
    }
    let taxable = g.income - g.exemption;
    g.adjustment = Math.min(taxable, headroomLeft);
    headroomLeft -= g.adjustment;
    taxable -= g.adjustment;
    g.taxable = taxable;
    g.tax = applyRate(taxable, g.rateBp);
    total += g.tax;
    if (g.section === '112A') tax112A += g.tax;
  }
  return { total, tax112A };
}

/** Surcharge before marginal relief: the special part's rate capped (FA First Schedule provisos). */
function surchargeBeforeRelief(
  totalIncome: number,
  normalIncome: number,
  slabTax: number,
  specialTax: number,
  regime: CompiledRegime,
  capBp: number,
): number {
  const rateAll = surchargeRateBp(totalIncome, regime);
  if (rateAll === 0) return 0;
  let rateNormal = rateAll;
  let rateSpecial = rateAll;
  if (rateAll > capBp) {
    // 25 %/37 % only when total income EXCLUDING special-rate income exceeds 2 crore / 5 crore.
    rateNormal = Math.max(capBp, surchargeRateBp(normalIncome, regime));
    rateSpecial = Math.min(rateNormal, capBp);
  }
  // One rounding for the whole surcharge: split each amount so the products stay exact.
  const hN = Math.floor(slabTax / 10_000);
  const hS = Math.floor(specialTax / 10_000);
  const lowPart = (slabTax - hN * 10_000) * rateNormal + (specialTax - hS * 10_000) * rateSpecial;
  const q = Math.floor(lowPart / 10_000);
  const r = lowPart - q * 10_000;
  return hN * rateNormal + hS * rateSpecial + (2 * r >= 10_000 ? q + 1 : q);
}

/**
 * Income-tax + surcharge (no relief, no rebate) on a total income reduced to `threshold`: the
 * excess comes off the slab income first, then off the highest-taxed gains.
 */
function taxAndSurchargeAt(
  threshold: number,
  totalIncome: number,
  normalIncome: number,
  gains: readonly Gain[],
  slabs: CompiledSlabs,
  y: CompiledYear,
  regime: CompiledRegime,
  resident: boolean,
): number {
  let excess = totalIncome - threshold;
  const normal = Math.max(0, normalIncome - excess);
  excess -= normalIncome - normal;
  const reduced: Gain[] = gains.map((g) => ({ ...g }));
  if (excess > 0) absorbIntoGains(reduced, excess);
  const slabTax = slabTaxOf(normal, slabs);
  const headroom = resident ? Math.max(0, slabs.basicExemption - normal) : 0;
  const { total: specialTax } = taxGains(reduced, y.exemption112A, headroom);
  return (
    slabTax +
    specialTax +
    surchargeBeforeRelief(threshold, normal, slabTax, specialTax, regime, y.specialCapBp)
  );
}

// ---------------------------------------------------------------------------------------------

/** Income-tax of one year and regime, with the working (`steps`) and `notes`. */
export function computeIncomeTax(input: IncomeTaxInput): IncomeTaxResult {
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const y = compiledRulesFor(financialYear);
  const regime = input.regime;
  const isOld = regime === 'old';
  const R = isOld ? y.old : y.new;
  const resident = input.residentialStatus !== 'nonResident';
  const ageGroup = input.ageGroup ?? 'below60';
  const seniorResident = resident && ageGroup !== 'below60';
  const slabs = R.slabs[resident ? ageGroup : 'below60'];
  const d = input.deductions ?? NO_DEDUCTIONS;
  const steps: Step[] = [];
  const notes: string[] = [];
  if (input.financialYear === undefined) notes.push(N_DEFAULT_FY);
  if (!resident) notes.push(N_NON_RESIDENT);

  // 1. Salary (s.15-17): exempt HRA (s.10(13A)), standard deduction (s.16(ia)), professional tax (s.16(iii)).
  const annual = whole(input.annualIncome);
  const isSalary = input.incomeType !== 'other';
  const grossSalary = isSalary ? annual : 0;
  let disallowedInNew = false;

  const hraClaim = whole(d.hra);
  let hra = 0;
  if (hraClaim > 0) {
    if (!isOld) disallowedInNew = true;
    else {
      hra = Math.min(hraClaim, grossSalary);
      if (hra < hraClaim)
        notes.push(capNote('Exempt HRA', hraClaim, hra, 's.10(13A): not more than the salary'));
    }
  }
  const standardDeduction = grossSalary > 0 ? Math.min(R.standardDeduction, grossSalary - hra) : 0;
  const ptClaim = whole(d.professionalTax);
  let professionalTax = 0;
  if (ptClaim > 0) {
    if (!isOld) disallowedInNew = true;
    else professionalTax = Math.min(ptClaim, grossSalary - hra - standardDeduction);
  }
  const salary = grossSalary - hra - standardDeduction - professionalTax;
  if (grossSalary > 0) {
    steps.push({ label: L_GROSS_SALARY, amount: grossSalary, section: '17' });
    if (hra > 0) steps.push({ label: L_HRA, amount: hra, section: '10(13A)' });
    steps.push({ label: L_SD, amount: standardDeduction, section: '16(ia)', section2025: '19(1)' });
    if (professionalTax > 0)
      steps.push({ label: L_PT, amount: professionalTax, section: '16(iii)' });
    steps.push({ label: L_SALARY, amount: salary, section: '15' });
  }

  // 2. House property: self-occupied interest (s.24(b), old only, 2 lakh) + other house property;
  //    a loss is set off against other heads up to 2 lakh (s.71(3A)) in the old regime only.
  const sopClaim = whole(d.homeLoanInterest);
  let sop = 0;
  if (sopClaim > 0) {
    if (!isOld) disallowedInNew = true;
    else {
      sop = Math.min(sopClaim, y.limitSelfOccupiedInterest);
      if (sop < sopClaim)
        notes.push(capNote('Self-occupied home-loan interest', sopClaim, sop, 's.24(b)'));
    }
  }
  const otherHouse = whole(input.housePropertyIncome);
  const houseNet = otherHouse - sop;
  let house = houseNet;
  let houseLossNotSetOff = 0;
  if (houseNet < 0) {
    const loss = -houseNet;
    const setOff = isOld ? Math.min(loss, y.limitHousePropertySetOff) : 0;
    house = setOff > 0 ? -setOff : 0; // never -0
    houseLossNotSetOff = loss - setOff;
    if (!isOld) notes.push(N_HP_NEW);
    else if (houseLossNotSetOff > 0) {
      notes.push(
        `House-property loss ${formatInr(loss)}: ${formatInr(setOff)} set off against other income (s.71(3A)); ${formatInr(houseLossNotSetOff)} carried forward (s.71B).`,
      );
    }
  }
  if (sopClaim > 0 || otherHouse !== 0)
    steps.push({ label: L_HOUSE, amount: house, section: '24' });

  const business = whole(input.businessIncome);
  const otherSources = (isSalary ? 0 : annual) + whole(input.otherIncome);
  if (business > 0) steps.push({ label: L_BUSINESS, amount: business, section: '28' });
  if (otherSources > 0) steps.push({ label: L_OTHER, amount: otherSources, section: '56' });

  // Special-rate gains (s.111A, 112A, 112).
  let gains: Gain[] | undefined;
  const cg = input.capitalGains;
  if (cg) {
    const list: Gain[] = [];
    pushGains(list, cg, y.gainsMain, false);
    if (cg.before23July2024) {
      if (y.gainsBefore.from >= BUDGET_JULY_2024) notes.push(N_BEFORE_JULY_IGNORED_SPLIT);
      pushGains(list, cg.before23July2024, y.gainsBefore, y.yearSplitsGains);
    }
    if (list.length > 0) {
      list.sort(byRateDescending);
      gains = list;
      if (y.yearSplitsGains) notes.push(N_GAINS_SPLIT_FY2425);
    }
  }

  let normalGross = salary + house + business + otherSources;
  if (normalGross < 0) {
    // Only a house-property loss makes this negative: the rest is set off against gains.
    if (gains) absorbIntoGains(gains, -normalGross);
    normalGross = 0;
  }
  let specialIncome = 0;
  if (gains) for (const g of gains) specialIncome += g.income;
  if (specialIncome > 0) steps.push({ label: L_GAINS, amount: specialIncome, note: GAINS_NOTE });
  const grossTotalIncome = normalGross + specialIncome;
  steps.push({ label: L_GTI, amount: grossTotalIncome, section: '80B(5)' });

  // 3. Chapter VI-A deductions with their caps; new regime: 80CCD(2) only.
  let s80C = 0;
  let s80CCD1B = 0;
  let s80D = 0;
  let s80DParents = 0;
  let s80TTA = 0;
  let s80TTB = 0;
  let s80E = 0;
  let s80G = 0;
  const c80C = whole(d.section80C);
  const c80CCD1B = whole(d.section80CCD1B);
  const c80D = whole(d.section80D);
  const c80DParents = whole(d.section80DParents);
  const c80TTA = whole(d.section80TTA);
  const c80TTB = whole(d.section80TTB);
  const c80E = whole(d.section80E);
  const c80G = whole(d.section80G);
  if (isOld) {
    if (c80C > 0) {
      s80C = Math.min(c80C, y.limit80C);
      if (s80C < c80C) notes.push(capNote('80C + 80CCC + 80CCD(1)', c80C, s80C, 's.80C/80CCE'));
    }
    if (c80CCD1B > 0) {
      s80CCD1B = Math.min(c80CCD1B, y.limit80CCD1B);
      if (s80CCD1B < c80CCD1B) notes.push(capNote('80CCD(1B)', c80CCD1B, s80CCD1B, 's.80CCD(1B)'));
    }
    if (c80D > 0) {
      const limit = seniorResident ? y.limit80DSelfSenior : y.limit80DSelf;
      s80D = Math.min(c80D, limit);
      if (s80D < c80D) notes.push(capNote('80D (self and family)', c80D, s80D, 's.80D'));
    }
    if (c80DParents > 0) {
      const limit = d.parentsSenior ? y.limit80DParentsSenior : y.limit80DParents;
      s80DParents = Math.min(c80DParents, limit);
      if (s80DParents < c80DParents)
        notes.push(capNote('80D (parents)', c80DParents, s80DParents, 's.80D'));
    }
    if (c80TTA > 0) {
      if (seniorResident) notes.push(N_80TTA_SENIOR);
      else {
        s80TTA = Math.min(c80TTA, y.limit80TTA);
        if (s80TTA < c80TTA) notes.push(capNote('80TTA', c80TTA, s80TTA, 's.80TTA'));
      }
    }
    if (c80TTB > 0) {
      if (!seniorResident) notes.push(N_80TTB_NOT_SENIOR);
      else {
        s80TTB = Math.min(c80TTB, y.limit80TTB);
        if (s80TTB < c80TTB) notes.push(capNote('80TTB', c80TTB, s80TTB, 's.80TTB'));
      }
    }
    s80E = c80E;
    s80G = c80G;
  } else if (c80C + c80CCD1B + c80D + c80DParents + c80TTA + c80TTB + c80E + c80G > 0) {
    disallowedInNew = true;
  }
  let s80CCD2 = 0;
  const c80CCD2 = whole(d.section80CCD2);
  if (c80CCD2 > 0) {
    const percent = isOld ? y.percent80CCD2Old : y.percent80CCD2New;
    const basicPlusDa = whole(input.basicPlusDa);
    const base = basicPlusDa > 0 ? basicPlusDa : grossSalary;
    if (base <= 0) notes.push(N_80CCD2_NO_SALARY);
    else {
      let limit = divFloor(base * percent, 100);
      if (basicPlusDa <= 0) {
        // Proxy base: also keep the deduction within the salary income the contribution is part
        // of (s.17(1)(viii)), so a salary below the standard deduction cannot create one.
        notes.push(N_80CCD2_BASE_GROSS);
        limit = Math.min(limit, salary);
      }
      s80CCD2 = Math.min(c80CCD2, limit);
      if (s80CCD2 < c80CCD2)
        notes.push(
          capNote(
            '80CCD(2)',
            c80CCD2,
            s80CCD2,
            `s.80CCD(2): ${percent} % of ${basicPlusDa > 0 ? 'basic + DA' : 'gross salary'}`,
          ),
        );
    }
  }
  if (disallowedInNew) notes.push(N_NEW_DISALLOWS);

  const viaClaimed = s80C + s80CCD1B + s80CCD2 + s80D + s80DParents + s80TTA + s80TTB + s80E + s80G;
  // s.80A(2): Chapter VI-A cannot exceed gross total income; s.111A/112/112A: not against those gains.
  const chapterVIA = Math.min(viaClaimed, normalGross);
  if (chapterVIA < viaClaimed) {
    notes.push(
      `Chapter VI-A deductions ${formatInr(viaClaimed)} limited to ${formatInr(chapterVIA)}: they cannot exceed gross total income other than special-rate gains (s.80A(2), s.111A/112/112A).`,
    );
  }
  if (s80C > 0) steps.push({ label: L_80C, amount: s80C, section: '80C' });
  if (s80CCD1B > 0) steps.push({ label: L_80CCD1B, amount: s80CCD1B, section: '80CCD(1B)' });
  if (s80CCD2 > 0) steps.push({ label: L_80CCD2, amount: s80CCD2, section: '80CCD(2)' });
  if (s80D > 0) steps.push({ label: L_80D, amount: s80D, section: '80D' });
  if (s80DParents > 0) steps.push({ label: L_80D_PARENTS, amount: s80DParents, section: '80D' });
  if (s80TTA > 0) steps.push({ label: L_80TTA, amount: s80TTA, section: '80TTA' });
  if (s80TTB > 0) steps.push({ label: L_80TTB, amount: s80TTB, section: '80TTB' });
  if (s80E > 0) steps.push({ label: L_80E, amount: s80E, section: '80E' });
  if (s80G > 0) steps.push({ label: L_80G, amount: s80G, section: '80G' });

  // Total income, s.288A: the rounding difference goes to the slab income.
  const totalIncomeExact = grossTotalIncome - chapterVIA;
  const taxableIncome = roundToNearestTen(totalIncomeExact);
  let normalIncome = normalGross - chapterVIA + (taxableIncome - totalIncomeExact);
  if (normalIncome < 0) {
    // Only when the slab income is nil and the gains round down: trim the largest gain.
    if (gains) absorbIntoGains(gains, -normalIncome);
    normalIncome = 0;
  }
  steps.push({ label: L_TOTAL_INCOME, amount: taxableIncome, section: '288A', section2025: '516' });

  // 4. Tax: slab rates on the slab income; special rates on the gains.
  const slabTax = slabTaxOf(normalIncome, slabs);
  steps.push(
    isOld
      ? { label: L_SLAB_TAX, amount: slabTax, note: SLAB_NOTE_OLD }
      : { label: L_SLAB_TAX, amount: slabTax, section: '115BAC(1A)', section2025: '202(1)' },
  );
  let specialTax = 0;
  let tax112A = 0;
  if (gains) {
    const headroom = resident ? Math.max(0, slabs.basicExemption - normalIncome) : 0;
    const taxed = taxGains(gains, y.exemption112A, headroom);
    specialTax = taxed.total;
    tax112A = taxed.tax112A;
    notes.push(N_STATUTORY_SPECIAL);
    for (const g of gains) {
      if (g.income <= 0) continue;
      if (g.section === '111A')
        steps.push({ label: L_111A, amount: g.tax, section: '111A', section2025: '196' });
      else if (g.section === '112A')
        steps.push({ label: L_112A, amount: g.tax, section: '112A', section2025: '198' });
      else steps.push({ label: L_112, amount: g.tax, section: '112', section2025: '197' });
    }
  }
  const taxBeforeRebate = slabTax + specialTax;
  steps.push({ label: L_TAX_BEFORE_REBATE, amount: taxBeforeRebate });

  // 5. Rebate u/s 87A (resident individuals).
  let rebate87A = 0;
  if (resident && taxBeforeRebate > 0) {
    const rule = R.rebate;
    // Old regime and the new regime to FY 2024-25: not against s.112A tax (s.112A(6));
    // from FY 2025-26 in the new regime: not more than the slab tax (second proviso).
    const base = rule.limitedToSlabTax ? slabTax : taxBeforeRebate - tax112A;
    if (taxableIncome <= rule.threshold) rebate87A = Math.min(base, rule.maxRebate);
    else if (rule.marginalRelief)
      rebate87A = Math.min(base, Math.max(0, taxBeforeRebate - (taxableIncome - rule.threshold)));
    if (rebate87A > 0) {
      steps.push(
        taxableIncome > rule.threshold
          ? {
              label: L_REBATE,
              amount: rebate87A,
              section: '87A',
              section2025: '156',
              note: REBATE_RELIEF_NOTE,
            }
          : { label: L_REBATE, amount: rebate87A, section: '87A', section2025: '156' },
      );
      if (specialTax > 0) notes.push(rule.limitedToSlabTax ? N_DOUBT_1 : N_DOUBT_2);
    }
  }
  const taxAfterRebate = taxBeforeRebate - rebate87A;

  // 6. Surcharge with the special-income cap and marginal relief at the nearest threshold below.
  let surcharge = 0;
  let surchargeMarginalRelief = 0;
  if (taxableIncome > (R.surchargeAbove[0] as number)) {
    const gross = surchargeBeforeRelief(
      taxableIncome,
      normalIncome,
      slabTax,
      specialTax,
      R,
      y.specialCapBp,
    );
    let threshold = 0;
    for (const above of R.surchargeAbove) if (taxableIncome > above) threshold = above;
    const ceiling =
      taxAndSurchargeAt(
        threshold,
        taxableIncome,
        normalIncome,
        gains ?? [],
        slabs,
        y,
        R,
        resident,
      ) +
      (taxableIncome - threshold);
    surchargeMarginalRelief = Math.max(0, Math.min(gross, taxAfterRebate + gross - ceiling));
    surcharge = gross - surchargeMarginalRelief;
    steps.push({ label: L_SURCHARGE, amount: gross, note: SURCHARGE_NOTE });
    if (surchargeMarginalRelief > 0)
      steps.push({
        label: L_SURCHARGE_RELIEF,
        amount: surchargeMarginalRelief,
        note: SURCHARGE_RELIEF_NOTE,
      });
  }

  // 7. Cess and s.288B rounding of the total.
  const cess = applyRate(taxAfterRebate + surcharge, y.cessBp);
  steps.push({ label: L_CESS, amount: cess });
  const unrounded = taxAfterRebate + surcharge + cess;
  const totalTax = roundToNearestTen(unrounded);
  if (unrounded !== totalTax) steps.push({ label: L_TOTAL_UNROUNDED, amount: unrounded });
  steps.push({ label: L_TOTAL, amount: totalTax, section: '288B', section2025: '516' });

  const deductionsAllowed: DeductionsAllowed = {
    standardDeduction,
    hraExemption: hra,
    professionalTax,
    selfOccupiedInterest: sop,
    section80C: s80C,
    section80CCD1B: s80CCD1B,
    section80CCD2: s80CCD2,
    section80D: s80D,
    section80DParents: s80DParents,
    section80TTA: s80TTA,
    section80TTB: s80TTB,
    section80E: s80E,
    section80G: s80G,
    chapterVIA,
  };

  let specialRateIncome = NO_LINES;
  if (gains) {
    const lines: SpecialRateIncomeLine[] = [];
    for (const g of gains) {
      lines.push({
        section: g.section,
        before23July2024: g.before,
        income: g.income,
        exemption: g.exemption,
        basicExemptionAdjustment: g.adjustment,
        taxable: g.taxable,
        ratePercent: g.rateBp / 100,
        tax: g.tax,
      });
    }
    specialRateIncome = lines;
  }

  return {
    financialYear,
    regime,
    grossTotalIncome,
    totalDeductions: hra + standardDeduction + professionalTax + sop + chapterVIA,
    taxableIncome,
    taxBeforeRebate,
    rebate87A,
    surcharge,
    surchargeMarginalRelief,
    cess,
    totalTax,
    effectiveRate: percentageOf(totalTax, grossTotalIncome),
    slabTax,
    specialRateTax: specialTax,
    heads: {
      salary,
      houseProperty: house,
      businessOrProfession: business,
      capitalGains: specialIncome,
      otherSources,
    },
    housePropertyLossNotSetOff: houseLossNotSetOff,
    deductionsAllowed,
    specialRateIncome,
    steps,
    notes,
  };
}
