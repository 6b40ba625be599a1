// The calculators show the engine's working with an "s.NN" link on every step that cites a
// section. This test runs every calculator of @taxguide/tax-engine over a spread of inputs that
// reaches every branch emitting a step (each head of income, every deduction, each asset type and
// term, both regimes, every financial year, each surcharge band, advance tax and presumptive
// income) and checks that each cited section resolves to a section page of the site.
import { readFileSync, readdirSync } from 'node:fs';
import {
  SUPPORTED_FINANCIAL_YEARS,
  compareRegimes,
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  computePresumptive,
  hraExemption,
} from '@taxguide/tax-engine';
import type {
  AssetType,
  CapitalGainsInput,
  CompareInput,
  FinancialYear,
  IncomeTaxInput,
  Regime,
  Step,
} from '@taxguide/tax-engine';
import { describe, expect, it } from 'vitest';
import { isKnownInternalPath, sectionPageFor, sectionPath } from './links';
import { sections } from './sections/index';

/** Every step of one run, labelled with where it came from. */
interface Citation {
  run: string;
  step: Step;
}

const YEARS: readonly FinancialYear[] = SUPPORTED_FINANCIAL_YEARS;
const REGIMES: readonly Regime[] = ['old', 'new'];

/** Year-neutral income profiles; each reaches different steps. */
const PROFILES: Record<string, Omit<IncomeTaxInput, 'regime' | 'financialYear'>> = {
  'salary with every deduction, house property, business and other income': {
    annualIncome: 2_400_000,
    incomeType: 'salary',
    basicPlusDa: 1_200_000,
    otherIncome: 90_000,
    businessIncome: 300_000,
    housePropertyIncome: 180_000,
    deductions: {
      hra: 240_000,
      professionalTax: 2_500,
      homeLoanInterest: 250_000,
      section80C: 200_000,
      section80CCD1B: 60_000,
      section80CCD2: 150_000,
      section80D: 30_000,
      section80DParents: 60_000,
      parentsSenior: true,
      section80TTA: 12_000,
      section80E: 40_000,
      section80G: 25_000,
    },
  },
  'senior pensioner with deposit interest (80TTB)': {
    annualIncome: 900_000,
    ageGroup: '60to80',
    otherIncome: 120_000,
    deductions: { section80TTB: 60_000, section80D: 50_000, professionalTax: 2_500 },
  },
  'income other than salary, with special-rate gains': {
    annualIncome: 350_000,
    incomeType: 'other',
    capitalGains: { stcg111A: 200_000, ltcg112A: 300_000, ltcg112: 150_000 },
  },
  'house-property loss above the set-off limit': {
    annualIncome: 1_500_000,
    housePropertyIncome: -350_000,
    deductions: { homeLoanInterest: 200_000 },
  },
  'rebate with marginal relief just above the threshold': {
    annualIncome: 1_285_000,
  },
  'income ending in odd rupees (s.288A / s.288B rounding)': {
    annualIncome: 1_287_345,
    otherIncome: 4_567,
  },
  'non-resident with gains': {
    annualIncome: 800_000,
    incomeType: 'other',
    residentialStatus: 'nonResident',
    capitalGains: { ltcg112A: 400_000 },
  },
  'surcharge 10% with marginal relief': { annualIncome: 5_080_000 },
  'surcharge 15%': { annualIncome: 15_000_000 },
  'surcharge 25% with gains under the 15% cap': {
    annualIncome: 30_000_000,
    capitalGains: { stcg111A: 2_000_000, ltcg112A: 5_000_000 },
  },
  'surcharge above 5 crore': { annualIncome: 60_000_000, businessIncome: 10_000_000 },
  'FY 2024-25 gains on both sides of 23 July 2024': {
    annualIncome: 1_800_000,
    capitalGains: {
      stcg111A: 100_000,
      ltcg112A: 200_000,
      ltcg112: 100_000,
      before23July2024: { stcg111A: 50_000, ltcg112A: 100_000, ltcg112: 80_000 },
    },
  },
};

const ASSETS: readonly AssetType[] = ['equity', 'equityFund', 'property', 'gold', 'unlistedShares'];

/** Sale dates covering each year and both sides of 23 July 2024. */
const SALE_DATES = ['2023-11-15', '2024-06-10', '2024-12-10', '2025-12-10', '2026-09-10'];

