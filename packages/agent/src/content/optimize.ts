/**
 * Content optimisation for a target keyword: density and placement, title and meta description
 * suggestions within the search-result limits, heading structure, readability (Flesch reading
 * ease), links to our sections the text mentions, and FAQ questions on its topic it leaves
 * unanswered. Pure: the text and our sections/FAQ in, the optimisations out.
 */
import { findSectionReferences, matchAliases, normalizeQuery } from '@taxguide/ai';
import { queryTerms } from '@taxguide/ai/knowledge-index';
import {
  META_DESCRIPTION_MAX_LENGTH,
  META_DESCRIPTION_MIN_LENGTH,
  TITLE_MAX_LENGTH,
  type Optimizations,
  type SuggestionSeverity,
} from '@taxguide/contracts/agent';
import { phraseOccurrences, words } from '../text';
import { upperCaseSectionNumbers } from './section-case';

/** Keyword density we aim for, in percent of words. */
export const TARGET_DENSITY = { min: 0.5, max: 2.5 };
/** A sentence longer than this many words is hard to read. */
export const LONG_SENTENCE_WORDS = 25;
/** A text longer than this many words needs subheadings. */
const NEEDS_SUBHEADINGS_WORDS = 300;
const MAX_UNANSWERED = 5;

export interface OptimizeSection {
  sectionNumber: string;
  title: string;
}

export interface OptimizeFaq {
  id: string;
  category: string;
  question: string;
  answer: string;
}

export interface OptimizeInput {
  content: string;
  targetKeyword: string;
  /** Our sections (number and title), for internal links. */
  sections: readonly OptimizeSection[];
  faqs: readonly OptimizeFaq[];
}

interface Heading {
  level: number;
  text: string;
}

/** Markdown (or pasted HTML) headings, in order. */
export function headingsOf(content: string): Heading[] {
  const headings: Heading[] = [];
  for (const line of content.split(/\r?\n/)) {
    const md = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line.trim());
    if (md) headings.push({ level: md[1]!.length, text: md[2]! });
  }
  for (const m of content.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi))
    headings.push({ level: Number(m[1]), text: m[2]!.replace(/<[^>]+>/g, '').trim() });
  return headings;
}

