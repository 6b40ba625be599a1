/**
 * The PDF guide over HTTP on a real database: read with PDF.js and pdf-lib
 * (e2e/support/pdf-reader.ts) as a reader's viewer would, and recorded as a lead (building and
 * storing it: pdf-background.int.test.ts).
 */
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import { KEY_SECTIONS_FOR_PDF, lookupAct1961 } from '@taxguide/content';
import { seedContent } from '@taxguide/db';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts, pdfText, renderPdfPage } from '../../../e2e/support/pdf-reader';
import { createTestApp, testConfig, type TestApp } from './helpers';

let t: TestApp;
const SITE = 'https://taxguide.test';

beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
});

/** A section entry's heading: the 2025 reference first, the 1961 number beside it. */
const heading = (row: { sectionNumber: string; act2025Section: string | null }) =>
  row.act2025Section
    ? `${/^\d/.test(row.act2025Section) ? 'Section ' : ''}${row.act2025Section} · 1961: ${row.sectionNumber}`
    : `Section ${row.sectionNumber}`;
/** Its short form in the contents. */
const contentsLabel = (row: { sectionNumber: string; act2025Section: string | null }) =>
  row.act2025Section
    ? `${row.act2025Section.split(',')[0]!.trim()} · ${row.sectionNumber}`
    : row.sectionNumber;

/** The 50 key sections as the database holds them, in the guide's order. */
async function keyRows() {
  const rows = await t.db.db
    .selectFrom('sections')
    .select(['sectionNumber', 'act2025Section'])
    .where('sectionNumber', 'in', [...KEY_SECTIONS_FOR_PDF])
    .execute();
  return KEY_SECTIONS_FOR_PDF.map((n) => {
    const row = rows.find((r) => r.sectionNumber === n)!;
    return { sectionNumber: n, act2025Section: row.act2025Section || null };
  });
}

let ipCounter = 0;
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function download(app: TestApp, body: unknown, ip = nextIp(), userAgent = 'PdfTest/1.0') {
  return app.app.inject({
    method: 'POST',
    url: '/api/pdf/download',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: JSON.stringify(body),
  });
}

async function leadsOf(app: TestApp, email: string) {
  return app.db.db
    .selectFrom('leads')
    .selectAll()
    .where('email', '=', email)
    .orderBy('id')
    .execute();
}

