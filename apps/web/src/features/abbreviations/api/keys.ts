/** GET /api/abbreviations: the dictionary, highest estimated volume first. */
export function abbreviationsUrl(): string {
  return '/api/abbreviations';
}
