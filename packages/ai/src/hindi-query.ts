/**
 * A Hindi question as the explainer and the site search read it: readHindi's English, and the
 * section whose Hindi title the question nearly is ("बचत खातों पर ब्याज" is 80TTA's title), named
 * by number so it answers first. Titles share words ("पूंजीगत लाभ" is in four), so a title
 * counts only when it holds most of the question's words and no other title holds as many.
 */
import { sections, type SectionContent } from '@taxguide/content';
import { queryTerms } from './knowledge-index';
import { DEVANAGARI, readHindi } from './normalize';
import { findSectionReferences } from './section-references';

/** Share of the question's words a title must hold, and of the title's words the question. */
const QUESTION_COVERAGE = 0.6;
const TITLE_COVERAGE = 0.4;

/** Words nearly every title or question has ("कर", tax): they say nothing about which one. */
const WEAK = new Set(['कर', 'आय', 'आयकर', 'धारा']);
const telling = (text: string) => queryTerms(text).filter((w) => !WEAK.has(w));

let titles: { section: SectionContent; words: Set<string> }[] | undefined;

function hindiTitles() {
  titles ??= sections.flatMap((s) =>
    s.hi ? [{ section: s, words: new Set(telling(s.hi.title)) }] : [],
  );
  return titles;
}

/** The section whose Hindi title a Hindi question nearly is, if exactly one is. */
export function sectionByHindiTitle(normalized: string): SectionContent | undefined {
  const words = telling(normalized);
  if (!words.some((w) => DEVANAGARI.test(w))) return undefined;
  let best: { section: SectionContent; shared: number; ofTitle: number } | undefined;
  let tied = false;
  for (const { section, words: title } of hindiTitles()) {
    const shared = words.filter((w) => title.has(w)).length;
    if (shared < 2 || shared / words.length < QUESTION_COVERAGE) continue;
    const ofTitle = shared / title.size;
    if (ofTitle < TITLE_COVERAGE) continue;
    if (!best || shared > best.shared || (shared === best.shared && ofTitle > best.ofTitle)) {
      best = { section, shared, ofTitle };
      tied = false;
    } else if (shared === best.shared && ofTitle === best.ofTitle) {
      tied = true;
    }
  }
  return tied ? undefined : best?.section;
}

/**
 * The question as it is read: unchanged without Devanagari; otherwise readHindi's English, with
 * "section <n>" added when the question is a section's Hindi title and names no section itself.
 */
export function readQuestion(normalized: string): string {
  if (!DEVANAGARI.test(normalized)) return normalized;
  const read = readHindi(normalized);
  const titled = sectionByHindiTitle(normalized);
  if (!titled || findSectionReferences(read).length > 0) return read;
  return `${read} section ${titled.sectionNumber.toLowerCase()}`;
}
