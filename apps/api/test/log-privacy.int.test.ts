/**
 * Security: no e-mail address and no IP address in the logs of a full session.
 *
 * The app runs with the production logger options (lib/logger.ts) at the most verbose level
 * (trace), behind a trusted proxy (so client addresses come from X-Forwarded-For, IPv4 and
 * IPv6), with the built web app. A visitor session (pages, all four forms, bad input, a rate
 * limit hit, calculators, the explainer with an address typed into the question, the
 * unsubscribe link), an admin session (a refused and a good login, searches by e-mail, CSV
 * export, a status change, an erasure) and a bug whose message names an address all run;
 * everything the logger writes, and anything written to stdout/stderr or the console on the
 * side, is captured. None of the addresses, IPs or unsubscribe tokens may appear in it.
 */
import { Writable } from 'node:stream';
import { seedContent } from '@taxguide/db';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../src/lib/logger';
import { createTestApp, TEST_ADMIN_PASSWORD, testConfig, type TestApp } from './helpers';
import { productionPages } from './web-build';

const EMAILS = {
  lead: 'asha.rao+taxes@example.in',
  subscriber: 'RAVI.KUMAR@Example.COM',
  contact: 'priya_s@mail.example.org',
  pdf: 'pdf.reader@example.net',
  asker: 'query.asker@example.co.in',
  bad: 'half-typed@example',
  bug: 'victim.of.bug@example.com',
};
const IPS = {
  proxy: '198.51.100.23',
  visitor: '203.0.113.45',
  visitor6: '2001:db8:85a3::8a2e:370:7334',
  admin: '192.0.2.77',
  limited: '203.0.113.199',
};

const captured: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const config = testConfig({ TRUST_PROXY: '1', LOG_LEVEL: 'trace', NODE_ENV: 'production' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      captured.push(chunk.toString());
      done();
    },
  });
  const logger = pino(loggerOptions(config) as pino.LoggerOptions, sink);
  t = await createTestApp({
    config,
    pages: await productionPages(),
    deps: { loggerInstance: logger },
    beforeReady: (app) => {
      // A bug whose error message carries personal data, as careless code might write it.
      app.get('/api/__test/bug', async () => {
        throw new Error(`could not save ${EMAILS.bug} from ${IPS.visitor}`);
      });
    },
  });
  await seedContent(t.db.db);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Everything written to the console or the process streams while `fn` runs. */
async function captureSideOutput(fn: () => Promise<void>): Promise<string[]> {
  const side: string[] = [];
  const record = (...args: unknown[]) => {
    side.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(record),
    vi.spyOn(console, 'info').mockImplementation(record),
    vi.spyOn(console, 'warn').mockImplementation(record),
    vi.spyOn(console, 'error').mockImplementation(record),
    vi.spyOn(console, 'debug').mockImplementation(record),
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      side.push(String(chunk));
      return true;
    }),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      side.push(String(chunk));
      return true;
    }),
  ];
  try {
    await fn();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return side;
}

function from(ip: string, forwardedFor?: string): Pick<InjectOptions, 'remoteAddress' | 'headers'> {
  return {
    remoteAddress: IPS.proxy,
    headers: { 'x-forwarded-for': forwardedFor ?? ip, 'user-agent': 'Mozilla/5.0 (privacy test)' },
  };
}

async function send(options: InjectOptions, expected: number) {
  const res = await t.app.inject(options);
  expect(res.statusCode, `${options.method} ${options.url}: ${res.body.slice(0, 300)}`).toBe(
    expected,
  );
  return res;
}

