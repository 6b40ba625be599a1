import { describe, expect, it } from 'vitest';
import { oneLine } from './outbox';
import { renderMail } from './templates';

const brand = { siteName: 'TaxGuide India', siteUrl: 'https://taxguide.example' };

describe('mail templates', () => {
  it('escapes what a visitor typed in every part of the HTML', () => {
    const mail = renderMail(
      {
        kind: 'contact-notify',
        name: '<script>alert(1)</script>',
        email: 'a@example.com',
        subject: '"><img src=x onerror=alert(1)>',
        category: 'general',
        message: '<b>bold</b>\n\n<a href="javascript:alert(1)">x</a>',
        adminUrl: 'https://taxguide.example/admin',
      },
      brand,
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>|href="javascript/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // The plain-text part keeps the words as typed.
    expect(mail.text).toContain('<b>bold</b>');
    // Only a sender from a Hindi page gets a language line.
    expect(mail.text).not.toContain('Language:');
    expect(mail.html).not.toContain('Language:');
  });

  it('renders newsletter Markdown without raw HTML or script links', () => {
    const mail = renderMail(
      {
        kind: 'newsletter-issue',
        subject: 'Budget 2026',
        markdown:
          '## New slabs\n\n<iframe src="x"></iframe>\n\n[bad](javascript:alert(1)) [good](https://taxguide.example/guides)',
        unsubscribeUrl: 'https://taxguide.example/newsletter/unsubscribe?token=abc',
      },
      brand,
    );
    expect(mail.html).toContain('New slabs</h2>');
    expect(mail.html).not.toContain('<iframe');
    expect(mail.html).not.toContain('href="javascript');
    expect(mail.html).toContain('href="https://taxguide.example/guides"');
    expect(mail.html).toContain('newsletter/unsubscribe?token=abc');
    expect(mail.text).toContain(
      'Unsubscribe (or ask us to delete your data): https://taxguide.example/newsletter/unsubscribe?token=abc',
    );
  });

  it('gives a confirmation mail its link in both parts', () => {
    const url = 'https://taxguide.example/newsletter/confirm?token=T';
    const mail = renderMail(
      { kind: 'newsletter-confirm', confirmUrl: url, expiresInDays: 7 },
      brand,
    );
    expect(mail.subject).toBe('Confirm your subscription to TaxGuide India');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('7 days');
  });

  it('keeps header values on one line', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
    expect(oneLine('a\u0000b\tc')).toBe('a b c');
  });
});

describe('the Hindi wrappers of later mails', () => {
  it("wraps the admin's reply in Hindi, escaping what the visitor typed and keeping the reply as written", () => {
    const mail = renderMail(
      {
        kind: 'contact-reply',
        name: '<img src=x onerror=alert(1)>',
        subject: 'धारा 80C',
        originalMessage: '<script>alert(1)</script>',
        reply: 'Up to ₹1,50,000 a year.\n\nधारा 80C देखें।',
        lang: 'hi',
      },
      brand,
    );
    expect(mail.subject).toBe('Re: धारा 80C');
    expect(mail.html).toContain('<html lang="hi">');
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('Up to ₹1,50,000 a year.');
    expect(mail.html).toContain('आपने लिखा था:');
    expect(mail.text).toContain(
      'नमस्ते <img src=x onerror=alert(1)>,\n\nUp to ₹1,50,000 a year.\n\nधारा 80C देखें।\n\nआपने लिखा था:\n> <script>alert(1)</script>',
    );
  });

  it('sends an issue as written with a Hindi footer and its own unsubscribe link', () => {
    const url = 'https://taxguide.example/hi/newsletter/unsubscribe?token=abc';
    const mail = renderMail(
      {
        kind: 'newsletter-issue',
        subject: 'Budget 2026',
        markdown: '## New slabs\n\n<iframe src="x"></iframe>',
        unsubscribeUrl: url,
        lang: 'hi',
      },
      brand,
    );
    expect(mail.subject).toBe('Budget 2026');
    expect(mail.html).toContain('New slabs</h2>');
    expect(mail.html).not.toContain('<iframe');
    // The issue's own language stays the page's; only the footer is marked Hindi.
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain(`<div lang="hi">आपको यह मेल इसलिए मिला है`);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(`सदस्यता छोड़ें (या अपना डेटा मिटाने के लिए कहें): ${url}`);
    expect(mail.text).not.toContain('You receive this');
  });
});

describe("the team's notice of a message from a Hindi page", () => {
  it('stays English and says the sender wrote in Hindi, in both parts', () => {
    const mail = renderMail(
      {
        kind: 'contact-notify',
        name: 'Asha',
        email: 'asha@example.com',
        subject: 'HRA',
        category: 'general',
        message: 'HRA की छूट?',
        adminUrl: 'https://taxguide.example/admin',
        senderLang: 'hi',
      },
      brand,
    );
    expect(mail.subject).toBe('New contact message: HRA');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<strong>Language:</strong> Hindi (sent from a Hindi page;');
    expect(mail.text).toContain('Subject: HRA\nLanguage: Hindi (sent from a Hindi page;');
  });
});
