/** GET /api/faq: the twelve curated items (served, so no page carries them in its JavaScript). */
export function faqUrl(locale: 'en' | 'hi' = 'en'): string {
  return locale === 'hi' ? '/api/faq?lang=hi' : '/api/faq';
}
