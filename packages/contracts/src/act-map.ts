import { z } from 'zod';

// The Income-tax Act 1961 ↔ Income-tax Act 2025 section map (GET /api/act-map...).

/** Control characters never belong in a section number or a search box. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export const ACT_MAP_QUERY_MAX = 120;
export const ACT_MAP_NUMBER_MAX = 20;

/** Which Act a number is read in. */
export const ACT_NUMBERINGS = ['1961', '2025'] as const;
export const ActNumberingSchema = z.enum(ACT_NUMBERINGS, {
  error: 'act must be 1961 or 2025',
});
export type ActNumbering = z.infer<typeof ActNumberingSchema>;

export const ActMapListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(ACT_MAP_QUERY_MAX, { error: `q must be at most ${ACT_MAP_QUERY_MAX} characters` })
    .refine((v) => !CONTROL.test(v), { error: 'q must not contain control characters' })
    .optional(),
  /** A chapter of the 2025 Act by its Roman numeral ('VIII'); unknown ones are refused. */
  chapter: z
    .string()
    .trim()
    .max(8, { error: 'chapter must be a Roman numeral such as VIII' })
    .regex(/^[IVXLC]*[A-Z]?$/i, { error: 'chapter must be a Roman numeral such as VIII' })
    .transform((v) => v.toUpperCase())
    .optional(),
});
export type ActMapListQuery = z.infer<typeof ActMapListQuerySchema>;

export const ActMapEntryParamsSchema = z.object({
  act: ActNumberingSchema,
  number: z
    .string()
    .trim()
    .min(1, { error: 'number is required' })
    .max(ACT_MAP_NUMBER_MAX, { error: `number must be at most ${ACT_MAP_NUMBER_MAX} characters` })
    .refine((v) => !CONTROL.test(v), { error: 'number must not contain control characters' })
    .refine((v) => /\d/.test(v), { error: 'number must contain a section number such as 80C' }),
});
export type ActMapEntryParams = z.infer<typeof ActMapEntryParamsSchema>;

export const ActChapterSchema = z.object({
  number: z.string(),
  title: z.string(),
  firstSection: z.string(),
  lastSection: z.string(),
});
export type ActChapterDto = z.infer<typeof ActChapterSchema>;

/** One section of the 2025 Act and the 1961 provisions it carries over. */
export const ActMapRowSchema = z.object({
  /** The 2025 section number, as printed. */
  number: z.string(),
  title: z.string(),
  chapter: z.string(),
  /** The 1961 provisions it carries over; empty when the section is new. */
  from1961: z.array(z.string()),
  /** 1961 provisions the sources disagree on placing here (shown apart, never as settled). */
  uncertainFrom1961: z.array(z.string()).optional(),
  note: z.string().optional(),
  /** 1961 numbers of our section pages for this row (/section/{n}); empty when we have none. */
  pages: z.array(z.string()),
});
export type ActMapRow = z.infer<typeof ActMapRowSchema>;

/** A 1961 section with no counterpart in the 2025 Act. */
export const OmittedSectionSchema = z.object({
  number: z.string(),
  title: z.string(),
  note: z.string().optional(),
});
export type OmittedSection = z.infer<typeof OmittedSectionSchema>;

/** The whole map, or the rows a search or chapter picks (both numberings, and titles). */
export const ActMapListSchema = z.object({
  query: z.string().nullable(),
  chapter: z.string().nullable(),
  chapters: z.array(ActChapterSchema),
  /** Rows in the Act's order without a query; with one, number matches first. */
  rows: z.array(ActMapRowSchema),
  /** 1961 sections with no 2025 counterpart (those the query matches, when there is one). */
  omitted: z.array(OmittedSectionSchema),
});
export type ActMapList = z.infer<typeof ActMapListSchema>;

/** One of our section pages, as a link. */
export const SectionPageLinkSchema = z.object({
  sectionNumber: z.string(),
  act2025Section: z.string().nullable(),
  title: z.string(),
  url: z.string(),
});
export type SectionPageLink = z.infer<typeof SectionPageLinkSchema>;

/** Where one number of either Act stands in the map, with our pages or the nearest ones. */
export const ActMapEntrySchema = z.object({
  act: ActNumberingSchema,
  /** The number as asked, trimmed. */
  number: z.string(),
  /** The 2025 section(s): itself for a 2025 number; where a 1961 number went. */
  rows: z.array(ActMapRowSchema),
  /** Set when a 1961 section was left out of the 2025 Act. */
  omitted: OmittedSectionSchema.nullable(),
  /** Our pages for these rows. */
  pages: z.array(SectionPageLinkSchema),
  /** When we have no page: our pages nearest in the 2025 Act (same chapter first). */
  nearest: z.array(SectionPageLinkSchema),
});
export type ActMapEntry = z.infer<typeof ActMapEntrySchema>;
