import { GUIDES_LAST_REVIEWED, LAW_AS_ON } from '@taxguide/content/review-dates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, findAlert, stubApi } from '../../test/api-stub';
import { homeStubs, post, postSummaries } from '../../test/content-fixtures';
import { metaContent, renderRoute } from '../../test/render-route';
import { reviewDates } from '../../test/review-dates';
import { formatLongDate } from '../../lib/dates';
import { blogCategoryClasses } from './category-badge';

const posts = postSummaries();
const cards = () => screen.queryAllByRole('article');

describe('/blog', () => {
  it('shows every post as a card: image with alt, badge, date, title, excerpt, "Read More", read time', async () => {
    stubApi({ '/api/blog': posts });
    await renderRoute('/blog');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tax Guides & Blog');
    await waitFor(() => expect(cards()).toHaveLength(posts.length));
    const p = posts[0]!;
    const card = within(cards()[0]!);
    expect(card.getByRole('img').getAttribute('src')).toBe(p.imageUrl);
    expect(card.getByRole('img').getAttribute('alt')).toBe(p.imageAlt);
    expect(card.getByText(p.category).className).toContain(blogCategoryClasses(p.category));
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe(p.title);
    expect(card.getByText(p.excerpt)).toBeDefined();
    expect(card.getByText(`${p.readTime} min read`)).toBeDefined();
    const time = cards()[0]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(p.publishedAt);
    expect(time.textContent).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
    const more = card.getByRole('link', { name: /^Read More/ });
    expect(more.textContent).toContain(p.title);
    expect(more.getAttribute('href')).toBe(`/blog/${p.slug}`);
  });

  it.each([
    ['tax planning', 'bg-blue-100'],
    ['updates', 'bg-green-100'],
    ['strategy', 'bg-purple-100'],
    ['others', 'bg-slate-100'],
    ['guide', 'bg-indigo-100'],
    ['compliance', 'bg-orange-100'],
    ['tools', 'bg-teal-100'],
    ['something else', 'bg-slate-100'],
  ])('gives the %s badge its colour', (category, cls) => {
    expect(blogCategoryClasses(category)).toContain(cls);
  });

  it('empty: "No articles found" / "Check back soon for new tax guides and insights."', async () => {
    stubApi({ '/api/blog': [] });
    await renderRoute('/blog');
    expect(await screen.findByText('No articles found')).toBeDefined();
    expect(screen.getByText('Check back soon for new tax guides and insights.')).toBeDefined();
  });

  it('loading: three placeholder cards', async () => {
    stubApi({ '/api/blog': 'pending' });
    await renderRoute('/blog');
    const status = screen.getByRole('status', { name: 'Loading articles' });
    expect(within(status).getAllByTestId('blog-card-skeleton')).toHaveLength(3);
  });

  it('failure: "Failed to fetch blog posts", and a retry', async () => {
    const api = stubApi({ '/api/blog': fail(500, 'x') });
    const { user } = await renderRoute('/blog');
    const alert = await findAlert('Failed to fetch blog posts');
    api.set('/api/blog', posts);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(posts.length));
  });
});

