import {
  computeAdvanceTax,
  computeCapitalGains,
  computeIncomeTax,
  computePresumptive,
  hraExemption,
} from '@taxguide/tax-engine';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { watchCalculateApi } from '../../test/msw/calculate';
import { metaContent, renderRoute } from '../../test/render-route';

const rupees = (amount: number) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

function form(name: string) {
  return screen.getByRole('form', { name });
}

async function fill(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  scope: HTMLElement,
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(scope).getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else {
      await user.clear(field);
      await user.type(field, value);
    }
  }
}

async function toast(text: string) {
  return screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *' });
}

/** A labelled figure of a calculator's result area. */
function figure(result: string, label: string) {
  const area = screen.getByRole('region', { name: result });
  return within(area).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')
    ?.textContent;
}

function regionFor(regime: 'old' | 'new') {
  return document.querySelector(`[data-regime="${regime}"]`) as HTMLElement;
}

function totalTax(regime: 'old' | 'new') {
  const row = within(regionFor(regime)).getByText('Total tax').parentElement as HTMLElement;
  return row.querySelector('dd')?.textContent;
}

describe('/calculators page', () => {
  it('has its head: title, description, keywords and WebApplication JSON-LD', async () => {
    await renderRoute('/calculators');
    await waitFor(() =>
      expect(document.title).toMatch(/^Income Tax Calculators: Old vs New Regime/),
    );
    const description = metaContent('name="description"') ?? '';
    expect(description).toMatch(/old vs new regime/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaContent('name="keywords"')).toContain('HRA exemption calculator');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/calculators',
    );
    const jsonLd = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]',
    ) as { '@type': string; featureList?: string[] }[];
    const app = jsonLd.find((o) => o['@type'] === 'WebApplication');
    expect(app?.featureList).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Income Tax Calculators');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Income tax',
      'Advance tax',
      'HRA',
      'Capital gains',
      'Presumptive',
    ]);
  });
});

