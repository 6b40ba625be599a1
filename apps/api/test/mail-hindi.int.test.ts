/**
 * The forms' `lang`: a form sent from a Hindi page gets its e-mail in Hindi, through the API and
 * a real SMTP server on loopback; one sent without `lang` or with 'en' gets the English as
 * before; any other value is refused with a 400 naming the field.
 */
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '@taxguide/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './helpers';

let smtp: TestSmtpServer;
let t: TestApp;
let ip = 0;
const nextIp = () => `10.41.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    config: testConfig({
      SMTP_URL: smtp.url,
      MAIL_RATE_PER_MINUTE: '60000',
      MAIL_RETRY_BASE_MS: '50',
      CONTACT_NOTIFY_EMAIL: 'team.hindi@taxguide.test',
    }),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: nextIp() });

/** Waits until the server holds a message to `to`, then returns the last. */
async function mailTo(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = smtp.received.filter((m) => m.to.includes(to));
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the newsletter confirmation', () => {
  it('is in Hindi for lang "hi", and its link (an English page) confirms the address', async () => {
    const email = 'hindi.confirm@example.com';
    const res = await post('/api/newsletter/subscribe', { email, lang: 'hi' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('TaxGuide India न्यूज़लेटर की सदस्यता की पुष्टि करें');
    expect(mail.parsed.html).toContain('<html lang="hi">');
    expect(mail.parsed.html).toContain('मेरी सदस्यता की पुष्टि करें');
    expect(mail.parsed.html).not.toContain('Confirm my subscription');
    const text = mail.parsed.text ?? '';
    expect(text).toContain('यह लिंक खोलकर पुष्टि करें (यह 7 दिन तक काम करेगा)');
    // Only the FAQ and section pages have Hindi: the confirmation page keeps its address.
    const link = /https:\/\/taxguide\.test\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(text);
    expect(link, text).not.toBeNull();
    expect(text).not.toContain('/hi/newsletter');
    const confirmed = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm${new URL(link![0]).search}`,
    });
    expect(confirmed.json()).toMatchObject({ success: true, status: 'confirmed' });
  });

  it.each([
    ['without lang', {}],
    ['with lang "en"', { lang: 'en' }],
  ])('is in English %s, as before', async (_label, extra) => {
    const email = `english.confirm.${Object.keys(extra).length}@example.com`;
    const res = await post('/api/newsletter/subscribe', { email, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Confirm your subscription to TaxGuide India');
    expect(mail.parsed.html).toContain('<html lang="en">');
    expect(mail.parsed.html).toContain('Confirm my subscription');
    expect(DEVANAGARI.test(`${mail.parsed.html}${mail.parsed.text}`)).toBe(false);
  });
});

describe('the contact acknowledgement', () => {
  it('is in Hindi for lang "hi" with a link to the Hindi FAQ; the team notice stays English', async () => {
    const email = 'hindi.contact@example.com';
    const res = await post('/api/contact', {
      name: 'Asha Rao',
      email,
      subject: 'धारा 80C',
      category: 'tax-law',
      message: 'क्या ELSS 80C में गिना जाता है?',
      lang: 'hi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ack = await mailTo(email);
    expect(ack.parsed.subject).toBe('हमें आपका संदेश मिल गया है: धारा 80C');
    expect(ack.parsed.html).toContain('<html lang="hi">');
    expect(ack.parsed.text).toContain('नमस्ते Asha Rao,');
    expect(ack.parsed.text).toContain('> क्या ELSS 80C में गिना जाता है?');
    expect(ack.parsed.text).toContain('https://taxguide.test/hi/faq');
    expect(ack.parsed.html).toContain('href="https://taxguide.test/hi/faq"');
    expect(ack.parsed.text).not.toContain('Thank you for writing');

    const team = await mailTo('team.hindi@taxguide.test');
    expect(team.parsed.subject).toBe('New contact message: धारा 80C');

    const row = await t.db.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ subject: 'धारा 80C', category: 'tax-law', status: 'new' });
  });

  it('is in English without lang, as before', async () => {
    const email = 'english.contact@example.com';
    const res = await post('/api/contact', {
      name: 'Ravi',
      email,
      subject: 'HRA',
      category: 'general',
      message: 'Is HRA exempt?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const ack = await mailTo(email);
    expect(ack.parsed.subject).toBe('We received your message: HRA');
    expect(ack.parsed.text).toContain('Hello Ravi,');
    expect(ack.parsed.text).not.toContain('/hi/faq');
    expect(DEVANAGARI.test(`${ack.parsed.html}${ack.parsed.text}`)).toBe(false);
  });
});

describe('lang on every form', () => {
  it('a lead with lang "hi" is recorded', async () => {
    const res = await post('/api/leads', {
      email: 'hindi.lead@example.com',
      source: 'newsletter_pdf',
      lang: 'hi',
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.db.db
      .selectFrom('leads')
      .select('source')
      .where('email', '=', 'hindi.lead@example.com')
      .execute();
    expect(rows).toEqual([{ source: 'newsletter_pdf' }]);
  });

  it.each([
    ['/api/newsletter/subscribe', { email: 'bad.lang@example.com' }],
    ['/api/leads', { email: 'bad.lang@example.com', source: 'newsletter_pdf' }],
    ['/api/pdf/download', { email: 'bad.lang@example.com' }],
    [
      '/api/contact',
      { name: 'A', email: 'bad.lang@example.com', subject: 'S', category: 'general', message: 'M' },
    ],
  ])('%s refuses any other lang with a 400 naming it', async (url, body) => {
    const res = await post(url, { ...body, lang: 'fr' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ path: 'lang', message: "lang must be 'en' or 'hi'" }]);
  });
});
