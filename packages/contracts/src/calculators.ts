// The one contract of the five calculators (plus compare) for the engine, the CLI and HTTP.
// Request schemas only VALIDATE: they never apply defaults (the engine owns every default) and
// never transform, so a parsed request is exactly what the client sent. Result schemas are the
// allow-list of what leaves the server. Both are strict: unknown keys are errors.
import {
  DEFAULT_FINANCIAL_YEAR,
  SUPPORTED_FINANCIAL_YEARS,
  type FinancialYear,
} from '@taxguide/tax-engine/years';
import { z } from 'zod';
import { noControlCharacters } from './text';

/** Largest rupee amount accepted anywhere (₹1,00,000 crore). */
export const MAX_RUPEES = 1e12;

// ---------------------------------------------------------------------------------------------
// Building blocks
//
// Each takes the field's name for its messages. A shape used at several places (an item of a
// list, the capital-gains transfer) leaves it out: the message then names the issue's full path,
// e.g. "capitalGainsTransactions.2.salePrice must be 0 or more".

type IssuePath = { readonly path?: readonly PropertyKey[] | undefined };

function fieldName(field: string | undefined, issue: IssuePath): string {
  return field ?? (issue.path?.length ? issue.path.join('.') : 'value');
}

function number(field?: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined
        ? `${fieldName(field, issue)} is required`
        : `${fieldName(field, issue)} must be a number`,
  });
}

/** A non-negative amount in rupees (paise allowed; the engine ignores them). */
function rupees(field?: string) {
  return number(field)
    .min(0, { error: (issue) => `${fieldName(field, issue)} must be 0 or more` })
    .max(MAX_RUPEES, {
      error: (issue) => `${fieldName(field, issue)} must be at most ${MAX_RUPEES}`,
    });
}

/** An amount that may be negative (a loss). */
function signedRupees(field: string) {
  return number(field)
    .min(-MAX_RUPEES, { error: `${field} must be at least -${MAX_RUPEES}` })
    .max(MAX_RUPEES, { error: `${field} must be at most ${MAX_RUPEES}` });
}

function flag(field?: string) {
  return z.boolean({ error: (issue) => `${fieldName(field, issue)} must be true or false` });
}

function oneOf<const T extends readonly [string, ...string[]]>(
  field: string | undefined,
  values: T,
) {
  return z.enum(values, {
    error: (issue) => `${fieldName(field, issue)} must be one of: ${values.join(', ')}`,
  });
}

function isoDate(field?: string) {
  return z.iso.date({
    error: (issue) => `${fieldName(field, issue)} must be a calendar date written YYYY-MM-DD`,
  });
}

/** A strict object (unknown keys are errors) whose message, when it is not one, names it. */
function object<Shape extends z.ZodRawShape>(field: string | undefined, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'invalid_type' ? `${fieldName(field, issue)} must be an object` : undefined,
  });
}

/** A list of at most `max` items (the engine loops over it per request). */
function list<T extends z.ZodType>(field: string, item: T, max: number) {
  return z
    .array(item, { error: `${field} must be a list` })
    .max(max, { error: `${field} must have at most ${max} entries` });
}

function text(field: string, maxLength: number) {
  return z
    .string({ error: (issue) => `${fieldName(field, issue)} must be text` })
    .min(1, { error: (issue) => `${fieldName(field, issue)} must not be empty` })
    .max(maxLength, {
      error: (issue) => `${fieldName(field, issue)} must be at most ${maxLength} characters`,
    })
    .check(noControlCharacters(field));
}

/** A whole rupee amount in a result. */
const amount = z.number().int();
const wholeRupees = z.number().int().min(0);

/** The engine's own list (packages/tax-engine/src/years.ts): a year added there is accepted here. */
export const FINANCIAL_YEARS = SUPPORTED_FINANCIAL_YEARS;
export { DEFAULT_FINANCIAL_YEAR };
/** The financialYear field over a list of years (the engine's, or a test's). */
export const financialYearSchema = <const T extends readonly [string, ...string[]]>(years: T) =>
  oneOf('financialYear', years);
export const FinancialYearSchema = financialYearSchema(FINANCIAL_YEARS);
export const RegimeSchema = oneOf('regime', ['old', 'new']);
export const AgeGroupSchema = oneOf('ageGroup', ['below60', '60to80', '80plus']);
export const ResidentialStatusSchema = oneOf('residentialStatus', ['resident', 'nonResident']);
export const IncomeTypeSchema = oneOf('incomeType', ['salary', 'other']);

/** One line of the working shown with every result. */
export const StepSchema = z.strictObject({
  label: z.string(),
  amount,
  section: z.string().optional(),
  section2025: z.string().optional(),
  note: z.string().optional(),
});
export type Step = z.infer<typeof StepSchema>;

const steps = z.array(StepSchema);
const notes = z.array(z.string());

// ---------------------------------------------------------------------------------------------
// One transfer of a capital asset: the capital-gains calculator's request and, as a list, the
// year's transfers in the income-tax request. Its messages name the field by its full path.

const ASSET_TYPES = [
  'equity',
  'equityFund',
  'property',
  'gold',
  'unlistedShares',
  'specifiedMutualFund',
  'listedBond',
] as const;
export const AssetTypeSchema = oneOf('assetType', ASSET_TYPES);

