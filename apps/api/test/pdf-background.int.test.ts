/**
 * The PDF guide built in the background and stored by content version (docs/pdf-guide.md), on
 * a real database: one build for the first requests, none after a restart, and stale while
 * rebuilding when the content or the edition day changes. Builds are counted through the
 * service's `build` injection point.
 */
import { seedContent } from '@taxguide/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfText } from '../../../e2e/support/pdf-reader';
import { buildPdfGuide, type PdfGuideInput } from '../src/modules/pdf/pdf-guide';
import {
  createPdfGuideService,
  msToNextEditionDay,
  PDF_GUIDE_STATE_KEY,
  type PdfGuideService,
} from '../src/modules/pdf/pdf.service';
import { createTestApp, type TestApp } from './helpers';

const SITE = 'https://taxguide.test';

let t: TestApp;
let live: PdfGuideService;
let clock = new Date('2025-06-20T10:00:00+05:30');
let builds = 0;
/** While set, builds wait for it: a build "in progress" for as long as a test needs. */
let hold: Promise<void> | undefined;

async function countingBuild(input: PdfGuideInput) {
  builds++;
  if (hold) await hold;
  return buildPdfGuide(input);
}

function newService(build: (input: PdfGuideInput) => Promise<Uint8Array>) {
  return createPdfGuideService({
    db: t.db.db,
    siteName: 'TaxGuide India',
    siteUrl: SITE,
    now: () => clock,
    build,
  });
}

