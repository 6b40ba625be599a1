/**
 * The explainer's knowledge: every curated section (both Act numberings), FAQ item,
 * abbreviation and guide, in one MiniSearch index (fuzzy and prefix matching, boosted fields).
 * Built once per process from packages/content: the reviewed content is what answers rest on.
 */
import {
  abbreviations,
  faqs,
  guides,
  sectionKey,
  sections,
  type Abbreviation,
  type FaqItem,
  type GuideContent,
  type SectionContent,
} from '@taxguide/content';
import MiniSearch from 'minisearch';
import { aliasPhrasesFor } from './aliases';
import { markdownStatements, type Statement } from './content-text';
import { findSectionReferences } from './section-references';
import { DEVANAGARI, foldHindi, HINDI_FILLER, hindiWords, normalizeQuery } from './normalize';

export type KnowledgeDocType = 'section' | 'faq' | 'abbreviation' | 'guide';

interface DocBase {
  id: string;
  title: string;
  /** Sections the document is about, most relevant first (1961 numbers that have pages). */
  sectionNumbers: string[];
}

export type KnowledgeDoc =
  | (DocBase & { type: 'section'; section: SectionContent })
  | (DocBase & { type: 'faq'; faq: FaqItem })
  | (DocBase & { type: 'abbreviation'; abbreviation: Abbreviation })
  | (DocBase & { type: 'guide'; guide: GuideContent });

export interface SearchHit {
  doc: KnowledgeDoc;
  score: number;
  /** Share of the question's meaningful words the document matched (0 to 1). */
  coverage: number;
}

interface IndexedFields {
  id: string;
  type: KnowledgeDocType;
  numbers: string;
  title: string;
  aliases: string;
  keywords: string;
  description: string;
  body: string;
  /** The Hindi head of a section or a Hindi FAQ question (Devanagari words only). */
  hiTitle: string;
  hiText: string;
}

/** Words that carry no topic: question words, fillers, and "section" itself. */
export const STOP_WORDS = new Set(
  (
    'a an and are as at be been by can could do does did for from get got has have how i if in ' +
    'into is it its me my of on or our should so tell than that the their them then there these ' +
    'this to under was we what when where which who whom why will with would you your about ' +
    'explain explanation please section sections sec u/s us act income-tax rule rules give know ' +
    "want need much many any some also i'm im am kindly detail details meaning mean means"
  ).split(' '),
);

/** Words nearly every document contains: they do not count towards a match's coverage. */
export const WEAK_TERMS = new Set(['tax', 'taxed', 'taxable', 'taxe', 'income', 'india', 'indian']);

/** Light stemming so "parents"/"parent" and "taxes"/"tax" meet. */
export function stem(term: string): string {
  if (term.length > 4 && /(?:x|ss|ch|sh)es$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

export function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/^'+|'+$/g, '');
  // A Hindi word: one spelling, no English stemming; question words carry nothing.
  if (DEVANAGARI.test(t)) {
    const folded = foldHindi(t);
    return HINDI_FILLER.has(folded) ? null : folded;
  }
  if (t.length === 0 || STOP_WORDS.has(t)) return null;
  return stem(t);
}

