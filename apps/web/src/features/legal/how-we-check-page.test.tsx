import { SITE_ROUTES } from '@taxguide/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaContent, renderRoute } from '../../test/render-route';
import { ENGINE_CHECK, INCOME_TAX_CALCULATOR, INCOME_TAX_PORTAL } from './how-we-check-page';

// The tax engine's own fixture file and its mapping test, as text.
import fixturesJson from '../../../../../packages/tax-engine/test/fixtures/india-tax-guru-cases.json?raw';
import fixturesMapping from '../../../../../packages/tax-engine/test/fixtures.test.ts?raw';

describe('/how-we-check', () => {
  it('has its heading and head tags, and is a site route (sitemap)', async () => {
    await renderRoute('/how-we-check');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How we check our figures');
    expect(document.title).toBe('How We Check Our Figures | TaxGuide India');
    const description = metaContent('name="description"') ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/how-we-check',
    );
    expect(SITE_ROUTES).toContain('/how-we-check');
  });

  it('states the test counts, the independent engine and the citations', async () => {
    await renderRoute('/how-we-check');
    const tests = screen.getByRole('region', { name: 'What the tax engine is tested against' });
    expect(tests.textContent).toContain('500 automated tests in 17 files');
    expect(tests.textContent).toContain('95 test cases from an independent engine');
    expect(tests.textContent).toContain('same answer in 93 of them; the other 2');
    expect(within(tests).getByRole('link', { name: 'india-tax-guru' }).getAttribute('href')).toBe(
      'https://github.com/anivar/india-tax-guru',
    );
    const citations = screen.getByRole('region', { name: 'Every rule cites the law' });
    expect(citations.textContent).toMatch(/Income-tax Act 1961.*Income-tax Act 2025/);
    expect(citations.textContent).toContain('Finance Act');
  });

  it('keeps its vector numbers equal to the fixture file and its exclusions', () => {
    const fixtures = JSON.parse(fixturesJson) as { vectors: unknown[] };
    expect(ENGINE_CHECK.vectors).toBe(fixtures.vectors.length);
    const excluded = /expect\(excluded\)\.toEqual\(\[([^\]]*)\]\)/.exec(fixturesMapping)?.[1] ?? '';
    expect(excluded.split(',').filter((id) => id.trim())).toHaveLength(
      ENGINE_CHECK.vectorsNotApplicable,
    );
  });

  it('gives the review dates, the contact page and the department’s own tools', async () => {
    await renderRoute('/how-we-check');
    const reviewed = screen.getByRole('region', { name: 'When pages were last reviewed' });
    const dates = Array.from(reviewed.querySelectorAll('time'), (t) => t.getAttribute('datetime'));
    expect(dates).toEqual(['2026-04-01', '2026-11-26', '2026-11-26', '2026-11-26', '2026-11-26']);
    const report = screen.getByRole('region', { name: 'Found an error?' });
    expect(within(report).getByRole('link').getAttribute('href')).toBe('/contact');
    const official = screen.getByRole('region', { name: 'Check with the Income Tax Department' });
    expect(
      within(official)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([INCOME_TAX_CALCULATOR, INCOME_TAX_PORTAL]);
    expect(INCOME_TAX_PORTAL).toBe('https://www.incometax.gov.in/iec/foportal/');
    expect(INCOME_TAX_CALCULATOR).toBe(
      'https://www.incometax.gov.in/iec/foportal/income-tax-calculator',
    );
  });
});
