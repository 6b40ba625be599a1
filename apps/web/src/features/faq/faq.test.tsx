import { FAQ_LAST_REVIEWED, LAW_AS_ON } from '@taxguide/content/review-dates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, findAlert, stubApi } from '../../test/api-stub';
import { faqList, homeStubs } from '../../test/content-fixtures';
import { metaContent, renderRoute } from '../../test/render-route';
import { reviewDates } from '../../test/review-dates';
import { formatLongDate } from '../../lib/dates';

const data = faqList();
const expanded = () => screen.queryAllByRole('button', { expanded: true });
const question = (text: string) => screen.getByRole('button', { name: text });

describe('/faq', () => {
  it('shows the twelve questions, closed, with the category filter over the six categories', async () => {
    stubApi({ '/api/faq': data });
    await renderRoute('/faq');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Frequently Asked Questions',
    );
    await screen.findByRole('button', { name: data.items[0]!.question });
    const filter = screen.getByRole('group', { name: 'Filter questions by category' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'All',
      'General Tax',
      'Deductions',
      'TDS',
      'Capital Gains',
      'Advance Tax',
      'ITR Filing',
    ]);
    expect(data.items).toHaveLength(12);
    for (const item of data.items)
      expect(question(item.question).getAttribute('aria-expanded')).toBe('false');
    expect(expanded()).toHaveLength(0);
  });

  it('says the law it states and when the answers were last reviewed', async () => {
    stubApi({ '/api/faq': data });
    await renderRoute('/faq');
    await screen.findByRole('button', { name: data.items[0]!.question });
    expect(reviewDates()).toEqual([
      ['Law as on', formatLongDate(LAW_AS_ON)],
      ['Last reviewed', formatLongDate(FAQ_LAST_REVIEWED)],
    ]);
  });

  it('opens one item at a time; clicking the open one closes it', async () => {
    stubApi({ '/api/faq': data });
    const { user } = await renderRoute('/faq');
    const [a, b] = data.items;
    await user.click(await screen.findByRole('button', { name: a!.question }));
    expect(expanded().map((e) => e.textContent)).toEqual([a!.question]);
    const panel = document.getElementById(question(a!.question).getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toContain(a!.answer);

    await user.click(question(b!.question));
    expect(expanded().map((e) => e.textContent)).toEqual([b!.question]);
    expect(panel.hidden).toBe(true);

    await user.click(question(b!.question));
    expect(expanded()).toHaveLength(0);
  });

  it('filters by category', async () => {
    stubApi({ '/api/faq': data });
    const { user } = await renderRoute('/faq');
    await screen.findByRole('button', { name: data.items[0]!.question });
    await user.click(screen.getByRole('button', { name: 'Advance Tax' }));
    const shown = data.items.filter((i) => i.category === 'Advance Tax');
    expect(shown.length).toBeGreaterThan(0);
    for (const item of data.items) {
      const visible = screen.queryByRole('button', { name: item.question }) !== null;
      expect(visible, item.id).toBe(item.category === 'Advance Tax');
    }
    expect(screen.getByRole('button', { name: 'Advance Tax' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('says the spec’s advance-tax facts: over ₹10,000, 15/45/75/100% by the quarter dates', async () => {
    stubApi({ '/api/faq': data });
    await renderRoute('/faq');
    await screen.findByRole('button', { name: data.items[0]!.question });
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toContain('₹10,000');
    for (const part of [
      '15% of the year',
      '45% by 15 September',
      '75% by 15 December',
      '100% by 15 March',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('says "No FAQs found in this category." for an empty category', async () => {
    stubApi({ '/api/faq': { ...data, items: data.items.filter((i) => i.category !== 'TDS') } });
    const { user } = await renderRoute('/faq');
    await screen.findByRole('button', { name: data.items[0]!.question });
    await user.click(screen.getByRole('button', { name: 'TDS' }));
    expect(screen.getByText('No FAQs found in this category.')).toBeDefined();
  });

  it('opens the item named by the address fragment (/faq#id, from site search)', async () => {
    stubApi({ '/api/faq': data });
    const target = data.items[9]!;
    await renderRoute(`/faq#${target.id}`);
    await waitFor(() => expect(expanded().map((e) => e.textContent)).toEqual([target.question]));
    expect(document.getElementById(target.id)).not.toBeNull();
  });

  it('has FAQPage JSON-LD with every question and answer', async () => {
    stubApi({ '/api/faq': data });
    await renderRoute('/faq');
    await screen.findByRole('button', { name: data.items[0]!.question });
    expect(document.title).toBe('Income Tax FAQ | TaxGuide India');
    expect((metaContent('name="description"') ?? '').length).toBeGreaterThan(60);
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as {
      '@type': string;
      mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
    }[];
    const page = ld.find((d) => d['@type'] === 'FAQPage');
    expect(page?.mainEntity?.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      data.items.map((i) => [i.question, i.answer]),
    );
  });

  it('shows a loading state, then the failure text with a retry', async () => {
    const api = stubApi({ '/api/faq': 'pending' });
    const first = await renderRoute('/faq');
    expect(screen.getByRole('status', { name: 'Loading questions' })).toBeDefined();
    first.unmount();
    api.set('/api/faq', fail(500, 'x'));
    const { user } = await renderRoute('/faq');
    const alert = await findAlert('Failed to fetch FAQs');
    api.set('/api/faq', data);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: data.items[0]!.question })).toBeDefined();
  });
});

describe('home FAQ block', () => {
  it('has the same accordion: one item open at a time', async () => {
    stubApi(homeStubs());
    const { user } = await renderRoute('/');
    const block = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const [a, b] = data.items;
    await user.click(await within(block).findByRole('button', { name: a!.question }));
    await user.click(within(block).getByRole('button', { name: b!.question }));
    expect(
      within(block)
        .getAllByRole('button', { expanded: true })
        .map((e) => e.textContent),
    ).toEqual([b!.question]);
    expect(within(block).getByRole('link', { name: 'See the FAQ page' }).getAttribute('href')).toBe(
      '/faq',
    );
  });
});
