// chapterVIA: one table per deduction and per legal rule, figures worked by hand from the Act
// (the arithmetic is in each row's comment).
import { describe, expect, it } from 'vitest';
import { compiledRulesFor } from './compiled';
import { type ChapterVIAContext, chapterVIA } from './deductions';
import type { DeductionClaims, FinancialYear, Step } from './types';

type Ctx = Omit<ChapterVIAContext, 'y'> & { fy: FinancialYear };

const BASE: Ctx = {
  fy: '2025-26',
  isOld: true,
  resident: true,
  ageGroup: 'below60',
  taxpayerType: 'individual',
  employerType: 'private',
  normalGross: 1_000_000,
  grossSalary: 0,
  basicPlusDa: 0,
  salaryIncome: 0,
  receivesHra: false,
};

function run(claims: DeductionClaims, over: Partial<Ctx> = {}) {
  const { fy, ...rest } = { ...BASE, ...over };
  const steps: Step[] = [];
  const notes: string[] = [];
  const out = chapterVIA(claims, { ...rest, y: compiledRulesFor(fy) }, steps, notes);
  return { out, steps, notes, allowed: out.allowed };
}

const HUF_NOTE = (list: string) =>
  `A Hindu undivided family cannot claim ${list} (individuals only): not allowed.`;

describe('chapterVIA: no claims', () => {
  it('returns one shared frozen zero outcome and pushes nothing', () => {
    const a = run({});
    const b = run({ section80C: 0, donations80G: [], section80DD: 'none' });
    expect(a.out).toBe(b.out);
    expect(Object.isFrozen(a.out)).toBe(true);
    expect(a.out.total).toBe(0);
    expect(a.out.disallowedInNew).toBe(false);
    expect(a.steps).toEqual([]);
    expect(a.notes).toEqual([]);
  });
});

describe("chapterVIA: today's claims give today's figures, notes and order", () => {
  it('caps each claim and lists the steps in the same order', () => {
    // Old regime, basic + DA 10,00,000: 80C 2L→1.5L; 1B 70k→50k; 80CCD(2) 10 % = 1L; 80D 40k→25k;
    // parents 60k→25k; 80TTA 15k→10k; 80E 30k; 80G 10k. Total 4,00,000 ≤ 15,00,000.
    const r = run(
      {
        section80C: 200_000,
        section80CCD1B: 70_000,
        section80CCD2: 150_000,
        section80D: 40_000,
        section80DParents: 60_000,
        section80TTA: 15_000,
        section80E: 30_000,
        section80G: 10_000,
      },
      { normalGross: 1_500_000, grossSalary: 1_550_000, basicPlusDa: 1_000_000 },
    );
    expect(r.out.total).toBe(400_000);
    expect(r.notes).toEqual([
      '80C + 80CCC + 80CCD(1) claimed 2,00,000, capped at 1,50,000 (s.80C/80CCE).',
      '80CCD(1B) claimed 70,000, capped at 50,000 (s.80CCD(1B)).',
      '80D (self and family) claimed 40,000, capped at 25,000 (s.80D).',
      '80D (parents) claimed 60,000, capped at 25,000 (s.80D).',
      '80TTA claimed 15,000, capped at 10,000 (s.80TTA).',
      '80CCD(2) claimed 1,50,000, capped at 1,00,000 (s.80CCD(2): 10 % of basic + DA).',
    ]);
    expect(r.steps).toEqual([
      {
        label: 'Less: 80C + 80CCC + 80CCD(1)',
        amount: 150_000,
        section: '80C',
        section2025: '123',
      },
      {
        label: 'Less: own NPS contribution',
        amount: 50_000,
        section: '80CCD(1B)',
        section2025: '124(3)',
      },
      {
        label: "Less: employer's NPS contribution",
        amount: 100_000,
        section: '80CCD(2)',
        section2025: '124(1)',
      },
      {
        label: 'Less: health insurance (self and family)',
        amount: 25_000,
        section: '80D',
        section2025: '126',
      },
      {
        label: 'Less: health insurance (parents)',
        amount: 25_000,
        section: '80D',
        section2025: '126',
      },
      {
        label: 'Less: savings-account interest',
        amount: 10_000,
        section: '80TTA',
        section2025: '153',
      },
      {
        label: 'Less: education-loan interest',
        amount: 30_000,
        section: '80E',
        section2025: '129',
      },
      { label: 'Less: donations', amount: 10_000, section: '80G', section2025: '133' },
    ]);
  });

  it('treats senior residents under 80TTB and the higher 80D limit, non-residents not', () => {
    // Resident 60-80: 80TTA refused; 80TTB 80k→50k; 80D 60k→50k (senior limit).
    const senior = run(
      { section80TTA: 20_000, section80TTB: 80_000, section80D: 60_000 },
      { ageGroup: '60to80' },
    );
    expect(senior.allowed).toMatchObject({
      section80TTA: 0,
      section80TTB: 50_000,
      section80D: 50_000,
    });
    expect(senior.notes[0]).toBe('80D (self and family) claimed 60,000, capped at 50,000 (s.80D).');
    expect(senior.notes).toContain(
      'Resident senior citizens cannot claim 80TTA (s.80TTA(2)); claim deposit interest under 80TTB instead.',
    );
    // Non-resident 60-80 is not a "senior citizen": 80TTA 20k→10k, 80TTB refused.
    const nr = run(
      { section80TTA: 20_000, section80TTB: 80_000 },
      { ageGroup: '60to80', resident: false },
    );
    expect(nr.allowed).toMatchObject({ section80TTA: 10_000, section80TTB: 0 });
    expect(nr.notes).toContain(
      '80TTB is only for resident senior citizens (60 or more): not allowed.',
    );
  });

  it('limits the total to gross total income other than special-rate income (s.80A(2))', () => {
    // 80C 1,50,000 against normal income 1,00,000 → 1,00,000.
    const r = run({ section80C: 150_000 }, { normalGross: 100_000 });
    expect(r.allowed.section80C).toBe(150_000);
    expect(r.out.total).toBe(100_000);
    expect(r.notes).toEqual([
      'Chapter VI-A deductions 1,50,000 limited to 1,00,000: they cannot exceed gross total income other than special-rate gains (s.80A(2), s.111A/112/112A).',
    ]);
  });
});

