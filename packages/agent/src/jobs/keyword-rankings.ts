import { trackedKeywords } from '@taxguide/content';
import { z } from 'zod';
import { defineJob, requirePages, type JobContext } from '../job';
import {
  refreshKeywordRankings,
  siteSearchRankProvider,
  type KeywordRankProvider,
} from '../rankings';

export const KEYWORD_RANKINGS_JOB = 'keyword-rankings';

/** The configured provider, else our own site search ("site rank"). */
export function rankProviderFor(context: JobContext, job: string): KeywordRankProvider {
  if (context.rankProvider) return context.rankProvider;
  return siteSearchRankProvider(requirePages(context, job).pages);
}

/** Checks the position of every tracked keyword and appends them to keyword_rankings. */
export const keywordRankingsJob = defineJob({
  name: KEYWORD_RANKINGS_JOB,
  payload: z.object({}).strict(),
  async process(_payload, context) {
    const provider = rankProviderFor(context, KEYWORD_RANKINGS_JOB);
    const rows = await refreshKeywordRankings(context.db, provider, trackedKeywords, context.now());
    return {
      source: provider.source,
      checked: rows.length,
      ranked: rows.filter((r) => r.position !== null).length,
    };
  },
});
