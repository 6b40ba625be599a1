/**
 * A 1961 section we have no page for but that the Income-tax Act 2025 carries on ("194lbc",
 * "80cch", "192a"), or a topic people name only by its scheme ("agniveer", "pf withdrawal"):
 * answered from the 1961 ↔ 2025 map (packages/content act-map) with where it went and our
 * nearest pages, instead of a refusal or the nearest-sounding page. Never a guess at its rules.
 */
import {
  lookupAct1961,
  sections,
  type Act2025Section,
  type SectionContent,
} from '@taxguide/content';
import { nearestPagesToAct2025Row, pagesForAct2025Row } from '@taxguide/content/act-map-pages';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { citationFor, pageSection } from './citations';
import { matchText } from './normalize';

const MARKED_NUMBER = /\b(?:section|sec|u\/s)\.?\s*(\d{1,3}[a-z]{0,5})\b/g;
const LETTERED_NUMBER = /\b(\d{2,3}[a-z]{1,5})\b/g;
/** Letters after a number that make it an amount or a form, not a section ("12l", "50k"). */
const NOT_SECTION_SUFFIX = /^\d+(?:l|k|cr|lakh|lakhs|lac|lacs|lpa|pa|yrs?|th|st|nd|rd|x|as)$/;

/** 1961 numbers a question names, apart from form numbers ("form 10ba", "10ba form"). */
export function namedNumbers(normalizedQuery: string): string[] {
  const found: string[] = [];
  for (const pattern of [MARKED_NUMBER, LETTERED_NUMBER]) {
    for (const m of normalizedQuery.matchAll(pattern)) {
      const n = m[1]!;
      const before = normalizedQuery.slice(0, m.index);
      const after = normalizedQuery.slice((m.index ?? 0) + m[0].length);
      if (/\bforms?\s*(?:no\.?\s*)?$/.test(before) || /^\s*forms?\b/.test(after)) continue;
      if (NOT_SECTION_SUFFIX.test(n)) continue;
      if (!found.includes(n)) found.push(n);
    }
  }
  return found;
}

/**
 * Schemes and payments people name instead of the section. Each row's section is one the map
 * lists with a 2025 counterpart and that we have no page for.
 */
const TOPICS: readonly {
  section: string;
  phrases: RegExp;
  mentionedAs?: string;
  /** Our pages that explain the topic, offered first. */
  pages?: readonly string[];
}[] = [
  // 80CCH: the Agniveer Corpus Fund of the Agnipath scheme (our 115BAC page mentions it).
  {
    section: '80CCH',
    phrases: / (?:agniveer|agniveers|agnipath|agni veer|agnivir) /,
    mentionedAs: 'agniveer',
  },
  // 192A: TDS when EPF balances are paid out (premature withdrawal).
  {
    section: '192A',
    phrases:
      / (?:pf|epf|provident fund) (?:withdrawal|withdrawals|withdraw|withdrawn|settlement|final settlement|nikalna|nikala)|(?:withdraw|withdrawing|withdrawal of|withdrew) (?:my )?(?:pf|epf|provident fund) /,
  },
  // 203: TDS certificates (Form 16A for payments other than salary); 192's page explains
  // Form 16 (Form 130), the salary certificate, and 143(1)'s names Form 16A.
  {
    section: '203',
    phrases: / (?:form 16a|16a|tds certificates?|tds certificate|form 131) /,
    pages: ['192', '143(1)'],
  },
  // 10(11A) (1961; a Schedule under section 11 of the 2025 Act): Sukanya Samriddhi interest and
  // maturity are exempt; our 80C page lists the deposit.
  {
    section: '10(11A)',
    phrases:
      /^(?=.* (?:sukanya|ssy) )(?=.* (?:interest|maturity|taxable|taxed|tax free|exempt|exemption|withdrawal) )/,
    mentionedAs: 'sukanya',
    pages: ['80C'],
  },
  // 10(1) (1961; a Schedule under section 11 of the 2025 Act): agricultural income is exempt.
  // 54B, our page on selling agricultural land, is another rule.
  {
    section: '10(1)',
    phrases:
      / (?:agricultural|agriculture|farm|farming|kheti|krishi) (?:income|incomes|earnings?|profits?|aay|kamai) | income from (?:agriculture|farming|kheti|crops?) /,
  },
  // 72 (section 112 of the 2025 Act): futures and options are not speculative (1961 s. 43(5)),
  // so their loss is a business loss; our section 28 page explains it, 71 its set-off.
  {
    section: '72',
    phrases:
      /^(?=.* (?:f o|fno|f and o|futures|future and options?|options trading|derivatives?) )(?=.* (?:loss|losses|nuksan|nuksaan) )/,
    pages: ['28', '71'],
  },
];

