// Public types of the engine: rule-table shapes (JSON-serialisable, every value cited) and the
// input/result of each calculator. The zod schemas in packages/contracts mirror the inputs and
// results; a contracts test proves they stay assignable.

import type { FinancialYear } from './years';

export type { FinancialYear };
export type Regime = 'old' | 'new';
export type AgeGroup = 'below60' | '60to80' | '80plus';
export type ResidentialStatus = 'resident' | 'nonResident';
export type IncomeType = 'salary' | 'other';

// ---------------------------------------------------------------------------------------------
// Citations

/**
 * Where a value comes from (the `source` tags are listed in docs/tax-sources.md). `act2025` is
 * filled ONLY where the Income-tax Act 2025 number was verified against the enacted text;
 * Bill-era numbers are quoted in `note` as unverified.
 */
export interface Citation {
  /** Section of the Income-tax Act 1961, e.g. 's.80C'. */
  readonly act1961?: string;
  /** Verified section of the Income-tax Act 2025, e.g. 's.202'. */
  readonly act2025?: string;
  /** The Finance Act (or Rule, Notification) that enacted the value. */
  readonly financeAct: string;
  /** Source tag(s) of docs/tax-sources.md, e.g. '[S28]'. */
  readonly source?: string;
  /** Where the source can be read: derived from `source` by `cited()` (sources.ts). */
  readonly href?: string;
  /** First day the value applies from (ISO date). */
  readonly effectiveFrom: string;
  /**
   * True where the value applies by date of transfer (capital gains split at 23 July 2024), so
   * `effectiveFrom` may fall inside the financial year.
   */
  readonly transferDateKeyed?: boolean;
  /** No stored source supports this value (docs/tax-sources.md): treat as unverified. */
  readonly unsourced?: boolean;
  /** Id of a documented doubt (docs/tax-sources.md, "Known doubts"), e.g. 'DOUBT-1'. */
  readonly doubt?: string;
  readonly note?: string;
}

export interface Cited<T> {
  readonly value: T;
  readonly citation: Citation;
}

// ---------------------------------------------------------------------------------------------
// Rule tables

/** One slab: income above the previous band's `upTo` and up to this `upTo` (null: no limit). */
export interface SlabBand {
  readonly upTo: number | null;
  readonly ratePercent: number;
}

export interface RebateRule {
  /** Rebate allowed when total income does not exceed this. */
  readonly threshold: number;
  readonly maxRebate: number;
  /** New regime: total income above the threshold pays at most the excess (first proviso). */
  readonly marginalRelief: boolean;
  /**
   * FA 2025 second proviso (ITA 2025 s.156(3)): the rebate cannot exceed the tax at the regime's
   * slab rates, so it never reduces tax on special-rate income.
   */
  readonly limitedToSlabTax: boolean;
}

/** Surcharge rate on income-tax when total income exceeds `above`. */
export interface SurchargeBand {
  readonly above: number;
  readonly ratePercent: number;
}

export interface NewRegimeRules {
  readonly slabs: Cited<readonly SlabBand[]>;
  readonly standardDeduction: Cited<number>;
  readonly rebate87A: Cited<RebateRule>;
  readonly surcharge: Cited<readonly SurchargeBand[]>;
}

export interface OldRegimeRules {
  /** Resident individuals by age; every non-resident uses `below60`. */
  readonly slabsByAge: Cited<Readonly<Record<AgeGroup, readonly SlabBand[]>>>;
  readonly standardDeduction: Cited<number>;
  readonly rebate87A: Cited<RebateRule>;
  readonly surcharge: Cited<readonly SurchargeBand[]>;
}

export type DeductionKey =
  | 'standardDeduction'
  | 'hraExemption'
  | 'professionalTax'
  | 'selfOccupiedInterest'
  | 'housePropertyLossSetOff'
  | 'section80C'
  | 'section80CCD1B'
  | 'section80CCD2'
  | 'section80D'
  | 'section80TTA'
  | 'section80TTB'
  | 'section80E'
  | 'section80G';

