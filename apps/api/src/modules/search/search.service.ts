import { aliasPhrasesFor } from '@taxguide/ai/aliases';
import { numberForms } from '@taxguide/ai/knowledge-index';
import { FAQ_SIMILARITY, similarity } from '@taxguide/ai/retrieval';
import { hindiWords } from '@taxguide/ai/normalize';
import { abbreviations, faqs, findSection, sectionKey, type Locale } from '@taxguide/content';
import type { SearchResponse, SearchResult, SearchResultType } from '@taxguide/contracts/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import MiniSearch, { type Query } from 'minisearch';
import type { ActMapEntry } from '@taxguide/contracts/act-map';
import { actMapEntry } from '../act-map';
import { CURATED_SECTION_ORDER } from '../sections';
import {
  asksForSomethingNamed,
  readIntent,
  searchProcessTerm,
  searchTokenize,
  titleCoverage,
  type QueryIntent,
} from './query-intent';
import { readSectionQuery } from './section-query';
import * as repo from './search.repository';
import { SITE_PAGES } from './site-pages';
import { snippetFor } from './snippet';

/** What a result shows and links to; kept beside the index, keyed by document id. */
interface StoredResult {
  type: SearchResultType;
  id: string;
  title: string;
  description: string;
  url: string;
  sectionNumber?: string;
  act2025Section?: string | null;
  category?: string;
  /** The plain text a snippet is cut from: the description, then the body. */
  snippetSources: string[];
  /** What a Hindi page shows instead, when the page has Hindi (sections and FAQ so far). */
  hi?: { title: string; description: string; url: string; snippetSources: string[] };
}

/** The text MiniSearch indexes, by field. */
interface IndexedDocument {
  docId: string;
  type: SearchResultType;
  numbers: string;
  title: string;
  /** Other names of the page: a section's everyday names ("mediclaim" for 80D). */
  aliases: string;
  /** The headings of its text ("Form 16 (Form 130)" in section 192). */
  headings: string;
  keywords: string;
  description: string;
  body: string;
  /**
   * The Hindi title and text of a section or FAQ item, Devanagari words only: an English query
   * never reaches them, so English results score as they did before these fields.
   */
  hiTitle: string;
  hiText: string;
}

interface SectionKeys {
  sectionNumber: string;
  act2025Section: string | null;
}

interface BuiltIndex {
  version: string;
  index: MiniSearch<IndexedDocument>;
  stored: Map<string, StoredResult>;
  sections: SectionKeys[];
  /** Abbreviation documents by their short form as the index reads it ("pan"). */
  abbreviationIds: Map<string, string>;
}

/** Field weights: a section's number and a title say most about what a page is. */
const FIELD_BOOST = {
  numbers: 6,
  title: 3,
  aliases: 3,
  headings: 1.5,
  keywords: 2,
  description: 1.5,
  body: 0.6,
  hiTitle: 3,
  hiText: 1.5,
};
/**
 * Document weights by type: the Act's sections are what this site is for; a guide is the
 * longer read on the same topic; the FAQ and dictionary answer in a line; a tool or page is
 * found by its name (its title and keywords are short, so they score high when they match).
 */
const TYPE_BOOST: Record<SearchResultType, number> = {
  section: 1.6,
  guide: 1.1,
  faq: 1,
  abbreviation: 0.9,
  // Never indexed: a map row is added only as the answer to a number we have no page for.
  'act-2025': 1,
  calculator: 1,
  page: 1,
};

const rank = new Map(CURATED_SECTION_ORDER.map((n, i) => [n, i]));
const curated = (n: string) => rank.get(n) ?? Number.MAX_SAFE_INTEGER;

/** Markdown to the words a reader sees: link targets, markup and table rules dropped. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\]\((?:[^()\s]|\([^()\s]*\))+\)/g, ']')
    .replace(/^\|?[\s:|-]+\|?$/gm, ' ')
    .replace(/[#*_>`|[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A markdown text's headings, one after another. */
