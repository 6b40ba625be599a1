// Contracts of the content API: Act sections, blog posts (guides), FAQ, abbreviations
// and site search. Response schemas are the allow-list of what leaves the server; database rows
// are mapped to these shapes in the API's services.
import { z } from 'zod';
import { noControlCharacters } from './text';

// ---------------------------------------------------------------------------------------------
// Sections

/** A section as listed (sections list, popular sections): no long text. */
export const SectionSummarySchema = z.object({
  id: z.number().int(),
  /** 1961 Act numbering, as written: "80C", "10(13A)", "80CCD(1B)". */
  sectionNumber: z.string(),
  /** Income-tax Act 2025 number where verified; null otherwise. */
  act2025Section: z.string().nullable(),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  views: z.number().int().min(0),
  /** With ?lang=hi: the language of the title and description ('en' for one not in Hindi yet). */
  lang: z.enum(['en', 'hi']).optional(),
});
export type SectionSummary = z.infer<typeof SectionSummarySchema>;

/** A popular section (id, sectionNumber, category, description) plus title and views. */
export const PopularSectionSchema = SectionSummarySchema;
export type PopularSection = SectionSummary;

export const SectionListSchema = z.array(SectionSummarySchema);
export const PopularSectionListSchema = z.array(PopularSectionSchema);

export const SectionExampleSchema = z.object({ title: z.string(), text: z.string() });
export type SectionExample = z.infer<typeof SectionExampleSchema>;

/** A related section, resolved so the page can link it with its title. */
export const RelatedSectionSchema = z.object({
  sectionNumber: z.string(),
  title: z.string(),
  category: z.string(),
  description: z.string(),
});
export type RelatedSection = z.infer<typeof RelatedSectionSchema>;

/** A tax section, plus its 2025 number, source and review date so a reader can check it. */
export const SectionDetailSchema = SectionSummarySchema.extend({
  summary: z.string(),
  /** Markdown: our plain-language restatement of the provision, never the verbatim Act. */
  fullText: z.string(),
  keyLimits: z.array(z.string()),
  examples: z.array(SectionExampleSchema),
  related: z.array(RelatedSectionSchema),
  /** The official wording. */
  sourceUrl: z.string(),
  /** ISO date (YYYY-MM-DD) the content was last checked. */
  lastReviewed: z.string(),
  /** ISO timestamp of the last content change. */
  updatedAt: z.string(),
  /**
   * With ?lang=hi: the language of the title, description, summary, key limits and examples ('en'
   * when the section has no Hindi yet). The full text is English in both.
   */
  lang: z.enum(['en', 'hi']).optional(),
});
export type SectionDetail = z.infer<typeof SectionDetailSchema>;

/** ?lang= of the content routes that have a Hindi text: English, or Hindi for the /hi/ pages. */
export const ContentLanguageQuerySchema = z.object({
  lang: z.enum(['en', 'hi'], { error: "lang must be 'en' or 'hi'" }).default('en'),
});

/**
 * `GET /api/sections?category=`: the allowed categories are the curated ones (packages/content),
 * which this package does not import, so the API passes them in.
 */
export function sectionListQuerySchema(categories: readonly [string, ...string[]]) {
  return z.object({
    category: z
      .enum(categories, { error: `category must be one of: ${categories.join(', ')}` })
      .optional(),
    lang: z.enum(['en', 'hi'], { error: "lang must be 'en' or 'hi'" }).default('en'),
  });
}

export const SectionNumberParamsSchema = z.object({
  sectionNumber: z
    .string()
    .trim()
    .min(1, { error: 'sectionNumber is required' })
    .max(60, { error: 'sectionNumber must be at most 60 characters' })
    .check(noControlCharacters('sectionNumber')),
});

export const SectionViewSchema = z.object({
  sectionNumber: z.string(),
  views: z.number().int().min(0),
});
export type SectionView = z.infer<typeof SectionViewSchema>;

// ---------------------------------------------------------------------------------------------
// Blog (guides)