export interface DeductionRules {
  /** s.80C + 80CCC + 80CCD(1) together (s.80CCE). */
  readonly section80C: Cited<{ readonly limit: number }>;
  readonly section80CCD1B: Cited<{ readonly limit: number }>;
  /** Employer's NPS contribution, % of basic + DA. */
  readonly section80CCD2: Cited<{
    readonly oldRegimePercent: number;
    readonly newRegimePercent: number;
  }>;
  readonly section80D: Cited<{
    readonly selfFamily: number;
    readonly selfFamilySenior: number;
    readonly parents: number;
    readonly parentsSenior: number;
  }>;
  /** Savings-account interest; not for resident senior citizens. */
  readonly section80TTA: Cited<{ readonly limit: number }>;
  /** Deposit interest of resident senior citizens. */
  readonly section80TTB: Cited<{ readonly limit: number }>;
  readonly section80E: Cited<{ readonly limit: null }>;
  readonly section80G: Cited<{ readonly limit: null }>;
  /** Article 276(2) of the Constitution caps a State's tax on employment at this a year. */
  readonly professionalTax: Cited<{ readonly limit: number }>;
  /** s.24(b) interest on a self-occupied house. */
  readonly selfOccupiedInterest: Cited<{ readonly limit: number }>;
  /** s.71(3A): house-property loss set off against other heads in the year. */
  readonly housePropertyLossSetOff: Cited<{ readonly limit: number }>;
  /** What the new regime allows (s.115BAC(2)); everything else is old-regime only. */
  readonly newRegimeAllows: Cited<readonly DeductionKey[]>;
  /** s.80CCD(1) own NPS contribution: % of salary (employees) or of gross total income (others). */
  readonly section80CCD1: Cited<{
    readonly employeePercentOfSalary: number;
    readonly otherPercentOfGrossTotalIncome: number;
  }>;
  /** s.80CCD(2) for Central and State Government employers, in either regime. */
  readonly section80CCD2Government: Cited<{ readonly percent: number }>;
  /** s.80DD: fixed amounts by the dependant's disability. */
  readonly section80DD: Cited<{ readonly disability: number; readonly severe: number }>;
  /** s.80DDB: amount spent, capped; higher cap when the patient is a senior citizen. */
  readonly section80DDB: Cited<{ readonly limit: number; readonly seniorLimit: number }>;
  /** s.80U: fixed amounts by the taxpayer's own disability. */
  readonly section80U: Cited<{ readonly disability: number; readonly severe: number }>;
  /** s.80GG: least of a yearly amount, % of adjusted total income, rent − % of it. */
  readonly section80GG: Cited<{
    readonly perMonth: number;
    readonly percentOfTotalIncome: number;
    readonly rentExcessOverPercent: number;
  }>;
  readonly section80EE: Cited<{
    readonly limit: number;
    readonly loanSanctionedFrom: string;
    readonly loanSanctionedTo: string;
  }>;
  readonly section80EEA: Cited<{
    readonly limit: number;
    readonly loanSanctionedFrom: string;
    readonly loanSanctionedTo: string;
  }>;
  /** s.80G(4): donations with a qualifying limit count up to this % of adjusted GTI. */
  readonly section80GQualifyingLimit: Cited<{ readonly percentOfAdjustedGrossTotalIncome: number }>;
  /** Chapter VI-A deductions a Hindu undivided family may claim (the rest are individuals only). */
  readonly hufAllows: Cited<readonly ChapterVIAKey[]>;
}

/** The Chapter VI-A deductions the engine computes (keys of its allowed amounts). */
export type ChapterVIAKey =
  | 'section80C'
  | 'section80CCC'
  | 'section80CCD1'
  | 'section80CCD1B'
  | 'section80CCD2'
  | 'section80D'
  | 'section80DParents'
  | 'section80DD'
  | 'section80DDB'
  | 'section80E'
  | 'section80EE'
  | 'section80EEA'
  | 'section80G'
  | 'section80GG'
  | 'section80TTA'
  | 'section80TTB'
  | 'section80U';

export interface CapitalGainsPeriod {
  /** First transfer date covered (inclusive). */
  readonly transfersFrom: string;
  /** Last transfer date covered (inclusive). */
  readonly transfersTo: string;
  readonly stcg111A: Cited<{ readonly ratePercent: number }>;
  readonly ltcg112A: Cited<{ readonly ratePercent: number }>;
  readonly ltcg112: Cited<{ readonly ratePercent: number; readonly indexation: boolean }>;
  /** Held MORE than this many months = long-term. */
  readonly holdingMonths: Cited<{
    readonly listedEquity: number;
    readonly unlistedSharesAndImmovableProperty: number;
    readonly otherAssets: number;
  }>;
}

export interface CapitalGainsRules {
  readonly periods: readonly CapitalGainsPeriod[];
  /** s.112A exemption for the year (aggregate of the year's 112A gains). */
  readonly exemption112A: Cited<{ readonly limit: number }>;
  /** Land/building acquired before 23-07-2024 by a resident individual (null before). */
  readonly grandfatheringLandBuilding: Cited<{
    readonly acquiredBefore: string;
    readonly withIndexationPercent: number;
    readonly withoutIndexationPercent: number;
  }> | null;
  /** Resident individuals may set unused basic exemption against special-rate gains. */
  readonly basicExemptionAdjustment: Cited<{ readonly residentsOnly: true }>;
  /** Rate on income-tax of 111A/112/112A (and dividend) income is capped. */
  readonly specialIncomeSurchargeCap: Cited<{ readonly ratePercent: number }>;
}

export interface CiiEntry {
  readonly financialYear: string;
  readonly index: number;
}

export interface AdvanceTaxInstalment {
  readonly dueDate: string;
  readonly cumulativePercent: number;
}

