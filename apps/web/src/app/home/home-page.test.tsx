import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { metaContent, renderRoute } from '../../test/render-route';
import { homeBlocks } from './home-blocks';

describe('home page', () => {
  it('opens with the hero', async () => {
    await renderRoute('/');
    const hero = screen.getByRole('region', { name: 'Complete Income Tax Guide for the Taxpayer' });
    expect(within(hero).getByText("India's Most Comprehensive Tax Guide")).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Complete Income Tax Guide for the Taxpayer',
    );
    expect(hero.textContent).toContain(
      "Navigate India's Income Tax Act with confidence. Get expert explanations, calculate taxes accurately, and stay compliant with our comprehensive platform.",
    );
    expect(within(hero).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe(
      '#calculators',
    );
    expect(within(hero).getByRole('link', { name: 'Explore Guides' }).getAttribute('href')).toBe(
      '#sections',
    );
    expect(within(hero).getByRole('link', { name: 'Scroll to explore' })).toBeDefined();
  });

  it('has the blocks in spec order, with the anchors other pages link to', async () => {
    await renderRoute('/');
    const main = screen.getByRole('main');
    const anchored = Array.from(main.querySelectorAll('section[id]'), (s) => s.id);
    expect(anchored).toEqual([
      'quick-access',
      'ai-assistant',
      'calculators',
      'specialised-calculators',
      'sections',
      'blog',
      'faq',
      'newsletter',
    ]);
    // Two blocks before the AI explainer: the hero and Quick Access.
    const sections = Array.from(main.querySelectorAll(':scope > section'));
    expect(sections.findIndex((s) => s.id === 'ai-assistant')).toBe(2);
    // The newsletter signup comes last; the disclaimer is the footer's, shown once.
    expect(sections[sections.length - 1]?.id).toBe('newsletter');
    const notes = screen.getAllByRole('note', { name: 'Disclaimer' });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.closest('footer')).not.toBeNull();
    expect(notes[0]!.textContent).toMatch(/For education only/);
  });

  it('gives every block a heading; Quick Access has the spec subtitle', async () => {
    await renderRoute('/');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining([
        'Quick Access',
        'AI Tax Law Explainer',
        'Income Tax Calculators',
        'Frequently Asked Questions',
      ]),
    );
    expect(
      screen.getByText('Jump directly to the most commonly referenced sections and tools'),
    ).toBeDefined();
  });

  it('exports the block list so each feature can swap in its own block', () => {
    expect(homeBlocks.map((b) => b.id)).toEqual([
      'hero',
      'quick-access',
      'ai-assistant',
      'calculators',
      'specialised-calculators',
      'sections',
      'blog',
      'faq',
      'newsletter',
    ]);
  });

  it('sets its head: title, a description within 160 characters, keywords, canonical', async () => {
    await renderRoute('/');
    expect(document.title).toBe('Complete Income Tax Guide for the Taxpayer | TaxGuide India');
    const description = metaContent('name="description"') ?? '';
    expect(description.length).toBeGreaterThan(100);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaContent('name="keywords"')).toContain('old vs new tax regime');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/',
    );
  });
});
