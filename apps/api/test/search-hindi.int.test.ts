/**
 * Hindi and Hinglish over HTTP on a real database: GET /api/search finds the section a Hindi or
 * Hinglish query means and, with lang=hi, gives sections and FAQ their Hindi titles and /hi/
 * pages; POST /api/ai/explain and /api/ai/chat answer those questions about the same section,
 * in Hindi where the section has Hindi. English searches are held by search.int.test.ts.
 */
import {
  faqs,
  findSection,
  KEY_SECTIONS_FOR_PDF,
  NOT_YET_IN_HINDI,
  sectionText,
} from '@taxguide/content';
import { ExplainResponseSchema, type ExplainResponse } from '@taxguide/contracts/ai';
import { SearchResponseSchema, type SearchResponse } from '@taxguide/contracts/content';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

/**
 * Each query, the result search must rank first, and the section the explainer must answer
 * about. They differ only where the English query does the same: "tds kaise bachaye" finds the
 * FAQ on avoiding TDS first, and a whole topic ("capital gains tax") its guide.
 */
const QUERIES: readonly [string, string, string][] = [
  ['80C kya hai', 'section:80C', '80C'],
  ['80C क्या है', 'section:80C', '80C'],
  ['HRA छूट कैसे निकालें', 'section:10(13A)', '10(13A)'],
  ['hra chhut kaise nikale', 'section:10(13A)', '10(13A)'],
  ['home loan ka byaj', 'section:24(b)', '24(b)'],
  ['होम लोन का ब्याज', 'section:24(b)', '24(b)'],
  ['मानक कटौती कितनी है', 'section:16(ia)', '16(ia)'],
  ['manak katauti kitni hai', 'section:16(ia)', '16(ia)'],
  ['स्टैंडर्ड डिडक्शन कितना है', 'section:16(ia)', '16(ia)'],
  ['अग्रिम कर कब भरना है', 'faq:advance-tax-due-dates', '211'],
  ['agrim kar kab bharna hai', 'section:211', '211'],
  ['अग्रिम कर की किस्त', 'section:211', '211'],
  ['पूंजीगत लाभ पर कर', 'guide:capital-gains-tax-after-july-2024', '112A'],
  ['TDS kaise bachaye', 'faq:avoid-tds-on-fd', '192'],
  ['किराये पर टीडीएस', 'section:194I', '194I'],
  ['धारा 80D क्या है', 'section:80D', '80D'],
  ['शिक्षा ऋण के ब्याज पर कटौती', 'section:80E', '80E'],
  ['दान पर कटौती', 'section:80G', '80G'],
  ['एनपीएस में अतिरिक्त कटौती', 'section:80CCD(1B)', '80CCD(1B)'],
  ['छुट्टी नकदीकरण', 'section:10(10AA)', '10(10AA)'],
  ['अद्यतन रिटर्न', 'section:139(8A)', '139(8A)'],
];