const capitalGainsTransferFields = {
  assetType: oneOf(undefined, ASSET_TYPES),
  purchasePrice: rupees(),
  salePrice: rupees(),
  purchaseDate: isoDate(),
  saleDate: isoDate(),
  expenses: rupees().optional(),
  residentIndividual: flag().optional(),
  other112aGainsThisYear: rupees().optional(),
  slabRatePercent: number()
    .min(0, { error: (issue) => `${fieldName(undefined, issue)} must be 0 or more` })
    .max(50, { error: (issue) => `${fieldName(undefined, issue)} must be at most 50` })
    .optional(),
  fmvOn31Jan2018: rupees().optional(),
  fmvOn1Apr2001: rupees().optional(),
  exemptions: object(undefined, {
    section54: rupees().optional(),
    section54EC: rupees().optional(),
    section54F: rupees().optional(),
  }).optional(),
};

/** The sale dates a transfer may have, and the same in words for the message. */
interface SaleWindow {
  readonly from: string;
  readonly to: string;
  readonly described: string;
}

/** 1 April to 31 March of a financial year, e.g. '2026-27'. */
function yearWindow(financialYear: FinancialYear): SaleWindow {
  const start = Number(financialYear.slice(0, 4));
  return {
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
    described: `financial year ${financialYear} (1 April ${start} to 31 March ${start + 1})`,
  };
}

/** Transfers the engine has rules for: the first day of the first year to the last of the last. */
export const FIRST_SALE_DATE = yearWindow(FINANCIAL_YEARS[0]).from;
export const LAST_SALE_DATE = yearWindow(FINANCIAL_YEARS[FINANCIAL_YEARS.length - 1]!).to;

const CALENDAR_DATE = z.iso.date();
const calendarDateOrUndefined = (value: string | undefined) =>
  value !== undefined && CALENDAR_DATE.safeParse(value).success ? value : undefined;

/** Dates the engine relies on: purchase not after sale, sale inside the window. */
function checkTransferDates(
  transfer: { purchaseDate: string; saleDate: string },
  at: readonly (string | number)[],
  ctx: z.RefinementCtx,
  window: SaleWindow,
) {
  const prefix = at.map((part) => `${part}.`).join('');
  // A badly written date is reported and does not stop refinements: compare only real dates.
  const purchase = calendarDateOrUndefined(transfer.purchaseDate);
  const sale = calendarDateOrUndefined(transfer.saleDate);
  if (purchase !== undefined && sale !== undefined && purchase > sale) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'purchaseDate'],
      message: `${prefix}purchaseDate must be on or before ${prefix}saleDate`,
    });
  }
  if (sale !== undefined && (sale < window.from || sale > window.to)) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'saleDate'],
      message: `${prefix}saleDate must fall in ${window.described}`,
    });
  }
  if (purchase !== undefined && purchase < '1900-01-01') {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'purchaseDate'],
      message: `${prefix}purchaseDate must be 1900-01-01 or later`,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Presumptive business: the calculator's request and the income-tax request's part share these.

const PROFESSIONS = [
  'legal',
  'medical',
  'engineering',
  'architecture',
  'accountancy',
  'technicalConsultancy',
  'interiorDecoration',
  'notified',
  'other',
] as const;

/** The fields the presumptive checks read; they run also when other fields are bad. */
interface PresumptiveParts {
  businessType?: unknown;
  grossReceipts?: unknown;
  digitalReceipts?: unknown;
  cashReceipts?: unknown;
  vehicles?: unknown;
}

/**
 * Digital and cash receipts are parts of the gross receipts. `prefix` names the object in the
 * messages (paths are relative to it).
 */
function checkReceipts(value: PresumptiveParts, prefix: string, ctx: z.RefinementCtx) {
  const gross = value.grossReceipts;
  // Missing, negative or not finite: reported already, and no part can be compared with it.
  if (typeof gross !== 'number' || !Number.isFinite(gross) || gross < 0) return;
  const digital = typeof value.digitalReceipts === 'number' ? value.digitalReceipts : 0;
  const cash = typeof value.cashReceipts === 'number' ? value.cashReceipts : 0;
  if (digital > gross) {
    ctx.addIssue({
      code: 'custom',
      path: ['digitalReceipts'],
      message: `${prefix}digitalReceipts must not exceed ${prefix}grossReceipts`,
    });
  }
  if (cash > gross) {
    ctx.addIssue({
      code: 'custom',
      path: ['cashReceipts'],
      message: `${prefix}cashReceipts must not exceed ${prefix}grossReceipts`,
    });
  } else if (digital + cash > gross) {
    ctx.addIssue({
      code: 'custom',
      path: ['cashReceipts'],
      message: `${prefix}digitalReceipts + ${prefix}cashReceipts must not exceed ${prefix}grossReceipts`,
    });
  }
}

/** s.44AE: a heavy goods vehicle is one of more than 12,000 kg gross vehicle weight. */
const HEAVY_VEHICLE_ABOVE_TONNES = 12;
/** Far above any goods carriage; keeps the per-tonne income a sane amount. */
const MAX_GROSS_TONNES = 1_000;
const MAX_VEHICLES = 10;

const monthsOwned = number()
  .int({ error: (issue) => `${fieldName(undefined, issue)} must be a whole number of months` })
  .min(1, { error: (issue) => `${fieldName(undefined, issue)} must be from 1 to 12` })
  .max(12, { error: (issue) => `${fieldName(undefined, issue)} must be from 1 to 12` });

