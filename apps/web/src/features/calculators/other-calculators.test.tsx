import type { CompareRequest } from '@taxguide/contracts/calculators';
import {
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  computePresumptive,
  hraExemption,
} from '@taxguide/tax-engine';
import { screen, waitFor, within } from '@testing-library/react';
import LZString from 'lz-string';
import { beforeEach, describe, expect, it } from 'vitest';
import { watchCalculateApi } from '../../test/msw/calculate';
import { renderRoute } from '../../test/render-route';

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

/** The calculator calls the pages made (the default mock API answers them). */
const stubApi = () => watchCalculateApi().calls;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

async function fill(user: User, scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(scope).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

async function toast(text: string | RegExp) {
  return screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *' });
}

const region = (name: string) => screen.getByRole('region', { name });

/** A labelled figure of a result area. */
function figure(result: string, label: string) {
  return within(region(result))
    .getByText(label, { selector: 'dt' })
    .parentElement?.querySelector('dd')?.textContent;
}

const notesOf = (result: string) =>
  Array.from(
    within(region(result)).getByText('Notes').parentElement?.querySelectorAll('li') ?? [],
    (li) => li.textContent ?? '',
  );

describe('presumptive calculator', () => {
  const RESULT = 'Presumptive taxation result';

  it('44ADA: 60 lakh received digitally is within the 75 lakh limit: income 30 lakh and its tax', async () => {
    const { user } = await renderRoute('/calculators?calc=presumptive');
    const pr = screen.getByRole('form', { name: 'Presumptive taxation' });
    await fill(user, pr, {
      'Gross receipts (turnover)': '60,00,000',
      'Of which received digitally': '6000000',
    });
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await toast('Presumptive Tax Calculated');
    expect(figure(RESULT, 'Eligible')).toBe('Yes');
    expect(figure(RESULT, 'Presumptive income')).toBe('₹30,00,000');
    expect(figure(RESULT, 'Turnover limit')).toBe('₹75,00,000');
    const tax = (regime: 'old' | 'new') =>
      computeIncomeTax({
        annualIncome: 0,
        incomeType: 'other',
        businessIncome: 3_000_000,
        regime,
        financialYear: '2026-27',
        ageGroup: 'below60',
      }).totalTax;
    expect(tax('new')).toBe(499_200);
    expect(figure(RESULT, 'New regime (the default), FY 2026-27')).toBe('₹4,99,200');
    expect(figure(RESULT, 'Old regime, no deductions, FY 2026-27')).toBe(rupees(tax('old')));
    // Nothing was assumed to be cash, so there is no note about it.
    expect(notesOf(RESULT).some((n) => /cash/i.test(n))).toBe(false);
  });

  it('44ADA without the split: the cash note applies, the scheme does not, and no tax is shown', async () => {
    const { user } = await renderRoute('/calculators?calc=presumptive');
    const pr = screen.getByRole('form', { name: 'Presumptive taxation' });
    await fill(user, pr, { 'Gross receipts (turnover)': '6000000' });
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await toast('Presumptive Tax Calculated');
    expect(figure(RESULT, 'Eligible')).toBe('No: see the notes');
    expect(notesOf(RESULT).some((n) => n.startsWith('Cash receipts not given'))).toBe(true);
    expect(screen.queryByTestId('presumptive-tax')).toBeNull();
    expect(within(region(RESULT)).getByText(/the scheme does not apply/i)).toBeDefined();

    // Cash of 2 lakh (3.3 %) given: the 75 lakh limit, and no assumed-cash note.
    await fill(user, pr, { 'Of which received in cash': '200000' });
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await waitFor(() => expect(figure(RESULT, 'Eligible')).toBe('Yes'));
    expect(notesOf(RESULT).some((n) => n.startsWith('Cash receipts not given'))).toBe(false);
    expect(new URLSearchParams(window.location.search).get('presumptive.cashReceipts')).toBe(
      '200000',
    );
  });

  it('digital and cash receipts above the gross are refused in plain words', async () => {
    const { user } = await renderRoute('/calculators?calc=presumptive');
    const pr = screen.getByRole('form', { name: 'Presumptive taxation' });
    await fill(user, pr, {
      'Gross receipts (turnover)': '1000000',
      'Of which received digitally': '800000',
      'Of which received in cash': '300000',
    });
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    const message = 'Digital and cash receipts together cannot be more than the gross receipts';
    await toast(message);
    expect(
      within(pr).getByLabelText('Of which received in cash').getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('44AE: vehicles are added and removed; a heavy one asks for its weight; the income and tax follow', async () => {
    const { user } = await renderRoute('/calculators?calc=presumptive');
    const pr = screen.getByRole('form', { name: 'Presumptive taxation' });
    await fill(user, pr, { 'Business type': '44AE' });
    const vehicles = within(pr).getByRole('group', { name: 'Goods carriages' });
    expect(within(pr).queryByLabelText('Gross receipts (turnover)')).toBeNull();
    const first = within(vehicles).getByRole('group', { name: 'Vehicle 1' });
    expect(within(first).queryByLabelText('Gross vehicle weight (tonnes)')).toBeNull();
    await user.click(within(first).getByLabelText('Heavy goods vehicle (over 12 tonnes)'));
    await fill(user, first, { 'Gross vehicle weight (tonnes)': '10' });

    await user.click(within(vehicles).getByRole('button', { name: 'Add a vehicle' }));
    await user.click(within(vehicles).getByRole('button', { name: 'Add a vehicle' }));
    await fill(user, within(vehicles).getByRole('group', { name: 'Vehicle 2' }), {
      'Months owned in the year': '6',
    });
    // Removing the third leaves the first two as they were.
    await user.click(within(vehicles).getByRole('button', { name: 'Remove vehicle 3' }));
    expect(within(vehicles).queryByRole('group', { name: 'Vehicle 3' })).toBeNull();

    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await toast(/A heavy goods vehicle weighs more than 12 tonnes/);
    await fill(user, first, { 'Gross vehicle weight (tonnes)': '15' });
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await toast('Presumptive Tax Calculated');

    const expected = computePresumptive({
      businessType: '44AE',
      vehicles: [
        { heavy: true, grossTonnes: 15, months: 12 },
        { heavy: false, months: 6 },
      ],
    });
    expect(expected.presumptiveIncome).toBe(15 * 1000 * 12 + 7500 * 6);
    expect(figure(RESULT, 'Presumptive income')).toBe(rupees(expected.presumptiveIncome));
    expect(figure(RESULT, 'New regime (the default), FY 2026-27')).toBe(
      rupees(
        computeIncomeTax({
          annualIncome: 0,
          incomeType: 'other',
          businessIncome: expected.presumptiveIncome,
          regime: 'new',
        }).totalTax,
      ),
    );

    // The vehicles are in the share URL; the same result comes back from it.
    const shared = window.location.pathname + window.location.search;
    expect(shared).toContain('presumptive.vehicles.0.grossTonnes=15');
    window.history.replaceState(null, '', '/');
  });

  it('a shared 44AE link restores its vehicles and computes on arrival', async () => {
    await renderRoute(
      '/calculators?calc=presumptive&presumptive.businessType=44AE&presumptive.vehicles.0.row=1&presumptive.vehicles.0.months=12&presumptive.vehicles.4.row=1&presumptive.vehicles.4.heavy=1&presumptive.vehicles.4.grossTonnes=20&presumptive.vehicles.4.months=3',
    );
    await toast('Presumptive Tax Calculated');
    expect(figure(RESULT, 'Presumptive income')).toBe(rupees(7500 * 12 + 20 * 1000 * 3));
    const pr = screen.getByRole('form', { name: 'Presumptive taxation' });
    expect(within(pr).getAllByRole('group', { name: /^Vehicle \d$/ })).toHaveLength(2);
  });
});

describe('HRA calculator', () => {
  const RESULT = 'HRA exemption result';
  const SALARY = {
    'Basic salary (yearly)': '600000',
    'HRA received (yearly)': '300000',
    'Rent paid (yearly)': '300000',
  };

  it('the new regime gives no exemption, and says so with what the old one would give', async () => {
    const { user } = await renderRoute('/calculators?calc=hra');
    const hra = screen.getByRole('form', { name: 'HRA exemption' });
    await fill(user, hra, { ...SALARY, 'Tax regime': 'new' });
    expect(within(hra).getByText(/The new regime gives no HRA exemption/)).toBeDefined();
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    await toast('HRA Calculated');
    const old = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 300_000,
      metro: true,
      regime: 'old',
    });
    expect(old.exemptHra).toBeGreaterThan(0);
    expect(figure(RESULT, 'Exempt HRA')).toBe('₹0');
    expect(figure(RESULT, 'Taxable HRA')).toBe('₹3,00,000');
    expect(screen.getByTestId('hra-regime').textContent).toBe(
      `The new regime gives no HRA exemption: all ₹3,00,000 of your HRA is taxed. In the old regime ${rupees(old.exemptHra)} of it would be exempt.`,
    );

    await fill(user, hra, { 'Tax regime': 'old' });
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    await waitFor(() => expect(figure(RESULT, 'Exempt HRA')).toBe(rupees(old.exemptHra)));
    expect(screen.queryByTestId('hra-regime')).toBeNull();
  });

  it('the city resolves against the year’s list: Bengaluru in tax year 2026-27 gets the draft-list note and the 50 % figure', async () => {
    const { user } = await renderRoute('/calculators?calc=hra');
    const hra = screen.getByRole('form', { name: 'HRA exemption' });
    await fill(user, hra, {
      ...SALARY,
      'Rent paid (yearly)': '400000',
      'City (optional)': 'Bangalore',
    });
    // Resolved as typed (alias included), before any calculation.
    await waitFor(() =>
      expect(screen.getByTestId('hra-city-hint').textContent).toBe(
        'Bengaluru: 40 % for FY 2026-27 (on the draft list of 50 % cities; see the notes)',
      ),
    );
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    await toast('HRA Calculated');
    const expected = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 400_000,
      metro: true,
      city: 'Bangalore',
      financialYear: '2026-27',
      regime: 'old',
    });
    // 40 % of salary: the least limb; at 50 % the rent limb would be the least.
    expect(expected.exemptHra).toBe(240_000);
    expect(figure(RESULT, 'Exempt HRA')).toBe('₹2,40,000');
    const notes = notesOf(RESULT);
    expect(notes.some((n) => n.includes('DRAFT Income-tax Rules 2026 list'))).toBe(true);
    expect(
      notes.some((n) =>
        /If the notified rule does list Bengaluru, the exemption is 3,00,000 \(50 % of salary\)/.test(
          n,
        ),
      ),
    ).toBe(true);

    // FY 2025-26 has no draft list: plainly 40 %.
    await fill(user, hra, { 'Financial year': '2025-26' });
    expect(screen.getByTestId('hra-city-hint').textContent).toBe(
      'Not a 50 % city for FY 2025-26: 40 %',
    );
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    await waitFor(() => expect(notesOf(RESULT).some((n) => n.includes('DRAFT'))).toBe(false));

    await fill(user, hra, { 'City (optional)': 'bombay' });
    expect(screen.getByTestId('hra-city-hint').textContent).toBe(
      'Mumbai: a 50 % city for FY 2025-26',
    );
  });
});