export interface AdvanceTaxRules {
  /** s.208: liable when the year's tax after TDS is this or more. */
  readonly threshold: Cited<{ readonly amount: number }>;
  /** s.207(2): resident senior citizens without business income are exempt. */
  readonly seniorExemption: Cited<{ readonly exemptAgeGroups: readonly AgeGroup[] }>;
  readonly schedule: Cited<readonly AdvanceTaxInstalment[]>;
  /** s.211(1)(b): 44AD/44ADA assessees pay the whole amount by this date. */
  readonly presumptiveDueDate: Cited<{ readonly dueDate: string }>;
  readonly interest234C: Cited<{
    readonly ratePercentPerMonth: number;
    /** Months of interest for each instalment's shortfall. */
    readonly months: readonly [number, number, number, number];
    /** No interest for the June / September instalment when this % was paid. */
    readonly safeHarbourPercent: readonly [number, number];
  }>;
  /** Rule 119A: the shortfall is rounded down to this multiple (no stored source; docs/tax-sources.md). */
  readonly shortfallRounding: Cited<{ readonly roundedDownTo: number }>;
}

export type PresumptiveAssessee = 'individual' | 'huf' | 'firm' | 'llp';
export type Profession =
  | 'legal'
  | 'medical'
  | 'engineering'
  | 'architecture'
  | 'accountancy'
  | 'technicalConsultancy'
  | 'interiorDecoration'
  | 'notified'
  | 'other';

export interface PresumptiveRules {
  readonly section44AD: Cited<{
    readonly digitalRatePercent: number;
    readonly otherRatePercent: number;
    readonly limit: number;
    readonly enhancedLimit: number;
    readonly cashLimitPercent: number;
    readonly eligibleAssessees: readonly PresumptiveAssessee[];
  }>;
  readonly section44ADA: Cited<{
    readonly ratePercent: number;
    readonly limit: number;
    readonly enhancedLimit: number;
    readonly cashLimitPercent: number;
    readonly eligibleProfessions: readonly Profession[];
    readonly eligibleAssessees: readonly PresumptiveAssessee[];
  }>;
  /** s.44AE: goods carriages, income per vehicle per month (or part) owned. */
  readonly section44AE: Cited<{
    /** A heavy goods vehicle has a gross vehicle weight above this. */
    readonly heavyAboveKg: number;
    readonly heavyPerTonnePerMonth: number;
    readonly otherPerVehiclePerMonth: number;
    /** Not more than this many goods carriages owned at any time in the year. */
    readonly maxGoodsCarriages: number;
  }>;
}

export interface HraRules {
  /** Cities whose houses get 50 % of salary as the third limb (Rule 2A). */
  readonly metroCities: Cited<readonly string[]>;
  /** Alternative names resolving to a listed city. */
  readonly cityAliases: Cited<Readonly<Record<string, string>>>;
  readonly percentOfSalary: Cited<{ readonly metro: number; readonly nonMetro: number }>;
  readonly rentExcessOverPercentOfSalary: Cited<{ readonly percent: number }>;
  /** A proposal that is NOT applied (draft rules), shown for information. */
  readonly draftMetroCities: Cited<readonly string[]> | null;
}

export interface HousePropertyRules {
  /** s.24(a): a flat share of the net annual value of a let-out house. */
  readonly standardDeduction: Cited<{ readonly percentOfNetAnnualValue: number }>;
  /** s.23(2)/(4): houses that may be treated as self-occupied (annual value nil). */
  readonly selfOccupiedHouses: Cited<{ readonly maxHouses: number }>;
}

export interface OtherSourcesRules {
  /** s.57(iia): one third of a family pension, up to a cap that differs by regime. */
  readonly familyPension: Cited<{
    readonly fractionDenominator: number;
    readonly oldRegimeCap: number;
    readonly newRegimeCap: number;
  }>;
  /** Lottery and the like (s.115BB), online games (s.115BBJ), virtual digital assets (s.115BBH). */
  readonly flatRateIncome: Cited<{ readonly ratePercent: number }>;
  /** Dividends of a non-resident (s.115A(1)(a)(i)). */
  readonly nonResidentDividends: Cited<{ readonly ratePercent: number }>;
}

export interface TaxRules {
  readonly financialYear: FinancialYear;
  readonly assessmentYear: string;
  readonly governingAct: string;
  readonly period: { readonly start: string; readonly end: string };
  readonly newRegime: NewRegimeRules;
  readonly oldRegime: OldRegimeRules;
  readonly cess: Cited<{ readonly ratePercent: number }>;
  readonly surchargeMarginalRelief: Cited<{ readonly thresholds: 'every band' }>;
  readonly rounding: Cited<{ readonly totalIncomeNearest: number; readonly taxNearest: number }>;
  readonly deductions: DeductionRules;
  readonly houseProperty: HousePropertyRules;
  readonly otherSources: OtherSourcesRules;
  readonly capitalGains: CapitalGainsRules;
  readonly costInflationIndex: Cited<readonly CiiEntry[]>;
  readonly advanceTax: AdvanceTaxRules;
  readonly presumptive: PresumptiveRules;
  readonly hra: HraRules;
  readonly interest: InterestRules;
}

