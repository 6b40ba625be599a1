import {
  KEY_SECTIONS_FOR_PDF,
  SEARCH_VOLUME_NOTE_HI,
  abbreviations,
  explainCalculation,
  faqs,
  findSection,
  sections as curatedSections,
} from '@taxguide/content';
import {
  AbbreviationListSchema,
  FaqListSchema,
  SectionDetailSchema,
  SectionListSchema,
} from '@taxguide/contracts/content';
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

const get = (url: string) => t.app.inject({ method: 'GET', url });
const section = async (n: string, lang?: string) => {
  const res = await get(
    `/api/sections/by-number/${encodeURIComponent(n)}${lang ? `?lang=${lang}` : ''}`,
  );
  expect(res.statusCode).toBe(200);
  return SectionDetailSchema.parse(res.json());
};

describe('GET /api/faq?lang=hi', () => {
  it('gives every item its Hindi from the same record, with the same ids and categories', async () => {
    const english = FaqListSchema.parse((await get('/api/faq')).json());
    const hindi = FaqListSchema.parse((await get('/api/faq?lang=hi')).json());
    expect(hindi.categories).toEqual(english.categories);
    expect(hindi.items.map((i) => [i.id, i.category])).toEqual(
      english.items.map((i) => [i.id, i.category]),
    );
    for (const item of hindi.items) {
      const record = faqs.find((f) => f.id === item.id);
      expect(item.lang).toBe('hi');
      expect(item.question).toBe(record?.hi?.question);
      expect(item.answer).toBe(record?.hi?.answer);
    }
    // English stays exactly as it was: no language marks.
    expect(english.items.every((i) => i.lang === undefined)).toBe(true);
  });

  it('refuses an unknown language in plain words', async () => {
    const res = await get('/api/faq?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).details).toEqual([
      expect.objectContaining({ path: 'lang', message: "lang must be 'en' or 'hi'" }),
    ]);
  });
});

describe('GET /api/sections/by-number/:n?lang=hi', () => {
  it('the 50 key sections come in Hindi, their computed figures from the same engine run', async () => {
    for (const number of KEY_SECTIONS_FOR_PDF) {
      const content = findSection(number);
      const english = await section(number);
      const hindi = await section(number, 'hi');
      expect(hindi.lang, number).toBe('hi');
      expect(hindi.title).toBe(content?.hi?.title);
      expect(hindi.summary).toBe(content?.hi?.summary);
      expect(hindi.keyLimits).toEqual(content?.hi?.keyLimits);
      // Numbers, source and full text are the English record's.
      expect({
        ...hindi,
        title: '',
        description: '',
        summary: '',
        keyLimits: [],
        examples: [],
      }).toMatchObject({
        ...english,
        title: '',
        description: '',
        summary: '',
        keyLimits: [],
        examples: [],
        related: expect.any(Array) as unknown,
      });
      expect(hindi.examples).toHaveLength(english.examples.length);
      content?.examples.forEach((example, i) => {
        if (!example.calculation) return;
        const worked = explainCalculation(example.calculation);
        expect(english.examples[i]?.text).toContain(worked);
        expect(hindi.examples[i]?.text).toContain(worked);
        expect(hindi.examples[i]?.title).toBe(content.hi?.examples?.[i]?.title);
      });
    }
  });

  it('a section without Hindi keeps its English, marked lang en', async () => {
    const untranslated = curatedSections.find((s) => !s.hi);
    expect(untranslated).toBeDefined();
    const number = untranslated?.sectionNumber ?? '';
    const hindi = await section(number, 'hi');
    expect(hindi.lang).toBe('en');
    expect(hindi.title).toBe((await section(number)).title);
  });

  it("an admin's edit is not hidden behind the seed's Hindi", async () => {
    await t.db.db
      .updateTable('sections')
      .set({ summary: 'Edited by admin', editedByAdminAt: new Date() })
      .where('sectionNumber', '=', '80D')
      .execute();
    const hindi = await section('80D', 'hi');
    expect(hindi.lang).toBe('en');
    expect(hindi.summary).toBe('Edited by admin');
  });

  it('refuses an unknown language and changes nothing', async () => {
    const res = await get('/api/sections/by-number/80C?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(res.json()).details).toEqual([
      expect.objectContaining({ path: 'lang', message: "lang must be 'en' or 'hi'" }),
    ]);
  });
});

describe('GET /api/abbreviations?lang=hi', () => {
  it('gives each abbreviation its Hindi name and description in the same order, figures untouched', async () => {
    const english = AbbreviationListSchema.parse((await get('/api/abbreviations')).json());
    const hindi = AbbreviationListSchema.parse((await get('/api/abbreviations?lang=hi')).json());
    expect(hindi.items.map((i) => [i.short, i.category, i.searchVolume])).toEqual(
      english.items.map((i) => [i.short, i.category, i.searchVolume]),
    );
    for (const item of hindi.items) {
      const record = abbreviations.find((a) => a.short === item.short);
      expect(item.lang).toBe('hi');
      expect(item.full).toBe(record?.hi?.full);
      expect(item.description).toBe(record?.hi?.description);
    }
    expect(hindi.volumeNote).toBe(SEARCH_VOLUME_NOTE_HI);
    expect(english.items.every((i) => i.lang === undefined)).toBe(true);
  });
});

describe('GET /api/sections and /api/sections/popular ?lang=hi', () => {
  it('name each section with Hindi where it has it, in the same order', async () => {
    const english = SectionListSchema.parse((await get('/api/sections')).json());
    const hindi = SectionListSchema.parse((await get('/api/sections?lang=hi')).json());
    expect(hindi.map((s) => s.sectionNumber)).toEqual(english.map((s) => s.sectionNumber));
    const c80 = hindi.find((s) => s.sectionNumber === '80C');
    expect(c80).toMatchObject({ lang: 'hi', title: findSection('80C')?.hi?.title });
    const untranslated = hindi.find((s) => !findSection(s.sectionNumber)?.hi);
    expect(untranslated?.lang).toBe('en');
    const popular = SectionListSchema.parse((await get('/api/sections/popular?lang=hi')).json());
    expect(popular.every((s) => s.lang !== undefined)).toBe(true);
    expect(english.every((s) => s.lang === undefined)).toBe(true);
    expect((await get('/api/sections?lang=xx')).statusCode).toBe(400);
  });
});
