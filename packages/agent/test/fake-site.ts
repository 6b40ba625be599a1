/** A small in-memory site for the SEO audit and site-rank tests: path -> answer. */
import type { FetchedPage, PageSource } from '../src/page-source';

export const SITE = 'https://taxguide.test';

export interface PageSpec {
  title?: string | null;
  description?: string | null;
  h1s?: string[];
  canonical?: string | null;
  jsonLd?: string[];
  words?: number;
  links?: string[];
  imgs?: { src: string; alt?: string }[];
  robots?: string;
}

const filler = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => ['tax', 'deduction', 'section', 'limit', 'income'][i % 5],
  ).join(' ');

export const GOOD_TITLE = 'Section 80C Deductions Explained for Salaried People';
export const GOOD_DESCRIPTION =
  'What section 80C lets you deduct, the limit of one and a half lakh rupees, and which investments and payments count.';

export function page(path: string, spec: PageSpec = {}): string {
  const title = spec.title === undefined ? GOOD_TITLE : spec.title;
  const description = spec.description === undefined ? GOOD_DESCRIPTION : spec.description;
  const canonical = spec.canonical === undefined ? `${SITE}${path}` : spec.canonical;
  const jsonLd = spec.jsonLd ?? [
    JSON.stringify({ '@context': 'https://schema.org', '@type': 'WebPage', name: 'x' }),
  ];
  const h1s = spec.h1s ?? ['A heading'];
  const links = spec.links ?? ['/'];
  return `<!doctype html><html lang="en"><head>
${title !== null ? `<title>${title}</title>` : ''}
${description !== null ? `<meta name="description" content="${description}">` : ''}
${spec.robots ? `<meta name="robots" content="${spec.robots}">` : ''}
${canonical !== null ? `<link rel="canonical" href="${canonical}">` : ''}
${jsonLd.map((j) => `<script type="application/ld+json">${j}</script>`).join('\n')}
<link rel="stylesheet" href="/assets/app.css">
</head><body><header><a href="#main">Skip</a></header><main id="main">
${h1s.map((h) => `<h1>${h}</h1>`).join('\n')}
<p>${filler(spec.words ?? 200)}</p>
${links.map((l) => `<a href="${l}">link</a>`).join(' ')}
${(spec.imgs ?? []).map((i) => `<img src="${i.src}"${i.alt !== undefined ? ` alt="${i.alt}"` : ''}>`).join('')}
<script>var words = "these words do not count on the page at all";</script>
</main></body></html>`;
}

/** Routes: an HTML string (200), or an answer. */
export function fakeSite(
  routes: Record<string, string | (Partial<FetchedPage> & { body: string })>,
): PageSource & { requested: string[] } {
  const requested: string[] = [];
  return {
    requested,
    async get(path) {
      requested.push(path);
      const bare = decodeURI(path.split('?')[0]!);
      const found = routes[path] ?? routes[bare];
      const route = typeof found === 'string' ? { body: found } : found;
      if (!route)
        return {
          status: 404,
          contentType: 'text/html; charset=utf-8',
          body: page(bare, { title: 'Not found' }),
        };
      return {
        status: route.status ?? 200,
        contentType: route.contentType ?? 'text/html; charset=utf-8',
        body: route.body,
      };
    },
  };
}

export const sitemap = (paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((p) => `<url><loc>${p.startsWith('http') ? p : SITE + p}</loc></url>`)
    .join('')}</urlset>`;

export const robots = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`;