/** Due date of the return (s.139(1) Explanation 2; ITA 2025 s.263(1)(c)) for an individual or HUF. */
export interface ReturnDueDates {
  /** No income from business or profession. */
  readonly withoutBusiness: string;
  /** Income from business or profession, accounts not required to be audited. */
  readonly businessNotAudited: string;
}

/** Interest on tax paid late (ss.234A, 234B) and the fee for a late return (s.234F). */
export interface InterestRules {
  readonly returnDueDate: Cited<ReturnDueDates>;
  /** s.234A: from the day after the due date to the date of filing. */
  readonly interest234A: Cited<{ readonly ratePercentPerMonth: number }>;
  /** s.234B: from 1 April after the year, when advance tax paid is below this % of assessed tax. */
  readonly interest234B: Cited<{
    readonly ratePercentPerMonth: number;
    readonly advanceTaxPaidPercent: number;
  }>;
  /** s.234F: `fee`, or `smallIncomeFee` when total income is at most `smallIncomeUpTo`. */
  readonly lateFee234F: Cited<{
    readonly fee: number;
    readonly smallIncomeFee: number;
    readonly smallIncomeUpTo: number;
  }>;
  /** Rule 119A(c): the amount interest is computed on is rounded down to this multiple. */
  readonly amountRounding: Cited<{ readonly roundedDownTo: number }>;
}

// ---------------------------------------------------------------------------------------------
// Working shown with every result

export interface Step {
  readonly label: string;
  readonly amount: number;
  /** Section of the Income-tax Act 1961, e.g. '80C'. */
  readonly section?: string;
  /** Verified section of the Income-tax Act 2025. */
  readonly section2025?: string;
  readonly note?: string;
}

// ---------------------------------------------------------------------------------------------
// Income tax

export interface DeductionClaims {
  /** 80C + 80CCC + 80CCD(1) claimed (capped at 1,50,000 together). */
  readonly section80C?: number;
  /** Health insurance for self, spouse and children. */
  readonly section80D?: number;
  /** Health insurance for parents (a separate limit). */
  readonly section80DParents?: number;
  /** At least one parent is a senior citizen (higher parents' limit). */
  readonly parentsSenior?: boolean;
  /** EXEMPT HRA under s.10(13A) (use hraExemption to compute it). Old regime only. */
  readonly hra?: number;
  /** Interest on a loan for a SELF-OCCUPIED house, s.24(b). Old regime only, 2,00,000 cap. */
  readonly homeLoanInterest?: number;
  readonly section80CCD1B?: number;
  /** Employer's contribution to NPS. */
  readonly section80CCD2?: number;
  readonly section80TTA?: number;
  readonly section80TTB?: number;
  readonly section80E?: number;
  /** Deductible amount of donations as computed under s.80G (taken as entered). */
  readonly section80G?: number;
  /** Professional tax (tax on employment), s.16(iii). Old regime only; Article 276(2) caps it at 2,500. */
  readonly professionalTax?: number;
  /** Contribution to a pension fund (s.80CCC); inside the 80CCE limit. */
  readonly section80CCC?: number;
  /** Own NPS contribution under s.80CCD(1); inside the 80CCE limit. */
  readonly section80CCD1?: number;
  /** Maintenance of a dependant with a disability (s.80DD): fixed amount by severity. */
  readonly section80DD?: DisabilityLevel;
  /** The taxpayer's own disability (s.80U): fixed amount by severity. */
  readonly section80U?: DisabilityLevel;
  /** Amount spent on treatment of a specified disease (s.80DDB); the engine applies the cap. */
  readonly section80DDB?: number;
  /** The 80DDB patient is a senior citizen (default: the taxpayer's own age band). */
  readonly section80DDBPatientSenior?: boolean;
  /** Rent paid without HRA (s.80GG): the engine computes the least of the three limbs. */
  readonly section80GG?: number;
  /** Interest on a first home loan sanctioned in FY 2016-17 (s.80EE). */
  readonly section80EE?: number;
  /** Interest on an affordable-housing loan sanctioned FY 2019-20 to 2021-22 (s.80EEA). */
  readonly section80EEA?: number;
  /** Donations by category; the engine applies 50 %/100 % and the 10 % qualifying limit. */
  readonly donations80G?: readonly Donation80G[];
}

export type DisabilityLevel = 'none' | 'disability' | 'severe';
export type Donation80GCategory = '100NoLimit' | '50NoLimit' | '100Limit' | '50Limit';

export interface Donation80G {
  readonly amount: number;
  readonly category: Donation80GCategory;
}

