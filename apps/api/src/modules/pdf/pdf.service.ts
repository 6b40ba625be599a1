import { createHash } from 'node:crypto';
import { KEY_SECTIONS_FOR_PDF, lookupAct1961 } from '@taxguide/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { serviceUnavailable } from '../../lib/errors';
import { buildPdfGuide, type PdfGuideInput, type PdfGuideSection } from './pdf-guide';
import { readSectionsByNumber, type GuideSectionRow } from './pdf.repository';

export interface PdfGuide {
  bytes: Buffer;
  /** The cache key: a hash of the sections' content, the brand and the edition date. */
  key: string;
  filename: string;
}

export interface PdfGuideService {
  /** The current guide: from the cache, or built once when the content or the day changed. */
  get(): Promise<PdfGuide>;
}

export interface PdfGuideServiceDeps {
  db: Kysely<Database>;
  siteName: string;
  siteUrl: string;
  now?: () => Date;
  /** The builder (buildPdfGuide); a test may wrap it to count builds. */
  build?: (input: PdfGuideInput) => Promise<Uint8Array>;
}

/**
 * "<Brand>-50-Key-Tax-Sections.pdf" with only safe characters: the brand's letters and
 * digits joined by hyphens (accents dropped), so every browser saves it under that name.
 */
export function pdfGuideFilename(siteName: string, count = KEY_SECTIONS_FOR_PDF.length): string {
  const brand = siteName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${brand || 'Tax-Guide'}-${count}-Key-Tax-Sections.pdf`;
}

/** The edition's day in India ("2025-06-20"): the guide is dated, so a new day is a new edition. */
export function editionDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function toGuideSection(row: GuideSectionRow): PdfGuideSection {
  const first = row.examples[0];
  return {
    sectionNumber: row.sectionNumber,
    act2025Section: row.act2025Section || null,
    mapped2025: row.act2025Section
      ? []
      : (lookupAct1961(row.sectionNumber)?.to2025 ?? []).map((r) => r.number),
    category: row.category,
    title: row.title,
    summary: row.summary,
    keyLimits: row.keyLimits,
    example: first ? { title: first.title, text: first.text } : null,
  };
}

/**
 * Serves the guide from memory. Every request reads the key sections from the database (one
 * indexed query) and hashes what the guide prints from them, so any edit of a section, a
 * new brand or a new day gives a new key and a rebuild; requests that arrive while a key is
 * being built wait for that one build.
 */
export function createPdfGuideService(deps: PdfGuideServiceDeps): PdfGuideService {
  const now = deps.now ?? (() => new Date());
  const build = deps.build ?? buildPdfGuide;
  const filename = pdfGuideFilename(deps.siteName);
  let cached: PdfGuide | undefined;
  const building = new Map<string, Promise<PdfGuide>>();

  return {
    async get() {
      const rows = await readSectionsByNumber(deps.db, KEY_SECTIONS_FOR_PDF);
      if (rows.length === 0) {
        throw serviceUnavailable(
          'The PDF guide is not available right now; please try again later.',
        );
      }
      const sections = rows.map(toGuideSection);
      const day = editionDay(now());
      const key = createHash('sha256')
        .update(JSON.stringify({ sections, siteName: deps.siteName, siteUrl: deps.siteUrl, day }))
        .digest('hex');
      if (cached?.key === key) return cached;
      let pending = building.get(key);
      if (!pending) {
        pending = build({
          sections,
          siteName: deps.siteName,
          siteUrl: deps.siteUrl,
          // Midnight in India of the edition's day: the same day gives the same bytes.
          date: new Date(`${day}T00:00:00+05:30`),
        })
          .then((bytes) => {
            const guide: PdfGuide = { bytes: Buffer.from(bytes), key, filename };
            cached = guide;
            return guide;
          })
          .finally(() => building.delete(key));
        building.set(key, pending);
      }
      return pending;
    },
  };
}
