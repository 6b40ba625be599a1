// English working lines and notes of presumptive.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const PRESUMPTIVE_EN = {
  // The turnover limit of 44AD and 44ADA
  cashAssumed: (cash: number, cashLimitPercent: number) =>
    `Cash receipts not given: the ${formatInr(cash)} not shown as digital is treated as cash for the ${cashLimitPercent} % test.`,
  receiptsInCash: 'Receipts in cash',
  limitLowCash: (cashLimitPercent: number) => `Limit (cash at most ${cashLimitPercent} %)`,
  limitHighCash: (cashLimitPercent: number) => `Limit (cash above ${cashLimitPercent} %)`,
  /** `higherLimit`: the limit with little cash, when the receipts had too much cash for it. */
  aboveLimit: (
    business: boolean,
    gross: number,
    limit: number,
    higherLimit: number | undefined,
    cashLimitPercent: number,
  ) =>
    `Not eligible: ${business ? 'turnover' : 'gross receipts'} ${formatInr(gross)} exceed the ${formatInr(limit)} limit${higherLimit === undefined ? '' : ` (the higher ${formatInr(higherLimit)} limit needs cash receipts of at most ${cashLimitPercent} %)`}. Breaching the limit removes the scheme; profits are computed under the normal provisions.`,
  advanceTaxBy15March:
    'Advance tax under 44AD/44ADA: the whole amount by 15 March (s.211(1)(b); ITA 2025 s.408(2)).',

  // 44AD
  turnover: 'Total turnover / gross receipts',
  notEligible44AD:
    'Not eligible: s.44AD is for a resident individual, HUF or partnership firm other than an LLP.',
  digitalAt: (ratePercent: number) => `Digital receipts at ${ratePercent} %`,
  otherAt: (ratePercent: number) => `Other receipts at ${ratePercent} %`,
  digitalNotGiven:
    'Digital receipts not given: 8 % applied to the whole turnover (6 % needs receipts by account-payee cheque/draft, ECS or electronic modes).',
  minimum44AD:
    'Presumptive income is the minimum: a higher actual profit may be declared. Opting out of 44AD locks the scheme out for 5 years.',

  // 44ADA
  professionReceipts: 'Gross receipts of the profession',
  notEligibleProfession:
    'Not eligible: s.44ADA covers the professions of s.44AA(1) (legal, medical, engineering, architecture, accountancy, technical consultancy, interior decoration) and notified professions.',
  notEligibleLlp:
    'Not eligible: s.44ADA excludes a limited liability partnership (Finance Act 2021); it is for a resident individual or partnership firm other than an LLP.',
  notEligibleHuf:
    'Not eligible: s.44ADA is for a resident individual or partnership firm other than an LLP; a Hindu undivided family is not named.',
  rate44ADA: (ratePercent: number) =>
    `Presumptive income is ${ratePercent} % of gross receipts or a higher amount declared.`,

  // 44AE
  weightDecides: (vehicle: number, kg: number, heavy: boolean) =>
    `Vehicle ${vehicle}: gross vehicle weight ${kg.toLocaleString('en-IN')} kg makes it ${heavy ? 'a heavy goods vehicle' : 'not a heavy goods vehicle'} (above 12,000 kg is heavy); the weight decides, not the flag.`,
  otherVehicle: (vehicle: number, perMonth: number, months: number) =>
    `Vehicle ${vehicle}: ${formatInr(perMonth)} × ${months} month(s)`,
  heavyWithoutWeight: (vehicle: number, perTonnePerMonth: number) =>
    `Not computable: Vehicle ${vehicle} is a heavy goods vehicle without its gross vehicle weight; its income is ${formatInr(perTonnePerMonth)} per tonne of gross vehicle weight per month, so give grossTonnes.`,
  heavyVehicle: (vehicle: number, perTonnePerMonth: number, tonnes: number, months: number) =>
    `Vehicle ${vehicle}: ${formatInr(perTonnePerMonth)} × ${tonnes} tonne(s) × ${months} month(s)`,
  receiptsForInformation: 'Gross receipts (for information)',
  noGoodsCarriage: 'No goods carriage given: no income under s.44AE.',
  tooManyCarriages: (max: number, given: number) =>
    `Not eligible: s.44AE is for an assessee owning not more than ${max} goods carriages at any time in the year; ${given} are given (if never more than ${max} were owned at the same time, list only those owned together).`,
  minimum44AE:
    'Presumptive income per vehicle is the minimum: a higher income actually earned may be declared (not modelled).',
  advanceTax44AE:
    'Advance tax under 44AE: the usual four instalments (the single 15 March instalment is only for 44AD/44ADA).',

  // All three
  notResident: (section: string) =>
    `Not eligible: s.${section} is only for a person resident in India (ITA 2025 s.58); a non-resident computes business profits under the normal provisions.`,
  presumptiveIncome: 'Presumptive income',
  presumptiveIncomeNotEligible: 'Presumptive income (not eligible)',
};

export type PresumptiveText = typeof PRESUMPTIVE_EN;
