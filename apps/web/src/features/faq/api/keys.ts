import { apiPathIn } from '../../../i18n/locale';

/** GET /api/faq: the twelve curated items (served, so no page carries them in its JavaScript). */
export function faqUrl(locale: 'en' | 'hi' = 'en'): string {
  return apiPathIn('/api/faq', locale);
}
