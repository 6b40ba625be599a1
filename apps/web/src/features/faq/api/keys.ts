/** GET /api/faq: the twelve curated items (served, so no page carries them in its JavaScript). */
export function faqUrl(): string {
  return '/api/faq';
}
