import type { Abbreviation, FaqItem, SectionContent, SectionExample } from '../types';

export type Locale = 'en' | 'hi';

/**
 * Shown above English text on a Hindi page when that text has no Hindi yet, so a reader knows why
 * the language changes (docs/i18n.md, "Falling back to English").
 */
export const NOT_YET_IN_HINDI = 'यह भाग अभी हिंदी में उपलब्ध नहीं है। नीचे इसका अंग्रेज़ी पाठ दिया गया है।';

export interface LocalizedText<T> {
  /** The text to show. */
  text: T;
  /** The language the text is actually in: the page's `lang` attribute for this block. */
  lang: Locale;
  /** True when a Hindi page shows English because no translation exists yet. */
  fallback: boolean;
}

/** An FAQ item's question and answer in `locale`, or its English with `fallback` set. */
export function faqText(
  item: FaqItem,
  locale: Locale,
): LocalizedText<{ question: string; answer: string }> {
  if (locale === 'hi' && item.hi) return { text: item.hi, lang: 'hi', fallback: false };
  return {
    text: { question: item.question, answer: item.answer },
    lang: 'en',
    fallback: locale !== 'en',
  };
}

/** An abbreviation's full name and description in `locale`, or its English with `fallback` set. */
export function abbreviationText(
  item: Abbreviation,
  locale: Locale,
): LocalizedText<{ full: string; description: string }> {
  if (locale === 'hi' && item.hi) return { text: item.hi, lang: 'hi', fallback: false };
  return {
    text: { full: item.full, description: item.description },
    lang: 'en',
    fallback: locale !== 'en',
  };
}

/** The translated head of a section page: what `SectionContent.hi` holds, examples with their calculation. */
export interface SectionText {
  title: string;
  description: string;
  summary: string;
  keyLimits: string[];
  examples: SectionExample[];
}

/**
 * A section's title, description, summary, key limits and examples in `locale`, or its English
 * with `fallback` set. A Hindi example keeps the English example's `calculation`, so its computed
 * figures come from the same engine run; a missing Hindi example falls back with the whole head.
 */
export function sectionText(section: SectionContent, locale: Locale): LocalizedText<SectionText> {
  const hi = section.hi;
  const hindiExamples = hi?.examples ?? [];
  if (locale === 'hi' && hi && hindiExamples.length === section.examples.length) {
    return {
      text: {
        title: hi.title,
        description: hi.description,
        summary: hi.summary,
        keyLimits: hi.keyLimits,
        examples: section.examples.map((example, i) => ({
          ...example,
          title: hindiExamples[i]?.title ?? example.title,
          scenario: hindiExamples[i]?.scenario ?? example.scenario,
        })),
      },
      lang: 'hi',
      fallback: false,
    };
  }
  return {
    text: {
      title: section.title,
      description: section.description,
      summary: section.summary,
      keyLimits: section.keyLimits,
      examples: section.examples,
    },
    lang: 'en',
    fallback: locale !== 'en',
  };
}

/** A section's full text: English on every page until it is translated, flagged on a Hindi page. */
export function sectionFullText(section: SectionContent, locale: Locale): LocalizedText<string> {
  return { text: section.fullText, lang: 'en', fallback: locale !== 'en' };
}
