/**
 * E-mail end to end through the API, against a real SMTP server on loopback: double opt-in,
 * one-click unsubscribe (RFC 8058), newsletter issues, contact acknowledgement, notification and
 * reply, erasure from the mail's link, the embedded mode's outbox, and header injection.
 */
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '@taxguide/mail/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './helpers';

let smtp: TestSmtpServer;
let t: TestApp;
let ip = 0;
const nextIp = () => `10.9.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    config: testConfig({
      SMTP_URL: smtp.url,
      MAIL_RATE_PER_MINUTE: '60000',
      MAIL_RETRY_BASE_MS: '50',
      CONTACT_NOTIFY_EMAIL: 'team@taxguide.test',
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => {
  smtp.beforeAccept = undefined;
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: nextIp(),
    headers,
  });
const admin = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: await t.adminHeaders(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Waits until the server holds a message to `to` (and `count` of them), then returns the last. */
async function mailTo(to: string, count = 1): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.to.includes(to));
    if (found.length >= count) return found[found.length - 1]!;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to} (have ${found.length} of ${count})`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const subscriberRow = (email: string) =>
  t.db.db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();

function linkIn(text: string, path: string): URL {
  const match = new RegExp(
    `https://taxguide\\.test${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`,
  ).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}

describe('double opt-in', () => {
  it('a sign-up is pending, gets a confirmation mail, and is active once its link is opened', async () => {
    const email = 'confirm.me@example.com';
    const res = await post('/api/newsletter/subscribe', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/check your inbox/i);
    expect((await subscriberRow(email))?.status).toBe('pending');

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Confirm your subscription to TaxGuide India');
    expect(mail.parsed.html).toContain('Confirm my subscription');
    const link = linkIn(mail.parsed.text ?? '', '/newsletter/confirm');
    expect(mail.parsed.html).toContain(link.toString().replace(/&/g, '&amp;'));

    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm${link.search}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, status: 'confirmed' });
    expect((await subscriberRow(email))?.status).toBe('active');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm${link.search}`,
    });
    expect(again.json()).toMatchObject({ status: 'already_confirmed' });
  });

  it('sends at most 3 confirmation mails a day to one address, with the same answer every time', async () => {
    const email = 'asked.often@example.com';
    const answers = new Set<string>();
    for (let i = 0; i < 5; i++)
      answers.add((await post('/api/newsletter/subscribe', { email })).body);
    expect(answers.size).toBe(1);
    const rows = await t.db.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', email)
      .where('kind', '=', 'newsletter-confirm')
      .execute();
    expect(rows).toHaveLength(3);
    // Only the newest link works: each new mail replaced the previous token.
    await mailTo(email, 3);
    const received = smtp.received.filter((m) => m.to.includes(email));
    const links = received.map((m) => linkIn(m.parsed.text ?? '', '/newsletter/confirm').search);
    const first = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm${links[0]}` });
    expect(first.statusCode).toBe(404);
  });

  it('an expired link answers 410 and asks to subscribe again; the address stays pending', async () => {
    const email = 'too.late@example.com';
    await post('/api/newsletter/subscribe', { email });
    const mail = await mailTo(email);
    await t.db.db
      .updateTable('newsletterSubscribers')
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where('email', '=', email)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm${linkIn(mail.parsed.text ?? '', '/newsletter/confirm').search}`,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toMatch(/expired.*Subscribe again/);
    expect((await subscriberRow(email))?.status).toBe('pending');
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=abc' })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/newsletter/confirm?token=${'C'.repeat(43)}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});

async function activeSubscriber(email: string) {
  await post('/api/newsletter/subscribe', { email });
  const mail = await mailTo(email);
  const link = linkIn(mail.parsed.text ?? '', '/newsletter/confirm');
  await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm${link.search}` });
  return (await subscriberRow(email))!;
}

