// Every section page's Income-tax Act 2025 number agrees with the 1961 ↔ 2025 map
// (docs/act-map.md): the map's rows for the page's 1961 number include the page's section.
import { describe, expect, it } from 'vitest';
import { lookupAct1961 } from '../act-map/index';
import { sections } from './index';

/**
 * The section a page's number leads with: "393(1), Table item 7" → 393, "263(6)" → 263. A
 * Schedule entry ("Schedule III") is given effect by section 11, which is where the map puts the
 * section 10 exemptions.
 */
function leadingSection(act2025Section: string): string {
  if (act2025Section.startsWith('Schedule')) return '11';
  const lead = /^\d+[A-Z]*/.exec(act2025Section)?.[0];
  if (!lead) throw new Error(`no section number in "${act2025Section}"`);
  return lead;
}

/**
 * Pages whose number the map keeps as an unsettled link beside its settled rows, and why the page
 * states it anyway. The test fails if the map settles the link either way, so the page is reread.
 */
const UNSETTLED_IN_MAP: Readonly<Record<string, string>> = {
  '80CCD(1)':
    "s.124 as enacted covers the employer's contribution and the ₹50,000 own contribution, not the own contribution within the ₹1,50,000 limit; s.124(5) refers that amount to s.123 (ICAI maps all of 80CCD to 124)",
};

describe('section pages agree with the 1961 ↔ 2025 map', () => {
  const numbered = sections.filter((s) => s.act2025Section);

  it('covers the numbered pages', () => {
    expect(numbered.length).toBeGreaterThanOrEqual(85);
  });

  it.each(numbered.map((s) => [s.sectionNumber, s.act2025Section] as const))(
    '1961 s.%s is in 2025 s.%s',
    (number, act2025Section) => {
      const entry = lookupAct1961(number);
      expect(entry, `the map has no row for ${number}`).toBeDefined();
      const lead = leadingSection(act2025Section);
      const settled = entry?.to2025.map((row) => row.number) ?? [];
      if (UNSETTLED_IN_MAP[number]) {
        const uncertain = entry?.uncertain?.map((row) => row.number) ?? [];
        expect(settled, `${number} is settled in the map now`).not.toContain(lead);
        expect(uncertain, `unsettled map rows for ${number}`).toContain(lead);
      } else {
        expect(settled, `map rows for ${number}`).toContain(lead);
      }
    },
  );
});
