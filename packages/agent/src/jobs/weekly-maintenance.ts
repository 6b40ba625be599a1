import { z } from 'zod';
import { readState, STATE_KEYS, writeState } from '../app-state';
import { checkContentVersion, saveContentVersion } from '../content-version';
import { defineJob, type JobContext } from '../job';
import { sitemapLocations } from '../seo/report';
import { purgePersonalDataJob, RETENTION_DAYS } from './purge-personal-data';
import { produceSeoReport } from './seo-report';

export const WEEKLY_MAINTENANCE_JOB = 'weekly-maintenance';
/** Sections kept in the popular snapshot. */
export const POPULAR_SNAPSHOT_SIZE = 12;

export interface PopularSnapshot {
  computedAt: string;
  /** Most viewed first. */
  sections: { sectionNumber: string; views: number }[];
  /** Views gained since the previous snapshot, most first (sections that gained any). */
  trending: { sectionNumber: string; gained: number }[];
}

/** Most viewed sections now, and which gained most views since the last snapshot. */
export async function recomputePopularSections(context: JobContext): Promise<PopularSnapshot> {
  const { db, now } = context;
  const rows = await db
    .selectFrom('sections')
    .select(['sectionNumber', 'views'])
    .orderBy('views', 'desc')
    .orderBy('sectionNumber')
    .execute();
  const previous = await readState<PopularSnapshot & { allViews?: Record<string, number> }>(
    db,
    STATE_KEYS.popularSections,
  );
  const before = previous?.allViews ?? {};
  const trending = rows
    .map((r) => ({
      sectionNumber: r.sectionNumber,
      gained: r.views - (before[r.sectionNumber] ?? 0),
    }))
    .filter((t) => previous && t.gained > 0)
    .sort((a, b) => b.gained - a.gained || a.sectionNumber.localeCompare(b.sectionNumber))
    .slice(0, POPULAR_SNAPSHOT_SIZE);
  const snapshot: PopularSnapshot = {
    computedAt: now().toISOString(),
    sections: rows.slice(0, POPULAR_SNAPSHOT_SIZE),
    trending,
  };
  await writeState(
    db,
    STATE_KEYS.popularSections,
    { ...snapshot, allViews: Object.fromEntries(rows.map((r) => [r.sectionNumber, r.views])) },
    now(),
  );
  return snapshot;
}

/** When the content changed: re-read the sitemap (it is built from the content) and rebuild the PDF guide. */
async function refreshArtifacts(context: JobContext) {
  const { db, now } = context;
  const version = await checkContentVersion(db, now());
  if (!version.changed)
    return { contentChanged: false, contentVersion: version.current.hash.slice(0, 12) };
  let sitemap: { status: number; urls: number } | { skipped: string };
  if (context.pages) {
    const res = await context.pages.get('/sitemap.xml');
    if (res.status !== 200) throw new Error(`the sitemap answered ${res.status}`);
    sitemap = { status: res.status, urls: sitemapLocations(res.body).length };
  } else sitemap = { skipped: 'no page source' };
  let pdfGuide: { key: string } | { skipped: string };
  if (context.artifacts?.warmPdfGuide)
    pdfGuide = { key: (await context.artifacts.warmPdfGuide()).key.slice(0, 12) };
  else
    pdfGuide = {
      skipped: 'the API rebuilds the guide from the changed content on its next download',
    };
  // Saved last: a failed refresh is retried on the next attempt.
  await saveContentVersion(db, version.current, now());
  return {
    contentChanged: true,
    contentVersion: version.current.hash.slice(0, 12),
    sitemap,
    pdfGuide,
  };
}

/**
 * The weekly run (Monday 09:00 India time): popular sections, the sitemap and PDF guide when
 * the content changed, personal-data retention (IP addresses and user agents older than 90
 * days), then the SEO report. Every step is idempotent, so a retry runs them all again safely.
 */
export const weeklyMaintenanceJob = defineJob({
  name: WEEKLY_MAINTENANCE_JOB,
  payload: z.object({ trigger: z.enum(['schedule', 'manual']).default('manual') }).strict(),
  async process({ trigger }, context) {
    const popular = await recomputePopularSections(context);
    const artifacts = await refreshArtifacts(context);
    const purge = await purgePersonalDataJob.process({ olderThanDays: RETENTION_DAYS }, context);
    const seo = await produceSeoReport(context);
    context.log.info(
      { job: WEEKLY_MAINTENANCE_JOB, trigger, seoScore: seo.overallScore },
      'maintenance done',
    );
    return {
      trigger,
      popularSections: popular.sections.slice(0, 6).map((s) => s.sectionNumber),
      trendingSections: popular.trending.slice(0, 6).map((s) => s.sectionNumber),
      ...artifacts,
      personalData: purge,
      seoReport: seo,
    };
  },
});
