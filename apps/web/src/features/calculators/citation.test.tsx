import { computeCapitalGains, computeIncomeTax, computePresumptive } from '@taxguide/tax-engine';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { citation, citationText, resultCitation } from './citation';
import { Working } from './ui';
import { englishI18n } from './use-calculator';
import { createI18n } from '../../i18n/i18n';

describe('citation order', () => {
  it('leads with the 2025 number for tax year 2026-27 and the 1961 number before it', () => {
    expect(citationText('87A', '156', '2026-27', englishI18n)).toBe('s.156 (1961 Act s.87A)');
    expect(citationText('87A', '156', '2025-26', englishI18n)).toBe('s.87A (ITA 2025 s.156)');
    expect(citationText('87A', '156', '2023-24', englishI18n)).toBe('s.87A (ITA 2025 s.156)');
  });

  it('names the Act of a lone 1961 number in tax year 2026-27, and only then', () => {
    expect(citation('80C', undefined, '2026-27', englishI18n)).toEqual({
      lead: '1961 Act s.80C',
      aside: undefined,
    });
    expect(citation('80C', undefined, '2025-26', englishI18n)).toEqual({
      lead: 's.80C',
      aside: undefined,
    });
  });
});

/** The engine's own working for a year, opened, as [link text, text after it] per cited step. */
async function shownCitations(financialYear: '2026-27' | '2025-26') {
  const result = computeIncomeTax({ annualIncome: 1_275_000, regime: 'new', financialYear });
  const view = render(
    <Working
      title={`Working, FY ${financialYear}`}
      steps={result.steps}
      notes={result.notes}
      financialYear={result.financialYear}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Show the working' }));
  const rows = within(view.container).getAllByRole('row').slice(1);
  const cited = result.steps.filter((s) => s.section);
  return { rows, cited };
}

describe('citations in Hindi', () => {
  it('say धारा and name the Act in Hindi, the numbers as in English', async () => {
    const hi = await createI18n('hi', ['calculators']);
    expect(citationText('87A', '156', '2026-27', hi)).toBe('धारा 156 (1961 अधिनियम की धारा 87A)');
    expect(citationText('87A', '156', '2025-26', hi)).toBe(
      'धारा 87A (आयकर अधिनियम 2025 की धारा 156)',
    );
    expect(citation('80C', undefined, '2026-27', hi)).toEqual({
      lead: '1961 अधिनियम की धारा 80C',
      aside: undefined,
    });
  });
});

describe('the working of a calculator', () => {
  it('FY 2026-27: each step cites the 2025 section first, the 1961 one in brackets, linked by its 1961 number', async () => {
    const { rows, cited } = await shownCitations('2026-27');
    const rebate = cited.find((s) => s.section === '87A');
    expect(rebate?.section2025).toBe('156');
    const link = screen.getByRole('link', { name: 's.156' });
    expect(link.getAttribute('href')).toBe('/section/87A');
    expect(link.parentElement?.textContent).toBe('s.156 (1961 Act s.87A)');
    expect(screen.getByRole('link', { name: '1961 Act s.80B(5)' })).toBeDefined();
    const sectionCells = rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent ?? '');
    expect(sectionCells.filter(Boolean)).toEqual(
      cited.map((s) => citationText(s.section!, s.section2025, '2026-27', englishI18n)),
    );
  });

  it('FY 2025-26: the 1961 section first, the 2025 one in brackets', async () => {
    const { cited } = await shownCitations('2025-26');
    expect(cited.some((s) => s.section === '87A')).toBe(true);
    const link = screen.getByRole('link', { name: 's.87A' });
    expect(link.getAttribute('href')).toBe('/section/87A');
    expect(link.parentElement?.textContent).toBe('s.87A (ITA 2025 s.156)');
    // A step without a verified 2025 number (80B(5), total income) keeps its bare 1961 number.
    expect(screen.getByRole('link', { name: 's.80B(5)' })).toBeDefined();
  });
});

describe('a result’s headline section', () => {
  it('is cited as its working cites it: capital gains and presumptive rates in tax year 2026-27', () => {
    const gains = computeCapitalGains({
      assetType: 'equity',
      purchasePrice: 100_000,
      salePrice: 300_000,
      purchaseDate: '2020-04-10',
      saleDate: '2026-08-01',
    });
    expect(gains.financialYear).toBe('2026-27');
    expect(resultCitation(gains.steps, gains.section, gains.financialYear, englishI18n)).toBe(
      's.198 (1961 Act s.112A)',
    );
    const business = computePresumptive({
      businessType: '44AD',
      grossReceipts: 5_000_000,
      financialYear: '2026-27',
    });
    expect(resultCitation(business.steps, '44AD', business.financialYear, englishI18n)).toBe(
      's.58 (1961 Act s.44AD)',
    );
    expect(resultCitation(business.steps, '44AD', '2025-26', englishI18n)).toBe(
      's.44AD (ITA 2025 s.58)',
    );
  });
});
