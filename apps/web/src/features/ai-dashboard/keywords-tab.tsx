import { SITE_RANK_SOURCE, type KeywordRanking } from '@taxguide/contracts/agent';
import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';
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
import { useKeywordRankings } from './api/get-keyword-rankings';
import { QueryState } from './query-state';
import { positionTone, toneBadge } from './tones';
import { useRefreshKeywordRankings } from './use-agent-actions';

/** A null position means "not found" only once a check ran; before that nothing is known. */
function positionLabel(k: Pick<KeywordRanking, 'position' | 'checkedAt'>): string {
  if (k.checkedAt === null) return 'Not checked yet';
  return k.position === null ? 'Not found' : `#${k.position}`;
}

/**
 * Keywords: each tracked keyword and its position (colours in tones.ts). Without a
 * rankings provider the position is the "site rank": where our own site search puts our best page
 * for the keyword. A keyword whose page is not found shows "Not found", never a made-up number;
 * a keyword with no check yet (checkedAt null) shows "Not checked yet".
 */
export function KeywordsTab() {
  const rankings = useKeywordRankings();
  const refresh = useRefreshKeywordRankings();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Keyword rankings</CardTitle>
          <CardDescription>
            {rankings.data?.source === SITE_RANK_SOURCE
              ? 'Positions are the site rank: where our own site search ranks our best page for the keyword (no search-engine rankings provider is configured).'
              : rankings.data
                ? `Positions from ${rankings.data.source}.`
                : 'Where our pages rank for each tracked keyword.'}
            {rankings.data?.checkedAt ? (
              <>
                {' '}
                Checked{' '}
                <time dateTime={rankings.data.checkedAt}>
                  {formatDateTime(rankings.data.checkedAt)}
                </time>
                .
              </>
            ) : null}
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => refresh.mutate()} disabled={refresh.isPending}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Check Rankings Now
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState query={rankings} failure="Failed to fetch keyword rankings">
          {(data) =>
            data.keywords.length === 0 ? (
              <p className="text-sm text-slate-600">No keywords are tracked.</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Tracked keywords and their positions</caption>
                  <thead className="text-slate-600">
                    <tr>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Keyword
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Position
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Searches a month (est.)
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        Our page
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {data.keywords.map((k) => (
                      <tr key={k.keyword}>
                        <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                          {k.keyword}
                        </th>
                        <td className="py-2 pr-3">
                          <Badge variant={toneBadge[positionTone(k.position)]}>
                            {positionLabel(k)}
                          </Badge>
                          {k.checkedAt ? (
                            <>
                              {' '}
                              <span className="text-xs text-slate-600">{k.source}</span>
                            </>
                          ) : null}
                        </td>
                        <td className="py-2 pr-3 text-slate-700">{formatCount(k.searchVolume)}</td>
                        <td className="py-2 text-slate-700">
                          {k.targetPath ? (
                            <Link to={k.targetPath} className="text-brand-700 underline">
                              {k.targetPath}
                            </Link>
                          ) : (
                            '–'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