describe('chapterVIA: 80CCD(2) rate by employer, regime and year', () => {
  // Basic + DA 10,00,000, claim 2,00,000: the limit is the rate × 10 lakh.
  it.each([
    ['old, private employer: 10 %', '2025-26', true, 'private', 100_000],
    [
      'old, Government employer: 14 % (s.80CCD(2), FA 2019/2022)',
      '2025-26',
      true,
      'government',
      140_000,
    ],
    ['old FY 2023-24, Government employer: 14 %', '2023-24', true, 'government', 140_000],
    ['new FY 2023-24, private employer: 10 %', '2023-24', false, 'private', 100_000],
    ['new FY 2023-24, Government employer: 14 %', '2023-24', false, 'government', 140_000],
    ['new FY 2024-25, private employer: 14 %', '2024-25', false, 'private', 140_000],
    [
      'new FY 2026-27, private employer: 14 % (ITA 2025 s.124(2))',
      '2026-27',
      false,
      'private',
      140_000,
    ],
  ] as const)('%s', (_name, fy, isOld, employerType, expected) => {
    const r = run(
      { section80CCD2: 200_000 },
      { fy, isOld, employerType, grossSalary: 1_500_000, basicPlusDa: 1_000_000 },
    );
    expect(r.allowed.section80CCD2).toBe(expected);
    expect(r.out.total).toBe(expected);
    expect(r.out.disallowedInNew).toBe(false);
  });

  it('uses the gross salary, kept within the salary income, when basic + DA is not given', () => {
    // New FY 2025-26: 14 % × 12,00,000 = 1,68,000 ≤ salary income 11,25,000.
    const r = run(
      { section80CCD2: 200_000 },
      { isOld: false, grossSalary: 1_200_000, salaryIncome: 1_125_000 },
    );
    expect(r.allowed.section80CCD2).toBe(168_000);
    expect(r.notes[0]).toMatch(/^Basic \+ DA not given/);
    expect(r.notes[1]).toBe(
      '80CCD(2) claimed 2,00,000, capped at 1,68,000 (s.80CCD(2): 14 % of gross salary).',
    );
    // Gross salary 60,000 below the standard deduction: salary income 0 → nothing.
    expect(
      run({ section80CCD2: 5_000 }, { isOld: false, grossSalary: 60_000, salaryIncome: 0 }).allowed
        .section80CCD2,
    ).toBe(0);
    expect(run({ section80CCD2: 5_000 }).notes).toEqual([
      'Employer NPS contribution (80CCD(2)) needs a salary or basic + DA: not allowed.',
    ]);
  });
});

