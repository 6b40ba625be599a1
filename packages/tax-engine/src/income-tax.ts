// computeIncomeTax: an individual's or HUF's income-tax for one financial year and regime, with the
// working. The steps (each in its own module; the package README walks through them):
//   1. heads of income: salary, house property, business (with presumptive income), capital gains
//      (transfers classified, losses set off within the head), other sources;
//   2. inter-head set-off of a house-property loss and the gross total income;
//   3. Chapter VI-A deductions (only against income other than special-rate income);
//   4. total income rounded under s.288A;
//   5. tax by rate class: slab rates; s.111A/112/112A gains after the 112A exemption and the unused
//      basic exemption; 30 % flat income;
//   6. rebate u/s 87A; 7. surcharge (15 % cap on gains and dividends, marginal relief at every
//      threshold); 8. cess; the total rounded under s.288B;
//   9. taxes paid, interest u/s 234A/B/C, the s.234F fee and the balance payable or refund.
// All amounts are whole rupees; every rate is applied with integer arithmetic.
import { type CompiledSlabs, compiledRulesFor, slabTaxOf } from './compiled';
import { chapterVIA } from './deductions';
import { interestAndBalance } from './interest';
import { presumptiveBusinessIncome } from './presumptive';
import { applyRate, percentageOf, roundToNearestTen } from './rounding';
import { DEFAULT_FINANCIAL_YEAR } from './rules/index';
import { textOf, type EngineOptions } from './text/en/index';
import type {
  DeductionClaims,
  DeductionsAllowed,
  IncomeTaxInput,
  IncomeTaxResult,
  InterestAndFee,
  SetOffLine,
  SetOffResult,
  SlabBreakdownLine,
  SpecialRateIncomeLine,
  Step,
  TaxesPaidSummary,
} from './types';
import { capitalGainsHead, capitalGainsLines, type SlabTranche } from './year/capital-gains-head';
import { whole } from './year/common';
import { housePropertyHead } from './year/house-property';
import { otherSourcesHead } from './year/other-sources';
import { salaryHead } from './year/salary';
import {
  type Gain,
  type SurchargeBase,
  absorbIntoGains,
  byRateDescending,
  dividendShareOfSlabTax,
  taxAndSurchargeAt,
  taxGains,
  taxWithSurcharge,
} from './year/special-rates';

const NO_DEDUCTIONS: DeductionClaims = {};
const NO_LINES: readonly SpecialRateIncomeLine[] = Object.freeze([]);
const NO_INTEREST: InterestAndFee = Object.freeze({ s234A: 0, s234B: 0, s234C: 0, s234F: 0 });
const NOTHING_PAID: TaxesPaidSummary = Object.freeze({
  tds: 0,
  tcs: 0,
  advanceTax: 0,
  selfAssessmentTax: 0,
  total: 0,
});
const NOTHING_SET_OFF: SetOffResult = Object.freeze({
  lines: Object.freeze([]),
  carriedForward: Object.freeze({
    shortTermCapitalLoss: 0,
    longTermCapitalLoss: 0,
    houseProperty: 0,
  }),
});

/** Each slab band with the income that falls in it and its tax. */
function slabBreakdown(income: number, slabs: CompiledSlabs): SlabBreakdownLine[] {
  const n = slabs.lower.length;
  const lines: SlabBreakdownLine[] = new Array<SlabBreakdownLine>(n);
  for (let i = 0; i < n; i++) {
    const from = slabs.lower[i] as number;
    const full = slabs.fullLine[i] ?? null;
    if (income <= from) lines[i] = slabs.emptyLine[i] as SlabBreakdownLine;
    else if (full !== null && income >= (full.to as number)) lines[i] = full;
    else {
      const inBand = income - from;
      lines[i] = {
        from,
        to: full === null ? null : full.to,
        ratePercent: slabs.ratePercent[i] as number,
        income: inBand,
        tax: applyRate(inBand, slabs.rateBp[i] as number),
      };
    }
  }
  return lines;
}

/**
 * Slab-rate gains stacked on `base` (the year's other slab income), split by the band each part
 * falls in, the top part first: a loss set off against a part saves that band's rate.
 */
function slabTranches(base: number, gains: number, slabs: CompiledSlabs): SlabTranche[] {
  const tranches: SlabTranche[] = [];
  let top = base + gains;
  for (let i = slabs.lower.length - 1; i >= 0 && top > base; i--) {
    const floor = Math.max(base, slabs.lower[i] as number);
    if (top > floor) {
      tranches.push({ amount: top - floor, rateBp: slabs.rateBp[i] as number });
      top = floor;
    }
  }
  return tranches;
}

