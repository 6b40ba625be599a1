import { describe, expect, it } from 'vitest';
import { abbreviationsUrl } from '../features/abbreviations/api/keys';
import { faqUrl } from '../features/faq/api/keys';
import { popularSectionsUrl, sectionUrl, sectionsUrl } from '../features/sections/api/keys';
import { apiPathIn } from './locale';

describe('apiPathIn', () => {
  it('asks for Hindi on a Hindi page only, after any query the address has', () => {
    expect(apiPathIn('/api/faq', 'en')).toBe('/api/faq');
    expect(apiPathIn('/api/faq', 'hi')).toBe('/api/faq?lang=hi');
    expect(apiPathIn('/api/search?q=80c&limit=6', 'hi')).toBe('/api/search?q=80c&limit=6&lang=hi');
    expect(apiPathIn('/api/calculate/tax', 'en')).toBe('/api/calculate/tax');
  });

  it('gives the content routes their addresses in both languages', () => {
    expect(faqUrl('hi')).toBe('/api/faq?lang=hi');
    expect(abbreviationsUrl()).toBe('/api/abbreviations');
    expect(sectionsUrl('Deductions', 'hi')).toBe('/api/sections?category=Deductions&lang=hi');
    expect(sectionsUrl(null, 'hi')).toBe('/api/sections?lang=hi');
    expect(sectionsUrl()).toBe('/api/sections');
    expect(popularSectionsUrl('hi')).toBe('/api/sections/popular?lang=hi');
    expect(sectionUrl('80CCD(1B)', 'hi')).toBe('/api/sections/by-number/80CCD(1B)?lang=hi');
  });
});
