/**
 * Hindi and Hinglish questions reach the section an English question about the same thing
 * reaches, and a Hindi page gets its answer in Hindi from the section's Hindi head (figures as
 * the content states them), or in English under NOT_YET_IN_HINDI where there is no Hindi yet.
 */
import {
  faqs,
  findSection,
  KEY_SECTIONS_FOR_PDF,
  NOT_YET_IN_HINDI,
  renderExamples,
  sectionText,
  type SectionContent,
} from '@taxguide/content';
import type { ExplainResponse } from '@taxguide/contracts/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchAliases } from '../src/aliases';
import { answerAsText } from '../src/compose';
import { createExplainer, type ExplainerChatEvent } from '../src/explainer';
import { readQuestion, sectionByHindiTitle } from '../src/hindi-query';
import { buildKnowledgeIndex, queryTerms } from '../src/knowledge-index';
import { createLlmClient } from '../src/llm';
import { hindiWords, matchText, normalizeQuery, readHindi } from '../src/normalize';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server';

const explainer = createExplainer({ today: () => '2026-11-23' });

/** Each question and the section its answer must be about. */
const QUESTIONS: readonly [string, string][] = [
  ['80C kya hai', '80C'],
  ['80C क्या है', '80C'],
  ['HRA छूट कैसे निकालें', '10(13A)'],
  ['hra chhut kaise nikale', '10(13A)'],
  // The department's word and the payslip's for HRA.
  ['गृह किराया भत्ता छूट', '10(13A)'],
  ['मकान किराया भत्ता छूट', '10(13A)'],
  ['home loan ka byaj', '24(b)'],
  ['होम लोन का ब्याज', '24(b)'],
  ['मानक कटौती कितनी है', '16(ia)'],
  ['manak katauti kitni hai', '16(ia)'],
  ['स्टैंडर्ड डिडक्शन कितना है', '16(ia)'],
  ['अग्रिम कर कब भरना है', '211'],
  ['agrim kar kab bharna hai', '211'],
  ['अग्रिम कर की किस्त', '211'],
  ['पूंजीगत लाभ पर कर', '112A'],
  ['पूँजीगत लाभ पर कर', '112A'],
  ['अल्पकालिक पूंजीगत लाभ शेयर', '111A'],
  ['TDS kaise bachaye', '192'],
  ['किराये पर टीडीएस', '194I'],
  ['धारा 80D क्या है', '80D'],
  ['शिक्षा ऋण के ब्याज पर कटौती', '80E'],
  ['दान पर कटौती', '80G'],
  ['एनपीएस में अतिरिक्त कटौती', '80CCD(1B)'],
  ['ग्रेच्युटी पर छूट', '10(10)'],
  ['छुट्टी नकदीकरण', '10(10AA)'],
  ['नई कर व्यवस्था', '115BAC'],
  ['अद्यतन रिटर्न', '139(8A)'],
  ['पेशेवर के लिए अनुमानित कराधान', '44ADA'],
  ['लेखापरीक्षा कब जरूरी है', '44AB'],
];

function section(n: string): SectionContent {
  const s = findSection(n);
  if (!s) throw new Error(`no section ${n}`);
  return s;
}

describe('reading a Hindi question', () => {
  it('keeps Devanagari through normalising and word splitting', () => {
    expect(normalizeQuery('  मानक कटौती  कितनी है? ')).toBe('मानक कटौती कितनी है');
    expect(matchText('होम लोन का ब्याज')).toBe(' होम लोन का ब्याज ');
    expect(queryTerms('पूंजीगत लाभ, क्या है?')).toEqual(['पूंजीगत', 'लाभ']);
  });

  it('keeps only Devanagari in the Hindi index fields, so English words never reach them', () => {
    expect(hindiWords('हिंदू अविभाजित कुटुंब (HUF) या HUF/व्यक्ति, ₹50,000 तक।')).toBe(
      'हिंदू अविभाजित कुटुंब या व्यक्ति तक',
    );
    expect(queryTerms(hindiWords(section('194C').hi!.description))).not.toContain('huf');
  });

  it('puts glossary terms in English and drops question words; English is left alone', () => {
    expect(readHindi('मानक कटौती कितनी है')).toBe('standard deduction');
    expect(readHindi('अग्रिम कर कब भरना है')).toBe('advance tax due date');
    expect(readHindi('होम लोन का ब्याज')).toBe('home loan interest');
    expect(readHindi('hra छूट कैसे निकालें')).toBe('hra exemption निकालें');
    // The chandrabindu and the anusvara spelling read the same.
    expect(readHindi('पूँजीगत लाभ')).toBe(readHindi('पूंजीगत लाभ'));
    for (const english of ['what is 80c', 'home loan ka byaj', 'tax on sale of house'])
      expect(readHindi(english)).toBe(english);
  });

  it('matches Hinglish alias rows only with a Hindi word in the question', () => {
    expect(matchAliases('home loan ka byaj')[0]?.alias.sections[0]).toBe('24(b)');
    expect(matchAliases('hra chhut')[0]?.alias.sections[0]).toBe('10(13A)');
    expect(matchAliases('manak katauti')[0]?.alias.sections[0]).toBe('16(ia)');
    expect(matchAliases('agrim kar')[0]?.alias.sections[0]).toBe('208');
    // The English question matches the English rows only, as before.
    const english = matchAliases('home loan interest').map((m) => m.phrase);
    expect(english).not.toContain('byaj');
  });

  it('finds a Hindi FAQ question in the Hindi fields of the index', () => {
    const index = buildKnowledgeIndex();
    const hindiFaq = faqs.find((f) => f.hi)!;
    const hits = index.search(hindiFaq.hi!.question, { types: ['faq'], limit: 1 });
    expect(hits[0]?.doc.id).toBe(`faq:${hindiFaq.id}`);
    // An English question never reaches the Devanagari-only fields.
    const english = index.search(hindiFaq.question, { types: ['faq'], limit: 1 });
    expect(english[0]?.doc.id).toBe(`faq:${hindiFaq.id}`);
  });
});

