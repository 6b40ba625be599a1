import { abbreviations, faqs, sectionKey } from '@taxguide/content';
import type { SearchResponse, SearchResult, SearchResultType } from '@taxguide/contracts/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import MiniSearch from 'minisearch';
import type { ActMapEntry } from '@taxguide/contracts/act-map';
import { actMapEntry } from '../act-map/act-map.service';
import { CURATED_SECTION_ORDER } from '../sections/sections.service';
import { readSectionQuery } from './section-query';
import * as repo from './search.repository';

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
}

/** The text MiniSearch indexes, by field. */
interface IndexedDocument {
  docId: string;
  type: SearchResultType;
  numbers: string;
  title: string;
  keywords: string;
  description: string;
  body: string;
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
}

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it my of on or the to under what when which who why with section sec'.split(
    ' ',
  ),
);

/** Field weights: a section's number and a title say most about what a page is. */
const FIELD_BOOST = { numbers: 6, title: 3, keywords: 2, description: 1.5, body: 0.6 };
/**
 * Document weights by type: the Act's sections are what this site is for; a guide is the
 * longer read on the same topic; the FAQ and dictionary answer in a line.
 */
const TYPE_BOOST: Record<SearchResultType, number> = {
  section: 1.6,
  guide: 1.1,
  faq: 1,
  abbreviation: 0.9,
  // Never indexed: a map row is added only as the answer to a number we have no page for.
  'act-2025': 1,
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

function clip(text: string, max = 220): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** Every way a section number is written, so "80ccd1b" and "80CCD(1B)" both match. */
function numberForms(...numbers: (string | null)[]): string {
  return numbers
    .filter((n): n is string => Boolean(n))
    .flatMap((n) => [n, sectionKey(n)])
    .join(' ');
}

function newIndex(): MiniSearch<IndexedDocument> {
  return new MiniSearch<IndexedDocument>({
    idField: 'docId',
    fields: ['numbers', 'title', 'keywords', 'description', 'body'],
    storeFields: ['type'],
    processTerm: (term) => {
      const t = term.toLowerCase();
      return STOP_WORDS.has(t) ? null : t;
    },
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
    add(
      {
        docId,
        type: 'section',
        numbers: numberForms(s.sectionNumber, s.act2025Section),
        title: s.title,
        keywords: s.keyLimits.join(' '),
        description: `${s.description} ${s.summary}`,
        body: plainText(s.fullText),
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
        keywords: g.category,
        description: g.excerpt,
        body: plainText(g.markdown),
      },
      {
        type: 'guide',
        id: g.slug,
        title: g.title,
        description: g.excerpt,
        url: `/blog/${g.slug}`,
        category: g.category,
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
        keywords: f.category,
        description: '',
        body: f.answer,
      },
      {
        type: 'faq',
        id: f.id,
        title: f.question,
        description: clip(f.answer),
        url: `/faq#${f.id}`,
        category: f.category,
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
        keywords: a.full,
        description: a.description,
        body: '',
      },
      {
        type: 'abbreviation',
        id: a.short,
        title: `${a.short}: ${a.full}`,
        description: clip(a.description),
        url: `/abbreviations?q=${encodeURIComponent(a.short)}`,
        category: a.category,
      },
    );
  }

  const index = newIndex();
  index.addAll(documents);
  return { version, index, stored, sections: sectionRows };
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

/**
 * Site search over sections (both numberings), published guides, the FAQ and abbreviations:
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
    async search(query: string, limit: number): Promise<SearchResponse> {
      const built = await indexFor(await repo.contentVersion(db));
      const { docIds: exact, mapResults, nearest } = exactSectionMatches(query, built);
      const hits = built.index.search(query);
      const top = hits[0]?.score ?? 0;
      const first = new Set([...exact, ...nearest]);
      const ordered: { docId: string; score: number; exact: boolean }[] = [
        ...exact.map((docId) => ({
          docId,
          score: hits.find((h) => h.id === docId)?.score ?? top,
          exact: true,
        })),
        ...nearest.map((docId) => ({
          docId,
          score: hits.find((h) => h.id === docId)?.score ?? top,
          exact: false,
        })),
        ...hits
          .filter((h) => !first.has(h.id as string))
          .map((h) => ({ docId: h.id as string, score: h.score, exact: false })),
      ];
      const rounded = (score: number) => Math.round(score * 1000) / 1000;
      const results: SearchResult[] = [
        ...mapResults.map((result) => ({ ...result, exactMatch: true, score: rounded(top) })),
        ...ordered.flatMap(({ docId, score, exact: isExact }) => {
          const result = built.stored.get(docId);
          return result ? [{ ...result, exactMatch: isExact, score: rounded(score) }] : [];
        }),
      ].slice(0, limit);
      return { query, total: mapResults.length + ordered.length, results };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