export interface SpecialRateGains {
  /** Short-term gains on listed equity / equity funds (STT paid), s.111A. */
  readonly stcg111A?: number;
  /** Long-term gains on listed equity / equity funds, s.112A, before the yearly exemption. */
  readonly ltcg112A?: number;
  /** Other long-term gains, s.112 (indexed gain where indexation applies). */
  readonly ltcg112?: number;
}

export interface CapitalGainsIncome extends SpecialRateGains {
  /**
   * FY 2024-25 only: gains from transfers BEFORE 23 July 2024 (old rates). The fields above are
   * then the transfers on or after that date.
   */
  readonly before23July2024?: SpecialRateGains;
}

export interface IncomeTaxInput {
  /** Gross salary (incomeType 'salary', the default) or other income (incomeType 'other'). */
  readonly annualIncome: number;
  readonly regime: Regime;
  readonly deductions?: DeductionClaims;
  readonly financialYear?: FinancialYear;
  readonly ageGroup?: AgeGroup;
  readonly residentialStatus?: ResidentialStatus;
  readonly incomeType?: IncomeType;
  /** Income from other sources (interest, dividends...). */
  readonly otherIncome?: number;
  /** Profits of business or profession (e.g. presumptive income). */
  readonly businessIncome?: number;
  /** Net income from let-out / deemed let-out house property after s.24 (negative = loss). */
  readonly housePropertyIncome?: number;
  readonly capitalGains?: CapitalGainsIncome;
  /** Basic salary + DA, the base of the 80CCD(2) limit (default: gross salary). */
  readonly basicPlusDa?: number;

  // ----- The whole year (all optional; a request without them is computed as before) -----
  /** 'individual' (default) or a Hindu undivided family. */
  readonly taxpayerType?: TaxpayerType;
  /** Government employers get 14 % for 80CCD(2) in the old regime too. Default 'private'. */
  readonly employerType?: EmployerType;
  /** Parts of the salary: the engine works out exempt HRA, the 80CCD(2) base and the PT cap. */
  readonly salaryDetails?: SalaryDetails;
  /** Family pension received (s.57(iia) deduction applied by the engine). */
  readonly familyPension?: number;
  /** Dividends (other sources; surcharge on their tax capped at 15 %). */
  readonly dividends?: number;
  /** Income taxed at 30 % flat: lottery, online games, virtual digital assets. */
  readonly specialRateIncome?: SpecialRateIncomeClaims;
  /** Each house: replaces housePropertyIncome when given. */
  readonly houseProperties?: readonly HousePropertyInput[];
  /** Each transfer of the year (sale date inside the year). */
  readonly capitalGainsTransactions?: readonly CapitalGainsInput[];
  readonly broughtForwardLosses?: BroughtForwardLosses;
  /** Presumptive business or profession (44AD, 44ADA, 44AE): joins the business head. */
  readonly presumptive?: PresumptiveIncomeInput;
  readonly taxesPaid?: TaxesPaidInput;
  /** Date the return is (or will be) filed; default: on the due date. */
  readonly returnFiledOn?: string;
  /** Overrides the year's default due date (extensions, audit cases). */
  readonly returnDueDate?: string;
}

export type TaxpayerType = 'individual' | 'huf';
export type EmployerType = 'private' | 'government';

export interface SalaryDetails {
  readonly basic?: number;
  readonly dearnessAllowance?: number;
  readonly hraReceived?: number;
  readonly rentPaid?: number;
  /** City of the rented house (resolved against the year's 50 % list). */
  readonly city?: string;
  /** Tax on employment paid; Article 276(2) caps it at 2,500. */
  readonly professionalTax?: number;
}

export interface SpecialRateIncomeClaims {
  /** Lottery, crossword puzzle, race or card-game winnings (s.115BB; ITA 2025 s.194). */
  readonly lottery115BB?: number;
  /** Net winnings from online games (s.115BBJ; ITA 2025 s.194). */
  readonly onlineGames115BBJ?: number;
  /** Income from transfer of virtual digital assets (s.115BBH; ITA 2025 s.194). */
  readonly virtualDigitalAssets115BBH?: number;
}

export interface HousePropertyInput {
  readonly use: 'selfOccupied' | 'letOut';
  /** Annual rent received or receivable (let out). */
  readonly annualRent?: number;
  /** Municipal taxes paid in the year by the owner. */
  readonly municipalTaxesPaid?: number;
  /** Interest on borrowed capital for the house, s.24(b). */
  readonly interestOnLoan?: number;
}

export interface BroughtForwardLosses {
  readonly shortTermCapitalLoss?: number;
  readonly longTermCapitalLoss?: number;
  readonly houseProperty?: number;
}

export interface PresumptiveVehicle {
  readonly heavy: boolean;
  /** Gross vehicle weight in tonnes (heavy goods vehicles: income is per tonne). */
  readonly grossTonnes?: number;
  /** Months (or part) the vehicle was owned in the year. */
  readonly months: number;
}

