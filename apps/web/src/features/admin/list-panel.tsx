import type { AdminExportList } from '@taxguide/contracts/admin';
import { useMutation, type UseQueryResult } from '@tanstack/react-query';
import { Download, Search } from 'lucide-react';
import { useId, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { AdminSessionExpiredError } from '../../lib/admin-fetch';
import type { ListPage, ListParams } from './api/admin-list';
import { downloadCsv } from './api/export-csv';
import { formatCount } from '../../lib/admin-format';

/** The tables show 50 rows; further rows are a page away. */
export const PAGE_SIZE = 50;
export const firstPage: ListParams = { limit: PAGE_SIZE, offset: 0, q: '' };

export interface Column<T> {
  header: string;
  cell(row: T): ReactNode;
  className?: string;
}

export interface ListPanelProps<T> {
  /** What the rows are, plural, lower case: "PDF downloads". */
  noun: string;
  /** Shown above the table (the tab's numbers). */
  stats?: ReactNode;
  exportList: AdminExportList;
  searchLabel: string;
  params: ListParams;
  onParamsChange(params: ListParams): void;
  query: UseQueryResult<ListPage<T>>;
  columns: Column<T>[];
  rowKey(row: T): number;
  rowProps?(row: T): HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** Each tab has an empty-state text. */
  emptyText: string;
}

/** One admin tab: its numbers, search, CSV export, the table, and paging. */
export function ListPanel<T>({
  noun,
  stats,
  exportList,
  searchLabel,
  params,
  onParamsChange,
  query,
  columns,
  rowKey,
  rowProps,
  emptyText,
}: ListPanelProps<T>) {
  const [text, setText] = useState(params.q);
  const searchId = useId();
  const exporting = useMutation({
    mutationFn: () => downloadCsv(exportList, params.q),
    onSuccess: (filename) => toast({ title: 'Export Ready', description: `Saved as ${filename}.` }),
    onError: (error) => {
      if (error instanceof AdminSessionExpiredError) return;
      toast({
        title: 'Export Failed',
        description: errorMessage(error, `Failed to export ${noun}`),
        variant: 'destructive',
      });
    },
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onParamsChange({ ...params, q: text.trim(), offset: 0 });
  }

  const page = query.data;
  const rows = page?.rows ?? [];
  const total = page?.total ?? 0;

  return (
    <div className="flex flex-col gap-4">
      {stats}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <form role="search" onSubmit={search} className="flex flex-1 items-end gap-2">
          <div className="flex max-w-sm flex-1 flex-col gap-1">
            <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
              {searchLabel}
            </label>
            <Input
              id={searchId}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
          {params.q ? (
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                onParamsChange({ ...params, q: '', offset: 0 });
              }}
            >
              Clear
            </Button>
          ) : null}
        </form>
        <Button variant="outline" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {exporting.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
      </div>

      {query.isError && !(query.error instanceof AdminSessionExpiredError) ? (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <p>{query.error.message}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.isPending ? (
        <div role="status" aria-label={`Loading ${noun}`} className="flex flex-col gap-2">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {params.q ? `No ${noun} match “${params.q}”.` : emptyText}
        </p>
      ) : (
        <>
          <div
            role="region"
            aria-label={`Table of ${noun}`}
            tabIndex={0}
            className="overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <caption className="sr-only">{noun}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {columns.map((column) => (
                    <th key={column.header} scope="col" className="px-3 py-2 font-semibold">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {rows.map((row) => (
                  <tr key={rowKey(row)} {...rowProps?.(row)}>
                    {columns.map((column) => (
                      <td key={column.header} className={column.className ?? 'px-3 py-2 align-top'}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            label={`Pages of ${noun}`}
            offset={params.offset}
            limit={params.limit}
            shown={rows.length}
            total={total}
            onOffsetChange={(offset) => onParamsChange({ ...params, offset })}
          />
        </>
      )}
    </div>
  );
}

/** The numbers above a tab's table. */
export function TabStats({
  items,
}: {
  items: Array<{ label: string; value: number | undefined }>;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {item.value === undefined ? '–' : formatCount(item.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "Showing 1–50 of 120" with Previous and Next: the admin lists' paging. */
export function Pager({
  label,
  offset,
  limit,
  shown,
  total,
  onOffsetChange,
}: {
  label: string;
  offset: number;
  limit: number;
  shown: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {formatCount(offset + 1)}–{formatCount(offset + shown)} of {formatCount(total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - limit))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={offset + limit >= total}
          onClick={() => onOffsetChange(offset + limit)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
