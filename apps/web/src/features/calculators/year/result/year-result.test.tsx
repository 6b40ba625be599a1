import type { CompareResult } from '@taxguide/contracts/calculators';
import { sectionPageFor } from '@taxguide/content/links';
import { compareRegimes, type CompareInput, type IncomeTaxResult } from '@taxguide/tax-engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { workingPhases } from './working-phases';
import { YearResult } from './year-result';

const rupees = (amount: number) =>
  `${amount < 0 ? '-' : ''}₹${new Intl.NumberFormat('en-IN').format(Math.abs(amount))}`;

/** Whole years as the year form sends them, each computed by the real engine. */
const YEARS = {
  'salaried landlord with shares': {
    financialYear: '2025-26',
    annualIncome: 1_800_000,
    salaryDetails: {
      basic: 900_000,
      hraReceived: 360_000,
      rentPaid: 300_000,
      city: 'Bengaluru',
      professionalTax: 2_500,
    },
    deductions: { section80C: 150_000, section80D: 25_000 },
    houseProperties: [
      { use: 'letOut', annualRent: 300_000, municipalTaxesPaid: 20_000, interestOnLoan: 250_000 },
    ],
    capitalGainsTransactions: [
      {
        assetType: 'equity',
        purchasePrice: 100_000,
        fmvOn31Jan2018: 150_000,
        salePrice: 450_000,
        purchaseDate: '2017-06-01',
        saleDate: '2025-09-15',
      },
      {
        assetType: 'equity',
        purchasePrice: 200_000,
        salePrice: 250_000,
        purchaseDate: '2025-05-02',
        saleDate: '2025-11-20',
      },
      {
        assetType: 'equityFund',
        purchasePrice: 300_000,
        salePrice: 220_000,
        purchaseDate: '2025-06-10',
        saleDate: '2026-01-12',
      },
    ],
    taxesPaid: { tds: 230_000 },
  },
  'non-resident with dividends': {
    financialYear: '2025-26',
    residentialStatus: 'nonResident',
    incomeType: 'other',
    annualIncome: 600_000,
    dividends: 200_000,
    otherIncome: 50_000,
  },
  '44ADA professional paying advance tax late': {
    financialYear: '2025-26',
    annualIncome: 0,
    incomeType: 'other',
    presumptive: {
      businessType: '44ADA',
      grossReceipts: 4_000_000,
      digitalReceipts: 4_000_000,
      profession: 'technicalConsultancy',
    },
    taxesPaid: { advanceTax: [{ date: '2026-03-10', amount: 150_000 }] },
    returnFiledOn: '2026-07-25',
  },
  'senior pensioner': {
    financialYear: '2025-26',
    ageGroup: '60to80',
    annualIncome: 900_000,
    otherIncome: 120_000,
    familyPension: 180_000,
    deductions: { section80TTB: 60_000, section80D: 50_000 },
  },
  'late return': {
    financialYear: '2025-26',
    annualIncome: 2_400_000,
    otherIncome: 1_000_000,
    deductions: { section80C: 150_000 },
    taxesPaid: { tds: 250_000, advanceTax: [{ date: '2025-12-10', amount: 50_000 }] },
    returnFiledOn: '2026-11-20',
  },
  'refund of TDS': {
    financialYear: '2026-27',
    annualIncome: 1_100_000,
    taxesPaid: { tds: 60_000 },
  },
  'surcharge with marginal relief': { financialYear: '2025-26', annualIncome: 5_080_000 },
} satisfies Record<string, CompareInput>;

type Case = keyof typeof YEARS;

function show(name: Case, inputs?: React.ReactNode) {
  const compare = compareRegimes(YEARS[name]) as CompareResult;
  const view = render(<YearResult compare={compare} inputs={inputs} />);
  return { compare, ...view };
}

