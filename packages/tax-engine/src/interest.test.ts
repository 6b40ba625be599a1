import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INTEREST_234C_EXCEPTIONS_NOTE,
  type InterestInput,
  defaultReturnDueDate,
  interestAndBalance,
  interestMonths,
} from './interest';
import { rulesFor } from './rules/index';

// An individual without business income, FY 2025-26 (due date 31 July 2026), return required.
const BASE: InterestInput = {
  financialYear: '2025-26',
  totalTax: 0,
  totalIncome: 900_000,
  returnRequired: true,
  hasBusinessIncome: false,
  presumptiveOnly: false,
  seniorExemptFromAdvanceTax: false,
};

function run(overrides: Partial<InterestInput>) {
  return interestAndBalance({ ...BASE, ...overrides });
}

describe('interestMonths (every month or part of a month, Rule 119A(b))', () => {
  it.each([
    // [first day, last day, months, why]
    ['2026-04-01', '2026-04-01', 1, 'the same day is part of a month'],
    ['2026-04-01', '2026-03-31', 0, 'a last day before the first'],
    ['2026-04-01', '2026-04-30', 1, 'a whole calendar month'],
    ['2026-04-01', '2026-07-31', 4, '1 April to the 31 July due date'],
    ['2026-04-01', '2026-08-01', 5, 'one day into August'],
    ['2026-04-01', '2026-09-15', 6, '1 April to 15 September'],
    ['2026-04-01', '2027-03-31', 12, 'a whole year'],
    ['2026-08-01', '2026-08-31', 1, 'day after a 31 July due date, filed 31 August'],
    ['2026-08-01', '2026-09-01', 2, 'filed 1 September'],
    ['2025-09-17', '2025-10-16', 1, 'a mid-month start: to the day before the same date'],
    ['2025-09-17', '2025-10-17', 2, 'the same date of the next month starts month 2'],
    ['2026-12-17', '2027-01-16', 1, 'across the new year'],
    ['2026-08-31', '2026-09-30', 1, '31 Aug: September has no 31st, so month 1 ends 30 Sep'],
    ['2026-08-31', '2026-10-01', 2, 'month 2 from 1 October'],
    ['2024-01-31', '2024-02-29', 1, 'leap year: month 1 from 31 Jan ends 29 Feb'],
    ['2024-01-31', '2024-03-01', 2, 'leap year: 1 March is month 2'],
    ['2025-01-31', '2025-02-28', 1, 'common year: month 1 from 31 Jan ends 28 Feb'],
    ['2025-01-31', '2025-03-01', 2, 'common year: 1 March is month 2'],
    ['2024-02-29', '2024-03-28', 1, 'from 29 Feb: month 1 ends 28 March'],
    ['2024-02-29', '2024-03-29', 2, 'from 29 Feb: 29 March starts month 2'],
  ])('%s to %s: %i (%s)', (from, to, months) => {
    expect(interestMonths(from, to)).toBe(months);
  });

  it('rejects a date that is not a calendar date', () => {
    expect(() => interestMonths('2025-02-29', '2025-03-31')).toThrow(RangeError);
  });
});

