/**
 * Finding what a question is about, in order of certainty: a section number (either Act), a
 * known name of a section ("HRA", "LTCG on shares"), an abbreviation asked about, then the
 * full-text search over sections, FAQ, guides and abbreviations. The offline answer and the
 * model's context are both built from this.
 */
import {
  type Abbreviation,
  type FaqItem,
  type GuideContent,
  type SectionContent,
} from '@taxguide/content';
import { matchAliases, type AliasMatch } from './aliases';
import { pageSection } from './citations';
import { queryTerms, type KnowledgeIndex, type SearchHit } from './knowledge-index';
import { matchText } from './normalize';
import { findSectionReferences, type SectionReference } from './section-references';

export type Focus =
  | {
      kind: 'section';
      sections: SectionContent[];
      via: 'number' | 'alias' | 'search';
      /** The reference that named the main section, when the question gave a number. */
      reference?: SectionReference;
      /** The name of the section the question used, when it used one ("medical insurance"). */
      aliasPhrase?: string;
    }
  | { kind: 'faq'; faq: FaqItem; sections: SectionContent[] }
  | { kind: 'abbreviation'; abbreviation: Abbreviation; sections: SectionContent[] }
  | { kind: 'guide'; guide: GuideContent; sections: SectionContent[] }
  | { kind: 'none'; suggestions: SectionContent[] };

export interface Retrieval {
  normalizedQuery: string;
  references: SectionReference[];
  aliases: AliasMatch[];
  hits: SearchHit[];
  focus: Focus;
}

/** At most this many sections in one answer (the main one and a few it names). */
const MAX_SECTIONS = 3;
/**
 * A search hit answers the question only when it matched most of its meaningful words and
 * scored well; below that, the explainer says it found nothing close and suggests sections.
 */
export const MIN_COVERAGE = 0.5;
export const MIN_SCORE = 6;
/** Sections suggested when nothing matches, if the search has no weak candidates either. */
const FALLBACK_SUGGESTIONS = ['80C', '115BAC', '87A'];

const ABBREVIATION_QUESTION =
  /\b(?:full form|stands? for|meaning of|meaning|what is|what are|what does|define|definition)\b/;

/** How close a question is to an FAQ question: shared meaningful words over the larger set. */
export const FAQ_SIMILARITY = 0.6;
export function similarity(a: string, b: string): number {
  const x = queryTerms(a);
  const y = queryTerms(b);
  if (x.length === 0 || y.length === 0) return 0;
  const shared = x.filter((t) => y.includes(t)).length;
  return shared / Math.max(x.length, y.length);
}

