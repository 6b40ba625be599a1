/** Turning section numbers into the links an answer cites: only sections we have a page for. */
import { findSection, sectionPath, type SectionContent } from '@taxguide/content';
import type { Citation } from '@taxguide/contracts/ai';

/** The curated section written exactly so (or, for "115BAC(1A)", its main section), if any. */
export function pageSection(number: string | null | undefined): SectionContent | undefined {
  if (!number) return undefined;
  const exact = findSection(number);
  if (exact && exact.sectionNumber.toLowerCase() === number.toLowerCase()) return exact;
  // An engine step cites a sub-clause ("115BAC(1A)", "80C(2)"); the page is the section's.
  const main = number.replace(/\(.*$/, '');
  const parent = main !== number ? findSection(main) : undefined;
  if (parent && parent.sectionNumber.toLowerCase() === main.toLowerCase()) return parent;
  return undefined;
}

/** Section numbers with pages, in order, without repeats. */
export function pageNumbers(numbers: readonly (string | null | undefined)[]): string[] {
  const out: string[] = [];
  for (const n of numbers) {
    const s = pageSection(n);
    if (s && !out.includes(s.sectionNumber)) out.push(s.sectionNumber);
  }
  return out;
}

export function citationFor(section: SectionContent): Citation {
  return {
    sectionNumber: section.sectionNumber,
    act2025Section: section.act2025Section || null,
    title: section.title,
    url: sectionPath(section.sectionNumber),
  };
}

export function citationsFor(numbers: readonly (string | null | undefined)[]): Citation[] {
  return pageNumbers(numbers).map((n) => citationFor(pageSection(n)!));
}

/** "Section 80D: Health Insurance Premium and Preventive Health Check-up". */
export function sectionHeading(section: SectionContent): string {
  return `Section ${section.sectionNumber}: ${section.title}`;
}
