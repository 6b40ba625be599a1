import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaContent, renderRoute } from '../../test/render-route';

const site = {
  siteName: 'TaxGuide India',
  contactEmail: 'privacy@taxguide.test',
  grievanceOfficer: 'Asha Rao, Grievance Officer',
};

const pages = [
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/eula', h1: 'End-User Licence Agreement' },
  { path: '/ccpa', h1: 'California Privacy Notice (CCPA)' },
  { path: '/cookies', h1: 'Cookie Policy' },
];

const text = () => screen.getByRole('main').textContent ?? '';

describe.each(pages)('$path', ({ path, h1 }) => {
  it('has its heading, head tags and both dates', async () => {
    await renderRoute(path, { site });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(h1);
    expect(document.title).toBe(`${h1} | TaxGuide India`);
    const description = metaContent('name="description"') ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost:3000${path}`,
    );
    expect(text()).toContain('Effective: December 20, 2024');
    expect(text()).toContain('Last updated: June 20, 2025');
    const times = screen.getByRole('main').querySelectorAll('time');
    expect(Array.from(times, (t) => t.getAttribute('datetime'))).toEqual([
      '2024-12-20',
      '2025-06-20',
    ]);
  });

  it('ends with the grievance contact from the site configuration', async () => {
    await renderRoute(path, { site });
    const contact = screen.getByRole('region', { name: /Contact and grievances/ });
    expect(contact.textContent).toContain('Asha Rao, Grievance Officer');
    expect(
      within(contact).getByRole('link', { name: 'privacy@taxguide.test' }).getAttribute('href'),
    ).toBe('mailto:privacy@taxguide.test');
  });

  it('has a table of contents whose links reach every section', async () => {
    await renderRoute(path, { site });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    for (const link of within(toc).getAllByRole('link')) {
      const id = (link.getAttribute('href') ?? '').slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  it('links to the four other legal pages', async () => {
    await renderRoute(path, { site });
    const others = within(screen.getByRole('navigation', { name: 'Other legal pages' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(others).toEqual(pages.map((p) => p.path).filter((p) => p !== path));
  });
});

describe('privacy policy', () => {
  it('says personal data is never sold', async () => {
    await renderRoute('/privacy', { site });
    expect(text()).toMatch(/We do not sell your personal data/);
  });

  it('lists what is collected and that IP address and user agent are kept 90 days then cleared', async () => {
    await renderRoute('/privacy', { site });
    const collected = screen.getByRole('region', { name: /What we collect/ }).textContent ?? '';
    for (const item of [
      'e-mail address',
      'name',
      'Contact form',
      'AI explainer',
      'IP address',
      'user agent',
    ]) {
      expect(collected).toContain(item);
    }
    expect(screen.getByRole('region', { name: /How long we keep it/ }).textContent).toMatch(
      /IP address and user agent: 90 days for abuse prevention, after which they are\s+cleared/,
    );
  });

  it("sets out every right under India's DPDP Act 2023", async () => {
    await renderRoute('/privacy', { site });
    const rights =
      screen.getByRole('region', { name: /Your rights under the DPDP Act, 2023/ }).textContent ??
      '';
    expect(rights).toMatch(/Access information.*summary of the personal data/);
    expect(rights).toMatch(/Correction, completion, updating and erasure/);
    expect(rights).toMatch(/Withdraw consent/);
    expect(rights).toMatch(/Grievance redressal/);
    expect(rights).toMatch(/Nominate someone/);
    expect(rights).toMatch(/Complain to the Data Protection Board of India/);
    expect(text()).toContain("India's Digital Personal Data Protection Act, 2023");
  });
});

describe('CCPA notice', () => {
  it('answers requests within 45 days, extendable to 90, and does not sell personal information', async () => {
    await renderRoute('/ccpa', { site });
    expect(text()).toMatch(/answer within 45 days/);
    expect(text()).toMatch(/extended to 90 days/);
    expect(text()).toMatch(/We do not sell personal information/);
  });

  it('points to the DPDP rights in the privacy policy', async () => {
    await renderRoute('/ccpa', { site });
    expect(text()).toContain('Digital Personal Data Protection Act, 2023');
    expect(
      screen.getAllByRole('link', { name: 'Privacy Policy' }).map((a) => a.getAttribute('href')),
    ).toContain('/privacy#your-rights');
  });
});

describe('cookie policy', () => {
  it('lists session, csrf, analytics, preferences and newsletter consent cookies with purpose, duration and type', async () => {
    await renderRoute('/cookies', { site });
    const table = screen.getByRole('table', { name: 'Cookies used by TaxGuide India' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Purpose', 'Duration', 'Type']);
    const names = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(names).toEqual([
      'tg_session',
      'tg_csrf',
      'tg_analytics',
      'tg_prefs',
      'tg_newsletter_consent',
    ]);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = within(row).getAllByRole('cell');
      expect(cells).toHaveLength(3);
      for (const cell of cells) expect(cell.textContent?.trim()).not.toBe('');
    }
  });

  it('points to the DPDP rights in the privacy policy', async () => {
    await renderRoute('/cookies', { site });
    expect(text()).toContain('Digital Personal Data Protection Act, 2023');
    expect(
      screen.getAllByRole('link', { name: 'Privacy Policy' }).map((a) => a.getAttribute('href')),
    ).toContain('/privacy#your-rights');
  });
});

describe('terms and licence', () => {
  it('terms: educational only, no professional advice, acceptable use, liability, Indian law', async () => {
    await renderRoute('/terms', { site });
    expect(text()).toMatch(/It is not tax, legal, accounting or investment\s+advice/);
    for (const heading of ['Acceptable use', 'Limitation of liability', 'Governing law']) {
      expect(screen.getByRole('heading', { name: new RegExp(heading) })).toBeDefined();
    }
    expect(text()).toMatch(/governed by the laws of India/);
  });

  it('EULA: educational licence, no warranty, MIT-licensed code', async () => {
    await renderRoute('/eula', { site });
    expect(text()).toMatch(/licence to use the site and its content for educational purposes/);
    expect(screen.getByRole('heading', { name: /Open-source code \(MIT Licence\)/ })).toBeDefined();
    expect(screen.getByRole('heading', { name: /No warranty/ })).toBeDefined();
  });
});
