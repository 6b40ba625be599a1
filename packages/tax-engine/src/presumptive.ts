// computePresumptive: s.44AD (business, 6 % digital / 8 % other receipts, 2 crore / 3 crore),
// s.44ADA (profession, 50 %, 50 lakh / 75 lakh) and s.44AE (goods carriages, per vehicle per
// month); ITA 2025 s.58(2) Table Sl. 1, 3 and 2.
import { divRoundHalfUp, percentageOf } from './rounding';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
import { EN, textOf, type EngineOptions, type EngineText } from './text/en/index';
import type {
  FinancialYear,
  PresumptiveIncomeInput,
  PresumptiveInput,
  PresumptiveResult,
  PresumptiveRules,
  PresumptiveVehicle,
  Step,
} from './types';

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

/** The income of one section before the eligibility common to all (residence). */
interface SectionOutcome {
  readonly income: number;
  readonly eligible: boolean;
  readonly limit: number;
}

interface Working {
  readonly steps: Step[];
  readonly notes: string[];
}

/**
 * Turnover limit (2 crore / 50 lakh, or 3 crore / 75 lakh when cash receipts are at most 5 %)
 * shared by 44AD and 44ADA.
 */
function turnoverLimit(
  input: PresumptiveInput,
  gross: number,
  rule: {
    readonly limit: number;
    readonly enhancedLimit: number;
    readonly cashLimitPercent: number;
  },
  w: Working,
  t: EngineText,
): { limit: number; withinLimit: boolean } {
  const section = input.businessType;
  const digital = Math.min(whole(input.digitalReceipts), gross);
  let cash: number;
  if (input.cashReceipts === undefined) {
    cash = gross - digital;
    // Only when receipts were actually assumed to be cash.
    if (cash > 0) w.notes.push(t.presumptive.cashAssumed(cash, rule.cashLimitPercent));
  } else {
    cash = Math.min(whole(input.cashReceipts), gross);
  }
  const lowCash = cash * 100 <= gross * rule.cashLimitPercent;
  const limit = lowCash ? rule.enhancedLimit : rule.limit;
  w.steps.push({ label: t.presumptive.receiptsInCash, amount: cash, section, section2025: '58' });
  w.steps.push({
    label: lowCash
      ? t.presumptive.limitLowCash(rule.cashLimitPercent)
      : t.presumptive.limitHighCash(rule.cashLimitPercent),
    amount: limit,
    section,
    section2025: '58',
  });
  const withinLimit = gross <= limit;
  if (!withinLimit) {
    w.notes.push(
      t.presumptive.aboveLimit(
        section === '44AD',
        gross,
        limit,
        lowCash ? undefined : rule.enhancedLimit,
        rule.cashLimitPercent,
      ),
    );
  }
  return { limit, withinLimit };
}

function section44AD(
  input: PresumptiveInput,
  gross: number,
  rules: PresumptiveRules,
  w: Working,
  t: EngineText,
): SectionOutcome {
  const r = rules.section44AD.value;
  w.steps.push({
    label: t.presumptive.turnover,
    amount: gross,
    section: '44AD',
    section2025: '58',
  });
  const { limit, withinLimit } = turnoverLimit(input, gross, r, w, t);
  let eligible = withinLimit;
  const assessee = input.assesseeType ?? 'individual';
  if (!r.eligibleAssessees.includes(assessee)) {
    eligible = false;
    w.notes.push(t.presumptive.notEligible44AD);
  }
  const digital = Math.min(whole(input.digitalReceipts), gross);
  const nonDigital = gross - digital;
  // 6 % of digital receipts + 8 % of the rest, one rounding (half up).
  const income = divRoundHalfUp(
    digital * r.digitalRatePercent + nonDigital * r.otherRatePercent,
    100,
  );
  w.steps.push({
    label: t.presumptive.digitalAt(r.digitalRatePercent),
    amount: digital,
    section: '44AD',
    section2025: '58',
  });
  w.steps.push({
    label: t.presumptive.otherAt(r.otherRatePercent),
    amount: nonDigital,
    section: '44AD',
    section2025: '58',
  });
  if (digital === 0 && input.digitalReceipts === undefined) {
    w.notes.push(t.presumptive.digitalNotGiven);
  }
  w.notes.push(t.presumptive.minimum44AD);
  w.notes.push(t.presumptive.advanceTaxBy15March);
  return { income, eligible, limit };
}

function section44ADA(
  input: PresumptiveInput,
  gross: number,
  rules: PresumptiveRules,
  w: Working,
  t: EngineText,
): SectionOutcome {
  const r = rules.section44ADA.value;
  w.steps.push({
    label: t.presumptive.professionReceipts,
    amount: gross,
    section: '44ADA',
    section2025: '58',
  });
  const { limit, withinLimit } = turnoverLimit(input, gross, r, w, t);
  let eligible = withinLimit;
  if (input.profession !== undefined && !r.eligibleProfessions.includes(input.profession)) {
    eligible = false;
    w.notes.push(t.presumptive.notEligibleProfession);
  }
  const assessee = input.assesseeType ?? 'individual';
  if (!r.eligibleAssessees.includes(assessee)) {
    eligible = false;
    w.notes.push(assessee === 'llp' ? t.presumptive.notEligibleLlp : t.presumptive.notEligibleHuf);
  }
  const income = divRoundHalfUp(gross * r.ratePercent, 100);
  w.notes.push(t.presumptive.rate44ADA(r.ratePercent));
  w.notes.push(t.presumptive.advanceTaxBy15March);
  return { income, eligible, limit };
}

