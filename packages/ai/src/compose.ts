/**
 * The offline explainer: an answer in the spec's shape composed only from our content. Every
 * sentence is a sentence of a section, FAQ answer, guide or abbreviation entry, or a plain
 * statement of our own data ("section 87A is section 156 of the Income-tax Act 2025"); nothing
 * is invented. Worked figures come from the examples, which the engine computes.
 */
import { renderExamples, type Locale, type SectionContent } from '@taxguide/content';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { citationsFor, pageNumbers, sectionHeading } from './citations';
import { sectionUrl } from './hindi-answer';
import type { Statement } from './content-text';
import { guideStatements, queryTerms, sectionStatements, stem } from './knowledge-index';
import type { Focus, Retrieval } from './retrieval';
import { CAPABILITIES, EXAMPLE_QUESTIONS, REFUSAL_TEXT, type RefusalReason } from './scope';
import type { SectionReference } from './section-references';

const MAX_EXTRA_STATEMENTS = 3;
const MAX_EXAMPLES = 2;
const MAX_RELATED = 6;

function words(text: string): Set<string> {
  return new Set(queryTerms(text));
}

/**
 * The statements that speak to what the question asks beyond naming its topic ("limit",
 * "senior", "parents" in "80D limit for senior parents"), best first.
 */
export function relevantStatements(
  statements: readonly Statement[],
  question: string,
  identity: string,
  exclude: string,
  max = MAX_EXTRA_STATEMENTS,
): string[] {
  const identityWords = words(identity);
  const focus = queryTerms(question).filter((t) => !identityWords.has(t));
  if (focus.length === 0) return [];
  const seenIn = exclude.toLowerCase();
  return statements
    .map((s, i) => {
      const have = new Set([...words(s.text), ...words(s.heading)].map(stem));
      return { s, i, score: focus.filter((t) => have.has(t)).length };
    })
    .filter(
      ({ s, score }) => score > 0 && s.text.length <= 400 && !seenIn.includes(s.text.toLowerCase()),
    )
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i)
    .map(({ s }) => (/[.!?:]$/.test(s.text) ? s.text : `${s.text}.`));
}

function exampleLines(section: SectionContent): string[] {
  return renderExamples(section)
    .slice(0, MAX_EXAMPLES)
    .map((e) => `${e.title}: ${e.text.replace(/\s*\n+\s*/g, ' ')}`);
}

function numberingNote(
  section: SectionContent,
  reference: SectionReference | undefined,
  others: SectionContent[],
): string {
  if (reference?.numbering === '2025') {
    const also =
      others.length > 0
        ? ` It also holds sections ${others.map((o) => o.sectionNumber).join(' and ')}.`
        : '';
    return `${capitalised(where2025(section.act2025Section))} of the Income-tax Act 2025 is the rule of section ${section.sectionNumber} of the 1961 Act.${also}`;
  }
  if (section.act2025Section) {
    return `From 1 April 2026 this rule is in ${where2025(section.act2025Section)} of the Income-tax Act 2025.`;
  }
  return '';
}

function related(main: string | null, numbers: readonly string[]): string[] {
  return pageNumbers(numbers)
    .filter((n) => n !== main)
    .slice(0, MAX_RELATED);
}

function sectionAnswer(
  focus: Extract<Focus, { kind: 'section' }>,
  question: string,
): ExplainAnswer {
  const [main, ...others] = focus.sections as [SectionContent, ...SectionContent[]];
  // Words that only name the section (its number, title, the name used, the Act) are not what
  // the question asks about it.
  const identity = [
    main.sectionNumber,
    main.title,
    focus.reference?.text ?? '',
    focus.aliasPhrase ?? '',
    '1961 2025',
  ].join(' ');
  const extra = relevantStatements(sectionStatements(main), question, identity, main.summary);
  const alternatives = focus.reference?.numbering === '2025' ? focus.reference.alternatives : [];
  const asked2025 = focus.reference?.numbering === '2025';
  const note = numberingNote(main, focus.reference, alternatives);
  const paragraphs = [
    asked2025 ? note : '',
    main.summary,
    extra.join(' '),
    ...others
      .filter((o) => !alternatives.includes(o))
      .map((o) => `Section ${o.sectionNumber} (${o.title}): ${o.description}`),
    asked2025 ? '' : note,
  ].filter(Boolean);
  const keyPoints = [
    ...main.keyLimits,
    ...others.flatMap((o) =>
      o.keyLimits.slice(0, 2).map((k) => `Section ${o.sectionNumber}: ${k}`),
    ),
  ];
  return {
    section: sectionHeading(main),
    sectionNumber: main.sectionNumber,
    explanation: paragraphs.join('\n\n'),
    keyPoints,
    examples: exampleLines(main),
    relatedSections: related(main.sectionNumber, [
      ...others.map((o) => o.sectionNumber),
      ...main.related,
    ]),
    citations: citationsFor([main.sectionNumber, ...others.map((o) => o.sectionNumber)]),
    kind: 'section',
  };
}

