import { describe, expect, it } from 'vitest';
import { faqs } from '../faq';
import type { FaqItem } from '../types';
import { NOT_YET_IN_HINDI, faqText } from './localize';

const item = faqs[0] as FaqItem;

describe('faqText', () => {
  it('gives the Hindi of a translated item on a Hindi page', () => {
    expect(faqText(item, 'hi')).toEqual({ text: item.hi, lang: 'hi', fallback: false });
  });

  it('gives the English on an English page, without a fallback flag', () => {
    expect(faqText(item, 'en')).toEqual({
      text: { question: item.question, answer: item.answer },
      lang: 'en',
      fallback: false,
    });
  });

  it('falls back to the English, flagged, when an item has no Hindi yet', () => {
    const { hi: _hi, ...untranslated } = item;
    expect(faqText(untranslated, 'hi')).toEqual({
      text: { question: item.question, answer: item.answer },
      lang: 'en',
      fallback: true,
    });
  });

  it('has a Hindi note for the fallback', () => {
    expect(NOT_YET_IN_HINDI).toMatch(/[\u0900-\u097F]/);
    expect(NOT_YET_IN_HINDI).toContain('अंग्रेज़ी');
  });
});