/** Income of one goods carriage, or undefined when its weight is needed and missing. */
function vehicleIncome(
  vehicle: PresumptiveVehicle,
  index: number,
  rule: PresumptiveRules['section44AE']['value'],
  w: Working,
  t: EngineText,
): number | undefined {
  // A part of a month counts as a month; at most the twelve months of the year.
  const months = Math.min(12, Math.max(0, Math.ceil(vehicle.months)));
  const tonnes = vehicle.grossTonnes;
  const kg = tonnes === undefined ? undefined : Math.round(tonnes * 1000);
  const number = index + 1;
  // The Act defines a heavy goods vehicle by its gross vehicle weight; the weight decides.
  const heavy = kg === undefined ? vehicle.heavy : kg > rule.heavyAboveKg;
  if (kg !== undefined && heavy !== vehicle.heavy) {
    w.notes.push(t.presumptive.weightDecides(number, kg, heavy));
  }
  if (!heavy) {
    const income = rule.otherPerVehiclePerMonth * months;
    w.steps.push({
      label: t.presumptive.otherVehicle(number, rule.otherPerVehiclePerMonth, months),
      amount: income,
      section: '44AE',
      section2025: '58',
    });
    return income;
  }
  if (tonnes === undefined || kg === undefined) {
    w.notes.push(t.presumptive.heavyWithoutWeight(number, rule.heavyPerTonnePerMonth));
    return undefined;
  }
  // 1,000 per tonne = 1 per kg: exact in whole rupees for a weight in kilograms.
  const income = divRoundHalfUp(kg * rule.heavyPerTonnePerMonth * months, 1000);
  w.steps.push({
    label: t.presumptive.heavyVehicle(number, rule.heavyPerTonnePerMonth, tonnes, months),
    amount: income,
    section: '44AE',
    section2025: '58',
  });
  return income;
}

function section44AE(
  input: PresumptiveInput,
  gross: number,
  rules: PresumptiveRules,
  w: Working,
  t: EngineText,
): SectionOutcome {
  const r = rules.section44AE.value;
  const vehicles = input.vehicles ?? [];
  if (gross > 0)
    w.steps.push({
      label: t.presumptive.receiptsForInformation,
      amount: gross,
      section: '44AE',
      section2025: '58',
    });
  let eligible = true;
  if (vehicles.length === 0) {
    eligible = false;
    w.notes.push(t.presumptive.noGoodsCarriage);
  }
  if (vehicles.length > r.maxGoodsCarriages) {
    eligible = false;
    w.notes.push(t.presumptive.tooManyCarriages(r.maxGoodsCarriages, vehicles.length));
  }
  let income = 0;
  let computable = true;
  for (const [i, vehicle] of vehicles.entries()) {
    const amount = vehicleIncome(vehicle, i, r, w, t);
    if (amount === undefined) computable = false;
    else income += amount;
  }
  if (!computable) eligible = false;
  w.notes.push(t.presumptive.minimum44AE);
  w.notes.push(t.presumptive.advanceTax44AE);
  return { income, eligible, limit: 0 };
}

export function computePresumptive(
  input: PresumptiveInput,
  options: EngineOptions = {},
): PresumptiveResult {
  const t = textOf(options);
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).presumptive;
  const w: Working = { steps: [], notes: [] };
  if (input.financialYear === undefined)
    w.notes.push(t.common.financialYearAssumed(DEFAULT_FINANCIAL_YEAR));

  const section = input.businessType;
  const gross = whole(input.grossReceipts);
  const outcome =
    section === '44AD'
      ? section44AD(input, gross, rules, w, t)
      : section === '44ADA'
        ? section44ADA(input, gross, rules, w, t)
        : section44AE(input, gross, rules, w, t);

  let eligible = outcome.eligible;
  if (section !== '44AE' && input.residentialStatus === 'nonResident') {
    eligible = false;
    w.notes.push(t.presumptive.notResident(section));
  }

  const presumptiveIncome = eligible ? outcome.income : 0;
  w.steps.push({
    label: eligible ? t.presumptive.presumptiveIncome : t.presumptive.presumptiveIncomeNotEligible,
    amount: presumptiveIncome,
    section,
    section2025: '58',
  });
  return {
    financialYear,
    businessType: section,
    presumptiveIncome,
    ratePercent: percentageOf(outcome.income, gross),
    eligible,
    limit: outcome.limit,
    steps: w.steps,
    notes: w.notes,
  };
}

/** Presumptive business income of the year for the whole-year computation, in the language of `t`. */
export function presumptiveBusinessIncome(
  input: PresumptiveIncomeInput,
  financialYear: FinancialYear,
  resident: boolean,
  taxpayerType: 'individual' | 'huf',
  t: EngineText = EN,
): { income: number; eligible: boolean; steps: Step[]; notes: string[] } {
  const r = computePresumptive(
    {
      ...input,
      financialYear,
      assesseeType: taxpayerType,
      residentialStatus: resident ? 'resident' : 'nonResident',
    },
    { text: t },
  );
  return {
    income: r.presumptiveIncome,
    eligible: r.eligible,
    steps: [...r.steps],
    notes: [...r.notes],
  };
}