/** The words a reader sees: markdown and HTML markup removed. */
export function plainText(content: string): string {
  return content
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\((?:[^()\s]|\([^()\s]*\))*\)/g, '$1')
    .replace(/^\|?[\s:|-]+\|?$/gm, ' ')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/[*_`>|~]/g, ' ')
    .replace(/&[a-z]+;/gi, ' ');
}

/** Body paragraphs (not headings), in order. */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .filter((l) => !/^\s*#{1,6}\s/.test(l) && !/^\s*<h[1-6]/i.test(l))
        .join(' '),
    )
    .map((p) => plainText(p).replace(/\s+/g, ' ').trim())
    .filter((p) => words(p).length > 0);
}

/** Syllables of an English word (vowel groups, silent final e); at least one. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9₹"“(])|(?<=[.!?])$/)
    .map((s) => s.trim())
    .filter((s) => words(s).length > 0);
}

export function readabilityOf(text: string): Optimizations['readability'] {
  const sentences = sentencesOf(text);
  const all = sentences.flatMap((s) => s.match(/[A-Za-z]+(?:['’][A-Za-z]+)?|\d[\d,.]*/g) ?? []);
  const wordCount = all.length;
  if (wordCount === 0)
    return {
      score: 0,
      grade: 'No text',
      averageSentenceLength: 0,
      averageSyllablesPerWord: 0,
      longSentences: 0,
    };
  const sentenceCount = Math.max(1, sentences.length);
  const syllableCount = all.reduce((sum, w) => sum + (/^\d/.test(w) ? 1 : syllables(w)), 0);
  const asl = wordCount / sentenceCount;
  const asw = syllableCount / wordCount;
  // Flesch reading ease (Flesch 1948).
  const flesch = 206.835 - 1.015 * asl - 84.6 * asw;
  const score = Math.round(Math.min(100, Math.max(0, flesch)));
  const grade =
    score >= 90
      ? 'Very easy'
      : score >= 80
        ? 'Easy'
        : score >= 70
          ? 'Fairly easy'
          : score >= 60
            ? 'Plain English'
            : score >= 50
              ? 'Fairly difficult'
              : score >= 30
                ? 'Difficult'
                : 'Very difficult';
  return {
    score,
    grade,
    averageSentenceLength: Math.round(asl * 10) / 10,
    averageSyllablesPerWord: Math.round(asw * 100) / 100,
    longSentences: sentences.filter((s) => words(s).length > LONG_SENTENCE_WORDS).length,
  };
}

const titleCase = (s: string) =>
  upperCaseSectionNumbers(
    s.replace(/\b([a-z])([a-z]*)/g, (_m, a: string, b: string) =>
      ['and', 'or', 'of', 'for', 'the', 'to', 'in', 'vs'].includes(a + b)
        ? a + b
        : a.toUpperCase() + b,
    ),
  );

/** Cuts at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

function titleSuggestions(current: string | null, keyword: string): string[] {
  const kw = titleCase(keyword.trim());
  const candidates = [
    ...(current && phraseOccurrences(current, keyword) > 0 ? [current] : []),
    current ? `${kw}: ${current}` : '',
    `${kw} Explained: Rules, Limits and Examples`,
    `${kw}: Rules, Limits and Examples`,
    `${kw}: A Plain-Language Guide`,
    `${kw} Guide`,
  ];
  const fitting = candidates.filter((c) => c && c.length <= TITLE_MAX_LENGTH);
  const unique = [...new Set(fitting)];
  return unique.length > 0 ? unique.slice(0, 3) : [clipText(kw, TITLE_MAX_LENGTH)];
}

function descriptionSuggestions(paragraphs: readonly string[], keyword: string): string[] {
  const kw = keyword.trim();
  const suggestions: string[] = [];
  const first = paragraphs[0];
  if (first) {
    const sentences = sentencesOf(first);
    let lead = '';
    for (const s of sentences) {
      if ((lead ? `${lead} ${s}` : s).length > META_DESCRIPTION_MAX_LENGTH) break;
      lead = lead ? `${lead} ${s}` : s;
    }
    if (!lead) lead = clipText(first, META_DESCRIPTION_MAX_LENGTH);
    if (phraseOccurrences(lead, kw) === 0)
      lead = clipText(`${titleCase(kw)}: ${lead}`, META_DESCRIPTION_MAX_LENGTH);
    if (lead.length >= META_DESCRIPTION_MIN_LENGTH) suggestions.push(lead);
  }
  suggestions.push(
    clipText(
      `${titleCase(kw)} explained in plain language: who qualifies, the limits, how to claim it and worked examples, with the sections of the Income Tax Act.`,
      META_DESCRIPTION_MAX_LENGTH,
    ),
  );
  return [...new Set(suggestions)];
}

const SECTION_PATH = (n: string) => `/section/${n}`;

function alreadyLinked(content: string, sectionNumber: string): boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = [SECTION_PATH(sectionNumber), `/section/${encodeURI(sectionNumber)}`].map(escape);
  // The path, ended by what ends a link target (so /section/80C is not found in /section/80CCD).
  return new RegExp(`(?:${forms.join('|')})(?=[)"'#?\\s]|$)`, 'i').test(content);
}

export function optimizeContent(input: OptimizeInput): Optimizations {
  const { content, targetKeyword } = input;
  const text = plainText(content);
  const totalWords = words(text).length;
  const keywordWords = words(targetKeyword).length;
  const headings = headingsOf(content);
  const paragraphs = paragraphsOf(content);
  const h1s = headings.filter((h) => h.level === 1);
  const firstLine =
    content
      .split(/\r?\n/)
      .find((l) => l.trim())
      ?.trim() ?? '';
  const currentTitle =
    h1s[0]?.text ??
    (firstLine.length > 0 && firstLine.length <= 100 && !/[.!?]$/.test(firstLine)
      ? plainText(firstLine).trim()
      : null);

  // Keyword density and placement.
  const occurrences = phraseOccurrences(text, targetKeyword);
  const density =
    totalWords === 0 ? 0 : Math.round(((occurrences * keywordWords) / totalWords) * 1000) / 10;
  const densityVerdict: SuggestionSeverity =
    occurrences === 0 || density > TARGET_DENSITY.max * 1.5
      ? 'problem'
      : density < TARGET_DENSITY.min || density > TARGET_DENSITY.max
        ? 'improve'
        : 'good';
  const placement = {
    inTitle: currentTitle !== null && phraseOccurrences(currentTitle, targetKeyword) > 0,
    inFirstParagraph: paragraphs.length > 0 && phraseOccurrences(paragraphs[0]!, targetKeyword) > 0,
    inHeadings: headings.some((h) => h.level > 1 && phraseOccurrences(h.text, targetKeyword) > 0),
    inLastParagraph:
      paragraphs.length > 0 &&
      phraseOccurrences(paragraphs[paragraphs.length - 1]!, targetKeyword) > 0,
  };

  // Heading structure.
  const headingIssues: string[] = [];
  if (h1s.length === 0)
    headingIssues.push('No h1 heading: start with one "# " title that names the topic.');
  if (h1s.length > 1)
    headingIssues.push(`${h1s.length} h1 headings: keep one and make the others h2.`);
  for (let i = 1; i < headings.length; i++) {
    const prev = headings[i - 1]!;
    const cur = headings[i]!;
    if (cur.level > prev.level + 1)
      headingIssues.push(
        `"${cur.text}" jumps from h${prev.level} to h${cur.level}: use h${prev.level + 1}.`,
      );
  }
  if (totalWords > NEEDS_SUBHEADINGS_WORDS && !headings.some((h) => h.level === 2))
    headingIssues.push(`${totalWords} words without an h2: break the text up with subheadings.`);

  const readability = readabilityOf(paragraphs.join('\n\n') || text);

  // Internal links to the sections the text mentions (by number or by a known name).
  const titles = new Map(input.sections.map((s) => [s.sectionNumber, s.title]));
  const normalized = normalizeQuery(text);
  const found = new Map<string, string>();
  for (const ref of findSectionReferences(normalized))
    if (titles.has(ref.section.sectionNumber) && !found.has(ref.section.sectionNumber))
      found.set(ref.section.sectionNumber, ref.text);
  for (const alias of matchAliases(text)) {
    const n = alias.alias.sections[0];
    if (n && titles.has(n) && !found.has(n)) found.set(n, alias.phrase);
  }
  const internalLinks = [...found].map(([sectionNumber, anchorText]) => ({
    sectionNumber,
    title: titles.get(sectionNumber)!,
    url: SECTION_PATH(sectionNumber),
    anchorText,
    alreadyLinked: alreadyLinked(content, sectionNumber),
  }));

  // FAQ questions on the topic (they share a telling word with the keyword, or their answer
  // names a section the text mentions) whose words the text does not cover.
  const textTerms = new Set(queryTerms(text));
  const keywordTerms = new Set(
    queryTerms(targetKeyword).filter((t) => !['tax', 'income'].includes(t)),
  );
  const mentioned = new Set(found.keys());
  const unansweredQuestions = input.faqs
    .filter((f) => {
      const qTerms = queryTerms(f.question);
      const onTopic =
        qTerms.some((t) => keywordTerms.has(t)) ||
        findSectionReferences(normalizeQuery(f.answer)).some((r) =>
          mentioned.has(r.section.sectionNumber),
        );
      if (!onTopic || qTerms.length === 0) return false;
      const covered = qTerms.filter((t) => textTerms.has(t)).length / qTerms.length;
      return covered < 0.7;
    })
    .slice(0, MAX_UNANSWERED)
    .map((f) => ({ id: f.id, question: f.question, category: f.category }));

  // The to-do list.
  const suggestions: Optimizations['suggestions'] = [];
  const say = (severity: SuggestionSeverity, message: string) =>
    suggestions.push({ severity, message });
  if (occurrences === 0)
    say(
      'problem',
      `"${targetKeyword}" does not appear in the text: use it in the title and first paragraph.`,
    );
  else if (densityVerdict !== 'good')
    say(
      densityVerdict,
      density > TARGET_DENSITY.max
        ? `Keyword density is ${density}%: above ${TARGET_DENSITY.max}% reads as stuffing; use synonyms.`
        : `Keyword density is ${density}%: aim for ${TARGET_DENSITY.min}–${TARGET_DENSITY.max}%.`,
    );
  if (occurrences > 0 && !placement.inTitle) say('improve', 'Put the keyword in the title (h1).');
  if (occurrences > 0 && !placement.inFirstParagraph)
    say('improve', 'Use the keyword in the first paragraph.');
  if (!placement.inHeadings && headings.some((h) => h.level > 1))
    say('improve', 'Use the keyword in at least one subheading.');
  for (const h of headingIssues) say('improve', h);
  if (readability.score < 50)
    say(
      'improve',
      `Readability ${readability.score} (${readability.grade}): shorter sentences and plainer words help.`,
    );
  if (readability.longSentences > 0)
    say(
      'improve',
      `${readability.longSentences} sentence(s) over ${LONG_SENTENCE_WORDS} words: split them.`,
    );
  const toLink = internalLinks.filter((l) => !l.alreadyLinked);
  if (toLink.length > 0)
    say(
      'improve',
      `Link to ${toLink.map((l) => `section ${l.sectionNumber} (${l.url})`).join(', ')}.`,
    );
  if (unansweredQuestions.length > 0)
    say(
      'improve',
      `Answer ${unansweredQuestions.length} related FAQ question(s), e.g. "${unansweredQuestions[0]!.question}".`,
    );
  if (suggestions.length === 0) say('good', 'The text is well optimised for this keyword.');

  return {
    targetKeyword,
    wordCount: totalWords,
    keyword: {
      occurrences,
      density,
      targetDensity: TARGET_DENSITY,
      verdict: densityVerdict,
      placement,
    },
    title: {
      current: currentTitle,
      currentLength: currentTitle?.length ?? 0,
      suggestions: titleSuggestions(currentTitle, targetKeyword),
      maxLength: TITLE_MAX_LENGTH,
    },
    metaDescription: {
      suggestions: descriptionSuggestions(paragraphs, targetKeyword),
      maxLength: META_DESCRIPTION_MAX_LENGTH,
    },
    headings: {
      h1Count: h1s.length,
      outline: headings.map((h) => ({ level: h.level, text: h.text })),
      issues: headingIssues,
    },
    readability,
    internalLinks,
    unansweredQuestions,
    suggestions,
  };
}