function capitalGainsInputs(): Array<[string, CapitalGainsInput]> {
  const inputs: Array<[string, CapitalGainsInput]> = [];
  for (const assetType of ASSETS) {
    for (const saleDate of SALE_DATES) {
      const year = Number(saleDate.slice(0, 4));
      const cases: Array<[string, string, number]> = [
        ['short term', `${year}-01-05`, 250_000],
        ['long term, bought 2015', '2015-06-01', 900_000],
        ['long term, bought before 2001', '1998-04-10', 900_000],
        ['a loss', `${year - 4}-01-05`, 80_000],
      ];
      for (const [term, purchaseDate, salePrice] of cases) {
        inputs.push([
          `${assetType} ${term}, sold ${saleDate}`,
          {
            assetType,
            purchasePrice: 100_000,
            salePrice,
            purchaseDate,
            saleDate,
            expenses: 2_000,
            other112aGainsThisYear: term === 'short term' ? 0 : 60_000,
          },
        ]);
      }
    }
  }
  inputs.push([
    'property of a non-resident, sold 2025-12-10',
    {
      assetType: 'property',
      purchasePrice: 4_000_000,
      salePrice: 9_000_000,
      purchaseDate: '2015-06-01',
      saleDate: '2025-12-10',
      residentIndividual: false,
    },
  ]);
  inputs.push([
    'unlisted shares of a non-resident, sold 2024-06-10',
    {
      assetType: 'unlistedShares',
      purchasePrice: 100_000,
      salePrice: 400_000,
      purchaseDate: '2018-06-01',
      saleDate: '2024-06-10',
      residentIndividual: false,
    },
  ]);
  inputs.push([
    'gold short term at a given slab rate',
    {
      assetType: 'gold',
      purchasePrice: 100_000,
      salePrice: 160_000,
      purchaseDate: '2025-06-01',
      saleDate: '2026-05-01',
      slabRatePercent: 20,
    },
  ]);
  return inputs;
}

function collectCitations(): Citation[] {
  const out: Citation[] = [];
  const add = (run: string, steps: readonly Step[]) => {
    for (const step of steps) out.push({ run, step });
  };

  for (const financialYear of YEARS) {
    for (const [name, profile] of Object.entries(PROFILES)) {
      for (const regime of REGIMES) {
        const input: IncomeTaxInput = { ...profile, regime, financialYear };
        add(`income tax, ${regime}, FY ${financialYear}: ${name}`, computeIncomeTax(input).steps);
      }
      const compare: CompareInput = { ...profile, financialYear };
      add(`compare, FY ${financialYear}: ${name}`, compareRegimes(compare).steps);
    }

    for (const metro of [true, false]) {
      add(
        `HRA, FY ${financialYear}, metro ${metro}`,
        hraExemption({
          basicSalary: 600_000,
          dearnessAllowance: 60_000,
          commission: 20_000,
          hraReceived: 300_000,
          rentPaid: 264_000,
          metro,
          financialYear,
        }).steps,
      );
    }

    for (const [name, presumptive] of [
      [
        '44AD, mostly digital',
        { businessType: '44AD', grossReceipts: 15_000_000, digitalReceipts: 12_000_000 },
      ],
      [
        '44AD, all cash',
        { businessType: '44AD', grossReceipts: 4_000_000, cashReceipts: 4_000_000 },
      ],
      [
        '44AD, above the limit',
        { businessType: '44AD', grossReceipts: 40_000_000, digitalReceipts: 40_000_000 },
      ],
      ['44AD, an LLP', { businessType: '44AD', grossReceipts: 1_000_000, assesseeType: 'llp' }],
      [
        '44ADA, a consultant',
        {
          businessType: '44ADA',
          grossReceipts: 4_000_000,
          digitalReceipts: 4_000_000,
          profession: 'technicalConsultancy',
        },
      ],
      [
        '44ADA, not a listed profession',
        { businessType: '44ADA', grossReceipts: 2_000_000, profession: 'other' },
      ],
    ] as const) {
      add(
        `presumptive, FY ${financialYear}: ${name}`,
        computePresumptive({ ...presumptive, financialYear }).steps,
      );
    }

    for (const [name, advance] of [
      [
        'salary with TDS and late instalments',
        {
          annualIncome: 3_000_000,
          tdsDeducted: 200_000,
          payments: { q1: 10_000, q2: 50_000, q3: 150_000, q4: 300_000 },
        },
      ],
      [
        'business income, old regime, nothing paid',
        {
          annualIncome: 2_000_000,
          regime: 'old',
          incomeType: 'other',
          hasBusinessIncome: true,
          payments: { q1: 0, q2: 0, q3: 0, q4: 0 },
        },
      ],
      [
        'presumptive, paid late',
        {
          annualIncome: 2_500_000,
          incomeType: 'other',
          hasBusinessIncome: true,
          presumptive: true,
          payments: { q4: 100_000 },
        },
      ],
      ['estimated tax given', { annualIncome: 0, estimatedTax: 250_000, tdsDeducted: 20_000 }],
      ['below the threshold', { annualIncome: 1_300_000, tdsDeducted: 0 }],
      ['TDS above the tax (refund)', { annualIncome: 1_500_000, tdsDeducted: 500_000 }],
      [
        'senior without business income',
        {
          annualIncome: 3_000_000,
          ageGroup: '60to80',
          incomeType: 'other',
        },
      ],
    ] as const) {
      add(
        `advance tax, FY ${financialYear}: ${name}`,
        computeAdvanceTax({ ...advance, financialYear }).steps,
      );
    }
  }

  for (const [name, input] of capitalGainsInputs()) {
    add(`capital gains: ${name}`, computeCapitalGains(input).steps);
  }
  return out;
}