export interface PresumptiveIncomeInput {
  readonly businessType: '44AD' | '44ADA' | '44AE';
  readonly grossReceipts?: number;
  readonly digitalReceipts?: number;
  readonly cashReceipts?: number;
  /** 44ADA: the profession. */
  readonly profession?: Profession;
  /** 44AE: the goods carriages owned in the year. */
  readonly vehicles?: readonly PresumptiveVehicle[];
}

export interface AdvanceTaxPaid {
  readonly date: string;
  readonly amount: number;
}

export interface TaxesPaidInput {
  readonly tds?: number;
  readonly tcs?: number;
  readonly advanceTax?: readonly AdvanceTaxPaid[];
  /** Paid on the day the return is filed. */
  readonly selfAssessmentTax?: number;
}

export interface DeductionsAllowed {
  readonly standardDeduction: number;
  readonly hraExemption: number;
  readonly professionalTax: number;
  readonly selfOccupiedInterest: number;
  readonly section80C: number;
  readonly section80CCD1B: number;
  readonly section80CCD2: number;
  readonly section80D: number;
  readonly section80DParents: number;
  readonly section80TTA: number;
  readonly section80TTB: number;
  readonly section80E: number;
  readonly section80G: number;
  readonly section80CCC: number;
  readonly section80CCD1: number;
  readonly section80DD: number;
  readonly section80U: number;
  readonly section80DDB: number;
  readonly section80GG: number;
  readonly section80EE: number;
  readonly section80EEA: number;
  /** s.57(iia) deduction from family pension (other sources). */
  readonly familyPension: number;
  /** Chapter VI-A total (80C … 80G) after caps and the gross-total-income limit. */
  readonly chapterVIA: number;
}

export interface IncomeHeads {
  readonly salary: number;
  /** After the self-occupied interest and the set-off limits. */
  readonly houseProperty: number;
  readonly businessOrProfession: number;
  /** The same figure as businessOrProfession, under the head's short name. */
  readonly business: number;
  readonly capitalGains: number;
  readonly otherSources: number;
}

export type SpecialRateSection = '111A' | '112A' | '112' | '115A' | '115BB' | '115BBJ' | '115BBH';

export interface SpecialRateIncomeLine {
  readonly section: SpecialRateSection;
  /** True for FY 2024-25 transfers before 23 July 2024. */
  readonly before23July2024: boolean;
  readonly income: number;
  /** s.112A yearly exemption used. */
  readonly exemption: number;
  /** Unused basic exemption set against this gain (resident individuals). */
  readonly basicExemptionAdjustment: number;
  readonly taxable: number;
  readonly ratePercent: number;
  readonly tax: number;
}

/** One band of the slab table as applied to this income. */
export interface SlabBreakdownLine {
  readonly from: number;
  /** Upper edge of the band (null: no limit). */
  readonly to: number | null;
  readonly ratePercent: number;
  /** Income falling in this band. */
  readonly income: number;
  readonly tax: number;
}

/** Capital gains of the year by the section and rate they are taxed at (after set-off). */
export interface CapitalGainsHeadLine {
  /** 'slab': short-term gains taxed with the other income at slab rates. */
  readonly section: '111A' | '112A' | '112' | 'slab';
  readonly before23July2024: boolean;
  /** Special rate (null for 'slab'). */
  readonly ratePercent: number | null;
  readonly income: number;
}

/** A loss set off (or a deduction made) against income of the year. */
export interface SetOffLine {
  /** What was set off, e.g. 'Short-term capital loss of the year'. */
  readonly loss: string;
  /** What it was set off against, e.g. 'Long-term gains (s.112A)'. */
  readonly against: string;
  readonly amount: number;
  readonly section: string;
  readonly section2025?: string;
}

export interface LossesCarriedForward {
  readonly shortTermCapitalLoss: number;
  readonly longTermCapitalLoss: number;
  readonly houseProperty: number;
}

export interface SetOffResult {
  readonly lines: readonly SetOffLine[];
  readonly carriedForward: LossesCarriedForward;
}

export interface InterestAndFee {
  /** Late filing (s.234A; ITA 2025 s.423). */
  readonly s234A: number;
  /** Default in advance tax (s.234B; ITA 2025 s.424). */
  readonly s234B: number;
  /** Deferment of instalments (s.234C; ITA 2025 s.425). */
  readonly s234C: number;
  /** Fee for a late return (s.234F; ITA 2025 s.428). */
  readonly s234F: number;
}

export interface TaxesPaidSummary {
  readonly tds: number;
  readonly tcs: number;
  readonly advanceTax: number;
  readonly selfAssessmentTax: number;
  readonly total: number;
}

