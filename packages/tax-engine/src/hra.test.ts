import { describe, expect, it } from 'vitest';
import { hraExemption, resolveMetroCity } from './hra';

describe('hraExemption (s.10(13A), Rule 2A)', () => {
  it('metro: least of actual HRA, rent − 10 % of salary, 50 % of salary', () => {
    // Basic 6,00,000; HRA 3,00,000; rent 3,00,000 in Mumbai: (a) 3,00,000 (b) 2,40,000 (c) 3,00,000 → 2,40,000.
    const r = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 300_000,
      metro: true,
      financialYear: '2025-26',
    });
    expect(r.limbs).toEqual({
      actualHra: 300_000,
      rentMinusTenPercent: 240_000,
      percentOfSalary: 300_000,
    });
    expect(r.exemptHra).toBe(240_000);
    expect(r.taxableHra).toBe(60_000);
    expect(r.percentApplied).toBe(50);
    expect(r.steps.at(-2)).toMatchObject({
      label: 'Exempt HRA (least of a, b, c)',
      amount: 240_000,
      section: '10(13A)',
    });
  });

  it('salary = basic + DA + commission', () => {
    // Salary 6,00,000; rent 4,20,000; non-metro: (a) 3,00,000 (b) 3,60,000 (c) 2,40,000 → 2,40,000.
    const r = hraExemption({
      basicSalary: 400_000,
      dearnessAllowance: 100_000,
      commission: 100_000,
      hraReceived: 300_000,
      rentPaid: 420_000,
      financialYear: '2025-26',
    });
    expect(r.salaryForHra).toBe(600_000);
    expect(r.exemptHra).toBe(240_000);
    expect(r.percentApplied).toBe(40);
  });

  it('resolves old and new city names against the year list', () => {
    expect(resolveMetroCity('Bombay', '2025-26')).toBe('Mumbai');
    expect(resolveMetroCity(' new  delhi ', '2025-26')).toBe('Delhi');
    expect(resolveMetroCity('Madras', '2023-24')).toBe('Chennai');
    expect(resolveMetroCity('Calcutta', '2024-25')).toBe('Kolkata');
    expect(resolveMetroCity('Bengaluru', '2025-26')).toBeUndefined();
  });

  it('FY 2026-27: Bengaluru stays 40 % (the eight-city list is a draft) and says so', () => {
    // (a) 3,00,000 (b) 4,20,000 − 60,000 = 3,60,000 (c) 40 % × 6,00,000 = 2,40,000.
    const r = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 420_000,
      city: 'Bangalore',
      financialYear: '2026-27',
    });
    expect(r.metro).toBe(false);
    expect(r.exemptHra).toBe(240_000);
    expect(r.notes.some((n) => n.includes('DRAFT'))).toBe(true);
  });

  it('the city decides over the metro flag', () => {
    const r = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 420_000,
      city: 'Pune',
      metro: true,
      financialYear: '2025-26',
    });
    expect(r.metro).toBe(false);
    expect(r.notes[0]).toMatch(/decides the rate/);
    expect(
      hraExemption({
        basicSalary: 600_000,
        hraReceived: 300_000,
        rentPaid: 420_000,
        city: 'chennai',
        financialYear: '2025-26',
      }).percentApplied,
    ).toBe(50);
  });

  it('ignores paise: limbs are floored', () => {
    // Salary 4,92,005: (b) 72,000 − 49,200.5 = 22,799.5 → 22,799; (c) 50 % = 2,46,002.5 → 2,46,002.
    const r = hraExemption({
      basicSalary: 492_005,
      hraReceived: 84_000,
      rentPaid: 72_000,
      metro: true,
      financialYear: '2025-26',
    });
    expect(r.limbs).toEqual({
      actualHra: 84_000,
      rentMinusTenPercent: 22_799,
      percentOfSalary: 246_002,
    });
    expect(r.exemptHra).toBe(22_799);
  });

  it('no rent, or rent below 10 % of salary, gives no exemption', () => {
    expect(
      hraExemption({ basicSalary: 600_000, hraReceived: 300_000, rentPaid: 0 }).exemptHra,
    ).toBe(0);
    expect(
      hraExemption({ basicSalary: 600_000, hraReceived: 300_000, rentPaid: 50_000 }).exemptHra,
    ).toBe(0);
  });

  it('never exceeds the HRA received', () => {
    expect(
      hraExemption({
        basicSalary: 1_200_000,
        hraReceived: 100_000,
        rentPaid: 2_400_000,
        metro: true,
      }).exemptHra,
    ).toBe(100_000);
  });
});

describe('hraExemption: regime', () => {
  const input = {
    basicSalary: 600_000,
    hraReceived: 300_000,
    rentPaid: 300_000,
    metro: true,
    financialYear: '2026-27' as const,
  };
  it('new regime: nothing exempt, the whole HRA taxable, limbs still shown', () => {
    // Limbs as in the old regime: (a) 3,00,000 (b) 3,00,000 − 60,000 = 2,40,000 (c) 3,00,000.
    const r = hraExemption({ ...input, regime: 'new' });
    expect(r.exemptHra).toBe(0);
    expect(r.taxableHra).toBe(300_000);
    expect(r.limbs).toEqual({
      actualHra: 300_000,
      rentMinusTenPercent: 240_000,
      percentOfSalary: 300_000,
    });
    expect(r.steps.at(-2)).toMatchObject({ amount: 0, section2025: '202(2)' });
    expect(r.notes.some((n) => n.includes('s.115BAC(2); ITA 2025 s.202(2)'))).toBe(true);
  });
  it("old regime (and the default) keep today's answer", () => {
    expect(hraExemption({ ...input, regime: 'old' }).exemptHra).toBe(240_000);
    expect(hraExemption(input).exemptHra).toBe(240_000);
  });
});

describe('hraExemption: tax year 2026-27 city list', () => {
  it('the notified Income-tax Rules 2026 list is not sourced: four cities kept, and says so', () => {
    // Hyderabad at 40 %: (a) 3,00,000 (b) 4,20,000 − 60,000 = 3,60,000 (c) 2,40,000.
    const r = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 420_000,
      city: 'Hyderabad',
      financialYear: '2026-27',
    });
    expect(r.exemptHra).toBe(240_000);
    expect(r.notes.some((n) => n.includes('G.S.R. 198(E)'))).toBe(true);
  });
});
