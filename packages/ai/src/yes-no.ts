/**
 * Yes/no questions ("Can I claim 80C in the new regime?", "Is PPF interest taxable?") are
 * answered with "Yes", "No" or "It depends" first, then the conditions. A few common ones are
 * curated here, each fact taken from our content or the tax engine's cited rules; any other
 * yes/no question that finds a section opens with "It depends" and the section's conditions.
 */
import { abbreviations, formatINR, lookupAct1961, type SectionContent } from '@taxguide/content';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { DEFAULT_FINANCIAL_YEAR, rulesFor, type Citation } from '@taxguide/tax-engine';
import { matchAliases } from './aliases';
import { parseAmounts } from './amounts';
import { citationsFor, pageSection, sectionHeading } from './citations';
import { matchText } from './normalize';
import { findSectionReferences } from './section-references';

export type Opening = 'Yes' | 'No' | 'It depends';

const ASKS_YES_NO =
  /^(?:can|could|is|are|am|do|does|did|should|shall|will|would|was|were|has|have|may|must|whether|any)\b|\bor not$|\b(?:is (?:that|this|it) (?:right|correct|true)|am i right|right|correct|sahi hai|theek hai|thik hai)$/;
const YES_NO_WORD =
  /\b(?:allowed|available|applicable|taxable|tax free|exempt|claimable|eligible|possible|valid|still)\b/;
/** Hindi-English yes/no questions: "... milega kya", "... hota hai na", "kya ... ?". */
const HINGLISH_YES_NO =
  /^kya\b|\b(?:hai|hain|hota|hoti|hote|milta|milti|milega|milegi|lagta|lagti|lagega|lagegi|sakta|sakti|sakte|chalega|bachega) (?:kya|na)\b|\bhai na$|\b(?:sakta|sakti|sakte|milega|milegi|lagega|lagegi|chalega|aata|aati|aate|milta|milti) (?:hai|hain|hu|hoon)$/;
const OPEN_QUESTION =
  /\b(?:what|which|how|when|where|who|whom|why|kitna|kitni|kitne|kab|kaise|kaun|kaunsa|kaunsi|kaunse|konsa|konsi|konse|kyun|kyon|kya hai|kya hota)\b/;

/** True for a question asking what, which, how much… (not a yes/no one). */
export function isOpenQuestion(normalizedQuery: string): boolean {
  return OPEN_QUESTION.test(normalizedQuery);
}

/** True for a question a "yes" or a "no" answers. */
export function isYesNoQuestion(normalizedQuery: string): boolean {
  if (OPEN_QUESTION.test(normalizedQuery)) return false;
  return (
    ASKS_YES_NO.test(normalizedQuery) ||
    YES_NO_WORD.test(normalizedQuery) ||
    HINGLISH_YES_NO.test(normalizedQuery)
  );
}

/** True when an answer's text already opens with the yes/no word. */
export function opensWithVerdict(text: string): boolean {
  return /^(?:yes|no|it depends)\b/i.test(text.trim());
}

/** Deductions and exemptions the new regime does not allow (engine rule `newRegimeAllows`). */
export const OLD_REGIME_ONLY = new Set([
  '80C',
  '80CCC',
  '80CCD(1)',
  '80CCD(1B)',
  '80D',
  '80DD',
  '80DDB',
  '80E',
  '80EE',
  '80EEA',
  '80G',
  '80GG',
  '80GGC',
  '80TTA',
  '80TTB',
  '80U',
  '10(13A)',
  '10(5)',
  '24(b)',
  '16(iii)',
]);
/** What the new regime still allows, as our 115BAC page lists it. */
const NEW_REGIME_ALLOWS = new Set(['87A', '16(ia)', '80CCD(2)']);

const NEW_REGIME = /\bnew (?:tax )?regime\b|\b115bac\b|\bdefault regime\b/;
const OLD_REGIME = /\bold (?:tax )?regime\b/;

/** "s.115BAC(2) of the Income-tax Act 1961 and s.202(2) of the Income-tax Act 2025 (Finance Act 2026)". */
export function cite(c: Citation): string {
  const acts = [
    c.act1961 ? `${c.act1961} of the Income-tax Act 1961` : '',
    c.act2025 ? `${c.act2025} of the Income-tax Act 2025` : '',
  ].filter(Boolean);
  return `${acts.join(' and ')} (${c.financeAct})`;
}

