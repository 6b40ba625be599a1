import { createHash } from 'node:crypto';
import { KEY_SECTIONS_FOR_PDF, lookupAct1961 } from '@taxguide/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import { readState, writeState } from '@taxguide/agent/app-state';
import { AppError, serviceUnavailable } from '../../lib/errors';
import { buildPdfGuide, type PdfGuideInput, type PdfGuideSection } from './pdf-guide';
import { readSectionsByNumber, type GuideSectionRow } from './pdf.repository';

export interface PdfGuide {
  bytes: Buffer;
  /** The content version: a hash of the sections' printed content, the brand and the edition day. */
  key: string;
  filename: string;
}

export interface PdfGuideService {
  /**
   * The ready guide, at once: the newest built, even while a newer edition is being built
   * (stale while rebuilding; this call starts that check). Waits for a build only when no
   * guide was ever built, here or (stored in the database) by an earlier process.
   */
  get(): Promise<PdfGuide>;
  /**
   * Brings the guide up to date: reads the content, and when its version differs from the
   * ready guide's, takes the stored guide of that version or builds and stores one. Overlapping
   * calls share one run (and one more run follows, for a change made meanwhile).
   */
  refresh(): Promise<PdfGuide>;
  /** refresh() without waiting; a failure is logged (the ready guide stays in service). */
  refreshInBackground(): void;
  /** Refreshes now and then at the start of every edition day in India, until stop(). */
  start(): void;
  stop(): void;
}

export interface PdfGuideServiceDeps {
  db: Kysely<Database>;
  siteName: string;
  siteUrl: string;
  now?: () => Date;
  /** The builder (buildPdfGuide); a test may wrap it to count builds. */
  build?: (input: PdfGuideInput) => Promise<Uint8Array>;
  /** How long after start() the first background check runs (default START_DELAY_MS). */
  startDelayMs?: number;
  /** Where background failures are reported (no personal data is ever logged here). */
  log?: { warn(obj: object, msg?: string): void };
}

/** The app_state row holding the last built guide (one row: the guide is about 150 KB). */
export const PDF_GUIDE_STATE_KEY = 'pdf-guide';

/** The first background build waits this long after the server starts listening. */
export const START_DELAY_MS = 5_000;

