import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sectionSummaries } from '../../test/content-fixtures';
import { SectionCard, act2025Name, sectionLabel } from './section-card';

const base = sectionSummaries().find((s) => s.sectionNumber === '87A')!;

function card(act2025Section: string | null) {
  render(<SectionCard section={{ ...base, act2025Section }} />);
  return screen.getByRole('article');
}

describe('section card', () => {
  it('shows both numbers where the 2025 number is verified, and links by the 1961 number', () => {
    const article = card('156');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Section 87A');
    expect(article.textContent).toContain('Income-tax Act 2025: Section 156');
    expect(screen.getByRole('link', { name: /Learn More/ }).getAttribute('href')).toBe(
      '/section/87A',
    );
  });

  it('names a Schedule by itself on the card', () => {
    expect(card('Schedule III').textContent).toContain('Income-tax Act 2025: Schedule III');
  });

  it('shows the 1961 number alone where no 2025 number is verified', () => {
    const article = card(null);
    expect(article.textContent).not.toContain('Income-tax Act 2025');
  });

  it('labels a section with the 2025 number first for tax year 2026-27', () => {
    expect(sectionLabel({ sectionNumber: '80C', act2025Section: '123' })).toBe(
      'Section 123 (1961 Act: 80C)',
    );
    expect(sectionLabel({ sectionNumber: '80C', act2025Section: null })).toBe('Section 80C');
    // A Schedule is named as such, not "Section Schedule III".
    expect(sectionLabel({ sectionNumber: '10(13A)', act2025Section: 'Schedule III' })).toBe(
      'Schedule III (1961 Act: 10(13A))',
    );
    expect(act2025Name('393(1), Table item 5')).toBe('Section 393(1), Table item 5');
  });
});
