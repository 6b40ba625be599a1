// The default handlers' answers (handlers.ts), loaded on the first call: as the API would
// answer, from the curated content and the tax engine, through the contract's request and
// response schemas. Kept apart so a test file that makes no call does not load them.
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
import { CALCULATORS, type EngineOptions } from '@taxguide/tax-engine';
import { HI } from '@taxguide/tax-engine/hindi';

import {
  abbreviationList,
  faqList,
  post,
  postSummaries,
  sectionDetail,
  sectionSummaries,
} from '../content-fixtures';
import { contractJson, envelope, eventStream, validationError, type Schema } from './respond';

/** What a resolver reads of the request. */
interface Info {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

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

/** A calculator: the request schema checks the body, the engine answers, the result schema shapes it. */
function calculator<Req, Res extends object>(
  request: SafeSchema<Req>,
  result: Schema<Res>,
  run: (input: Req, options: EngineOptions) => unknown,
) {
  return async ({ request: req }: Info) => {
    const parsed = request.safeParse(await req.json());
    if (!parsed.success) return validationError(parsed.error.issues);
    // ?lang=hi: the working in Hindi, as the API gives it.
    const options = languageOf(req) === 'hi' ? { text: HI } : {};
    return contractJson(result, result.parse(run(parsed.data, options)));
  };
}

const sectionOf = (n: string, lang?: 'en' | 'hi') => {
  try {
    return sectionDetail(n, lang);
  } catch {
    return undefined;
  }
};

/** The ?lang= of a content request, as the API reads it. */
const languageOf = (request: Request) =>
  new URL(request.url).searchParams.get('lang') === 'hi' ? 'hi' : 'en';

/** Each default route's resolver, by name (handlers.ts maps the routes to them). */
export const resolvers = {
  popularSections: ({ request }: Info) =>
    contractJson(PopularSectionListSchema, sectionSummaries(languageOf(request)).slice(0, 6)),
  sections: ({ request }: Info) => {
    const category = new URL(request.url).searchParams.get('category');
    const all = sectionSummaries(languageOf(request));
    return contractJson(
      SectionListSchema,
      category ? all.filter((s) => s.category === category) : all,
    );
  },
  section: ({ params, request }: Info) => {
    const section = sectionOf(String(params.sectionNumber), languageOf(request));
    return section
      ? contractJson(SectionDetailSchema, section)
      : envelope(404, 'Section not found', 'NOT_FOUND');
  },
  sectionViews: ({ params }: Info) => {
    const section = sectionOf(String(params.sectionNumber));
    return section
      ? contractJson(SectionViewSchema, {
          sectionNumber: section.sectionNumber,
          views: section.views + 1,
        })
      : envelope(404, 'Section not found', 'NOT_FOUND');
  },
  posts: () => contractJson(BlogPostListSchema, postSummaries()),
  post: ({ params }: Info) => {
    try {
      return contractJson(BlogPostSchema, post(String(params.slug)));
    } catch {
      return envelope(404, 'Post not found', 'NOT_FOUND');
    }
  },
  faq: ({ request }: Info) => contractJson(FaqListSchema, faqList(languageOf(request))),
  abbreviations: ({ request }: Info) =>
    contractJson(AbbreviationListSchema, abbreviationList(languageOf(request))),
  // Sections whose number or title holds the query: enough of the site search for a page test.
  search: ({ request }: Info) => {
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
  },
  incomeTax: calculator(IncomeTaxRequestSchema, IncomeTaxResultSchema, CALCULATORS.income_tax),
  advanceTax: calculator(AdvanceTaxRequestSchema, AdvanceTaxResultSchema, CALCULATORS.advance_tax),
  compare: calculator(CompareRequestSchema, CompareResultSchema, CALCULATORS.compare),
  // An offline answer: one "message" event, then "done" citing no section.
  chat: async ({ request }: Info) => {
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
  },
};

/** The response schema of a GET or POST route's 200 answer, for bodies a test supplies itself. */
const contractSchemas: [method: string, path: RegExp, schema: Schema<unknown>][] = [
  ['GET', /^\/api\/sections\/popular(?:\?lang=hi)?$/, PopularSectionListSchema],
  ['GET', /^\/api\/sections$/, SectionListSchema],
  ['GET', /^\/api\/sections\/by-number\/[^/?]+(?:\?lang=hi)?$/, SectionDetailSchema],
  ['POST', /^\/api\/sections\/by-number\/[^/]+\/views$/, SectionViewSchema],
  ['GET', /^\/api\/blog$/, BlogPostListSchema],
  ['GET', /^\/api\/blog\/[^/]+$/, BlogPostSchema],
  ['GET', /^\/api\/faq(?:\?lang=hi)?$/, FaqListSchema],
  ['GET', /^\/api\/abbreviations(?:\?lang=hi)?$/, AbbreviationListSchema],
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
