// The year form's values ("draft") and the request they stand for. The form keeps what was typed
// (amounts as text, "15,00,000" or "₹ 2 lakh" stays text until it is read), under the contract's
// field names, so a zod issue's path is also the name of the field that shows it.
import type { CompareRequest } from '@taxguide/contracts/calculators';
import { DEFAULT_YEAR } from '../format';
import { parseAmount } from '../inputs';

type Draft<T> = T extends number
  ? string
  : T extends boolean
    ? boolean
    : T extends string
      ? T | ''
      : T extends readonly (infer U)[]
        ? Draft<U>[]
        : T extends object
          ? { [K in keyof T]-?: Draft<NonNullable<T[K]>> }
          : never;

/** Every field of the request, as the form holds it. */
export type YearDraft = Draft<CompareRequest>;
export type TransactionDraft = YearDraft['capitalGainsTransactions'][number];
export type HouseDraft = YearDraft['houseProperties'][number];
export type VehicleDraft = YearDraft['presumptive']['vehicles'][number];
export type PaymentDraft = YearDraft['taxesPaid']['advanceTax'][number];
export type DonationDraft = YearDraft['deductions']['donations80G'][number];

/** Fields whose text is a choice, a name or a date, never an amount. */
const TEXT_KEYS = new Set([
  'financialYear',
  'ageGroup',
  'residentialStatus',
  'incomeType',
  'taxpayerType',
  'employerType',
  'city',
  'use',
  'assetType',
  'businessType',
  'profession',
  'section80DD',
  'section80U',
  'category',
]);
const DATE_KEYS = new Set(['purchaseDate', 'saleDate', 'date', 'returnFiledOn', 'returnDueDate']);
/** A yes/no the contract requires even when it is no. */
const REQUIRED_FLAGS = new Set(['heavy']);
/** Choices every new list item starts with: an item with nothing else typed is left out. */
const ITEM_DEFAULT_KEYS = new Set(['assetType', 'use', 'category', 'heavy']);

/**
 * A date as typed: ISO from a date picker, or DD/MM/YYYY (also with - or .) where the browser
 * shows a plain text box. Anything else is kept as typed, for the contract to reject.
 */
export function parseTypedDate(text: string): string {
  const trimmed = text.trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!dmy) return trimmed;
  const [, day, month, year] = dmy;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

function readLeaf(key: string, value: unknown): unknown {
  if (typeof value === 'boolean') return value || REQUIRED_FLAGS.has(key) ? value : undefined;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (DATE_KEYS.has(key)) return parseTypedDate(trimmed);
  if (TEXT_KEYS.has(key)) return trimmed;
  const amount = parseAmount(trimmed);
  // Not a number: kept as text, so the contract names the field ("must be a number").
  return amount === undefined || Number.isNaN(amount) ? trimmed : amount;
}

function isBlankItem(item: Record<string, unknown>): boolean {
  return Object.keys(item).every((key) => ITEM_DEFAULT_KEYS.has(key));
}

