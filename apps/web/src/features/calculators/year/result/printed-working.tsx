import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CompareResult, Step } from '@taxguide/contracts/calculators';
import { useMemo } from 'react';
import { citationText } from '../../citation';
import { inr } from '../../format';
import { alignSteps, type AlignedStep } from './aligned-steps';

/** The step's citation as plain text (a link means nothing on paper), in the year's order. */
function sectionText(
  step: Step | undefined,
  financialYear: string,
  i18n: I18n,
): string | undefined {
  if (!step?.section) return undefined;
  return citationText(step.section, step.section2025, financialYear, i18n);
}

/** What both regimes say once; what only one says, marked with its regime. */
function eitherRegime(
  line: AlignedStep,
  pick: (step: Step | undefined) => string | undefined,
  i18n: I18n,
) {
  const old = pick(line.old);
  const neu = pick(line.new);
  if (old === neu) return old;
  return [old && i18n._(msg`${old} (old)`), neu && i18n._(msg`${neu} (new)`)]
    .filter(Boolean)
    .join('; ');
}

const AMOUNT = 'pl-2 text-right whitespace-nowrap tabular-nums';
const NOT_TAKEN = <span className="text-slate-400">–</span>;

/**
 * The working of both regimes for paper, as one tight table: each step once, its section in
 * small type, the old and new amounts side by side ("–" where a regime has no such step), so a
 * salaried year's working fits on the sheet with its result. On screen the working stays with
 * each part of the result, opened on request; this copy is print-only (display: none on screen,
 * so assistive technology does not read it twice).
 */
export function PrintedWorking({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  const lines = useMemo(
    () => alignSteps(compare.old.steps, compare.new.steps),
    [compare.old.steps, compare.new.steps],
  );
  return (
    <div className="hidden print:mt-1.5 print:block print:break-inside-avoid print:[column-span:all]">
      <table className="w-full" data-printed-working="">
        <caption className="text-left font-semibold text-slate-900">
          <Trans>Working, step by step</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-500">
            <th scope="col" className="pr-2 text-left font-medium">
              <Trans>Step</Trans>
            </th>
            <th scope="col" className="pr-2 text-left font-medium">
              <Trans>Section</Trans>
            </th>
            <th scope="col" className="pl-2 text-right font-medium whitespace-nowrap">
              <Trans>Old regime</Trans>
            </th>
            <th scope="col" className="pl-2 text-right font-medium whitespace-nowrap">
              <Trans>New regime</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const note = eitherRegime(line, (step) => step?.note, i18n);
            return (
              <tr key={index} className="border-b border-slate-100 align-top last:border-b-0">
                <th scope="row" className="pr-2 text-left font-normal text-slate-800">
                  {line.label}
                  {note && <span className="text-slate-500"> · {note}</span>}
                </th>
                <td className="pr-2 whitespace-nowrap text-slate-600">
                  {eitherRegime(
                    line,
                    (step) => sectionText(step, compare.financialYear, i18n),
                    i18n,
                  )}
                </td>
                <td className={AMOUNT}>{line.old ? inr(line.old.amount) : NOT_TAKEN}</td>
                <td className={AMOUNT}>{line.new ? inr(line.new.amount) : NOT_TAKEN}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