describe('defaultReturnDueDate', () => {
  it.each([
    // FY 2023-24 (AY 2024-25): 31 July 2024 for every non-audit case.
    ['2023-24', false, '2024-07-31'],
    ['2023-24', true, '2024-07-31'],
    // FY 2024-25 (AY 2025-26): CBDT Circulars 06/2025 and 12/2025 extended 31 July to 16 Sept 2025.
    ['2024-25', false, '2025-09-16'],
    ['2024-25', true, '2025-09-16'],
    // FY 2025-26 (AY 2026-27): Finance Act 2026 moved non-audit business cases to 31 August.
    ['2025-26', false, '2026-07-31'],
    ['2025-26', true, '2026-08-31'],
    // Tax year 2026-27: ITA 2025 s.263(1)(c) as amended by the Finance Act 2026.
    ['2026-27', false, '2027-07-31'],
    ['2026-27', true, '2027-08-31'],
  ] as const)('FY %s, business income %s: %s', (fy, business, due) => {
    expect(defaultReturnDueDate(fy, business)).toBe(due);
  });

  it('cites the due date and the interest rules in both Acts for tax year 2026-27', () => {
    const interest = rulesFor('2026-27').interest;
    expect(interest.returnDueDate.citation.act2025).toBe('s.263(1)(c)');
    expect(interest.interest234A.citation.act2025).toBe('s.423');
    expect(interest.interest234B.citation.act2025).toBe('s.424');
    expect(interest.lateFee234F.citation.act2025).toBe('s.428(a)');
    expect(interest.amountRounding.citation.unsourced).toBe(true);
  });
});

