// computePresumptive: s.44AD (business, 6 % digital / 8 % other receipts, 2 crore / 3 crore),
// s.44ADA (profession, 50 %, 50 lakh / 75 lakh) and s.44AE (goods carriages, per vehicle per
// month); ITA 2025 s.58(2) Table Sl. 1, 3 and 2.
import { divRoundHalfUp, percentageOf } from './rounding';
import { formatInr } from './format';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
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

const ADVANCE_TAX_15_MARCH =
  'Advance tax under 44AD/44ADA: the whole amount by 15 March (s.211(1)(b); ITA 2025 s.408(2)).';

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
): { limit: number; withinLimit: boolean } {
  const section = input.businessType;
  const digital = Math.min(whole(input.digitalReceipts), gross);
  let cash: number;
  if (input.cashReceipts === undefined) {
    cash = gross - digital;
    // Only when receipts were actually assumed to be cash.
    if (cash > 0)
      w.notes.push(
        `Cash receipts not given: the ${formatInr(cash)} not shown as digital is treated as cash for the ${rule.cashLimitPercent} % test.`,
      );
  } else {
    cash = Math.min(whole(input.cashReceipts), gross);
  }
  const lowCash = cash * 100 <= gross * rule.cashLimitPercent;
  const limit = lowCash ? rule.enhancedLimit : rule.limit;
  w.steps.push({ label: 'Receipts in cash', amount: cash, section, section2025: '58' });
  w.steps.push({
    label: lowCash
      ? `Limit (cash at most ${rule.cashLimitPercent} %)`
      : `Limit (cash above ${rule.cashLimitPercent} %)`,
    amount: limit,
    section,
    section2025: '58',
  });
  const withinLimit = gross <= limit;
  if (!withinLimit) {
    w.notes.push(
      `Not eligible: ${section === '44AD' ? 'turnover' : 'gross receipts'} ${formatInr(gross)} exceed the ${formatInr(limit)} limit${lowCash ? '' : ` (the higher ${formatInr(rule.enhancedLimit)} limit needs cash receipts of at most ${rule.cashLimitPercent} %)`}. Breaching the limit removes the scheme; profits are computed under the normal provisions.`,
    );
  }
  return { limit, withinLimit };
}

function section44AD(
  input: PresumptiveInput,
  gross: number,
  rules: PresumptiveRules,
  w: Working,
): SectionOutcome {
  const r = rules.section44AD.value;
  w.steps.push({
    label: 'Total turnover / gross receipts',
    amount: gross,
    section: '44AD',
    section2025: '58',
  });
  const { limit, withinLimit } = turnoverLimit(input, gross, r, w);
  let eligible = withinLimit;
  const assessee = input.assesseeType ?? 'individual';
  if (!r.eligibleAssessees.includes(assessee)) {
    eligible = false;
    w.notes.push(
      'Not eligible: s.44AD is for a resident individual, HUF or partnership firm other than an LLP.',
    );
  }
  const digital = Math.min(whole(input.digitalReceipts), gross);
  const nonDigital = gross - digital;
  // 6 % of digital receipts + 8 % of the rest, one rounding (half up).
  const income = divRoundHalfUp(
    digital * r.digitalRatePercent + nonDigital * r.otherRatePercent,
    100,
  );
  w.steps.push({
    label: `Digital receipts at ${r.digitalRatePercent} %`,
    amount: digital,
    section: '44AD',
    section2025: '58',
  });
  w.steps.push({
    label: `Other receipts at ${r.otherRatePercent} %`,
    amount: nonDigital,
    section: '44AD',
    section2025: '58',
  });
  if (digital === 0 && input.digitalReceipts === undefined) {
    w.notes.push(
      'Digital receipts not given: 8 % applied to the whole turnover (6 % needs receipts by account-payee cheque/draft, ECS or electronic modes).',
    );
  }
  w.notes.push(
    'Presumptive income is the minimum: a higher actual profit may be declared. Opting out of 44AD locks the scheme out for 5 years.',
  );
  w.notes.push(ADVANCE_TAX_15_MARCH);
  return { income, eligible, limit };
}

function section44ADA(
  input: PresumptiveInput,
  gross: number,
  rules: PresumptiveRules,
  w: Working,
): SectionOutcome {
  const r = rules.section44ADA.value;
  w.steps.push({
    label: 'Gross receipts of the profession',
    amount: gross,
    section: '44ADA',
    section2025: '58',
  });
  const { limit, withinLimit } = turnoverLimit(input, gross, r, w);
  let eligible = withinLimit;
  if (input.profession !== undefined && !r.eligibleProfessions.includes(input.profession)) {
    eligible = false;
    w.notes.push(
      'Not eligible: s.44ADA covers the professions of s.44AA(1) (legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration) and notified professions.',
    );
  }
  const assessee = input.assesseeType ?? 'individual';
  if (!r.eligibleAssessees.includes(assessee)) {
    eligible = false;
    w.notes.push(
      assessee === 'llp'
        ? 'Not eligible: s.44ADA excludes a limited liability partnership (Finance Act 2021); it is for a resident individual or partnership firm other than an LLP.'
        : 'Not eligible: s.44ADA is for a resident individual or partnership firm other than an LLP; a Hindu undivided family is not named.',
    );
  }
  const income = divRoundHalfUp(gross * r.ratePercent, 100);
  w.notes.push(
    `Presumptive income is ${r.ratePercent} % of gross receipts or a higher amount declared.`,
  );
  w.notes.push(ADVANCE_TAX_15_MARCH);
  return { income, eligible, limit };
}