/** "section 80C (section 123 of the Income-tax Act 2025)". */
export function both(section: SectionContent): string {
  const where = section.act2025Section.startsWith('Schedule')
    ? section.act2025Section
    : `section ${section.act2025Section}`;
  return section.act2025Section
    ? `section ${section.sectionNumber} (${where} of the Income-tax Act 2025)`
    : `section ${section.sectionNumber}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sectionsAsked(normalizedQuery: string): string[] {
  const numbers = [
    ...findSectionReferences(normalizedQuery).map((r) => r.section.sectionNumber),
    ...matchAliases(normalizedQuery).flatMap((a) => a.alias.sections.slice(0, 1)),
  ];
  return numbers.filter((n, i) => numbers.indexOf(n) === i);
}

function verdict(
  opening: Opening,
  main: SectionContent,
  lead: string,
  others: string[],
  extraPoints: string[] = [],
): ExplainAnswer {
  return {
    section: sectionHeading(main),
    sectionNumber: main.sectionNumber,
    explanation: [`${opening}. ${lead}`, main.summary].join('\n\n'),
    keyPoints: [...extraPoints, ...main.keyLimits],
    examples: [],
    relatedSections: citationsFor(others)
      .map((c) => c.sectionNumber)
      .filter((n) => n !== main.sectionNumber),
    citations: citationsFor([main.sectionNumber, ...others]),
    kind: 'section',
  };
}

function regimeRule(section: SectionContent, regime: 'new' | 'old'): ExplainAnswer | undefined {
  const allows = rulesFor(DEFAULT_FINANCIAL_YEAR).deductions.newRegimeAllows.citation;
  const n = section.sectionNumber;
  if (regime === 'new' && OLD_REGIME_ONLY.has(n)) {
    const letOut =
      n === '24(b)'
        ? ' Interest on a let-out house is still deducted from its rent in the new regime; only the self-occupied deduction is lost.'
        : '';
    return verdict(
      'No',
      section,
      `The new regime does not allow ${both(section)}: see ${cite(allows)}. You can claim it only if you choose the old regime for the year.${letOut}`,
      ['115BAC'],
    );
  }
  if (regime === 'new' && NEW_REGIME_ALLOWS.has(n)) {
    return verdict(
      'Yes',
      section,
      `The new regime still allows ${both(section)}: see ${cite(allows)}.`,
      ['115BAC'],
    );
  }
  if (regime === 'old' && OLD_REGIME_ONLY.has(n)) {
    return verdict(
      'Yes',
      section,
      `${capitalised(both(section))} is available in the old regime, if you meet its conditions below; the new regime does not allow it (${cite(allows)}).`,
      ['115BAC'],
    );
  }
  return undefined;
}

function hraAndHomeLoan(regime: 'new' | 'old' | undefined): ExplainAnswer {
  const hra = pageSection('10(13A)')!;
  const interest = pageSection('24(b)')!;
  const rules = rulesFor(DEFAULT_FINANCIAL_YEAR).deductions;
  const limit = rules.selfOccupiedInterest;
  const lead =
    regime === 'new'
      ? `No. The new regime allows neither the HRA exemption under ${both(hra)} nor the deduction for interest on a self-occupied house under ${both(interest)}: see ${cite(rules.newRegimeAllows.citation)}. In the old regime you can claim both.`
      : undefined;
  return {
    section: 'HRA and home-loan interest together',
    sectionNumber: hra.sectionNumber,
    explanation: [
      ...(lead ? [lead] : []),
      `${lead ? 'In the old regime: yes' : 'Yes, in the old regime'}. The HRA exemption is ${both(hra)} and the deduction for home-loan interest is ${both(interest)}: they are separate rules, so you can claim both when you meet the conditions of each. Home-loan interest on a self-occupied house is deductible up to ${formatINR(limit.value.limit)} a year (${cite(limit.citation)}).`,
      ...(lead
        ? []
        : [
            `The new regime allows neither the HRA exemption nor the interest on a self-occupied house (${cite(rules.newRegimeAllows.citation)}).`,
          ]),
      hra.summary,
      interest.summary,
    ].join('\n\n'),
    keyPoints: [
      ...hra.keyLimits.slice(0, 3).map((k) => `Section 10(13A): ${k}`),
      ...interest.keyLimits.slice(0, 3).map((k) => `Section 24(b): ${k}`),
    ],
    examples: [],
    relatedSections: ['24(b)', '115BAC', '80C'],
    citations: citationsFor(['10(13A)', '24(b)', '115BAC']),
    kind: 'section',
  };
}

function ppfInterest(): ExplainAnswer | undefined {
  const main = pageSection('80C');
  const ppf = abbreviations.find((a) => a.short === 'PPF');
  const eee = abbreviations.find((a) => a.short === 'EEE');
  if (!main || !ppf || !eee) return undefined;
  // Our pages say PPF interest and maturity are tax-free but do not name the clause of
  // section 10; the section map says where section 10's clauses went in the 2025 Act.
  const exemptions2025 = lookupAct1961('10')?.to2025[0];
  const where2025 = exemptions2025
    ? ` The section map places every clause of section 10 of the Income-tax Act 1961 in section ${exemptions2025.number} of the Income-tax Act 2025 (${exemptions2025.title}).`
    : '';
  return verdict(
    'No',
    main,
    `PPF interest is not taxed. ${ppf.full}: ${ppf.description} PPF is an EEE investment: ${eee.description} The deposit itself qualifies for ${both(main)} in the old regime. The exemption of PPF interest is in section 10 of the Income-tax Act 1961 (clause 10(11), which our pages do not yet explain, so we have not checked it against them).${where2025}`,
    ['115BAC'],
  );
}

const BELOW = /\b(?:below|under|less than|lower than|within|up ?to)\s*(?:₹|rs\.?|inr)?\s*$/;

function advanceTaxThreshold(normalizedQuery: string): ExplainAnswer | undefined {
  const main = pageSection('208');
  if (!main) return undefined;
  const threshold = rulesFor(DEFAULT_FINANCIAL_YEAR).advanceTax.threshold;
  const asked = parseAmounts(normalizedQuery).find((a) =>
    BELOW.test(normalizedQuery.slice(0, a.start)),
  );
  if (!asked || asked.value > threshold.value.amount) return undefined;
  return verdict(
    'No',
    main,
    `Advance tax is due only when the tax for the year, after TDS and TCS, is ${formatINR(threshold.value.amount)} or more (${cite(threshold.citation)}). Below that, any balance is paid as self-assessment tax before you file your return (section 140A).`,
    ['211', '140A'],
  );
}

/** Asking whether something counts under a section: "is ELSS eligible for 80C", "PPF comes under 80C?". */
const COUNTS_UNDER =
  /\b(?:eligible|qualify|qualifies|qualified|covered|comes? under|coming under|included|part of|counts?|aata|aati|aate)\b/;
const NEGATIVE = /\b(?:not|no|never|excluded|except|nor|dont|doesnt|cannot)\b/;

/**
 * "Is ELSS eligible for 80C?": Yes when the question names the section by number and an item
 * whose alias leads to that section, and our page for it names the item without a negative in
 * the same sentence or table row. Anything else is left to the generic answer.
 */
function itemUnderSection(normalizedQuery: string): ExplainAnswer | undefined {
  if (!COUNTS_UNDER.test(normalizedQuery)) return undefined;
  const named = findSectionReferences(normalizedQuery).map((r) => r.section.sectionNumber);
  if (named.length !== 1) return undefined;
  const main = pageSection(named[0]);
  if (!main) return undefined;
  const item = matchAliases(normalizedQuery).find(
    (m) => m.alias.sections[0] === main.sectionNumber && !/\d/.test(m.phrase),
  );
  if (!item) return undefined;
  const phrase = matchText(item.phrase);
  const parts = `${main.summary}\n${main.fullText}`
    .split(/\n|\||(?<=[.;])\s+/)
    .map((p) => matchText(p))
    .filter((p) => p.includes(phrase));
  if (parts.length === 0 || NEGATIVE.test(parts[0]!)) return undefined;
  const allows = rulesFor(DEFAULT_FINANCIAL_YEAR).deductions.newRegimeAllows.citation;
  const regime = OLD_REGIME_ONLY.has(main.sectionNumber)
    ? ` It counts only in the old regime: the new regime does not allow ${both(main)} (${cite(allows)}).`
    : '';
  return verdict(
    'Yes',
    main,
    `Our page for ${both(main)} names ${item.phrase.toUpperCase() === item.phrase ? item.phrase : item.phrase.length <= 5 ? item.phrase.toUpperCase() : item.phrase} among what it covers, within the section's limit and conditions below.${regime}`,
    regime ? ['115BAC'] : [],
  );
}