/** Income-tax of one year and regime, with the working (`steps`) and `notes`. */
export function computeIncomeTax(
  input: IncomeTaxInput,
  options: EngineOptions = {},
): IncomeTaxResult {
  const t = textOf(options);
  const x = t.incomeTax;
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const y = compiledRulesFor(financialYear);
  const regime = input.regime;
  const isOld = regime === 'old';
  const R = isOld ? y.old : y.new;
  const resident = input.residentialStatus !== 'nonResident';
  const huf = input.taxpayerType === 'huf';
  const ageGroup = huf ? 'below60' : (input.ageGroup ?? 'below60');
  const slabs = R.slabs[resident ? ageGroup : 'below60'];
  const d = input.deductions ?? NO_DEDUCTIONS;
  const steps: Step[] = [];
  const notes: string[] = [];
  const setOff: SetOffLine[] = [];
  if (input.financialYear === undefined)
    notes.push(t.common.financialYearAssumed(DEFAULT_FINANCIAL_YEAR));
  if (!resident) notes.push(x.nonResident);
  if (huf) notes.push(x.huf);

  // 1. Heads of income.
  const salary = salaryHead(input, { y, R, isOld, huf, financialYear }, steps, notes, t);
  const house = housePropertyHead(
    input,
    { y, isOld },
    whole(input.broughtForwardLosses?.houseProperty),
    setOff,
    steps,
    notes,
    t,
  );

  let business = whole(input.businessIncome);
  let presumptiveOnly = false;
  if (input.presumptive) {
    const p = presumptiveBusinessIncome(
      input.presumptive,
      financialYear,
      resident,
      huf ? 'huf' : 'individual',
      t,
    );
    for (const s of p.steps) steps.push(s);
    for (const n of p.notes) notes.push(n);
    presumptiveOnly = p.eligible && business === 0 && input.presumptive.businessType !== '44AE';
    business += p.income;
  }
  if (business > 0)
    steps.push({ label: x.business, amount: business, section: '28', section2025: '26' });

  const annualIsOther = input.incomeType === 'other' || huf;
  const other = otherSourcesHead(input, y, isOld, resident, annualIsOther, steps, notes, t);

  let normalGross = salary.income + house.income + business + other.income;
  const cg = capitalGainsHead(
    input,
    y,
    resident,
    (slabGains) => slabTranches(Math.max(0, normalGross), slabGains, slabs),
    setOff,
    steps,
    notes,
    t,
  );
  normalGross += cg.slabGains;

  let gains: Gain[] | undefined = cg.gains;
  if (other.flat.length > 0) {
    gains = gains ? gains.concat(other.flat) : other.flat.slice();
    gains.sort(byRateDescending);
  }

  // 2. A house-property loss beyond the other heads is set off against capital gains.
  if (normalGross < 0) {
    if (gains) absorbIntoGains(gains, -normalGross);
    normalGross = 0;
  }
  let capitalIncome = 0;
  let flatIncome = 0;
  let nrDividends = 0;
  if (gains)
    for (const g of gains) {
      if (g.capital) capitalIncome += g.income;
      else if (g.section === '115A') nrDividends += g.income;
      else flatIncome += g.income;
    }
  if (capitalIncome > 0)
    steps.push({ label: x.gains, amount: capitalIncome, note: x.gainsCitation });
  const grossTotalIncome = normalGross + capitalIncome + flatIncome + nrDividends;
  steps.push({ label: x.grossTotalIncome, amount: grossTotalIncome, section: '80B(5)' });

  // 3. Chapter VI-A, never against special-rate income (s.80A(2), s.111A/112/112A, s.115BB).
  const via = chapterVIA(
    d,
    {
      y,
      isOld,
      resident,
      ageGroup,
      taxpayerType: huf ? 'huf' : 'individual',
      employerType: input.employerType ?? 'private',
      normalGross,
      grossSalary: salary.gross,
      basicPlusDa: salary.basicPlusDa,
      salaryIncome: salary.income,
      receivesHra: salary.receivesHra,
    },
    steps,
    notes,
    t,
  );
  if (via.disallowedInNew || salary.disallowedInNew || house.disallowedInNew)
    notes.push(x.newDisallows);
  const chapterVIATotal = via.total;

  // 4. Total income, s.288A: the rounding difference goes to the slab income.
  const totalIncomeExact = grossTotalIncome - chapterVIATotal;
  const taxableIncome = roundToNearestTen(totalIncomeExact);
  let normalIncome = normalGross - chapterVIATotal + (taxableIncome - totalIncomeExact);
  if (normalIncome < 0) {
    // Only when the slab income is nil and the gains round down: trim the largest gain.
    if (gains) absorbIntoGains(gains, -normalIncome);
    normalIncome = 0;
  }
  steps.push({ label: x.totalIncome, amount: taxableIncome, section: '288A', section2025: '516' });

  // 5. Tax: slab rates on the slab income; special rates on the rest.
  const slabTax = slabTaxOf(normalIncome, slabs);
  steps.push(
    isOld
      ? { label: x.slabTax, amount: slabTax, note: x.slabCitationOld }
      : { label: x.slabTax, amount: slabTax, section: '115BAC(1A)', section2025: '202(1)' },
  );
  let specialTax = 0;
  let tax112A = 0;
  let gainsTax = { total: 0, tax112A: 0, capital: 0, capped: 0, cappedIncome: 0 };
  if (gains) {
    const headroom = resident ? Math.max(0, slabs.basicExemption - normalIncome) : 0;
    gainsTax = taxGains(gains, y.exemption112A, headroom);
    specialTax = gainsTax.total;
    tax112A = gainsTax.tax112A;
    if (capitalIncome > 0) notes.push(x.statutorySpecial);
    for (const g of gains) {
      if (g.income <= 0) continue;
      if (g.section === '111A')
        steps.push({ label: x.tax111A, amount: g.tax, section: '111A', section2025: '196' });
      else if (g.section === '112A')
        steps.push({ label: x.tax112A, amount: g.tax, section: '112A', section2025: '198' });
      else if (g.section === '112')
        steps.push({ label: x.tax112, amount: g.tax, section: '112', section2025: '197' });
      else if (g.section === '115A')
        steps.push({ label: x.tax115A, amount: g.tax, section: '115A', section2025: '207(1)' });
      // ss.115BB, 115BBJ and 115BBH are rows of one Table in ITA 2025 s.194.
      else steps.push({ label: x.flatTax, amount: g.tax, section: g.section, section2025: '194' });
    }
  }
  const taxBeforeRebate = slabTax + specialTax;
  steps.push({ label: x.taxBeforeRebate, amount: taxBeforeRebate });

  // 6. Rebate u/s 87A (resident individuals).
  let rebate87A = 0;
  if (resident && !huf && taxBeforeRebate > 0) {
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
              label: x.lessRebate,
              amount: rebate87A,
              section: '87A',
              section2025: '156',
              note: x.rebateRelief,
            }
          : { label: x.lessRebate, amount: rebate87A, section: '87A', section2025: '156' },
      );
      if (gainsTax.capital > 0) notes.push(rule.limitedToSlabTax ? x.doubt1 : x.doubt2);
      if (flatIncome > 0 && !rule.limitedToSlabTax) notes.push(x.flatRebate);
    }
  }
  const taxAfterRebate = taxBeforeRebate - rebate87A;

  // 7. Surcharge with the 15 % cap and marginal relief at the nearest threshold below.
  let surcharge = 0;
  let surchargeMarginalRelief = 0;
  if (taxableIncome > (R.surchargeAbove[0] as number)) {
    const dividends = Math.min(other.dividends, normalIncome);
    const base: SurchargeBase = {
      totalIncome: taxableIncome,
      slabIncome: normalIncome,
      dividends,
      gains: gains ?? [],
      slabs,
      y,
      regime: R,
      resident,
    };
    const dividendTax = dividendShareOfSlabTax(slabTax, dividends, normalIncome);
    if (dividendTax > 0) notes.push(x.dividendSurcharge);
    const gross = taxWithSurcharge(slabTax, dividendTax, gainsTax, base);
    let threshold = 0;
    for (const above of R.surchargeAbove) if (taxableIncome > above) threshold = above;
    const ceiling = taxAndSurchargeAt(threshold, base) + (taxableIncome - threshold);
    surchargeMarginalRelief = Math.max(0, Math.min(gross, taxAfterRebate + gross - ceiling));
    surcharge = gross - surchargeMarginalRelief;
    steps.push({ label: x.surcharge, amount: gross, note: x.surchargeCitation });
    if (surchargeMarginalRelief > 0)
      steps.push({
        label: x.lessSurchargeRelief,
        amount: surchargeMarginalRelief,
        note: x.surchargeRelief,
      });
  }

  // 8. Cess and s.288B rounding of the total.
  const cess = applyRate(taxAfterRebate + surcharge, y.cessBp);
  steps.push({ label: x.cess, amount: cess });
  const unrounded = taxAfterRebate + surcharge + cess;
  const totalTax = roundToNearestTen(unrounded);
  if (unrounded !== totalTax) steps.push({ label: x.totalUnrounded, amount: unrounded });
  steps.push({ label: x.totalTax, amount: totalTax, section: '288B', section2025: '516' });

  // 9. Taxes paid, interest and fee, balance. A request with a whole-year part is told when
  // interest was not worked out; the simple requests keep their notes.
  const wholeYear =
    salary.detailsGiven ||
    house.listGiven ||
    cg.transfersGiven ||
    other.wholeYearGiven ||
    input.presumptive !== undefined;
  const hasBusinessIncome = business > 0 || input.presumptive !== undefined;
  let interest = NO_INTEREST;
  let taxesPaid: TaxesPaidSummary;
  let balancePayable: number;
  let filedLate = false;
  if (input.taxesPaid !== undefined || input.returnFiledOn !== undefined) {
    const paid = interestAndBalance(
      {
        financialYear,
        totalTax,
        totalIncome: taxableIncome,
        returnRequired: grossTotalIncome > slabs.basicExemption,
        hasBusinessIncome,
        presumptiveOnly,
        seniorExemptFromAdvanceTax:
          resident && !huf && ageGroup !== 'below60' && !hasBusinessIncome,
        ...(input.taxesPaid ? { taxesPaid: input.taxesPaid } : {}),
        ...(input.returnFiledOn ? { returnFiledOn: input.returnFiledOn } : {}),
        ...(input.returnDueDate ? { returnDueDate: input.returnDueDate } : {}),
      },
      t,
    );
    for (const s of paid.steps) steps.push(s);
    for (const n of paid.notes) notes.push(n);
    interest = paid.interest;
    taxesPaid = paid.taxesPaid;
    balancePayable = paid.balancePayable;
    filedLate = paid.filedLate;
  } else {
    taxesPaid = NOTHING_PAID;
    balancePayable = totalTax;
    if (totalTax > 0 && wholeYear) notes.push(x.noTaxesPaid);
  }
  const regimeAvailable = !(isOld && filedLate && !hasBusinessIncome);
  if (!regimeAvailable) notes.push(x.oldRegimeLate);

  const a = via.allowed;
  const deductionsAllowed: DeductionsAllowed = {
    standardDeduction: salary.standardDeduction,
    hraExemption: salary.hraExemption,
    professionalTax: salary.professionalTax,
    selfOccupiedInterest: house.selfOccupiedInterest,
    // Field by field: spreading the frozen record is many times slower on this hot path.
    section80C: a.section80C,
    section80CCD1B: a.section80CCD1B,
    section80CCD2: a.section80CCD2,
    section80D: a.section80D,
    section80DParents: a.section80DParents,
    section80TTA: a.section80TTA,
    section80TTB: a.section80TTB,
    section80E: a.section80E,
    section80G: a.section80G,
    section80CCC: a.section80CCC,
    section80CCD1: a.section80CCD1,
    section80DD: a.section80DD,
    section80U: a.section80U,
    section80DDB: a.section80DDB,
    section80GG: a.section80GG,
    section80EE: a.section80EE,
    section80EEA: a.section80EEA,
    familyPension: other.familyPensionDeduction,
    chapterVIA: chapterVIATotal,
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
    totalDeductions:
      salary.hraExemption +
      salary.standardDeduction +
      salary.professionalTax +
      house.selfOccupiedInterest +
      chapterVIATotal,
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
      salary: salary.income,
      houseProperty: house.income,
      businessOrProfession: business,
      business,
      capitalGains: capitalIncome + cg.slabGains,
      otherSources: other.income + flatIncome + nrDividends,
    },
    housePropertyLossNotSetOff: house.lossNotSetOff,
    deductionsAllowed,
    specialRateIncome,
    capitalGainsByRate: capitalGainsLines(gains, cg.slabGains),
    slabBreakdown: slabBreakdown(normalIncome, slabs),
    setOff:
      setOff.length === 0 &&
      cg.carriedForwardShortTerm + cg.carriedForwardLongTerm + house.carriedForward === 0
        ? NOTHING_SET_OFF
        : {
            lines: setOff,
            carriedForward: {
              shortTermCapitalLoss: cg.carriedForwardShortTerm,
              longTermCapitalLoss: cg.carriedForwardLongTerm,
              houseProperty: house.carriedForward,
            },
          },
    interest,
    taxesPaid,
    balancePayable,
    regimeAvailable,
    steps,
    notes,
  };
}
