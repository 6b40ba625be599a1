import { apiPathIn } from '../../../i18n/locale';

/** GET /api/abbreviations: the dictionary, highest estimated volume first. */
export function abbreviationsUrl(locale: 'en' | 'hi' = 'en'): string {
  return apiPathIn('/api/abbreviations', locale);
}