describe('interestAndBalance', () => {
  it('TDS covers the tax, filed on time: no interest, nothing payable', () => {
    const r = run({ totalTax: 100_000, taxesPaid: { tds: 100_000 }, returnFiledOn: '2026-07-15' });
    expect(r.interest).toEqual({ s234A: 0, s234B: 0, s234C: 0, s234F: 0 });
    expect(r.filedLate).toBe(false);
    expect(r.dueDate).toBe('2026-07-31');
    expect(r.balancePayable).toBe(0);
    expect(r.steps.at(-1)).toEqual({ label: 'Balance payable', amount: 0 });
  });

  it('no advance tax, filed 15 Sept 2026 (late): 234A, 234B, 234C and the 5,000 fee', () => {
    // Tax 1,00,000 − TDS 40,000 = 60,000, all paid with the return on 15-09-2026.
    // 234A: 60,000 × 1 % × 2 (1 Aug–15 Sep: August, part of September) = 1,200.
    // 234B: 0 < 90 % of 60,000; 60,000 × 1 % × 6 (April–part of September) = 3,600.
    // 234C: 9,000 × 3 % + 27,000 × 3 % + 45,000 × 3 % + 60,000 × 1 % = 270 + 810 + 1,350 + 600 = 3,030.
    // 234F: total income 9,00,000 > 5,00,000 → 5,000.
    // Balance 1,00,000 + 1,200 + 3,600 + 3,030 + 5,000 − 1,00,000 = 12,830.
    const r = run({
      totalTax: 100_000,
      taxesPaid: { tds: 40_000, selfAssessmentTax: 60_000 },
      returnFiledOn: '2026-09-15',
    });
    expect(r.filedLate).toBe(true);
    expect(r.interest).toEqual({ s234A: 1_200, s234B: 3_600, s234C: 3_030, s234F: 5_000 });
    expect(r.taxesPaid).toEqual({
      tds: 40_000,
      tcs: 0,
      advanceTax: 0,
      selfAssessmentTax: 60_000,
      total: 100_000,
    });
    expect(r.balancePayable).toBe(12_830);
    expect(r.steps).toContainEqual({
      label: 'Interest u/s 234A (return after the due date)',
      amount: 1_200,
      section: '234A',
      section2025: '423',
      note: '1 % × 2 month(s) on 60,000',
    });
    expect(r.steps).toContainEqual({
      label: 'Fee u/s 234F (return after the due date)',
      amount: 5_000,
      section: '234F',
      section2025: '428',
    });
    expect(r.steps.at(-1)).toEqual({ label: 'Balance payable', amount: 12_830 });
  });

  it('partial advance tax, filed on time: 234B on the shortfall, 234C after the safe harbours', () => {
    // Tax 2,00,000 − TDS 50,000 = 1,50,000. Advance 20,000 (10 Jun) + 40,000 (14 Sep) + 50,000
    // (15 Dec) + 20,000 (20 Mar) = 1,30,000 < 1,35,000 (90 %).
    // 234B: (1,50,000 − 1,30,000) × 1 % × 4 (April–July) = 800.
    // 234C: June 20,000 ≥ 12 % (18,000) and Sept 60,000 ≥ 36 % (54,000): nil;
    //   Dec 1,12,500 − 1,10,000 = 2,500 × 3 % = 75; 15 Mar 1,50,000 − 1,10,000 = 40,000 × 1 % = 400.
    // Balance 2,00,000 + 800 + 475 − (50,000 + 1,30,000 + 20,000) = 1,275.
    const r = run({
      totalTax: 200_000,
      taxesPaid: {
        tds: 50_000,
        advanceTax: [
          { date: '2025-06-10', amount: 20_000 },
          { date: '2025-09-14', amount: 40_000 },
          { date: '2025-12-15', amount: 50_000 },
          { date: '2026-03-20', amount: 20_000 },
        ],
        selfAssessmentTax: 20_000,
      },
      returnFiledOn: '2026-07-31',
    });
    expect(r.interest).toEqual({ s234A: 0, s234B: 800, s234C: 475, s234F: 0 });
    expect(r.taxesPaid.advanceTax).toBe(130_000);
    expect(r.balancePayable).toBe(1_275);
  });

  it('advance tax of 90 % or more: no 234B', () => {
    // Tax due 1,00,000; advance 90,000 by 15 March (15/45/75/90 %): 234B nil;
    // 234C only 15 March: 10,000 × 1 % = 100.
    const r = run({
      totalTax: 100_000,
      taxesPaid: {
        advanceTax: [
          { date: '2025-06-15', amount: 15_000 },
          { date: '2025-09-15', amount: 30_000 },
          { date: '2025-12-15', amount: 30_000 },
          { date: '2026-03-15', amount: 15_000 },
        ],
        selfAssessmentTax: 10_000,
      },
      returnFiledOn: '2026-07-20',
    });
    expect(r.interest).toEqual({ s234A: 0, s234B: 0, s234C: 100, s234F: 0 });
    expect(r.balancePayable).toBe(100);
  });

  it('rounds the amount interest is computed on down to a multiple of 100 (Rule 119A(c))', () => {
    // Assessed tax 60,075 − 0 advance → 60,000; 234B 60,000 × 1 % × 4 = 2,400.
    // 234C on 60,075: 9,011.25 → 9,000 × 3 % = 270; 27,033.75 → 27,000 × 3 % = 810;
    //   45,056.25 → 45,000 × 3 % = 1,350; 60,075 → 60,000 × 1 % = 600.
    const r = run({ totalTax: 60_075, returnFiledOn: '2026-07-31' });
    expect(r.interest.s234B).toBe(2_400);
    expect(r.interest.s234C).toBe(3_030);
  });

  it('TDS above the tax, filed late: refund, less the 234F fee; no interest', () => {
    // Tax 50,000 − TDS 80,000: nothing unpaid, so no 234A/234B/234C; total income 7,00,000 → 5,000 fee.
    // Refund 80,000 − 50,000 − 5,000 = 25,000.
    const r = run({
      totalTax: 50_000,
      totalIncome: 700_000,
      taxesPaid: { tds: 80_000 },
      returnFiledOn: '2026-10-10',
    });
    expect(r.interest).toEqual({ s234A: 0, s234B: 0, s234C: 0, s234F: 5_000 });
    expect(r.balancePayable).toBe(-25_000);
    expect(r.steps.at(-1)).toEqual({ label: 'Refund due', amount: 25_000 });
  });

  it('presumptive business: due 31 August, one 15 March instalment for 234C', () => {
    // Tax 60,000; advance 30,000 on 15-03-2026; 30,000 with the return on 31-08-2026 (on time).
    // 234B: 30,000 < 54,000; (60,000 − 30,000) × 1 % × 5 (April–August) = 1,500.
    // 234C: 15 March only: (60,000 − 30,000) × 1 % = 300. Balance 1,800.
    const r = run({
      totalTax: 60_000,
      hasBusinessIncome: true,
      presumptiveOnly: true,
      taxesPaid: {
        advanceTax: [{ date: '2026-03-15', amount: 30_000 }],
        selfAssessmentTax: 30_000,
      },
      returnFiledOn: '2026-08-31',
    });
    expect(r.dueDate).toBe('2026-08-31');
    expect(r.filedLate).toBe(false);
    expect(r.interest).toEqual({ s234A: 0, s234B: 1_500, s234C: 300, s234F: 0 });
    expect(r.balancePayable).toBe(1_800);
  });

  it('the same filing date is late without business income (due 31 July)', () => {
    // 234A: (60,000 − 30,000) × 1 % × 1 (August) = 300; 234B the same 1,500; 234C on four
    // instalments: 9,000 × 3 % + 27,000 × 3 % + 45,000 × 3 % + 30,000 × 1 % = 2,730; fee 5,000.
    const r = run({
      totalTax: 60_000,
      taxesPaid: {
        advanceTax: [{ date: '2026-03-15', amount: 30_000 }],
        selfAssessmentTax: 30_000,
      },
      returnFiledOn: '2026-08-31',
    });
    expect(r.interest).toEqual({ s234A: 300, s234B: 1_500, s234C: 2_730, s234F: 5_000 });
  });

  it('resident senior without business income: 234A and the fee only', () => {
    // Tax 50,000 − TDS 10,000; 40,000 with the return on 20-08-2026. Not liable to advance tax:
    // no 234B/234C. 234A 40,000 × 1 % × 1 = 400; fee 5,000 (total income 9,00,000).
    const r = run({
      totalTax: 50_000,
      seniorExemptFromAdvanceTax: true,
      taxesPaid: { tds: 10_000, selfAssessmentTax: 40_000 },
      returnFiledOn: '2026-08-20',
    });
    expect(r.interest).toEqual({ s234A: 400, s234B: 0, s234C: 0, s234F: 5_000 });
    expect(r.balancePayable).toBe(5_400);
    expect(r.notes.some((n) => n.includes('senior citizen'))).toBe(true);
  });

  it('tax after TDS below 10,000: no 234B/234C; late with income up to 5 lakh: fee 1,000', () => {
    // Tax 15,000 − TDS 6,000 = 9,000 < 10,000. Filed 01-12-2026: 234A 9,000 × 1 % × 5
    // (August–part of December) = 450; total income 4,80,000 → fee 1,000.
    const r = run({
      totalTax: 15_000,
      totalIncome: 480_000,
      taxesPaid: { tds: 6_000, selfAssessmentTax: 9_000 },
      returnFiledOn: '2026-12-01',
    });
    expect(r.interest).toEqual({ s234A: 450, s234B: 0, s234C: 0, s234F: 1_000 });
    expect(r.balancePayable).toBe(1_450);
  });

  it('no return required: no 234F fee even when filed late', () => {
    const r = run({
      totalTax: 0,
      totalIncome: 250_000,
      returnRequired: false,
      returnFiledOn: '2026-11-01',
    });
    expect(r.interest.s234F).toBe(0);
    expect(r.filedLate).toBe(true);
    expect(r.notes.some((n) => n.includes('no return is required'))).toBe(true);
  });

  it('tax paid after 31 March is self-assessment tax: 234B drops from the month after', () => {
    // Tax 1,00,000; advance 50,000 (10-03-2026); 30,000 on 20-05-2026 and 20,000 with the return
    // on 31-07-2026. 234B: 50,000 × 1 % × 2 (April, May) + 20,000 × 1 % × 2 (June, July) = 1,400.
    // 234C: 15,000 × 3 % + 45,000 × 3 % + 75,000 × 3 % + 50,000 × 1 % = 4,550.
    // Balance 1,00,000 + 1,400 + 4,550 − 1,00,000 = 5,950.
    const r = run({
      totalTax: 100_000,
      taxesPaid: {
        advanceTax: [
          { date: '2026-03-10', amount: 50_000 },
          { date: '2026-05-20', amount: 30_000 },
        ],
        selfAssessmentTax: 20_000,
      },
      returnFiledOn: '2026-07-31',
    });
    expect(r.interest).toEqual({ s234A: 0, s234B: 1_400, s234C: 4_550, s234F: 0 });
    expect(r.taxesPaid).toEqual({
      tds: 0,
      tcs: 0,
      advanceTax: 50_000,
      selfAssessmentTax: 50_000,
      total: 100_000,
    });
    expect(r.balancePayable).toBe(5_950);
    expect(r.notes.some((n) => n.includes('2026-05-20') && n.includes('self-assessment'))).toBe(
      true,
    );
  });

  it('self-assessment tax paid before the due date reduces 234A; TCS counts like TDS', () => {
    // Tax 80,000 − TDS 15,000 − TCS 5,000 = 60,000; 50,000 paid 10-07-2026; 10,000 with the
    // return on 10-09-2026. 234A: (60,000 − 50,000) × 1 % × 2 (August, part of September) = 200.
    // 234B: 60,000 × 1 % × 4 (April–July) + 10,000 × 1 % × 2 (Aug, Sep) = 2,600.
    // 234C on 60,000: 3,030. Fee 5,000 (total income 6,00,000).
    // Balance 80,000 + 200 + 2,600 + 3,030 + 5,000 − 80,000 = 10,830.
    const r = run({
      totalTax: 80_000,
      totalIncome: 600_000,
      taxesPaid: {
        tds: 15_000,
        tcs: 5_000,
        advanceTax: [{ date: '2026-07-10', amount: 50_000 }],
        selfAssessmentTax: 10_000,
      },
      returnFiledOn: '2026-09-10',
    });
    expect(r.interest).toEqual({ s234A: 200, s234B: 2_600, s234C: 3_030, s234F: 5_000 });
    expect(r.balancePayable).toBe(10_830);
  });

  it('leaves out a payment dated before the year, and counts one after filing as paid', () => {
    // Tax 20,000 − TDS 15,000 = 5,000: below 10,000, so no 234B/234C.
    // 4,000 dated 15-03-2025 (before FY 2025-26): not counted. 5,000 dated 01-09-2026 (after the
    // 31-07-2026 filing): self-assessment tax, counted. Balance 20,000 − 15,000 − 5,000 = 0.
    const r = run({
      totalTax: 20_000,
      taxesPaid: {
        tds: 15_000,
        advanceTax: [
          { date: '2025-03-15', amount: 4_000 },
          { date: '2026-09-01', amount: 5_000 },
        ],
      },
      returnFiledOn: '2026-07-31',
    });
    expect(r.taxesPaid).toEqual({
      tds: 15_000,
      tcs: 0,
      advanceTax: 0,
      selfAssessmentTax: 5_000,
      total: 20_000,
    });
    expect(r.balancePayable).toBe(0);
    expect(r.notes.some((n) => n.includes('2025-03-15') && n.includes('not counted'))).toBe(true);
    expect(r.notes.some((n) => n.includes('after the return was filed'))).toBe(true);
  });

  it('FY 2024-25: the extended 16 Sept 2025 due date; 234A months from 17 September', () => {
    // Tax 50,000, nothing paid before filing. Filed 17-10-2025: 234A 50,000 × 1 % × 2 = 1,000
    // (17 Sep–16 Oct, 17 Oct); filed 16-10-2025: 1 month = 500. 234B 50,000 × 1 % × 7 = 3,500.
    const input: InterestInput = {
      ...BASE,
      financialYear: '2024-25',
      totalTax: 50_000,
      taxesPaid: { selfAssessmentTax: 50_000 },
    };
    const late = interestAndBalance({ ...input, returnFiledOn: '2025-10-17' });
    expect(late.dueDate).toBe('2025-09-16');
    expect(late.interest.s234A).toBe(1_000);
    expect(late.interest.s234B).toBe(3_500);
    expect(interestAndBalance({ ...input, returnFiledOn: '2025-10-16' }).interest.s234A).toBe(500);
    expect(interestAndBalance({ ...input, returnFiledOn: '2025-09-16' }).filedLate).toBe(false);
  });

  it('tax year 2026-27: fee u/s 428(a) is 1,000 up to 5,00,000 of income, 5,000 above', () => {
    const input: InterestInput = {
      ...BASE,
      financialYear: '2026-27',
      returnFiledOn: '2027-08-01',
    };
    expect(interestAndBalance({ ...input, totalIncome: 500_000 }).interest.s234F).toBe(1_000);
    expect(interestAndBalance({ ...input, totalIncome: 500_010 }).interest.s234F).toBe(5_000);
    expect(interestAndBalance({ ...input, returnFiledOn: '2027-07-31' }).interest.s234F).toBe(0);
  });

  it('a given due date overrides the default (audit case, 31 October)', () => {
    // Due 31-10-2026, filed 30-10-2026: on time; 234B still runs April–October: 60,000 × 1 % × 7.
    const r = run({
      totalTax: 60_000,
      hasBusinessIncome: true,
      returnDueDate: '2026-10-31',
      taxesPaid: { selfAssessmentTax: 60_000 },
      returnFiledOn: '2026-10-30',
    });
    expect(r.dueDate).toBe('2026-10-31');
    expect(r.interest.s234A).toBe(0);
    expect(r.interest.s234B).toBe(4_200);
  });

  it('defaults to filing on the due date and says so', () => {
    const r = run({ totalTax: 100_000, taxesPaid: { tds: 100_000 } });
    expect(r.filedLate).toBe(false);
    expect(r.notes).toContain('Return taken as filed on the due date, 2026-07-31.');
  });

  it('rejects a filing date before the year ends', () => {
    expect(() => run({ returnFiledOn: '2026-03-31' })).toThrow(RangeError);
  });

  it('exports the 234C exception note for the caller', () => {
    expect(INTEREST_234C_EXCEPTIONS_NOTE).toMatch(/234C/);
  });

  it('taxes paid change only the interest and the balance, never the tax', () => {
    // balance = totalTax + interest + fee − taxes paid, whatever is paid and whenever.
    const payment = fc.record({
      date: fc.constantFrom('2025-06-15', '2025-09-15', '2025-12-15', '2026-03-15', '2026-06-01'),
      amount: fc.integer({ min: 0, max: 300_000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(payment, { maxLength: 5 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.constantFrom('2026-07-31', '2026-09-15', '2027-01-10'),
        (totalTax, tds, advanceTax, selfAssessmentTax, returnFiledOn) => {
          const r = run({
            totalTax,
            taxesPaid: { tds, advanceTax, selfAssessmentTax },
            returnFiledOn,
          });
          const { s234A, s234B, s234C, s234F } = r.interest;
          expect(r.balancePayable + r.taxesPaid.total - s234A - s234B - s234C - s234F).toBe(
            totalTax,
          );
          for (const value of [s234A, s234B, s234C, s234F]) {
            expect(Number.isInteger(value) && value >= 0).toBe(true);
          }
        },
      ),
    );
  });

  it('more tax paid never raises the interest', () => {
    const without = run({ totalTax: 100_000, returnFiledOn: '2026-09-15' });
    const withTds = run({
      totalTax: 100_000,
      taxesPaid: { tds: 30_000 },
      returnFiledOn: '2026-09-15',
    });
    expect(withTds.interest.s234A).toBeLessThan(without.interest.s234A);
    expect(withTds.interest.s234B).toBeLessThan(without.interest.s234B);
    expect(withTds.interest.s234C).toBeLessThan(without.interest.s234C);
  });
});
