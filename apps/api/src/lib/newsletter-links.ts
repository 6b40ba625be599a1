/**
 * The newsletter's public links, on SITE_URL. Shared by the newsletter module (confirmation mails)
 * and the mail module (an issue's unsubscribe link and List-Unsubscribe header). A Hindi reader's
 * links open the Hindi pages (/hi/…), which call the same API.
 */
import type { FormLang } from '@taxguide/contracts/forms';

const prefix = (lang: FormLang) => (lang === 'hi' ? '/hi' : '');

export const confirmUrl = (siteUrl: string, token: string, lang: FormLang = 'en') =>
  `${siteUrl}${prefix(lang)}/newsletter/confirm?token=${token}`;
export const unsubscribeUrl = (siteUrl: string, token: string, lang: FormLang = 'en') =>
  `${siteUrl}${prefix(lang)}/newsletter/unsubscribe?token=${token}`;
