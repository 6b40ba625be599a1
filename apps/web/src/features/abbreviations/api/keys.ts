/** GET /api/abbreviations: the dictionary, highest estimated volume first. */
export function abbreviationsUrl(locale: 'en' | 'hi' = 'en'): string {
  return locale === 'hi' ? '/api/abbreviations?lang=hi' : '/api/abbreviations';
}