/** The one regime a question names, if it names exactly one. */
export function regimeNamed(normalizedQuery: string): 'new' | 'old' | undefined {
  return NEW_REGIME.test(normalizedQuery) && !OLD_REGIME.test(normalizedQuery)
    ? 'new'
    : OLD_REGIME.test(normalizedQuery) && !NEW_REGIME.test(normalizedQuery)
      ? 'old'
      : undefined;
}

/** A curated yes/no answer for the question, if one of the table's intents matches. */
export function curatedYesNo(normalizedQuery: string): ExplainAnswer | undefined {
  // "PPF comes under 80C?" asks yes or no without a question word.
  if (!isYesNoQuestion(normalizedQuery))
    return isOpenQuestion(normalizedQuery) ? undefined : itemUnderSection(normalizedQuery);
  const asked = sectionsAsked(normalizedQuery);
  const regime = regimeNamed(normalizedQuery);
  if (asked.includes('10(13A)') && asked.includes('24(b)')) return hraAndHomeLoan(regime);
  if (regime) {
    for (const n of asked) {
      const section = pageSection(n);
      const answer = section && regimeRule(section, regime);
      if (answer) return answer;
    }
  }
  if (
    /\bppf\b/.test(normalizedQuery) &&
    /\b(?:interest|taxable|tax free|exempt|maturity)\b/.test(normalizedQuery)
  )
    return ppfInterest();
  if (/\badvance tax\b/.test(normalizedQuery)) return advanceTaxThreshold(normalizedQuery);
  return itemUnderSection(normalizedQuery);
}

/** The generic rule: a yes/no question answered from a section opens with "It depends". */
export function withOpening(answer: ExplainAnswer): ExplainAnswer {
  if (answer.kind === 'no_match' || answer.refused || opensWithVerdict(answer.explanation))
    return answer;
  return {
    ...answer,
    explanation: `It depends on the conditions below.\n\n${answer.explanation}`,
  };
}
