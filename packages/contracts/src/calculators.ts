// The one contract of the five calculators (plus compare) for the engine, the CLI and HTTP.
// Request schemas only VALIDATE: they never apply defaults (the engine owns every default) and
// never transform, so a parsed request is exactly what the client sent. Result schemas are the
// allow-list of what leaves the server. Both are strict: unknown keys are errors.
import { z } from 'zod';

/** Largest rupee amount accepted anywhere (₹1,00,000 crore). */
export const MAX_RUPEES = 1e12;

// ---------------------------------------------------------------------------------------------
// Building blocks

function number(field: string) {
  return z.number({
    error: (issue) =>
      issue.input === undefined ? `${field} is required` : `${field} must be a number`,
  });
}

/** A non-negative amount in rupees (paise allowed; the engine ignores them). */
function rupees(field: string) {
  return number(field)
    .min(0, { error: `${field} must be 0 or more` })
    .max(MAX_RUPEES, { error: `${field} must be at most ${MAX_RUPEES}` });
}

/** An amount that may be negative (a loss). */
function signedRupees(field: string) {
  return number(field)
    .min(-MAX_RUPEES, { error: `${field} must be at least -${MAX_RUPEES}` })
    .max(MAX_RUPEES, { error: `${field} must be at most ${MAX_RUPEES}` });
}

function flag(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });
}

function isoDate(field: string) {
  return z.iso.date({ error: `${field} must be a calendar date written YYYY-MM-DD` });
}

/** A whole rupee amount in a result. */
const amount = z.number().int();
const wholeRupees = z.number().int().min(0);

export const FINANCIAL_YEARS = ['2023-24', '2024-25', '2025-26', '2026-27'] as const;
export const FinancialYearSchema = oneOf('financialYear', FINANCIAL_YEARS);
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
// Income tax

export const DeductionsSchema = z.strictObject({
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
});

function specialRateGains(prefix: string) {
  return {
    stcg111A: rupees(`${prefix}.stcg111A`).optional(),
    ltcg112A: rupees(`${prefix}.ltcg112A`).optional(),
    ltcg112: rupees(`${prefix}.ltcg112`).optional(),
  };
}

export const CapitalGainsIncomeSchema = z.strictObject({
  ...specialRateGains('capitalGains'),
  /** FY 2024-25: gains from transfers before 23 July 2024 (the fields above are then the later ones). */
  before23July2024: z.strictObject(specialRateGains('capitalGains.before23July2024')).optional(),
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
};

/** before23July2024 only makes sense for a year with transfers before that date. */
function checkGainDates(
  value: {
    financialYear?: string | undefined;
    capitalGains?: { before23July2024?: unknown } | undefined;
  },
  ctx: z.RefinementCtx,
) {
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

export const IncomeTaxRequestSchema = z
  .strictObject({ ...incomeTaxFields, regime: RegimeSchema })
  .superRefine(checkGainDates);
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
  chapterVIA: wholeRupees,
});

export const SpecialRateIncomeLineSchema = z.strictObject({
  section: z.enum(['111A', '112A', '112']),
  before23July2024: z.boolean(),
  income: wholeRupees,
  exemption: wholeRupees,
  basicExemptionAdjustment: wholeRupees,
  taxable: wholeRupees,
  ratePercent: z.number().min(0).max(100),
  tax: wholeRupees,
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
    capitalGains: wholeRupees,
    otherSources: wholeRupees,
  }),
  housePropertyLossNotSetOff: wholeRupees,
  deductionsAllowed: DeductionsAllowedSchema,
  specialRateIncome: z.array(SpecialRateIncomeLineSchema),
  steps,
  notes,
});
export type IncomeTaxResult = z.infer<typeof IncomeTaxResultSchema>;

// ---------------------------------------------------------------------------------------------
// Compare

export const CompareRequestSchema = z.strictObject(incomeTaxFields).superRefine(checkGainDates);
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

