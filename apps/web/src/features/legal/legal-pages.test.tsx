import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/routes';
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

// Every render first loads all pages' code; done once here, the first test does not pay for a
// cold transform on a busy machine inside its own time limit.
beforeAll(() => Promise.all(appRoutes.map((route) => route.page.preload())), 30_000);

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

const hindiPages = [
  { path: '/privacy', h1: 'गोपनीयता नीति' },
  { path: '/terms', h1: 'सेवा की शर्तें' },
  { path: '/eula', h1: 'अंतिम-उपयोगकर्ता लाइसेंस अनुबंध' },
  { path: '/ccpa', h1: 'कैलिफ़ोर्निया गोपनीयता सूचना (CCPA)' },
  { path: '/cookies', h1: 'कुकी नीति' },
];

const hasDevanagari = /[\u0900-\u097F]/;

describe.each(hindiPages)('/hi$path', ({ path, h1 }) => {
  it('is in Hindi, says the English text prevails and links to it', async () => {
    await renderRoute(`/hi${path}`, { site });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(h1);
    // The page is offered as Hindi: no English-only note, no lang="en" wrapper around the text.
    expect(heading.closest('[lang]')?.getAttribute('lang')).not.toBe('en-IN');
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();
    expect(document.title).toBe(`${h1} | TaxGuide India`);
    const description = metaContent('name="description"') ?? '';
    expect(description).toMatch(hasDevanagari);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `http://localhost:3000/hi${path}`,
    );

    const note = within(screen.getByRole('main')).getByText(/अंग्रेज़ी पाठ ही मान्य होगा/);
    expect(note.textContent).toBe(
      'यह पेज हमारे अंग्रेज़ी पाठ का अनुवाद है; दोनों में किसी भी तरह का अंतर होने पर अंग्रेज़ी पाठ ही मान्य होगा।',
    );
    // The link leaves the /hi base for the English page.
    expect(within(note).getByRole('link', { name: 'अंग्रेज़ी पाठ' }).getAttribute('href')).toBe(path);
  });

  it('gives the same dates and grievance address as the English, in Hindi', async () => {
    await renderRoute(`/hi${path}`, { site });
    expect(text()).toContain('लागू होने की तारीख: 20 दिसंबर 2024');
    expect(text()).toContain('अंतिम अद्यतन: 20 जून 2025');
    const times = screen.getByRole('main').querySelectorAll('time');
    expect(Array.from(times, (t) => t.getAttribute('datetime'))).toEqual([
      '2024-12-20',
      '2025-06-20',
    ]);
    const contact = screen.getByRole('region', { name: /संपर्क और शिकायतें/ });
    expect(contact.textContent).toContain('Asha Rao, Grievance Officer');
    expect(
      within(contact).getByRole('link', { name: 'privacy@taxguide.test' }).getAttribute('href'),
    ).toBe('mailto:privacy@taxguide.test');
  });

  it('has Hindi section headings, a working table of contents and Hindi links to the other pages', async () => {
    await renderRoute(`/hi${path}`, { site });
    const toc = screen.getByRole('navigation', { name: 'इस पेज पर' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThan(3);
    for (const link of entries) {
      expect(link.textContent).toMatch(hasDevanagari);
      const id = (link.getAttribute('href') ?? '').slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
    const others = within(screen.getByRole('navigation', { name: 'अन्य कानूनी पेज' })).getAllByRole(
      'link',
    );
    expect(others.map((a) => a.getAttribute('href'))).toEqual(
      hindiPages.map((p) => `/hi${p.path}`).filter((p) => p !== `/hi${path}`),
    );
    for (const link of others) expect(link.textContent).toMatch(hasDevanagari);
  });

  it('has every paragraph and list item in Hindi', async () => {
    await renderRoute(`/hi${path}`, { site });
    const blocks = screen.getByRole('main').querySelectorAll('article p, article li, article td');
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks)
      expect(block.textContent, block.textContent ?? '').toMatch(hasDevanagari);
  });
});

describe('the Hindi legal pages keep the English facts', () => {
  it('privacy: the 90 days for IP address and user agent, no sale, the DPDP sections', async () => {
    await renderRoute('/hi/privacy', { site });
    const kept = screen.getByRole('region', { name: /हम इसे कितने समय तक रखते हैं/ }).textContent;
    expect(kept).toContain('दुरुपयोग रोकने के लिए 90 दिन');
    expect(kept).toContain('अधिकतम 12 महीने');
    expect(text()).toContain('हम आपका व्यक्तिगत डेटा नहीं बेचते');
    const rights = screen.getByRole('region', { name: /DPDP अधिनियम, 2023 के तहत आपके अधिकार/ });
    for (const section of ['धारा 11', 'धारा 12', 'धारा 6', 'धारा 13', 'धारा 14']) {
      expect(rights.textContent).toContain(section);
    }
    const collected = screen.getByRole('region', { name: /हम क्या एकत्र करते हैं/ });
    expect(within(collected).getByRole('link', { name: 'कुकी नीति' }).getAttribute('href')).toBe(
      '/hi/cookies',
    );
  });

  it('CCPA: 10 business days, 45 and 90 days, the request e-mail and its English subject', async () => {
    await renderRoute('/hi/ccpa', { site });
    expect(text()).toContain('10 कार्य दिवसों');
    expect(text()).toContain('45 दिनों के भीतर उत्तर देते हैं');
    expect(text()).toContain('90 दिनों तक बढ़ाई जा सकती है');
    expect(text()).toContain('“California privacy request”');
    const request = screen.getByRole('region', { name: /अनुरोध कैसे करें/ });
    expect(
      within(request).getByRole('link', { name: 'privacy@taxguide.test' }).getAttribute('href'),
    ).toBe('mailto:privacy@taxguide.test');
    expect(
      screen.getAllByRole('link', { name: 'गोपनीयता नीति' }).map((a) => a.getAttribute('href')),
    ).toContain('/hi/privacy#your-rights');
  });

  it('cookies: the same five cookie names, each with a Hindi purpose, duration and type', async () => {
    await renderRoute('/hi/cookies', { site });
    const table = screen.getByRole('table', { name: 'TaxGuide India द्वारा उपयोग की जाने वाली कुकी' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['नाम', 'उद्देश्य', 'अवधि', 'प्रकार']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['tg_session', 'tg_csrf', 'tg_analytics', 'tg_prefs', 'tg_newsletter_consent']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('12 महीने');
    for (const row of rows) {
      for (const cell of within(row).getAllByRole('cell')) {
        expect(cell.textContent).toMatch(hasDevanagari);
      }
    }
  });

  it("terms: not advice, the department's site, Indian law", async () => {
    await renderRoute('/hi/terms', { site });
    expect(text()).toContain('यह कर, कानूनी, लेखा या निवेश संबंधी सलाह नहीं है');
    expect(text()).toContain('incometaxindia.gov.in');
    expect(text()).toContain('ये शर्तें भारत के कानूनों के अधीन हैं');
  });

  it('EULA: an educational licence, the MIT Licence of the code', async () => {
    await renderRoute('/hi/eula', { site });
    expect(screen.getByRole('heading', { name: /ओपन-सोर्स कोड \(MIT लाइसेंस\)/ })).toBeDefined();
    expect(text()).toContain('शैक्षिक उद्देश्यों के लिए');
  });
});

describe('the English legal pages', () => {
  it('have no translation note', async () => {
    await renderRoute('/privacy', { site });
    expect(screen.queryByText(/English text prevails/)).toBeNull();
    expect(screen.queryByText(/अनुवाद/)).toBeNull();
  });
});
