// The server-rendering interface between the API (apps/api/src/ssr/renderer.ts), which calls
// it, and the web app's server entry (apps/web/src/entry-server.tsx), which implements it.

/** The site settings the web app receives (a subset of the API's configuration; no secrets). */
export interface SiteConfig {
  siteName: string;
  siteUrl: string;
  /** Only configured links are shown, so there are no dead links. */
  social: { twitter?: string; linkedin?: string; facebook?: string; youtube?: string };
  contactEmail: string;
  grievanceOfficer: string;
}

/** How the server reads our own API while rendering (app.inject in the API). */
export type FetchJson = (path: string) => Promise<{ status: number; body: string }>;

export interface RenderInput {
  url: string;
  fetchJson: FetchJson;
  site: SiteConfig;
}

export interface RenderOutput {
  status: number;
  /** The document's language tag (`en-IN`, or `hi-IN` for a page under /hi). */
  lang: string;
  /** The tags of <head> the page set (title, meta, links, JSON-LD). */
  head: string;
  html: string;
  /** The prefetched query data, serialised for hydration. */
  state: string;
}

/** What the web app's server bundle exports. */
export interface WebServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
}
