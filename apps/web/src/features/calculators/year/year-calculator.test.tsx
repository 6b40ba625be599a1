import type { CompareRequest } from '@taxguide/contracts/calculators';
import { compareRegimes } from '@taxguide/tax-engine';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { watchCalculateApi } from '../../../test/msw/calculate';
import { renderRoute } from '../../../test/render-route';
import { inr } from '../format';
import { SCENARIOS_KEY } from '../../../lib/scenarios';
import { decodeYearState, yearUrl } from './url-state';

/** The calculator calls the page made (the default mock API answers them). */
const stubApi = () => watchCalculateApi().calls;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

const yearForm = () =>
  screen.findByRole('form', { name: 'Your tax for the year' }, { timeout: 5_000 });

/** Opens a page with the year calculator and waits until its engine is live. */
async function openYear(path: string) {
  window.history.replaceState(null, '', path);
  // The year calculator is lazy: let React resume once its chunk is in.
  let rendered!: Awaited<ReturnType<typeof renderRoute>>;
  await act(async () => {
    rendered = await renderRoute(path);
    await import('./year-calculator');
  });
  const form = await yearForm();
  await waitFor(() => expect(form.getAttribute('data-ready')).toBe('true'));
  return { ...rendered, form };
}

/** The total tax of both regimes as the result's chart states them. */
async function totalsShown() {
  const chart = await screen.findByRole('img', { name: /^Total tax:/ });
  return chart.getAttribute('aria-label');
}

function expectTotals(label: string | null, request: CompareRequest) {
  const engine = compareRegimes(request);
  expect(label).toContain(inr(engine.old.totalTax));
  expect(label).toContain(inr(engine.new.totalTax));
}

async function openStep(user: Awaited<ReturnType<typeof renderRoute>>['user'], title: RegExp) {
  await user.click(screen.getByRole('button', { name: title }));
}