describe('capital gains calculator', () => {
  const RESULT = 'Capital gains result';

  it('asks for the 31 Jan 2018 value only for equity bought before February 2018, and the 2001 value only before April 2001', async () => {
    const { user } = await renderRoute('/calculators?calc=cg');
    const cg = screen.getByRole('form', { name: 'Capital gains' });
    const has = (label: string) => within(cg).queryByLabelText(label) !== null;
    expect(has('Value on 31 Jan 2018')).toBe(false);
    await fill(user, cg, { 'Purchase date': '2017-05-10' });
    expect(has('Value on 31 Jan 2018')).toBe(true);
    expect(has('Value on 1 Apr 2001')).toBe(false);
    await fill(user, cg, { 'Asset type': 'property' });
    expect(has('Value on 31 Jan 2018')).toBe(false);
    await fill(user, cg, { 'Purchase date': '1998-06-01' });
    expect(has('Value on 1 Apr 2001')).toBe(true);
    await fill(user, cg, { 'Purchase date': '2018-02-01', 'Asset type': 'equityFund' });
    expect(has('Value on 31 Jan 2018')).toBe(false);
    expect(
      within(cg)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(expect.arrayContaining(['specifiedMutualFund', 'listedBond', 'equity', 'property']));
  });

  it('grandfathered equity: the engine’s figure, notes that name only fields of this page, and "Add to my year"', async () => {
    const { user } = await renderRoute('/calculators?calc=cg');
    const cg = screen.getByRole('form', { name: 'Capital gains' });
    await fill(user, cg, {
      'Purchase price': '100000',
      'Sale price': '400000',
      'Purchase date': '2017-01-02',
      'Sale date': '2025-06-01',
    });
    await fill(user, cg, { 'Value on 31 Jan 2018': '250000' });
    await user.click(within(cg).getByRole('button', { name: 'Calculate capital gains' }));
    await toast('Capital Gains Calculated');
    const request = {
      assetType: 'equity' as const,
      purchasePrice: 100_000,
      salePrice: 400_000,
      purchaseDate: '2017-01-02',
      saleDate: '2025-06-01',
      fmvOn31Jan2018: 250_000,
    };
    const expected = computeCapitalGains(request);
    expect(expected.gain).toBe(150_000);
    expect(figure(RESULT, 'Capital gain')).toBe('₹1,50,000');
    expect(figure(RESULT, 'Total tax (incl. cess)')).toBe(rupees(expected.totalTax));
    const notes = notesOf(RESULT);
    expect(expected.notes.some((n) => n.includes('capitalGainsTransactions'))).toBe(true);
    expect(notes.some((n) => /capitalGains|fmvOn|income-tax calculator/.test(n))).toBe(false);
    expect(notes.some((n) => n.includes('use "Add to my year" below'))).toBe(true);

    const link = await within(region(RESULT)).findByRole('link', { name: 'Add to my year' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/&s=/));
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/calculators');
    expect(url.searchParams.get('tab')).toBe('year');
    const year = JSON.parse(
      LZString.decompressFromEncodedURIComponent(url.searchParams.get('s') ?? ''),
    ) as CompareRequest;
    expect(year).toEqual({ financialYear: '2025-26', capitalGainsTransactions: [request] });
  });

  it('"Add to my year" appends to the year already in the address', async () => {
    const earlier = {
      assetType: 'gold',
      purchasePrice: 50_000,
      salePrice: 90_000,
      purchaseDate: '2015-01-01',
      saleDate: '2026-05-01',
    };
    const s = LZString.compressToEncodedURIComponent(
      JSON.stringify({
        annualIncome: 1_200_000,
        financialYear: '2026-27',
        capitalGainsTransactions: [earlier],
      }),
    );
    const { user } = await renderRoute(`/calculators?calc=cg&s=${s}`);
    window.history.replaceState(null, '', `/calculators?calc=cg&s=${s}`);
    const cg = screen.getByRole('form', { name: 'Capital gains' });
    await fill(user, cg, {
      'Asset type': 'property',
      'Purchase price': '2000000',
      'Sale price': '6000000',
      'Purchase date': '2010-04-01',
      'Sale date': '2026-06-15',
    });
    await fill(user, cg, { 'Invested in specified bonds (s.54EC)': '1000000' });
    await user.click(within(cg).getByRole('button', { name: 'Calculate capital gains' }));
    await toast('Capital Gains Calculated');
    const request = {
      assetType: 'property' as const,
      purchasePrice: 2_000_000,
      salePrice: 6_000_000,
      purchaseDate: '2010-04-01',
      saleDate: '2026-06-15',
      exemptions: { section54EC: 1_000_000 },
    };
    const expected = computeCapitalGains(request);
    expect(figure(RESULT, 'Reinvestment exemption (ss.54 / 54EC / 54F)')).toBe(
      rupees(expected.reinvestmentExemption ?? -1),
    );
    expect(figure(RESULT, 'Total tax (incl. cess)')).toBe(rupees(expected.totalTax));
    const link = within(region(RESULT)).getByRole('link', { name: 'Add to my year' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/&s=/));
    const year = JSON.parse(
      LZString.decompressFromEncodedURIComponent(
        new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('s') ?? '',
      ),
    ) as CompareRequest;
    expect(year).toEqual({
      annualIncome: 1_200_000,
      financialYear: '2026-27',
      capitalGainsTransactions: [earlier, request],
    });
  });

  it('a debt fund (specified mutual fund) and a listed bond compute with the engine', async () => {
    const { user } = await renderRoute('/calculators?calc=cg');
    const cg = screen.getByRole('form', { name: 'Capital gains' });
    for (const assetType of ['specifiedMutualFund', 'listedBond'] as const) {
      await fill(user, cg, {
        'Asset type': assetType,
        'Purchase price': '100000',
        'Sale price': '180000',
        'Purchase date': '2021-01-01',
        'Sale date': '2026-05-01',
      });
      await user.click(within(cg).getByRole('button', { name: 'Calculate capital gains' }));
      const expected = computeCapitalGains({
        assetType,
        purchasePrice: 100_000,
        salePrice: 180_000,
        purchaseDate: '2021-01-01',
        saleDate: '2026-05-01',
      });
      await waitFor(() =>
        expect(new URLSearchParams(window.location.search).get('cg.assetType')).toBe(assetType),
      );
      expect(figure(RESULT, 'Total tax (incl. cess)')).toBe(rupees(expected.totalTax));
      expect(figure(RESULT, 'Holding period')).toContain(
        expected.term === 'long' ? 'long-term' : 'short-term',
      );
    }
  });
});

describe('advance tax calculator', () => {
  const RESULT = 'Advance tax result';
  const quarters = () =>
    ['q1', 'q2', 'q3', 'q4'].map(
      (q) => region(RESULT).querySelector(`[data-quarter="${q}"] td:last-child`)?.textContent ?? '',
    );

  it('a 65-year-old consultant (business income) pays advance tax; on a pension alone they would not', async () => {
    const calls = stubApi();
    const { user } = await renderRoute('/calculators?calc=advance');
    const form = screen.getByRole('form', { name: 'Advance tax' });
    await fill(user, form, {
      'Annual income': '2000000',
      Age: '60to80',
      'Your income is mainly': 'business',
    });
    await user.click(within(form).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Advance Tax Calculated');
    expect(calls.at(-1)?.body).toEqual({
      annualIncome: 2_000_000,
      tdsDeducted: 0,
      financialYear: '2026-27',
      regime: 'new',
      ageGroup: '60to80',
      hasBusinessIncome: true,
    });
    const expected = computeAdvanceTax({
      annualIncome: 2_000_000,
      ageGroup: '60to80',
      hasBusinessIncome: true,
    });
    expect(expected.advanceTaxDue).toBeGreaterThan(0);
    expect(figure(RESULT, 'Advance tax due')).toBe(rupees(expected.advanceTaxDue));
    expect(quarters()).toEqual(
      (['q1', 'q2', 'q3', 'q4'] as const).map((q) => rupees(expected.quarters[q])),
    );

    await fill(user, form, { 'Your income is mainly': 'salary' });
    await user.click(within(form).getByRole('button', { name: 'Calculate advance tax' }));
    await waitFor(() => expect(figure(RESULT, 'Advance tax due')).toBe('₹0'));
    expect(calls.at(-1)?.body).toMatchObject({ ageGroup: '60to80', incomeType: 'salary' });
  });

  it('a 44ADA professional pays it all by 15 March', async () => {
    const calls = stubApi();
    const { user } = await renderRoute('/calculators?calc=advance');
    const form = screen.getByRole('form', { name: 'Advance tax' });
    await fill(user, form, {
      'Annual income': '1500000',
      'Your income is mainly': 'presumptive',
    });
    await user.click(within(form).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Advance Tax Calculated');
    expect(calls.at(-1)?.body).toMatchObject({ presumptive: true });
    expect(calls.at(-1)?.body).not.toHaveProperty('incomeType');
    expect(quarters()).toEqual(['₹0', '₹0', '₹0', '₹1,09,200']);
    expect(region(RESULT).querySelector('[data-quarter="q4"]')?.textContent).toContain(
      '15 Mar 2027',
    );
  });

  it('the old regime asks for deductions and sends them; the new regime sends none', async () => {
    const calls = stubApi();
    const { user } = await renderRoute('/calculators?calc=advance');
    const form = screen.getByRole('form', { name: 'Advance tax' });
    expect(within(form).queryByLabelText('Section 80C')).toBeNull();
    await fill(user, form, { 'Annual income': '1800000', Regime: 'old' });
    await fill(user, form, {
      'Section 80C': '150000',
      'Section 80D (health insurance)': '25000',
      'Home-loan interest (self-occupied)': 'lots',
    });
    await user.click(within(form).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Please enter valid amounts');
    expect(within(form).getByText('Enter an amount in rupees, e.g. 150000')).toBeDefined();
    expect(calls).toEqual([]);

    await fill(user, form, { 'Home-loan interest (self-occupied)': '0' });
    await user.click(within(form).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Advance Tax Calculated');
    const body = {
      annualIncome: 1_800_000,
      tdsDeducted: 0,
      financialYear: '2026-27',
      regime: 'old',
      ageGroup: 'below60',
      incomeType: 'salary',
      deductions: { section80C: 150_000, section80D: 25_000 },
    } as const;
    expect(calls.at(-1)?.body).toEqual(body);
    expect(figure(RESULT, 'Advance tax due')).toBe(rupees(computeAdvanceTax(body).advanceTaxDue));
  });
});

describe('income tax: residential status', () => {
  it('a non-resident with 6 lakh owes ₹10,400 in the new regime (FY 2026-27), not nil', async () => {
    const calls = stubApi();
    const { user } = await renderRoute('/calculators');
    const tax = screen.getByRole('form', { name: 'Income tax: old versus new regime' });
    await fill(user, tax, { 'Annual income': '600000', 'Residential status': 'nonResident' });
    await user.click(within(tax).getByLabelText('Salaried (standard deduction applies)'));
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await toast('Tax Calculated');
    expect(calls.map((c) => c.body.residentialStatus)).toEqual(['nonResident', 'nonResident']);
    const newRegime = document.querySelector('[data-regime="new"]') as HTMLElement;
    expect(
      within(newRegime).getByText('Total tax').parentElement?.querySelector('dd')?.textContent,
    ).toBe('₹10,400');

    // A resident with the same income owes nothing (the 87A rebate), and the body is unchanged.
    await fill(user, tax, { 'Residential status': 'resident' });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await waitFor(() =>
      expect(
        within(document.querySelector('[data-regime="new"]') as HTMLElement)
          .getByText('Total tax')
          .parentElement?.querySelector('dd')?.textContent,
      ).toBe('₹0'),
    );
    expect(calls.at(-1)?.body).not.toHaveProperty('residentialStatus');
  });
});