function headings(markdown: string): string {
  return [...markdown.matchAll(/^#{1,4}\s+(.+)$/gm)].map((m) => plainText(m[1] ?? '')).join(' ; ');
}

function clip(text: string, max = 220): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/**
 * The words are read the way the explainer reads them (the same tokenizer, stop words and
 * stemming from packages/ai), so the site search and the assistant agree on what a word is.
 */
function newIndex(): MiniSearch<IndexedDocument> {
  return new MiniSearch<IndexedDocument>({
    idField: 'docId',
    fields: [
      'numbers',
      'title',
      'aliases',
      'headings',
      'keywords',
      'description',
      'body',
      'hiTitle',
      'hiText',
    ],
    storeFields: ['type'],
    tokenize: searchTokenize,
    processTerm: searchProcessTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      // Prefix matching for terms being typed; typo tolerance only on longer words, where
      // one wrong letter still leaves the word recognisable ("deducton", "exemptoin").
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      boostDocument: (_id, _term, stored) =>
        TYPE_BOOST[(stored?.type as SearchResultType | undefined) ?? 'faq'],
    },
  });
}

async function buildIndex(db: Kysely<Database>, version: string): Promise<BuiltIndex> {
  const [sectionRows, guideRows] = await Promise.all([
    repo.searchableSections(db),
    repo.searchableGuides(db),
  ]);
  const documents: IndexedDocument[] = [];
  const stored = new Map<string, StoredResult>();
  const add = (doc: IndexedDocument, result: StoredResult) => {
    documents.push(doc);
    stored.set(doc.docId, result);
  };

  for (const s of sectionRows) {
    const docId = `section:${s.sectionNumber}`;
    // The Hindi head is not in the database yet: it is read from the content package.
    const hi = findSection(s.sectionNumber)?.hi;
    add(
      {
        docId,
        type: 'section',
        numbers: numberForms(s.sectionNumber, s.act2025Section),
        title: s.title,
        aliases: aliasPhrasesFor(s.sectionNumber).join(' ; '),
        headings: headings(s.fullText),
        keywords: s.keyLimits.join(' '),
        description: `${s.description} ${s.summary}`,
        body: plainText(s.fullText),
        hiTitle: hindiWords(hi?.title),
        hiText: hindiWords(hi ? [hi.description, hi.summary, ...hi.keyLimits].join(' ') : ''),
      },
      {
        type: 'section',
        id: s.sectionNumber,
        title: `Section ${s.sectionNumber}: ${s.title}`,
        description: s.description,
        url: `/section/${s.sectionNumber}`,
        sectionNumber: s.sectionNumber,
        act2025Section: s.act2025Section || null,
        category: s.category,
        snippetSources: [s.description, s.summary, plainText(s.fullText)],
        ...(hi
          ? {
              hi: {
                title: `धारा ${s.sectionNumber}: ${hi.title}`,
                description: hi.description,
                url: `/hi/section/${s.sectionNumber}`,
                snippetSources: [hi.description, hi.summary, ...hi.keyLimits],
              },
            }
          : {}),
      },
    );
  }
  for (const g of guideRows) {
    add(
      {
        docId: `guide:${g.slug}`,
        type: 'guide',
        numbers: '',
        title: g.title,
        aliases: '',
        headings: headings(g.markdown),
        keywords: g.category,
        description: g.excerpt,
        body: plainText(g.markdown),
        hiTitle: '',
        hiText: '',
      },
      {
        type: 'guide',
        id: g.slug,
        title: g.title,
        description: g.excerpt,
        url: `/blog/${g.slug}`,
        category: g.category,
        snippetSources: [g.excerpt, plainText(g.markdown)],
      },
    );
  }
  for (const f of faqs) {
    add(
      {
        docId: `faq:${f.id}`,
        type: 'faq',
        numbers: '',
        title: f.question,
        aliases: '',
        headings: '',
        keywords: f.category,
        description: '',
        body: f.answer,
        hiTitle: hindiWords(f.hi?.question),
        hiText: hindiWords(f.hi?.answer),
      },
      {
        type: 'faq',
        id: f.id,
        title: f.question,
        description: clip(f.answer),
        url: `/faq#${f.id}`,
        category: f.category,
        snippetSources: [plainText(f.answer)],
        ...(f.hi
          ? {
              hi: {
                title: f.hi.question,
                description: clip(f.hi.answer),
                url: `/hi/faq#${f.id}`,
                snippetSources: [plainText(f.hi.answer)],
              },
            }
          : {}),
      },
    );
  }
  for (const a of abbreviations) {
    add(
      {
        docId: `abbreviation:${a.short}`,
        type: 'abbreviation',
        numbers: '',
        title: a.short,
        aliases: '',
        headings: '',
        keywords: a.full,
        description: a.description,
        body: '',
        hiTitle: '',
        hiText: '',
      },
      {
        type: 'abbreviation',
        id: a.short,
        title: `${a.short}: ${a.full}`,
        description: clip(a.description),
        url: `/abbreviations?q=${encodeURIComponent(a.short)}`,
        category: a.category,
        snippetSources: [a.full, a.description],
      },
    );
  }
  for (const p of SITE_PAGES) {
    add(
      {
        docId: `${p.type}:${p.id}`,
        type: p.type,
        numbers: '',
        title: p.title,
        aliases: '',
        headings: '',
        keywords: p.keywords.join(' ; '),
        description: p.description,
        body: '',
        hiTitle: '',
        hiText: '',
      },
      {
        type: p.type,
        id: p.id,
        title: p.title,
        description: p.description,
        url: p.url,
        snippetSources: [p.description],
      },
    );
  }

  const index = newIndex();
  index.addAll(documents);
  const abbreviationIds = new Map(
    abbreviations.flatMap((a) => {
      const term = searchProcessTerm(a.short);
      return term ? [[term, `abbreviation:${a.short}`] as const] : [];
    }),
  );
  return { version, index, stored, sections: sectionRows, abbreviationIds };
}

/** What a search for one section number finds first: our pages, or the map's row. */
interface ExactMatches {
  /** Our pages for the number, in order: the 1961 number's, then the 2025 number's. */
  docIds: string[];
  /** The map's row(s) when we have no page for the number (a 2025 or a 1961 one). */
  mapResults: StoredResult[];
  /** Our pages nearest in the Act to a number we have no page for. */
  nearest: string[];
}

const NO_EXACT: ExactMatches = { docIds: [], mapResults: [], nearest: [] };

function mapRowResult(entry: ActMapEntry): StoredResult[] {
  const noPage =
    entry.pages.length === 0 ? ' We have no page for it yet: the nearest pages follow.' : '';
  if (entry.omitted) {
    return [
      {
        type: 'act-2025',
        id: `1961:${entry.omitted.number}`,
        title: `Section ${entry.omitted.number} of the Income-tax Act 1961: ${entry.omitted.title}`,
        description: `Not carried into the Income-tax Act 2025.${entry.omitted.note ? ` ${entry.omitted.note}` : ''}${noPage}`,
        url: `/act-2025?q=${encodeURIComponent(entry.omitted.number)}`,
        sectionNumber: entry.omitted.number,
        act2025Section: null,
        snippetSources: [],
      },
    ];
  }
  return entry.rows.map((row) => ({
    type: 'act-2025',
    id: row.number,
    title: `Income-tax Act 2025, section ${row.number}: ${row.title}`,
    description: `${
      row.from1961.length > 0
        ? `Carries over section ${row.from1961.join(', ')} of the Income-tax Act 1961.`
        : 'New in the Income-tax Act 2025.'
    }${noPage}`,
    url: `/act-2025?q=${encodeURIComponent(row.number)}`,
    act2025Section: row.number,
    snippetSources: [],
  }));
}

/**
 * A search for one section number ("80C", "section 123", "123 of the 2025 act", "404 2025"):
 * our page with that 1961 number, then the pages of the 2025 section with that number (our
 * own 2025 numbers and the 1961 ↔ 2025 map). A number we have no page for answers the map's
 * row and the nearest pages. A search that names an Act reads the number in that Act only.
 */
function exactSectionMatches(query: string, built: BuiltIndex): ExactMatches {
  const asked = readSectionQuery(query);
  if (!asked) return NO_EXACT;
  const key = sectionKey(asked.number);
  const order = (a: SectionKeys, b: SectionKeys) =>
    curated(a.sectionNumber) - curated(b.sectionNumber);
  const stored = (n: string) => built.stored.has(`section:${n}`);
  const by1961 =
    asked.act === '2025'
      ? []
      : built.sections.filter((s) => sectionKey(s.sectionNumber) === key).sort(order);
  const by2025 =
    asked.act === '1961'
      ? []
      : built.sections
          .filter(
            (s) => s.act2025Section && sectionKey(s.act2025Section) === key && !by1961.includes(s),
          )
          .sort(order);
  const in2025 = asked.act === '1961' ? undefined : actMapEntry('2025', asked.number);
  const in1961 =
    asked.act === '2025' || by1961.length > 0 ? undefined : actMapEntry('1961', asked.number);
  const pages = [
    ...new Set([
      ...[...by1961, ...by2025].map((s) => s.sectionNumber),
      ...(in2025?.pages ?? []).map((p) => p.sectionNumber).filter(stored),
      ...(in1961?.pages ?? []).map((p) => p.sectionNumber).filter(stored),
    ]),
  ];
  if (pages.length > 0) return { ...NO_EXACT, docIds: pages.map((n) => `section:${n}`) };
  const entry = in2025 ?? in1961;
  if (!entry) return NO_EXACT;
  return {
    docIds: [],
    mapResults: mapRowResult(entry),
    nearest: entry.nearest
      .map((p) => p.sectionNumber)
      .filter(stored)
      .map((n) => `section:${n}`),
  };
}

/** How much more a document weighs for what the query asks. */
const INTENT_BOOST = {
  /** A calculator, when the query asks for one: "hra calculator" is the HRA tab. */
  tool: 6,
  /** The finder, when the query asks to turn an old section number into a new one. */
  actMap: 6,
  /** A short form the query asks the meaning of ("pan full form"). */
  abbreviation: 8,
  /** A section the query names by number among other words ("80c ka limit"). */
  named: 4,
  /** An FAQ question or guide title holding every telling word of the query. */
  title: 6,
  /** …or most of them. */
  mostOfTitle: 2,
  /** The section an everyday name points at ("tds on rent": 194I); others it names. */
  alias: 3,
  otherAlias: 1.6,
  /** The first section of a whole topic ("tds", "capital gains"). */
  topic: 1.5,
};

function intentBoost(
  docId: string,
  intent: QueryIntent,
  stored: ReadonlyMap<string, StoredResult>,
): number {
  const [type, id = ''] = splitDocId(docId);
  const result = stored.get(docId);
  switch (type) {
    case 'calculator':
      return intent.tool ? INTENT_BOOST.tool : 1;
    case 'page':
      return intent.actMap && id === 'act-2025-finder' ? INTENT_BOOST.actMap : 1;
    case 'abbreviation':
      return intent.abbreviation && intent.terms.includes(id.toLowerCase())
        ? INTENT_BOOST.abbreviation
        : 1;
    case 'faq':
    case 'guide': {
      if (asksForSomethingNamed(intent)) return 1;
      const covered = result ? titleCoverage(intent, result.title) : 0;
      if (intent.telling.length < 2 || covered < 0.75) return 1;
      return covered === 1 ? INTENT_BOOST.title : INTENT_BOOST.mostOfTitle;
    }
    case 'section':
      return sectionBoost(id, intent, result?.category);
    default:
      return 1;
  }
}

/** Every field but the section numbers, for a form's number ("form 16" is not section 16). */
const TEXT_FIELDS = ['title', 'aliases', 'headings', 'keywords', 'description', 'body'];

function textQuery(intent: QueryIntent): Query {
  const words = intent.terms.filter((t) => !intent.formNumbers.includes(t));
  if (intent.formNumbers.length === 0) return words.join(' ');
  return {
    combineWith: 'OR',
    queries: [words.join(' '), { queries: intent.formNumbers, fields: TEXT_FIELDS }],
  };
}

/** The weight of a TDS section for a query that does not speak of TDS. */
const TDS_ASIDE = 0.6;

/**
 * Pages put first because the query names them: the short form asked about ("pan full form"),
 * the finder when the query asks to convert a section number, or an FAQ question the query
 * nearly is (the explainer's own test, packages/ai retrieval).
 */
function pinnedFor(intent: QueryIntent, built: BuiltIndex): string[] {
  if (intent.abbreviation) {
    return intent.terms
      .map((t) => built.abbreviationIds.get(t))
      .filter((id): id is string => id !== undefined);
  }
  if (intent.actMap && intent.namedSections.length === 0) return ['page:act-2025-finder'];
  if (asksForSomethingNamed(intent)) return [];
  let best: { docId: string; similar: number } | undefined;
  for (const [docId, result] of built.stored) {
    if (result.type !== 'faq') continue;
    // Close as a whole, and holding every telling word: "what changed in the act 2025" is not
    // "What is the Income-tax Act 2025?".
    if (titleCoverage(intent, result.title) < 1) continue;
    const similar = similarity(intent.normalized, result.title);
    if (similar >= FAQ_SIMILARITY && similar > (best?.similar ?? 0)) best = { docId, similar };
  }
  return best ? [best.docId] : [];
}

function sectionBoost(id: string, intent: QueryIntent, category: string | undefined): number {
  // A calculator asked for by topic ("hra calculator") outranks the topic's section.
  if (intent.namedSections.includes(id)) return intent.tool ? 1.5 : INTENT_BOOST.named;
  if (intent.tool || intent.actMap) return 1;
  // "crypto tax" asks how crypto is taxed (115BBH), not the TDS on it (194S).
  if (category === 'tds' && !intent.tds) return TDS_ASIDE;
  const at = intent.aliasSections.indexOf(id);
  if (at === 0) return INTENT_BOOST.alias;
  if (at > 0) return INTENT_BOOST.otherAlias;
  if (intent.topicSections.includes(id)) return INTENT_BOOST.topic;
  return 1;
}

function splitDocId(docId: string): [string, string?] {
  const colon = docId.indexOf(':');
  return [docId.slice(0, colon), docId.slice(colon + 1)];
}

/**
 * Site search over sections (both numberings), published guides, the FAQ, abbreviations and
 * the site's tools and pages:
 * an exact section number first, then MiniSearch's BM25 ranking with prefix and fuzzy matching.
 * The index is built from the database rows and rebuilt when their fingerprint changes.
 */
export function createSearchService(db: Kysely<Database>) {
  let current: BuiltIndex | undefined;
  let building: { version: string; promise: Promise<BuiltIndex> } | undefined;

  async function indexFor(version: string): Promise<BuiltIndex> {
    if (current?.version === version) return current;
    if (building?.version !== version) {
      const promise = buildIndex(db, version).then(
        (built) => {
          current = built;
          return built;
        },
        (error: unknown) => {
          building = undefined;
          throw error;
        },
      );
      building = { version, promise };
    }
    return building.promise;
  }

  return {
    async search(
      query: string,
      limit: number,
      offset = 0,
      lang: Locale = 'en',
    ): Promise<SearchResponse> {
      const built = await indexFor(await repo.contentVersion(db));
      const { docIds: exact, mapResults, nearest } = exactSectionMatches(query, built);
      const intent = readIntent(query);
      const hits =
        intent.terms.length === 0
          ? []
          : built.index.search(textQuery(intent), {
              boostDocument: (id, _term, stored) =>
                TYPE_BOOST[(stored?.type as SearchResultType | undefined) ?? 'faq'] *
                intentBoost(String(id), intent, built.stored),
            });
      const top = hits[0]?.score ?? 0;
      const pinned = exact.length > 0 ? [] : pinnedFor(intent, built);
      const first = new Set([...exact, ...nearest, ...pinned]);
      const ordered: { docId: string; score: number; exact: boolean }[] = [
        ...exact.map((docId) => ({
          docId,
          score: hits.find((h) => h.id === docId)?.score ?? top,
          exact: true,
        })),
        ...[...nearest, ...pinned].map((docId) => ({
          docId,
          score: hits.find((h) => h.id === docId)?.score ?? top,
          exact: false,
        })),
        ...hits
          .filter((h) => !first.has(h.id as string))
          .map((h) => ({ docId: h.id as string, score: h.score, exact: false })),
      ];
      const matched = new Map(hits.map((h) => [h.id as string, new Set(h.terms)]));
      const rounded = (score: number) => Math.round(score * 1000) / 1000;
      const shown = (result: StoredResult, exactMatch: boolean, score: number): SearchResult => {
        const { snippetSources, hi, ...rest } = result;
        const terms = matched.get(`${result.type}:${result.id}`);
        if (lang === 'hi') return inHindi(rest, hi, terms, exactMatch, rounded(score));
        const snippet = terms ? snippetFor(snippetSources, terms, searchProcessTerm) : undefined;
        return { ...rest, exactMatch, score: rounded(score), ...(snippet ? { snippet } : {}) };
      };
      /**
       * A result for a Hindi page: its Hindi title, description and /hi/ address when it has
       * Hindi, with a snippet marking the query's own Hindi words; otherwise the English,
       * marked `lang: 'en'` so the page can flag it.
       */
      const inHindi = (
        rest: Omit<StoredResult, 'snippetSources' | 'hi'>,
        hi: StoredResult['hi'],
        terms: ReadonlySet<string> | undefined,
        exactMatch: boolean,
        score: number,
      ): SearchResult => {
        if (!hi) return { ...rest, lang: 'en', exactMatch, score };
        const marked = new Set([...intent.hindiTerms, ...(terms ?? [])]);
        const snippet = snippetFor(hi.snippetSources, marked, searchProcessTerm);
        return {
          ...rest,
          title: hi.title,
          description: hi.description,
          url: hi.url,
          lang: 'hi',
          exactMatch,
          score,
          ...(snippet ? { snippet } : {}),
        };
      };
      const all: SearchResult[] = [
        ...mapResults.map((result) => shown(result, true, top)),
        ...ordered.flatMap(({ docId, score, exact: isExact }) => {
          const result = built.stored.get(docId);
          return result ? [shown(result, isExact, score)] : [];
        }),
      ];
      return {
        query,
        total: all.length,
        results: all.slice(offset, offset + limit),
        // Only a later page says where it starts, so a first page reads as it always has.
        ...(offset > 0 ? { offset } : {}),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