export interface IncomeTaxResult {
  readonly financialYear: FinancialYear;
  readonly regime: Regime;
  readonly grossTotalIncome: number;
  readonly totalDeductions: number;
  readonly taxableIncome: number;
  readonly taxBeforeRebate: number;
  readonly rebate87A: number;
  readonly surcharge: number;
  readonly surchargeMarginalRelief: number;
  readonly cess: number;
  readonly totalTax: number;
  readonly effectiveRate: number;
  readonly slabTax: number;
  readonly specialRateTax: number;
  readonly heads: IncomeHeads;
  readonly housePropertyLossNotSetOff: number;
  readonly deductionsAllowed: DeductionsAllowed;
  readonly specialRateIncome: readonly SpecialRateIncomeLine[];
  /** Capital gains by section and rate, after set-off. */
  readonly capitalGainsByRate: readonly CapitalGainsHeadLine[];
  readonly slabBreakdown: readonly SlabBreakdownLine[];
  readonly setOff: SetOffResult;
  readonly interest: InterestAndFee;
  readonly taxesPaid: TaxesPaidSummary;
  /** totalTax + interest + fee − taxes paid; negative = refund. */
  readonly balancePayable: number;
  /** False when this regime cannot be chosen (old regime on a late return, s.115BAC(6)). */
  readonly regimeAvailable: boolean;
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Compare

export type CompareInput = Omit<IncomeTaxInput, 'regime'>;

export interface CompareResult {
  readonly financialYear: FinancialYear;
  readonly old: IncomeTaxResult;
  readonly new: IncomeTaxResult;
  /** Lower total tax; a tie goes to the new regime (the default regime). */
  readonly winner: Regime;
  readonly saving: number;
  /**
   * Old-regime deductions and exemptions (all of them, as one total against slab income) at and
   * above which the old regime's tax is lower than the new regime's; null when no amount can make
   * the old regime cheaper.
   */
  readonly breakEvenDeductions: number | null;
  /** The old-regime deductions this input already claims (old.totalDeductions). */
  readonly currentOldRegimeDeductions: number;
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// HRA

export interface HraInput {
  readonly basicSalary: number;
  readonly dearnessAllowance?: number;
  /** Commission as a fixed % of turnover achieved (counts as salary for Rule 2A). */
  readonly commission?: number;
  readonly hraReceived: number;
  readonly rentPaid: number;
  readonly metro?: boolean;
  /** City of the rented house; resolved against the year's list (overrides `metro`). */
  readonly city?: string;
  readonly financialYear?: FinancialYear;
  /** 'old' (default) or 'new': the new regime allows no HRA exemption (s.115BAC(2)). */
  readonly regime?: Regime;
}

export interface HraResult {
  readonly financialYear: FinancialYear;
  readonly exemptHra: number;
  readonly taxableHra: number;
  readonly salaryForHra: number;
  readonly percentApplied: number;
  readonly metro: boolean;
  readonly limbs: {
    readonly actualHra: number;
    readonly rentMinusTenPercent: number;
    readonly percentOfSalary: number;
  };
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Capital gains

export type AssetType =
  | 'equity'
  | 'equityFund'
  | 'property'
  | 'gold'
  | 'unlistedShares'
  /** s.50AA: debt-oriented mutual funds bought from 1 April 2023; always short-term, slab rates. */
  | 'specifiedMutualFund'
  /** Listed bonds and debentures: long-term after 12 months, s.112 without indexation. */
  | 'listedBond';

/** Amounts reinvested to claim an exemption (each with its own cap and conditions). */
export interface CapitalGainsExemptionClaims {
  /** s.54: long-term gain on a residential house reinvested in a residential house. */
  readonly section54?: number;
  /** s.54EC: long-term gain on land or building invested in specified bonds (50 lakh cap). */
  readonly section54EC?: number;
  /** s.54F: net consideration of another long-term asset invested in a residential house. */
  readonly section54F?: number;
}

export interface CapitalGainsInput {
  readonly assetType: AssetType;
  readonly purchasePrice: number;
  readonly salePrice: number;
  readonly purchaseDate: string;
  readonly saleDate: string;
  /** Expenses wholly and exclusively on the transfer (brokerage, stamp duty on sale...). */
  readonly expenses?: number;
  /** Resident individual (default true): needed for land/building grandfathering. */
  readonly residentIndividual?: boolean;
  /** Other s.112A gains of the same financial year (share the yearly exemption). */
  readonly other112aGainsThisYear?: number;
  /** Marginal slab rate for gains taxed at slab rates (default 30). */
  readonly slabRatePercent?: number;
  /** Listed equity / equity fund bought before 1 Feb 2018: its FMV on 31 Jan 2018 (s.55(2)(ac)). */
  readonly fmvOn31Jan2018?: number;
  /** Asset bought before 1 Apr 2001: its FMV on that date may be taken as cost (s.55(2)(b)). */
  readonly fmvOn1Apr2001?: number;
  readonly exemptions?: CapitalGainsExemptionClaims;
}

export interface CapitalGainsResult {
  readonly financialYear: FinancialYear;
  readonly holdingMonths: number;
  readonly term: 'short' | 'long';
  /** Sale − expenses − cost (after s.55(2)(ac) / s.55(2)(b)), before indexation and exemptions. */
  readonly gain: number;
  /** The s.112A yearly exemption used. */
  readonly exemption: number;
  /** s.54/54EC/54F exemptions allowed (present only when some are). */
  readonly reinvestmentExemption?: number;
  readonly taxableGain: number;
  readonly ratePercent: number;
  readonly tax: number;
  readonly cess: number;
  readonly totalTax: number;
  readonly netGain: number;
  /** '111A' | '112A' | '112' | 'slab' (short-term gains at the slab rate). */
  readonly section: '111A' | '112A' | '112' | 'slab';
  readonly section2025?: string;
  readonly indexation?: {
    readonly indexedCost: number;
    readonly taxWithIndexation: number;
    readonly taxWithoutIndexation: number;
    readonly chosen: 'withIndexation' | 'withoutIndexation';
  };
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Advance tax

export interface AdvanceTaxPayments {
  readonly q1?: number;
  readonly q2?: number;
  readonly q3?: number;
  readonly q4?: number;
}

export interface AdvanceTaxInput {
  readonly annualIncome: number;
  /** TDS/TCS of the year (default 0). */
  readonly tdsDeducted?: number;
  readonly financialYear?: FinancialYear;
  readonly regime?: Regime;
  readonly ageGroup?: AgeGroup;
  readonly residentialStatus?: ResidentialStatus;
  readonly incomeType?: IncomeType;
  /** Total tax of the year including cess; used instead of computing it from annualIncome. */
  readonly estimatedTax?: number;
  /**
   * Profits of business or profession in the year (a resident senior is then liable). Without
   * `incomeType`, `annualIncome` is then taken as business income.
   */
  readonly hasBusinessIncome?: boolean;
  /**
   * All business income is presumptive (44AD/44ADA): one instalment by 15 March. Without
   * `incomeType`, `annualIncome` is then taken as business income.
   */
  readonly presumptive?: boolean;
  /** Claims passed to the income-tax computation (old regime; ignored with `estimatedTax`). */
  readonly deductions?: DeductionClaims;
  /** Cumulative advance tax paid by each due date. */
  readonly payments?: AdvanceTaxPayments;
}

export interface AdvanceTaxScheduleLine {
  readonly dueDate: string;
  readonly cumulativePercent: number;
  readonly cumulativeAmount: number;
  readonly instalment: number;
}

export interface AdvanceTaxResult {
  readonly financialYear: FinancialYear;
  /** Tax of the year including cess (computed or estimatedTax). */
  readonly totalTaxLiability: number;
  readonly tdsDeducted: number;
  /** Tax left after TDS (what is payable before filing). */
  readonly balanceAfterTds: number;
  /** TDS in excess of the tax (refund due on filing). */
  readonly refundDue: number;
  readonly liable: boolean;
  /** Advance tax payable in instalments (0 when not liable). */
  readonly advanceTaxDue: number;
  readonly quarters: {
    readonly q1: number;
    readonly q2: number;
    readonly q3: number;
    readonly q4: number;
  };
  readonly schedule: readonly AdvanceTaxScheduleLine[];
  readonly interest234C?: number;
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Presumptive

export interface PresumptiveInput {
  readonly businessType: '44AD' | '44ADA' | '44AE';
  /** Turnover / gross receipts (44AD, 44ADA); for 44AE only shown against the income. */
  readonly grossReceipts?: number;
  /** Received by account-payee cheque/draft, ECS or other electronic modes. */
  readonly digitalReceipts?: number;
  /** Received in cash (including non-account-payee cheques). Default: receipts not digital. */
  readonly cashReceipts?: number;
  readonly assesseeType?: PresumptiveAssessee;
  /** 44ADA: the profession (s.44AA(1) or notified). */
  readonly profession?: Profession;
  /** 44AE: the goods carriages owned in the year. */
  readonly vehicles?: readonly PresumptiveVehicle[];
  /** 44AD and 44ADA are for residents only. Default 'resident'. */
  readonly residentialStatus?: ResidentialStatus;
  readonly financialYear?: FinancialYear;
}

export interface PresumptiveResult {
  readonly financialYear: FinancialYear;
  readonly businessType: '44AD' | '44ADA' | '44AE';
  /** Deemed income; 0 when not eligible. */
  readonly presumptiveIncome: number;
  /** Effective rate of presumptive income on gross receipts (2 decimals). */
  readonly ratePercent: number;
  readonly eligible: boolean;
  /** Turnover / receipts limit that applied (0 for 44AE, which has none). */
  readonly limit: number;
  readonly steps: readonly Step[];
  readonly notes: readonly string[];
}