describe('the year calculator', { timeout: 30_000 }, () => {
  it('"Add other income" carries the quick figures into the year; live and API answers agree', async () => {
    const calls = stubApi();
    window.history.replaceState(null, '', '/calculators');
    const { user } = await renderRoute('/calculators');
    const quick = screen.getByRole('form', { name: 'Income tax: old versus new regime' });
    await user.type(within(quick).getByLabelText('Annual income'), '1800000');
    await user.type(within(quick).getByLabelText('Section 80C'), '150000');
    await user.click(within(quick).getByRole('button', { name: 'Calculate tax' }));
    const add = await screen.findByRole('button', { name: 'Add other income' });
    await act(async () => {
      add.click();
      await import('./year-calculator');
    });

    const form = await yearForm();
    await waitFor(() => expect(form.getAttribute('data-ready')).toBe('true'));
    await openStep(user, /2\. Salary/);
    expect((within(form).getByLabelText('Gross salary or pension') as HTMLInputElement).value).toBe(
      '1800000',
    );
    // Add a let-out house and a share sale; the live result follows.
    await openStep(user, /3\. House property/);
    await user.click(within(form).getByRole('button', { name: 'Add a house' }));
    await user.selectOptions(within(form).getByLabelText('Use'), 'letOut');
    await user.type(within(form).getByLabelText('Rent for the year'), '3,00,000');
    await openStep(user, /4\. Capital gains/);
    await user.click(within(form).getByRole('button', { name: 'Add a sale' }));
    await user.type(within(form).getByLabelText('Sale price'), '500000');
    await user.type(within(form).getByLabelText('Purchase price'), '200000');
    await user.type(within(form).getByLabelText('Purchase date'), '2020-05-10');
    await user.type(within(form).getByLabelText('Sale date'), '2026-06-15');

    const request: CompareRequest = {
      annualIncome: 1_800_000,
      financialYear: '2026-27',
      ageGroup: 'below60',
      residentialStatus: 'resident',
      incomeType: 'salary',
      taxpayerType: 'individual',
      employerType: 'private',
      deductions: { section80C: 150_000 },
      houseProperties: [{ use: 'letOut', annualRent: 300_000 }],
      capitalGainsTransactions: [
        {
          assetType: 'equity',
          salePrice: 500_000,
          purchasePrice: 200_000,
          purchaseDate: '2020-05-10',
          saleDate: '2026-06-15',
        },
      ],
    };
    await waitFor(async () => expectTotals(await totalsShown(), request));
    expect(screen.getByTestId('year-result-source').textContent).toMatch(/in your browser/);
    const live = await totalsShown();
    // The address holds the year.
    const s = new URL(window.location.href).searchParams.get('s') ?? '';
    expect(decodeYearState(s)).toEqual(request);

    await user.click(within(form).getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(screen.getByTestId('year-result-source').textContent).toMatch(/server/),
    );
    expect(calls.at(-1)).toEqual({ url: '/api/calculate/compare', body: request });
    expect(await totalsShown()).toBe(live);
  });

  it('says in plain words what is missing, and opens the step that has it', async () => {
    const calls = stubApi();
    const { user, form } = await openYear('/calculators?tab=year');
    await openStep(user, /4\. Capital gains/);
    await user.click(within(form).getByRole('button', { name: 'Add a sale' }));
    await user.type(within(form).getByLabelText('Sale price'), '500000');
    await user.type(within(form).getByLabelText('Purchase date'), '2019-04-15');
    await openStep(user, /1\. About you/);
    await user.click(within(form).getByRole('button', { name: 'Calculate' }));
    const saleDate = await within(form).findByLabelText('Sale date');
    expect(saleDate.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Enter the sale date').length).toBeGreaterThan(0);
    expect(within(form).getAllByText('Enter the purchase price').length).toBeGreaterThan(0);
    expect(screen.queryByText(/YYYY-MM-DD|capitalGainsTransactions/)).toBeNull();
    expect(calls).toEqual([]);
    expect(within(form).getByLabelText('Purchase date').getAttribute('aria-invalid')).toBeNull();
  });

  it('restores a year from its link, and says so when a link cannot be read', async () => {
    stubApi();
    const request = { annualIncome: 600_000, residentialStatus: 'nonResident' as const };
    const { unmount } = await openYear(yearUrl(request));
    await waitFor(async () =>
      expectTotals(await totalsShown(), { ...request, financialYear: '2026-27' }),
    );
    expect(
      screen.getByRole('button', { name: /1\. About you/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect((screen.getByLabelText('Residential status') as HTMLSelectElement).value).toBe(
      'nonResident',
    );
    unmount();

    // A link made while another tab was open still opens the year (in the income-tax tab).
    await openYear('/calculators?calc=cg&tab=year&s=not-a-year');
    expect(await screen.findByText('Link not read')).toBeDefined();
    expect((screen.getByLabelText('Residential status') as HTMLSelectElement).value).toBe(
      'resident',
    );
  });

  it('goes one step at a time: each step skippable, summarised in a line when closed', async () => {
    stubApi();
    const { user, form } = await openYear('/calculators?tab=year');
    const header = (title: RegExp) => within(form).getByRole('button', { name: title });
    expect(header(/1\. About you/).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Next: Salary' }));
    expect(header(/1\. About you/).textContent).toContain('FY 2026-27 · below 60 · resident');
    expect(header(/2\. Salary/).getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(header(/2\. Salary/)));
    // Nothing typed: the step can be skipped, and says so when closed.
    await user.click(within(form).getByRole('button', { name: 'Skip: House property' }));
    expect(header(/2\. Salary/).textContent).toContain('Nothing entered');
    expect(header(/3\. House property/).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(form).getByRole('button', { name: 'Add a house' }));
    await user.selectOptions(within(form).getByLabelText('Use'), 'letOut');
    await user.type(within(form).getByLabelText('Rent for the year'), '120000');
    await user.click(within(form).getByRole('button', { name: 'Next: Capital gains' }));
    expect(header(/3\. House property/).textContent).toContain('1 house · 1 let out');
    // Every deduction has its cap and a link to its section's page.
    await user.click(header(/7\. Deductions/));
    const nps = within(form).getByLabelText('80CCD(1B): more NPS');
    const hint = document.getElementById(nps.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('Cap: ₹50,000');
    expect(within(hint!).getByRole('link').getAttribute('href')).toBe('/section/80CCD(1B)');
  });

  it('saves, loads and deletes scenarios, and starts again', async () => {
    stubApi();
    const { user, form } = await openYear(yearUrl({ annualIncome: 1_200_000 }));
    await user.type(screen.getByLabelText('Scenario name'), 'Job offer');
    await user.click(screen.getByRole('button', { name: 'Save scenario' }));
    const saved = JSON.parse(window.localStorage.getItem(SCENARIOS_KEY) ?? '[]') as {
      name: string;
      request: { annualIncome: number };
    }[];
    expect(saved.map((s) => [s.name, s.request.annualIncome])).toEqual([['Job offer', 1_200_000]]);

    await user.click(within(form).getByRole('button', { name: 'Start again' }));
    await openStep(user, /2\. Salary/);
    expect((within(form).getByLabelText('Gross salary or pension') as HTMLInputElement).value).toBe(
      '',
    );
    expect(new URL(window.location.href).searchParams.get('s')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load Job offer' }));
    expect(screen.getByRole('button', { name: /2\. Salary/ }).textContent).toContain('₹12,00,000');
    await user.click(screen.getByRole('button', { name: 'Delete Job offer' }));
    expect(screen.queryByRole('button', { name: 'Load Job offer' })).toBeNull();
    expect(window.localStorage.getItem(SCENARIOS_KEY)).toBe('[]');
  });
});

describe('the year calculator in Hindi (/hi/calculators?tab=year)', () => {
  it('works out the year with the same engine figures, labelled in Hindi', async () => {
    stubApi();
    window.history.replaceState(null, '', '/hi/calculators?tab=year');
    let rendered!: Awaited<ReturnType<typeof renderRoute>>;
    await act(async () => {
      rendered = await renderRoute('/hi/calculators?tab=year');
      await import('./year-calculator');
    });
    const form = await screen.findByRole('form', { name: 'साल के लिए आपका कर' });
    await waitFor(() => expect(form.getAttribute('data-ready')).toBe('true'));
    expect(form.closest('[lang]')?.getAttribute('lang')).toBe('hi-IN');
    await rendered.user.click(screen.getByRole('button', { name: /2\. वेतन/ }));
    await rendered.user.type(within(form).getByLabelText('सकल वेतन या पेंशन'), '1800000');
    const request: CompareRequest = { annualIncome: 1_800_000, financialYear: '2026-27' };
    const engine = compareRegimes(request);
    await waitFor(async () => {
      const chart = await screen.findByRole('img', { name: /^कुल कर:/ });
      expect(chart.getAttribute('aria-label')).toContain(inr(engine.old.totalTax));
      expect(chart.getAttribute('aria-label')).toContain(inr(engine.new.totalTax));
    });
  });

  it('says in Hindi what is missing', async () => {
    const calls = stubApi();
    window.history.replaceState(null, '', '/hi/calculators?tab=year');
    let rendered!: Awaited<ReturnType<typeof renderRoute>>;
    await act(async () => {
      rendered = await renderRoute('/hi/calculators?tab=year');
      await import('./year-calculator');
    });
    const { user } = rendered;
    const form = await screen.findByRole('form', { name: 'साल के लिए आपका कर' });
    await waitFor(() => expect(form.getAttribute('data-ready')).toBe('true'));
    await user.click(screen.getByRole('button', { name: /4\. पूंजीगत लाभ/ }));
    await user.click(within(form).getByRole('button', { name: 'बिक्री जोड़ें' }));
    await user.type(within(form).getByLabelText('बिक्री मूल्य'), '500000');
    await user.type(within(form).getByLabelText('खरीद की तारीख'), '2019-04-15');
    await user.click(within(form).getByRole('button', { name: 'गणना करें' }));
    const saleDate = await within(form).findByLabelText('बिक्री की तारीख');
    expect(saleDate.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('बिक्री की तारीख दर्ज करें').length).toBeGreaterThan(0);
    expect(within(form).getAllByText('खरीद मूल्य दर्ज करें').length).toBeGreaterThan(0);
    expect(screen.queryByText('Enter the sale date')).toBeNull();
    expect(calls).toEqual([]);
  });
});