async function visitorSession() {
  const v = from(IPS.visitor);
  const v6 = from(IPS.visitor6);
  for (const url of ['/', '/section/80C', '/calculators', '/contact', '/pdf-download']) {
    await send({ method: 'GET', url, ...v }, 200);
  }
  await send({ method: 'GET', url: '/no-such-page', ...v6 }, 404);
  await send(
    {
      method: 'POST',
      url: '/api/leads',
      ...v,
      payload: { email: EMAILS.lead, source: 'pdf_download', name: 'Asha Rao' },
    },
    201,
  );
  await send(
    {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...v6,
      payload: { email: EMAILS.subscriber },
    },
    200,
  );
  await send(
    {
      method: 'POST',
      url: '/api/contact',
      ...v,
      payload: {
        name: 'Priya S',
        email: EMAILS.contact,
        subject: `Reach me at ${EMAILS.contact}`,
        category: 'general',
        message: `My address is ${EMAILS.contact} and my IP is ${IPS.visitor}.`,
      },
    },
    201,
  );
  await send(
    {
      method: 'POST',
      url: '/api/pdf/download',
      ...v6,
      payload: { email: EMAILS.pdf, name: 'Reader' },
    },
    200,
  );
  // Bad input that carries an address.
  await send(
    {
      method: 'POST',
      url: '/api/leads',
      ...v,
      payload: { email: EMAILS.bad, source: 'pdf_download' },
    },
    400,
  );
  await send(
    {
      method: 'POST',
      url: '/api/contact',
      ...v,
      headers: { ...v.headers, 'content-type': 'application/json' },
      payload: `{"email":"${EMAILS.contact}",`,
    },
    400,
  );
  // One address over the form limit: the 429 must not log it either.
  let limited = 0;
  for (let i = 0; i < 25; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      ...from(IPS.limited),
      payload: { email: EMAILS.subscriber },
    });
    if (res.statusCode === 429) limited++;
  }
  expect(limited).toBeGreaterThan(0);
  await send(
    {
      method: 'POST',
      url: '/api/calculate/tax',
      ...v,
      payload: { annualIncome: 1_800_000, regime: 'new' },
    },
    200,
  );
  await send(
    {
      method: 'POST',
      url: '/api/ai/explain',
      ...v6,
      payload: { query: `I am ${EMAILS.asker}: what does section 80C allow?` },
    },
    200,
  );
  // The unsubscribe link, through the API and through the page.
  const { unsubscribeToken } = await t.db.db
    .selectFrom('newsletterSubscribers')
    .select('unsubscribeToken')
    .where('email', '=', EMAILS.subscriber.toLowerCase())
    .executeTakeFirstOrThrow();
  await send(
    { method: 'GET', url: `/newsletter/unsubscribe?token=${unsubscribeToken}`, ...v },
    200,
  );
  await send(
    { method: 'GET', url: `/api/newsletter/unsubscribe?token=${unsubscribeToken}`, ...v },
    200,
  );
  await send({ method: 'GET', url: '/api/__test/bug', ...v }, 500);
  return unsubscribeToken;
}

async function adminSession() {
  const a = from(IPS.admin, `${IPS.admin}, ${IPS.visitor}`);
  await send(
    {
      method: 'POST',
      url: '/api/admin/login',
      ...a,
      payload: { password: 'not the password at all' },
    },
    401,
  );
  const login = await send(
    { method: 'POST', url: '/api/admin/login', ...a, payload: { password: TEST_ADMIN_PASSWORD } },
    200,
  );
  const auth = {
    ...a.headers,
    authorization: `Bearer ${(login.json() as { token: string }).token}`,
  };
  const get = (url: string) =>
    send({ method: 'GET', url, remoteAddress: IPS.proxy, headers: auth }, 200);
  await get('/api/admin/summary');
  await get(`/api/leads?q=${encodeURIComponent(EMAILS.lead)}`);
  await get(`/api/newsletter/subscribers?q=${EMAILS.subscriber}`);
  const contacts = await get(`/api/admin/contact-messages?q=${encodeURIComponent(EMAILS.contact)}`);
  await get('/api/ai-queries?q=80C');
  await get(`/api/admin/export/leads.csv?q=${encodeURIComponent(EMAILS.lead)}`);
  const id = (contacts.json() as Array<{ id: number }>)[0]!.id;
  await send(
    {
      method: 'PATCH',
      url: `/api/admin/contact-messages/${id}`,
      remoteAddress: IPS.proxy,
      headers: auth,
      payload: { status: 'read' },
    },
    200,
  );
  await send(
    {
      method: 'POST',
      url: '/api/admin/erasure',
      remoteAddress: IPS.proxy,
      headers: auth,
      payload: { email: EMAILS.lead },
    },
    200,
  );
}

const variants = (value: string) => [
  value,
  value.toLowerCase(),
  encodeURIComponent(value),
  encodeURIComponent(value.toLowerCase()),
  JSON.stringify(value).slice(1, -1),
];

describe('the logs of a full session', () => {
  it(
    'hold the session (request lines, login refusals, the bug) but no e-mail, IP or token',
    { timeout: 120_000 },
    async () => {
      let token = '';
      const side = await captureSideOutput(async () => {
        token = await visitorSession();
        await adminSession();
      });
      await new Promise((r) => setTimeout(r, 50));
      const logs = [...captured, ...side].join('\n');

      // The capture works: the session is in the logs.
      expect(captured.length).toBeGreaterThan(40);
      expect(logs).toContain('"url":"/api/leads"');
      expect(logs).toContain('admin login refused');
      expect(logs).toContain('unhandled error');
      expect(logs).toContain('[email]');
      expect(logs).toContain('[ip]');

      const leaks: string[] = [];
      for (const value of [...Object.values(EMAILS), ...Object.values(IPS), token]) {
        for (const form of variants(value)) {
          if (logs.includes(form)) leaks.push(form);
        }
      }
      // And nothing that looks like an address at all.
      for (const m of logs.matchAll(/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g))
        leaks.push(m[0]);
      for (const m of logs.matchAll(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g)) leaks.push(m[0]);
      expect([...new Set(leaks)]).toEqual([]);
    },
  );
});