const paymentsSchema = z
  .strictObject({
    q1: rupees('payments.q1').optional(),
    q2: rupees('payments.q2').optional(),
    q3: rupees('payments.q3').optional(),
    q4: rupees('payments.q4').optional(),
  })
  .superRefine((p, ctx) => {
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
  city: z
    .string({ error: 'city must be text' })
    .min(1, { error: 'city must not be empty' })
    .max(80, { error: 'city must be at most 80 characters' })
    .optional(),
  financialYear: FinancialYearSchema.optional(),
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

/** Transfers the engine has rules for: FY 2023-24 to FY 2026-27. */
export const FIRST_SALE_DATE = '2023-04-01';
export const LAST_SALE_DATE = '2027-03-31';

const CALENDAR_DATE = z.iso.date();

export const AssetTypeSchema = oneOf('assetType', [
  'equity',
  'equityFund',
  'property',
  'gold',
  'unlistedShares',
]);

export const CapitalGainsRequestSchema = z
  .strictObject({
    assetType: AssetTypeSchema,
    purchasePrice: rupees('purchasePrice'),
    salePrice: rupees('salePrice'),
    purchaseDate: isoDate('purchaseDate'),
    saleDate: isoDate('saleDate'),
    expenses: rupees('expenses').optional(),
    residentIndividual: flag('residentIndividual').optional(),
    other112aGainsThisYear: rupees('other112aGainsThisYear').optional(),
    slabRatePercent: number('slabRatePercent')
      .min(0, { error: 'slabRatePercent must be 0 or more' })
      .max(50, { error: 'slabRatePercent must be at most 50' })
      .optional(),
  })
  .superRefine((value, ctx) => {
    // zod reports a bad date format and carries on: compare only real dates.
    const purchaseOk = CALENDAR_DATE.safeParse(value.purchaseDate).success;
    const saleOk = CALENDAR_DATE.safeParse(value.saleDate).success;
    if (purchaseOk && saleOk && value.purchaseDate > value.saleDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['purchaseDate'],
        message: 'purchaseDate must be on or before saleDate',
      });
    }
    if (saleOk && (value.saleDate < FIRST_SALE_DATE || value.saleDate > LAST_SALE_DATE)) {
      ctx.addIssue({
        code: 'custom',
        path: ['saleDate'],
        message: `saleDate must fall in a supported financial year (${FIRST_SALE_DATE} to ${LAST_SALE_DATE})`,
      });
    }
    if (purchaseOk && value.purchaseDate < '1900-01-01') {
      ctx.addIssue({
        code: 'custom',
        path: ['purchaseDate'],
        message: 'purchaseDate must be 1900-01-01 or later',
      });
    }
  });
export type CapitalGainsRequest = z.infer<typeof CapitalGainsRequestSchema>;

export const CapitalGainsResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  holdingMonths: z.number().int().min(0),
  term: z.enum(['short', 'long']),
  gain: amount,
  exemption: wholeRupees,
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
    businessType: oneOf('businessType', ['44AD', '44ADA']),
    grossReceipts: rupees('grossReceipts'),
    digitalReceipts: rupees('digitalReceipts').optional(),
    cashReceipts: rupees('cashReceipts').optional(),
    assesseeType: oneOf('assesseeType', ['individual', 'huf', 'firm', 'llp']).optional(),
    profession: oneOf('profession', [
      'legal',
      'medical',
      'engineering',
      'architecture',
      'accountancy',
      'technicalConsultancy',
      'interiorDecoration',
      'notified',
      'other',
    ]).optional(),
    financialYear: FinancialYearSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (typeof value.grossReceipts !== 'number') return; // reported already
    const digital = typeof value.digitalReceipts === 'number' ? value.digitalReceipts : 0;
    const cash = typeof value.cashReceipts === 'number' ? value.cashReceipts : 0;
    if (digital > value.grossReceipts) {
      ctx.addIssue({
        code: 'custom',
        path: ['digitalReceipts'],
        message: 'digitalReceipts must not exceed grossReceipts',
      });
    }
    if (cash > value.grossReceipts) {
      ctx.addIssue({
        code: 'custom',
        path: ['cashReceipts'],
        message: 'cashReceipts must not exceed grossReceipts',
      });
    } else if (digital + cash > value.grossReceipts) {
      ctx.addIssue({
        code: 'custom',
        path: ['cashReceipts'],
        message: 'digitalReceipts + cashReceipts must not exceed grossReceipts',
      });
    }
  });
export type PresumptiveRequest = z.infer<typeof PresumptiveRequestSchema>;

export const PresumptiveResultSchema = z.strictObject({
  financialYear: z.enum(FINANCIAL_YEARS),
  businessType: z.enum(['44AD', '44ADA']),
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
    professionalTax: cited(noLimit),
    selfOccupiedInterest: cited(limit),
    housePropertyLossSetOff: cited(limit),
    newRegimeAllows: cited(z.array(z.string())),
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
});
export type TaxRules = z.infer<typeof TaxRulesSchema>;

/** Path parameter of GET /api/tax-rules/:financialYear. */
export const TaxRulesParamsSchema = z.strictObject({ financialYear: FinancialYearSchema });
export type TaxRulesParams = z.infer<typeof TaxRulesParamsSchema>;