describe('home blog block', () => {
  const blog = () => screen.getByRole('region', { name: 'Tax Guides & Insights' });

  it('shows at most six posts and "View All Guides" to /blog', async () => {
    expect(posts.length).toBeGreaterThan(6);
    stubApi(homeStubs());
    await renderRoute('/');
    await waitFor(() => expect(within(blog()).getAllByRole('article')).toHaveLength(6));
    expect(
      within(blog())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(posts.slice(0, 6).map((p) => p.title));
    expect(within(blog()).getByRole('link', { name: 'View All Guides' }).getAttribute('href')).toBe(
      '/blog',
    );
  });

  it('shows a three-card skeleton while loading and the failure text when the call fails', async () => {
    const api = stubApi({ ...homeStubs(), '/api/blog': 'pending' });
    const first = await renderRoute('/');
    const status = await within(blog()).findByRole('status', { name: 'Loading articles' });
    expect(within(status).getAllByTestId('blog-card-skeleton')).toHaveLength(3);
    first.unmount();
    api.set('/api/blog', fail(500, 'x'));
    await renderRoute('/');
    expect(await within(blog()).findByText('Failed to fetch blog posts')).toBeDefined();
  });
});

describe('/blog/:slug', () => {
  const article = post('hra-exemption-guide');

  it('shows the image, badge, date, title, excerpt and the markdown rendered', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': article });
    await renderRoute('/blog/hra-exemption-guide');
    const h1 = await screen.findByRole('heading', { level: 1, name: article.title });
    expect(h1.textContent).toBe(article.title);
    expect(screen.getByText(article.excerpt)).toBeDefined();
    expect(screen.getAllByRole('img')[0]!.getAttribute('alt')).toBe(article.imageAlt);
    expect(screen.getByText(article.category)).toBeDefined();
    expect(screen.getByText(`${article.readTime} min read`)).toBeDefined();
    const main = screen.getByRole('main');
    // Markdown headings, lists and tables are real elements, not "##" text.
    const firstHeading = /^## (.+)$/m.exec(article.content)![1]!;
    expect(
      await within(main).findByRole('heading', { level: 2, name: firstHeading }),
    ).toBeDefined();
    expect(main.textContent).not.toContain('## ');
  });

  it('says the law it states and when it was reviewed: the guides’ review date for a curated guide', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': article });
    await renderRoute('/blog/hra-exemption-guide');
    await screen.findByRole('heading', { level: 1, name: article.title });
    expect(reviewDates()).toEqual([
      ['Law as on', formatLongDate(LAW_AS_ON)],
      ['Last reviewed', formatLongDate(GUIDES_LAST_REVIEWED)],
    ]);
    expect(formatLongDate(LAW_AS_ON)).toBe('1 April 2026');
  });

  it('gives a post written after the review (not a curated guide) the date it was last published', async () => {
    const later = { ...article, slug: 'budget-2027-notes', updatedAt: '2027-02-03T06:00:00.000Z' };
    stubApi({ '/api/blog/budget-2027-notes': later });
    await renderRoute('/blog/budget-2027-notes');
    await screen.findByRole('heading', { level: 1, name: later.title });
    expect(reviewDates()).toEqual([
      ['Law as on', formatLongDate(LAW_AS_ON)],
      ['Last reviewed', '3 February 2027'],
    ]);
  });

  it('puts each table in a focusable box, so a keyboard can scroll a wide one on a phone', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': article });
    await renderRoute('/blog/hra-exemption-guide');
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    const box = table.parentElement!;
    expect(box.className).toContain('overflow-x-auto');
    expect(box.tabIndex).toBe(0);
    // A group, not a region: a guide with several tables would repeat a landmark's name.
    expect(box.getAttribute('role')).toBe('group');
    expect(box.getAttribute('aria-label')).toBe('Table');
  });

  it('has working share buttons on the address the visitor is on: Twitter and LinkedIn share pages, and Copy Link', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': article });
    const { user } = await renderRoute('/blog/hra-exemption-guide', {
      site: { siteUrl: 'https://taxguide.example' },
    });
    await screen.findByRole('heading', { level: 1, name: article.title });
    expect(window.location.origin).not.toBe('https://taxguide.example');
    const url = `${window.location.origin}/blog/hra-exemption-guide`;
    const twitter = screen.getByRole('link', { name: /^Twitter/ });
    expect(twitter.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(article.title)}`,
    );
    expect(twitter.getAttribute('target')).toBe('_blank');
    const linkedin = screen.getByRole('link', { name: /^LinkedIn/ });
    expect(linkedin.getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copied')).toBeDefined();
  });

  it('links two related guides (a relevant one and the 80C guide) and the sections it covers', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': article });
    await renderRoute('/blog/hra-exemption-guide');
    await screen.findByRole('heading', { level: 1, name: article.title });
    const related = screen.getByRole('region', { name: 'Related guides' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/blog/hra-exemption-guide', '/blog/section-80c-guide']);
    const sections = screen.getByRole('region', { name: 'Sections in this guide' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(article.relatedSections.map((n) => `/section/${n}`));
  });

  it('sanitises the markdown: no raw HTML, no script links', async () => {
    stubApi({
      '/api/blog/hra-exemption-guide': {
        ...article,
        content:
          'Hello <script>window.hacked = true</script><img src=x onerror="alert(1)">\n\n[click](javascript:alert(1)) and [80C](/section/80C)',
      },
    });
    await renderRoute('/blog/hra-exemption-guide');
    await screen.findByRole('heading', { level: 1, name: article.title });
    const main = screen.getByRole('main');
    await within(main).findByRole('link', { name: '80C' });
    expect(main.querySelector('script')).toBeNull();
    expect(main.querySelector('[onerror]')).toBeNull();
    expect(within(main).getByText('click').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(within(main).getByRole('link', { name: '80C' }).getAttribute('href')).toBe(
      '/section/80C',
    );
  });

  it('sets its head: title, description, canonical and Article JSON-LD', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': article });
    await renderRoute('/blog/hra-exemption-guide');
    await screen.findByRole('heading', { level: 1, name: article.title });
    expect(document.title).toBe(`${article.title} | TaxGuide India`);
    expect(metaContent('name="description"')).toBe(article.excerpt);
    expect(metaContent('property="og:type"')).toBe('article');
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as Record<string, unknown>[];
    expect(ld.find((d) => d['@type'] === 'Article')).toMatchObject({
      headline: article.title,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
    });
  });

  it('loading: a skeleton', async () => {
    stubApi({ '/api/blog/hra-exemption-guide': 'pending' });
    await renderRoute('/blog/hra-exemption-guide');
    expect(screen.getByRole('status', { name: 'Loading article' })).toBeDefined();
  });

  it('not found: "Post Not Found" / "The requested blog post could not be found.", noindex', async () => {
    stubApi({ '/api/blog/nope': fail(404, 'Post not found') });
    await renderRoute('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeDefined();
    expect(screen.getByText('The requested blog post could not be found.')).toBeDefined();
    expect(metaContent('name="robots"')).toBe('noindex, nofollow');
  });

  it('failure: "Post not found" with a retry', async () => {
    const api = stubApi({ '/api/blog/hra-exemption-guide': fail(503, 'down') });
    const { user } = await renderRoute('/blog/hra-exemption-guide');
    const alert = await findAlert('Post not found');
    api.set('/api/blog/hra-exemption-guide', article);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeDefined();
  });
});
