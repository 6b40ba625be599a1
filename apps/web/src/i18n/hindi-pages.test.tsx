import {
  abbreviations,
  faqs,
  findSection,
  HINDI_ROUTES,
  KEY_SECTIONS_FOR_PDF,
  NOT_YET_IN_HINDI,
  SECTION_FILTERS,
} from '@taxguide/content';
import { categoryStyle } from '@taxguide/content/section-categories';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/routes';
import { categoryName } from '../features/sections/category';
import { renderRoute } from '../test/render-route';
import { createI18n } from './i18n';

const link = (rel: string, hreflang?: string) =>
  document.head
    .querySelector(`link[rel="${rel}"]${hreflang ? `[hreflang="${hreflang}"]` : ''}`)
    ?.getAttribute('href');

describe('the Hindi site (/hi/…)', () => {
  it('/hi/faq: the page, its head and the FAQ in Hindi, from the same records as the English', async () => {
    const { site } = await renderRoute('/hi/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले प्रश्न' }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: faqs[0]?.hi?.question })).toBeTruthy();
    for (const item of faqs) {
      expect(screen.getByRole('button', { name: item.hi?.question })).toBeTruthy();
    }
    // The filter's categories and the navigation are Hindi too.
    expect(screen.getByRole('button', { name: 'सभी' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कैलकुलेटर' }).getAttribute('href')).toBe(
      '/hi/calculators',
    );
    expect(document.title).toBe(`आयकर: अक्सर पूछे जाने वाले प्रश्न | ${site.siteName}`);
    expect(link('canonical')).toBe(`${site.siteUrl}/hi/faq`);
    expect(link('alternate', 'en-IN')).toBe(`${site.siteUrl}/faq`);
    expect(link('alternate', 'hi-IN')).toBe(`${site.siteUrl}/hi/faq`);
  });

  it('the language switch leads to the same page in the other language and is named in its own', async () => {
    await renderRoute('/hi/faq');
    const toEnglish = await screen.findByRole('link', { name: /English/ });
    expect(toEnglish.getAttribute('href')).toBe('/faq');
    expect(toEnglish.getAttribute('lang')).toBe('en-IN');
  });

  it('an English page links to its Hindi one and keeps its English head', async () => {
    const { site } = await renderRoute('/faq?x=1');
    const toHindi = await screen.findByRole('link', { name: /हिंदी/ });
    expect(toHindi.getAttribute('href')).toBe('/hi/faq?x=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeTruthy();
    expect(link('canonical')).toBe(`${site.siteUrl}/faq`);
    expect(link('alternate', 'hi-IN')).toBe(`${site.siteUrl}/hi/faq`);
  });

  it.each(KEY_SECTIONS_FOR_PDF.slice(0, 5))(
    '/hi/section/%s: the Hindi head, key limits and labels; the full text English under a Hindi note',
    async (number) => {
      const content = findSection(number);
      const { site, user } = await renderRoute(`/hi/section/${encodeURIComponent(number)}`);
      const title = content?.hi?.title ?? '';
      const h1 = await screen.findByRole('heading', {
        level: 1,
        name: (name) => name.endsWith(title),
      });
      expect(h1.textContent).toMatch(/धारा/);
      expect(screen.getByText(content?.hi?.summary ?? '')).toBeTruthy();
      for (const limit of content?.hi?.keyLimits ?? [])
        expect(screen.getByText(limit)).toBeTruthy();
      expect(screen.getByText('मुख्य सीमाएं और शर्तें')).toBeTruthy();
      expect(link('canonical')).toBe(`${site.siteUrl}/hi/section/${encodeURIComponent(number)}`);
      await user.click(screen.getByRole('tab', { name: 'पूरा पाठ' }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByText(NOT_YET_IN_HINDI)).toBeTruthy();
      expect(panel.querySelector('[lang="en-IN"]')).not.toBeNull();
    },
  );

  it('a page not yet in Hindi shows its English under a Hindi note and points search engines at the English', async () => {
    const { site } = await renderRoute('/hi/blog');
    expect(
      await screen.findByText('यह पेज अभी हिंदी में उपलब्ध नहीं है। नीचे इसका अंग्रेज़ी पाठ दिया गया है।'),
    ).toBeTruthy();
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.closest('[lang]')?.getAttribute('lang')).toBe('en-IN');
    expect(link('canonical')).toBe(`${site.siteUrl}/blog`);
    expect(link('alternate', 'hi-IN')).toBeUndefined();
  });
});