/** The old and new figures of a row of one of the side-by-side tables. */
function row(table: string, label: string): [string, string] {
  const rows = within(screen.getByRole('table', { name: table })).getAllByRole('row');
  const found = rows.find(
    (r) => within(r).queryByRole('rowheader')?.textContent?.replace(/\s+/g, ' ').trim() === label,
  );
  if (!found) throw new Error(`no row "${label}" in "${table}"`);
  const cells = within(found).getAllByRole('cell');
  return [cells[0]?.textContent ?? '', cells[1]?.textContent ?? ''];
}

const pair = (compare: CompareResult, pick: (r: IncomeTaxResult) => number) => [
  rupees(pick(compare.old)),
  rupees(pick(compare.new)),
];

const balance = (amount: number) =>
  amount < 0 ? `${rupees(-amount)} refund` : amount === 0 ? '₹0' : `${rupees(amount)} payable`;

/** What every whole year shows, figure for figure with the engine. */
function expectTheEnginesFigures(compare: CompareResult) {
  expect(row('At a glance', 'Total tax')).toEqual(pair(compare, (r) => r.totalTax));
  expect(row('At a glance', 'Total income')).toEqual(pair(compare, (r) => r.taxableIncome));
  expect(row('At a glance', 'Balance payable or refund')).toEqual([
    balance(compare.old.balancePayable),
    balance(compare.new.balancePayable),
  ]);
  expect(row('Income by head', 'Gross total income')).toEqual(
    pair(compare, (r) => r.grossTotalIncome),
  );
  for (const [label, head] of [
    ['Salary', 'salary'],
    ['House property', 'houseProperty'],
    ['Business or profession', 'businessOrProfession'],
    ['Capital gains', 'capitalGains'],
    ['Other sources', 'otherSources'],
  ] as const) {
    if (compare.old.heads[head] !== 0 || compare.new.heads[head] !== 0)
      expect(row('Income by head', label)).toEqual(pair(compare, (r) => r.heads[head]));
  }
  expect(row('Deductions allowed', 'Total deductions')).toEqual(
    pair(compare, (r) => r.totalDeductions),
  );
  expect(row('Tax, rebate, surcharge and cess', 'Tax at slab rates')).toEqual(
    pair(compare, (r) => r.slabTax),
  );
  expect(row('Tax, rebate, surcharge and cess', 'Health and education cess (4%)')).toEqual(
    pair(compare, (r) => r.cess),
  );
  for (const regime of ['old', 'new'] as const) {
    const result = compare[regime];
    const table = screen.getByRole('table', { name: `Slab by slab, ${regime} regime` });
    const bands = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(bands).toEqual(
      result.slabBreakdown
        .filter((b) => b.income > 0)
        .map((b) => [`${b.ratePercent}%`, rupees(b.income), rupees(b.tax)]),
    );
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toContain(rupees(result.slabTax));
  }
}