describe('POST /api/pdf/download', () => {
  let bytes: Buffer;
  let text: string;

  beforeAll(async () => {
    const res = await download(t, { email: ' Reader@Example.COM ', name: ' Asha ' }, '10.77.200.1');
    expect(res.statusCode, res.body).toBe(200);
    bytes = res.rawPayload;
    text = await pdfText(bytes);
  });

  it('answers a PDF attachment named after the brand', async () => {
    const res = await download(t, { email: 'headers@example.com' });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="TaxGuide-India-50-Key-Tax-Sections.pdf"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is under 500 KB', () => {
    expect(bytes.length).toBeLessThan(500 * 1024);
  });

  it('has a title page with the brand, the edition date and the disclaimer', async () => {
    const first = await pdfText(bytes, { firstPage: 1, lastPage: 1 });
    expect(first).toContain('TaxGuide India');
    expect(first).toContain('50 Key Income Tax Sections');
    expect(first).toMatch(/Edition of \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(first).toContain('For education only.');
    expect(first.replace(/\s+/g, ' ')).toContain('it is not tax, legal or financial advice');
  });

  it('contains all 50 key sections read from the database, each with its title and summary', async () => {
    const rows = await t.db.db
      .selectFrom('sections')
      .select(['sectionNumber', 'title', 'act2025Section', 'keyLimits'])
      .where('sectionNumber', 'in', [...KEY_SECTIONS_FOR_PDF])
      .execute();
    expect(rows).toHaveLength(50);
    const flat = text.replace(/\s+/g, ' ');
    for (const row of rows) {
      // From tax year 2026-27 the 2025 number leads, the 1961 one beside it.
      expect(flat, row.sectionNumber).toContain(
        heading({ ...row, act2025Section: row.act2025Section || null }),
      );
      // Titles may wrap; compare with whitespace collapsed.
      expect(flat, row.sectionNumber).toContain(row.title.replace(/\s+/g, ' '));
      if (row.act2025Section)
        expect(flat).toContain(
          `Income-tax Act, 2025: section ${row.act2025Section} (tax year 2026-27 on) · Income-tax Act, 1961: section ${row.sectionNumber}`,
        );
    }
    expect(flat.match(/ · 1961: /g)).toHaveLength(rows.filter((r) => r.act2025Section).length);
    expect(text.match(/^Section \S+$/gm) ?? []).toHaveLength(
      rows.filter((r) => !r.act2025Section).length,
    );
    expect(text.match(/^Key limits$/gm)!.length).toBeGreaterThanOrEqual(45);
    expect(text.match(/^Example: /gm)!.length).toBeGreaterThanOrEqual(45);
  });

  it('prints the rupee sign through an embedded, subset Unicode font', async () => {
    expect(text).toContain('₹1,50,000');
    const fonts = await pdfFonts(bytes);
    // Every font embedded, subset, with a Unicode map (pdffonts' emb, sub and uni columns).
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) {
      expect(font.name).toMatch(/DejaVuSans/);
      expect(font).toMatchObject({ embedded: true, subset: true, unicode: true });
    }
  });

  it('has a table of contents whose page numbers point at each section', async () => {
    // The text separates pages with a form feed; layout keeps each contents row on one line.
    const pages = text.split('\f');
    const contents = await pdfText(bytes, { layout: true, firstPage: 2, lastPage: 3 });
    expect(contents.trimStart()).toMatch(/^Contents/);
    for (const row of await keyRows()) {
      const label = contentsLabel(row).replace(/[()]/g, '\\$&');
      const entry = new RegExp(`^\\s*${label}\\s.*?(\\d+)\\s*$`, 'm').exec(contents);
      expect(entry, `contents entry for ${row.sectionNumber}`).not.toBeNull();
      const page = Number(entry![1]);
      expect(
        pages[page - 1]?.replace(/\s+/g, ' '),
        `section ${row.sectionNumber} on page ${page}`,
      ).toContain(heading(row));
    }
  });

  it('has a table of the 50 sections by their 1961 and 2025 numbers', async () => {
    const layout = await pdfText(bytes, { layout: true });
    const page = layout
      .split('\f')
      .find((p) => p.includes('Section numbers: Income-tax Act, 1961 → 2025'));
    expect(page).toBeDefined();
    const table = layout.slice(layout.indexOf('Section numbers: Income-tax Act, 1961 → 2025'));
    for (const row of await keyRows()) {
      const old = row.sectionNumber.replace(/[()]/g, '\\$&');
      const mapped = (lookupAct1961(row.sectionNumber)?.to2025 ?? []).map((r) => r.number);
      const shown = row.act2025Section
        ? row.act2025Section
        : mapped.length > 0
          ? `${mapped.join(', ')} (map)`
          : 'not yet verified';
      expect(table, `table row for ${row.sectionNumber}`).toMatch(
        new RegExp(`^\\s*${old}\\s+${shown.replace(/[()]/g, '\\$&')}\\s`, 'm'),
      );
    }
    // Each column's label stands apart from the next (a label wider than its column overlapped).
    expect(table).toMatch(/^\s*1961 Act\s{2,}2025 Act\s{2,}What it covers\s*$/m);
    expect(table).toMatch(/^\s*80C\s+123\s/m);
    expect(table).toMatch(/^\s*87A\s+156\s/m);
    expect(table).toMatch(/^\s*208\s+404\s/m);
  });

  it('puts a footer with "Page N of M" on every page after the title', () => {
    const pages = text.split('\f').filter((p) => p.trim().length > 0);
    pages.slice(1).forEach((page, i) => {
      expect(page).toContain(`Page ${i + 2} of ${pages.length}`);
      expect(page).toContain('TaxGuide India · 50 Key Income Tax Sections');
    });
  });

  it('renders with PDF.js (page 4 as a PNG)', async () => {
    const png = await renderPdfPage(bytes, 4, 60);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(10_000);
  });

  it('records a pdf_download lead with the normalised e-mail, name, IP and user agent', async () => {
    const leads = await leadsOf(t, 'reader@example.com');
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      email: 'reader@example.com',
      source: 'pdf_download',
      name: 'Asha',
      ip: '10.77.200.1',
      userAgent: 'PdfTest/1.0',
    });
  });

  it('records no second lead for the home signup flow (lead, then download, same visitor)', async () => {
    const ip = nextIp();
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress: ip,
      payload: { email: 'home@example.com', source: 'newsletter_pdf' },
    });
    expect(lead.statusCode).toBe(201);
    expect((await download(t, { email: 'home@example.com' }, ip)).statusCode).toBe(200);
    expect((await leadsOf(t, 'home@example.com')).map((l) => l.source)).toEqual(['newsletter_pdf']);
    // The same address from elsewhere the same day is still the same lead.
    expect((await download(t, { email: 'home@example.com' })).statusCode).toBe(200);
    expect((await leadsOf(t, 'home@example.com')).map((l) => l.source)).toEqual(['newsletter_pdf']);
  });

  it('records one lead per address per India day: none again today, a new one the next day', async () => {
    const ip = nextIp();
    await download(t, { email: 'again@example.com' }, ip);
    await download(t, { email: 'again@example.com' }, ip);
    const backdate = (at: RawBuilder<unknown>) =>
      t.db.db
        .updateTable('leads')
        .set({ createdAt: at } as never)
        .where('email', '=', 'again@example.com')
        .execute();
    const indiaMidnight = sql`date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`;
    // The first instant of today in India is still today.
    await backdate(indiaMidnight);
    await download(t, { email: 'again@example.com' }, nextIp());
    expect(await leadsOf(t, 'again@example.com')).toHaveLength(1);
    // The last instant of yesterday in India is another day.
    await backdate(sql`${indiaMidnight} - interval '1 microsecond'`);
    await download(t, { email: 'again@example.com' }, ip);
    expect((await leadsOf(t, 'again@example.com')).map((l) => l.source)).toEqual([
      'pdf_download',
      'pdf_download',
    ]);
  });

  it('records exactly one lead for simultaneous downloads by one visitor', async () => {
    const ip = nextIp();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => download(t, { email: 'burst@example.com' }, ip)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await leadsOf(t, 'burst@example.com')).toHaveLength(1);
  });
});

describe('the brand', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({
      config: testConfig({ SITE_NAME: 'Kar Sahāyak "Pro"', SITE_URL: SITE }),
    });
    await seedContent(c.db.db);
  });
  afterAll(async () => {
    await c?.close();
  });

  it('comes from the configuration: in the file name (safe characters only) and in the guide', async () => {
    const res = await download(c, { email: 'brand@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Kar-Sahayak-Pro-50-Key-Tax-Sections.pdf"',
    );
    const text = await pdfText(res.rawPayload);
    expect(text.split('\f')[0]).toContain('Kar Sahāyak "Pro"');
    expect(text).toContain(`${SITE}/section/80C`);
  });
});

describe('when the guide cannot be built', () => {
  it('answers 503 with the envelope and records no lead (no sections in the database)', async () => {
    const empty = await createTestApp();
    try {
      const res = await download(empty, { email: 'nobody@example.com' });
      expect(res.statusCode).toBe(503);
      const body = ErrorEnvelopeSchema.parse(res.json());
      expect(body.code).toBe('SERVICE_UNAVAILABLE');
      expect(body.message).toMatch(/not available/);
      const n = await empty.db.db
        .selectFrom('leads')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
