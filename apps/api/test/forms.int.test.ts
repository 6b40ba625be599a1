/**
 * The public forms over HTTP (app.inject) on a real database (Postgres when DATABASE_URL is
 * set, else PGlite), with rate limits shared through Redis when REDIS_URL is set.
 */
import { CHECK_INBOX_MESSAGE } from '@taxguide/contracts/mail';
import { ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import {
  CONTACT_CATEGORIES,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from '@taxguide/contracts/forms';
import { seedContent } from '@taxguide/db';
import type { LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../src/app';
import { createRedisClient } from '../src/infra/redis';
import { FORM_RATE_LIMIT } from '../src/lib/form-route';
import { createProductionRenderer } from '../src/ssr/renderer';
import { createTestApp, testConfig, type TestApp } from './helpers';
import { webDistDir } from './web-build';

let t: TestApp;
let redis: Redis | undefined;

beforeAll(async () => {
  if (process.env.REDIS_URL) {
    redis = createRedisClient(process.env.REDIS_URL);
    await new Promise<void>((resolve, reject) => {
      redis!.once('ready', () => resolve());
      setTimeout(
        () => reject(new Error(`Redis at ${process.env.REDIS_URL} is not reachable`)),
        5_000,
      );
    });
  }
  t = await createTestApp({ deps: { redis } });
  await seedContent(t.db.db);
});
afterAll(async () => {
  await t?.close();
  await redis?.quit();
});

// Every request comes from its own address unless a test says otherwise, so the per-IP
// limits (shared through Redis across test runs) never interfere with what a test checks.
const ipBase = Math.floor(Math.random() * 200) + 20;
let ipCounter = 0;
function nextIp(): string {
  ipCounter++;
  return `10.${ipBase}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

interface Send {
  url: string;
  body?: unknown;
  payload?: string;
  contentType?: string;
  ip?: string;
  userAgent?: string;
}

function post({
  url,
  body,
  payload,
  contentType = 'application/json',
  ip = nextIp(),
  userAgent,
}: Send) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': contentType, ...(userAgent ? { 'user-agent': userAgent } : {}) },
    payload: payload ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
}

async function counts() {
  const db = t.db.db;
  const count = async (table: 'leads' | 'newsletterSubscribers' | 'contactMessages') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    leads: await count('leads'),
    subscribers: await count('newsletterSubscribers'),
    contacts: await count('contactMessages'),
  };
}

function envelope(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(body.statusCode).toBe(status);
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/\S/);
  expect(body.requestId).toBe(res.headers['x-request-id']);
  return body;
}

let unique = 0;
const email = (tag: string) => `${tag}.${Date.now().toString(36)}.${++unique}@example.com`;

const contact = () => ({
  name: 'Asha Rao',
  email: email('contact'),
  subject: 'Question about 80C',
  category: 'tax-law',
  message: 'Does ELSS count towards the 80C limit?\nThanks.',
});

// ---------------------------------------------------------------------------------------------
// The table of bad inputs

type Route = { name: string; url: string; valid: () => Record<string, unknown> };
const routes: Route[] = [
  {
    name: 'leads',
    url: '/api/leads',
    valid: () => ({ email: email('lead'), source: 'newsletter_pdf' }),
  },
  { name: 'newsletter', url: '/api/newsletter/subscribe', valid: () => ({ email: email('sub') }) },
  { name: 'pdf', url: '/api/pdf/download', valid: () => ({ email: email('pdf') }) },
  { name: 'contact', url: '/api/contact', valid: contact },
];

interface BadCase {
  label: string;
  /** Builds the request from a valid body. */
  request: (valid: Record<string, unknown>) => Omit<Send, 'url'>;
  status: number;
  code: string;
  /** Field paths the 400 details must name (every bad field). */
  fields?: (valid: Record<string, unknown>) => string[];
}

const badCases: BadCase[] = [
  {
    label: 'an empty object',
    request: () => ({ body: {} }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: (v) => Object.keys(v),
  },
  {
    label: 'every field an empty string',
    request: (v) => ({ body: Object.fromEntries(Object.keys(v).map((k) => [k, ''])) }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: (v) => Object.keys(v),
  },
  {
    label: 'every field blank (spaces only)',
    request: (v) => ({ body: Object.fromEntries(Object.keys(v).map((k) => [k, '   '])) }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: (v) => Object.keys(v),
  },
  {
    label: 'every field of the wrong type',
    request: (v) => ({
      body: Object.fromEntries(Object.keys(v).map((k, i) => [k, i % 2 ? 42 : { x: 1 }])),
    }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: (v) => Object.keys(v),
  },
  {
    label: 'a malformed e-mail address',
    request: (v) => ({ body: { ...v, email: 'not-an-email' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: () => ['email'],
  },
  {
    label: 'an e-mail address with a space inside',
    request: (v) => ({ body: { ...v, email: 'asha rao@example.com' } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: () => ['email'],
  },
  {
    label: `an e-mail address longer than ${EMAIL_MAX_LENGTH} characters`,
    request: (v) => ({
      body: { ...v, email: `${'a'.repeat(64)}@${'b'.repeat(EMAIL_MAX_LENGTH - 68)}.com` },
    }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: () => ['email'],
  },
  {
    label: 'an unknown extra field',
    request: (v) => ({ body: { ...v, isAdmin: true } }),
    status: 400,
    code: 'VALIDATION_FAILED',
    fields: () => ['isAdmin'],
  },
  {
    label: 'a JSON array',
    request: (v) => ({ body: [v] }),
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    label: 'JSON null',
    request: () => ({ payload: 'null' }),
    status: 400,
    code: 'VALIDATION_FAILED',
  },
  {
    label: 'malformed JSON',
    request: () => ({ payload: '{"email": "a@example.com"' }),
    status: 400,
    code: 'MALFORMED_JSON',
  },
  {
    label: 'no body at all',
    request: () => ({ payload: '' }),
    status: 400,
    code: 'MALFORMED_JSON',
  },
  {
    label: 'a huge body',
    request: (v) => ({ body: { ...v, padding: 'x'.repeat(BODY_LIMIT_BYTES + 1) } }),
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
  },
  {
    label: 'a text/plain body',
    request: (v) => ({ payload: JSON.stringify(v), contentType: 'text/plain' }),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    label: 'a form-encoded body',
    request: (v) => ({
      payload: new URLSearchParams(v as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  {
    label: 'a multipart body',
    request: () => ({
      payload:
        '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--b--\r\n',
      contentType: 'multipart/form-data; boundary=b',
    }),
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
];

// Route-specific bad values: [route, label, field, value].
const fieldCases: [string, string, string, unknown][] = [
  ['leads', 'an unknown source', 'source', 'homepage'],
  ['leads', 'a name that is too long', 'name', 'n'.repeat(NAME_MAX_LENGTH + 1)],
  ['leads', 'a name with a NUL character', 'name', 'Asha\u0000'],
  ['newsletter', 'an unknown source', 'source', 'spam'],
  ['pdf', 'a name that is too long', 'name', 'n'.repeat(NAME_MAX_LENGTH + 1)],
  ['pdf', 'a name with a line break', 'name', 'Asha\nRao'],
  ['contact', 'an unknown category', 'category', 'billing'],
  ['contact', 'a category label instead of its value', 'category', 'General Question'],
  ['contact', 'a name that is too long', 'name', 'n'.repeat(NAME_MAX_LENGTH + 1)],
  ['contact', 'a subject that is too long', 'subject', 's'.repeat(SUBJECT_MAX_LENGTH + 1)],
  ['contact', 'a message that is too long', 'message', 'm'.repeat(MESSAGE_MAX_LENGTH + 1)],
  ['contact', 'a message with a NUL character', 'message', 'hello\u0000world'],
  ['contact', 'a subject with a control character', 'subject', 'hi\u0007'],
];

describe('bad input is refused with the envelope and nothing is written', () => {
  const table = routes.flatMap((route) =>
    badCases.map((c) => [route.name, c.label, route, c] as const),
  );

  it.each(table)('%s: %s', async (_name, _label, route, badCase) => {
    const before = await counts();
    const valid = route.valid();
    const res = await post({ url: route.url, ...badCase.request(valid) });
    const body = envelope(res, badCase.status, badCase.code);
    if (badCase.fields) {
      const paths = (body.details ?? []).map((d) => d.path);
      for (const field of badCase.fields(valid)) expect(paths, body.message).toContain(field);
      for (const field of badCase.fields(valid)) expect(body.message).toContain(field);
    }
    expect(await counts()).toEqual(before);
  });

  it.each(fieldCases)('%s: %s', async (name, _label, field, value) => {
    const route = routes.find((r) => r.name === name)!;
    const before = await counts();
    const res = await post({ url: route.url, body: { ...route.valid(), [field]: value } });
    const body = envelope(res, 400, 'VALIDATION_FAILED');
    expect(body.details?.map((d) => d.path)).toEqual([field]);
    expect(body.details?.[0]?.message).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('accepts the longest allowed values exactly at the limits', async () => {
    const local = 'a'.repeat(64);
    const longEmail = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - local.length - 5)}.com`;
    expect(longEmail).toHaveLength(EMAIL_MAX_LENGTH);
    const res = await post({
      url: '/api/contact',
      body: {
        name: 'n'.repeat(NAME_MAX_LENGTH),
        email: longEmail,
        subject: 's'.repeat(SUBJECT_MAX_LENGTH),
        category: 'general',
        message: 'm'.repeat(MESSAGE_MAX_LENGTH),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------
// What is stored

describe('what each form stores', () => {
  it('a lead: the normalised e-mail, source, optional name, IP and user agent', async () => {
    const ip = nextIp();
    const address = email('Lead.Mixed.Case');
    const res = await post({
      url: '/api/leads',
      body: {
        email: `  ${address.toUpperCase()}\t`,
        source: 'newsletter_pdf',
        name: '  Asha Rao ',
      },
      ip,
      userAgent: 'Mozilla/5.0 (test) Forms/1.0',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: expect.any(String) });
    const rows = await t.db.db
      .selectFrom('leads')
      .selectAll()
      .where('email', '=', address.toLowerCase())
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: address.toLowerCase(),
      source: 'newsletter_pdf',
      name: 'Asha Rao',
      ip,
      userAgent: 'Mozilla/5.0 (test) Forms/1.0',
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('a lead without a name stores null; one lead per address and source per India day', async () => {
    const address = email('twice');
    for (const source of ['pdf_download', 'newsletter_pdf', 'newsletter_pdf', 'pdf_download']) {
      const res = await post({ url: '/api/leads', body: { email: address, source, name: '' } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await t.db.db
      .selectFrom('leads')
      .select(['source', 'name'])
      .where('email', '=', address)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { source: 'pdf_download', name: null },
      { source: 'newsletter_pdf', name: null },
    ]);
  });

  it('the home signup and /pdf-download follow the same rule: twice the same day is one lead', async () => {
    const home = email('home.twice');
    const page = email('page.twice');
    for (let i = 0; i < 2; i++) {
      // The home signup: the lead, then the download, from a new IP each time.
      const ip = nextIp();
      const lead = { email: home, source: 'newsletter_pdf' };
      expect((await post({ url: '/api/leads', body: lead, ip })).statusCode).toBe(201);
      expect((await post({ url: '/api/pdf/download', body: { email: home }, ip })).statusCode).toBe(
        200,
      );
      const pdfPage = { email: page, name: 'Asha' };
      expect((await post({ url: '/api/pdf/download', body: pdfPage })).statusCode).toBe(200);
    }
    const sources = async (address: string) =>
      (
        await t.db.db.selectFrom('leads').select('source').where('email', '=', address).execute()
      ).map((r) => r.source);
    expect(await sources(home)).toEqual(['newsletter_pdf']);
    expect(await sources(page)).toEqual(['pdf_download']);
  });

  it('a contact message: trimmed fields, status "new", IP and user agent', async () => {
    const ip = nextIp();
    const body = { ...contact(), name: '  Asha Rao  ', subject: ' 80C question ' };
    const res = await post({
      url: '/api/contact',
      body: { ...body, email: ` ${body.email.toUpperCase()} ` },
      ip,
      userAgent: 'UA/2',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: "Thank you for contacting us. We'll get back to you within 24 hours.",
    });
    const row = await t.db.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Asha Rao',
      email: body.email,
      subject: '80C question',
      category: 'tax-law',
      message: body.message,
      status: 'new',
      ip,
      userAgent: 'UA/2',
    });
  });

  it.each(CONTACT_CATEGORIES.map((c) => c.value))(
    'accepts the contact category %s',
    async (category) => {
      const res = await post({ url: '/api/contact', body: { ...contact(), category } });
      expect(res.statusCode, res.body).toBe(201);
    },
  );

  it('a subscriber: normalised e-mail, status pending, source, a random 43-character token, a confirmation mail', async () => {
    const a = email('Sub.A');
    const b = email('sub.b');
    expect(
      (await post({ url: '/api/newsletter/subscribe', body: { email: ` ${a.toUpperCase()} ` } }))
        .statusCode,
    ).toBe(200);
    const res = await post({
      url: '/api/newsletter/subscribe',
      body: { email: b, source: 'newsletter_pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CHECK_INBOX_MESSAGE });
    const rows = await t.db.db
      .selectFrom('newsletterSubscribers')
      .selectAll()
      .where('email', 'in', [a.toLowerCase(), b])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.email, r.status, r.source])).toEqual([
      [a.toLowerCase(), 'pending', 'newsletter'],
      [b, 'pending', 'newsletter_pdf'],
    ]);
    // Each has its confirmation mail in the outbox (held: the test app has no SMTP server).
    const mails = await t.db.db
      .selectFrom('mailOutbox')
      .select(['toAddress', 'kind', 'status'])
      .where('toAddress', 'in', [a.toLowerCase(), b])
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      { toAddress: a.toLowerCase(), kind: 'newsletter-confirm', status: 'held' },
      { toAddress: b, kind: 'newsletter-confirm', status: 'held' },
    ]);
    for (const row of rows) expect(row.unsubscribeToken).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    expect(rows[0]!.unsubscribeToken).not.toBe(rows[1]!.unsubscribeToken);
  });
});

// ---------------------------------------------------------------------------------------------
// Subscribing twice and unsubscribing

async function subscriber(address: string) {
  return t.db.db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('email', '=', address)
    .execute();
}

describe('subscribing twice', () => {
  it('leaves one row and answers success both times, whatever the case of the address', async () => {
    const address = email('dup');
    const first = await post({ url: '/api/newsletter/subscribe', body: { email: address } });
    const [row] = await subscriber(address);
    const second = await post({
      url: '/api/newsletter/subscribe',
      body: { email: address.toUpperCase(), source: 'newsletter_pdf' },
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    // Same answer either way: the form does not reveal who is on the list.
    expect(second.json()).toEqual(first.json());
    const rows = await subscriber(address);
    expect(rows).toHaveLength(1);
    // The same row: first source, same unsubscribe token, same date; a fresh confirmation link.
    const fixed = (r: typeof row) => ({ ...r, confirmTokenHash: null, confirmExpiresAt: null });
    expect(fixed(rows[0])).toEqual(fixed(row));
    expect(rows[0]!.confirmTokenHash).not.toBe(row!.confirmTokenHash);
  });
});

describe('unsubscribing', () => {
  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    });

  it('with a valid token: unsubscribed, then "already unsubscribed" the second time', async () => {
    const address = email('leaver');
    await post({ url: '/api/newsletter/subscribe', body: { email: address } });
    const [row] = await subscriber(address);

    const first = await unsubscribe(row!.unsubscribeToken);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      status: 'unsubscribed',
      message: expect.stringMatching(/unsubscribed/),
    });
    const [after] = await subscriber(address);
    expect(after!.status).toBe('unsubscribed');
    expect(after!.unsubscribedAt).toBeInstanceOf(Date);

    const second = await unsubscribe(row!.unsubscribeToken);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, status: 'already_unsubscribed' });
    const [still] = await subscriber(address);
    expect(still!.unsubscribedAt).toEqual(after!.unsubscribedAt);
  });

  it('answers 404 for an unknown token and changes nothing', async () => {
    const address = email('stayer');
    await post({ url: '/api/newsletter/subscribe', body: { email: address } });
    const res = await unsubscribe('A'.repeat(43));
    const body = envelope(res, 404, 'NOT_FOUND');
    expect(body.message).toMatch(/not valid/);
    expect((await subscriber(address))[0]!.status).toBe('pending');
  });

  it.each([
    ['a missing token', '/api/newsletter/unsubscribe'],
    ['a short token', '/api/newsletter/unsubscribe?token=abc'],
    ['a token with bad characters', `/api/newsletter/unsubscribe?token=${'%27'.repeat(43)}`],
    [
      'an extra parameter',
      `/api/newsletter/unsubscribe?token=${'A'.repeat(43)}&email=a@example.com`,
    ],
  ])('answers 400 for %s', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    envelope(res, 400, 'VALIDATION_FAILED');
  });

  it('subscribing again makes the same row pending (a new confirmation) and keeps its link working', async () => {
    const address = email('returner');
    await post({ url: '/api/newsletter/subscribe', body: { email: address } });
    const [row] = await subscriber(address);
    await unsubscribe(row!.unsubscribeToken);
    const res = await post({ url: '/api/newsletter/subscribe', body: { email: address } });
    expect(res.statusCode).toBe(200);
    const rows = await subscriber(address);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: row!.id,
      status: 'pending',
      unsubscribedAt: null,
      unsubscribeToken: row!.unsubscribeToken,
    });
    expect((await unsubscribe(row!.unsubscribeToken)).json()).toMatchObject({
      status: 'unsubscribed',
    });
  });
});