describe('chapterVIA: the s.80CCE group', () => {
  it('fills 1,50,000 with 80C, then 80CCC, then 80CCD(1)', () => {
    // 1,00,000 + 30,000 + 50,000 = 1,80,000 → 1,50,000: 80C 1L, 80CCC 30k, 80CCD(1) 20k.
    const r = run(
      { section80C: 100_000, section80CCC: 30_000, section80CCD1: 50_000 },
      { grossSalary: 1_200_000, basicPlusDa: 1_000_000 },
    );
    expect(r.allowed).toMatchObject({
      section80C: 100_000,
      section80CCC: 30_000,
      section80CCD1: 20_000,
    });
    expect(r.steps).toEqual([
      {
        label: 'Less: 80C + 80CCC + 80CCD(1)',
        amount: 150_000,
        section: '80C',
        section2025: '123',
      },
    ]);
    expect(r.notes).toEqual([
      '80C + 80CCC + 80CCD(1) claimed 1,80,000, capped at 1,50,000 (s.80C/80CCE).',
    ]);
  });

  it.each([
    // Employee, basic + DA 4,00,000: 10 % = 40,000.
    [
      'employee: 10 % of basic + DA',
      { grossSalary: 500_000, basicPlusDa: 400_000 },
      40_000,
      '10 % of basic + DA',
    ],
    // No salary, gross total income 3,00,000: 20 % = 60,000 (Finance Act 2017).
    [
      'self-employed: 20 % of gross total income',
      { normalGross: 300_000 },
      60_000,
      '20 % of gross total income other than special-rate income',
    ],
  ] as const)('limits 80CCD(1) itself: %s', (_name, over, expected, of) => {
    const r = run({ section80CCD1: 100_000 }, over);
    expect(r.allowed.section80CCD1).toBe(expected);
    expect(r.notes[0]).toBe(
      `80CCD(1) claimed 1,00,000, capped at ${expected.toLocaleString('en-IN')} (s.80CCD(1): ${of}).`,
    );
  });
});