function sectionsOf(numbers: readonly string[]): SectionContent[] {
  const out: SectionContent[] = [];
  for (const n of numbers) {
    const s = pageSection(n);
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

function unique(sections: SectionContent[]): SectionContent[] {
  return sections.filter((s, i) => sections.indexOf(s) === i).slice(0, MAX_SECTIONS);
}

function confident(hit: SearchHit | undefined): hit is SearchHit {
  return hit !== undefined && hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
}

function focusFromHit(hit: SearchHit): Focus {
  const related = sectionsOf(hit.doc.sectionNumbers);
  switch (hit.doc.type) {
    case 'section':
      return { kind: 'section', sections: [hit.doc.section], via: 'search' };
    case 'faq':
      return { kind: 'faq', faq: hit.doc.faq, sections: related };
    case 'guide':
      return { kind: 'guide', guide: hit.doc.guide, sections: related };
    case 'abbreviation':
      return { kind: 'abbreviation', abbreviation: hit.doc.abbreviation, sections: related };
  }
}

function askedAbbreviation(
  normalizedQuery: string,
  index: KnowledgeIndex,
  /** Any question naming it, not only "what is AIS": used when nothing else answers. */
  anyQuestion = false,
): Abbreviation | undefined {
  const words = matchText(normalizedQuery).trim().split(' ');
  const terms = queryTerms(normalizedQuery);
  for (const doc of index.docs.values()) {
    if (doc.type !== 'abbreviation') continue;
    const short = matchText(doc.abbreviation.short).trim();
    const at = words.indexOf(short);
    if (at === -1 && !matchText(normalizedQuery).includes(` ${short} `)) continue;
    if (anyQuestion || terms.length <= 2 || ABBREVIATION_QUESTION.test(normalizedQuery))
      return doc.abbreviation;
  }
  return undefined;
}

/** Everything known about what the question asks. */
export function retrieve(normalizedQuery: string, index: KnowledgeIndex): Retrieval {
  const references = findSectionReferences(normalizedQuery);
  const aliases = matchAliases(normalizedQuery);
  const hits = index.search(normalizedQuery, { limit: 8 });
  const base = { normalizedQuery, references, aliases, hits };

  const specific = aliases.filter((a) => !a.alias.broad);
  const aliasSections = specific.flatMap((a, i) =>
    i === 0 ? a.alias.sections : a.alias.sections.slice(0, 1),
  );

  if (references.length > 0) {
    const named = references.flatMap((r) => [
      r.section,
      ...(r.numbering === '2025' ? r.alternatives : []),
    ]);
    return {
      ...base,
      focus: {
        kind: 'section',
        sections: unique([...named, ...sectionsOf(aliasSections.slice(0, 1))]),
        via: 'number',
        reference: references[0],
      },
    };
  }
  // The question is (nearly) one of our FAQ questions: its answer is the most direct one.
  const faq = index.search(normalizedQuery, { types: ['faq'], limit: 1 })[0];
  if (
    faq?.doc.type === 'faq' &&
    similarity(normalizedQuery, faq.doc.faq.question) >= FAQ_SIMILARITY
  ) {
    const named = sectionsOf([...aliasSections.slice(0, 1), ...faq.doc.sectionNumbers]);
    return { ...base, focus: { kind: 'faq', faq: faq.doc.faq, sections: unique(named) } };
  }
  if (specific.length > 0) {
    return {
      ...base,
      focus: {
        kind: 'section',
        sections: unique(sectionsOf(aliasSections)),
        via: 'alias',
        aliasPhrase: specific[0]!.phrase,
      },
    };
  }
  const abbreviation = askedAbbreviation(normalizedQuery, index);
  if (abbreviation) {
    const doc = index.docs.get(`abbreviation:${abbreviation.short}`);
    return {
      ...base,
      focus: {
        kind: 'abbreviation',
        abbreviation,
        sections: sectionsOf(doc?.sectionNumbers ?? []),
      },
    };
  }
  const top = hits[0];
  const broad = aliases.find((a) => a.alias.broad);
  if (broad) {
    // A topic ("TDS", "capital gains"): an FAQ or guide that covers the question answers it
    // better than the topic's first section.
    if (confident(top) && top.doc.type !== 'section' && top.coverage >= 0.75) {
      return { ...base, focus: focusFromHit(top) };
    }
    return {
      ...base,
      focus: {
        kind: 'section',
        sections: unique(sectionsOf(broad.alias.sections)),
        via: 'alias',
        aliasPhrase: broad.phrase,
      },
    };
  }
  if (confident(top)) return { ...base, focus: focusFromHit(top) };
  // Nothing answers it closely, but it names one of our abbreviations ("AIS me interest galat
  // hai"): what that term is and where it is dealt with beats no answer.
  const named = askedAbbreviation(normalizedQuery, index, true);
  if (named) {
    const doc = index.docs.get(`abbreviation:${named.short}`);
    return {
      ...base,
      focus: {
        kind: 'abbreviation',
        abbreviation: named,
        sections: sectionsOf(doc?.sectionNumbers ?? []),
      },
    };
  }

  const nearby = hits.flatMap((h) => sectionsOf(h.doc.sectionNumbers));
  const suggestions = unique(nearby.length > 0 ? nearby : sectionsOf(FALLBACK_SUGGESTIONS));
  return { ...base, focus: { kind: 'none', suggestions } };
}

/** The main section an answer is about, if there is one. */
export function mainSection(focus: Focus): SectionContent | undefined {
  if (focus.kind === 'none') return undefined;
  return focus.sections[0];
}