/** A published post as listed: no body. */
export const BlogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string().nullable(),
  /** ISO timestamp. */
  publishedAt: z.string(),
  /** Minutes. */
  readTime: z.number().int().nullable(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostListSchema = z.array(BlogPostSummarySchema);

export const RelatedPostSchema = z.object({ slug: z.string(), title: z.string() });
export type RelatedPost = z.infer<typeof RelatedPostSchema>;

/** A blog post (content = markdown), plus the sections it covers and two related posts. */
export const BlogPostSchema = BlogPostSummarySchema.extend({
  content: z.string(),
  relatedSections: z.array(z.string()),
  relatedPosts: z.array(RelatedPostSchema),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .min(1, { error: 'slug is required' })
    .max(150, { error: 'slug must be at most 150 characters' })
    .check(noControlCharacters('slug')),
});

// ---------------------------------------------------------------------------------------------
// FAQ and abbreviations

export const FaqItemSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  /** With ?lang=hi: the language of the question and answer ('en' for one not in Hindi yet). */
  lang: z.enum(['en', 'hi']).optional(),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

export const FaqListSchema = z.object({
  categories: z.array(z.string()),
  items: z.array(FaqItemSchema),
});
export type FaqList = z.infer<typeof FaqListSchema>;

export const AbbreviationSchema = z.object({
  short: z.string(),
  full: z.string(),
  category: z.string(),
  description: z.string(),
  /** Estimated monthly searches (see volumeNote). */
  searchVolume: z.number().int().min(0),
  /** With ?lang=hi: the language of the full name and description ('en' for one not in Hindi yet). */
  lang: z.enum(['en', 'hi']).optional(),
});
export type Abbreviation = z.infer<typeof AbbreviationSchema>;

export const AbbreviationListSchema = z.object({
  categories: z.array(z.string()),
  /** Sorted by estimated search volume, highest first. */
  items: z.array(AbbreviationSchema),
  /** How the volumes were estimated (they are not measured data). */
  volumeNote: z.string(),
});
export type AbbreviationList = z.infer<typeof AbbreviationListSchema>;

// ---------------------------------------------------------------------------------------------
// Site search

/**
 * 'act-2025': a row of the 1961 ↔ 2025 section map, for a number we have no page for.
 * 'calculator' and 'page': the site's tools (a calculator tab) and pages (PDF guide, contact…).
 */
export const SEARCH_RESULT_TYPES = [
  'section',
  'guide',
  'faq',
  'abbreviation',
  'act-2025',
  'calculator',
  'page',
] as const;
export const SearchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);
export type SearchResultType = z.infer<typeof SearchResultTypeSchema>;

export const SEARCH_QUERY_MAX = 120;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_OFFSET_MAX = 1000;

/** The languages of the site: English, and Hindi under /hi/. */
export const SITE_LANGUAGES = ['en', 'hi'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export const SearchQuerySchema = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q must not be blank' })
    .max(SEARCH_QUERY_MAX, { error: `q must be at most ${SEARCH_QUERY_MAX} characters` })
    .check(noControlCharacters('q')),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(SEARCH_LIMIT_MAX, { error: `limit must be at most ${SEARCH_LIMIT_MAX}` })
    .default(20),
  /** Results to skip, for "Show more". */
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int({ error: 'offset must be a whole number' })
    .min(0, { error: 'offset must not be negative' })
    .max(SEARCH_OFFSET_MAX, { error: `offset must be at most ${SEARCH_OFFSET_MAX}` })
    .default(0),
  /** The page's language: with "hi", sections and FAQ come with their Hindi title and /hi/ address. */
  lang: ContentLanguageQuerySchema.shape.lang,
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchResultSchema = z.object({
  type: SearchResultTypeSchema,
  /** Unique within the type: section number, guide slug, FAQ id, abbreviation. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Where the result lives on the site. */
  url: z.string(),
  /** Sections: both numberings; FAQ and abbreviations: their category. */
  sectionNumber: z.string().optional(),
  act2025Section: z.string().nullable().optional(),
  category: z.string().optional(),
  /**
   * Only when the search asked for lang=hi: the language the title and description are in ('en'
   * when the page has no Hindi yet, so a Hindi page can mark the English).
   */
  lang: z.enum(SITE_LANGUAGES).optional(),
  /** True when the query is this section's number (1961 or 2025 Act). */
  exactMatch: z.boolean(),
  score: z.number(),
  /**
   * A line of the result's text around the words that matched, as plain text, with the matched
   * stretches as [start, end) character offsets into it: the page marks them up itself.
   */
  snippet: z
    .object({
      text: z.string(),
      highlights: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])),
    })
    .optional(),
});
export type SearchResultSnippet = NonNullable<z.infer<typeof SearchResultSchema>['snippet']>;
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({
  query: z.string(),
  /** Matches before the limit was applied. */
  total: z.number().int().min(0),
  results: z.array(SearchResultSchema),
  /** Where this page of results starts in the whole list (0 for the first page). */
  offset: z.number().int().min(0).optional(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