/** A goods carriage under s.44AE; a heavy one needs its weight (its income is per tonne). */
const PresumptiveVehicleSchema = object(undefined, {
  heavy: flag(),
  grossTonnes: number()
    .positive({ error: (issue) => `${fieldName(undefined, issue)} must be more than 0` })
    .max(MAX_GROSS_TONNES, {
      error: (issue) => `${fieldName(undefined, issue)} must be at most ${MAX_GROSS_TONNES}`,
    })
    .optional(),
  months: monthsOwned,
})
  .refine((vehicle) => !vehicle.heavy || vehicle.grossTonnes !== undefined, {
    path: ['grossTonnes'],
    error: (issue) => `${fieldName(undefined, issue)} is required for a heavy goods vehicle`,
  })
  .refine(
    (vehicle) =>
      !vehicle.heavy ||
      vehicle.grossTonnes === undefined ||
      vehicle.grossTonnes > HEAVY_VEHICLE_ABOVE_TONNES,
    {
      path: ['grossTonnes'],
      error: (issue) =>
        `${fieldName(undefined, issue)} must be more than ${HEAVY_VEHICLE_ABOVE_TONNES} for a heavy goods vehicle`,
    },
  );

/** The business fields of the presumptive calculator and of the income-tax request's part. */
function presumptiveFields(prefix: string) {
  return {
    businessType: oneOf(`${prefix}businessType`, ['44AD', '44ADA', '44AE']),
    grossReceipts: rupees(`${prefix}grossReceipts`).optional(),
    digitalReceipts: rupees(`${prefix}digitalReceipts`).optional(),
    cashReceipts: rupees(`${prefix}cashReceipts`).optional(),
    profession: oneOf(`${prefix}profession`, PROFESSIONS).optional(),
    vehicles: list(`${prefix}vehicles`, PresumptiveVehicleSchema, MAX_VEHICLES).optional(),
  };
}

/** 44AD and 44ADA are computed on receipts, 44AE on the goods carriages owned. */
function checkPresumptive(value: PresumptiveParts, prefix: string, ctx: z.RefinementCtx) {
  const type = value.businessType;
  if ((type === '44AD' || type === '44ADA') && value.grossReceipts === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['grossReceipts'],
      message: `${prefix}grossReceipts is required for ${type}`,
    });
  }
  if (type === '44AE' && value.vehicles === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['vehicles'],
      message: `${prefix}vehicles is required for 44AE (the goods carriages owned in the year)`,
    });
  }
  checkReceipts(value, prefix, ctx);
}

/** Lets a check run although other fields are bad, so one answer names every bad field. */
const alsoWithOtherIssues = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

// ---------------------------------------------------------------------------------------------
// Income tax

const DISABILITY_LEVELS = ['none', 'disability', 'severe'] as const;
const DONATION_CATEGORIES = ['100NoLimit', '50NoLimit', '100Limit', '50Limit'] as const;
const MAX_DONATIONS = 20;

export const DeductionsSchema = object('deductions', {
  section80C: rupees('deductions.section80C').optional(),
  section80D: rupees('deductions.section80D').optional(),
  section80DParents: rupees('deductions.section80DParents').optional(),
  parentsSenior: flag('deductions.parentsSenior').optional(),
  hra: rupees('deductions.hra').optional(),
  homeLoanInterest: rupees('deductions.homeLoanInterest').optional(),
  section80CCD1B: rupees('deductions.section80CCD1B').optional(),
  section80CCD2: rupees('deductions.section80CCD2').optional(),
  section80TTA: rupees('deductions.section80TTA').optional(),
  section80TTB: rupees('deductions.section80TTB').optional(),
  section80E: rupees('deductions.section80E').optional(),
  section80G: rupees('deductions.section80G').optional(),
  professionalTax: rupees('deductions.professionalTax').optional(),
  section80CCC: rupees('deductions.section80CCC').optional(),
  section80CCD1: rupees('deductions.section80CCD1').optional(),
  section80DD: oneOf('deductions.section80DD', DISABILITY_LEVELS).optional(),
  section80U: oneOf('deductions.section80U', DISABILITY_LEVELS).optional(),
  section80DDB: rupees('deductions.section80DDB').optional(),
  section80DDBPatientSenior: flag('deductions.section80DDBPatientSenior').optional(),
  section80GG: rupees('deductions.section80GG').optional(),
  section80EE: rupees('deductions.section80EE').optional(),
  section80EEA: rupees('deductions.section80EEA').optional(),
  donations80G: list(
    'deductions.donations80G',
    object(undefined, { amount: rupees(), category: oneOf(undefined, DONATION_CATEGORIES) }),
    MAX_DONATIONS,
  ).optional(),
});

function specialRateGains(prefix: string) {
  return {
    stcg111A: rupees(`${prefix}.stcg111A`).optional(),
    ltcg112A: rupees(`${prefix}.ltcg112A`).optional(),
    ltcg112: rupees(`${prefix}.ltcg112`).optional(),
  };
}

export const CapitalGainsIncomeSchema = object('capitalGains', {
  ...specialRateGains('capitalGains'),
  /** FY 2024-25: gains from transfers before 23 July 2024 (the fields above are then the later ones). */
  before23July2024: object(
    'capitalGains.before23July2024',
    specialRateGains('capitalGains.before23July2024'),
  ).optional(),
});

const MAX_CITY_LENGTH = 80;

export const SalaryDetailsSchema = object('salaryDetails', {
  basic: rupees('salaryDetails.basic').optional(),
  dearnessAllowance: rupees('salaryDetails.dearnessAllowance').optional(),
  hraReceived: rupees('salaryDetails.hraReceived').optional(),
  rentPaid: rupees('salaryDetails.rentPaid').optional(),
  city: text('salaryDetails.city', MAX_CITY_LENGTH).optional(),
  professionalTax: rupees('salaryDetails.professionalTax').optional(),
});

