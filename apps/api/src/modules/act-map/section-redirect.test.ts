import { describe, expect, it } from 'vitest';
import { act2025PageRedirect } from './section-redirect';

describe('act2025PageRedirect', () => {
  it('sends a 2025 number we have a page for to that page', () => {
    expect(act2025PageRedirect('/section/123?act=2025')).toBe('/section/80C');
    expect(act2025PageRedirect('/section/202?act=2025&utm=x')).toBe('/section/115BAC');
    expect(act2025PageRedirect('/section/Section%20404?act=2025')).toBe('/section/208');
  });

  it('leaves everything else to the page', () => {
    expect(act2025PageRedirect('/section/123')).toBeUndefined();
    expect(act2025PageRedirect('/section/80C?act=1961')).toBeUndefined();
    expect(act2025PageRedirect('/section/9999?act=2025')).toBeUndefined();
    expect(act2025PageRedirect('/section/%E0%A4%A?act=2025')).toBeUndefined();
    expect(act2025PageRedirect(`/section/${'1'.repeat(200)}?act=2025`)).toBeUndefined();
  });
});
