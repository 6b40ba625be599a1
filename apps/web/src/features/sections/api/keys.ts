// Query keys of the sections API: by the default query function, the URL itself.
// Kept apart from the hooks so the route table can name them without loading react-query.
import { apiPathIn } from '../../../i18n/locale';

/** GET /api/sections, optionally of one category. */
export function sectionsUrl(category?: string | null, locale: 'en' | 'hi' = 'en'): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  const query = params.toString();
  return apiPathIn(query ? `/api/sections?${query}` : '/api/sections', locale);
}

/** GET /api/sections/popular: most viewed first (in Hindi where a section has it). */
export function popularSectionsUrl(locale: 'en' | 'hi' = 'en'): string {
  return apiPathIn('/api/sections/popular', locale);
}

/**
 * GET /api/sections/by-number/{n}; the API forgives "80c", "Section 80C", 2025 numbers. In Hindi
 * (?lang=hi) the page's text comes in Hindi where the section has it.
 */
export function sectionUrl(sectionNumber: string, locale: 'en' | 'hi' = 'en'): string {
  return apiPathIn(`/api/sections/by-number/${encodeURIComponent(sectionNumber)}`, locale);
}

/** POST /api/sections/by-number/{n}/views: counts one visit of the section's page. */
export function sectionViewsUrl(sectionNumber: string): string {
  return `/api/sections/by-number/${encodeURIComponent(sectionNumber)}/views`;
}
