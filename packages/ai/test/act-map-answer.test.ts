import { act2025Sections, findSection } from '@taxguide/content';
import { pagesForAct2025Row } from '@taxguide/content/act-map-pages';
import { describe, expect, it } from 'vitest';
import { createExplainer } from '../src/explainer';

const explainer = createExplainer();
const ask = async (q: string) => (await explainer.explain(q)).answer;

/** A 2025 section that carries a 1961 one, with no page of ours, whose number is no 1961 page. */
const noPage = act2025Sections.find(
  (row) =>
    row.from1961.length > 0 && pagesForAct2025Row(row).length === 0 && !findSection(row.number),
)!;
/** The same, but its number is also a 1961 section we have a page for. */
const clash = act2025Sections.find(
  (row) =>
    pagesForAct2025Row(row).length === 0 && findSection(row.number)?.sectionNumber === row.number,
);

describe('the explainer reads either Act’s number through the 1961 ↔ 2025 map', () => {
  it.each([
    ['section 123', '80C'],
    ['what is section 123 of the 2025 act', '80C'],
    ['123 of the 2025 act', '80C'],
    ['404 2025', '208'],
    ['explain s.202 ITA 2025', '115BAC'],
  ])('"%s" answers from the page of section %s', async (q, n) => {
    expect((await ask(q)).sectionNumber).toBe(n);
  });

  it('a 2025 section we have no page for answers its map row and the nearest pages', async () => {
    expect(noPage).toBeDefined();
    for (const q of [
      `what is section ${noPage.number} of the income-tax act 2025?`,
      `${noPage.number} 2025`,
    ]) {
      const a = await ask(q);
      expect(a.sectionNumber).toBeNull();
      expect(a.section).toBe(
        `Section ${noPage.number} of the Income-tax Act 2025: ${noPage.title}`,
      );
      expect(a.explanation).toContain(
        `section ${noPage.from1961.join(', ')} of the Income-tax Act 1961`,
      );
      expect(a.relatedSections.length).toBeGreaterThan(0);
      expect(a.citations.map((c) => c.sectionNumber)).toEqual(a.relatedSections);
      expect(a.refused).toBeFalsy();
    }
  });

  it('"section N of the 2025 act" is not the 1961 section N when the 2025 Act has its own N', async () => {
    expect(clash, 'a 2025 number that is also a 1961 page').toBeDefined();
    const a = await ask(`section ${clash!.number} of the 2025 act`);
    expect(a.section).toContain('Income-tax Act 2025');
    expect(a.sectionNumber).toBeNull();
  });
});
