import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, gotoHydrated, launchBrowser, openPage } from './support/browser';
import { startSite, type RunningSite } from './support/site';

// The offline explainer (no OPENAI_API_KEY): answers composed from our section pages.
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const EXPLAINER_FORM = 'form[aria-label="AI tax law explainer"]';

/** Brings the home explainer into view and waits until its code is live. */
async function liveExplainer(page: Page) {
  await page.locator('#ai-assistant').scrollIntoViewIfNeeded();
  const form = page.locator(`${EXPLAINER_FORM}[data-ready="true"]`);
  await form.waitFor();
  return form;
}

const explainButton = (page: Page) =>
  page
    .locator(EXPLAINER_FORM)
    .getByRole('button', { name: /^(Explain|Generating Explanation\.\.\.)$/ });

describe('AI explainer and assistant in a real browser (production build, offline)', () => {
  it('home explainer: loads on view, examples fill the box, blank disables submit, pending label, answer with section links, Copy, Download PDF', async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: site.baseUrl,
    });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await gotoHydrated(page, `${site.baseUrl}/`);
    await page.waitForLoadState('networkidle');
    // Not part of the page's first JavaScript: the block is further down.
    expect(scripts.some((s) => /explainer/.test(s))).toBe(false);

    const form = await liveExplainer(page);
    expect(scripts.some((s) => /explainer/.test(s))).toBe(true);
    const box = form.getByRole('textbox', { name: 'Your question' });
    await expect(box.inputValue()).resolves.toBe('');
    await expect(explainButton(page).isDisabled()).resolves.toBe(true);
    await box.fill('   ');
    await expect(explainButton(page).isDisabled()).resolves.toBe(true);

    await form.getByRole('button', { name: 'Section 24(b)' }).click();
    await expect(box.inputValue()).resolves.toBe('Section 24(b)');
    await expect(explainButton(page).isEnabled()).resolves.toBe(true);

    // Hold the answer back to see the pending state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/explain', async (route) => {
      await held;
      await route.continue();
    });
    await explainButton(page).click();
    const pending = form.getByRole('button', { name: 'Generating Explanation...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    release();

    const panel = page.getByRole('region', { name: 'Explanation' });
    await panel.waitFor();
    await expect(panel.getByRole('heading', { level: 3 }).first().innerText()).resolves.toMatch(
      /^Section 24\(b\)/,
    );
    await expect(panel.getByRole('heading', { name: 'Key points' }).isVisible()).resolves.toBe(
      true,
    );
    const related = panel.getByRole('list', { name: 'Related sections' }).getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    for (const href of await related.evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    )) {
      expect(href).toMatch(/^\/section\/[0-9A-Za-z()]+$/);
    }
    await expect(
      page.getByRole('status').filter({ hasText: 'Explanation Generated' }).count(),
    ).resolves.toBe(1);

    await panel.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Section 24\(b\)/);
    expect(copied).toContain('/section/24(b)');

    // Download PDF: in print, the page holds the answer and nothing else of the site.
    const download = await panel.getByRole('button', { name: 'Download PDF' }).elementHandle();
    if (!download) throw new Error('no Download PDF button');
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => {
      const w = window as unknown as { printed?: { root: string; answer: string; text: string } };
      window.print = () => {
        const answer = document.querySelector<HTMLElement>('[data-ai-print-root]');
        w.printed = {
          root: getComputedStyle(document.getElementById('root')!).display,
          answer: answer ? getComputedStyle(answer).display : 'missing',
          text: answer?.innerText ?? '',
        };
      };
    });
    // (Clicked by script: under print media the button itself is hidden, as it should be.)
    await download.evaluate((button) => (button as HTMLElement).click());
    const printed = await page.evaluate(
      () =>
        (window as unknown as { printed?: { root: string; answer: string; text: string } }).printed,
    );
    expect(printed?.root).toBe('none');
    expect(printed?.answer).toBe('block');
    expect(printed?.text).toMatch(/Question: “Section 24\(b\)”/);
    await page.emulateMedia({ media: 'screen' });

    // A section link opens the section page.
    await related.first().click();
    await page.waitForURL(/\/section\//);
    // The address changes before the next page has rendered (its code and data may still be loading).
    await page.getByRole('heading', { level: 1, name: /^Section / }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toMatch(/^Section /);
    expect(consoleErrors).toEqual([]);
  });

  it('home explainer: Save persists across a reload; the saved answer reopens without a new request and can be removed', async () => {
    const { page, consoleErrors } = await openPage(browser, MOBILE);
    await gotoHydrated(page, `${site.baseUrl}/`);
    const form = await liveExplainer(page);
    await form.getByRole('button', { name: 'HRA exemption' }).tap();
    await explainButton(page).tap();
    const panel = page.getByRole('region', { name: 'Explanation' });
    await panel.waitFor();
    const heading = await panel.getByRole('heading', { level: 3 }).first().innerText();
    expect(heading).toMatch(/10\(13A\)/);
    await panel.getByRole('button', { name: 'Save' }).tap();
    await panel.getByRole('button', { name: 'Saved' }).waitFor();

    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    await liveExplainer(page);
    const explainRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/ai/explain')) explainRequests.push(r.url());
    });
    const saved = page.getByRole('list', { name: 'Saved answers (1)' });
    await saved.waitFor();
    await saved.getByRole('button', { name: 'Open saved answer: HRA exemption' }).tap();
    await expect(
      page
        .getByRole('region', { name: 'Explanation' })
        .getByRole('heading', { level: 3 })
        .first()
        .innerText(),
    ).resolves.toBe(heading);
    expect(explainRequests).toEqual([]);

    await saved.getByRole('button', { name: 'Remove saved answer: HRA exemption' }).tap();
    await page.getByRole('list', { name: /Saved answers/ }).waitFor({ state: 'detached' });
    await expect(
      page.evaluate(() => localStorage.getItem('taxguide:saved-explanations')),
    ).resolves.toBe('[]');
    expect(consoleErrors).toEqual([]);
  });

  it('home explainer: a question in the URL (a submit before the script ran) is answered on load', async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    await gotoHydrated(page, `${site.baseUrl}/?ask=Section+194C+TDS#ai-assistant`);
    const panel = page.getByRole('region', { name: 'Explanation' });
    await panel.waitFor();
    await expect(panel.getByRole('heading', { level: 3 }).first().innerText()).resolves.toMatch(
      /194C/,
    );
    await expect(
      page.locator(EXPLAINER_FORM).getByRole('textbox', { name: 'Your question' }).inputValue(),
    ).resolves.toBe('Section 194C TDS');
    expect(consoleErrors).toEqual([]);
  });

  it('/ai-assistant: the chat answers a question over server-sent events, citing the section page', async () => {
    const { page, consoleErrors } = await openPage(browser, DESKTOP);
    const chatResponses: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/ai/chat')) chatResponses.push(r.headers()['content-type'] ?? '');
    });
    await gotoHydrated(page, `${site.baseUrl}/ai-assistant`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'AI Tax Assistant',
    );
    await expect(
      page.getByRole('region', { name: 'What the assistant can do' }).getByRole('listitem').count(),
    ).resolves.toBe(6);

    const form = page.locator('form[aria-label="Ask the tax assistant"][data-ready="true"]');
    await form.getByRole('textbox', { name: 'Your question' }).fill('What does section 80C allow?');
    await form.getByRole('textbox', { name: 'Your question' }).press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('listitem', { name: 'You asked' }).innerText()).resolves.toBe(
      'What does section 80C allow?',
    );
    const answer = log.getByRole('listitem', { name: 'Assistant answered' });
    await answer.getByRole('link', { name: 'Section 80C' }).waitFor();
    await expect(answer.innerText()).resolves.toContain('1,50,000');
    await expect(
      answer.getByRole('link', { name: 'Section 80C' }).getAttribute('href'),
    ).resolves.toBe('/section/80C');
    expect(chatResponses).toEqual([expect.stringMatching(/^text\/event-stream/)]);

    // A follow-up carries only the conversation's id and the new question.
    const sent: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ai/chat')) sent.push(r.postDataJSON());
    });
    await form
      .getByRole('textbox', { name: 'Your question' })
      .fill('What is the 80D limit for senior citizen parents?');
    await form.getByRole('button', { name: 'Send' }).click();
    const second = log.getByRole('listitem', { name: 'Assistant answered' }).nth(1);
    await second.getByRole('link', { name: 'Section 80D' }).waitFor();
    await expect(second.innerText()).resolves.toMatch(/parents/i);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      conversationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      message: 'What is the 80D limit for senior citizen parents?',
    });
    expect(consoleErrors).toEqual([]);
  });
});
