/**
 * The explainer's answer for a Hindi page. An offline answer about a section (or an FAQ item)
 * that has Hindi is rebuilt from that Hindi: the summary, key limits and examples of
 * `sectionText`, so every figure is the one the English page states and the engine computes.
 * An engine figure is worded in Hindi by calculation.ts itself. Anything else (a refusal, a
 * model's answer, a page without Hindi) stays English, opened by NOT_YET_IN_HINDI so the reader
 * knows why the language changes.
 */
import {
  faqText,
  NOT_YET_IN_HINDI,
  renderExamples,
  sectionPath,
  sectionText,
  type SectionContent,
  type SectionText,
} from '@taxguide/content';
import type { Citation, ExplainAnswer } from '@taxguide/contracts/ai';
import { pageSection } from './citations';
import type { Focus } from './retrieval';

const MAX_EXAMPLES = 2;
const MAX_POINTS = 8;

/** The Hindi head of a section, or undefined when it has none yet. */
function hindiHead(section: SectionContent | undefined): SectionText | undefined {
  if (!section) return undefined;
  const localized = sectionText(section, 'hi');
  return localized.lang === 'hi' ? localized.text : undefined;
}

/** "धारा 80D: स्वास्थ्य बीमा प्रीमियम …". */
export function hindiSectionHeading(section: SectionContent, head: SectionText): string {
  return `धारा ${section.sectionNumber}: ${head.title}`;
}

/** A section's page on the Hindi site when it has Hindi, else its English page. */
export function sectionUrl(sectionNumber: string, lang: 'en' | 'hi'): string {
  const path = sectionPath(sectionNumber);
  return lang === 'hi' && hindiHead(pageSection(sectionNumber)) ? `/hi${path}` : path;
}

/** Citations of a Hindi answer: the Hindi title and page of each section that has them. */
export function hindiCitations(citations: readonly Citation[]): Citation[] {
  return citations.map((c) => {
    const head = hindiHead(pageSection(c.sectionNumber));
    return head ? { ...c, title: head.title, url: `/hi${sectionPath(c.sectionNumber)}` } : c;
  });
}

/** Worked examples in Hindi: the Hindi title and scenario, the engine's working as computed. */
function hindiExamples(head: SectionText, max = MAX_EXAMPLES): string[] {
  return renderExamples(head)
    .slice(0, max)
    .map((e) => `${e.title}: ${e.text.replace(/\s*\n+\s*/g, ' ')}`);
}

function sectionInHindi(
  answer: ExplainAnswer,
  focus: Extract<Focus, { kind: 'section' }>,
): ExplainAnswer | undefined {
  const [main, ...others] = focus.sections;
  const head = hindiHead(main);
  if (!main || !head) return undefined;
  const otherHeads = others.flatMap((o) => {
    const h = hindiHead(o);
    return h ? [{ section: o, head: h }] : [];
  });
  return {
    ...answer,
    section: hindiSectionHeading(main, head),
    explanation: [
      `यह उत्तर धारा ${main.sectionNumber} पर हमारे पृष्ठ से है।`,
      head.summary,
      ...otherHeads.map(
        (o) => `धारा ${o.section.sectionNumber} (${o.head.title}): ${o.head.description}`,
      ),
    ].join('\n\n'),
    keyPoints: [
      ...head.keyLimits,
      ...otherHeads.flatMap((o) =>
        o.head.keyLimits.slice(0, 2).map((k) => `धारा ${o.section.sectionNumber}: ${k}`),
      ),
    ],
    examples: hindiExamples(head),
    citations: hindiCitations(answer.citations),
    lang: 'hi',
  };
}

function faqInHindi(
  answer: ExplainAnswer,
  focus: Extract<Focus, { kind: 'faq' }>,
): ExplainAnswer | undefined {
  const faq = faqText(focus.faq, 'hi');
  if (faq.lang !== 'hi') return undefined;
  const head = hindiHead(focus.sections[0]);
  return {
    ...answer,
    section: faq.text.question,
    explanation: faq.text.answer,
    // The section's points and example only when they have Hindi too: one language per answer.
    keyPoints: head ? head.keyLimits.slice(0, MAX_POINTS) : [],
    examples: head ? hindiExamples(head, 1) : [],
    citations: hindiCitations(answer.citations),
    lang: 'hi',
  };
}

/** The English answer under the note that it is not in Hindi yet. */
export function englishForHindiPage(answer: ExplainAnswer): ExplainAnswer {
  return { ...answer, explanation: `${NOT_YET_IN_HINDI}\n\n${answer.explanation}`, lang: 'en' };
}

/**
 * The answer for a Hindi page. `composedFrom` is the retrieval an offline answer was composed
 * from, given only when the answer is that composition as it stands (not a figure check, a
 * curated yes/no or a model's text, whose English says more than the Hindi head would).
 */
export function answerForHindiPage(answer: ExplainAnswer, composedFrom?: Focus): ExplainAnswer {
  const hindi =
    composedFrom?.kind === 'section'
      ? sectionInHindi(answer, composedFrom)
      : composedFrom?.kind === 'faq'
        ? faqInHindi(answer, composedFrom)
        : undefined;
  return hindi ?? englishForHindiPage(answer);
}
