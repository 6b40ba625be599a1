/**
 * The admin data routes against seeded rows (Postgres when DATABASE_URL is set, else PGlite):
 * summary aggregates and India's "today", pagination and search, contact-message status, CSV
 * export and erasure on request.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import {
  AdminSummarySchema,
  ContactMessageRecordSchema,
  ErasureResultSchema,
  LeadRecordSchema,
} from '@taxguide/contracts/admin';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { Database } from '@taxguide/db';
import { sql, type Insertable, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';

type Db = Kysely<Database>;
let t: TestApp;
let clockNow = new Date('2025-07-01T05:00:00.000Z'); // 10:30 on 1 July in India
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ deps: { clock: () => clockNow } });
  headers = await t.adminHeaders();
});
afterAll(async () => {
  await t?.close();
});

async function clearAll(db: Db) {
  for (const table of [
    'leads',
    'newsletter_subscribers',
    'contact_messages',
    'ai_queries',
    'data_erasure_audit',
  ]) {
    await sql`delete from ${sql.table(table)}`.execute(db);
  }
}

const lead = (
  email: string,
  createdAt: string,
  source = 'pdf_download',
  extra: Partial<Insertable<Database['leads']>> = {},
) => ({
  email,
  source,
  createdAt,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 test',
  ...extra,
});

let tokenCounter = 0;
const subscriber = (email: string, createdAt: string, status = 'active') => ({
  email,
  status,
  source: 'newsletter',
  unsubscribeToken: `token-${(tokenCounter += 1)}-${Math.random()}`,
  createdAt,
});

const message = (
  email: string,
  createdAt: string,
  status = 'new',
  extra: Record<string, string> = {},
) => ({
  name: 'Asha Rao',
  email,
  subject: 'About 80C',
  category: 'tax-law',
  message: 'How much can I claim?',
  status,
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

const aiQuery = (query: string, createdAt: string) => ({
  query,
  normalizedQuery: query.toLowerCase(),
  answerSource: 'offline',
  createdAt,
});

function get(url: string) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('GET /api/admin/summary', () => {
  beforeEach(async () => {
    await clearAll(t.db.db);
    const db = t.db.db;
    // India's 1 July 2025 starts at 2025-06-30T18:30:00Z.
    await db
      .insertInto('leads')
      .values([
        lead('a@example.com', '2025-06-30T18:29:59.999Z'), // 30 June in India
        lead('A@Example.com', '2025-06-30T18:30:00.000Z', 'newsletter_pdf'), // the first instant of 1 July
        lead('b@example.com', '2025-07-01T04:00:00.000Z'),
        lead('c@example.com', '2025-07-01T18:30:00.000Z', 'partner_site'), // 2 July in India
      ])
      .execute();
    await db
      .insertInto('newsletterSubscribers')
      .values([
        subscriber('a@example.com', '2025-07-01T01:00:00Z'),
        subscriber('b@example.com', '2025-06-30T10:00:00Z', 'unsubscribed'),
        subscriber('c@example.com', '2025-06-01T10:00:00Z'),
      ])
      .execute();
    await db
      .insertInto('contactMessages')
      .values([
        message('a@example.com', '2025-07-01T02:00:00Z', 'new'),
        message('b@example.com', '2025-06-30T12:00:00Z', 'read'),
        message('c@example.com', '2025-06-30T18:45:00Z', 'replied'),
      ])
      .execute();
    await db
      .insertInto('aiQueries')
      .values([
        aiQuery('section 80C', '2025-07-01T03:00:00Z'),
        aiQuery('HRA exemption', '2025-06-30T19:00:00Z'),
        aiQuery('LTCG', '2025-06-29T19:00:00Z'),
      ])
      .execute();
  });

  it('counts totals, India-today, unique e-mails, PDF downloads, active subscribers and unread messages', async () => {
    const res = await get('/api/admin/summary');
    expect(res.statusCode).toBe(200);
    expect(AdminSummarySchema.parse(res.json())).toEqual({
      timeZone: 'Asia/Kolkata',
      todayStartsAt: '2025-06-30T18:30:00.000Z',
      leads: { total: 4, today: 2, uniqueEmails: 3, pdfDownloads: 3 },
      newsletter: { total: 3, today: 1, active: 2 },
      contactMessages: { total: 3, today: 2, unread: 1 },
      aiQueries: { total: 3, today: 2 },
    });
  });

  it('moves "today" at midnight in India, not at midnight UTC', async () => {
    clockNow = new Date('2025-06-30T18:29:59.000Z'); // 23:59:59 on 30 June in India
    try {
      const before = AdminSummarySchema.parse((await get('/api/admin/summary')).json());
      expect(before.todayStartsAt).toBe('2025-06-29T18:30:00.000Z');
      expect(before.leads.today).toBe(1); // only a@ at 18:29:59.999
      expect(before.aiQueries.today).toBe(1); // LTCG at 00:30 on 30 June in India (29 June in UTC)
      clockNow = new Date('2025-06-30T18:30:00.000Z'); // 00:00:00 on 1 July in India
      const after = AdminSummarySchema.parse((await get('/api/admin/summary')).json());
      expect(after.todayStartsAt).toBe('2025-06-30T18:30:00.000Z');
      expect(after.leads.today).toBe(2);
      // A day later in UTC terms but still the same Indian day: 1 July 23:59 IST.
      clockNow = new Date('2025-07-01T18:29:00.000Z');
      expect(AdminSummarySchema.parse((await get('/api/admin/summary')).json()).leads.today).toBe(
        2,
      );
    } finally {
      clockNow = new Date('2025-07-01T05:00:00.000Z');
    }
  });

  it('answers zeros on an empty database', async () => {
    await clearAll(t.db.db);
    const body = AdminSummarySchema.parse((await get('/api/admin/summary')).json());
    expect(body.leads).toEqual({ total: 0, today: 0, uniqueEmails: 0, pdfDownloads: 0 });
    expect(body.newsletter).toEqual({ total: 0, today: 0, active: 0 });
  });
});

describe('the lists: newest first, paged on the server, searched', () => {
  beforeAll(async () => {
    await clearAll(t.db.db);
    const base = Date.parse('2025-05-01T00:00:00Z');
    await t.db.db
      .insertInto('leads')
      .values(
        Array.from({ length: 120 }, (_, i) =>
          lead(
            `person${i}@example.com`,
            new Date(base + i * 60_000).toISOString(),
            i % 2 ? 'pdf_download' : 'newsletter_pdf',
          ),
        ),
      )
      .execute();
    await t.db.db
      .insertInto('leads')
      .values([
        lead('Priya.Sharma@Example.com', '2025-04-01T00:00:00Z'),
        lead('per%cent@example.com', '2025-04-01T00:00:01Z'),
        lead('perXcent@example.com', '2025-04-01T00:00:02Z'),
        lead('under_score@example.com', '2025-04-01T00:00:03Z'),
        lead('underXscore@example.com', '2025-04-01T00:00:04Z'),
      ])
      .execute();
    await t.db.db
      .insertInto('aiQueries')
      .values([
        aiQuery('What is section 80C?', '2025-05-01T00:00:00Z'),
        aiQuery('HRA for metro cities', '2025-05-02T00:00:00Z'),
      ])
      .execute();
  });

  it('answers an array of the spec fields, 50 rows by default, newest first, with the total in x-total-count', async () => {
    const res = await get('/api/leads');
    expect(res.statusCode).toBe(200);
    const rows = z.array(LeadRecordSchema).parse(res.json());
    expect(rows).toHaveLength(50);
    expect(res.headers['x-total-count']).toBe('125');
    expect(rows[0]).toMatchObject({
      email: 'person119@example.com',
      source: 'pdf_download',
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 test',
      createdAt: '2025-05-01T01:59:00.000Z',
    });
    const times = rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages with limit and offset (up to 500 rows)', async () => {
    const page3 = z
      .array(LeadRecordSchema)
      .parse((await get('/api/leads?limit=50&offset=100')).json());
    expect(page3).toHaveLength(25);
    expect(page3[0]!.email).toBe('person19@example.com');
    expect(page3.at(-1)!.email).toBe('Priya.Sharma@Example.com');
    expect(
      z.array(LeadRecordSchema).parse((await get('/api/leads?limit=500')).json()),
    ).toHaveLength(125);
    expect((await get('/api/leads?offset=1000')).json()).toEqual([]);
  });

  it.each([
    ['limit=501', 'limit'],
    ['limit=0', 'limit'],
    ['limit=ten', 'limit'],
    ['offset=-1', 'offset'],
    ['offset=1.5', 'offset'],
    ['sort=email', 'sort'],
    [`q=${'x'.repeat(255)}`, 'q'],
  ])('answers 400 naming the parameter to ?%s', async (query, field) => {
    const res = await get(`/api/leads?${query}`);
    expect(res.statusCode).toBe(400);
    const body = ErrorEnvelopeSchema.parse(res.json());
    expect(body.details?.map((d) => d.path).join(' ')).toContain(field);
  });

  it('searches e-mail addresses case-insensitively, with % and _ taken literally', async () => {
    const emails = async (q: string) => {
      const res = await get(`/api/leads?q=${encodeURIComponent(q)}`);
      return {
        emails: (res.json() as Array<{ email: string }>).map((r) => r.email),
        total: res.headers['x-total-count'],
      };
    };
    expect(await emails('priya.SHARMA')).toEqual({
      emails: ['Priya.Sharma@Example.com'],
      total: '1',
    });
    expect(await emails('per%c')).toEqual({ emails: ['per%cent@example.com'], total: '1' });
    expect(await emails('under_s')).toEqual({ emails: ['under_score@example.com'], total: '1' });
    expect((await emails('person11')).total).toBe('11'); // person11, person110..119
    expect(await emails('  ')).toMatchObject({ total: '125' }); // blank = no filter
    expect(await emails('nobody-here')).toEqual({ emails: [], total: '0' });
  });

  it('searches AI queries by their text, and pages every list the same way', async () => {
    const res = await get('/api/ai-queries?q=80c');
    expect(res.json()).toEqual([
      expect.objectContaining({ query: 'What is section 80C?', section: null }),
    ]);
    const all = await get('/api/ai-queries?limit=1');
    expect(all.headers['x-total-count']).toBe('2');
    expect((all.json() as Array<{ query: string }>)[0]!.query).toBe('HRA for metro cities');
    for (const url of ['/api/newsletter/subscribers', '/api/admin/contact-messages']) {
      const list = await get(`${url}?limit=5&offset=0&q=example`);
      expect(list.statusCode, url).toBe(200);
      expect(list.headers['x-total-count'], url).toMatch(/^\d+$/);
    }
  });
});

describe('PATCH /api/admin/contact-messages/:id', () => {
  let id: number;
  beforeAll(async () => {
    const row = await t.db.db
      .insertInto('contactMessages')
      .values(message('status@example.com', '2025-06-01T00:00:00Z'))
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
  });

  const patch = (target: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-messages/${target}`,
      payload: payload as object,
      headers,
    });

  it('moves new -> read -> replied, and back (a triage label the admin can undo)', async () => {
    clockNow = new Date('2025-07-01T06:00:00.000Z');
    const read = await patch(id, { status: 'read' });
    expect(read.statusCode).toBe(200);
    expect(ContactMessageRecordSchema.parse(read.json())).toMatchObject({
      id,
      status: 'read',
      updatedAt: '2025-07-01T06:00:00.000Z',
    });
    expect((await patch(id, { status: 'replied' })).json()).toMatchObject({ status: 'replied' });
    expect((await patch(id, { status: 'new' })).json()).toMatchObject({ status: 'new' });
    expect((await patch(id, { status: 'replied' })).json()).toMatchObject({ status: 'replied' });
    const stored = await t.db.db
      .selectFrom('contactMessages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('replied');
    const listed = (await get('/api/admin/contact-messages?q=status@')).json() as Array<{
      status: string;
    }>;
    expect(listed[0]!.status).toBe('replied');
    clockNow = new Date('2025-07-01T05:00:00.000Z');
  });

  it('answers 400 to an unknown status and 404 to an unknown message, and changes nothing', async () => {
    const bad = await patch(id, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { path: 'status', message: 'status must be one of: new, read, replied' },
    ]);
    expect((await patch(id, { status: 'read', note: 'x' })).statusCode).toBe(400);
    expect((await patch('abc', { status: 'read' })).statusCode).toBe(400);
    const missing = await patch(99_999_999, { status: 'read' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No contact message with id 99999999',
    });
    const stored = await t.db.db
      .selectFrom('contactMessages')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('replied');
  });

  it('the database itself refuses any other status', async () => {
    await expect(
      t.db.db
        .insertInto('contactMessages')
        .values(message('x@example.com', '2025-06-01T00:00:00Z', 'archived'))
        .execute(),
    ).rejects.toThrow(/contact_messages_status_check/);
  });
});

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF), to read back what we wrote. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

describe('CSV export', () => {
  beforeAll(async () => {
    await clearAll(t.db.db);
    await t.db.db
      .insertInto('leads')
      .values([
        lead('first@example.com', '2025-06-01T00:00:00Z', 'pdf_download', {
          name: '=HYPERLINK("http://evil.example","x")',
        }),
        lead('second@example.com', '2025-06-02T00:00:00Z', 'newsletter_pdf', {
          name: '+SUM(1,2)',
          userAgent: '@cmd',
        }),
        lead('third@example.com', '2025-06-03T00:00:00Z', 'pdf_download', {
          name: '-2+3',
          userAgent: '\tTAB',
        }),
        lead('fourth@example.com', '2025-06-04T00:00:00Z', 'pdf_download', {
          name: '\uFF1D1+1',
          userAgent: null,
          ip: null,
        }),
      ])
      .execute();
    await t.db.db
      .insertInto('contactMessages')
      .values(
        message('writer@example.com', '2025-06-05T00:00:00Z', 'new', {
          message: 'Line one\nLine "two", with a comma',
        }),
      )
      .execute();
  });

  it('downloads a list as CSV with a header row, newest first, formulas neutralised', async () => {
    const res = await get('/api/admin/export/leads.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads-2025-07-01.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([
      'ID',
      'Date (UTC)',
      'Email',
      'Name',
      'Source',
      'IP Address',
      'User Agent',
      'Language',
    ]);
    expect(rows.slice(1).map((r) => r[2])).toEqual([
      'fourth@example.com',
      'third@example.com',
      'second@example.com',
      'first@example.com',
    ]);
    const byEmail = Object.fromEntries(rows.slice(1).map((r) => [r[2], r]));
    expect(byEmail['first@example.com']![3]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(byEmail['second@example.com']![3]).toBe(`'+SUM(1,2)`);
    expect(byEmail['second@example.com']![6]).toBe(`'@cmd`);
    expect(byEmail['third@example.com']![3]).toBe(`'-2+3`);
    expect(byEmail['third@example.com']![6]).toBe(`'\tTAB`);
    expect(byEmail['fourth@example.com']![3]).toBe(`'\uFF1D1+1`);
    expect(byEmail['fourth@example.com']![5]).toBe('');
    // Rows from before the language was kept, and forms sent without it, read English.
    expect(rows.slice(1).map((r) => r[7])).toEqual(['en', 'en', 'en', 'en']);
    expect(byEmail['first@example.com']![1]).toBe('2025-06-01T00:00:00.000Z');
    // No cell of the file starts with a formula character.
    for (const cell of rows.slice(1).flat())
      expect(cell).not.toMatch(/^[=+@\t\r\uFF1D\uFF0B\uFF20]/);
  });

  it('keeps line breaks, quotes and commas inside a cell', async () => {
    const rows = parseCsv((await get('/api/admin/export/contact-messages.csv')).body.slice(1));
    expect(rows[0]).toEqual([
      'ID',
      'Date (UTC)',
      'Status',
      'Name',
      'Email',
      'Category',
      'Subject',
      'Message',
      'Updated (UTC)',
      'Language',
    ]);
    expect(rows[1]![7]).toBe('Line one\nLine "two", with a comma');
    expect(rows).toHaveLength(2);
  });

  it('filters with q like the list, and exports every list', async () => {
    const rows = parseCsv((await get('/api/admin/export/leads.csv?q=SECOND')).body.slice(1));
    expect(rows.map((r) => r[2])).toEqual(['Email', 'second@example.com']);
    for (const list of ['newsletter-subscribers', 'ai-queries']) {
      const res = await get(`/api/admin/export/${list}.csv`);
      expect(res.statusCode, list).toBe(200);
      expect(parseCsv(res.body.slice(1))).toHaveLength(1); // header only
    }
  });

  it('streams a list longer than one batch completely, each row once', async () => {
    await t.db.db
      .insertInto('aiQueries')
      .values(
        Array.from({ length: 2_345 }, (_, i) =>
          aiQuery(`question ${i}`, new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString()),
        ),
      )
      .execute();
    const rows = parseCsv((await get('/api/admin/export/ai-queries.csv')).body.slice(1)).slice(1);
    expect(rows).toHaveLength(2_345);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2_345);
    expect(rows[0]![2]).toBe('question 2344');
    expect(rows.at(-1)![2]).toBe('question 0');
  });
});

describe('POST /api/admin/erasure', () => {
  const erase = (email: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/admin/erasure', payload: { email }, headers });
  const expectedHash = (email: string) => {
    const key = Buffer.from(
      hkdfSync('sha256', TEST_JWT_SECRET, 'taxguide', 'erasure-audit-subject-v1', 32),
    );
    return createHmac('sha256', key).update(email).digest('hex');
  };

  beforeEach(async () => {
    await clearAll(t.db.db);
    const db = t.db.db;
    await db
      .insertInto('leads')
      .values([
        lead('person@example.com', '2025-06-01T00:00:00Z'),
        lead('Person@Example.COM', '2025-06-02T00:00:00Z', 'newsletter_pdf'),
        lead('other@example.com', '2025-06-02T00:00:00Z'),
      ])
      .execute();
    await db
      .insertInto('newsletterSubscribers')
      .values([
        subscriber('PERSON@example.com', '2025-06-01T00:00:00Z'),
        subscriber('other@example.com', '2025-06-01T00:00:00Z'),
      ])
      .execute();
    await db
      .insertInto('contactMessages')
      .values([
        message('person@example.com', '2025-06-01T00:00:00Z'),
        message('person@EXAMPLE.com', '2025-06-03T00:00:00Z', 'replied'),
        message('other@example.com', '2025-06-01T00:00:00Z'),
      ])
      .execute();
  });

  async function rowsOf(email: string) {
    const db = t.db.db;
    const where = sql<boolean>`lower(email) = ${email}`;
    const [leads, subscribers, messages] = await Promise.all([
      db.selectFrom('leads').select('id').where(where).execute(),
      db.selectFrom('newsletterSubscribers').select('id').where(where).execute(),
      db.selectFrom('contactMessages').select('id').where(where).execute(),
    ]);
    return leads.length + subscribers.length + messages.length;
  }

  it("deletes every row of that address in any case, keeps others', and audits without the address", async () => {
    const res = await erase('  Person@EXAMPLE.com ');
    expect(res.statusCode).toBe(200);
    const result = ErasureResultSchema.parse(res.json());
    expect(result).toMatchObject({
      leadsDeleted: 2,
      subscribersDeleted: 1,
      contactMessagesDeleted: 2,
      erasedAt: '2025-07-01T05:00:00.000Z',
    });
    expect(await rowsOf('person@example.com')).toBe(0);
    expect(await rowsOf('other@example.com')).toBe(3);

    const audit = await t.db.db.selectFrom('dataErasureAudit').selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      id: result.auditId,
      subjectHash: expectedHash('person@example.com'),
      leadsDeleted: 2,
      subscribersDeleted: 1,
      contactMessagesDeleted: 2,
      actor: 'admin',
      requestId: res.headers['x-request-id'],
    });
    expect(audit[0]!.hashKeyId).toMatch(/^[0-9a-f]{12}$/);
    expect(audit[0]!.erasedAt.toISOString()).toBe('2025-07-01T05:00:00.000Z');
    // Nothing in the audit row reads as the address or its parts.
    expect(JSON.stringify(audit[0]).toLowerCase()).not.toMatch(/person|example\.com|@/);
    // The same address hashes the same way whatever its case (a later "was it erased?" works).
    expect(await subjectOf(await erase('PERSON@example.com'))).toBe(audit[0]!.subjectHash);
  });

  async function subjectOf(res: Awaited<ReturnType<typeof erase>>) {
    const { auditId } = ErasureResultSchema.parse(res.json());
    const row = await t.db.db
      .selectFrom('dataErasureAudit')
      .select('subjectHash')
      .where('id', '=', auditId)
      .executeTakeFirstOrThrow();
    return row.subjectHash;
  }

  it('records a request for an address with no rows (zero counts)', async () => {
    const res = await erase('nobody@example.com');
    expect(res.json()).toMatchObject({
      leadsDeleted: 0,
      subscribersDeleted: 0,
      contactMessagesDeleted: 0,
    });
    expect(await t.db.db.selectFrom('dataErasureAudit').select('id').execute()).toHaveLength(1);
  });

  it.each([[''], ['not-an-address'], [42], ['a'.repeat(250) + '@x.com']])(
    'answers 400 to %j and deletes nothing',
    async (email) => {
      const res = await erase(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe('email');
      expect(await rowsOf('person@example.com')).toBe(5);
      expect(await t.db.db.selectFrom('dataErasureAudit').select('id').execute()).toHaveLength(0);
    },
  );

  it('is one transaction: when the audit row cannot be written, nothing is deleted', async () => {
    await sql`alter table data_erasure_audit add constraint test_refuse_audit check (actor <> 'admin')`.execute(
      t.db.db,
    );
    try {
      const res = await erase('person@example.com');
      expect(res.statusCode).toBe(500);
      expect(await rowsOf('person@example.com')).toBe(5);
    } finally {
      await sql`alter table data_erasure_audit drop constraint test_refuse_audit`.execute(t.db.db);
    }
  });
});
