// The calculators show the engine's working with an "s.NN" link on every step that cites a
// section. This test runs every calculator of @taxguide/tax-engine over a spread of inputs that
// reaches every branch emitting a step (each head of income, every deduction, each asset type and
// term, both regimes, every financial year, each surcharge band, advance tax and presumptive
// income, and the whole year: houses, transfers, set-off and carried-forward losses, taxes paid
// and interest) and checks that each cited section resolves to a section page of the site. The
// set-off lines of a whole-year result cite sections too and are checked like steps.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  IncomeTaxResult,
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

type Profile = Omit<IncomeTaxInput, 'regime' | 'financialYear'>;

/**
 * Whole-year profiles. Transfers, payments and the filing date are dated, so each profile is
 * built for one year: sales inside it, advance tax inside it, the return filed late after it.
 */
function wholeYearProfiles(financialYear: FinancialYear): Record<string, Profile> {
  const y = Number(financialYear.slice(0, 4));
  const next = y + 1;
  return {
    'a let-out house at a loss and a self-occupied one': {
      annualIncome: 1_800_000,
      houseProperties: [
        { use: 'letOut', annualRent: 240_000, municipalTaxesPaid: 10_000, interestOnLoan: 510_000 },
        { use: 'selfOccupied', interestOnLoan: 180_000 },
      ],
    },
    'a let-out house absorbing a brought-forward loss': {
      annualIncome: 1_500_000,
      houseProperties: [
        { use: 'letOut', annualRent: 300_000, municipalTaxesPaid: 20_000, interestOnLoan: 50_000 },
      ],
      broughtForwardLosses: { houseProperty: 150_000 },
    },
    'transfers of every kind, with losses, grandfathering and exemptions': {
      annualIncome: 2_000_000,
      capitalGainsTransactions: [
        // A short-term loss on shares (s.70(2)) and a long-term loss on an equity fund (s.70(3)).
        {
          assetType: 'equity',
          purchasePrice: 500_000,
          salePrice: 380_000,
          purchaseDate: `${y}-05-01`,
          saleDate: `${y}-09-15`,
        },
        {
          assetType: 'equityFund',
          purchasePrice: 500_000,
          salePrice: 420_000,
          purchaseDate: '2019-01-10',
          saleDate: `${y}-08-20`,
        },
        // Bought before 1 February 2018: s.55(2)(ac).
        {
          assetType: 'equity',
          purchasePrice: 100_000,
          salePrice: 900_000,
          purchaseDate: '2016-05-10',
          saleDate: `${y}-10-10`,
          fmvOn31Jan2018: 250_000,
        },
        // Bought before 1 April 2001: s.55(2)(b), with ss.54 and 54EC.
        {
          assetType: 'property',
          purchasePrice: 300_000,
          salePrice: 9_000_000,
          purchaseDate: '1995-08-01',
          saleDate: `${y}-12-10`,
          fmvOn1Apr2001: 1_000_000,
          exemptions: { section54: 2_000_000, section54EC: 500_000 },
        },
        {
          assetType: 'gold',
          purchasePrice: 1_000_000,
          salePrice: 3_000_000,
          purchaseDate: '2012-06-01',
          saleDate: `${y}-11-05`,
          exemptions: { section54F: 1_500_000 },
        },
        // s.50AA: bought after 1 April 2023, short-term however long it is held.
        {
          assetType: 'specifiedMutualFund',
          purchasePrice: 400_000,
          salePrice: 460_000,
          purchaseDate: '2023-06-01',
          saleDate: `${next}-02-10`,
        },
        {
          assetType: 'listedBond',
          purchasePrice: 500_000,
          salePrice: 560_000,
          purchaseDate: '2020-01-15',
          saleDate: `${y}-11-15`,
        },
        {
          assetType: 'unlistedShares',
          purchasePrice: 200_000,
          salePrice: 260_000,
          purchaseDate: `${y}-04-20`,
          saleDate: `${next}-01-20`,
        },
      ],
      broughtForwardLosses: { shortTermCapitalLoss: 60_000, longTermCapitalLoss: 40_000 },
    },
    'presumptive income under 44AD': {
      annualIncome: 600_000,
      presumptive: { businessType: '44AD', grossReceipts: 5_000_000, digitalReceipts: 4_500_000 },
    },
    'presumptive income under 44ADA': {
      annualIncome: 0,
      incomeType: 'other',
      presumptive: {
        businessType: '44ADA',
        grossReceipts: 3_000_000,
        profession: 'technicalConsultancy',
      },
    },
    'presumptive income under 44AE': {
      annualIncome: 0,
      incomeType: 'other',
      presumptive: {
        businessType: '44AE',
        vehicles: [
          { heavy: true, grossTonnes: 15, months: 12 },
          { heavy: false, months: 8 },
        ],
      },
    },
    'dividends, a family pension and income at the 30% flat rate': {
      annualIncome: 900_000,
      dividends: 200_000,
      familyPension: 300_000,
      specialRateIncome: {
        lottery115BB: 100_000,
        onlineGames115BBJ: 50_000,
        virtualDigitalAssets115BBH: 80_000,
      },
    },
    "a non-resident's dividends": {
      annualIncome: 400_000,
      incomeType: 'other',
      residentialStatus: 'nonResident',
      dividends: 500_000,
    },
    'the remaining Chapter VI-A deductions, with 80EE': {
      annualIncome: 1_600_000,
      basicPlusDa: 800_000,
      deductions: {
        section80C: 60_000,
        section80CCC: 30_000,
        section80CCD1: 40_000,
        section80DD: 'severe',
        section80U: 'disability',
        section80DDB: 60_000,
        section80GG: 240_000,
        section80EE: 50_000,
      },
    },
    'donations under 80G and 80EEA': {
      annualIncome: 1_400_000,
      deductions: {
        section80EEA: 150_000,
        donations80G: [
          { amount: 50_000, category: '100NoLimit' },
          { amount: 40_000, category: '50NoLimit' },
          { amount: 100_000, category: '100Limit' },
          { amount: 60_000, category: '50Limit' },
        ],
      },
    },
    'taxes paid by instalments and a late return': {
      annualIncome: 2_400_000,
      otherIncome: 1_000_000,
      taxesPaid: {
        tds: 250_000,
        tcs: 5_000,
        advanceTax: [
          { date: `${y}-09-10`, amount: 50_000 },
          { date: `${y}-12-12`, amount: 40_000 },
          { date: `${next}-03-14`, amount: 30_000 },
          // Paid after 31 March: counts as self-assessment tax.
          { date: `${next}-05-10`, amount: 20_000 },
        ],
        selfAssessmentTax: 10_000,
      },
      returnFiledOn: `${next}-11-20`,
    },
  };
}

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
  // A set-off line is shown with its section like a step.
  const addYear = (run: string, r: IncomeTaxResult) => {
    add(run, r.steps);
    add(
      run,
      r.setOff.lines.map((l) => ({
        label: `${l.loss} against ${l.against}`,
        amount: l.amount,
        section: l.section,
        ...(l.section2025 ? { section2025: l.section2025 } : {}),
      })),
    );
  };

  for (const financialYear of YEARS) {
    const profiles = { ...PROFILES, ...wholeYearProfiles(financialYear) };
    for (const [name, profile] of Object.entries(profiles)) {
      for (const regime of REGIMES) {
        const input: IncomeTaxInput = { ...profile, regime, financialYear };
        addYear(`income tax, ${regime}, FY ${financialYear}: ${name}`, computeIncomeTax(input));
      }
      const compare: CompareInput = { ...profile, financialYear };
      const compared = compareRegimes(compare);
      add(`compare, FY ${financialYear}: ${name}`, compared.steps);
      addYear(`compare (old), FY ${financialYear}: ${name}`, compared.old);
      addYear(`compare (new), FY ${financialYear}: ${name}`, compared.new);
    }

    // The new regime exempts no HRA (s.115BAC(2)).
    for (const [metro, regime] of [
      [true, 'old'],
      [false, 'old'],
      [true, 'new'],
    ] as const) {
      add(
        `HRA, FY ${financialYear}, metro ${metro}, ${regime} regime`,
        hraExemption({
          basicSalary: 600_000,
          dearnessAllowance: 60_000,
          commission: 20_000,
          hraReceived: 300_000,
          rentPaid: 264_000,
          metro,
          financialYear,
          regime,
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

/** How a section number is written in the working: '80C', '115BAC(1A)', '209(1)(d)'. */
const SECTION_NUMBER = /^\d+[A-Z]*(\([0-9a-zA-Z]+\))*$/;

/**
 * `section: '...'` literals in the engine's source, in `src/` and every folder under it (the
 * whole-year heads live in `src/year/`): every one must be reached by the spread. Literals that
 * are not section numbers ('slab', a rate class) are no citation.
 */
function sectionLiteralsInEngineSource(): Set<string> {
  const root = fileURLToPath(new URL('../../tax-engine/src/', import.meta.url));
  const found = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    const source = readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8');
    for (const match of source.matchAll(/\bsection: '([^']+)'/g)) {
      if (match[1] && SECTION_NUMBER.test(match[1])) found.add(match[1]);
    }
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
      // Advance tax cites the sub-sections it applies: TDS is subtracted under 209(1)(d), the
      // instalments are 211(1)(a), or 211(1)(b) for presumptive income.
      '208',
      '209(1)(d)',
      '211(1)(a)',
      '211(1)(b)',
      '234C',
      '44AD',
      '44ADA',
      '44AE',
      // The whole year: houses, other sources, transfers, set-off, deductions and interest.
      '23',
      '24(a)',
      '24(b)',
      '56(1)',
      '57(iia)',
      '115A',
      '115BB',
      '115BBJ',
      '115BBH',
      '55(2)(ac)',
      '55(2)(b)',
      '54',
      '54EC',
      '54F',
      '70(2)',
      '70(3)',
      '71(3A)',
      '71B',
      '74',
      '80DD',
      '80DDB',
      '80EE',
      '80EEA',
      '80GG',
      '80U',
      '234A',
      '234B',
      '234F',
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
      expect(c.step.section, `${c.run}: ${c.step.label}`).toMatch(SECTION_NUMBER);
    }
  });
});