export const SpecialRateIncomeClaimsSchema = object('specialRateIncome', {
  lottery115BB: rupees('specialRateIncome.lottery115BB').optional(),
  onlineGames115BBJ: rupees('specialRateIncome.onlineGames115BBJ').optional(),
  virtualDigitalAssets115BBH: rupees('specialRateIncome.virtualDigitalAssets115BBH').optional(),
});

const MAX_HOUSE_PROPERTIES = 20;
export const HousePropertySchema = object(undefined, {
  use: oneOf(undefined, ['selfOccupied', 'letOut']),
  annualRent: rupees().optional(),
  municipalTaxesPaid: rupees().optional(),
  interestOnLoan: rupees().optional(),
});

const MAX_TRANSACTIONS = 50;

export const BroughtForwardLossesSchema = object('broughtForwardLosses', {
  shortTermCapitalLoss: rupees('broughtForwardLosses.shortTermCapitalLoss').optional(),
  longTermCapitalLoss: rupees('broughtForwardLosses.longTermCapitalLoss').optional(),
  houseProperty: rupees('broughtForwardLosses.houseProperty').optional(),
});

/** Presumptive income in the whole year: joins the business head (with businessIncome, if any). */
export const PresumptiveIncomeSchema = object(
  'presumptive',
  presumptiveFields('presumptive.'),
).superRefine((value, ctx) => checkPresumptive(value, 'presumptive.', ctx), alsoWithOtherIssues);

const MAX_ADVANCE_TAX_PAYMENTS = 50;
export const TaxesPaidSchema = object('taxesPaid', {
  tds: rupees('taxesPaid.tds').optional(),
  tcs: rupees('taxesPaid.tcs').optional(),
  advanceTax: list(
    'taxesPaid.advanceTax',
    object(undefined, { date: isoDate(), amount: rupees() }),
    MAX_ADVANCE_TAX_PAYMENTS,
  ).optional(),
  selfAssessmentTax: rupees('taxesPaid.selfAssessmentTax').optional(),
});

const incomeTaxFields = {
  annualIncome: rupees('annualIncome'),
  deductions: DeductionsSchema.optional(),
  financialYear: FinancialYearSchema.optional(),
  ageGroup: AgeGroupSchema.optional(),
  residentialStatus: ResidentialStatusSchema.optional(),
  incomeType: IncomeTypeSchema.optional(),
  otherIncome: rupees('otherIncome').optional(),
  businessIncome: rupees('businessIncome').optional(),
  housePropertyIncome: signedRupees('housePropertyIncome').optional(),
  capitalGains: CapitalGainsIncomeSchema.optional(),
  basicPlusDa: rupees('basicPlusDa').optional(),
  // The whole year
  taxpayerType: oneOf('taxpayerType', ['individual', 'huf']).optional(),
  employerType: oneOf('employerType', ['private', 'government']).optional(),
  salaryDetails: SalaryDetailsSchema.optional(),
  familyPension: rupees('familyPension').optional(),
  dividends: rupees('dividends').optional(),
  specialRateIncome: SpecialRateIncomeClaimsSchema.optional(),
  houseProperties: list('houseProperties', HousePropertySchema, MAX_HOUSE_PROPERTIES).optional(),
  capitalGainsTransactions: list(
    'capitalGainsTransactions',
    object(undefined, capitalGainsTransferFields),
    MAX_TRANSACTIONS,
  ).optional(),
  broughtForwardLosses: BroughtForwardLossesSchema.optional(),
  presumptive: PresumptiveIncomeSchema.optional(),
  taxesPaid: TaxesPaidSchema.optional(),
  returnFiledOn: isoDate('returnFiledOn').optional(),
  returnDueDate: isoDate('returnDueDate').optional(),
};

type IncomeTaxFields = z.output<z.ZodObject<typeof incomeTaxFields>>;

/** before23July2024 only makes sense for a year with transfers before that date. */
function checkGainDates(value: IncomeTaxFields, ctx: z.RefinementCtx) {
  if (
    value.capitalGains?.before23July2024 !== undefined &&
    value.financialYear !== '2024-25' &&
    value.financialYear !== '2023-24'
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['capitalGains', 'before23July2024'],
      message: 'capitalGains.before23July2024 applies only to financialYear 2024-25 (or 2023-24)',
    });
  }
}

/** Each transfer is a transfer of the year computed (the default year when none is named). */
function checkTransfersInYear(value: IncomeTaxFields, ctx: z.RefinementCtx) {
  if (!value.capitalGainsTransactions?.length) return;
  const window = yearWindow(value.financialYear ?? DEFAULT_FINANCIAL_YEAR);
  value.capitalGainsTransactions.forEach((transfer, index) =>
    checkTransferDates(transfer, ['capitalGainsTransactions', index], ctx, window),
  );
}

/** The parts of a salary cannot add up to more than the gross salary. */
function checkSalaryParts(value: IncomeTaxFields, ctx: z.RefinementCtx) {
  const parts = value.salaryDetails;
  if (parts === undefined || (value.incomeType ?? 'salary') !== 'salary') return;
  if (value.annualIncome < 0) return; // reported already
  const sum = (parts.basic ?? 0) + (parts.dearnessAllowance ?? 0) + (parts.hraReceived ?? 0);
  if (sum > value.annualIncome) {
    ctx.addIssue({
      code: 'custom',
      path: ['salaryDetails'],
      message:
        'salaryDetails.basic + salaryDetails.dearnessAllowance + salaryDetails.hraReceived must not exceed annualIncome (the gross salary)',
    });
  }
}

