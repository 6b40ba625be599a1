import { matchAliases } from '@taxguide/ai/aliases';
import {
  HINDI_OR_WORD_EDGES,
  processTerm,
  queryTerms,
  tokenize,
  WEAK_TERMS,
} from '@taxguide/ai/knowledge-index';
import { readQuestion } from '@taxguide/ai/hindi-query';
import { DEVANAGARI, normalizeQuery } from '@taxguide/ai/normalize';
import { findSectionReferences } from '@taxguide/ai/section-references';

/**
 * Hindi words people mix into English searches ("80c ka limit", "tds kaise bachaye"): they
 * carry no topic here. Kept out of the explainer's stop words so its answers do not change.
 */
const HINGLISH = new Set(
  'ka ki ke kya hai hain kaise kitna kitni kab mein main par pe se aur ko liye wala wali wale bhi nahi hota hoti hote karna kare kaun konsa kon'.split(
    ' ',
  ),
);

/** Hindi words with an English one in our pages ("tds kaise bachaye": how to avoid TDS). */
const HINGLISH_WORDS: Record<string, string> = {
  bachaye: 'avoid',
  bachayen: 'avoid',
  bachana: 'avoid',
  bachao: 'avoid',
  bharna: 'pay',
  bhare: 'pay',
  // Hindi tax words typed in Latin letters: our pages say them in English.
  manak: 'standard',
  katauti: 'deduction',
  kataouti: 'deduction',
  byaj: 'interest',
  byaaj: 'interest',
  chhut: 'exemption',
  chhoot: 'exemption',
  agrim: 'advance',
  punjigat: 'capital',
  poonjigat: 'capital',
  labh: 'gains',
  daan: 'donation',
  kiraya: 'rent',
  bima: 'insurance',
  kist: 'instalment',
};

/** Words that ask for a tool rather than an explanation. */
const TOOL_WORDS =
  /\b(?:calc\w*|calcu\w*|calci|compute|computation|estimat\w*|planner|tool|how much tax|kitna tax)\b/;

/** Asks what a short form stands for ("pan full form", "ais meaning"). */
const ABBREVIATION_WORDS = /\b(?:full form|stands? for|meaning|abbreviation|expansion)\b/;
/** Asks to turn a section number of one Act into the other's. */
const ACT_MAP_WORDS =
  /\b(?:(?:old|new) (?:section|number)s?|old to new|new to old|(?:section )?(?:finder|mapping|converter)|1961 (?:to|vs|and) 2025|2025 (?:to|vs|and) 1961)\b/;
/** The query is about tax deducted at source, so a TDS section may answer a topic. */
const TDS_WORDS = /\b(?:tds|tax deducted|deducted at source|withholding)\b/;

/** The site index splits text exactly as the explainer's index does. */
export const searchTokenize = tokenize;

/**
 * One word of the index or of a query: the explainer's stop words and stemming, Hindi fillers
 * dropped, and a bracket left by the text around it removed ("(form" is "form"), while a
 * section number keeps its own ("10(13a)").
 */
export function searchProcessTerm(term: string): string | null {
  let t = term.toLowerCase();
  if (t.startsWith('(') && !t.includes(')')) t = t.slice(1);
  if (t.endsWith(')') && !t.includes('(')) t = t.slice(0, -1);
  t = t.replace(HINDI_OR_WORD_EDGES, '');
  if (!t || HINGLISH.has(t)) return null;
  return processTerm(t);
}

export interface QueryIntent {
  /** The query as the explainer reads it (lower case, Hindi words in English). */
  normalized: string;
  /** The query's own Devanagari words, question words dropped: what a Hindi snippet marks. */
  hindiTerms: string[];
  /** The query's meaningful words, as the index reads them. */
  terms: string[];
  /** Those words without the ones every page has ("tax", "income"). */
  telling: string[];
  /** Numbers the query gives as a form's ("form 16"), not a section's. */
  formNumbers: string[];
  /** The query asks for a calculator ("income tax calculator", "hra calc"). */
  tool: boolean;
  /** The query asks what a short form stands for. */
  abbreviation: boolean;
  /** The query asks for the 1961 ↔ 2025 section finder. */
  actMap: boolean;
  /** The query speaks of TDS. */
  tds: boolean;
  /** Sections (1961 numbers with pages) the query names by number, in order. */
  namedSections: string[];
  /** The section a specific everyday name points at ("tds on rent": 194I), then others. */
  aliasSections: string[];
  /** The first section of a whole topic the query names ("tds", "capital gains"). */
  topicSections: string[];
}

/**
 * What a search asks for, read with the explainer's own readers (packages/ai): the numbers it
 * names (findSectionReferences) and the everyday names of sections (matchAliases).
 */
export function readIntent(query: string): QueryIntent {
  const asked = normalizeQuery(query);
  // A Devanagari query is read in our pages' English (readQuestion); its Hindi words stay for the
  // Hindi fields and snippets.
  const normalized = readQuestion(asked)
    .split(' ')
    .map((w) => HINGLISH_WORDS[w] ?? w)
    .join(' ');
  const terms = queryTerms(normalized).filter((t) => !HINGLISH.has(t));
  const aliases = matchAliases(normalized);
  const specific = aliases.filter((a) => !a.alias.broad);
  const telling = terms.filter((t) => !WEAK_TERMS.has(t));
  return {
    normalized,
    hindiTerms: queryTerms(asked).filter((t) => DEVANAGARI.test(t)),
    terms,
    telling: telling.length > 0 ? telling : terms,
    formNumbers: [...normalized.matchAll(/\bforms? ([0-9a-z()-]+)/g)]
      .map((m) => searchProcessTerm(m[1] ?? ''))
      .filter((t): t is string => t !== null && /\d/.test(t)),
    tool: TOOL_WORDS.test(normalized),
    abbreviation: ABBREVIATION_WORDS.test(normalized),
    actMap: ACT_MAP_WORDS.test(normalized),
    tds: TDS_WORDS.test(normalized),
    // "form 16" names a form, not section 16.
    namedSections: [
      ...new Set(
        findSectionReferences(normalized.replace(/\bforms? [0-9a-z()-]+/g, ' ')).map(
          (r) => r.section.sectionNumber,
        ),
      ),
    ],
    aliasSections: [
      ...new Set(specific.flatMap((a, i) => (i === 0 ? a.alias.sections : [a.alias.sections[0]!]))),
    ],
    topicSections: aliases.filter((a) => a.alias.broad).map((a) => a.alias.sections[0]!),
  };
}

/**
 * The share of the query's telling words a title holds: "who has to pay advance tax" is all
 * in the FAQ question "Who has to pay advance tax?".
 */
export function titleCoverage(intent: QueryIntent, title: string): number {
  if (intent.telling.length === 0) return 0;
  const words = new Set(queryTerms(title));
  return intent.telling.filter((t) => words.has(t)).length / intent.telling.length;
}

/** The query asks for something other than a topic: a tool, the finder, a short form, a number. */
export function asksForSomethingNamed(intent: QueryIntent): boolean {
  return intent.tool || intent.actMap || intent.abbreviation || intent.namedSections.length > 0;
}