function prune(key: string, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value
      .map((item) => prune(key, item))
      .filter(
        (item) =>
          item !== undefined &&
          !(typeof item === 'object' && isBlankItem(item as Record<string, unknown>)),
      );
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, prune(k, v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return readLeaf(key, value);
}

/**
 * Only what the user filled in, read: amounts as numbers, dates as ISO. This is what a link or a
 * saved scenario holds; it may lack the gross income (a year of gains only).
 */
export function filledFields(draft: YearDraft): Partial<CompareRequest> {
  const filled = (prune('', draft) ?? {}) as Record<string, unknown>;
  // "No presumptive business" leaves its receipts unused.
  const presumptive = filled.presumptive as Record<string, unknown> | undefined;
  if (presumptive && presumptive.businessType === undefined) delete filled.presumptive;
  return filled as Partial<CompareRequest>;
}

/** The request to compute: the filled fields, with no salary counted as a gross income of 0. */
export function draftToRequest(draft: YearDraft): CompareRequest {
  const filled = filledFields(draft);
  return { ...filled, annualIncome: filled.annualIncome ?? 0 } as CompareRequest;
}

export const EMPTY_TRANSACTION: TransactionDraft = {
  assetType: 'equity',
  purchasePrice: '',
  salePrice: '',
  purchaseDate: '',
  saleDate: '',
  expenses: '',
  residentIndividual: false,
  other112aGainsThisYear: '',
  slabRatePercent: '',
  fmvOn31Jan2018: '',
  fmvOn1Apr2001: '',
  exemptions: { section54: '', section54EC: '', section54F: '' },
};
export const EMPTY_HOUSE: HouseDraft = {
  use: 'selfOccupied',
  annualRent: '',
  municipalTaxesPaid: '',
  interestOnLoan: '',
};
export const EMPTY_VEHICLE: VehicleDraft = { heavy: false, grossTonnes: '', months: '' };
export const EMPTY_PAYMENT: PaymentDraft = { date: '', amount: '' };
export const EMPTY_DONATION: DonationDraft = { amount: '', category: '100NoLimit' };

/** A blank year: the choices at the engine's defaults, every amount empty. */
export function emptyDraft(): YearDraft {
  return {
    annualIncome: '',
    financialYear: DEFAULT_YEAR,
    ageGroup: 'below60',
    residentialStatus: 'resident',
    incomeType: 'salary',
    taxpayerType: 'individual',
    employerType: 'private',
    otherIncome: '',
    businessIncome: '',
    housePropertyIncome: '',
    basicPlusDa: '',
    familyPension: '',
    dividends: '',
    returnFiledOn: '',
    returnDueDate: '',
    capitalGains: {
      stcg111A: '',
      ltcg112A: '',
      ltcg112: '',
      before23July2024: { stcg111A: '', ltcg112A: '', ltcg112: '' },
    },
    salaryDetails: {
      basic: '',
      dearnessAllowance: '',
      hraReceived: '',
      rentPaid: '',
      city: '',
      professionalTax: '',
    },
    specialRateIncome: { lottery115BB: '', onlineGames115BBJ: '', virtualDigitalAssets115BBH: '' },
    houseProperties: [],
    capitalGainsTransactions: [],
    broughtForwardLosses: { shortTermCapitalLoss: '', longTermCapitalLoss: '', houseProperty: '' },
    presumptive: {
      businessType: '',
      grossReceipts: '',
      digitalReceipts: '',
      cashReceipts: '',
      profession: '',
      vehicles: [],
    },
    taxesPaid: { tds: '', tcs: '', advanceTax: [], selfAssessmentTax: '' },
    deductions: {
      section80C: '',
      section80D: '',
      section80DParents: '',
      parentsSenior: false,
      hra: '',
      homeLoanInterest: '',
      section80CCD1B: '',
      section80CCD2: '',
      section80TTA: '',
      section80TTB: '',
      section80E: '',
      section80G: '',
      professionalTax: '',
      section80CCC: '',
      section80CCD1: '',
      section80DD: '',
      section80U: '',
      section80DDB: '',
      section80DDBPatientSenior: false,
      section80GG: '',
      section80EE: '',
      section80EEA: '',
      donations80G: [],
    },
  } as YearDraft;
}

/** Fills a blank draft from a request (a link, a saved scenario, the quick calculator). */
export function requestToDraft(request: Partial<CompareRequest>): YearDraft {
  const merge = (base: unknown, value: unknown, template?: unknown): unknown => {
    if (Array.isArray(value)) {
      return value.map((item) => merge(template, item));
    }
    if (typeof value === 'object' && value !== null) {
      const out: Record<string, unknown> = { ...(base as Record<string, unknown> | undefined) };
      for (const [key, v] of Object.entries(value)) {
        out[key] = merge(out[key], v, LIST_TEMPLATES[key]);
      }
      return out;
    }
    if (typeof value === 'number') return String(value);
    return value ?? base;
  };
  return merge(emptyDraft(), request) as YearDraft;
}

const LIST_TEMPLATES: Record<string, unknown> = {
  capitalGainsTransactions: EMPTY_TRANSACTION,
  houseProperties: EMPTY_HOUSE,
  vehicles: EMPTY_VEHICLE,
  advanceTax: EMPTY_PAYMENT,
  donations80G: EMPTY_DONATION,
};