describe('translated labels of data', () => {
  it("section categories: each message's English is the content's own label", async () => {
    const english = await createI18n('en');
    const hindi = await createI18n('hi');
    for (const filter of SECTION_FILTERS) {
      if (!filter.category) continue;
      expect(categoryName(filter.category, english)).toBe(categoryStyle(filter.category).label);
      expect(categoryName(filter.category, hindi)).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('which pages are Hindi', () => {
  it("the route table's flags are the sitemap's list (plus the section pages and not-found)", () => {
    const flagged = appRoutes.filter((r) => r.hindi).map((r) => r.path);
    expect(flagged.sort()).toEqual([...HINDI_ROUTES, '/section/:sectionNumber', '*'].sort());
  });
});

describe('/hi/abbreviations', () => {
  it('shows each abbreviation with its Hindi name and description, filters and counts in Hindi', async () => {
    await renderRoute('/hi/abbreviations');
    expect(await screen.findByRole('heading', { level: 1, name: 'कर संक्षिप्ताक्षर' })).toBeTruthy();
    const pan = abbreviations.find((a) => a.short === 'PAN');
    expect(await screen.findByText(pan?.hi?.full ?? '')).toBeTruthy();
    expect(screen.getByText(pan?.hi?.description ?? '')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी' })).toBeTruthy();
    expect(
      screen.getByText(
        `${abbreviations.length} में से ${abbreviations.length} संक्षिप्ताक्षर दिखाए जा रहे हैं`,
      ),
    ).toBeTruthy();
    const form = screen.getByLabelText('संक्षिप्ताक्षर खोजें').closest('form');
    expect(form?.getAttribute('action')).toBe('/hi/abbreviations');
  });
});

describe('/hi/search', () => {
  it('searches in Hindi: Hindi page, the API asked for Hindi results', async () => {
    const { queryClient } = await renderRoute('/hi/search?q=80C');
    expect(
      await screen.findByRole('heading', { level: 1, name: '“80C” के खोज परिणाम' }),
    ).toBeTruthy();
    await screen.findByRole('list', { name: 'खोज परिणाम' });
    expect(queryClient.getQueryData(['/api/search?q=80C&lang=hi'])).toBeDefined();
    const form = screen.getByLabelText('साइट पर खोजें').closest('form');
    expect(form?.getAttribute('action')).toBe('/hi/search');
  });
});

describe('/hi/sections', () => {
  it('lists sections with their Hindi titles, filters in Hindi, and finds a Hindi word typed in the box', async () => {
    const { user } = await renderRoute('/hi/sections');
    expect(await screen.findByRole('heading', { level: 1, name: 'कर धाराएं' })).toBeTruthy();
    const title = findSection('80E')?.hi?.title ?? '';
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी धाराएं' })).toBeTruthy();
    await user.type(screen.getByLabelText('धाराएं खोजें'), 'शिक्षा ऋण');
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText(/धारा दिखाई जा रही है|धाराएं दिखाई जा रही हैं/)).toBeTruthy();
    expect(screen.queryByText(findSection('80C')?.hi?.title ?? '')).toBeNull();
  });
});

describe('/hi (home)', () => {
  it('is the Hindi home: hero, blocks and head in Hindi, with no English-only note', async () => {
    const { site } = await renderRoute('/hi');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'करदाता के लिए आयकर की पूरी गाइड' }),
    ).toBeTruthy();
    for (const heading of ['त्वरित पहुंच', 'आयकर कैलकुलेटर', 'AI कर कानून व्याख्याकार']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.queryByText(/यह पेज अभी हिंदी में उपलब्ध नहीं है/)).toBeNull();
    expect(link('canonical')).toBe(`${site.siteUrl}/hi`);
    expect(link('alternate', 'en-IN')).toBe(`${site.siteUrl}/`);
  });
});
