// Query keys of the sections API: by the default query function, the URL itself.
// Kept apart from the hooks so the route table can name them without loading react-query.

/** GET /api/sections, optionally of one category. */
export function sectionsUrl(category?: string | null): string {
  return category ? `/api/sections?category=${encodeURIComponent(category)}` : '/api/sections';
}

/** GET /api/sections/popular: most viewed first. */
export function popularSectionsUrl(): string {
  return '/api/sections/popular';
}

/**
 * GET /api/sections/by-number/{n}; the API forgives "80c", "Section 80C", 2025 numbers. In Hindi
 * (?lang=hi) the page's text comes in Hindi where the section has it.
 */
export function sectionUrl(sectionNumber: string, locale: 'en' | 'hi' = 'en'): string {
  const url = `/api/sections/by-number/${encodeURIComponent(sectionNumber)}`;
  return locale === 'hi' ? `${url}?lang=hi` : url;
}

/** POST /api/sections/by-number/{n}/views: counts one visit of the section's page. */
export function sectionViewsUrl(sectionNumber: string): string {
  return `/api/sections/by-number/${encodeURIComponent(sectionNumber)}/views`;
}
