import { describe, expect, it } from 'vitest';
import { faqs } from '../faq';
import { findSection } from '../sections/index';
import type { FaqItem, SectionContent } from '../types';
import { NOT_YET_IN_HINDI, faqText, sectionFullText, sectionText } from './localize';

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

describe('sectionText', () => {
  const section = findSection('80C') as SectionContent;
  const hi = section.hi as NonNullable<SectionContent['hi']>;

  it('gives the Hindi head on a Hindi page, each example keeping its English calculation', () => {
    const { text, lang, fallback } = sectionText(section, 'hi');
    expect([lang, fallback]).toEqual(['hi', false]);
    expect(text.summary).toBe(hi.summary);
    expect(text.keyLimits).toEqual(hi.keyLimits);
    expect(text.examples.map((e) => e.scenario)).toEqual(hi.examples?.map((e) => e.scenario));
    expect(text.examples.map((e) => e.calculation)).toEqual(
      section.examples.map((e) => e.calculation),
    );
    expect(text.examples[0]?.calculation).toBeDefined();
  });

  it('gives the English on an English page, without a fallback flag', () => {
    const { text, lang, fallback } = sectionText(section, 'en');
    expect([lang, fallback]).toEqual(['en', false]);
    expect(text.summary).toBe(section.summary);
    expect(text.examples).toBe(section.examples);
  });

  it('falls back to the English, flagged, without Hindi or with a Hindi example missing', () => {
    const { hi: _hi, ...untranslated } = section;
    expect(sectionText(untranslated, 'hi')).toMatchObject({
      text: { summary: section.summary },
      lang: 'en',
      fallback: true,
    });
    const short = { ...section, hi: { ...hi, examples: hi.examples?.slice(1) } };
    expect(sectionText(short, 'hi')).toMatchObject({ lang: 'en', fallback: true });
  });

  it('keeps the full text in English, flagged as a fallback on a Hindi page', () => {
    expect(sectionFullText(section, 'hi')).toEqual({
      text: section.fullText,
      lang: 'en',
      fallback: true,
    });
    expect(sectionFullText(section, 'en').fallback).toBe(false);
  });
});
