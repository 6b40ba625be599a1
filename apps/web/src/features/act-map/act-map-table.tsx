import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ActMapRow } from '@taxguide/contracts/act-map';
import { Link } from 'wouter';
import { LANGUAGE_TAG } from '../../i18n/locale';

/** Anchor of a 2025 section's row on /act-2025 ("#s2025-123"). */
export function rowAnchor(number: string): string {
  return `s2025-${number}`;
}

function pagePath(sectionNumber: string): string {
  return `/section/${sectionNumber}`;
}

function OldNumbers({ row }: { row: ActMapRow }) {
  if (row.from1961.length === 0)
    return (
      <span className="text-slate-500">
        <Trans context="section of the 2025 Act">New</Trans>
      </span>
    );
  return (
    <ul>
      {row.from1961.map((old) => (
        <li key={old}>
          {row.pages.includes(old) ? (
            <Link
              to={pagePath(old)}
              // At least 24 px square: a finger's target, the links being stacked (WCAG 2.5.8).
              className="inline-block min-h-6 min-w-6 py-0.5 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {old}
            </Link>
          ) : (
            old
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Rows of the map: the 2025 number, the 1961 provisions it carries (each linked to our page
 * when we have one) and what it covers. The table scrolls inside its own region if a phone is
 * too narrow, so the page itself never overflows.
 */
export function ActMapTable({ rows, label }: { rows: readonly ActMapRow[]; label: string }) {
  const { i18n } = useLingui();
  // The rows' titles and notes are English (our words, no Hindi yet): marked so on a Hindi page.
  const dataLang = i18n.locale === 'en' ? undefined : LANGUAGE_TAG.en;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-3 max-w-full overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="w-16 px-3 py-2 sm:w-24">
              <Trans>2025 Act</Trans>
            </th>
            <th scope="col" className="w-24 px-3 py-2 sm:w-36">
              <Trans>1961 Act</Trans>
            </th>
            <th scope="col" className="px-3 py-2">
              <Trans>What it covers</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const otherPages = row.pages.filter((p) => !row.from1961.includes(p));
            return (
              <tr key={row.number} id={rowAnchor(row.number)} className="align-top">
                <th
                  scope="row"
                  className="px-3 py-2 font-semibold whitespace-nowrap text-slate-900"
                >
                  {row.number}
                </th>
                <td className="px-3 py-2 break-words text-slate-800">
                  <OldNumbers row={row} />
                </td>
                <td className="px-3 py-2 break-words text-slate-700">
                  <span lang={dataLang}>{row.title}</span>
                  {row.uncertainFrom1961 && (
                    <span className="mt-1 block text-xs text-amber-800">
                      {i18n._(msg`Unsettled: 1961 ${row.uncertainFrom1961.join(', ')}`)}
                    </span>
                  )}
                  {row.note && (
                    <span lang={dataLang} className="mt-1 block text-xs text-slate-500">
                      {row.note}
                    </span>
                  )}
                  {otherPages.length > 0 && (
                    <span className="mt-1 block text-xs">
                      {i18n._(msg`Our page:`)}{' '}
                      {otherPages.map((sectionNumber, i) => (
                        <span key={sectionNumber}>
                          {i > 0 && ', '}
                          <Link
                            to={pagePath(sectionNumber)}
                            className="font-medium text-brand-700 underline underline-offset-2"
                          >
                            {i18n._(msg`Section ${sectionNumber}`)}
                          </Link>
                        </span>
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
