import type { SeoReportResponse } from '@taxguide/contracts/agent';
import { RefreshCw } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { formatCount, formatDateTime } from '../../lib/admin-format';
import { useSeoReport } from './api/get-seo-report';
import { QueryState } from './query-state';
import { positionTone, seoScoreTone, toneBadge, toneText } from './tones';
import { useRefreshSeoReport } from './use-agent-actions';

/** SEO Report: the top 5 keywords, the top 3 action-plan items. */
const TOP_KEYWORDS = 5;
const TOP_ACTIONS = 3;

/**
 * SEO Report: the overall score (colours in tones.ts) and how it is made, the top 5
 * keywords by search volume with their ranking, the top 3 action-plan items and the content
 * recommendations.
 */
export function SeoReportTab() {
  const report = useSeoReport();
  const refresh = useRefreshSeoReport();
  return (
    <QueryState query={report} failure="Failed to fetch the SEO report">
      {(data) =>
        data.generatedAt === null || data.overallScore === null ? (
          <Card>
            <CardHeader>
              <CardTitle>No SEO report yet</CardTitle>
              <CardDescription>
                The agent audits our pages during the weekly maintenance; run an audit now to see
                the first report.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
                <RefreshCw className="size-4" aria-hidden="true" />
                Refresh SEO Report
              </Button>
            </CardContent>
          </Card>
        ) : (
          <Report data={data} generatedAt={data.generatedAt} score={data.overallScore} />
        )
      }
    </QueryState>
  );
}

function Report({
  data,
  generatedAt,
  score,
}: {
  data: SeoReportResponse;
  generatedAt: string;
  score: number;
}) {
  const tone = seoScoreTone(score);
  const keywords = [...data.keywordPerformance]
    .sort((a, b) => b.searchVolume - a.searchVolume)
    .slice(0, TOP_KEYWORDS);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Overall SEO score</CardTitle>
          <CardDescription>
            Audited <time dateTime={generatedAt}>{formatDateTime(generatedAt)}</time>
            {data.report ? `, ${data.report.summary.pagesAudited} pages` : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <p className={`text-5xl font-bold ${toneText[tone]}`} data-tone={tone}>
            {score}
            <span className="text-xl font-medium text-slate-500">/100</span>
          </p>
          {data.report ? (
            <>
              <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-slate-600">Pages</dt>
                  <dd className="font-semibold text-slate-900">
                    {data.report.scoreBreakdown.pages}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">Keywords</dt>
                  <dd className="font-semibold text-slate-900">
                    {data.report.scoreBreakdown.keywords}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-600">Sitemap</dt>
                  <dd className="font-semibold text-slate-900">
                    {data.report.scoreBreakdown.sitemap}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-xs text-slate-600">{data.report.scoreFormula}</p>
              <p className="mt-2 text-sm text-slate-700">
                {data.report.summary.errors} errors, {data.report.summary.warnings} warnings,{' '}
                {data.report.summary.notices} notices.
              </p>
            </>
          ) : null}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Top keywords</CardTitle>
          <CardDescription>By estimated monthly searches.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-100" aria-label="Top keywords">
            {keywords.map((k) => (
              <li key={k.keyword} className="flex items-center justify-between gap-3 py-2">
                <div>
                  <p className="font-medium text-slate-900">{k.keyword}</p>
                  <p className="text-xs text-slate-600">
                    {formatCount(k.searchVolume)} searches a month (estimate), difficulty{' '}
                    {k.difficulty}
                  </p>
                </div>
                <Badge variant={toneBadge[positionTone(k.currentRanking)]}>
                  {k.currentRanking === null
                    ? 'Not ranked'
                    : `#${k.currentRanking} ${k.rankingSource}`}
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Action plan</CardTitle>
          <CardDescription>The most important issues to fix first.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.actionPlan.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing to fix: the audit found no issues.</p>
          ) : (
            <ol className="list-decimal space-y-2 pl-5 text-slate-800" aria-label="Action plan">
              {data.actionPlan.slice(0, TOP_ACTIONS).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Content recommendations</CardTitle>
          <CardDescription>Tracked keywords that no page of ours covers yet.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.contentRecommendations.length === 0 ? (
            <p className="text-sm text-slate-600">Every tracked keyword has a page.</p>
          ) : (
            <ul
              className="list-disc space-y-2 pl-5 text-slate-800"
              aria-label="Content recommendations"
            >
              {data.contentRecommendations.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