describe('the explainer on Hindi and Hinglish questions', () => {
  it.each(QUESTIONS)('"%s" is answered about section %s', async (question, expected) => {
    const { answer } = await explainer.explain(question);
    expect(answer.refused).toBeFalsy();
    expect(answer.sectionNumber).toBe(expected);
  });

  it.each(QUESTIONS)('"%s" on a Hindi page is about %s too', async (question, expected) => {
    const { answer } = await explainer.explain(question, { lang: 'hi' });
    expect(answer.sectionNumber).toBe(expected);
    expect(answer.lang).toBeDefined();
  });
});

describe('the 50 key sections by their Hindi titles', () => {
  it.each(KEY_SECTIONS_FOR_PDF)('section %s answers its own Hindi title', async (n) => {
    const title = section(n).hi!.title;
    const { answer } = await explainer.explain(title, { lang: 'hi' });
    expect(answer.sectionNumber).toBe(n);
    // 80CCD(1B)'s title states a limit (₹50,000): the answer checks it as a stated figure, in
    // English under the note.
    expect(answer.lang).toBe(n === '80CCD(1B)' ? 'en' : 'hi');
  });

  it('a title shared by several sections names none of them', () => {
    // "पूंजीगत लाभ" is in the titles of 111A, 112 and 112A: the English reading decides.
    expect(sectionByHindiTitle('पूंजीगत लाभ')).toBeUndefined();
    expect(sectionByHindiTitle(normalizeQuery(section('80TTA').hi!.title))?.sectionNumber).toBe(
      '80TTA',
    );
    expect(readQuestion('what is 80c')).toBe('what is 80c');
  });
});