function topicAnswer(
  heading: string,
  explanation: string,
  sections: SectionContent[],
  extraPoints: string[],
): ExplainAnswer {
  const main = sections[0];
  return {
    section: heading,
    sectionNumber: main?.sectionNumber ?? null,
    explanation,
    keyPoints: [...extraPoints, ...(main ? main.keyLimits : [])].slice(0, 8),
    examples: main ? exampleLines(main).slice(0, 1) : [],
    relatedSections: related(
      main?.sectionNumber ?? null,
      sections.map((s) => s.sectionNumber),
    ),
    citations: citationsFor(sections.map((s) => s.sectionNumber)),
    kind: 'topic',
  };
}

function noMatchAnswer(suggestions: SectionContent[]): ExplainAnswer {
  return {
    section: 'No close match in our sections',
    sectionNumber: null,
    explanation:
      'We could not find a section, guide or FAQ that answers this closely, so we will not guess. The sections below are the nearest matches; you can also ask with a section number ("Section 80C") or a topic ("HRA exemption").',
    keyPoints: suggestions.map((s) => `Section ${s.sectionNumber}: ${s.description}`),
    examples: [],
    relatedSections: suggestions.map((s) => s.sectionNumber),
    citations: citationsFor(suggestions.map((s) => s.sectionNumber)),
    kind: 'no_match',
  };
}

/** Composes the offline answer for a retrieval. */
export function composeAnswer(retrieval: Retrieval, question: string): ExplainAnswer {
  const { focus } = retrieval;
  switch (focus.kind) {
    case 'section':
      return sectionAnswer(focus, question);
    case 'faq':
      return topicAnswer(focus.faq.question, focus.faq.answer, focus.sections, []);
    case 'abbreviation': {
      const a = focus.abbreviation;
      return topicAnswer(
        `${a.short}: ${a.full}`,
        `${a.short} stands for ${a.full}. ${a.description}`,
        focus.sections,
        [],
      );
    }
    case 'guide': {
      const g = focus.guide;
      const statements = guideStatements(g);
      const extra = relevantStatements(statements, question, g.title, g.excerpt, 4);
      const [lead, ...rest] = extra;
      return topicAnswer(
        g.title,
        [g.excerpt, lead].filter(Boolean).join('\n\n'),
        focus.sections,
        rest,
      );
    }
    case 'none':
      return noMatchAnswer(focus.suggestions);
  }
}

/** The polite refusal, in the same shape; `sections` are tax sections the question touched. */
export function refusalAnswer(reason: RefusalReason, sections: readonly string[]): ExplainAnswer {
  const text = REFUSAL_TEXT[reason];
  const pages = pageNumbers(sections);
  return {
    section: text.heading,
    sectionNumber: null,
    explanation: text.explanation,
    keyPoints: [...CAPABILITIES],
    examples: [...EXAMPLE_QUESTIONS],
    relatedSections: pages,
    citations: citationsFor(pages),
    kind: 'refusal',
    refused: true,
  };
}

/** The headings of the text rendering, in the page's language. */
const TEXT_LABELS = {
  en: { keyPoints: 'Key points', examples: 'Examples', related: 'Related sections' },
  hi: { keyPoints: 'मुख्य बातें', examples: 'उदाहरण', related: 'संबंधित धाराएं' },
} as const;

/**
 * A plain-text rendering of an answer, for the chat (one message) and for copying. On a Hindi
 * page the headings are Hindi and a related section links to its Hindi page when it has one.
 */
export function answerAsText(a: ExplainAnswer, lang: Locale = 'en'): string {
  const labels = TEXT_LABELS[lang];
  const parts = [`**${a.section}**`, a.explanation];
  if (a.keyPoints.length > 0)
    parts.push(`${labels.keyPoints}:\n${a.keyPoints.map((k) => `- ${k}`).join('\n')}`);
  if (a.examples.length > 0)
    parts.push(`${labels.examples}:\n${a.examples.map((e) => `- ${e}`).join('\n')}`);
  if (a.relatedSections.length > 0) {
    parts.push(
      `${labels.related}: ${a.relatedSections.map((n) => `[${n}](${sectionUrl(n, lang)})`).join(', ')}`,
    );
  }
  return parts.join('\n\n');
}

/** A page's 2025 number as the Act cites it: "section 393(1), Table item 7" or "Schedule III". */
function where2025(number: string): string {
  return number.startsWith('Schedule') ? number : `section ${number}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