/** A return is filed after its year ends, so the engine can count interest from that day. */
function checkReturnDates(value: IncomeTaxFields, ctx: z.RefinementCtx) {
  // Most requests name no return date: skip the work (a failed date parse builds an error).
  if (value.returnFiledOn === undefined && value.returnDueDate === undefined) return;
  const financialYear = value.financialYear ?? DEFAULT_FINANCIAL_YEAR;
  const firstDay = `${Number(financialYear.slice(0, 4)) + 1}-04-01`;
  for (const field of ['returnFiledOn', 'returnDueDate'] as const) {
    const date = calendarDateOrUndefined(value[field]);
    if (date !== undefined && date < firstDay) {
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `${field} must be after financial year ${financialYear} ends (on or after 1 April ${firstDay.slice(0, 4)})`,
      });
    }
  }
}

function checkIncomeTaxRequest(value: IncomeTaxFields, ctx: z.RefinementCtx) {
  checkGainDates(value, ctx);
  checkTransfersInYear(value, ctx);
  checkSalaryParts(value, ctx);
  checkReturnDates(value, ctx);
}

export const IncomeTaxRequestSchema = z
  .strictObject({ ...incomeTaxFields, regime: RegimeSchema })
  .superRefine(checkIncomeTaxRequest);
export type IncomeTaxRequest = z.infer<typeof IncomeTaxRequestSchema>;

export const DeductionsAllowedSchema = z.strictObject({
  standardDeduction: wholeRupees,
  hraExemption: wholeRupees,
  professionalTax: wholeRupees,
  selfOccupiedInterest: wholeRupees,
  section80C: wholeRupees,
  section80CCD1B: wholeRupees,
  section80CCD2: wholeRupees,
  section80D: wholeRupees,
  section80DParents: wholeRupees,
  section80TTA: wholeRupees,
  section80TTB: wholeRupees,
  section80E: wholeRupees,
  section80G: wholeRupees,
  section80CCC: wholeRupees,
  section80CCD1: wholeRupees,
  section80DD: wholeRupees,
  section80U: wholeRupees,
  section80DDB: wholeRupees,
  section80GG: wholeRupees,
  section80EE: wholeRupees,
  section80EEA: wholeRupees,
  /** s.57(iia) deduction from family pension (other sources). */
  familyPension: wholeRupees,
  chapterVIA: wholeRupees,
});

export const SpecialRateIncomeLineSchema = z.strictObject({
  section: z.enum(['111A', '112A', '112', '115A', '115BB', '115BBJ', '115BBH']),
  before23July2024: z.boolean(),
  income: wholeRupees,
  exemption: wholeRupees,
  basicExemptionAdjustment: wholeRupees,
  taxable: wholeRupees,
  ratePercent: z.number().min(0).max(100),
  tax: wholeRupees,
});

/** Capital gains of the year by the section and rate they are taxed at, after set-off. */
export const CapitalGainsHeadLineSchema = z.strictObject({
  section: z.enum(['111A', '112A', '112', 'slab']),
  before23July2024: z.boolean(),
  /** null for short-term gains taxed at the slab rates. */
  ratePercent: z.number().min(0).max(100).nullable(),
  income: wholeRupees,
});

/** One band of the slab table as applied to this income. */
export const SlabBreakdownLineSchema = z.strictObject({
  from: wholeRupees,
  to: wholeRupees.nullable(),
  ratePercent: z.number().min(0).max(100),
  income: wholeRupees,
  tax: wholeRupees,
});

const lossesByKind = z.strictObject({
  shortTermCapitalLoss: wholeRupees,
  longTermCapitalLoss: wholeRupees,
  houseProperty: wholeRupees,
});

export const SetOffResultSchema = z.strictObject({
  lines: z.array(
    z.strictObject({
      loss: z.string(),
      against: z.string(),
      amount: wholeRupees,
      section: z.string(),
      section2025: z.string().optional(),
    }),
  ),
  carriedForward: lossesByKind,
});

/** Interest under s.234A/B/C and the late-filing fee under s.234F. */
export const InterestAndFeeSchema = z.strictObject({
  s234A: wholeRupees,
  s234B: wholeRupees,
  s234C: wholeRupees,
  s234F: wholeRupees,
});

export const TaxesPaidSummarySchema = z.strictObject({
  tds: wholeRupees,
  tcs: wholeRupees,
  advanceTax: wholeRupees,
  selfAssessmentTax: wholeRupees,
  total: wholeRupees,
});

export const IncomeTaxResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  regime: z.enum(['old', 'new']),
  grossTotalIncome: wholeRupees,
  totalDeductions: wholeRupees,
  taxableIncome: wholeRupees,
  taxBeforeRebate: wholeRupees,
  rebate87A: wholeRupees,
  surcharge: wholeRupees,
  surchargeMarginalRelief: wholeRupees,
  cess: wholeRupees,
  totalTax: wholeRupees,
  /** Percent of gross total income, two decimals. */
  effectiveRate: z.number().min(0).max(100),
  slabTax: wholeRupees,
  specialRateTax: wholeRupees,
  heads: z.strictObject({
    salary: wholeRupees,
    houseProperty: amount,
    businessOrProfession: wholeRupees,
    /** The same figure as businessOrProfession, under the head's short name. */
    business: wholeRupees,
    capitalGains: wholeRupees,
    otherSources: wholeRupees,
  }),
  housePropertyLossNotSetOff: wholeRupees,
  deductionsAllowed: DeductionsAllowedSchema,
  specialRateIncome: z.array(SpecialRateIncomeLineSchema),
  capitalGainsByRate: z.array(CapitalGainsHeadLineSchema),
  slabBreakdown: z.array(SlabBreakdownLineSchema),
  setOff: SetOffResultSchema,
  interest: InterestAndFeeSchema,
  taxesPaid: TaxesPaidSummarySchema,
  /** totalTax + interest + fee − taxes paid; negative: a refund. */
  balancePayable: amount,
  /** False when this regime cannot be chosen (the old regime on a late return, s.115BAC(6)). */
  regimeAvailable: z.boolean(),
  steps,
  notes,
});
export type IncomeTaxResult = z.infer<typeof IncomeTaxResultSchema>;

