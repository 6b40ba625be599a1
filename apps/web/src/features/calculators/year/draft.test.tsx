import { CompareRequestSchema, type CompareRequest } from '@taxguide/contracts/calculators';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSACTION,
  draftToRequest,
  emptyDraft,
  filledFields,
  parseTypedDate,
  requestToDraft,
} from './draft';
import { friendlyMessage, yearResolver } from './messages';
import { quickToYear } from './quick-to-year';
import { decodeYearState, encodeYearState, yearUrl } from './url-state';

/** A busy year: salary parts, two houses, ten share and fund sales, business, taxes paid. */
const BUSY_YEAR: CompareRequest = {
  annualIncome: 2_400_000,
  financialYear: '2025-26',
  ageGroup: 'below60',
  residentialStatus: 'resident',
  incomeType: 'salary',
  taxpayerType: 'individual',
  employerType: 'private',
  salaryDetails: { basic: 1_000_000, hraReceived: 400_000, rentPaid: 360_000, city: 'Pune' },
  houseProperties: [
    { use: 'selfOccupied', interestOnLoan: 180_000 },
    { use: 'letOut', annualRent: 300_000, municipalTaxesPaid: 12_000, interestOnLoan: 250_000 },
  ],
  capitalGainsTransactions: Array.from({ length: 10 }, (_, i) => ({
    assetType: i % 2 === 0 ? ('equity' as const) : ('equityFund' as const),
    purchasePrice: 100_000 + i * 12_345,
    salePrice: 180_000 + i * 23_456,
    purchaseDate: `201${i % 10}-0${(i % 9) + 1}-1${i % 10}`,
    saleDate: `2025-1${i % 3}-2${i % 8}`,
    ...(i < 3 ? { fmvOn31Jan2018: 150_000 + i } : {}),
  })),
  otherIncome: 45_000,
  dividends: 12_000,
  deductions: { section80C: 150_000, section80D: 25_000, section80CCD1B: 50_000 },
  taxesPaid: {
    tds: 300_000,
    advanceTax: [
      { date: '2025-09-14', amount: 20_000 },
      { date: '2025-12-15', amount: 30_000 },
    ],
  },
  returnFiledOn: '2026-08-31',
};

describe('the year in a link', () => {
  it('round-trips, and a year with ten sales stays under 2,000 characters', () => {
    expect(CompareRequestSchema.safeParse(BUSY_YEAR).success).toBe(true);
    expect(decodeYearState(encodeYearState(BUSY_YEAR))).toEqual(BUSY_YEAR);
    const url = yearUrl(BUSY_YEAR);
    expect(url.startsWith('/calculators?tab=year&s=')).toBe(true);
    expect(`https://taxguide.in${url}`.length).toBeLessThan(2_000);
  });

  it('reads nothing from a broken or foreign state', () => {
    expect(decodeYearState('not-a-year')).toBeUndefined();
    expect(decodeYearState('')).toBeUndefined();
    expect(decodeYearState(encodeYearState([1, 2] as never))).toBeUndefined();
  });
});

describe('the form draft', () => {
  it('holds a request and gives the same request back', () => {
    const draft = requestToDraft(BUSY_YEAR);
    expect(draft.capitalGainsTransactions).toHaveLength(10);
    expect(draft.capitalGainsTransactions[0]?.salePrice).toBe('180000');
    expect(draft.residentialStatus).toBe('resident');
    expect(filledFields(draft)).toEqual(BUSY_YEAR);
    const nonResident = requestToDraft({ residentialStatus: 'nonResident', annualIncome: 1 });
    expect(nonResident.residentialStatus).toBe('nonResident');
  });

  it('reads amounts as typed, DD/MM/YYYY dates, and leaves out what is blank', () => {
    const draft = emptyDraft();
    draft.annualIncome = '₹ 12,50,000';
    draft.capitalGainsTransactions = [
      { ...EMPTY_TRANSACTION, salePrice: '5,00,000', saleDate: '15/6/2026' },
      { ...EMPTY_TRANSACTION },
    ];
    draft.taxesPaid.advanceTax = [{ date: '', amount: '' }];
    expect(draftToRequest(draft)).toEqual({
      annualIncome: 1_250_000,
      financialYear: '2026-27',
      ageGroup: 'below60',
      residentialStatus: 'resident',
      incomeType: 'salary',
      taxpayerType: 'individual',
      employerType: 'private',
      capitalGainsTransactions: [
        { assetType: 'equity', salePrice: 500_000, saleDate: '2026-06-15' },
      ],
    });
    expect(parseTypedDate('01.04.2001')).toBe('2001-04-01');
    expect(parseTypedDate('2026-06-15')).toBe('2026-06-15');
    // No salary typed: the request still carries a gross income of 0 (the contract needs one).
    expect(draftToRequest(emptyDraft()).annualIncome).toBe(0);
    expect(filledFields(emptyDraft()).annualIncome).toBeUndefined();
  });

  it('starts a year from the quick calculator', () => {
    expect(
      quickToYear({
        annualIncome: '15,00,000',
        financialYear: '2025-26',
        ageGroup: '60to80',
        residentialStatus: 'nonResident',
        salaried: '1',
        section80C: '150000',
        section80D: '0',
        otherIncome: '20000',
      }),
    ).toEqual({
      annualIncome: 1_500_000,
      financialYear: '2025-26',
      ageGroup: '60to80',
      residentialStatus: 'nonResident',
      incomeType: 'salary',
      otherIncome: 20_000,
      deductions: { section80C: 150_000 },
    });
    expect(quickToYear({ annualIncome: '900000' }).incomeType).toBe('other');
  });
});

describe('messages in plain words', () => {
  it('names the missing field and never the schema', async () => {
    const draft = emptyDraft();
    draft.annualIncome = 'lots';
    draft.capitalGainsTransactions = [
      { ...EMPTY_TRANSACTION, salePrice: '500000', purchaseDate: '2030-01-01' },
    ];
    const { errors } = await yearResolver(draft, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const sale = errors.capitalGainsTransactions?.[0];
    expect(errors.annualIncome?.message).toBe('Enter an amount in rupees, e.g. 1,50,000');
    expect(sale?.saleDate?.message).toBe('Enter the sale date');
    expect(sale?.purchasePrice?.message).toBe('Enter the purchase price');

    // The checks across fields run once every field is readable.
    const late = emptyDraft();
    late.returnFiledOn = '2026-05-01';
    const { errors: dates } = await yearResolver(late, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(dates.returnFiledOn?.message).toBe(
      'The date of filing must be after financial year 2026-27 ends (on or after 1 April 2027)',
    );
  });

  it('rewrites the contract messages', () => {
    expect(
      friendlyMessage(
        'capitalGainsTransactions.0.saleDate',
        'capitalGainsTransactions.0.saleDate must fall in financial year 2026-27 (1 April 2026 to 31 March 2027)',
      ),
    ).toBe(
      'The sale must fall in financial year 2026-27 (1 April 2026 to 31 March 2027): pick that year in About you',
    );
    expect(
      friendlyMessage(
        'capitalGainsTransactions.0.purchaseDate',
        'capitalGainsTransactions.0.purchaseDate must be on or before capitalGainsTransactions.0.saleDate',
      ),
    ).toBe('The purchase date must be on or before the sale date');
    expect(
      friendlyMessage(
        'presumptive.grossReceipts',
        'presumptive.grossReceipts is required for 44ADA',
      ),
    ).toBe('Enter the gross receipts');
  });
});
