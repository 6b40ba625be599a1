/**
 * Keyword positions come from a provider. With none configured, the position of a tracked
 * keyword is where our own site search (GET /api/search, the search visitors use) ranks the
 * keyword's target page, labelled "site rank". A keyword with no target page, or whose page
 * the search does not return, has no position (null): positions are never invented.
 */
import { SITE_RANK_SOURCE } from '@taxguide/contracts/agent';
import type { TrackedKeyword } from '@taxguide/content';
import type { Database } from '@taxguide/db';
import type { Kysely } from 'kysely';
import type { PageSource } from './page-source';
import { normalizePath } from './seo/page-audit';

export interface KeywordRank {
  /** 1-based; null when our page is not found. */
  position: number | null;
  /** Path of the page found at that position. */
  url: string | null;
}

export interface KeywordRankProvider {
  /** The label stored with each position ("site rank", or an external tool's name). */
  readonly source: string;
  rank(keyword: TrackedKeyword): Promise<KeywordRank>;
}

/** How deep the site search is read (its own maximum page size). */
export const SITE_SEARCH_DEPTH = 50;

interface SearchAnswer {
  results?: { url?: unknown }[];
}

/** The default provider: our own site search through the page source. */
export function siteSearchRankProvider(pages: PageSource): KeywordRankProvider {
  return {
    source: SITE_RANK_SOURCE,
    async rank(keyword) {
      if (!keyword.targetPath) return { position: null, url: null };
      const res = await pages.get(
        `/api/search?q=${encodeURIComponent(keyword.keyword)}&limit=${SITE_SEARCH_DEPTH}`,
      );
      if (res.status !== 200) throw new Error(`site search answered ${res.status}`);
      const answer = JSON.parse(res.body) as SearchAnswer;
      const target = normalizePath(keyword.targetPath);
      const index = (answer.results ?? []).findIndex(
        (r) => typeof r.url === 'string' && normalizePath(r.url.split(/[?#]/)[0]!) === target,
      );
      return index === -1 ? { position: null, url: null } : { position: index + 1, url: target };
    },
  };
}

export interface StoredRanking {
  keyword: string;
  position: number | null;
  source: string;
  url: string | null;
  checkedAt: Date;
}

/** Checks every tracked keyword and appends the positions to keyword_rankings (history kept). */
export async function refreshKeywordRankings(
  db: Kysely<Database>,
  provider: KeywordRankProvider,
  keywords: readonly TrackedKeyword[],
  now: Date,
): Promise<StoredRanking[]> {
  const rows: StoredRanking[] = [];
  for (const k of keywords) {
    const rank = await provider.rank(k);
    rows.push({ keyword: k.keyword, ...rank, source: provider.source, checkedAt: now });
  }
  if (rows.length > 0) await db.insertInto('keywordRankings').values(rows).execute();
  return rows;
}

/** The newest position of each keyword. */
export async function latestKeywordRankings(
  db: Kysely<Database>,
): Promise<Map<string, StoredRanking>> {
  const rows = await db
    .selectFrom('keywordRankings')
    .distinctOn('keyword')
    .select(['keyword', 'position', 'source', 'url', 'checkedAt'])
    .orderBy('keyword')
    .orderBy('checkedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.keyword, r]));
}