// ---------------------------------------------------------------------------------------------
// Compare

export const CompareRequestSchema = z
  .strictObject(incomeTaxFields)
  .superRefine(checkIncomeTaxRequest);
export type CompareRequest = z.infer<typeof CompareRequestSchema>;

export const CompareResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  old: IncomeTaxResultSchema,
  new: IncomeTaxResultSchema,
  winner: z.enum(['old', 'new']),
  saving: wholeRupees,
  breakEvenDeductions: wholeRupees.nullable(),
  currentOldRegimeDeductions: wholeRupees,
  steps,
  notes,
});
export type CompareResult = z.infer<typeof CompareResultSchema>;

// ---------------------------------------------------------------------------------------------
// Advance tax

const paymentsSchema = object('payments', {
  q1: rupees('payments.q1').optional(),
  q2: rupees('payments.q2').optional(),
  q3: rupees('payments.q3').optional(),
  q4: rupees('payments.q4').optional(),
}).superRefine((p, ctx) => {
  const order = ['q1', 'q2', 'q3', 'q4'] as const;
  let previous: number | undefined;
  let previousKey = '';
  for (const key of order) {
    const value = p[key];
    if (typeof value !== 'number') continue; // missing, or already reported as not a number
    if (previous !== undefined && value < previous) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `payments are cumulative: payments.${key} must be at least payments.${previousKey}`,
      });
    }
    previous = value;
    previousKey = key;
  }
});

export const AdvanceTaxRequestSchema = z.strictObject({
  annualIncome: rupees('annualIncome'),
  tdsDeducted: rupees('tdsDeducted').optional(),
  financialYear: FinancialYearSchema.optional(),
  regime: RegimeSchema.optional(),
  ageGroup: AgeGroupSchema.optional(),
  residentialStatus: ResidentialStatusSchema.optional(),
  incomeType: IncomeTypeSchema.optional(),
  estimatedTax: rupees('estimatedTax').optional(),
  hasBusinessIncome: flag('hasBusinessIncome').optional(),
  presumptive: flag('presumptive').optional(),
  deductions: DeductionsSchema.optional(),
  payments: paymentsSchema.optional(),
});
export type AdvanceTaxRequest = z.infer<typeof AdvanceTaxRequestSchema>;

const quarter = wholeRupees;
export const AdvanceTaxResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  totalTaxLiability: wholeRupees,
  tdsDeducted: wholeRupees,
  balanceAfterTds: wholeRupees,
  refundDue: wholeRupees,
  liable: z.boolean(),
  advanceTaxDue: wholeRupees,
  quarters: z.strictObject({ q1: quarter, q2: quarter, q3: quarter, q4: quarter }),
  schedule: z.array(
    z.strictObject({
      dueDate: z.iso.date(),
      cumulativePercent: z.number().min(0).max(100),
      cumulativeAmount: wholeRupees,
      instalment: wholeRupees,
    }),
  ),
  interest234C: wholeRupees.optional(),
  steps,
  notes,
});
export type AdvanceTaxResult = z.infer<typeof AdvanceTaxResultSchema>;

// ---------------------------------------------------------------------------------------------
// HRA

export const HraRequestSchema = z.strictObject({
  basicSalary: rupees('basicSalary'),
  dearnessAllowance: rupees('dearnessAllowance').optional(),
  commission: rupees('commission').optional(),
  hraReceived: rupees('hraReceived'),
  rentPaid: rupees('rentPaid'),
  metro: flag('metro').optional(),
  city: text('city', MAX_CITY_LENGTH).optional(),
  financialYear: FinancialYearSchema.optional(),
  regime: RegimeSchema.optional(),
});
export type HraRequest = z.infer<typeof HraRequestSchema>;

export const HraResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  exemptHra: wholeRupees,
  taxableHra: wholeRupees,
  salaryForHra: wholeRupees,
  percentApplied: z.number().min(0).max(100),
  metro: z.boolean(),
  limbs: z.strictObject({
    actualHra: wholeRupees,
    rentMinusTenPercent: wholeRupees,
    percentOfSalary: wholeRupees,
  }),
  steps,
  notes,
});
export type HraResult = z.infer<typeof HraResultSchema>;

// ---------------------------------------------------------------------------------------------
// Capital gains

export const CapitalGainsRequestSchema = z
  .strictObject(capitalGainsTransferFields)
  .superRefine((value, ctx) =>
    checkTransferDates(value, [], ctx, {
      from: FIRST_SALE_DATE,
      to: LAST_SALE_DATE,
      described: `a supported financial year (${FIRST_SALE_DATE} to ${LAST_SALE_DATE})`,
    }),
  );
export type CapitalGainsRequest = z.infer<typeof CapitalGainsRequestSchema>;

