/**
 * Where the agent reads our own server-rendered site: the pages, /sitemap.xml, /robots.txt and
 * the public search API. In-process the API answers through `app.inject` (no port); the worker
 * fetches from the running site over HTTP. The SEO audit and the site-rank provider see exactly
 * what a search engine sees.
 */
export interface FetchedPage {
  status: number;
  /** The content-type header, lower-cased ("text/html; charset=utf-8"). */
  contentType: string;
  body: string;
}

export interface PageSource {
  /** GET a path ("/section/80C", "/api/search?q=80c") of our site. */
  get(path: string): Promise<FetchedPage>;
}

/** A failure to reach the site at all: transient, so the job is retried with backoff. */
export class SiteUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteUnreachableError';
  }
}

/** Reads pages over HTTP from `baseUrl` (e.g. SITE_URL, or the API's internal address). */
export function createHttpPageSource(
  baseUrl: string,
  options: { timeoutMs?: number; userAgent?: string; internalToken?: string | undefined } = {},
): PageSource {
  const origin = baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  // The deployment's service token: the API then skips the visitors' rate limits for our reads.
  const tokenHeader: Record<string, string> = options.internalToken
    ? { 'x-internal-token': options.internalToken }
    : {};
  return {
    async get(path) {
      let res: Response;
      try {
        res = await fetch(origin + path, {
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'user-agent': options.userAgent ?? 'TaxGuideAgent/1.0 (SEO audit)',
            accept: 'text/html,application/json,application/xml;q=0.9,*/*;q=0.8',
            ...tokenHeader,
          },
        });
      } catch (error) {
        throw new SiteUnreachableError(
          `could not fetch ${path} from ${origin}: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
      return {
        status: res.status,
        contentType: (res.headers.get('content-type') ?? '').toLowerCase(),
        body: await res.text(),
      };
    },
  };
}
