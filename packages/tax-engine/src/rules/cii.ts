// Cost Inflation Index (s.48 Explanation (v); base year 2001-02 = 100).
import type { Cited, CiiEntry } from '../types';
import { cited } from './cite';

interface CiiRow extends CiiEntry {
  readonly notification: string;
  readonly source: string;
}

// Sources (tags in docs/tax-sources.md). 2001-02 to 2017-18: Notification 44/2017 [S40 abcaus];
// 2018-19 to 2024-25: CBDT notifications, 2024-25 = 363 by Notification 44/2024 of 24-05-2024
// [S40 mytaxadvisorindia, casansaar]; 2025-26 = 376 by Notification 70/2025 of 01-07-2025
// [S40 caclubindia news, rsm.global]. 2026-27: UNSOURCED (not notified in our sources) - absent.
const ROWS: readonly CiiRow[] = [
  ['2001-02', 100],
  ['2002-03', 105],
  ['2003-04', 109],
  ['2004-05', 113],
  ['2005-06', 117],
  ['2006-07', 122],
  ['2007-08', 129],
  ['2008-09', 137],
  ['2009-10', 148],
  ['2010-11', 167],
  ['2011-12', 184],
  ['2012-13', 200],
  ['2013-14', 220],
  ['2014-15', 240],
  ['2015-16', 254],
  ['2016-17', 264],
  ['2017-18', 272],
  ['2018-19', 280],
  ['2019-20', 289],
  ['2020-21', 301],
  ['2021-22', 317],
  ['2022-23', 331],
  ['2023-24', 348],
  ['2024-25', 363],
  ['2025-26', 376],
].map(([financialYear, index]) => {
  const fy = String(financialYear);
  const start = Number(fy.slice(0, 4));
  const notification =
    start <= 2017
      ? 'Notification 44/2017'
      : fy === '2024-25'
        ? 'Notification 44/2024'
        : fy === '2025-26'
          ? 'Notification 70/2025'
          : 'CBDT notification for the year';
  return { financialYear: fy, index: Number(index), notification, source: '[S40]' };
});

/** CII entries for every financial year up to and including `lastFinancialYear`. */
export function costInflationIndexUpTo(lastFinancialYear: string): Cited<readonly CiiEntry[]> {
  const rows = ROWS.filter((row) => row.financialYear <= lastFinancialYear).map(
    ({ financialYear, index }) => ({
      financialYear,
      index,
    }),
  );
  const last = rows[rows.length - 1];
  return cited(rows, {
    act1961: 's.48 Explanation (v)',
    financeAct: 'CBDT notifications under s.48 (Notification 44/2017; 44/2024; 70/2025)',
    source: '[S40]',
    effectiveFrom: `${(last?.financialYear ?? '2001-02').slice(0, 4)}-04-01`,
    note:
      lastFinancialYear >= '2026-27'
        ? 'CII for FY 2026-27 is UNSOURCED (not notified in our sources): a transfer in FY 2026-27 cannot be indexed; the engine computes without indexation and says so.'
        : 'Base year 2001-02 = 100; an asset acquired earlier uses 2001-02 (cost = fair market value on 1-4-2001).',
  });
}

/** The index for a financial year, or undefined when not notified / not in our sources. */
export function costInflationIndex(financialYear: string): number | undefined {
  for (const row of ROWS) if (row.financialYear === financialYear) return row.index;
  return undefined;
}

// Indexed by the financial year's first calendar year less 2001, for the per-transfer hot path.
const BY_START_YEAR: readonly number[] = ROWS.map((row) => row.index);

/** The index for the financial year starting in April of `startYear` (2001 → 2001-02). */
export function costInflationIndexForStartYear(startYear: number): number | undefined {
  return BY_START_YEAR[startYear - 2001];
}

/** CII base year: acquisitions before it take its index (and FMV on 1-4-2001 as cost). */
export const CII_BASE_YEAR = '2001-02';