interface StoredGuide {
  key: string;
  filename: string;
  /** The PDF file, base64: app_state values are JSON. */
  base64: string;
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

/** What the guide prints of a section row (its first worked example only). */
export function toGuideSection(row: GuideSectionRow): PdfGuideSection {
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

/** The guide's input and its version key from the sections as the database holds them now. */
async function currentInput(deps: PdfGuideServiceDeps, now: Date) {
  const rows = await readSectionsByNumber(deps.db, KEY_SECTIONS_FOR_PDF);
  if (rows.length === 0) {
    throw serviceUnavailable('The PDF guide is not available right now; please try again later.');
  }
  const sections = rows.map(toGuideSection);
  const day = editionDay(now);
  const key = createHash('sha256')
    .update(JSON.stringify({ sections, siteName: deps.siteName, siteUrl: deps.siteUrl, day }))
    .digest('hex');
  const input: PdfGuideInput = {
    sections,
    siteName: deps.siteName,
    siteUrl: deps.siteUrl,
    // Midnight in India of the edition's day: the same day gives the same bytes.
    date: new Date(`${day}T00:00:00+05:30`),
  };
  return { key, input };
}

async function readStoredGuide(db: Kysely<Database>): Promise<PdfGuide | undefined> {
  const stored = await readState<StoredGuide>(db, PDF_GUIDE_STATE_KEY);
  if (!stored?.key || typeof stored.base64 !== 'string') return undefined;
  return {
    key: stored.key,
    filename: stored.filename,
    bytes: Buffer.from(stored.base64, 'base64'),
  };
}

function storeGuide(db: Kysely<Database>, guide: PdfGuide, now: Date): Promise<void> {
  const value: StoredGuide = {
    key: guide.key,
    filename: guide.filename,
    base64: guide.bytes.toString('base64'),
  };
  return writeState(db, PDF_GUIDE_STATE_KEY, value, now);
}

/** Milliseconds from `now` to the next midnight in India (UTC+05:30, no daylight saving). */
export function msToNextEditionDay(now: Date): number {
  const IST_OFFSET_MS = 330 * 60_000;
  const DAY_MS = 86_400_000;
  const sinceMidnight = (now.getTime() + IST_OFFSET_MS) % DAY_MS;
  return DAY_MS - sinceMidnight;
}

/**
 * The guide, built in the background and stored by content version (docs/pdf-guide.md).
 *
 * One guide is ready in memory. A refresh reads the key sections (one indexed query) and hashes
 * what the guide prints from them with the brand and the edition day; a new version is taken
 * from app_state when another process stored it, else built, kept and stored there. Requests
 * never wait for a build once any guide is ready: they get the ready one and start a refresh,
 * so content changed by another process (the worker, another replica) or a new day is picked
 * up too. The first guide of a process is the stored one, whatever its version, so a restart
 * serves at once; only a database that never had a guide makes the first request wait.
 */
export function createPdfGuideService(deps: PdfGuideServiceDeps): PdfGuideService {
  const now = deps.now ?? (() => new Date());
  const build = deps.build ?? buildPdfGuide;
  const filename = pdfGuideFilename(deps.siteName);
  let ready: PdfGuide | undefined;
  let loading: Promise<void> | undefined;
  let running: Promise<PdfGuide> | undefined;
  let queued: Promise<PdfGuide> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let startTimer: NodeJS.Timeout | undefined;

  /** The stored guide becomes the ready one, once per process (retried after a failed read). */
  const loadStored = () => {
    loading ??= readStoredGuide(deps.db).then(
      (stored) => {
        ready ??= stored;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const run = async (): Promise<PdfGuide> => {
    await loadStored();
    const { key, input } = await currentInput(deps, now());
    if (ready?.key === key) return ready;
    // Another process may have built this version already.
    const stored = await readStoredGuide(deps.db);
    if (stored?.key === key) {
      ready = stored;
      return stored;
    }
    const guide: PdfGuide = { bytes: Buffer.from(await build(input)), key, filename };
    ready = guide;
    try {
      await storeGuide(deps.db, guide, now());
    } catch (error) {
      // Served from memory all the same; the next process builds it again.
      deps.log?.warn({ err: error }, 'PDF guide built but not stored');
    }
    return guide;
  };

  const refresh = (): Promise<PdfGuide> => {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The run in progress may have read the content (or the date) before this call: one more
    // run follows it, shared by every caller meanwhile, so a refresh always answers with a
    // guide at least as new as the moment it was asked for.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return refresh();
      });
    return queued;
  };

  const refreshInBackground = () => {
    refresh().catch((error: unknown) => {
      deps.log?.warn({ err: error }, 'PDF guide refresh failed; the ready guide stays in service');
    });
  };

  const scheduleNextDay = () => {
    timer = setTimeout(
      () => {
        refreshInBackground();
        scheduleNextDay();
        // A second past midnight, so the new day has begun by every clock reading.
      },
      msToNextEditionDay(now()) + 1_000,
    );
    timer.unref();
  };

  return {
    async get() {
      await loadStored();
      if (ready) {
        refreshInBackground();
        return ready;
      }
      try {
        return await refresh();
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log?.warn({ err: error }, 'PDF guide build failed');
        throw serviceUnavailable(
          'The PDF guide is not available right now; please try again later.',
        );
      }
    },
    refresh,
    refreshInBackground,
    start() {
      // A little after start-up, not at once: the build holds the event loop for stretches of
      // up to ~100 ms, which the first requests of a fresh process should not meet (a download
      // before then builds it on the spot).
      startTimer ??= setTimeout(refreshInBackground, deps.startDelayMs ?? START_DELAY_MS);
      startTimer.unref();
      if (!timer) scheduleNextDay();
    },
    stop() {
      clearTimeout(timer);
      clearTimeout(startTimer);
      timer = undefined;
      startTimer = undefined;
    },
  };
}
