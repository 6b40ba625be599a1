/**
 * The forms' `lang`: a form sent from a Hindi page gets its e-mail in Hindi, through the API and
 * a real SMTP server on loopback; one sent without `lang` or with 'en' gets the English as
 * before; any other value is refused with a 400 naming the field and stores nothing. The language
 * is kept with the subscriber, lead or message, so later mails (the admin's reply, a newsletter
 * issue, a new confirmation) and the one-click unsubscribe page use it, and the admin sees it.
 */
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '@taxguide/mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '@taxguide/db';
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
const admin = async (method: 'GET' | 'POST', url: string, payload?: unknown) =>
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
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const DEVANAGARI = /[\u0900-\u097F]/;

const subscriber = (email: string) =>
  t.db.db
    .selectFrom('newsletterSubscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

/** The address of `path` (`/newsletter/confirm`, `/hi/newsletter/unsubscribe`) in a mail's text. */
function linkIn(text: string, path: string): URL {
  const match = new RegExp(
    `https://taxguide\\.test${path.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_-]+`,
  ).exec(text);
  if (!match) throw new Error(`no ${path} link in:\n${text}`);
  return new URL(match[0]);
}

/** Signs `email` up from a page in `lang` and opens its confirmation link: an active subscriber. */
async function activeSubscriber(email: string, lang: 'en' | 'hi') {
  const before = smtp.received.filter((m) => m.to.includes(email)).length;
  expect((await post('/api/newsletter/subscribe', { email, lang })).statusCode).toBe(200);
  const mail = await mailTo(email, before + 1);
  const link = linkIn(mail.parsed.text ?? '', `${lang === 'hi' ? '/hi' : ''}/newsletter/confirm`);
  const res = await t.app.inject({ method: 'GET', url: `/api/newsletter/confirm${link.search}` });
  expect(res.statusCode, res.body).toBe(200);
  return subscriber(email);
}

describe('the newsletter confirmation', () => {
  it('is in Hindi for lang "hi", and its link (the Hindi page) confirms the address', async () => {
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
    // The confirmation page has a Hindi version: the link opens it.
    const link = /https:\/\/taxguide\.test\/hi\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(
      text,
    );
    expect(link, text).not.toBeNull();
    expect((await subscriber(email)).language).toBe('hi');
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
    linkIn(mail.parsed.text ?? '', '/newsletter/confirm');
    expect(mail.parsed.text).not.toContain('/hi/');
    expect((await subscriber(email)).language).toBe('en');
  });

  it('signing up again from the other language moves the address and its new mail to it', async () => {
    const email = 'changes.mind@example.com';
    await post('/api/newsletter/subscribe', { email, lang: 'hi' });
    expect((await mailTo(email)).parsed.html).toContain('<html lang="hi">');
    expect((await subscriber(email)).language).toBe('hi');

    await post('/api/newsletter/subscribe', { email, lang: 'en' });
    const second = await mailTo(email, 2);
    expect(second.parsed.subject).toBe('Confirm your subscription to TaxGuide India');
    expect(DEVANAGARI.test(`${second.parsed.html}${second.parsed.text}`)).toBe(false);
    expect((await subscriber(email)).language).toBe('en');

    await post('/api/newsletter/subscribe', { email, lang: 'hi' });
    const third = await mailTo(email, 3);
    expect(third.parsed.subject).toBe('TaxGuide India न्यूज़लेटर की सदस्यता की पुष्टि करें');
    linkIn(third.parsed.text ?? '', '/hi/newsletter/confirm');
    expect((await subscriber(email)).language).toBe('hi');
  });
});

describe('an active subscriber', () => {
  it('keeps the language it confirmed in when anyone submits the form in the other one', async () => {
    const email = 'stays.hindi@example.com';
    await activeSubscriber(email, 'hi');
    const res = await post('/api/newsletter/subscribe', { email, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email)).language).toBe('hi');
    expect((await subscriber(email)).status).toBe('active');
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
    // The team reads English, and is told the sender wrote from a Hindi page.
    expect(team.parsed.text).toContain(
      'Subject: धारा 80C\nLanguage: Hindi (sent from a Hindi page; a reply from the dashboard gets a Hindi greeting)',
    );

    const row = await t.db.db
      .selectFrom('contactMessages')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      subject: 'धारा 80C',
      category: 'tax-law',
      status: 'new',
      language: 'hi',
    });
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

describe('later mails use the stored language', () => {
  it("the admin's reply to a Hindi message comes in Hindi, with the admin's words as written", async () => {
    const email = 'hindi.reply@example.com';
    const res = await post('/api/contact', {
      name: 'Meena',
      email,
      subject: 'HRA छूट',
      category: 'tax-law',
      message: 'क्या नई कर व्यवस्था में HRA की छूट मिलती है?',
      lang: 'hi',
    });
    expect(res.statusCode, res.body).toBe(201);
    await mailTo(email);
    const row = await t.db.db
      .selectFrom('contactMessages')
      .select(['id', 'language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('hi');

    const replyText = 'नहीं, नई कर व्यवस्था में HRA की छूट नहीं मिलती।\n\nSee section 10(13A).';
    const sent = await admin('POST', `/api/admin/contact/${row.id}/reply`, { message: replyText });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await mailTo(email, 2);
    expect(reply.parsed.subject).toBe('Re: HRA छूट');
    expect(reply.parsed.html).toContain('<html lang="hi">');
    const text = reply.parsed.text ?? '';
    expect(text).toContain('नमस्ते Meena,');
    expect(text).toContain(replyText);
    expect(text).toContain('आपने लिखा था:\n> क्या नई कर व्यवस्था में HRA की छूट मिलती है?');
    expect(text).not.toMatch(/Hello|You wrote/);
    expect(reply.parsed.html).toContain('See section 10(13A).');
  });

  it('the reply to an English message is in English, as before', async () => {
    const email = 'english.reply@example.com';
    await post('/api/contact', {
      name: 'Ravi',
      email,
      subject: 'HRA',
      category: 'general',
      message: 'Is HRA exempt?',
    });
    await mailTo(email);
    const row = await t.db.db
      .selectFrom('contactMessages')
      .select(['id', 'language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    const sent = await admin('POST', `/api/admin/contact/${row.id}/reply`, {
      message: 'Not in the new regime.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await mailTo(email, 2);
    expect(reply.parsed.subject).toBe('Re: HRA');
    expect(reply.parsed.text).toContain(
      'Hello Ravi,\n\nNot in the new regime.\n\nYou wrote:\n> Is HRA exempt?',
    );
    expect(DEVANAGARI.test(`${reply.parsed.html}${reply.parsed.text}`)).toBe(false);
  });

  it('a newsletter issue reaches each subscriber with the footer and unsubscribe page in their language', async () => {
    const hindi = await activeSubscriber('issue.hindi@example.com', 'hi');
    const english = await activeSubscriber('issue.english@example.com', 'en');
    expect([hindi.language, english.language]).toEqual(['hi', 'en']);

    const created = await admin('POST', '/api/admin/newsletter/issues', {
      subject: 'Advance tax: the December instalment',
      markdown: 'The third instalment is due on **15 December**.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const sent = await admin('POST', `/api/admin/newsletter/issues/${created.json().id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(202);

    const hi = await mailTo(hindi.email, 2);
    expect(hi.parsed.subject).toBe('Advance tax: the December instalment');
    expect(hi.parsed.html).toContain('<strong>15 December</strong>');
    expect(hi.parsed.html).toContain('<div lang="hi">आपको यह मेल इसलिए मिला है');
    const hiText = hi.parsed.text ?? '';
    expect(hiText).toContain('सदस्यता छोड़ें (या अपना डेटा मिटाने के लिए कहें):');
    expect(linkIn(hiText, '/hi/newsletter/unsubscribe').searchParams.get('token')).toBe(
      hindi.unsubscribeToken,
    );
    // The one-click address mail apps POST to stays the API's page, in every language.
    // The headers as they crossed the wire (long ones are folded: unfold first).
    const head = hi.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const listUnsubscribe = /^List-Unsubscribe:\s*(.*)$/im.exec(head)?.[1]?.trim();
    expect(listUnsubscribe).toBe(
      `<https://taxguide.test/newsletter/unsubscribe?token=${hindi.unsubscribeToken}>`,
    );

    const en = await mailTo(english.email, 2);
    expect(en.parsed.text).toContain('You receive this because you subscribed');
    linkIn(en.parsed.text ?? '', '/newsletter/unsubscribe');
    expect(DEVANAGARI.test(`${en.parsed.html}${en.parsed.text}`)).toBe(false);

    // The page a person gets after the no-script button or one click speaks their language.
    const onePost = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/newsletter/unsubscribe?token=${token}`,
        headers: {
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'List-Unsubscribe=One-Click',
      });
    const hiPage = await onePost(hindi.unsubscribeToken);
    expect(hiPage.statusCode).toBe(200);
    expect(hiPage.body).toContain('<html lang="hi">');
    expect(hiPage.body).toContain('<h1>आपकी सदस्यता हटा दी गई है</h1>');
    expect(hiPage.body).toContain('<a href="/hi">TaxGuide India पर वापस जाएँ</a>');
    expect((await subscriber(hindi.email)).status).toBe('unsubscribed');
    const hiAgain = await onePost(hindi.unsubscribeToken);
    expect(hiAgain.body).toContain('<h1>आपकी सदस्यता पहले ही हटाई जा चुकी थी</h1>');
    const enPage = await onePost(english.unsubscribeToken);
    expect(enPage.body).toContain('<html lang="en">');
    expect(enPage.body).toContain('<h1>You have been unsubscribed</h1>');
    expect(DEVANAGARI.test(enPage.body)).toBe(false);
  });
});

describe('leads keep the language', () => {
  // The download answers with the guide, built from the sections.
  beforeAll(async () => {
    await seedContent(t.db.db);
  }, 120_000);

  const leadsOf = (email: string) =>
    t.db.db
      .selectFrom('leads')
      .select(['source', 'language'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();

  it('a PDF download from a Hindi page stores hi; a repeat the same day moves it to the latest', async () => {
    const email = 'pdf.hindi@example.com';
    const first = await post('/api/pdf/download', { email, lang: 'hi' });
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    expect(await leadsOf(email)).toEqual([{ source: 'pdf_download', language: 'hi' }]);
    const again = await post('/api/pdf/download', { email });
    expect(again.statusCode).toBe(200);
    expect(await leadsOf(email)).toEqual([{ source: 'pdf_download', language: 'en' }]);
  });

  it('the home signup lead stores its language too', async () => {
    const email = 'home.hindi@example.com';
    expect(
      (await post('/api/leads', { email, source: 'newsletter_pdf', lang: 'hi' })).statusCode,
    ).toBe(201);
    expect((await post('/api/pdf/download', { email, lang: 'hi' })).statusCode).toBe(200);
    expect(await leadsOf(email)).toEqual([{ source: 'newsletter_pdf', language: 'hi' }]);
  });
});

describe('the admin sees the language', () => {
  it('in the subscriber, lead and contact-message lists and their CSV exports', async () => {
    const email = 'admin.sees.hindi@example.com';
    await post('/api/newsletter/subscribe', { email, lang: 'hi' });
    await post('/api/leads', { email, source: 'newsletter_pdf', lang: 'hi' });
    await post('/api/contact', {
      name: 'Kiran',
      email,
      subject: 'धारा 80D',
      category: 'general',
      message: 'स्वास्थ्य बीमा की कटौती',
      lang: 'hi',
    });
    const english = 'admin.sees.english@example.com';
    await post('/api/leads', { email: english, source: 'newsletter_pdf' });

    for (const url of [
      '/api/newsletter/subscribers',
      '/api/leads',
      '/api/admin/contact-messages',
    ]) {
      const res = await admin('GET', `${url}?q=admin.sees.hindi`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json(), url).toEqual([expect.objectContaining({ email, language: 'hi' })]);
    }
    const leads = await admin('GET', '/api/leads?q=admin.sees.english');
    expect(leads.json()).toEqual([expect.objectContaining({ email: english, language: 'en' })]);

    for (const list of ['leads', 'newsletter-subscribers', 'contact-messages']) {
      const csv = await admin('GET', `/api/admin/export/${list}.csv?q=admin.sees`);
      expect(csv.statusCode, csv.body).toBe(200);
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const column = header!.split(',').indexOf('"Language"');
      expect(column, `${list}: ${header}`).toBeGreaterThan(0);
      const hindiRow = rows.find((r) => r.includes(email));
      expect(hindiRow?.split(',')[column], list).toBe('"hi"');
    }
  });
});

describe('an invalid lang', () => {
  it.each([
    ['/api/newsletter/subscribe', { email: 'bad.lang.stored@example.com' }],
    ['/api/leads', { email: 'bad.lang.stored@example.com', source: 'newsletter_pdf' }],
    ['/api/pdf/download', { email: 'bad.lang.stored@example.com' }],
    [
      '/api/contact',
      {
        name: 'A',
        email: 'bad.lang.stored@example.com',
        subject: 'S',
        category: 'general',
        message: 'M',
      },
    ],
  ])('%s stores nothing and sends nothing', async (url, body) => {
    const res = await post(url, { ...body, lang: 'HI' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Invalid request: check lang',
      details: [{ path: 'lang', message: "lang must be 'en' or 'hi'" }],
    });
    const address = 'bad.lang.stored@example.com';
    const counts = await Promise.all(
      (['leads', 'newsletterSubscribers', 'contactMessages'] as const).map((table) =>
        t.db.db.selectFrom(table).select('id').where('email', '=', address).execute(),
      ),
    );
    expect(counts.map((rows) => rows.length)).toEqual([0, 0, 0]);
    const outbox = await t.db.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', address)
      .execute();
    expect(outbox).toHaveLength(0);
  });
});