export const CapitalGainsResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  holdingMonths: z.number().int().min(0),
  term: z.enum(['short', 'long']),
  gain: amount,
  /** The s.112A yearly exemption used. */
  exemption: wholeRupees,
  /** s.54/54EC/54F exemptions allowed (present only when some are). */
  reinvestmentExemption: wholeRupees.optional(),
  taxableGain: wholeRupees,
  ratePercent: z.number().min(0).max(100),
  tax: wholeRupees,
  cess: wholeRupees,
  totalTax: wholeRupees,
  netGain: amount,
  section: z.enum(['111A', '112A', '112', 'slab']),
  section2025: z.string().optional(),
  indexation: z
    .strictObject({
      indexedCost: wholeRupees,
      taxWithIndexation: wholeRupees,
      taxWithoutIndexation: wholeRupees,
      chosen: z.enum(['withIndexation', 'withoutIndexation']),
    })
    .optional(),
  steps,
  notes,
});
export type CapitalGainsResult = z.infer<typeof CapitalGainsResultSchema>;

// ---------------------------------------------------------------------------------------------
// Presumptive

export const PresumptiveRequestSchema = z
  .strictObject({
    ...presumptiveFields(''),
    assesseeType: oneOf('assesseeType', ['individual', 'huf', 'firm', 'llp']).optional(),
    residentialStatus: ResidentialStatusSchema.optional(),
    financialYear: FinancialYearSchema.optional(),
  })
  .superRefine((value, ctx) => checkPresumptive(value, '', ctx), alsoWithOtherIssues);
export type PresumptiveRequest = z.infer<typeof PresumptiveRequestSchema>;

export const PresumptiveResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  businessType: z.enum(['44AD', '44ADA', '44AE']),
  presumptiveIncome: wholeRupees,
  ratePercent: z.number().min(0).max(100),
  eligible: z.boolean(),
  limit: wholeRupees,
  steps,
  notes,
});
export type PresumptiveResult = z.infer<typeof PresumptiveResultSchema>;

/** Calculator names used by the CLI and the dispatcher. */
export const CALCULATOR_NAMES = [
  'income_tax',
  'compare',
  'advance_tax',
  'hra',
  'capital_gains',
  'presumptive',
] as const;
export type CalculatorName = (typeof CALCULATOR_NAMES)[number];

// ---------------------------------------------------------------------------------------------
// GET /api/tax-rules/:financialYear - the rule table of a year with a citation on every value.

export const CitationSchema = z.strictObject({
  act1961: z.string().optional(),
  /** Income-tax Act 2025 section, only where verified against the enacted text. */
  act2025: z.string().optional(),
  financeAct: z.string(),
  source: z.string().optional(),
  /** Where the source can be read (docs/tax-sources.md). */
  href: z.url().optional(),
  effectiveFrom: z.iso.date(),
  transferDateKeyed: z.boolean().optional(),
  unsourced: z.boolean().optional(),
  doubt: z.string().optional(),
  note: z.string().optional(),
});
export type Citation = z.infer<typeof CitationSchema>;

function cited<T extends z.ZodType>(value: T) {
  return z.strictObject({ value, citation: CitationSchema });
}

const percent = z.number().min(0).max(100);
const slabBands = z.array(z.strictObject({ upTo: wholeRupees.nullable(), ratePercent: percent }));
const rebateRule = z.strictObject({
  threshold: wholeRupees,
  maxRebate: wholeRupees,
  marginalRelief: z.boolean(),
  limitedToSlabTax: z.boolean(),
});
const surchargeBands = z.array(z.strictObject({ above: wholeRupees, ratePercent: percent }));
const limit = z.strictObject({ limit: wholeRupees });
const noLimit = z.strictObject({ limit: z.null() });
const loanSanctionedLimit = z.strictObject({
  limit: wholeRupees,
  loanSanctionedFrom: z.iso.date(),
  loanSanctionedTo: z.iso.date(),
});
const rate = z.strictObject({ ratePercent: percent });
const gainsPeriod = z.strictObject({
  transfersFrom: z.iso.date(),
  transfersTo: z.iso.date(),
  stcg111A: cited(rate),
  ltcg112A: cited(rate),
  ltcg112: cited(z.strictObject({ ratePercent: percent, indexation: z.boolean() })),
  holdingMonths: cited(
    z.strictObject({
      listedEquity: z.number().int(),
      unlistedSharesAndImmovableProperty: z.number().int(),
      otherAssets: z.number().int(),
    }),
  ),
});
const ageGroups = z.enum(['below60', '60to80', '80plus']);