async function search(q: string, lang?: string): Promise<SearchResponse> {
  const qs = new URLSearchParams({ q, ...(lang ? { lang } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return SearchResponseSchema.parse(res.json());
}

let ipCounter = 0;
function post(url: string, body: unknown) {
  ipCounter++;
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function explain(query: string, lang?: string): Promise<ExplainResponse> {
  const res = await post('/api/ai/explain', { query, ...(lang ? { lang } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return ExplainResponseSchema.parse(res.json());
}

describe('Hindi and Hinglish queries', () => {
  it.each(QUERIES)('search "%s" ranks %s first', async (q, expected) => {
    const r = await search(q);
    expect(r.results.map((x) => `${x.type}:${x.id}`)[0]).toBe(expected);
  });

  it.each(QUERIES)('explainer "%s" (search: %s) answers about section %s', async (q, _, n) => {
    const answer = await explain(q);
    expect(answer.refused).toBeFalsy();
    expect(answer.sectionNumber).toBe(n);
  });

  it('a topic query finds the same first result as its English', async () => {
    expect((await search('पूंजीगत लाभ पर कर')).results[0]).toEqual(
      (await search('capital gains tax')).results[0],
    );
    // …and the topic's first section leads the sections.
    const sections = (await search('पूंजीगत लाभ पर कर')).results.filter((x) => x.type === 'section');
    expect(sections[0]?.id).toBe('112A');
  });
});

describe('the 50 key sections by their Hindi titles', () => {
  it.each(KEY_SECTIONS_FOR_PDF)('search for the Hindi title of %s finds it first', async (n) => {
    const r = await search(findSection(n)!.hi!.title, 'hi');
    expect(r.results[0]).toMatchObject({ type: 'section', id: n, lang: 'hi' });
  });
});

describe('search with lang=hi', () => {
  it('gives a section its Hindi title, description and /hi/ page', async () => {
    const r = await search('मानक कटौती कितनी है', 'hi');
    const hi = findSection('16(ia)')!.hi!;
    expect(r.results[0]).toMatchObject({
      type: 'section',
      id: '16(ia)',
      title: `धारा 16(ia): ${hi.title}`,
      description: hi.description,
      url: '/hi/section/16(ia)',
      lang: 'hi',
    });
    // The snippet is cut from the Hindi and marks the query's own words.
    const snippet = r.results[0]!.snippet!;
    expect(hi.description).toContain(snippet.text.replace(/…/g, '').trim().slice(0, 40));
    const marked = snippet.highlights.map(([a, b]) => snippet.text.slice(a, b));
    expect(marked).toContain('कटौती');
    expect(marked.every((w) => ['मानक', 'कटौती', 'standard', 'deduction'].includes(w))).toBe(true);
  });

  it('an exact section number keeps its place, in Hindi', async () => {
    const r = await search('80c', 'hi');
    expect(r.results[0]).toMatchObject({
      id: '80C',
      exactMatch: true,
      url: '/hi/section/80C',
      title: `धारा 80C: ${findSection('80C')!.hi!.title}`,
    });
  });

  it('gives an FAQ item its Hindi question and /hi/faq page', async () => {
    const item = faqs.find((f) => f.hi)!;
    const r = await search(item.hi!.question, 'hi');
    const found = r.results.find((x) => x.type === 'faq' && x.id === item.id);
    expect(found).toMatchObject({
      title: item.hi!.question,
      url: `/hi/faq#${item.id}`,
      lang: 'hi',
    });
  });

  it('finds the same results in the same order as the English page', async () => {
    for (const q of ['hra', 'होम लोन का ब्याज', 'capital gains']) {
      const en = await search(q);
      const hi = await search(q, 'hi');
      expect(hi.results.map((x) => `${x.type}:${x.id}`)).toEqual(
        en.results.map((x) => `${x.type}:${x.id}`),
      );
      expect(hi.results.map((x) => x.score)).toEqual(en.results.map((x) => x.score));
    }
  });

  it('a result without Hindi stays English and says so', async () => {
    const r = await search('belated return', 'hi');
    const section = r.results.find((x) => x.type === 'section' && x.id === '139(4)');
    expect(findSection('139(4)')!.hi).toBeUndefined();
    expect(section).toMatchObject({ url: '/section/139(4)', lang: 'en' });
    expect(section!.title).toBe(`Section 139(4): ${findSection('139(4)')!.title}`);
  });

  it('an English search has no lang field and English titles', async () => {
    const r = await search('hra');
    expect(r.results.every((x) => x.lang === undefined)).toBe(true);
    expect(r.results[0]!.url).toBe('/section/10(13A)');
    expect((await search('hra', 'en')).results).toEqual(r.results);
  });

  it.each(['fr', 'HI', 'hindi', ''])('lang=%s → 400 with a plain message', async (lang) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/search?q=80c&lang=${lang}` });
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.details?.map((d) => d.path)).toEqual(['lang']);
    expect(JSON.stringify(body)).toContain("lang must be 'en' or 'hi'");
  });
});

describe('the explainer with lang=hi', () => {
  it('answers a section with Hindi from its Hindi head', async () => {
    const answer = await explain('होम लोन का ब्याज', 'hi');
    const head = sectionText(findSection('24(b)')!, 'hi').text;
    expect(answer).toMatchObject({
      lang: 'hi',
      sectionNumber: '24(b)',
      section: `धारा 24(b): ${head.title}`,
      keyPoints: head.keyLimits,
    });
    expect(answer.explanation).toContain(head.summary);
    expect(answer.citations[0]?.url).toBe('/hi/section/24(b)');
  });

  it('answers without Hindi in English under the note', async () => {
    const answer = await explain('belated return', 'hi');
    expect(answer).toMatchObject({ lang: 'en', sectionNumber: '139(4)' });
    expect(answer.explanation.startsWith(NOT_YET_IN_HINDI)).toBe(true);
  });

  it('no lang and lang=en give the English answer without a lang field', async () => {
    const plain = await explain('standard deduction');
    const en = await explain('standard deduction', 'en');
    expect(plain.lang).toBeUndefined();
    expect({ ...en, source: plain.source }).toEqual(plain);
  });

  it('the chat answers in Hindi', async () => {
    const res = await post('/api/ai/chat', { message: 'मानक कटौती कितनी है', lang: 'hi' });
    expect(res.statusCode).toBe(200);
    const head = sectionText(findSection('16(ia)')!, 'hi').text;
    expect(res.body).toContain(JSON.stringify(head.summary).slice(1, -1));
    expect(res.body).toContain('/hi/section/16(ia)');
  });

  it.each([
    ['/api/ai/explain', { query: '80c', lang: 'fr' }],
    ['/api/ai/chat', { message: '80c', lang: 'english' }],
  ])('%s with a bad lang → 400 with a plain message', async (url, body) => {
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(ErrorEnvelopeSchema.parse(res.json()))).toContain(
      "lang must be 'en' or 'hi'",
    );
  });
});