describe('YearResult: the engine’s figures for whole years', () => {
  it('salaried landlord with shares: heads, gains by rate, set-off, HRA and the refund', () => {
    const { compare } = show('salaried landlord with shares');
    expectTheEnginesFigures(compare);
    expect(compare.new.balancePayable).toBeLessThan(0);
    expect(
      row('Income by head', 'Long-term equity gains at 12.5%, s.112A (ITA 2025 s.198)'),
    ).toEqual([rupees(270_000), rupees(270_000)]);
    expect(row('Deductions allowed', 'Exempt HRA')).toEqual([rupees(210_000), '₹0']);
    expect(row('Deductions allowed', '80C')).toEqual([rupees(150_000), '₹0']);
    // The old regime sets the house loss off against the salary; the new one does not.
    const oldSetOff = screen.getByRole('table', { name: 'Losses set off, old regime' });
    expect(
      within(oldSetOff).getByText(/House-property loss of the year against other heads/),
    ).toBeDefined();
    expect(oldSetOff.textContent).toContain('s.71(3A) (ITA 2025 s.109)');
    expect(oldSetOff.textContent).toContain(rupees(54_000));
    expect(row('Losses carried forward', 'House-property loss of the year not set off')).toEqual([
      '₹0',
      rupees(54_000),
    ]);
    const special = screen.getByRole('table', { name: 'Income at special rates, new regime' });
    expect(
      within(special)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([rupees(145_000), '12.5%', rupees(18_125)]);
    expect(special.textContent).toContain(`less exemption ${rupees(125_000)}`);
    expect(row('Taxes paid, interest and balance', 'Less: TDS')).toEqual([
      rupees(230_000),
      rupees(230_000),
    ]);
    expect(screen.getByTestId('verdict').textContent).toContain(
      `The new regime saves you ${rupees(compare.saving)}.`,
    );
    expect(screen.getByTestId('break-even').textContent).toBe(
      `The old regime costs less once its deductions total ${rupees(compare.breakEvenDeductions ?? -1)} or more; you claim ${rupees(compare.currentOldRegimeDeductions)}.`,
    );
  });

  it('non-resident: dividends at 20 % under s.115A, linked to its page', () => {
    const { compare } = show('non-resident with dividends');
    expectTheEnginesFigures(compare);
    const special = screen.getByRole('table', { name: 'Income at special rates, old regime' });
    expect(within(special).getByRole('rowheader').textContent).toContain(
      'Dividends (non-resident)',
    );
    expect(
      within(special)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([rupees(200_000), '20%', rupees(40_000)]);
    expect(within(special).getByRole('link', { name: 's.115A' }).getAttribute('href')).toBe(
      '/section/115A',
    );
    expect(special.textContent).toContain('s.115A (ITA 2025 s.207(1))');
  });

  it('44ADA professional: business income, interest u/s 234B and 234C, balance payable', () => {
    const { compare } = show('44ADA professional paying advance tax late');
    expectTheEnginesFigures(compare);
    expect(row('Income by head', 'Business or profession')).toEqual([
      rupees(2_000_000),
      rupees(2_000_000),
    ]);
    const table = 'Taxes paid, interest and balance';
    expect(row(table, 'Interest u/s 234B (advance tax short)')).toEqual(
      pair(compare, (r) => r.interest.s234B),
    );
    expect(row(table, 'Interest u/s 234C (instalments deferred)')).toEqual(
      pair(compare, (r) => r.interest.s234C),
    );
    expect(row(table, 'Less: advance tax')).toEqual([rupees(150_000), rupees(150_000)]);
    expect(row(table, 'Balance payable or refund')).toEqual([
      `${rupees(compare.old.balancePayable)} payable`,
      `${rupees(compare.new.balancePayable)} payable`,
    ]);
    // No interest of a kind that does not arise.
    expect(() => row(table, 'Interest u/s 234A (late return)')).toThrow();
  });

  it('senior pensioner: 80TTB, family pension, the rebate and no break-even', () => {
    const { compare } = show('senior pensioner');
    expectTheEnginesFigures(compare);
    expect(row('Deductions allowed', '80TTB: deposit interest')).toEqual([
      rupees(compare.old.deductionsAllowed.section80TTB),
      '₹0',
    ]);
    expect(row('Deductions allowed', 'Family pension deduction')).toEqual(
      pair(compare, (r) => r.deductionsAllowed.familyPension),
    );
    expect(row('Tax, rebate, surcharge and cess', 'Less: rebate u/s 87A')).toEqual(
      pair(compare, (r) => r.rebate87A),
    );
    expect(screen.getByTestId('break-even').textContent).toBe(
      'No amount of old-regime deductions makes the old regime cheaper here.',
    );
  });

  it('late return: the old regime is not available, with interest u/s 234A and the 234F fee', () => {
    const { compare } = show('late return');
    expect(compare.old.regimeAvailable).toBe(false);
    expectTheEnginesFigures(compare);
    const verdict = screen.getByTestId('verdict').textContent ?? '';
    expect(verdict).toContain(`The new regime applies: your tax is ${rupees(600_600)}.`);
    expect(verdict).toContain('the old regime cannot be chosen');
    expect(verdict).not.toContain('saves you');
    expect(screen.queryByTestId('break-even')).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'At a glance' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Old regime (not available)', 'New regime']);
    const table = 'Taxes paid, interest and balance';
    expect(row(table, 'Interest u/s 234A (late return)')).toEqual([rupees(20_136), rupees(12_024)]);
    expect(row(table, 'Fee u/s 234F (late filing)')).toEqual([rupees(5_000), rupees(5_000)]);
    expect(row(table, 'Balance payable or refund')[1]).toBe(`${rupees(357_371)} payable`);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Total tax: old regime (not available) ${rupees(803_400)}, new regime ${rupees(600_600)}`,
    );
  });

  it('refund: TDS above the tax is a refund, never a negative amount owed', () => {
    const { compare } = show('refund of TDS');
    expectTheEnginesFigures(compare);
    expect(compare.new.balancePayable).toBe(-60_000);
    expect(row('At a glance', 'Balance payable or refund')[1]).toBe(`${rupees(60_000)} refund`);
  });

  it('surcharge and its marginal relief are shown as the engine works them out', () => {
    const { compare } = show('surcharge with marginal relief');
    expect(compare.new.surchargeMarginalRelief).toBeGreaterThan(0);
    expectTheEnginesFigures(compare);
    const table = 'Tax, rebate, surcharge and cess';
    expect(row(table, 'Surcharge')).toEqual(pair(compare, (r) => r.surcharge));
    expect(row(table, 'Marginal relief on surcharge (allowed)')).toEqual(
      pair(compare, (r) => r.surchargeMarginalRelief),
    );
  });
});

describe('YearResult: working, sections, chart and print', () => {
  it('opens each part’s working, old and new, with every step of the engine once', async () => {
    const user = userEvent.setup();
    const { compare } = show('salaried landlord with shares');
    const buttons = screen.getAllByRole('button', { name: 'Show the working' });
    for (const button of buttons) await user.click(button);
    expect(screen.queryAllByRole('button', { name: 'Show the working' })).toEqual([]);
    for (const regime of ['old', 'new'] as const) {
      const shown = screen
        .getAllByRole('table', { name: new RegExp(`^Working: .*, ${regime} regime$`) })
        .flatMap((table) =>
          within(table)
            .getAllByRole('row')
            .slice(1)
            .map((r) => r.lastElementChild?.textContent),
        );
      expect(shown).toEqual(compare[regime].steps.map((s) => rupees(s.amount)));
    }
    const income = screen.getByRole('table', { name: 'Working: income by head, old regime' });
    expect(within(income).getByText('Gross salary')).toBeDefined();
    expect(within(income).getByRole('link', { name: 's.17' }).getAttribute('href')).toBe(
      '/section/17',
    );
  });

  it('splits the working at gross total income, total income and total tax', () => {
    const steps = compareRegimes(YEARS['late return']).new.steps;
    const phases = workingPhases(steps);
    expect(phases.income.at(-1)?.section).toBe('80B(5)');
    expect(phases.deductions.at(-1)?.section).toBe('288A');
    expect(phases.tax.at(-1)?.section).toBe('288B');
    expect(phases.balance.length).toBeGreaterThan(0);
    expect([...phases.income, ...phases.deductions, ...phases.tax, ...phases.balance]).toEqual(
      steps,
    );
    expect(workingPhases([{ label: 'Tax', amount: 5 }])).toEqual({
      income: [],
      deductions: [],
      tax: [],
      balance: [{ label: 'Tax', amount: 5 }],
    });
  });

  it("links every section to a page the site has (its own or its parent's)", () => {
    const { container } = show('salaried landlord with shares');
    const refs = [...container.querySelectorAll<HTMLElement>('[data-section]')];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const section = ref.dataset.section ?? '';
      const link = ref.querySelector('a');
      expect(link?.getAttribute('href')).toBe(`/section/${encodeURIComponent(section)}`);
      expect(sectionPageFor(section), section).toBeDefined();
    }
  });

  it('draws the chart as bars sized by total tax, with the figures as text', () => {
    const { compare, container } = show('senior pensioner');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      `Total tax: old regime ${rupees(compare.old.totalTax)}, new regime ${rupees(0)}`,
    );
    const width = (regime: string) =>
      (container.querySelector(`[data-regime-bar="${regime}"]`) as HTMLElement).style.width;
    expect(width('old')).toBe('100%');
    expect(width('new')).toBe('0%');
  });

  it('prints the working of both regimes as one table: every step once, old and new side by side', () => {
    const { compare } = show('salaried landlord with shares');
    const table = screen.getByRole('table', { name: 'Working, step by step' });
    // On paper only: the screen keeps each part's working behind its button.
    expect(table.parentElement?.className).toMatch(/(^| )hidden( |$)/);
    expect(table.parentElement?.className).toContain('print:block');
    const rows = within(table).getAllByRole('row').slice(1);
    const column = (index: number) =>
      rows.map((r) => within(r).getAllByRole('cell')[index]?.textContent).filter((t) => t !== '–');
    expect(column(1)).toEqual(compare.old.steps.map((s) => rupees(s.amount)));
    expect(column(2)).toEqual(compare.new.steps.map((s) => rupees(s.amount)));
    // Both Acts' numbers, as text (a link means nothing on paper).
    const gross = rows.find(
      (r) => within(r).queryByRole('rowheader')?.textContent === 'Gross salary',
    );
    expect(within(gross!).getAllByRole('cell')[0]?.textContent).toBe('s.17 (ITA 2025 s.16)');
    expect(within(table).queryAllByRole('link')).toEqual([]);
  });

  it('cites the 2025 section first for tax year 2026-27, and the 1961 one first before it', () => {
    const grossSalaryCitation = () =>
      within(screen.getByRole('table', { name: 'Working, step by step' }))
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader')?.textContent === 'Gross salary')
        ?.querySelector('td')?.textContent;
    const { unmount } = show('refund of TDS');
    expect(grossSalaryCitation()).toBe('s.16 (1961 Act s.17)');
    unmount();
    show('late return');
    expect(grossSalaryCitation()).toBe('s.17 (ITA 2025 s.16)');
  });

  it('writes a note both regimes carry once, and keeps the comparison’s notes off paper', () => {
    const { compare } = show('refund of TDS');
    const notes = screen.getByRole('region', { name: 'Notes' });
    const shared = compare.old.notes.filter((note) => compare.new.notes.includes(note));
    expect(shared.length).toBeGreaterThan(0);
    for (const note of shared) {
      expect(within(notes).getAllByText(note)).toHaveLength(1);
    }
    const both = within(notes).getByText('Both regimes').parentElement!;
    expect(within(both).getByText(shared[0]!)).toBeDefined();
    for (const note of [...compare.old.notes, ...compare.new.notes, ...compare.notes]) {
      expect(within(notes).getByText(note)).toBeDefined();
    }
    const comparing = within(notes).getByText('Comparing the regimes').parentElement!;
    expect(comparing.className).toContain('print:hidden');
    expect(both.className).not.toContain('print:hidden');
  });

  it('offers to print the result and to copy its link', () => {
    show('refund of TDS');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy link to this result' })).toBeDefined();
  });

  it('is titled, dated and carries the inputs for the printed page; headings and labels are in place', () => {
    show('refund of TDS', <p>Salary ₹11,00,000; TDS ₹60,000</p>);
    const title = screen.getByRole('heading', { name: 'Your tax for FY 2026-27' });
    expect(title.tagName).toBe('H3');
    expect(screen.getByRole('article', { name: 'Your tax for FY 2026-27' })).toBeDefined();
    const today = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    expect(screen.getByTestId('result-date').textContent).toContain(`Worked out on ${today}`);
    const inputs = screen.getByRole('region', { name: 'Your inputs' });
    expect(inputs.textContent).toContain('Salary ₹11,00,000; TDS ₹60,000');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Your inputs',
      'Income by head',
      'Deductions allowed',
      'Tax',
      'Taxes paid, interest and balance',
      'Notes',
    ]);
    // Amounts never break mid-number.
    for (const cell of screen.getAllByRole('cell')) {
      if (/₹/.test(cell.textContent ?? '')) expect(cell.className).toContain('whitespace-nowrap');
    }
  });
});