function topicOf(normalizedQuery: string): (typeof TOPICS)[number] | undefined {
  const text = matchText(normalizedQuery);
  return TOPICS.find((t) => t.phrases.test(text));
}

interface Unpaged {
  number: string;
  rows: Act2025Section[];
  /** Our pages that mention the topic by name, offered before the map's nearest pages. */
  mentioning: SectionContent[];
}

function pagesMentioning(word: string | undefined): SectionContent[] {
  if (!word) return [];
  return sections.filter((s) => JSON.stringify(s).toLowerCase().includes(word));
}

/** The unpaged 1961 section the question is about, with its 2025 rows. */
function unpagedIn(normalizedQuery: string): Unpaged | undefined {
  const candidates = [...namedNumbers(normalizedQuery)];
  const topic = topicOf(normalizedQuery);
  if (topic) candidates.push(topic.section);
  for (const n of candidates) {
    if (pageSection(n)) continue;
    const entry = lookupAct1961(n);
    if (!entry || entry.to2025.length === 0) continue;
    const mentioning =
      topic?.section === n
        ? [
            ...(topic.pages ?? []).flatMap((p) => pageSection(p) ?? []),
            ...pagesMentioning(topic.mentionedAs),
          ]
        : [];
    return { number: entry.number.toUpperCase(), rows: entry.to2025, mentioning };
  }
  return undefined;
}

function otherSectionIn(note: string, number: string): boolean {
  return [...note.matchAll(/\b\d{2,3}[A-Z]{1,5}\b/g)].some((m) => m[0] !== number);
}

/** The answer for an unpaged 1961 section the 2025 Act carries; undefined otherwise. */
export function unpagedSectionAnswer(normalizedQuery: string): ExplainAnswer | undefined {
  const found = unpagedIn(normalizedQuery);
  if (!found) return undefined;
  const [row] = found.rows;
  if (!row) return undefined;
  const own = found.rows.flatMap(pagesForAct2025Row);
  const pages = [...found.mentioning, ...own, ...nearestPagesToAct2025Row(row)]
    .filter((p, i, all) => all.indexOf(p) === i)
    .slice(0, 3);
  const where = found.rows.map((r) => `section ${r.number} (${r.title})`).join(' and ');
  return {
    section: `Section ${found.number} of the Income-tax Act 1961`,
    sectionNumber: null,
    explanation: [
      `Section ${found.number} of the Income-tax Act 1961 is carried into ${where} of the Income-tax Act 2025, which applies from 1 April 2026 (tax year 2026-27), according to the section-wise mapping of the two Acts.`,
      'We do not have a page explaining this section yet, so we will not guess at its rules, limits or rates. The nearest sections we explain are below, and the section finder (/act-2025) shows where every section went.',
    ].join('\n\n'),
    keyPoints: [
      `Income-tax Act 2025: ${where}`,
      // A row's note, unless it is about another 1961 section carried into the same row.
      ...found.rows.flatMap((r) =>
        r.note && !otherSectionIn(r.note, found.number) ? [r.note] : [],
      ),
    ],
    examples: [],
    relatedSections: pages.map((p) => p.sectionNumber),
    citations: pages.map(citationFor),
    kind: 'topic',
  };
}