describe('the unsubscribe page (server-rendered)', () => {
  let site: TestApp;
  beforeAll(async () => {
    const pages = await createProductionRenderer(
      {
        siteName: 'TaxGuide India',
        siteUrl: 'https://taxguide.test',
        social: {},
        contactEmail: 'help@taxguide.test',
        grievanceOfficer: 'Officer',
      },
      webDistDir(),
    );
    site = await createTestApp({ pages });
  });
  afterAll(async () => {
    await site?.close();
  });
  const withoutScripts = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

  it('shows one button and unsubscribes nobody on GET; the POST to the same address unsubscribes', async () => {
    const subscribed = await site.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      remoteAddress: nextIp(),
      payload: { email: 'page.leaver@example.com' },
    });
    expect(subscribed.statusCode).toBe(200);
    const row = await site.db.db
      .selectFrom('newsletterSubscribers')
      .selectAll()
      .where('email', '=', 'page.leaver@example.com')
      .executeTakeFirstOrThrow();
    const status = async () =>
      (
        await site.db.db
          .selectFrom('newsletterSubscribers')
          .select('status')
          .where('id', '=', row.id)
          .executeTakeFirstOrThrow()
      ).status;

    // A mail scanner opening the link changes nothing.
    const page = await site.app.inject({
      method: 'GET',
      url: `/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const html = withoutScripts(page.body);
    // The page's own form (the header's search form comes first).
    const form = /<form[^>]*method="post"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/newsletter/unsubscribe?token=${row.unsubscribeToken}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(await status()).toBe('pending');

    // The form's POST (and a mail client's RFC 8058 one-click POST) unsubscribes.
    const post = await site.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('You have been unsubscribed');
    expect(await status()).toBe('unsubscribed');
    const again = await site.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
    });
    expect(again.body).toContain('You were already unsubscribed');
  });

  it('explains a missing token on the page, and an unknown one when its POST is refused', async () => {
    const page = await site.app.inject({ method: 'GET', url: '/newsletter/unsubscribe' });
    expect(page.statusCode).toBe(200);
    expect(withoutScripts(page.body)).toContain('This unsubscribe link does not work');
    for (const url of [
      `/newsletter/unsubscribe?token=${'B'.repeat(43)}`,
      '/newsletter/unsubscribe?token=short',
      '/newsletter/unsubscribe',
    ]) {
      // A browser posting the form gets a page; an API client gets the envelope.
      const post = await site.app.inject({ method: 'POST', url, headers: { accept: 'text/html' } });
      expect([400, 404], url).toContain(post.statusCode);
      expect(post.headers['content-type']).toMatch(/text\/html/);
      expect(post.body).toContain('This unsubscribe link is not valid');
      const api = await site.app.inject({ method: 'POST', url });
      expect(api.json().statusCode).toBe(post.statusCode);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Rate limits

describe('rate limits per IP', () => {
  it.each(routes.map((r) => [r.name, r] as const))(
    '%s: the request after the limit gets 429 with Retry-After',
    async (_name, route) => {
      const ip = nextIp();
      for (let i = 0; i < FORM_RATE_LIMIT.max; i++) {
        const res = await post({ url: route.url, body: route.valid(), ip });
        expect(res.statusCode, res.body).toBeLessThan(300);
      }
      const before = await counts();
      const limited = await post({ url: route.url, body: route.valid(), ip });
      const body = envelope(limited, 429, 'RATE_LIMITED');
      expect(body.message).toMatch(/too many requests/i);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Nothing was written by the refused request.
      expect(await counts()).toEqual(before);
      // Another visitor is unaffected.
      const other = await post({ url: route.url, body: route.valid() });
      expect(other.statusCode, other.body).toBeLessThan(300);
    },
  );

  it('counts each route separately: a visitor limited on one form can still use another', async () => {
    const ip = nextIp();
    for (let i = 0; i <= FORM_RATE_LIMIT.max; i++)
      await post({ url: '/api/contact', body: contact(), ip });
    expect((await post({ url: '/api/contact', body: contact(), ip })).statusCode).toBe(429);
    expect((await post({ url: '/api/leads', body: routes[0]!.valid(), ip })).statusCode).toBe(201);
  });

  it('shares the counters through Redis when REDIS_URL is set (else each process counts alone)', async () => {
    const ip = nextIp();
    await post({ url: '/api/leads', body: routes[0]!.valid(), ip });
    if (!redis) {
      expect(process.env.REDIS_URL ?? '').toBe('');
      return;
    }
    // This deployment's key (REDIS_PREFIX, derived from SITE_NAME), per route and client.
    const keys = await redis.keys(
      `${testConfig().redisNaming.prefix}:rate-limit:POST/api/leads:${ip}`,
    );
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0]!))).toBe(1);
    // A second app on the same Redis (another replica) sees the same count.
    const replica = await createTestApp({ deps: { redis } });
    try {
      for (let i = 1; i < FORM_RATE_LIMIT.max; i++) {
        expect(
          (
            await replica.app.inject({
              method: 'POST',
              url: '/api/leads',
              remoteAddress: ip,
              payload: routes[0]!.valid(),
            })
          ).statusCode,
        ).toBe(201);
      }
      expect((await post({ url: '/api/leads', body: routes[0]!.valid(), ip })).statusCode).toBe(
        429,
      );
    } finally {
      await replica.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Load: nothing accepted is lost, duplicates collapse

describe('2,000 concurrent mixed submissions', () => {
  it('all succeed and leave exactly the expected rows', { timeout: 180_000 }, async () => {
    const before = await counts();
    const run = `load${Date.now().toString(36)}`;
    const LEADS = 800;
    const SUBSCRIBES = 800;
    const DISTINCT_SUBSCRIBERS = 300;
    const CONTACTS = 400;
    const requests: Send[] = [];
    for (let i = 0; i < LEADS; i++) {
      requests.push({
        url: '/api/leads',
        // Several leads per address, as real repeat visitors leave; one source per address (a
        // pdf_download after a newsletter_pdf the same day is part of that signup).
        body: {
          email: `${run}.lead${i % 500}@example.com`,
          source: (i % 500) % 3 ? 'newsletter_pdf' : 'pdf_download',
        },
      });
    }
    for (let i = 0; i < SUBSCRIBES; i++) {
      const n = i % DISTINCT_SUBSCRIBERS;
      // The same address in different cases and with stray spaces: one row each.
      const address = `${run}.sub${n}@Example.com`;
      requests.push({
        url: '/api/newsletter/subscribe',
        body: { email: i % 2 ? ` ${address.toUpperCase()} ` : address },
      });
    }
    for (let i = 0; i < CONTACTS; i++) {
      requests.push({
        url: '/api/contact',
        body: { ...contact(), email: `${run}.contact${i}@example.com`, message: `Message ${i}` },
      });
    }
    // Interleave the kinds so they really run side by side.
    for (let i = requests.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    expect(requests).toHaveLength(2000);

    const responses = await Promise.all(requests.map((r) => post(r)));
    const failures = responses
      .filter((r) => r.statusCode >= 300)
      .map((r) => `${r.statusCode} ${r.body}`);
    expect(failures).toEqual([]);

    // One lead per address and source per India day: repeats collapse.
    const leadKeys = new Set(
      requests
        .filter((r) => r.url === '/api/leads')
        .map((r) => r.body as { email: string; source: string })
        .map((b) => JSON.stringify([b.email, b.source])),
    );
    const after = await counts();
    expect(after).toEqual({
      leads: before.leads + leadKeys.size,
      subscribers: before.subscribers + DISTINCT_SUBSCRIBERS,
      contacts: before.contacts + CONTACTS,
    });
    // Each address and source left exactly one row: none too many, none missing.
    const leadRows = await t.db.db
      .selectFrom('leads')
      .select(['email', 'source'])
      .where('email', 'like', `${run}.lead%`)
      .execute();
    const stored = leadRows.map((r) => JSON.stringify([r.email, r.source]));
    expect(stored).toHaveLength(leadKeys.size);
    expect(new Set(stored)).toEqual(leadKeys);
    const subscribers = await t.db.db
      .selectFrom('newsletterSubscribers')
      .select(['email', 'status'])
      .where('email', 'like', `${run}.sub%`)
      .execute();
    expect(new Set(subscribers.map((s) => s.email))).toEqual(
      new Set(Array.from({ length: DISTINCT_SUBSCRIBERS }, (_, n) => `${run}.sub${n}@example.com`)),
    );
    expect(subscribers.every((s) => s.status === 'pending')).toBe(true);
    const contactMessages = await t.db.db
      .selectFrom('contactMessages')
      .select('message')
      .where('email', 'like', `${run}.contact%`)
      .execute();
    expect(contactMessages).toHaveLength(CONTACTS);
    expect(new Set(contactMessages.map((m) => m.message)).size).toBe(CONTACTS);
  });
});

describe('the forms in the OpenAPI document', () => {
  it('lists every form route under the forms tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const [path, method] of [
      ['/api/leads', 'post'],
      ['/api/newsletter/subscribe', 'post'],
      ['/api/newsletter/unsubscribe', 'get'],
      ['/api/pdf/download', 'post'],
      ['/api/contact', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, path).toEqual(['forms']);
    }
  });
});