export const TaxRulesSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  assessmentYear: z.string(),
  governingAct: z.string(),
  period: z.strictObject({ start: z.iso.date(), end: z.iso.date() }),
  newRegime: z.strictObject({
    slabs: cited(slabBands),
    standardDeduction: cited(wholeRupees),
    rebate87A: cited(rebateRule),
    surcharge: cited(surchargeBands),
  }),
  oldRegime: z.strictObject({
    slabsByAge: cited(
      z.strictObject({ below60: slabBands, '60to80': slabBands, '80plus': slabBands }),
    ),
    standardDeduction: cited(wholeRupees),
    rebate87A: cited(rebateRule),
    surcharge: cited(surchargeBands),
  }),
  cess: cited(rate),
  surchargeMarginalRelief: cited(z.strictObject({ thresholds: z.literal('every band') })),
  rounding: cited(z.strictObject({ totalIncomeNearest: wholeRupees, taxNearest: wholeRupees })),
  deductions: z.strictObject({
    section80C: cited(limit),
    section80CCD1B: cited(limit),
    section80CCD2: cited(z.strictObject({ oldRegimePercent: percent, newRegimePercent: percent })),
    section80D: cited(
      z.strictObject({
        selfFamily: wholeRupees,
        selfFamilySenior: wholeRupees,
        parents: wholeRupees,
        parentsSenior: wholeRupees,
      }),
    ),
    section80TTA: cited(limit),
    section80TTB: cited(limit),
    section80E: cited(noLimit),
    section80G: cited(noLimit),
    professionalTax: cited(limit),
    selfOccupiedInterest: cited(limit),
    housePropertyLossSetOff: cited(limit),
    newRegimeAllows: cited(z.array(z.string())),
    section80CCD1: cited(
      z.strictObject({
        employeePercentOfSalary: percent,
        otherPercentOfGrossTotalIncome: percent,
      }),
    ),
    section80CCD2Government: cited(z.strictObject({ percent })),
    section80DD: cited(z.strictObject({ disability: wholeRupees, severe: wholeRupees })),
    section80DDB: cited(z.strictObject({ limit: wholeRupees, seniorLimit: wholeRupees })),
    section80U: cited(z.strictObject({ disability: wholeRupees, severe: wholeRupees })),
    section80GG: cited(
      z.strictObject({
        perMonth: wholeRupees,
        percentOfTotalIncome: percent,
        rentExcessOverPercent: percent,
      }),
    ),
    section80EE: cited(loanSanctionedLimit),
    section80EEA: cited(loanSanctionedLimit),
    section80GQualifyingLimit: cited(
      z.strictObject({ percentOfAdjustedGrossTotalIncome: percent }),
    ),
    hufAllows: cited(z.array(z.string())),
  }),
  houseProperty: z.strictObject({
    standardDeduction: cited(z.strictObject({ percentOfNetAnnualValue: percent })),
    selfOccupiedHouses: cited(z.strictObject({ maxHouses: z.number().int().min(0) })),
  }),
  otherSources: z.strictObject({
    familyPension: cited(
      z.strictObject({
        fractionDenominator: z.number().int().positive(),
        oldRegimeCap: wholeRupees,
        newRegimeCap: wholeRupees,
      }),
    ),
    flatRateIncome: cited(rate),
    nonResidentDividends: cited(rate),
  }),
  capitalGains: z.strictObject({
    periods: z.array(gainsPeriod),
    exemption112A: cited(limit),
    grandfatheringLandBuilding: cited(
      z.strictObject({
        acquiredBefore: z.iso.date(),
        withIndexationPercent: percent,
        withoutIndexationPercent: percent,
      }),
    ).nullable(),
    basicExemptionAdjustment: cited(z.strictObject({ residentsOnly: z.literal(true) })),
    specialIncomeSurchargeCap: cited(rate),
  }),
  costInflationIndex: cited(
    z.array(z.strictObject({ financialYear: z.string(), index: z.number().int().positive() })),
  ),
  advanceTax: z.strictObject({
    threshold: cited(z.strictObject({ amount: wholeRupees })),
    seniorExemption: cited(z.strictObject({ exemptAgeGroups: z.array(ageGroups) })),
    schedule: cited(z.array(z.strictObject({ dueDate: z.iso.date(), cumulativePercent: percent }))),
    presumptiveDueDate: cited(z.strictObject({ dueDate: z.iso.date() })),
    interest234C: cited(
      z.strictObject({
        ratePercentPerMonth: percent,
        months: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
        safeHarbourPercent: z.tuple([percent, percent]),
      }),
    ),
    shortfallRounding: cited(z.strictObject({ roundedDownTo: wholeRupees })),
  }),
  presumptive: z.strictObject({
    section44AD: cited(
      z.strictObject({
        digitalRatePercent: percent,
        otherRatePercent: percent,
        limit: wholeRupees,
        enhancedLimit: wholeRupees,
        cashLimitPercent: percent,
        eligibleAssessees: z.array(z.string()),
      }),
    ),
    section44ADA: cited(
      z.strictObject({
        ratePercent: percent,
        limit: wholeRupees,
        enhancedLimit: wholeRupees,
        cashLimitPercent: percent,
        eligibleProfessions: z.array(z.string()),
        eligibleAssessees: z.array(z.string()),
      }),
    ),
    section44AE: cited(
      z.strictObject({
        heavyAboveKg: wholeRupees,
        heavyPerTonnePerMonth: wholeRupees,
        otherPerVehiclePerMonth: wholeRupees,
        maxGoodsCarriages: z.number().int().positive(),
      }),
    ),
  }),
  hra: z.strictObject({
    metroCities: cited(z.array(z.string())),
    cityAliases: cited(z.record(z.string(), z.string())),
    percentOfSalary: cited(z.strictObject({ metro: percent, nonMetro: percent })),
    rentExcessOverPercentOfSalary: cited(z.strictObject({ percent })),
    draftMetroCities: cited(z.array(z.string())).nullable(),
  }),
  interest: z.strictObject({
    returnDueDate: cited(
      z.strictObject({ withoutBusiness: z.iso.date(), businessNotAudited: z.iso.date() }),
    ),
    interest234A: cited(z.strictObject({ ratePercentPerMonth: percent })),
    interest234B: cited(
      z.strictObject({ ratePercentPerMonth: percent, advanceTaxPaidPercent: percent }),
    ),
    lateFee234F: cited(
      z.strictObject({
        fee: wholeRupees,
        smallIncomeFee: wholeRupees,
        smallIncomeUpTo: wholeRupees,
      }),
    ),
    amountRounding: cited(z.strictObject({ roundedDownTo: wholeRupees })),
  }),
});
export type TaxRules = z.infer<typeof TaxRulesSchema>;

/** Path parameter of GET /api/tax-rules/:financialYear. */
export const TaxRulesParamsSchema = z.strictObject({ financialYear: FinancialYearSchema });
export type TaxRulesParams = z.infer<typeof TaxRulesParamsSchema>;