describe('answers for a Hindi page', () => {
  it('a section with Hindi: its Hindi heading, summary, key limits, examples and pages', async () => {
    const { answer } = await explainer.explain('मानक कटौती कितनी है', { lang: 'hi' });
    const head = sectionText(section('16(ia)'), 'hi');
    expect(head.lang).toBe('hi');
    expect(answer).toMatchObject({
      lang: 'hi',
      kind: 'section',
      sectionNumber: '16(ia)',
      section: `धारा 16(ia): ${head.text.title}`,
      keyPoints: head.text.keyLimits,
    });
    const [lead, summary] = answer.explanation.split('\n\n');
    expect(lead).toBe('यह उत्तर धारा 16(ia) पर हमारे पृष्ठ से है।');
    expect(summary).toBe(head.text.summary);
    // The worked example: the Hindi scenario and the engine's own working for it.
    const rendered = renderExamples(head.text)[0]!;
    expect(answer.examples[0]).toBe(
      `${rendered.title}: ${rendered.text.replace(/\s*\n+\s*/g, ' ')}`,
    );
    expect(answer.citations[0]).toMatchObject({
      sectionNumber: '16(ia)',
      title: head.text.title,
      url: '/hi/section/16(ia)',
    });
    // The figures are the ones the content states: ₹75,000 is in the English and the Hindi.
    expect(section('16(ia)').keyLimits.join(' ')).toContain('₹75,000');
    expect(answer.keyPoints.join(' ')).toContain('₹75,000');
  });

  it('the same question asked in English gets the same section, in English', async () => {
    const hindi = await explainer.explain('standard deduction kitna hai', { lang: 'hi' });
    const english = await explainer.explain('standard deduction kitna hai');
    expect(hindi.answer.sectionNumber).toBe(english.answer.sectionNumber);
    expect(english.answer.lang).toBeUndefined();
    expect(english.answer.section).toBe(`Section 16(ia): ${section('16(ia)').title}`);
    expect(hindi.answer.section).toBe(`धारा 16(ia): ${section('16(ia)').hi!.title}`);
  });

  it('lang "en" and no lang give the same English answer', async () => {
    for (const q of ['what is 80c', 'hra exemption', 'tax on 12 lakh salary', 'mediclaim']) {
      const plain = await createExplainer({ today: () => '2026-11-23' }).explain(q);
      const en = await createExplainer({ today: () => '2026-11-23' }).explain(q, { lang: 'en' });
      expect(en.answer).toEqual(plain.answer);
      expect(plain.answer.lang).toBeUndefined();
    }
  });

  it('an FAQ with Hindi is answered with its Hindi question and answer', async () => {
    const item = faqs.find((f) => f.hi && f.question.toLowerCase().includes('advance tax'))!;
    const { answer } = await explainer.explain(item.question, { lang: 'hi' });
    expect(answer).toMatchObject({
      lang: 'hi',
      section: item.hi!.question,
      explanation: item.hi!.answer,
    });
  });

  it('a section without Hindi is English under NOT_YET_IN_HINDI', async () => {
    const { answer } = await explainer.explain('विलंबित रिटर्न', { lang: 'hi' });
    expect(answer.sectionNumber).toBe('139(4)');
    expect(findSection('139(4)')!.hi).toBeUndefined();
    expect(answer.lang).toBe('en');
    expect(answer.explanation.startsWith(`${NOT_YET_IN_HINDI}\n\n`)).toBe(true);
    expect(answer.explanation).toContain(findSection('139(4)')!.summary);
    expect(answer.citations[0]?.url).toBe('/section/139(4)');
  });

  it('a figure from the engine is worded in Hindi, not under the note', async () => {
    const { answer } = await explainer.explain('tax on 12 lakh salary', { lang: 'hi' });
    expect(answer.kind).toBe('calculation');
    expect(answer.lang).toBe('hi');
    expect(answer.explanation).not.toContain(NOT_YET_IN_HINDI);
  });

  it('a figure asked in Hindi is the engine figure of the same English question', async () => {
    const hindi = await explainer.explain('12 लाख वेतन पर कितना कर', { lang: 'hi' });
    const english = await explainer.explain('tax on 12 lakh salary');
    expect(hindi.answer.kind).toBe('calculation');
    expect(hindi.answer.working?.map((s) => [s.amount, s.section])).toEqual(
      english.answer.working?.map((s) => [s.amount, s.section]),
    );
    expect(hindi.answer.explanation).toContain('₹12,00,000 के वेतन पर');
  });

  it('a question that is not about tax is refused, in English under the note', async () => {
    for (const q of ['आज मौसम कैसा है', 'क्रिकेट का स्कोर क्या है']) {
      const { answer } = await explainer.explain(q, { lang: 'hi' });
      expect(answer).toMatchObject({ kind: 'refusal', refused: true, lang: 'en' });
      expect(answer.explanation.startsWith(NOT_YET_IN_HINDI)).toBe(true);
    }
  });

  it('a Hindi page does not share the English page cache entry', async () => {
    const shared = createExplainer({ today: () => '2026-11-23' });
    const english = await shared.explain('hra kya hai');
    const hindi = await shared.explain('hra kya hai', { lang: 'hi' });
    expect(english.answer.lang).toBeUndefined();
    expect(hindi.answer).toMatchObject({ lang: 'hi', source: 'offline' });
    const again = await shared.explain('hra kya hai', { lang: 'hi' });
    expect(again.answer).toMatchObject({ lang: 'hi', source: 'cache' });
  });

  it('the chat answers a Hindi page in Hindi, with Hindi headings and /hi/ links', async () => {
    const events: ExplainerChatEvent[] = [];
    for await (const e of explainer.chat(
      [{ role: 'user', content: 'होम लोन का ब्याज' }],
      undefined,
      {
        lang: 'hi',
      },
    ))
      events.push(e);
    const message = events.find((e) => e.event === 'message');
    const done = events.find((e) => e.event === 'done');
    const head = sectionText(section('24(b)'), 'hi').text;
    expect(message?.event === 'message' && message.data.text).toContain(head.summary);
    expect(message?.event === 'message' && message.data.text).toContain('मुख्य बातें:');
    expect(done?.event === 'done' && done.data.sectionNumber).toBe('24(b)');
    expect(done?.event === 'done' && done.data.citations[0]?.url).toBe('/hi/section/24(b)');
  });

  it('the text rendering of an English answer is unchanged', async () => {
    const { answer } = await explainer.explain('hra exemption');
    const text = answerAsText(answer as ExplainResponse);
    expect(text).toContain('Key points:');
    expect(text).toMatch(/Related sections: \[[^\]]+\]\(\/section\//);
  });
});

describe('a model answer on a Hindi page', () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is the model English under NOT_YET_IN_HINDI, not replaced by the Hindi head', async () => {
    const explanation =
      'Section 80D lets you deduct health-insurance premiums. For parents the limit is ₹25,000, or ₹50,000 if a parent is a senior citizen.';
    server.script({
      kind: 'json',
      body: { sectionNumber: '80D', explanation, keyPoints: [], examples: [], relatedSections: [] },
    });
    const withModel = createExplainer({
      llm: createLlmClient({
        apiKey: 'test-key',
        baseUrl: server.baseUrl,
        model: 'fake-model',
        timeoutMs: 2_000,
      }),
      today: () => '2026-11-23',
    });
    const { answer } = await withModel.explain('80D limit for senior parents', { lang: 'hi' });
    expect(answer).toMatchObject({ source: 'model', lang: 'en', sectionNumber: '80D' });
    expect(answer.explanation).toBe(`${NOT_YET_IN_HINDI}\n\n${explanation}`);
  });
});