/** Income of one goods carriage, or undefined when its weight is needed and missing. */
function vehicleIncome(
  vehicle: PresumptiveVehicle,
  index: number,
  rule: PresumptiveRules['section44AE']['value'],
  w: Working,
): number | undefined {
  // A part of a month counts as a month; at most the twelve months of the year.
  const months = Math.min(12, Math.max(0, Math.ceil(vehicle.months)));
  const kg = vehicle.grossTonnes === undefined ? undefined : Math.round(vehicle.grossTonnes * 1000);
  const name = `Vehicle ${index + 1}`;
  // The Act defines a heavy goods vehicle by its gross vehicle weight; the weight decides.
  const heavy = kg === undefined ? vehicle.heavy : kg > rule.heavyAboveKg;
  if (kg !== undefined && heavy !== vehicle.heavy) {
    w.notes.push(
      `${name}: gross vehicle weight ${kg.toLocaleString('en-IN')} kg makes it ${heavy ? 'a heavy goods vehicle' : 'not a heavy goods vehicle'} (above 12,000 kg is heavy); the weight decides, not the flag.`,
    );
  }
  if (!heavy) {
    const income = rule.otherPerVehiclePerMonth * months;
    w.steps.push({
      label: `${name}: ${formatInr(rule.otherPerVehiclePerMonth)} × ${months} month(s)`,
      amount: income,
      section: '44AE',
      section2025: '58',
    });
    return income;
  }
  if (kg === undefined) {
    w.notes.push(
      `Not computable: ${name} is a heavy goods vehicle without its gross vehicle weight; its income is ${formatInr(rule.heavyPerTonnePerMonth)} per tonne of gross vehicle weight per month, so give grossTonnes.`,
    );
    return undefined;
  }
  // 1,000 per tonne = 1 per kg: exact in whole rupees for a weight in kilograms.
  const income = divRoundHalfUp(kg * rule.heavyPerTonnePerMonth * months, 1000);
  w.steps.push({
    label: `${name}: ${formatInr(rule.heavyPerTonnePerMonth)} × ${vehicle.grossTonnes} tonne(s) × ${months} month(s)`,
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
): SectionOutcome {
  const r = rules.section44AE.value;
  const vehicles = input.vehicles ?? [];
  if (gross > 0)
    w.steps.push({
      label: 'Gross receipts (for information)',
      amount: gross,
      section: '44AE',
      section2025: '58',
    });
  let eligible = true;
  if (vehicles.length === 0) {
    eligible = false;
    w.notes.push('No goods carriage given: no income under s.44AE.');
  }
  if (vehicles.length > r.maxGoodsCarriages) {
    eligible = false;
    w.notes.push(
      `Not eligible: s.44AE is for an assessee owning not more than ${r.maxGoodsCarriages} goods carriages at any time in the year; ${vehicles.length} are given (if never more than ${r.maxGoodsCarriages} were owned at the same time, list only those owned together).`,
    );
  }
  let income = 0;
  let computable = true;
  for (const [i, vehicle] of vehicles.entries()) {
    const amount = vehicleIncome(vehicle, i, r, w);
    if (amount === undefined) computable = false;
    else income += amount;
  }
  if (!computable) eligible = false;
  w.notes.push(
    'Presumptive income per vehicle is the minimum: a higher income actually earned may be declared (not modelled).',
  );
  w.notes.push(
    'Advance tax under 44AE: the usual four instalments (the single 15 March instalment is only for 44AD/44ADA).',
  );
  return { income, eligible, limit: 0 };
}

export function computePresumptive(input: PresumptiveInput): PresumptiveResult {
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).presumptive;
  const w: Working = { steps: [], notes: [] };
  if (input.financialYear === undefined)
    w.notes.push(`Financial year not given: ${DEFAULT_FINANCIAL_YEAR} assumed.`);

  const section = input.businessType;
  const gross = whole(input.grossReceipts);
  const outcome =
    section === '44AD'
      ? section44AD(input, gross, rules, w)
      : section === '44ADA'
        ? section44ADA(input, gross, rules, w)
        : section44AE(input, gross, rules, w);

  let eligible = outcome.eligible;
  if (section !== '44AE' && input.residentialStatus === 'nonResident') {
    eligible = false;
    w.notes.push(
      `Not eligible: s.${section} is only for a person resident in India (ITA 2025 s.58); a non-resident computes business profits under the normal provisions.`,
    );
  }

  const presumptiveIncome = eligible ? outcome.income : 0;
  w.steps.push({
    label: eligible ? 'Presumptive income' : 'Presumptive income (not eligible)',
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

/** Presumptive business income of the year for the whole-year computation. */
export function presumptiveBusinessIncome(
  input: PresumptiveIncomeInput,
  financialYear: FinancialYear,
  resident: boolean,
  taxpayerType: 'individual' | 'huf',
): { income: number; eligible: boolean; steps: Step[]; notes: string[] } {
  const r = computePresumptive({
    ...input,
    financialYear,
    assesseeType: taxpayerType,
    residentialStatus: resident ? 'resident' : 'nonResident',
  });
  return {
    income: r.presumptiveIncome,
    eligible: r.eligible,
    steps: [...r.steps],
    notes: [...r.notes],
  };
}