describe('chapterVIA: who may claim (individual or HUF, resident or not)', () => {
  const claims: DeductionClaims = {
    section80C: 50_000,
    section80CCC: 20_000,
    section80CCD1B: 10_000,
    section80D: 30_000,
    section80DParents: 20_000,
    section80DD: 'disability',
    section80DDB: 50_000,
    section80TTA: 12_000,
    section80TTB: 20_000,
    section80E: 10_000,
    section80EE: 10_000,
    section80U: 'severe',
    section80GG: 50_000,
    section80G: 5_000,
  };

  it('gives an HUF 80C, 80D (members), 80DD, 80DDB, 80TTA and 80G only', () => {
    // 80C 50k; 80D 30k→25k; 80DD 75k; 80DDB 50k→40k; 80TTA 12k→10k; 80G 5k = 2,05,000.
    const r = run(claims, { taxpayerType: 'huf', normalGross: 2_000_000 });
    expect(r.allowed).toEqual({
      section80C: 50_000,
      section80CCC: 0,
      section80CCD1: 0,
      section80CCD1B: 0,
      section80CCD2: 0,
      section80D: 25_000,
      section80DParents: 0,
      section80DD: 75_000,
      section80DDB: 40_000,
      section80E: 0,
      section80EE: 0,
      section80EEA: 0,
      section80G: 5_000,
      section80GG: 0,
      section80TTA: 10_000,
      section80TTB: 0,
      section80U: 0,
    });
    expect(r.out.total).toBe(205_000);
    expect(r.notes.at(-1)).toBe(
      HUF_NOTE('80CCC, 80CCD(1B), 80D (parents), 80TTB, 80E, 80U, 80EE, 80GG'),
    );
  });

  it('gives an individual the rest', () => {
    // 80C+80CCC 70k; 1B 10k; 80D 25k; parents 20k; 80DD 75k; 80DDB 40k; 80TTA 10k; 80E 10k;
    // 80EE 10k; 80U 1,25,000 = 3,95,000. 80GG: adjusted total income 20,00,000 − 3,95,000 =
    // 16,05,000; rent 50,000 − 1,60,500 < 0 → 0. 80G 5k. 80TTB refused (not a senior).
    const r = run(claims, { normalGross: 2_000_000 });
    expect(r.allowed).toMatchObject({
      section80C: 50_000,
      section80CCC: 20_000,
      section80CCD1B: 10_000,
      section80DParents: 20_000,
      section80E: 10_000,
      section80EE: 10_000,
      section80U: 125_000,
      section80GG: 0,
      section80TTB: 0,
    });
    expect(r.out.total).toBe(400_000);
    expect(r.notes.some((n) => n.startsWith('A Hindu undivided family'))).toBe(false);
  });

  it('gives an HUF the 80D limit of a senior-citizen member and 80TTA whatever its age band', () => {
    // HUF, eldest insured member 60-80: 80D 60k→50k; 80TTA 8,000 allowed (an HUF is no senior).
    const r = run(
      { section80D: 60_000, section80TTA: 8_000 },
      { taxpayerType: 'huf', ageGroup: '60to80' },
    );
    expect(r.allowed).toMatchObject({ section80D: 50_000, section80TTA: 8_000 });
  });

  it('refuses 80DD, 80DDB and 80U to a non-resident', () => {
    const r = run(
      { section80DD: 'severe', section80DDB: 30_000, section80U: 'disability', section80C: 10_000 },
      { resident: false },
    );
    expect(r.out.total).toBe(10_000);
    expect(r.notes).toEqual(['80DD, 80DDB, 80U: residents only: not allowed to a non-resident.']);
  });

  it('refuses 80CCD(2) to an HUF', () => {
    const r = run({ section80CCD2: 10_000 }, { taxpayerType: 'huf', basicPlusDa: 500_000 });
    expect(r.out.total).toBe(0);
    expect(r.notes).toEqual([HUF_NOTE('80CCD(2)')]);
  });
});

describe('chapterVIA: fixed and capped amounts', () => {
  it.each([
    ['80DD disability: 75,000', { section80DD: 'disability' }, 'section80DD', 75_000],
    ['80DD severe: 1,25,000', { section80DD: 'severe' }, 'section80DD', 125_000],
    ['80DD none: nothing', { section80DD: 'none' }, 'section80DD', 0],
    ['80U disability: 75,000', { section80U: 'disability' }, 'section80U', 75_000],
    ['80U severe: 1,25,000', { section80U: 'severe' }, 'section80U', 125_000],
    ['80DDB 1,20,000, patient below 60: 40,000', { section80DDB: 120_000 }, 'section80DDB', 40_000],
    [
      '80DDB 1,20,000, senior patient: 1,00,000',
      { section80DDB: 120_000, section80DDBPatientSenior: true },
      'section80DDB',
      100_000,
    ],
    ['80DDB 30,000: as spent', { section80DDB: 30_000 }, 'section80DDB', 30_000],
    ['80EE 60,000: 50,000', { section80EE: 60_000 }, 'section80EE', 50_000],
    ['80EEA 2,00,000: 1,50,000', { section80EEA: 200_000 }, 'section80EEA', 150_000],
    ['80E: no cap', { section80E: 450_000 }, 'section80E', 450_000],
  ] as const)('%s', (_name, claims, key, expected) => {
    expect(run(claims as DeductionClaims, { normalGross: 5_000_000 }).allowed[key]).toBe(expected);
  });

  it('takes the 80DDB patient as the taxpayer unless told otherwise', () => {
    // Resident 60-80 taxpayer: senior patient by default → 1,00,000; told not senior → 40,000.
    expect(run({ section80DDB: 150_000 }, { ageGroup: '60to80' }).allowed.section80DDB).toBe(
      100_000,
    );
    expect(
      run({ section80DDB: 150_000, section80DDBPatientSenior: false }, { ageGroup: '60to80' })
        .allowed.section80DDB,
    ).toBe(40_000);
  });

  it('allows 80EE or 80EEA, not both, and says the loan conditions are not checked', () => {
    const r = run({ section80EE: 40_000, section80EEA: 100_000 });
    expect(r.allowed).toMatchObject({ section80EE: 40_000, section80EEA: 0 });
    expect(r.notes).toEqual([
      '80EE: only for interest on a loan sanctioned 1 April 2016 to 31 March 2017 (loan up to 35 lakh, house up to 50 lakh, no other house then owned): these conditions are not checked.',
      '80EEA is not allowed to anyone eligible for 80EE (s.80EEA(1)): only 80EE allowed.',
    ]);
    expect(run({ section80EEA: 100_000 }).notes[0]).toMatch(
      /^80EEA: only for interest on a loan sanctioned 1 April 2019 to 31 March 2022/,
    );
  });
});

