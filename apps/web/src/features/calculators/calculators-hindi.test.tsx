import { computeCapitalGains, computeIncomeTax, hraExemption } from '@taxguide/tax-engine';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchCalculateApi } from '../../test/msw/calculate';
import { renderRoute } from '../../test/render-route';
import { YEAR_OPTIONS, inr, yearOptionsIn } from './format';
import { englishI18n } from './use-calculator';

// The first render of a page compiles its modules and catalogs: slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

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

async function toast(text: string) {
  return screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *' });
}

/** The value beside a labelled figure inside `scope`. */
function figure(scope: HTMLElement, label: string) {
  return within(scope).getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')
    ?.textContent;
}

const regionFor = (regime: 'old' | 'new') =>
  document.querySelector(`[data-regime="${regime}"]`) as HTMLElement;

describe('the year choices', () => {
  it("say in English exactly the engine's labels", () => {
    expect(yearOptionsIn(englishI18n)).toEqual(YEAR_OPTIONS);
  });
});

describe('the quick tax calculator in Hindi (/hi/calculators)', () => {
  it('is labelled in Hindi', async () => {
    await renderRoute('/hi/calculators');
    const tax = await screen.findByRole('form', { name: 'आयकर: पुरानी बनाम नई कर व्यवस्था' });
    expect(within(tax).getByLabelText('वार्षिक आय')).toBeDefined();
    expect(within(tax).getByLabelText('धारा 80C')).toBeDefined();
    expect(within(tax).getByRole('option', { name: '60 से 79 (वरिष्ठ नागरिक)' })).toBeDefined();
    expect(
      within(tax).getByRole('option', { name: 'वित्तीय वर्ष 2026-27 (कर वर्ष 2026-27)' }),
    ).toBeDefined();
    expect(
      within(tax).getByRole('option', { name: 'वित्तीय वर्ष 2025-26 (निर्धारण वर्ष 2026-27)' }),
    ).toBeDefined();
    expect(within(tax).getByRole('button', { name: 'कर की गणना करें' })).toBeDefined();
    expect(screen.getAllByText(/अपने आंकड़े दर्ज करें/).length).toBeGreaterThan(0);
    expect(within(tax).queryByText('Annual income')).toBeNull();
  });

  it('says in Hindi what is wrong, and sends nothing', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/hi/calculators');
    const tax = await screen.findByRole('form', { name: 'आयकर: पुरानी बनाम नई कर व्यवस्था' });
    await user.click(within(tax).getByRole('button', { name: 'कर की गणना करें' }));
    const message = await toast('कृपया सही वार्षिक आय दर्ज करें');
    expect(message.closest('[role="alert"]')?.textContent).toContain('अमान्य प्रविष्टि');
    const income = within(tax).getByLabelText('वार्षिक आय');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(within(tax).getByText('कृपया सही वार्षिक आय दर्ज करें')).toBeDefined();
    expect(screen.queryByText('Please enter valid annual income')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('works out both regimes with the engine figures, the verdict in Hindi', async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/hi/calculators');
    const tax = await screen.findByRole('form', { name: 'आयकर: पुरानी बनाम नई कर व्यवस्था' });
    await fill(user, tax, { 'वार्षिक आय': '15,00,000', 'धारा 80C': '200000' });
    await user.click(within(tax).getByRole('button', { name: 'कर की गणना करें' }));
    await toast('कर की गणना हो गई');
    const common = {
      annualIncome: 1_500_000,
      financialYear: '2026-27',
      ageGroup: 'below60',
      incomeType: 'salary',
    } as const;
    const old = computeIncomeTax({ ...common, regime: 'old', deductions: { section80C: 200_000 } });
    const neu = computeIncomeTax({ ...common, regime: 'new' });
    await waitFor(() => expect(regionFor('old')).not.toBeNull());
    expect(figure(regionFor('old'), 'कुल कर')).toBe(inr(old.totalTax));
    expect(figure(regionFor('new'), 'कुल कर')).toBe(inr(neu.totalTax));
    expect(figure(regionFor('old'), 'कर योग्य आय')).toBe(inr(old.taxableIncome));
    expect(
      screen.getByRole('img', {
        name: `कुल कर: पुरानी कर व्यवस्था ${inr(old.totalTax)}, नई कर व्यवस्था ${inr(neu.totalTax)}`,
      }),
    ).toBeDefined();
    const saving = inr(Math.abs(old.totalTax - neu.totalTax));
    const winner = old.totalTax < neu.totalTax ? 'पुरानी' : 'नई';
    expect(screen.getByTestId('verdict').textContent).toContain(
      `${winner} कर व्यवस्था (${old.totalTax < neu.totalTax ? 'old' : 'new'} tax regime) में आपके ${saving} बचते हैं।`,
    );
    expect(within(regionFor('new')).getAllByRole('button', { name: 'गणना दिखाएं' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'इस परिणाम का लिंक कॉपी करें' })).toHaveLength(1);
    expect(screen.queryByText('Show the working')).toBeNull();
  });
});

describe('the HRA calculator in Hindi', () => {
  it('asks in Hindi for the amounts, then gives the engine exemption', async () => {
    const api = watchCalculateApi();
    const { user } = await renderRoute('/hi/calculators?calc=hra');
    const hra = await screen.findByRole('form', { name: 'HRA छूट' });
    await fill(user, hra, { 'मूल वेतन (basic pay) (वार्षिक)': '600000', 'मिला HRA (वार्षिक)': '0' });
    await user.click(within(hra).getByRole('button', { name: 'HRA की गणना करें' }));
    await toast('कृपया सही राशियां दर्ज करें');
    expect(within(hra).getAllByText('0 से अधिक राशि दर्ज करें')).toHaveLength(2);

    await fill(user, hra, {
      'मिला HRA (वार्षिक)': '300000',
      'चुकाया गया किराया (वार्षिक)': '240000',
      'शहर का प्रकार': 'nonMetro',
    });
    await user.click(within(hra).getByRole('button', { name: 'HRA की गणना करें' }));
    await toast('HRA की गणना हो गई');
    const expected = hraExemption({
      basicSalary: 600_000,
      hraReceived: 300_000,
      rentPaid: 240_000,
      metro: false,
    });
    const result = screen.getByRole('region', { name: 'HRA पर छूट का परिणाम' });
    expect(figure(result, 'छूट वाला HRA')).toBe(inr(expected.exemptHra));
    expect(figure(result, 'कर योग्य HRA')).toBe(inr(expected.taxableHra));
    expect(figure(result, '(c) वेतन का 40 % (गैर-महानगर)')).toBe(inr(expected.limbs.percentOfSalary));
    expect(api.calls).toEqual([]);
  });
});

describe('the capital gains calculator in Hindi', () => {
  it("says the contract's date check in Hindi, then gives the engine tax", async () => {
    watchCalculateApi();
    const { user } = await renderRoute('/hi/calculators?calc=cg');
    const cg = await screen.findByRole('form', { name: 'पूंजीगत लाभ' });
    await user.click(within(cg).getByRole('button', { name: 'पूंजीगत लाभ की गणना करें' }));
    await toast('कृपया सही वार्षिक आय दर्ज करें');

    await fill(user, cg, {
      'परिसंपत्ति का प्रकार': 'equity',
      'खरीद मूल्य': '100000',
      'बिक्री मूल्य': '300000',
      'खरीद की तारीख': '2025-07-01',
      'बिक्री की तारीख': '2025-06-01',
    });
    await user.click(within(cg).getByRole('button', { name: 'पूंजीगत लाभ की गणना करें' }));
    await toast('खरीद की तारीख बिक्री की तारीख को या उससे पहले की होनी चाहिए');
    expect(within(cg).getByLabelText('खरीद की तारीख').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('purchaseDate must be on or before saleDate')).toBeNull();

    await fill(user, cg, { 'खरीद की तारीख': '2022-01-01' });
    await user.click(within(cg).getByRole('button', { name: 'पूंजीगत लाभ की गणना करें' }));
    await toast('पूंजीगत लाभ की गणना हो गई');
    const expected = computeCapitalGains({
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2022-01-01',
      saleDate: '2025-06-01',
    });
    const result = screen.getByRole('region', { name: 'पूंजीगत लाभ का परिणाम' });
    expect(figure(result, 'कुल कर (उपकर सहित)')).toBe(inr(expected.totalTax));
    expect(figure(result, 'धारण अवधि')).toBe(`${expected.holdingMonths} महीने: दीर्घकालिक`);
  });
});
