import type { FaqItem } from '../types';

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