describe('chapterVIA: 80GG, the least of three limbs', () => {
  it.each([
    // ATI 6,00,000: 25 % = 1,50,000; rent 1,20,000 − 60,000 = 60,000; cap 60,000 → 60,000.
    ['the yearly cap', 600_000, 120_000, {}, 60_000],
    // ATI 6,00,000, rent 90,000: 90,000 − 60,000 = 30,000 → 30,000.
    ['rent less 10 %', 600_000, 90_000, {}, 30_000],
    // ATI 2,00,000, rent 1,00,000: 25 % = 50,000; 1,00,000 − 20,000 = 80,000 → 50,000.
    ['25 % of income', 200_000, 100_000, {}, 50_000],
    // 80C 50,000 first: ATI 5,50,000; rent 90,000 − 55,000 = 35,000.
    ['after the other deductions', 600_000, 90_000, { section80C: 50_000 }, 35_000],
    // ATI 5,55,555: 25 % = 1,38,888.75; rent 1,00,000 − 55,555.50 = 44,444.50 → 44,444.
    ['whole rupees, never more than the limb', 555_555, 100_000, {}, 44_444],
    // Rent below 10 % of income: nothing.
    ['rent below 10 %', 600_000, 50_000, {}, 0],
  ] as const)('%s', (_name, normalGross, rent, more, expected) => {
    const r = run({ section80GG: rent, ...more }, { normalGross });
    expect(r.allowed.section80GG).toBe(expected);
  });

  it('shows the limbs in a note and refuses it with an HRA', () => {
    expect(run({ section80GG: 120_000 }, { normalGross: 600_000 }).notes).toEqual([
      '80GG: least of 60,000 a year, 25 % of the adjusted total income 6,00,000 (1,50,000) and rent 1,20,000 less 10 % of that income (60,000): 60,000.',
    ]);
    const hra = run({ section80GG: 120_000 }, { normalGross: 600_000, receivesHra: true });
    expect(hra.out.total).toBe(0);
    expect(hra.notes).toEqual([
      '80GG is not allowed when an HRA is received (s.80GG): not allowed.',
    ]);
  });
});

