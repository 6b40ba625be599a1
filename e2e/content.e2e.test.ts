import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, openPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';

// Sections, guides, FAQ and abbreviations in a real browser, on the production build.
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(site.baseUrl + path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const showing = (page: Page) => page.getByText(/^Showing \d+ sections?$/).innerText();

describe('content pages in a browser', () => {
  it('/sections filters by category and searches as you type', async () => {
    const tds = await api<unknown[]>('/api/sections?category=tds');
    const all = await api<unknown[]>('/api/sections');
    const { page, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/sections');
    await expect(showing(page)).resolves.toBe(`Showing ${all.length} sections`);

    await page.getByRole('button', { name: 'TDS', exact: true }).click();
    await page.getByText(`Showing ${tds.length} sections`).waitFor();
    expect(page.url()).toMatch(/\/sections\?category=tds$/);
    await expect(
      page.getByRole('button', { name: 'TDS', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');

    await page.getByRole('searchbox', { name: 'Search sections' }).fill('194c');
    await page.getByText('Showing 1 section', { exact: true }).waitFor();
    await expect(page.getByRole('article').getByRole('heading').innerText()).resolves.toBe(
      'Section 194C',
    );
    await page.getByRole('searchbox', { name: 'Search sections' }).fill('no such thing');
    await page.getByText('No sections found').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('a section page switches tabs and renders its full text', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/section/80C');
    // Tax year 2026-27: the 2025 number leads, the 1961 number beside it; the address keeps 80C.
    await expect(page.locator('h1').innerText()).resolves.toMatch(
      /^Section 123 \(1961 Act: 80C\): /,
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel.innerText()).resolves.toMatch(/Key limits and conditions/);

    await page.getByRole('tab', { name: 'Full Text' }).click();
    await expect(panel.getByRole('heading', { level: 3 }).first().isVisible()).resolves.toBe(true);
    await expect(panel.innerText()).resolves.toContain('not the text of the Act');

    await page.getByRole('tab', { name: 'Examples' }).click();
    await expect(panel.getByRole('heading', { name: /^Example 1: / }).isVisible()).resolves.toBe(
      true,
    );

    await page.getByRole('tab', { name: 'Related' }).click();
    const related = panel.getByRole('link').first();
    const href = await related.getAttribute('href');
    expect(href).toMatch(/^\/section\//);
    await related.click();
    await page.waitForURL(`**${href}`);
    // The address changes before the next page has rendered (its code and data may still be loading).
    await page.getByRole('heading', { level: 1, name: /^Section / }).waitFor();
    await expect(page.locator('h1').innerText()).resolves.toMatch(/^Section /);
    expect(consoleErrors).toEqual([]);
  });

  it('the bookmark on a section survives a reload', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/section/80D');
    await page.getByRole('button', { name: 'Bookmark', exact: true }).click();
    await expect(
      page.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(
      page.getByRole('button', { name: 'Bookmarked' }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
  });

  it('counts one view per visit of a section page (not the server render, not twice)', async () => {
    const before = (await api<{ views: number }>('/api/sections/by-number/54EC')).views;
    const { page } = await openPage(browser);
    const viewCalls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/views')) viewCalls.push(r.url());
    });
    await gotoHydrated(page, site.baseUrl + '/section/54EC');
    await expect.poll(() => viewCalls.length).toBe(1);
    await expect
      .poll(async () => (await api<{ views: number }>('/api/sections/by-number/54EC')).views)
      .toBe(before + 1);
    await page.waitForTimeout(300);
    expect(viewCalls).toHaveLength(1);
    expect((await api<{ views: number }>('/api/sections/by-number/54EC')).views).toBe(before + 1);
  });

  it('the FAQ opens one item at a time; clicking the open one closes it', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/faq');
    const main = page.getByRole('main');
    const questions = main.locator('button[aria-expanded]');
    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await second.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(main.locator('button[aria-expanded="true"]').count()).resolves.toBe(1);
    await second.click();
    await expect(main.locator('button[aria-expanded="true"]').count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('abbreviations: a Most Searched entry fills the search box', async () => {
    const { page } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/abbreviations');
    const block = page.getByRole('region', { name: 'Most Searched' });
    await expect(block.getByRole('button').count()).resolves.toBe(12);
    const pick = block.getByRole('button').nth(2);
    const short = (await pick.innerText()).trim();
    await pick.click();
    await expect(
      page.getByRole('searchbox', { name: 'Search abbreviations' }).inputValue(),
    ).resolves.toBe(short);
    await expect(page.getByRole('region', { name: 'Most Searched' }).count()).resolves.toBe(0);
    await expect(
      page.getByRole('article').first().getByRole('heading').innerText(),
    ).resolves.toBeTruthy();
  });

  it('a blog article renders its markdown', async () => {
    const { page, consoleErrors } = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, site.baseUrl + '/blog/section-80c-guide');
    await expect(page.locator('h1').innerText()).resolves.toMatch(/^Section 80C Guide/);
    const main = page.getByRole('main');
    await expect(main.locator('table').count()).resolves.toBeGreaterThan(0);
    await expect(
      main.getByRole('heading', { level: 2, name: 'What qualifies' }).isVisible(),
    ).resolves.toBe(true);
    await expect(main.innerText()).resolves.not.toContain('## ');
    const linkedin = await page.getByRole('link', { name: /^LinkedIn/ }).getAttribute('href');
    // Shared on the address the reader is on (the site's SITE_URL says localhost:3000).
    expect(linkedin).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${site.baseUrl}/blog/section-80c-guide`)}`,
    );
    // The server's HTML is adopted as it is: the Markdown parser is not part of the page.
    expect(scripts.filter((s) => /markdown-body/.test(s))).toEqual([]);

    // A link in the article stays in the app (no new document), and the section it opens was
    // not rendered by the server, so its full text is parsed now, in the browser.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await main.locator('a[href="/section/112A"]').first().click();
    await page.waitForURL('**/section/112A');
    // (The loading state has its own h1, "Section 112A", until the section's data arrives.)
    await page.getByRole('heading', { level: 1, name: /\(1961 Act: 112A\): / }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
    ).resolves.toBe(true);
    await page.getByRole('tab', { name: 'Full Text' }).click();
    // The raw text shows until the parser has arrived; then the parsed headings.
    await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().waitFor();
    expect(scripts.some((s) => /markdown-body/.test(s))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('the home page hydrates its content blocks without errors, and they work', async () => {
    const { page, consoleErrors } = await openPage(browser);
    await gotoHydrated(page, site.baseUrl + '/');
    const quick = page.getByRole('region', { name: 'Quick Access' });
    await expect(quick.getByRole('link', { name: /^View Details/ }).count()).resolves.toBe(3);
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.scrollIntoViewIfNeeded();
    const question = faq.locator('button[aria-expanded]').first();
    // The block hydrates shortly after the page (an island): wait until React owns the button.
    await question.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Object.keys(el).some((k) => k.startsWith('__reactProps'))
              ? resolve()
              : setTimeout(check, 50);
          check();
        }),
    );
    await question.click();
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    const sections = page.getByRole('region', { name: 'Browse Tax Sections' });
    await expect(sections.getByText('Showing 6 sections').isVisible()).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