let ipCounter = 0;
function download(email: string) {
  ipCounter++;
  return t.app.inject({
    method: 'POST',
    url: '/api/pdf/download',
    remoteAddress: `10.78.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email }),
  });
}

async function storedRow() {
  const row = await t.db.db
    .selectFrom('appState')
    .select('value')
    .where('key', '=', PDF_GUIDE_STATE_KEY)
    .executeTakeFirst();
  return row?.value as { key: string; filename: string; base64: string } | undefined;
}

beforeAll(async () => {
  // The service needs the app's database, which exists only once the app does: the app gets a
  // service that forwards to `live`, built right after over that database.
  t = await createTestApp({
    deps: {
      pdfGuide: {
        get: () => live.get(),
        refresh: () => live.refresh(),
        refreshInBackground: () => live.refreshInBackground(),
        start: () => live.start(),
        stop: () => live.stop(),
      },
    },
  });
  live = newService(countingBuild);
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the PDF guide in the background', () => {
  let first: Buffer;

  it('builds once for simultaneous first requests, which wait for it, and stores it by version', async () => {
    expect(await storedRow()).toBeUndefined();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => download(`first${i}@example.com`)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    first = responses[0]!.rawPayload;
    for (const res of responses) expect(res.rawPayload.equals(first)).toBe(true);
    // The overlapping refreshes after the build find the version unchanged.
    await live.refresh();
    expect(builds).toBe(1);

    const stored = await storedRow();
    expect(stored?.key).toBe((await live.get()).key);
    expect(stored?.filename).toBe('TaxGuide-India-50-Key-Tax-Sections.pdf');
    expect(Buffer.from(stored!.base64, 'base64').equals(first)).toBe(true);
  });

  it('is served from the database after a restart, without a build', async () => {
    let rebuilt = 0;
    const restarted = newService(async (input) => {
      rebuilt++;
      return buildPdfGuide(input);
    });
    const guide = await restarted.get();
    expect(guide.bytes.equals(first)).toBe(true);
    expect(guide.filename).toBe('TaxGuide-India-50-Key-Tax-Sections.pdf');
    // Its check of the content finds the stored version current.
    await restarted.refresh();
    expect(rebuilt).toBe(0);
  });

  it('rebuilds in the background after an admin write, while requests get the previous guide', async () => {
    const buildsBefore = builds;
    const before = await live.get();
    await t.db.db
      .updateTable('sections')
      .set({ title: 'Deductions for Investments: Edited Title', editedByAdminAt: new Date() })
      .where('sectionNumber', '=', '80C')
      .execute();
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    try {
      // Any successful admin or agent write starts a refresh (here: signing out).
      const write = await t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: await t.adminHeaders(),
      });
      expect(write.statusCode).toBe(204);
      await vi.waitFor(() => expect(builds).toBe(buildsBefore + 1));

      // The build is held: requests meanwhile get the previous guide, at once.
      const during = await Promise.all([
        download('during1@example.com'),
        download('during2@example.com'),
      ]);
      for (const res of during) {
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(before.bytes)).toBe(true);
      }
    } finally {
      release();
      hold = undefined;
    }
    const rebuilt = await live.refresh();
    expect(rebuilt.key).not.toBe(before.key);
    const after = await download('after@example.com');
    expect(after.rawPayload.equals(rebuilt.bytes)).toBe(true);
    expect(await pdfText(after.rawPayload)).toContain('Deductions for Investments: Edited Title');
    expect(builds).toBe(buildsBefore + 1);
    expect((await storedRow())?.key).toBe(rebuilt.key);
  });

  it('a refresh asked for while an older one builds answers with a guide as new as the ask', async () => {
    const rename = (title: string) =>
      t.db.db
        .updateTable('sections')
        .set({ title, editedByAdminAt: new Date() })
        .where('sectionNumber', '=', '80C')
        .execute();
    const buildsBefore = builds;
    await rename('Deductions for Investments: First Rename');
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    let newer: Promise<{ bytes: Uint8Array }>;
    try {
      const older = live.refresh();
      // The older run has read the content and is building; the content changes again.
      await vi.waitFor(() => expect(builds).toBe(buildsBefore + 1));
      await rename('Deductions for Investments: Second Rename');
      newer = live.refresh();
      release();
      hold = undefined;
      expect(await pdfText(Buffer.from((await older).bytes))).toContain('First Rename');
    } finally {
      release();
      hold = undefined;
    }
    expect(await pdfText(Buffer.from((await newer).bytes))).toContain('Second Rename');
    expect(builds).toBe(buildsBefore + 2);
  });

  it('does not rebuild for a change the guide does not print (the view counter)', async () => {
    const buildsBefore = builds;
    await t.db.db
      .updateTable('sections')
      .set({ views: 999 })
      .where('sectionNumber', '=', '80C')
      .execute();
    await download('views@example.com');
    await live.refresh();
    expect(builds).toBe(buildsBefore);
  });

  it('on a new day serves the previous edition to the first request and builds the new one', async () => {
    const buildsBefore = builds;
    const yesterday = await live.get();
    clock = new Date('2025-06-21T09:00:00+05:30');
    const first = await download('tomorrow1@example.com');
    expect(first.rawPayload.equals(yesterday.bytes)).toBe(true);
    const today = await live.refresh();
    expect(builds).toBe(buildsBefore + 1);
    const next = await download('tomorrow2@example.com');
    expect(next.rawPayload.equals(today.bytes)).toBe(true);
    expect(await pdfText(next.rawPayload, { firstPage: 1, lastPage: 1 })).toContain(
      'Edition of 21 June 2025',
    );
  });

  it('a restarted process with an outdated stored guide serves it while it builds the current one', async () => {
    const stored = await storedRow();
    clock = new Date('2025-06-22T09:00:00+05:30');
    let rebuilt = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const restarted = newService(async (input) => {
      rebuilt++;
      await held;
      return buildPdfGuide(input);
    });
    // Not waiting for the build: the stored (previous day's) guide is ready at once.
    const served = await restarted.get();
    expect(served.key).toBe(stored!.key);
    await vi.waitFor(() => expect(rebuilt).toBe(1));
    release();
    const current = await restarted.refresh();
    expect(current.key).not.toBe(stored!.key);
    expect((await restarted.get()).key).toBe(current.key);
    expect(rebuilt).toBe(1);
  });
});

describe('start-up', () => {
  it('builds the guide in the background once the server listens', async () => {
    const app = await createTestApp();
    try {
      await seedContent(app.db.db);
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      await vi.waitFor(
        async () => {
          const row = await app.db.db
            .selectFrom('appState')
            .select('key')
            .where('key', '=', PDF_GUIDE_STATE_KEY)
            .executeTakeFirst();
          expect(row).toBeDefined();
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await app.close();
    }
  });

  it('plans the next refresh for midnight in India', () => {
    // 23:59:00 in India is 18:29:00 UTC: one minute to go.
    expect(msToNextEditionDay(new Date('2025-06-20T18:29:00Z'))).toBe(60_000);
    // Midnight itself: a whole day to the next one.
    expect(msToNextEditionDay(new Date('2025-06-20T18:30:00Z'))).toBe(86_400_000);
  });
});
