/**
 * Sections that were taken out of the Income-tax Act 1961 and still get asked about ("is 206AB
 * still applicable"): the answer says first that the rule is gone, from when and by which
 * Finance Act, and what applies now. Facts from our 206AB page and the section map
 * (packages/content act-map, where 206AA and 206CC are section 397 of the 2025 Act).
 */
import { lookupAct1961 } from '@taxguide/content';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { pageSection } from './citations';
import { matchText } from './normalize';
import { namedNumbers } from './unpaged-section';

interface OmittedRule {
  /** The 1961 numbers the note covers, as people type them. */
  numbers: readonly string[];
  /** Our page that explains the old rule. */
  page: string;
  note: () => string;
}

function act2025Of(number1961: string): string | undefined {
  return lookupAct1961(number1961)?.to2025[0]?.number;
}

const RULES: readonly OmittedRule[] = [
  {
    numbers: ['206ab', '206cca'],
    page: '206AB',
    note: () => {
      const pan2025 = act2025Of('206AA');
      const tcs2025 = act2025Of('206CC');
      const now2025 =
        pan2025 && pan2025 === tcs2025
          ? ` (both now in section ${pan2025} of the Income-tax Act 2025)`
          : '';
      return `No longer in force. Section 206AB (higher TDS for people who had not filed their returns) and section 206CCA (the matching higher TCS) were omitted from the Income-tax Act 1961 from 1 April 2025 by the Finance Act 2025, and the Income-tax Act 2025 has no counterpart to them. What applies now: the higher TDS rate for a missing or inoperative PAN under section 206AA and the higher TCS rate for it under section 206CC${now2025}.`;
    },
  },
];

/** The omitted rule a question names or an answer is about, if any. */
function ruleFor(normalizedQuery: string, sectionNumber: string | null): OmittedRule | undefined {
  const text = matchText(normalizedQuery);
  return RULES.find(
    (r) =>
      r.page === sectionNumber ||
      r.numbers.some((n) => new RegExp(` (?:section |sec |s )?${n} `).test(text)),
  );
}

/** True when the question names an omitted section we have a note for. */
export function namesOmittedSection(normalizedQuery: string): boolean {
  return ruleFor(normalizedQuery, null) !== undefined;
}

/** The answer with the omission said first; unchanged when it is about no omitted section. */
export function withOmittedNote(
  answer: ExplainAnswer,
  normalizedQuery: string,
  compose: (pageNumber: string) => ExplainAnswer,
): ExplainAnswer {
  if (answer.kind === 'calculation' || answer.refused) return answer;
  const rule = ruleFor(normalizedQuery, answer.sectionNumber);
  if (!rule || !pageSection(rule.page)) return answer;
  const base = answer.sectionNumber === rule.page ? answer : compose(rule.page);
  if (base.explanation.startsWith(rule.note())) return base;
  return { ...base, explanation: `${rule.note()}\n\n${base.explanation}` };
}

/**
 * A 1961 section we have no page for and that the section map lists with no counterpart in the
 * 2025 Act ("80ccg"): said plainly, with the map's own note, instead of the nearest-sounding
 * page. No date or Finance Act is given here: the map does not record them.
 */
export function omittedMapAnswer(normalizedQuery: string): ExplainAnswer | undefined {
  for (const n of namedNumbers(normalizedQuery)) {
    if (pageSection(n) || RULES.some((r) => r.numbers.includes(n))) continue;
    const omitted = lookupAct1961(n)?.omitted;
    if (!omitted) continue;
    return {
      section: `Section ${omitted.number} of the Income-tax Act 1961: ${omitted.title}`,
      sectionNumber: null,
      explanation: [
        `Section ${omitted.number} of the Income-tax Act 1961 (${omitted.title}) has no counterpart in the Income-tax Act 2025: the section-wise mapping of the two Acts lists no 2025 section for it.`,
        'We do not have a page on it, so we will not guess at its rules or at when it stopped applying. The section finder (/act-2025) shows where every section went.',
      ].join('\n\n'),
      keyPoints: omitted.note ? [omitted.note] : [],
      examples: [],
      relatedSections: [],
      citations: [],
      kind: 'topic',
    };
  }
  return undefined;
}