describe('newsletter issues and one-click unsubscribe', () => {
  it('go to active subscribers only, once each, with List-Unsubscribe headers that a POST honours', async () => {
    const reader = await activeSubscriber('reader.one@example.com');
    await post('/api/newsletter/subscribe', { email: 'still.pending@example.com' });
    await mailTo('still.pending@example.com');

    const created = await admin('POST', '/api/admin/newsletter/issues', {
      subject: 'New slabs for 2026-27',
      markdown: '## What changed\n\nThe **new regime** is the default. <script>x</script>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const { subject, markdown } = created.json() as { subject: string; markdown: string };
    const preview = await admin('POST', '/api/admin/newsletter/preview', { subject, markdown });
    expect(preview.json().html).toContain('<strong>new regime</strong>');
    expect(preview.json().html).not.toContain('<script>');

    const test = await admin('POST', `/api/admin/newsletter/issues/${id}/test`, {
      email: 'editor@example.com',
    });
    expect(test.statusCode).toBe(202);
    expect((await mailTo('editor@example.com')).parsed.subject).toBe(
      '[Test] New slabs for 2026-27',
    );

    const sent = await admin('POST', `/api/admin/newsletter/issues/${id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(202);
    // The second mail to the reader, after the confirmation.
    const mail = await mailTo(reader.email, 2);
    expect(mail.parsed.subject).toBe('New slabs for 2026-27');
    // The headers exactly as they crossed the wire (long ones are folded: unfold first).
    const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
    const listUnsubscribe = header('List-Unsubscribe');
    expect(listUnsubscribe).toBe(
      `<https://taxguide.test/newsletter/unsubscribe?token=${reader.unsubscribeToken}>`,
    );
    expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Sending again adds nobody; editing a sent issue is refused.
    const twice = await admin('POST', `/api/admin/newsletter/issues/${id}/send`, {});
    expect(twice.statusCode).toBe(202);
    const edit = await admin('PUT', `/api/admin/newsletter/issues/${id}`, {
      subject: 'x',
      markdown: 'y',
    });
    expect(edit.statusCode).toBe(409);
    const issueMails = await t.db.db
      .selectFrom('mailOutbox')
      .select('toAddress')
      .where('issueId', '=', id)
      .where('kind', '=', 'newsletter-issue')
      .execute();
    // Every active subscriber (the reader and those confirmed above) once; the pending one never.
    const active = await t.db.db
      .selectFrom('newsletterSubscribers')
      .select('email')
      .where('status', '=', 'active')
      .orderBy('id')
      .execute();
    expect(active.map((a) => a.email)).toContain(reader.email);
    expect(issueMails.map((m) => m.toAddress).sort()).toEqual(active.map((a) => a.email).sort());
    expect(issueMails.map((m) => m.toAddress)).not.toContain('still.pending@example.com');
    await mailTo(reader.email, 2);
    for (const { email } of active) await mailTo(email, 2);
    const counts = await admin('GET', `/api/admin/newsletter/issues/${id}`);
    expect(counts.json()).toMatchObject({
      status: 'sent',
      counts: { recipients: active.length, sent: active.length, pending: 0 },
    });
    const recipients = await admin('GET', `/api/admin/newsletter/issues/${id}/recipients`);
    expect(recipients.json().total).toBe(active.length);
    expect(recipients.json().items).toContainEqual(
      expect.objectContaining({ to: reader.email, status: 'sent' }),
    );

    // The mail client's one-click POST (RFC 8058), as Gmail sends it.
    const url = new URL(String(listUnsubscribe).slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriberRow(reader.email))?.status).toBe('unsubscribed');
    // multipart/form-data works the same (idempotent).
    const multipart = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'multipart/form-data; boundary=X' },
      payload:
        '--X\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--X--\r\n',
    });
    expect(multipart.body).toContain('already unsubscribed');
  });

  it('erases everything about the address from the mail\u2019s link', async () => {
    const reader = await activeSubscriber('forget.me@example.com');
    const res = await post('/api/newsletter/erase', { token: reader.unsubscribeToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriberRow(reader.email)).toBeUndefined();
    const mails = await t.db.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', reader.email)
      .execute();
    expect(mails).toHaveLength(0);
    const audit = await t.db.db
      .selectFrom('dataErasureAudit')
      .selectAll()
      .where('actor', '=', 'subscriber (unsubscribe link)')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('forget.me');
    expect(
      (await post('/api/newsletter/erase', { token: reader.unsubscribeToken })).statusCode,
    ).toBe(404);
  });
});

