import { SITE_ROUTES } from '@taxguide/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaContent, renderRoute } from '../../test/render-route';
import { ENGINE_CHECK, INCOME_TAX_CALCULATOR, INCOME_TAX_PORTAL } from './how-we-check-page';

// The tax engine's own fixture file and its mapping test, as text.
import fixturesJson from '../../../../../packages/tax-engine/test/fixtures/india-tax-guru-cases.json?raw';
import fixturesMapping from '../../../../../packages/tax-engine/test/fixtures.test.ts?raw';

// The first render loads the page's code and its catalog, slow on a loaded machine.
describe('/how-we-check', { timeout: 20_000 }, () => {
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

describe('/hi/how-we-check', { timeout: 20_000 }, () => {
  it('is in Hindi with the same figures, links and dates as the English', async () => {
    await renderRoute('/hi/how-we-check');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('हम अपने आंकड़े कैसे जांचते हैं');
    expect(document.title).toBe('हम अपने आंकड़े कैसे जांचते हैं | TaxGuide India');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/hi/how-we-check',
    );
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();
    const tests = screen.getByRole('region', { name: 'कर इंजन को किससे जांचा जाता है' });
    const { tests: count, testFiles, vectors, vectorsNotApplicable } = ENGINE_CHECK;
    expect(tests.textContent).toContain(`${testFiles} फ़ाइलों में ${count} स्वचालित टेस्ट`);
    expect(tests.textContent).toContain(`एक स्वतंत्र इंजन के ${vectors} टेस्ट केस`);
    expect(tests.textContent).toContain(
      `इनमें से ${vectors - vectorsNotApplicable} में हमारा इंजन वही उत्तर देता है; बाकी ${vectorsNotApplicable}`,
    );
    expect(tests.textContent).toContain('26 नवंबर 2026');
    expect(tests.textContent).toContain('₹12.10 लाख');
    expect(tests.textContent).toContain('₹10 का गुणज');
    const citations = screen.getByRole('region', { name: 'हर नियम कानून का हवाला देता है' });
    expect(citations.textContent).toMatch(/आयकर अधिनियम 1961.*आयकर अधिनियम 2025/);
    expect(citations.textContent).toContain('वित्त अधिनियम');
    const reviewed = screen.getByRole('region', { name: 'पेजों की पिछली जांच कब हुई' });
    expect(Array.from(reviewed.querySelectorAll('time'), (t) => t.textContent)).toEqual([
      '1 अप्रैल 2026',
      '26 नवंबर 2026',
      '26 नवंबर 2026',
      '26 नवंबर 2026',
      '26 नवंबर 2026',
    ]);
    const report = screen.getByRole('region', { name: 'कोई गलती मिली?' });
    expect(within(report).getByRole('link').getAttribute('href')).toBe('/hi/contact');
    const official = screen.getByRole('region', { name: 'आयकर विभाग से मिलान करें' });
    expect(
      within(official)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['विभाग का आयकर कैलकुलेटर', INCOME_TAX_CALCULATOR],
      ['आधिकारिक ई-फाइलिंग पोर्टल', INCOME_TAX_PORTAL],
    ]);
  });
});