describe('main tax calculator (old vs new)', () => {
  it('asks for a valid annual income: toast, field message, no request', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/calculators');
    const tax = form('Income tax: old versus new regime');
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    expect(
      (await toast('Please enter valid annual income')).closest('[role="alert"]')?.textContent,
    ).toContain('Invalid Input');
    const income = within(tax).getByLabelText('Annual income');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(within(tax).getByText('Please enter valid annual income')).toBeDefined();
    await fill(user, tax, { 'Annual income': '-5' });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    expect(api.calls).toEqual([]);
  });

  it('sends both regimes in parallel, shows calculating, then both results, the verdict and the chart', async () => {
    const api = watchCalculateApi({ hold: true });
    const { user } = await renderRoute('/calculators');
    const tax = form('Income tax: old versus new regime');
    expect(within(tax).getByText(/max ₹1.5L/)).toBeDefined();
    await fill(user, tax, { 'Annual income': '15,00,000', 'Section 80C': '200000' });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));

    const busy = within(tax).getByRole('button', { name: 'Calculating...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    await waitFor(() => expect(api.calls).toHaveLength(2));
    const common = {
      annualIncome: 1_500_000,
      financialYear: '2026-27',
      ageGroup: 'below60',
      incomeType: 'salary',
    };
    expect(api.calls).toEqual([
      {
        url: '/api/calculate/tax',
        body: {
          ...common,
          regime: 'old',
          deductions: { section80C: 200_000, section80D: 0, hra: 0, homeLoanInterest: 0 },
        },
      },
      { url: '/api/calculate/tax', body: { ...common, regime: 'new' } },
    ]);
    await act(async () => api.release());

    await toast('Tax Calculated');
    const oldTax = computeIncomeTax({
      ...common,
      regime: 'old',
      deductions: { section80C: 200_000 },
    } as never);
    expect(totalTax('new')).toBe('₹97,500');
    expect(totalTax('old')).toBe(rupees(oldTax.totalTax));
    const saving = Math.abs(oldTax.totalTax - 97_500);
    const winner = oldTax.totalTax < 97_500 ? 'old' : 'new';
    expect(screen.getByTestId('verdict').textContent).toContain(
      `The ${winner} regime saves you ${rupees(saving)}.`,
    );
    expect(within(regionFor(winner)).getByText('Lower tax')).toBeDefined();
    // Total deductions side by side: the old regime's capped 80C, the new regime's standard deduction.
    const deductions = (regime: 'old' | 'new') =>
      (
        within(regionFor(regime)).getByText('Total deductions').parentElement as HTMLElement
      ).querySelector('dd')?.textContent;
    expect(deductions('old')).toBe(rupees(oldTax.totalDeductions));
    expect(deductions('new')).toBe('₹75,000');
    // The cap the engine applied is said in the notes.
    expect(
      within(regionFor('old')).getByText(
        /80C \+ 80CCC \+ 80CCD\(1\) claimed 2,00,000, capped at 1,50,000/,
      ),
    ).toBeDefined();
    // The chart: one bar per regime, the higher tax full width.
    expect(
      screen.getByRole('img', {
        name: `Total tax: old regime ${rupees(oldTax.totalTax)}, new regime ₹97,500`,
      }),
    ).toBeDefined();
    const bar = (r: string) =>
      (document.querySelector(`[data-regime-bar="${r}"]`) as HTMLElement).style.width;
    expect(oldTax.totalTax > 97_500 ? bar('old') : bar('new')).toBe('100%');
    // The inputs are in the address, ready to share.
    const search = new URLSearchParams(window.location.search);
    expect(search.get('tax.annualIncome')).toBe('15,00,000');
    expect(search.get('tax.section80C')).toBe('200000');
    expect(search.get('calc')).toBe('tax');
  });

  it('the old regime wins with large deductions, and a tie goes to the new regime', async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/calculators');
    const tax = form('Income tax: old versus new regime');
    await fill(user, tax, {
      'Annual income': '1500000',
      'Financial year': '2023-24',
      'Section 80C': '150000',
      'Section 80D (health insurance)': '25000',
      'Exempt HRA': '300000',
      'Home-loan interest (self-occupied)': '200000',
    });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await toast('Tax Calculated');
    const base = {
      annualIncome: 1_500_000,
      financialYear: '2023-24',
      incomeType: 'salary',
    } as const;
    const oldTax = computeIncomeTax({
      ...base,
      regime: 'old',
      deductions: {
        section80C: 150_000,
        section80D: 25_000,
        hra: 300_000,
        homeLoanInterest: 200_000,
      },
    }).totalTax;
    const newTax = computeIncomeTax({ ...base, regime: 'new' }).totalTax;
    expect(oldTax).toBeLessThan(newTax);
    expect(screen.getByTestId('verdict').textContent).toContain(
      `The old regime saves you ${rupees(newTax - oldTax)}.`,
    );

    // 5 lakh in FY 2025-26: nil in both regimes.
    await fill(user, tax, {
      'Annual income': '500000',
      'Financial year': '2025-26',
      'Section 80C': '0',
      'Section 80D (health insurance)': '0',
      'Exempt HRA': '0',
      'Home-loan interest (self-occupied)': '0',
    });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/same tax/));
    expect(screen.getByTestId('verdict').textContent).toBe(
      'Both regimes give the same tax (₹0). A tie goes to the new regime: it is the default regime and needs no deductions to be proved.',
    );
    expect(within(regionFor('new')).getByText('Lower tax')).toBeDefined();
  });

  it('sends the more deductions and the age band; the new regime gets only 80CCD(2)', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/calculators');
    const tax = form('Income tax: old versus new regime');
    const more = within(tax).getByRole('button', { name: 'More deductions and other income' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(
      within(tax).getByRole('button', { name: 'Fewer deductions' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await user.click(within(tax).getByLabelText('Salaried (standard deduction applies)'));
    await fill(user, tax, {
      'Annual income': '2000000',
      Age: '60to80',
      "80CCD(2): employer's NPS contribution": '100000',
      '80CCD(1B): your own NPS contribution': '50000',
      '80TTB: deposit interest (seniors)': '40000',
      'Other income (interest, etc.)': '60000',
    });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await toast('Tax Calculated');
    const common = {
      annualIncome: 2_000_000,
      financialYear: '2026-27',
      ageGroup: '60to80',
      incomeType: 'other',
      otherIncome: 60_000,
    };
    expect(api.calls.map((c) => c.body)).toEqual([
      {
        ...common,
        regime: 'old',
        deductions: {
          section80C: 0,
          section80D: 0,
          hra: 0,
          homeLoanInterest: 0,
          section80CCD1B: 50_000,
          section80CCD2: 100_000,
          section80TTB: 40_000,
        },
      },
      { ...common, regime: 'new', deductions: { section80CCD2: 100_000 } },
    ]);
  });

  it('shows "Calculation Error" with the server message when the API refuses', async () => {
    watchCalculateApi({
      fail: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: 'Invalid request: check annualIncome',
          requestId: 'r1',
          details: [
            { path: 'annualIncome', message: 'annualIncome must be at most 1000000000000' },
          ],
        },
      },
    });
    const { user } = await renderRoute('/calculators');
    const tax = form('Income tax: old versus new regime');
    await fill(user, tax, { 'Annual income': '99999999999999' });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    const message = await toast('Invalid request: check annualIncome');
    expect(message.closest('[role="alert"]')?.textContent).toContain('Calculation Error');
    expect(within(tax).getByRole('button', { name: 'Calculate tax' })).toBeDefined();
    expect(document.querySelector('[data-regime]')).toBeNull();
  });

  it('opens the working on request; each section links to its page; the working prints', async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/calculators');
    const tax = form('Income tax: old versus new regime');
    await fill(user, tax, { 'Annual income': '1275000', 'Financial year': '2025-26' });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await toast('Tax Calculated');
    const card = regionFor('new');
    const toggle = within(card).getByRole('button', { name: 'Show the working' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(
      toggle.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    expect(panel.className).toContain('hidden');
    expect(panel.className).toContain('print:block');
    await user.click(toggle);
    expect(
      within(card).getByRole('button', { name: 'Hide the working' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(panel.className).not.toContain('hidden');
    const steps = computeIncomeTax({
      annualIncome: 1_275_000,
      regime: 'new',
      financialYear: '2025-26',
    }).steps;
    const rows = within(panel).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(steps.map((s) => s.label));
    expect(within(panel).getByRole('link', { name: 's.87A' }).getAttribute('href')).toBe(
      '/section/87A',
    );
    expect(within(panel).getByRole('link', { name: 's.16(ia)' }).getAttribute('href')).toBe(
      '/section/16(ia)',
    );
    expect(totalTax('new')).toBe('₹0');
  });

  it('restores a shared URL and recomputes it on arrival', async () => {
    const api = watchCalculateApi();
    const url =
      '/calculators?calc=tax&tax.annualIncome=1275000&tax.financialYear=2025-26&tax.salaried=1&tax.section80C=50000';
    window.history.replaceState(null, '', url);
    await renderRoute(url);
    await toast('Tax Calculated');
    const tax = form('Income tax: old versus new regime');
    expect((within(tax).getByLabelText('Annual income') as HTMLInputElement).value).toBe('1275000');
    expect((within(tax).getByLabelText('Financial year') as HTMLSelectElement).value).toBe(
      '2025-26',
    );
    expect((within(tax).getByLabelText('Section 80C') as HTMLInputElement).value).toBe('50000');
    expect(
      (within(tax).getByLabelText('Salaried (standard deduction applies)') as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(api.calls).toHaveLength(2);
    expect(totalTax('new')).toBe('₹0');
  });

  it('a shared URL without the salaried flag restores "not salaried"', async () => {
    const api = watchCalculateApi();
    const url = '/calculators?tax.annualIncome=1275000&tax.financialYear=2025-26';
    await renderRoute(url);
    await toast('Tax Calculated');
    const tax = form('Income tax: old versus new regime');
    expect(
      (within(tax).getByLabelText('Salaried (standard deduction applies)') as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(api.calls[1]?.body).toMatchObject({ incomeType: 'other' });
  });
});

describe('advance tax calculator', () => {
  it('validates the income, then shows the due, TDS and four quarters with their dates', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/calculators?calc=advance');
    const advance = form('Advance tax');
    await user.click(within(advance).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Please enter valid annual income');
    expect(api.calls).toEqual([]);

    await fill(user, advance, { 'Annual income': '1500000', 'TDS deducted': '20000' });
    await user.click(within(advance).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Advance Tax Calculated');
    expect(api.calls).toEqual([
      {
        url: '/api/calculate/advance-tax',
        body: {
          annualIncome: 1_500_000,
          tdsDeducted: 20_000,
          financialYear: '2026-27',
          regime: 'new',
          ageGroup: 'below60',
          incomeType: 'salary',
        },
      },
    ]);
    const expected = computeAdvanceTax({ annualIncome: 1_500_000, tdsDeducted: 20_000 });
    const panel = screen.getByRole('region', { name: 'Advance tax result' });
    expect(figure('Advance tax result', 'Advance tax due')).toBe(rupees(expected.advanceTaxDue));
    expect(figure('Advance tax result', 'TDS deducted')).toBe('₹20,000');
    const rows = ['q1', 'q2', 'q3', 'q4'].map(
      (q) => panel.querySelector(`[data-quarter="${q}"]`)?.textContent,
    );
    expect(rows).toEqual([
      `Q115 Jun 202615%${rupees(expected.quarters.q1)}`,
      `Q215 Sept 202645%${rupees(expected.quarters.q2)}`,
      `Q315 Dec 202675%${rupees(expected.quarters.q3)}`,
      `Q415 Mar 2027100%${rupees(expected.quarters.q4)}`,
    ]);
  });

  it('TDS blank counts as 0', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/calculators?calc=advance');
    const advance = form('Advance tax');
    await fill(user, advance, { 'Annual income': '900000' });
    await user.click(within(advance).getByRole('button', { name: 'Calculate advance tax' }));
    await toast('Advance Tax Calculated');
    expect(api.calls[0]?.body).toMatchObject({ annualIncome: 900_000, tdsDeducted: 0 });
  });
});

describe('calculators that run in the browser', () => {
  it('HRA: "Invalid Input" / "Please enter valid amounts", then the exemption from the engine', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/calculators?calc=hra');
    const hra = form('HRA exemption');
    await fill(user, hra, { 'Basic salary (yearly)': '600000', 'HRA received (yearly)': '0' });
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    const message = await toast('Please enter valid amounts');
    expect(message.closest('[role="alert"]')?.textContent).toContain('Invalid Input');
    expect(within(hra).getAllByText('Enter an amount above 0')).toHaveLength(2);

    await fill(user, hra, {
      'HRA received (yearly)': '300000',
      'Rent paid (yearly)': '240000',
      'City type': 'nonMetro',
    });
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    await toast('HRA Calculated');
    const expected = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 240_000,
      metro: false,
    });
    expect(figure('HRA exemption result', 'Exempt HRA')).toBe(rupees(expected.exemptHra));
    expect(figure('HRA exemption result', '(c) 40 % of salary (non-metro)')).toBe(
      rupees(expected.limbs.percentOfSalary),
    );
    expect(api.calls).toEqual([]);
  });

  it('HRA: the contract validates the rest (a city name too long), with its own message', async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/calculators?calc=hra');
    const hra = form('HRA exemption');
    await fill(user, hra, {
      'Basic salary (yearly)': '600000',
      'HRA received (yearly)': '300000',
      'Rent paid (yearly)': '240000',
      'City (optional)': 'x'.repeat(81),
    });
    await user.click(within(hra).getByRole('button', { name: 'Calculate HRA' }));
    await toast('city must be at most 80 characters');
    expect(within(hra).getByLabelText('City (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('capital gains: prices required (spec message), dates checked by the contract, then the tax', async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/calculators?calc=cg');
    const cg = form('Capital gains');
    await user.click(within(cg).getByRole('button', { name: 'Calculate capital gains' }));
    await toast('Please enter valid annual income');

    await fill(user, cg, {
      'Asset type': 'equity',
      'Purchase price': '100000',
      'Sale price': '300000',
      'Purchase date': '2025-07-01',
      'Sale date': '2025-06-01',
    });
    await user.click(within(cg).getByRole('button', { name: 'Calculate capital gains' }));
    await toast('purchaseDate must be on or before saleDate');

    await fill(user, cg, { 'Purchase date': '2022-01-01' });
    await user.click(within(cg).getByRole('button', { name: 'Calculate capital gains' }));
    await toast('Capital Gains Calculated');
    const expected = computeCapitalGains({
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
    });
    expect(figure('Capital gains result', 'Total tax (incl. cess)')).toBe(
      rupees(expected.totalTax),
    );
    expect(figure('Capital gains result', 'Holding period')).toBe('41 months: long-term');
    // A sale in FY 2025-26: the 1961 section first, the 2025 one in brackets.
    expect(figure('Capital gains result', 'Exemption, s.112A (ITA 2025 s.198)')).toBe('₹1,25,000');
    expect(figure('Capital gains result', 'Rate')).toBe('12.5%, s.112A (ITA 2025 s.198)');
    expect(new URLSearchParams(window.location.search).get('cg.purchaseDate')).toBe('2022-01-01');
  });

  it('presumptive: gross receipts required, then 44AD with digital receipts', async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/calculators?calc=presumptive');
    const pr = form('Presumptive taxation');
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await toast('Please enter valid gross receipts');
    // 44ADA asks for receipts (digital and cash); the goods carriages are for 44AE only.
    expect(within(pr).queryByRole('group', { name: 'Goods carriages' })).toBeNull();
    await fill(user, pr, { 'Business type': '44AD', 'Gross receipts (turnover)': '10000000' });
    await fill(user, pr, { 'Of which received digitally': '6000000' });
    await user.click(within(pr).getByRole('button', { name: 'Calculate presumptive income' }));
    await toast('Presumptive Tax Calculated');
    const expected = computePresumptive({
      businessType: '44AD',
      grossReceipts: 10_000_000,
      digitalReceipts: 6_000_000,
    });
    expect(figure('Presumptive taxation result', 'Presumptive income')).toBe(
      rupees(expected.presumptiveIncome),
    );
  });
});

describe('home calculator blocks', () => {
  it('render the main and the specialised calculators under their anchors and compute tax', async () => {
    const api = watchCalculateApi();
    // The blocks suspend while their code loads: render inside an async act() so React resumes
    // them when it arrives (it does not resume what suspended inside a synchronous act()).
    let rendered: Awaited<ReturnType<typeof renderRoute>> | undefined;
    await act(async () => {
      rendered = await renderRoute('/');
    });
    const { user } = rendered as Awaited<ReturnType<typeof renderRoute>>;
    const main = document.getElementById('calculators') as HTMLElement;
    // The blocks' code loads on first use; in a client render that is at once.
    const tax = await within(main).findByRole(
      'form',
      { name: 'Income tax: old versus new regime' },
      { timeout: 10_000 },
    );
    expect(
      within(main)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Income tax', 'Advance tax']);
    const special = document.getElementById('specialised-calculators') as HTMLElement;
    await within(special).findByRole('form', { name: 'HRA exemption' }, { timeout: 10_000 });
    expect(
      within(special)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['HRA', 'Capital gains', 'Presumptive']);
    // Calculator titles sit below the block's h2.
    expect(
      within(main).getByRole('heading', { level: 3, name: 'Income tax: old versus new regime' }),
    ).toBeDefined();

    await fill(user, tax, { 'Annual income': '1500000' });
    await user.click(within(tax).getByRole('button', { name: 'Calculate tax' }));
    await toast('Tax Calculated');
    expect(api.calls).toHaveLength(2);
    expect(totalTax('new')).toBe('₹97,500');
  }, 20_000);
});
