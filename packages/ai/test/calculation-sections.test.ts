import { describe, expect, it } from 'vitest';
import { answerCalculation } from '../src/calculation';

describe('capital-gains answers cite the section that taxes the gain', () => {
  it('a short-term gain on gold (slab rate) is charged under s.45 and computed under s.48', () => {
    const result = answerCalculation({
      calculator: 'capital_gains',
      input: {
        assetType: 'gold',
        purchasePrice: 500_000,
        salePrice: 700_000,
        purchaseDate: '2025-06-01',
        saleDate: '2026-01-15',
      },
      assumptions: [],
    });
    expect(result.sectionNumber).toBe('45');
    expect(result.relatedSections).toEqual(expect.arrayContaining(['48']));
    expect(result.relatedSections).not.toContain('45');
  });

  it('a long-term gain on listed shares stays under s.112A', () => {
    const result = answerCalculation({
      calculator: 'capital_gains',
      input: {
        assetType: 'equity',
        purchasePrice: 500_000,
        salePrice: 900_000,
        purchaseDate: '2023-06-01',
        saleDate: '2026-01-15',
      },
      assumptions: [],
    });
    expect(result.sectionNumber).toBe('112A');
  });
});