describe('chapterVIA: 80G donations and the 10 % qualifying limit', () => {
  it('fills the limit with the 100 % donations first', () => {
    // GTI 10,00,000 − 80C 1,50,000 = adjusted GTI 8,50,000; 10 % = 85,000.
    // 100NoLimit 20,000 + 50 % × 10,000 + 100Limit 50,000 + 50 % × min(1,00,000, 35,000)
    // = 20,000 + 5,000 + 50,000 + 17,500 = 92,500 (50 % first would give 67,500).
    const r = run({
      section80C: 150_000,
      donations80G: [
        { amount: 20_000, category: '100NoLimit' },
        { amount: 10_000, category: '50NoLimit' },
        { amount: 100_000, category: '50Limit' },
        { amount: 50_000, category: '100Limit' },
      ],
    });
    expect(r.allowed.section80G).toBe(92_500);
    expect(r.out.total).toBe(242_500);
    expect(r.notes).toEqual([
      '80G: donations with a qualifying limit 1,50,000 count only up to 10 % of the adjusted gross total income 8,50,000 (85,000), the 100 % donations first (s.80G(4)).',
    ]);
  });

  it.each([
    // Within the limit (10 % of 10,00,000 = 1,00,000): 30,000 + 50 % × 40,000 = 50,000.
    [
      'within the limit',
      1_000_000,
      [
        { amount: 30_000, category: '100Limit' },
        { amount: 40_000, category: '50Limit' },
      ],
      0,
      50_000,
    ],
    // 50 % of 1,001 = 500.50 → 501 (the half rupee is paise s.288A ignores in total income).
    ['half of an odd amount', 1_000_000, [{ amount: 1_001, category: '50NoLimit' }], 0, 501],
    // The amount entered as computed (5,000) plus 100 % of 1,000.
    [
      'with an amount already computed',
      1_000_000,
      [{ amount: 1_000, category: '100NoLimit' }],
      5_000,
      6_000,
    ],
    // Only the income other than special-rate gains counts: 10 % of 5,00,000 = 50,000.
    [
      'on income other than special-rate gains',
      500_000,
      [{ amount: 80_000, category: '100Limit' }],
      0,
      50_000,
    ],
  ] as const)('%s', (_name, normalGross, donations, precomputed, expected) => {
    const r = run({ donations80G: donations, section80G: precomputed }, { normalGross });
    expect(r.allowed.section80G).toBe(expected);
  });

  it('takes 80GG before the 80G limit and says the order is a doubt', () => {
    // 80GG on 6,00,000: 60,000. 80G adjusted GTI 6,00,000 − 60,000 = 5,40,000; 10 % = 54,000.
    const r = run(
      { section80GG: 120_000, donations80G: [{ amount: 100_000, category: '100Limit' }] },
      { normalGross: 600_000 },
    );
    expect(r.allowed).toMatchObject({ section80GG: 60_000, section80G: 54_000 });
    expect(r.out.total).toBe(114_000);
    expect(r.notes.at(-1)).toMatch(/^DOUBT: 80GG and 80G each limit themselves/);
    expect(r.steps.map((s) => s.section)).toEqual(['80G', '80GG']);
  });
});

describe('chapterVIA: the new regime', () => {
  const many: DeductionClaims = {
    section80C: 100_000,
    section80D: 20_000,
    section80DD: 'severe',
    donations80G: [{ amount: 10_000, category: '100NoLimit' }],
  };

  it('ignores everything but 80CCD(2) and tells the caller', () => {
    const r = run(many, { isOld: false });
    expect(r.out.total).toBe(0);
    expect(r.out.disallowedInNew).toBe(true);
    expect(r.steps).toEqual([]);
    expect(r.notes).toEqual([]);
  });

  it('allows 80CCD(2) beside the ignored claims', () => {
    // 14 % × 5,00,000 = 70,000.
    const r = run(
      { ...many, section80CCD2: 100_000 },
      { isOld: false, grossSalary: 600_000, basicPlusDa: 500_000 },
    );
    expect(r.out.total).toBe(70_000);
    expect(r.out.disallowedInNew).toBe(true);
    expect(
      run({ section80CCD2: 1_000 }, { isOld: false, basicPlusDa: 500_000 }).out.disallowedInNew,
    ).toBe(false);
  });
});

describe('chapterVIA: the rule values of every year', () => {
  it.each(['2023-24', '2024-25', '2025-26', '2026-27'] as const)('FY %s', (fy) => {
    const v = compiledRulesFor(fy).chapterVIA;
    expect(v).toMatchObject({
      percent80CCD1Employee: 10,
      percent80CCD1Other: 20,
      percent80CCD2Government: 14,
      amount80DD: 75_000,
      amount80DDSevere: 125_000,
      limit80DDB: 40_000,
      limit80DDBSenior: 100_000,
      amount80U: 75_000,
      amount80USevere: 125_000,
      limit80GGYear: 60_000,
      percent80GGOfIncome: 25,
      percent80GGRentExcess: 10,
      limit80EE: 50_000,
      limit80EEA: 150_000,
      percent80GQualifying: 10,
    });
    const huf = Object.entries(v.hufAllows)
      .filter(([, allowed]) => allowed)
      .map(([key]) => key);
    expect(huf).toEqual([
      'section80C',
      'section80D',
      'section80DD',
      'section80DDB',
      'section80G',
      'section80TTA',
    ]);
  });
});