export const tokenize = (text: string): string[] =>
  text.split(/[\s\-–—,;:!?"“”‘’/]+|(?<![0-9])\.(?![0-9])/u);

/** Punctuation around a word, cut off; Devanagari letters and vowel signs are kept. */
export const HINDI_OR_WORD_EDGES =
  /^[^0-9a-z₹(\p{Script=Devanagari}]+|[^0-9a-z)%\p{Script=Devanagari}]+$/gu;

/** The meaningful, stemmed words of a question, in order, without repeats. */
export function queryTerms(text: string): string[] {
  const terms: string[] = [];
  for (const token of tokenize(text.toLowerCase())) {
    const cleaned = token.replace(HINDI_OR_WORD_EDGES, '');
    const term = processTerm(cleaned);
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * The Hindi fields hold Devanagari words only, so an English question never reaches them and
 * scores exactly as it would without them.
 */
const FIELD_BOOST = {
  numbers: 8,
  title: 4,
  aliases: 4,
  keywords: 2,
  description: 2,
  body: 0.7,
  hiTitle: 4,
  hiText: 2,
};
/** Sections are what the explainer is for; FAQ answers are short and direct; guides are long. */
const TYPE_BOOST: Record<KnowledgeDocType, number> = {
  section: 1.4,
  faq: 1.2,
  guide: 0.9,
  abbreviation: 1,
};

/** Headings of boilerplate blocks that say nothing about the topic itself. */
export const BOILERPLATE_HEADINGS = [/^Under the Income-tax Act 2025$/i];

const knownSection = new Set(sections.map((s) => s.sectionNumber));

/** Section numbers (with pages) that a text names, in order. */
export function sectionsNamedIn(text: string): string[] {
  return findSectionReferences(normalizeQuery(text))
    .map((r) => r.section.sectionNumber)
    .filter((n) => knownSection.has(n));
}

/** Every way a section number is written, so "80ccd1b" and "80CCD(1B)" both match. */
export function numberForms(...numbers: (string | null | undefined)[]): string {
  return numbers
    .filter((n): n is string => Boolean(n))
    .flatMap((n) => [n, sectionKey(n).toLowerCase()])
    .join(' ');
}

function sectionDoc(s: SectionContent): { doc: KnowledgeDoc; fields: IndexedFields } {
  const id = `section:${s.sectionNumber}`;
  return {
    doc: { id, type: 'section', title: s.title, sectionNumbers: [s.sectionNumber], section: s },
    fields: {
      id,
      type: 'section',
      numbers: numberForms(s.sectionNumber, s.act2025Section),
      title: s.title,
      aliases: aliasPhrasesFor(s.sectionNumber).join(' ; '),
      keywords: s.keyLimits.join(' ; '),
      description: `${s.description} ${s.summary}`,
      body: sectionStatements(s)
        .map((st) => st.text)
        .join(' '),
      hiTitle: hindiWords(s.hi?.title),
      hiText: hindiWords(
        s.hi ? [s.hi.description, s.hi.summary, ...s.hi.keyLimits].join(' ') : undefined,
      ),
    },
  };
}

function faqDoc(f: FaqItem): { doc: KnowledgeDoc; fields: IndexedFields } {
  const id = `faq:${f.id}`;
  return {
    doc: { id, type: 'faq', title: f.question, sectionNumbers: sectionsNamedIn(f.answer), faq: f },
    fields: {
      id,
      type: 'faq',
      numbers: '',
      title: f.question,
      aliases: '',
      keywords: f.category,
      description: '',
      body: f.answer,
      hiTitle: hindiWords(f.hi?.question),
      hiText: hindiWords(f.hi?.answer),
    },
  };
}

function abbreviationDoc(a: Abbreviation): { doc: KnowledgeDoc; fields: IndexedFields } {
  const id = `abbreviation:${a.short}`;
  return {
    doc: {
      id,
      type: 'abbreviation',
      title: `${a.short} (${a.full})`,
      sectionNumbers: sectionsNamedIn(a.description),
      abbreviation: a,
    },
    fields: {
      id,
      type: 'abbreviation',
      numbers: a.short.toLowerCase(),
      title: a.full,
      aliases: '',
      keywords: a.category,
      description: a.description,
      body: '',
      hiTitle: '',
      hiText: '',
    },
  };
}

function guideDoc(g: GuideContent): { doc: KnowledgeDoc; fields: IndexedFields } {
  const id = `guide:${g.slug}`;
  return {
    doc: {
      id,
      type: 'guide',
      title: g.title,
      sectionNumbers: g.relatedSections.filter((n) => knownSection.has(n)),
      guide: g,
    },
    fields: {
      id,
      type: 'guide',
      numbers: '',
      title: g.title,
      aliases: '',
      keywords: '',
      description: g.excerpt,
      body: guideStatements(g)
        .map((st) => st.text)
        .join(' '),
      hiTitle: '',
      hiText: '',
    },
  };
}

const sectionStatementCache = new Map<string, Statement[]>();
/** A section's full text as statements, boilerplate left out. */
export function sectionStatements(s: SectionContent): Statement[] {
  let cached = sectionStatementCache.get(s.sectionNumber);
  if (!cached) {
    cached = markdownStatements(s.fullText, BOILERPLATE_HEADINGS);
    sectionStatementCache.set(s.sectionNumber, cached);
  }
  return cached;
}

export function guideStatements(g: GuideContent): Statement[] {
  return markdownStatements(g.markdown);
}

export interface KnowledgeIndex {
  /** Ranked documents for a question (best first). */
  search(question: string, options?: { limit?: number; types?: KnowledgeDocType[] }): SearchHit[];
  docs: ReadonlyMap<string, KnowledgeDoc>;
}

/** Builds the index over the curated content (about 150 documents; a few milliseconds). */
export function buildKnowledgeIndex(): KnowledgeIndex {
  const built = [
    ...sections.map(sectionDoc),
    ...faqs.map(faqDoc),
    ...abbreviations.map(abbreviationDoc),
    ...guides.map(guideDoc),
  ];
  const docs = new Map(built.map((b) => [b.doc.id, b.doc]));
  const index = new MiniSearch<IndexedFields>({
    idField: 'id',
    fields: ['numbers', 'title', 'aliases', 'keywords', 'description', 'body', 'hiTitle', 'hiText'],
    storeFields: ['type'],
    tokenize,
    processTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      // Prefix matching for words being typed; typo tolerance only on longer words, where one
      // wrong letter still leaves the word recognisable ("deducton", "exemtion").
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
      boostDocument: (_id, _term, stored) =>
        TYPE_BOOST[(stored?.type as KnowledgeDocType | undefined) ?? 'faq'],
    },
  });
  index.addAll(built.map((b) => b.fields));

  return {
    docs,
    search(question, options = {}) {
      const terms = queryTerms(question);
      if (terms.length === 0) return [];
      const results = index.search(terms.join(' '), {
        ...(options.types
          ? { filter: (r) => options.types!.includes(r.type as KnowledgeDocType) }
          : {}),
      });
      // Words every document shares ("tax", "income") say nothing about a match.
      const telling = terms.filter((t) => !WEAK_TERMS.has(t));
      const counted = telling.length > 0 ? telling : terms;
      return results.slice(0, options.limit ?? 10).map((r) => {
        const matched = new Set(r.queryTerms);
        return {
          doc: docs.get(String(r.id))!,
          score: r.score,
          coverage: counted.filter((t) => matched.has(t)).length / counted.length,
        };
      });
    },
  };
}