const citations = collectCitations();
const cited = citations.filter((c): c is Citation & { step: Step & { section: string } } =>
  Boolean(c.step.section),
);
const citedSections = new Set(cited.map((c) => c.step.section));

/** `section: '...'` literals in the engine's source: every one must be reached by the spread. */
function sectionLiteralsInEngineSource(): Set<string> {
  const dir = new URL('../../tax-engine/src/', import.meta.url);
  const found = new Set<string>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(new URL(file, dir), 'utf8');
    for (const match of source.matchAll(/\bsection: '([^']+)'/g)) if (match[1]) found.add(match[1]);
  }
  return found;
}

describe('sectionPageFor', () => {
  it('returns the page with exactly the cited number', () => {
    expect(sectionPageFor('80C')).toBe('80C');
    expect(sectionPageFor('80CCD(1B)')).toBe('80CCD(1B)');
    expect(sectionPageFor('17(2)')).toBe('17(2)');
    expect(sectionPageFor('56(2)(x)')).toBe('56(2)(x)');
    expect(sectionPageFor(' 24(b) ')).toBe('24(b)');
  });

  it('falls back to the nearest parent by dropping the last parenthesised group', () => {
    expect(sectionPageFor('115BAC(1A)')).toBe('115BAC');
    expect(sectionPageFor('211(1)(b)')).toBe('211');
    expect(sectionPageFor('17(2)(vi)')).toBe('17(2)');
    expect(sectionPageFor('56(2)(viii)')).toBe('56');
  });

  it('finds nothing for a number without a page, or for something that is not a section', () => {
    for (const n of ['', '  ', '999', '999(1)', 'slab', '(1)', '80Z(2)']) {
      expect(sectionPageFor(n), JSON.stringify(n)).toBeUndefined();
    }
  });

  it('always answers with a page that exists', () => {
    for (const s of sections) {
      expect(sectionPageFor(s.sectionNumber)).toBe(s.sectionNumber);
      expect(isKnownInternalPath(sectionPath(s.sectionNumber))).toBe(true);
    }
  });
});

describe('every section the tax engine cites in its working has a page', () => {
  it('runs a wide spread of inputs and collects their citations', () => {
    expect(citations.length).toBeGreaterThan(2_000);
    // The heads of income, deductions, capital-gains provisions, rounding and payment sections.
    for (const n of [
      '15',
      '16(ia)',
      '16(iii)',
      '17',
      '10(13A)',
      '24',
      '28',
      '45',
      '48',
      '56',
      '80B(5)',
      '80C',
      '80CCD(1B)',
      '80CCD(2)',
      '80D',
      '80TTA',
      '80TTB',
      '80E',
      '80G',
      '87A',
      '111A',
      '112',
      '112A',
      '115BAC',
      '115BAC(1A)',
      '288A',
      '288B',
      '208',
      '211',
      '234C',
      '44AD',
      '44ADA',
    ]) {
      expect(citedSections, `no run cites s.${n}`).toContain(n);
    }
  });

  it('reaches every section literal written in the engine source', () => {
    const literals = sectionLiteralsInEngineSource();
    expect(literals.size).toBeGreaterThanOrEqual(25);
    for (const n of literals) expect(citedSections, `s.${n} is never reached`).toContain(n);
  });

  it.each([...citedSections].sort().map((n) => [n]))('s.%s resolves to a section page', (n) => {
    const page = sectionPageFor(n);
    const example = cited.find((c) => c.step.section === n);
    expect(page, `"${example?.step.label}" in ${example?.run}`).toBeDefined();
    expect(isKnownInternalPath(sectionPath(page as string))).toBe(true);
  });

  it('never cites a rate basis or a placeholder as a section', () => {
    for (const c of cited) {
      expect(c.step.section, `${c.run}: ${c.step.label}`).toMatch(/^\d+[A-Z]*(\([0-9a-zA-Z]+\))*$/);
    }
  });
});