describe('contact messages', () => {
  it('acknowledge the sender, notify the team (Reply-To the sender), and take a reply from the dashboard', async () => {
    const res = await post('/api/contact', {
      name: 'Asha <b>Rao</b>',
      email: 'asha@example.com',
      subject: 'HRA question',
      category: 'general',
      message: 'Is HRA exempt in the new regime?\n\n<script>alert(1)</script>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ack = await mailTo('asha@example.com');
    expect(ack.parsed.subject).toBe('We received your message: HRA question');
    expect(ack.parsed.html).not.toContain('<script>alert');
    expect(ack.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const notify = await mailTo('team@taxguide.test');
    expect(notify.parsed.replyTo?.value[0]?.address).toBe('asha@example.com');
    expect(notify.parsed.html).not.toContain('<b>Rao</b>');

    const message = await t.db.db
      .selectFrom('contactMessages')
      .select('id')
      .where('email', '=', 'asha@example.com')
      .executeTakeFirstOrThrow();
    const reply = await admin('POST', `/api/admin/contact/${message.id}/reply`, {
      message:
        'No: HRA exemption (section 10(13A) of the 1961 Act) is not available in the new regime.',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const answer = await mailTo('asha@example.com', 2);
    expect(answer.parsed.subject).toBe('Re: HRA question');
    expect(answer.parsed.text).toContain('HRA exemption');
    const row = await t.db.db
      .selectFrom('contactMessages')
      .select('status')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('replied');
    const thread = await admin('GET', `/api/admin/contact/${message.id}/thread`);
    expect(thread.json().replies).toHaveLength(1);
    expect(thread.json().replies[0].message).toContain('HRA exemption');
  });
});

describe('header injection', () => {
  it.each([
    [
      'the subscribe address',
      '/api/newsletter/subscribe',
      { email: 'a@example.com\r\nBcc: victim@example.com' },
    ],
    [
      'the contact address',
      '/api/contact',
      {
        name: 'A',
        email: 'a@example.com\nBcc: v@example.com',
        subject: 'S',
        category: 'general',
        message: 'M',
      },
    ],
    [
      'the contact subject',
      '/api/contact',
      {
        name: 'A',
        email: 'a@example.com',
        subject: 'S\r\nBcc: v@example.com',
        category: 'general',
        message: 'M',
      },
    ],
    [
      'the contact name',
      '/api/contact',
      {
        name: 'A\r\nBcc: v@example.com',
        email: 'a@example.com',
        subject: 'S',
        category: 'general',
        message: 'M',
      },
    ],
  ])('a CR or LF in %s is refused with 400 and nothing is queued', async (_label, url, body) => {
    const before = await t.db.db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    const after = await t.db.db
      .selectFrom('mailOutbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a CR or LF in an issue subject or a test address is refused', async () => {
    const bad = await admin('POST', '/api/admin/newsletter/issues', {
      subject: 'Hi\r\nBcc: v@example.com',
      markdown: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const issue = await admin('POST', '/api/admin/newsletter/issues', {
      subject: 'Fine',
      markdown: 'x',
    });
    const test = await admin('POST', `/api/admin/newsletter/issues/${issue.json().id}/test`, {
      email: 'e@example.com\nBcc: v@example.com',
    });
    expect(test.statusCode).toBe(400);
  });

  it('MAIL_FROM with a line break is refused at start', () => {
    expect(() => testConfig({ MAIL_FROM: 'a@example.com\r\nBcc: v@example.com' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => testConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp/,
    );
  });
});

describe('the embedded mode (no SMTP_URL)', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
  });
  afterAll(async () => {
    await local?.close();
  });

  it('keeps the confirmation in the outbox, shows it to the admin, and its link confirms', async () => {
    const email = 'embedded@example.com';
    const res = await local.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
    const list = await local.app.inject({
      method: 'GET',
      url: '/api/admin/mail',
      headers: await local.adminHeaders(),
    });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.smtpConfigured).toBe(false);
    const item = body.items.find((m: { to: string }) => m.to === email);
    expect(item).toMatchObject({
      kind: 'newsletter-confirm',
      status: 'held',
      note: 'not sent: no SMTP configured',
    });
    const detail = await local.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${item.id}`,
      headers: await local.adminHeaders(),
    });
    const link = linkIn(detail.json().text, '/newsletter/confirm');
    expect(detail.json().html).toContain(`href="${link.toString()}"`);
    expect(detail.json().headers['Message-ID']).toMatch(/^<[0-9a-f]{32}@taxguide\.test>$/);
    const confirmed = await local.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm${link.search}`,
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    expect(smtp.received.some((m) => m.to.includes(email))).toBe(false);
  });
});
