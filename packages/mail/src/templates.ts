/**
 * One template per kind of mail, each giving the subject, an HTML part and a plain-text part from
 * the same data, in the site's brand. Everything a visitor typed is escaped before it reaches the
 * HTML; the admin's newsletter Markdown is rendered with raw HTML turned off. The HTML is a single
 * 600 px column of plain tables and inline styles, which Gmail and phone mail apps render as
 * written (docs/mail.md).
 */
import MarkdownIt from 'markdown-it';
import type { MailKind } from '@taxguide/contracts/mail';

const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });
const escapeHtml = markdown.utils.escapeHtml;

export interface Brand {
  siteName: string;
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The language a visitor's own mail is written in: that of the page they sent the form from. */
export type MailLang = 'en' | 'hi';

export type MailTemplateData =
  | { kind: 'newsletter-confirm'; confirmUrl: string; expiresInDays: number; lang?: MailLang }
  | {
      kind: 'newsletter-issue' | 'newsletter-test';
      subject: string;
      markdown: string;
      unsubscribeUrl: string;
      /** The subscriber's language: the issue is sent as written, its footer in this language. */
      lang?: MailLang;
    }
  | { kind: 'contact-ack'; name: string; subject: string; message: string; lang?: MailLang }
  | {
      kind: 'contact-notify';
      name: string;
      email: string;
      subject: string;
      category: string;
      message: string;
      adminUrl: string;
      /** The sender's language: the team is told when it is Hindi, so a reply can be too. */
      senderLang?: MailLang;
    }
  | {
      kind: 'contact-reply';
      name: string;
      subject: string;
      originalMessage: string;
      reply: string;
      /** The language the sender wrote from: the reply is sent as written, its wrapper in this one. */
      lang?: MailLang;
    };

const INK = '#0f172a';
const MUTED = '#475569';
const BRAND = '#047857';

/** Paragraphs of visitor text: escaped, line breaks kept. */
function paragraphs(value: string): string {
  return value
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${BRAND}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none;font-size:16px">${escapeHtml(label)}</a></td></tr></table>`;
}

function quote(value: string): string {
  return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #cbd5e1;color:${MUTED}">${paragraphs(value)}</blockquote>`;
}

/** The branded page every HTML part sits in. `footer` is already-safe HTML. */
function layout(
  brand: Brand,
  title: string,
  body: string,
  footer: string,
  lang: MailLang = 'en',
): string {
  const site = escapeHtml(brand.siteName);
  return `<!doctype html>
<html lang="${lang === 'hi' ? 'hi' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:${INK}">
<tr><td style="padding:16px 24px;border-bottom:3px solid ${BRAND}"><a href="${escapeHtml(brand.siteUrl)}" style="color:${BRAND};font-size:20px;font-weight:bold;text-decoration:none">${site}</a></td></tr>
<tr><td style="padding:24px;word-break:break-word">${body}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;color:${MUTED};font-size:13px">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

const siteFooter = (brand: Brand) =>
  `${escapeHtml(brand.siteName)}: plain-language help with Indian income tax. <a href="${escapeHtml(brand.siteUrl)}" style="color:${MUTED}">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ''))}</a>`;

const siteFooterHindi = (brand: Brand) =>
  `${escapeHtml(brand.siteName)}: आयकर (income tax) पर सरल भाषा में मदद। <a href="${escapeHtml(brand.siteUrl)}" style="color:${MUTED}">${escapeHtml(brand.siteUrl.replace(/^https?:\/\//, ''))}</a>`;

const textFooter = (brand: Brand) => `--\n${brand.siteName}: ${brand.siteUrl}`;

/** Newsletter Markdown as mail HTML: links, lists and headings styled inline for mail clients. */
export function newsletterHtml(source: string): string {
  return markdown
    .render(source)
    .replace(/<a href=/g, `<a style="color:${BRAND}" href=`)
    .replace(
      /<h([1-3])>/g,
      (_m, level: string) => `<h${level} style="margin:24px 0 8px;line-height:1.3">`,
    )
    .replace(/<p>/g, '<p style="margin:0 0 16px">');
}

/** Subject, HTML and text of one mail. */
export function renderMail(data: MailTemplateData, brand: Brand): RenderedMail {
  switch (data.kind) {
    case 'newsletter-confirm': {
      if (data.lang === 'hi') return newsletterConfirmHindi(data, brand);
      const subject = `Confirm your subscription to ${brand.siteName}`;
      const html = layout(
        brand,
        subject,
        `<h1 style="margin:0 0 16px;font-size:22px">One click to confirm</h1>
<p style="margin:0 0 16px">Someone, hopefully you, asked to receive the ${escapeHtml(brand.siteName)} newsletter of tax updates at this address. Confirm to start receiving it:</p>
${button(data.confirmUrl, 'Confirm my subscription')}
<p style="margin:0 0 16px;color:${MUTED};font-size:14px">The link works for ${data.expiresInDays} days. If the button does not work, open this address: <a href="${escapeHtml(data.confirmUrl)}" style="color:${BRAND};word-break:break-all">${escapeHtml(data.confirmUrl)}</a></p>
<p style="margin:0;color:${MUTED};font-size:14px">If you did not ask for this, ignore this mail: you will not be subscribed and we will not write again.</p>`,
        siteFooter(brand),
      );
      const text = `Confirm your subscription to ${brand.siteName}

Someone, hopefully you, asked to receive the ${brand.siteName} newsletter of tax updates at this address. Confirm by opening this link (it works for ${data.expiresInDays} days):

${data.confirmUrl}

If you did not ask for this, ignore this mail: you will not be subscribed and we will not write again.

${textFooter(brand)}`;
      return { subject, html, text };
    }
    case 'newsletter-issue':
    case 'newsletter-test': {
      if (data.lang === 'hi') return newsletterIssueHindi(data, brand);
      const subject = data.kind === 'newsletter-test' ? `[Test] ${data.subject}` : data.subject;
      const unsubscribe = escapeHtml(data.unsubscribeUrl);
      const html = layout(
        brand,
        subject,
        `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(data.subject)}</h1>${newsletterHtml(data.markdown)}`,
        `You receive this because you subscribed to the ${escapeHtml(brand.siteName)} newsletter. <a href="${unsubscribe}" style="color:${MUTED}">Unsubscribe</a> in one click, or ask us to delete your data from the same page.<br>${siteFooter(brand)}`,
      );
      const text = `${data.subject}

${data.markdown}

--
You receive this because you subscribed to the ${brand.siteName} newsletter.
Unsubscribe (or ask us to delete your data): ${data.unsubscribeUrl}
${brand.siteUrl}`;
      return { subject, html, text };
    }
    case 'contact-ack': {
      if (data.lang === 'hi') return contactAckHindi(data, brand);
      const subject = `We received your message: ${data.subject}`;
      const html = layout(
        brand,
        subject,
        `<p style="margin:0 0 16px">Hello ${escapeHtml(data.name)},</p>
<p style="margin:0 0 16px">Thank you for writing to ${escapeHtml(brand.siteName)}. We read every message and will get back to you within 24 hours. This is what you sent:</p>
${quote(data.message)}
<p style="margin:0;color:${MUTED};font-size:14px">We explain the law in general terms; for advice on your own return, please consult a chartered accountant.</p>`,
        siteFooter(brand),
      );
      const text = `Hello ${data.name},

Thank you for writing to ${brand.siteName}. We read every message and will get back to you within 24 hours. This is what you sent:

${data.message.replace(/^/gm, '> ')}

We explain the law in general terms; for advice on your own return, please consult a chartered accountant.

${textFooter(brand)}`;
      return { subject, html, text };
    }
    case 'contact-notify': {
      const subject = `New contact message: ${data.subject}`;
      const hindiSender = data.senderLang === 'hi';
      const html = layout(
        brand,
        subject,
        `<p style="margin:0 0 8px"><strong>From:</strong> ${escapeHtml(data.name)} &lt;${escapeHtml(data.email)}&gt;</p>
<p style="margin:0 0 8px"><strong>Category:</strong> ${escapeHtml(data.category)}</p>
<p style="margin:0 0 ${hindiSender ? 8 : 16}px"><strong>Subject:</strong> ${escapeHtml(data.subject)}</p>
${hindiSender ? `<p style="margin:0 0 16px"><strong>Language:</strong> ${HINDI_SENDER_NOTE}</p>\n` : ''}${quote(data.message)}
${button(data.adminUrl, 'Open the admin dashboard')}
<p style="margin:0;color:${MUTED};font-size:14px">Reply from the dashboard so the thread is kept and the message is marked replied.</p>`,
        siteFooter(brand),
      );
      const text = `New contact message

From: ${data.name} <${data.email}>
Category: ${data.category}
Subject: ${data.subject}${hindiSender ? `\nLanguage: ${HINDI_SENDER_NOTE}` : ''}

${data.message}

Reply from the admin dashboard so the thread is kept: ${data.adminUrl}`;
      return { subject, html, text };
    }
    case 'contact-reply': {
      if (data.lang === 'hi') return contactReplyHindi(data, brand);
      const subject = `Re: ${data.subject}`;
      const html = layout(
        brand,
        subject,
        `<p style="margin:0 0 16px">Hello ${escapeHtml(data.name)},</p>
${paragraphs(data.reply)}
<p style="margin:0 0 8px;color:${MUTED};font-size:14px">You wrote:</p>
${quote(data.originalMessage)}`,
        siteFooter(brand),
      );
      const text = `Hello ${data.name},

${data.reply}

You wrote:
${data.originalMessage.replace(/^/gm, '> ')}

${textFooter(brand)}`;
      return { subject, html, text };
    }
  }
}

const HINDI_SENDER_NOTE =
  'Hindi (sent from a Hindi page; a reply from the dashboard gets a Hindi greeting)';

/** Kinds that go to newsletter subscribers and so carry the one-click unsubscribe headers. */
export const LIST_MAIL_KINDS: readonly MailKind[] = ['newsletter-issue', 'newsletter-test'];

// The Hindi mails. Their links are the caller's: a Hindi reader's confirmation and unsubscribe
// links lead to the Hindi pages. What someone wrote (an issue, the admin's reply) is sent as
// written; only the words around it are Hindi.

function newsletterConfirmHindi(
  data: { confirmUrl: string; expiresInDays: number },
  brand: Brand,
): RenderedMail {
  const site = brand.siteName;
  const subject = `${site} न्यूज़लेटर की सदस्यता की पुष्टि करें`;
  const html = layout(
    brand,
    subject,
    `<h1 style="margin:0 0 16px;font-size:22px">पुष्टि के लिए एक क्लिक</h1>
<p style="margin:0 0 16px">किसी ने, उम्मीद है आपने ही, इस पते पर ${escapeHtml(site)} का कर (tax) अपडेट वाला न्यूज़लेटर पाने के लिए कहा है। इसे पाना शुरू करने के लिए पुष्टि करें:</p>
${button(data.confirmUrl, 'मेरी सदस्यता की पुष्टि करें')}
<p style="margin:0 0 16px;color:${MUTED};font-size:14px">यह लिंक ${data.expiresInDays} दिन तक काम करेगा। अगर बटन काम न करे, तो यह पता खोलें: <a href="${escapeHtml(data.confirmUrl)}" style="color:${BRAND};word-break:break-all">${escapeHtml(data.confirmUrl)}</a></p>
<p style="margin:0 0 16px;color:${MUTED};font-size:14px">न्यूज़लेटर अभी अंग्रेज़ी में भेजा जाता है।</p>
<p style="margin:0;color:${MUTED};font-size:14px">अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपकी सदस्यता नहीं होगी और हम दोबारा नहीं लिखेंगे।</p>`,
    siteFooterHindi(brand),
    'hi',
  );
  const text = `${subject}

किसी ने, उम्मीद है आपने ही, इस पते पर ${site} का कर (tax) अपडेट वाला न्यूज़लेटर पाने के लिए कहा है। यह लिंक खोलकर पुष्टि करें (यह ${data.expiresInDays} दिन तक काम करेगा):

${data.confirmUrl}

न्यूज़लेटर अभी अंग्रेज़ी में भेजा जाता है।

अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपकी सदस्यता नहीं होगी और हम दोबारा नहीं लिखेंगे।

${textFooter(brand)}`;
  return { subject, html, text };
}

function contactAckHindi(
  data: { name: string; subject: string; message: string },
  brand: Brand,
): RenderedMail {
  const site = brand.siteName;
  const faqUrl = `${brand.siteUrl.replace(/\/+$/, '')}/hi/faq`;
  const subject = `हमें आपका संदेश मिल गया है: ${data.subject}`;
  const html = layout(
    brand,
    subject,
    `<p style="margin:0 0 16px">नमस्ते ${escapeHtml(data.name)},</p>
<p style="margin:0 0 16px">${escapeHtml(site)} को लिखने के लिए धन्यवाद। हम हर संदेश पढ़ते हैं और 24 घंटे के भीतर आपको जवाब देंगे। आपने यह भेजा था:</p>
${quote(data.message)}
<p style="margin:0 0 16px">तब तक, आपका जवाब शायद हिंदी में <a href="${escapeHtml(faqUrl)}" style="color:${BRAND}">अक्सर पूछे जाने वाले प्रश्नों (FAQ)</a> में पहले से हो।</p>
<p style="margin:0;color:${MUTED};font-size:14px">हम कानून को सामान्य रूप में समझाते हैं; अपने आयकर रिटर्न (ITR) पर सलाह के लिए किसी चार्टर्ड अकाउंटेंट से संपर्क करें।</p>`,
    siteFooterHindi(brand),
    'hi',
  );
  const text = `नमस्ते ${data.name},

${site} को लिखने के लिए धन्यवाद। हम हर संदेश पढ़ते हैं और 24 घंटे के भीतर आपको जवाब देंगे। आपने यह भेजा था:

${data.message.replace(/^/gm, '> ')}

तब तक, आपका जवाब शायद हिंदी में अक्सर पूछे जाने वाले प्रश्नों (FAQ) में पहले से हो: ${faqUrl}

हम कानून को सामान्य रूप में समझाते हैं; अपने आयकर रिटर्न (ITR) पर सलाह के लिए किसी चार्टर्ड अकाउंटेंट से संपर्क करें।

${textFooter(brand)}`;
  return { subject, html, text };
}

function newsletterIssueHindi(
  data: {
    kind: 'newsletter-issue' | 'newsletter-test';
    subject: string;
    markdown: string;
    unsubscribeUrl: string;
  },
  brand: Brand,
): RenderedMail {
  const site = brand.siteName;
  const subject = data.kind === 'newsletter-test' ? `[Test] ${data.subject}` : data.subject;
  const unsubscribe = escapeHtml(data.unsubscribeUrl);
  // The issue itself is in the language the admin wrote it in (English today): only the footer
  // is Hindi, marked so, and the page keeps the issue's language.
  const html = layout(
    brand,
    subject,
    `<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(data.subject)}</h1>${newsletterHtml(data.markdown)}`,
    `<div lang="hi">आपको यह मेल इसलिए मिला है क्योंकि आपने ${escapeHtml(site)} के न्यूज़लेटर की सदस्यता ली है। एक क्लिक में <a href="${unsubscribe}" style="color:${MUTED}">सदस्यता छोड़ें</a>, या उसी पेज से अपना डेटा मिटाने के लिए कहें।<br>${siteFooterHindi(brand)}</div>`,
  );
  const text = `${data.subject}

${data.markdown}

--
आपको यह मेल इसलिए मिला है क्योंकि आपने ${site} के न्यूज़लेटर की सदस्यता ली है।
सदस्यता छोड़ें (या अपना डेटा मिटाने के लिए कहें): ${data.unsubscribeUrl}
${brand.siteUrl}`;
  return { subject, html, text };
}

function contactReplyHindi(
  data: { name: string; subject: string; originalMessage: string; reply: string },
  brand: Brand,
): RenderedMail {
  // "Re:" stays as it is: mail apps thread replies by it.
  const subject = `Re: ${data.subject}`;
  const html = layout(
    brand,
    subject,
    `<p style="margin:0 0 16px">नमस्ते ${escapeHtml(data.name)},</p>
${paragraphs(data.reply)}
<p style="margin:0 0 8px;color:${MUTED};font-size:14px">आपने लिखा था:</p>
${quote(data.originalMessage)}`,
    siteFooterHindi(brand),
    'hi',
  );
  const text = `नमस्ते ${data.name},

${data.reply}

आपने लिखा था:
${data.originalMessage.replace(/^/gm, '> ')}

${textFooter(brand)}`;
  return { subject, html, text };
}
