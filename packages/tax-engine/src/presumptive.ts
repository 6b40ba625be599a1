// computePresumptive: s.44AD (business, 6 % digital / 8 % other receipts, 2 crore / 3 crore) and
// s.44ADA (profession, 50 %, 50 lakh / 75 lakh); ITA 2025 s.58.
import { divRoundHalfUp, percentageOf } from './rounding';
import { formatInr } from './format';
import { DEFAULT_FINANCIAL_YEAR, rulesFor } from './rules/index';
import type { PresumptiveInput, PresumptiveResult, Step } from './types';

function whole(value: number | undefined): number {
  return value ? Math.trunc(value) : 0;
}

export function computePresumptive(input: PresumptiveInput): PresumptiveResult {
  const financialYear = input.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const rules = rulesFor(financialYear).presumptive;
  const notes: string[] = [];
  const steps: Step[] = [];
  if (input.financialYear === undefined)
    notes.push(`Financial year not given: ${DEFAULT_FINANCIAL_YEAR} assumed.`);

  const gross = whole(input.grossReceipts);
  const digital = Math.min(whole(input.digitalReceipts), gross);
  let cash: number;
  if (input.cashReceipts === undefined) {
    cash = gross - digital;
    notes.push(
      'Cash receipts not given: every receipt not shown as digital is treated as cash for the 5 % test.',
    );
  } else {
    cash = Math.min(whole(input.cashReceipts), gross);
  }
  const section = input.businessType;
  const isAD = section === '44AD';
  const rule = isAD ? rules.section44AD.value : rules.section44ADA.value;
  // Cash at most 5 % of turnover/receipts: the higher limit.
  const lowCash = cash * 100 <= gross * rule.cashLimitPercent;
  const limit = lowCash ? rule.enhancedLimit : rule.limit;
  steps.push({
    label: isAD ? 'Total turnover / gross receipts' : 'Gross receipts of the profession',
    amount: gross,
    section,
    section2025: '58',
  });
  steps.push({ label: 'Receipts in cash', amount: cash, section });
  steps.push({
    label: lowCash ? 'Limit (cash at most 5 %)' : 'Limit (cash above 5 %)',
    amount: limit,
    section,
    section2025: '58',
  });

  let eligible = gross <= limit;
  if (!eligible) {
    notes.push(
      `Not eligible: ${isAD ? 'turnover' : 'gross receipts'} ${formatInr(gross)} exceed the ${formatInr(limit)} limit${lowCash ? '' : ` (the higher ${formatInr(rule.enhancedLimit)} limit needs cash receipts of at most ${rule.cashLimitPercent} %)`}. Breaching the limit removes the scheme; profits are computed under the normal provisions.`,
    );
  }

  let income: number;
  if (isAD) {
    const r = rules.section44AD.value;
    const assessee = input.assesseeType ?? 'individual';
    if (!r.eligibleAssessees.includes(assessee)) {
      eligible = false;
      notes.push(
        'Not eligible: s.44AD is for a resident individual, HUF or partnership firm other than an LLP.',
      );
    }
    const nonDigital = gross - digital;
    // 6 % of digital receipts + 8 % of the rest, one rounding (half up).
    income = divRoundHalfUp(digital * r.digitalRatePercent + nonDigital * r.otherRatePercent, 100);
    steps.push({
      label: `Digital receipts at ${r.digitalRatePercent} %`,
      amount: digital,
      section: '44AD',
    });
    steps.push({
      label: `Other receipts at ${r.otherRatePercent} %`,
      amount: nonDigital,
      section: '44AD',
    });
    if (digital === 0 && input.digitalReceipts === undefined) {
      notes.push(
        'Digital receipts not given: 8 % applied to the whole turnover (6 % needs receipts by account-payee cheque/draft, ECS or electronic modes).',
      );
    }
    notes.push(
      'Presumptive income is the minimum: a higher actual profit may be declared. Opting out of 44AD locks the scheme out for 5 years.',
    );
  } else {
    const r = rules.section44ADA.value;
    if (input.profession !== undefined && !r.eligibleProfessions.includes(input.profession)) {
      eligible = false;
      notes.push(
        'Not eligible: s.44ADA covers the professions of s.44AA(1) (legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration) and notified professions.',
      );
    }
    if (input.assesseeType === 'llp' || input.assesseeType === 'huf') {
      notes.push('Whether an LLP or HUF may use s.44ADA is not in our rule sheet: not checked.');
    }
    income = divRoundHalfUp(gross * r.ratePercent, 100);
    notes.push('Presumptive income is 50 % of gross receipts or a higher amount declared.');
  }
  notes.push('Advance tax under 44AD/44ADA: the whole amount by 15 March (s.211(1)(b)).');

  const presumptiveIncome = eligible ? income : 0;
  steps.push({
    label: eligible ? 'Presumptive income' : 'Presumptive income (not eligible)',
    amount: presumptiveIncome,
    section,
    section2025: '58',
  });
  return {
    financialYear,
    businessType: section,
    presumptiveIncome,
    ratePercent: percentageOf(income, gross),
    eligible,
    limit,
    steps,
    notes,
  };
}
