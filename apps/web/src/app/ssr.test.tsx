import { describe, expect, it } from 'vitest';
import { render } from '../entry-server';
import { defaultSiteConfig } from './site-config';

const fetchJson = async () => ({ status: 404, body: '{"error":"Not found"}' });
const renderPage = (url: string) => render({ url, fetchJson, site: defaultSiteConfig });

describe('server render (HTML before any script runs)', () => {
  it('"/" carries the h1, the title and the whole shell', async () => {
    const page = await renderPage('/');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Complete Income Tax Guide for the Taxpayer</h1>');
    expect(page.head).toContain(
      '<title>Complete Income Tax Guide for the Taxpayer | TaxGuide India</title>',
    );
    expect(page.html).toContain('Skip to main content');
    expect(page.html).toContain('aria-label="Main"');
    // The menus' links are in the HTML (hidden), so crawlers find every page.
    for (const href of [
      '/blog',
      '/abbreviations',
      '/faq',
      '/pdf-download',
      '/contact',
      '/newsletter',
      '/ai-dashboard',
    ]) {
      expect(page.html).toContain(`href="${href}"`);
    }
    expect(page.html).toContain('For education only.');
  });

  it('"/privacy" carries its h1, title, dates and DPDP rights', async () => {
    const page = await renderPage('/privacy');
    expect(page.html).toContain('Privacy Policy</h1>');
    expect(page.head).toContain('<title>Privacy Policy | TaxGuide India</title>');
    expect(page.html).toContain('December 20, 2024');
    expect(page.html).toContain('Data Protection Board of India');
  });

  it('an unknown path is a 404 with noindex', async () => {
    const page = await renderPage('/nope');
    expect(page.status).toBe(404);
    expect(page.html).toContain('404 Page Not Found</h1>');
    expect(page.head).toContain('content="noindex, nofollow"');
  });

  it('renders no toast, tooltip or open menu on the server', async () => {
    const page = await renderPage('/');
    expect(page.html).not.toContain('role="tooltip"');
    expect(page.html).not.toContain('aria-expanded="true"');
    expect(page.html).not.toContain('Dismiss notification');
  });
});
