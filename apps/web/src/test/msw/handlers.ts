// The default answers of the API for web tests: every route a page calls without a test asking
// about it (layout, content blocks, calculators, chat) answers as the API would, from the curated
// content and the tax engine, through the contract's request and response schemas. A test
// changes an answer with `server.use(...)`; a call no handler answers fails the test (setup.ts).
import { ActMapEntrySchema, ActMapListSchema } from '@taxguide/contracts/act-map';
import {
  ChatDoneEventSchema,
  ChatMessageEventSchema,
  ChatRequestSchema,
  ExplainResponseSchema,
} from '@taxguide/contracts/ai';
import {
  AdvanceTaxRequestSchema,
  AdvanceTaxResultSchema,
  CompareRequestSchema,
  CompareResultSchema,
  IncomeTaxRequestSchema,
  IncomeTaxResultSchema,
} from '@taxguide/contracts/calculators';
import {
  AbbreviationListSchema,
  BlogPostListSchema,
  BlogPostSchema,
  FaqListSchema,
  PopularSectionListSchema,
  SearchResponseSchema,
  SectionDetailSchema,
  SectionListSchema,
  SectionViewSchema,
} from '@taxguide/contracts/content';
import { CALCULATORS } from '@taxguide/tax-engine';
import { http, type HttpHandler } from 'msw';
import {
  abbreviationList,
  faqList,
  post,
  postSummaries,
  sectionDetail,
  sectionSummaries,
} from '../content-fixtures';
import { contractJson, envelope, eventStream, validationError, type Schema } from './respond';

interface SafeSchema<T> extends Schema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly ValidationIssueLike[] } };
}
interface ValidationIssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
}

/** A calculator route: the request schema checks the body, the engine answers, the result schema shapes it. */
function calculatorRoute<Req, Res extends object>(
  url: string,
  request: SafeSchema<Req>,
  result: Schema<Res>,
  run: (input: Req) => unknown,
): HttpHandler {
  return http.post(url, async ({ request: req }) => {
    const parsed = request.safeParse(await req.json());
    if (!parsed.success) return validationError(parsed.error.issues);
    return contractJson(result, result.parse(run(parsed.data)));
  });
}

const sectionOf = (n: string) => {
  try {
    return sectionDetail(n);
  } catch {
    return undefined;
  }
};

export const handlers: HttpHandler[] = [
  http.get('/api/sections/popular', () =>
    contractJson(PopularSectionListSchema, sectionSummaries().slice(0, 6)),
  ),
  http.get('/api/sections', ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    const all = sectionSummaries();
    return contractJson(
      SectionListSchema,
      category ? all.filter((s) => s.category === category) : all,
    );
  }),
  http.get('/api/sections/by-number/:sectionNumber', ({ params }) => {
    const section = sectionOf(String(params.sectionNumber));
    return section
      ? contractJson(SectionDetailSchema, section)
      : envelope(404, 'Section not found', 'NOT_FOUND');
  }),
  http.post('/api/sections/by-number/:sectionNumber/views', ({ params }) => {
    const section = sectionOf(String(params.sectionNumber));
    return section
      ? contractJson(SectionViewSchema, {
          sectionNumber: section.sectionNumber,
          views: section.views + 1,
        })
      : envelope(404, 'Section not found', 'NOT_FOUND');
  }),
  http.get('/api/blog', () => contractJson(BlogPostListSchema, postSummaries())),
  http.get('/api/blog/:slug', ({ params }) => {
    try {
      return contractJson(BlogPostSchema, post(String(params.slug)));
    } catch {
      return envelope(404, 'Post not found', 'NOT_FOUND');
    }
  }),
  http.get('/api/faq', () => contractJson(FaqListSchema, faqList())),
  http.get('/api/abbreviations', () => contractJson(AbbreviationListSchema, abbreviationList())),
  // Sections whose number or title holds the query: enough of the site search for a page test.
  http.get('/api/search', ({ request }) => {
    const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
    const needle = query.toLowerCase();
    const results = needle
      ? sectionSummaries()
          .filter(
            (s) =>
              s.sectionNumber.toLowerCase() === needle || s.title.toLowerCase().includes(needle),
          )
          .map((s) => ({
            type: 'section' as const,
            id: s.sectionNumber,
            title: s.title,
            description: s.description,
            url: `/section/${s.sectionNumber}`,
            sectionNumber: s.sectionNumber,
            act2025Section: s.act2025Section,
            category: s.category,
            exactMatch: s.sectionNumber.toLowerCase() === needle,
            score: 1,
          }))
      : [];
    return contractJson(SearchResponseSchema, { query, total: results.length, results });
  }),
  calculatorRoute(
    '/api/calculate/tax',
    IncomeTaxRequestSchema,
    IncomeTaxResultSchema,
    CALCULATORS.income_tax,
  ),
  calculatorRoute(
    '/api/calculate/advance-tax',
    AdvanceTaxRequestSchema,
    AdvanceTaxResultSchema,
    CALCULATORS.advance_tax,
  ),
  calculatorRoute(
    '/api/calculate/compare',
    CompareRequestSchema,
    CompareResultSchema,
    CALCULATORS.compare,
  ),
  // An offline answer: one "message" event, then "done" citing no section.
  http.post('/api/ai/chat', async ({ request }) => {
    const parsed = ChatRequestSchema.safeParse(await request.json());
    if (!parsed.success) return validationError(parsed.error.issues);
    const stream = eventStream(request.signal);
    stream.send(
      'message',
      ChatMessageEventSchema.parse({ text: 'I could not find a section for that question.' }),
    );
    stream.send(
      'done',
      ChatDoneEventSchema.parse({
        conversationId: parsed.data.conversationId ?? '6f1c2d3e-4a5b-4c6d-8e7f-001122334455',
        replaced: false,
        source: 'offline',
        kind: 'no_match',
        sectionNumber: null,
        citations: [],
        refused: false,
      }),
    );
    stream.close();
    return stream.response;
  }),
];

/** The response schema of a GET or POST route's 200 answer, for bodies a test supplies itself. */
const contractSchemas: [method: string, path: RegExp, schema: Schema<unknown>][] = [
  ['GET', /^\/api\/sections\/popular$/, PopularSectionListSchema],
  ['GET', /^\/api\/sections$/, SectionListSchema],
  ['GET', /^\/api\/sections\/by-number\/[^/]+$/, SectionDetailSchema],
  ['POST', /^\/api\/sections\/by-number\/[^/]+\/views$/, SectionViewSchema],
  ['GET', /^\/api\/blog$/, BlogPostListSchema],
  ['GET', /^\/api\/blog\/[^/]+$/, BlogPostSchema],
  ['GET', /^\/api\/faq$/, FaqListSchema],
  ['GET', /^\/api\/abbreviations$/, AbbreviationListSchema],
  ['GET', /^\/api\/search$/, SearchResponseSchema],
  ['GET', /^\/api\/act-map$/, ActMapListSchema],
  ['GET', /^\/api\/act-map\/(1961|2025)\/[^/]+$/, ActMapEntrySchema],
  ['POST', /^\/api\/ai\/explain$/, ExplainResponseSchema],
  ['POST', /^\/api\/calculate\/tax$/, IncomeTaxResultSchema],
  ['POST', /^\/api\/calculate\/advance-tax$/, AdvanceTaxResultSchema],
  ['POST', /^\/api\/calculate\/compare$/, CompareResultSchema],
];

export function contractSchemaFor(method: string, path: string): Schema<unknown> | undefined {
  return contractSchemas.find(([m, p]) => m === method && p.test(path))?.[2];
}
