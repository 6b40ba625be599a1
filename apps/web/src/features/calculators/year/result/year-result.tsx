import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CompareResult, IncomeTaxResult, Step } from '@taxguide/contracts/calculators';
import {
  useContext,
  useId,
  useMemo,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { formatLongDate } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';
import { inr } from '../../format';
import { HeadingLevel, ResultActions, Working } from '../../ui';
import { PrintedWorking } from './printed-working';
import { SectionRef } from './section-ref';
import { TableScroll } from './table-scroll';
import { workingPhases, type Phase } from './working-phases';

type Regime = 'old' | 'new';
const REGIMES: readonly Regime[] = ['old', 'new'];
const REGIME_NAME: Record<Regime, MessageDescriptor> = {
  old: msg`Old regime`,
  new: msg`New regime`,
};

const AMOUNT = 'whitespace-nowrap text-right tabular-nums';

/** A heading `depth` levels below the calculator's title (h3/h4 on /calculators). */
function SubHeading({ depth, ...props }: HTMLAttributes<HTMLHeadingElement> & { depth: 1 | 2 }) {
  const level = Math.min(useContext(HeadingLevel) + depth, 6);
  const Tag = `h${level}` as 'h3';
  return <Tag {...props} />;
}

/** The 2025 number of each section the engine cites in its working, and the year (its order). */
interface Citations {
  readonly financialYear: string;
  readonly numbers: ReadonlyMap<string, string | undefined>;
}

function citationsOf(compare: CompareResult): Citations {
  const cited = new Map<string, string | undefined>();
  for (const step of [...compare.steps, ...compare.old.steps, ...compare.new.steps]) {
    if (step.section && !cited.get(step.section)) cited.set(step.section, step.section2025);
  }
  return { financialYear: compare.financialYear, numbers: cited };
}

function Cited({ section, citations }: { section: string; citations: Citations }) {
  return (
    <SectionRef
      section={section}
      section2025={citations.numbers.get(section)}
      financialYear={citations.financialYear}
    />
  );
}

/** "₹30,350 refund" for a negative balance, "₹1,20,000 payable" otherwise; the word below. */
export function balanceText(balance: number): ReactNode {
  if (balance === 0) return inr(0);
  return (
    <>
      <span className="block">{inr(Math.abs(balance))}</span>{' '}
      <span className="block text-xs font-normal text-slate-600">
        {balance < 0 ? <Trans>refund</Trans> : <Trans>payable</Trans>}
      </span>
    </>
  );
}

const oldUnavailable = (compare: CompareResult) => !compare.old.regimeAvailable;

function regimeHeader(compare: CompareResult, regime: Regime, i18n: I18n): string {
  return regime === 'old' && oldUnavailable(compare)
    ? i18n._(msg`Old regime (not available)`)
    : i18n._(REGIME_NAME[regime]);
}

// ------------------------------------------------------------------------------------------------
// Verdict and chart

function Verdict({ compare }: { compare: CompareResult }) {
  const { winner, saving, breakEvenDeductions, currentOldRegimeDeductions } = compare;
  const loser: Regime = winner === 'old' ? 'new' : 'old';
  const newTax = inr(compare.new.totalTax);
  const saved = inr(saving);
  const winnerTax = inr(compare[winner].totalTax);
  const loserTax = inr(compare[loser].totalTax);
  let headline: ReactNode;
  if (oldUnavailable(compare)) {
    headline = (
      <Trans>
        <strong>The new regime applies: your tax is {newTax}.</strong> The return is filed after the
        due date, so the old regime cannot be chosen (s.115BAC(6); ITA 2025 s.202(6)); its figures
        below are for information only.
      </Trans>
    );
  } else if (saving === 0) {
    headline = (
      <Trans>
        <strong>Both regimes give the same tax ({newTax}).</strong> A tie goes to the new regime: it
        is the default and needs no deductions to be proved.
      </Trans>
    );
  } else if (winner === 'old') {
    headline = (
      <Trans>
        <strong>The old regime saves you {saved}.</strong> Its total tax is {winnerTax} against{' '}
        {loserTax} in the new regime.
      </Trans>
    );
  } else {
    headline = (
      <Trans>
        <strong>The new regime saves you {saved}.</strong> Its total tax is {winnerTax} against{' '}
        {loserTax} in the old regime.
      </Trans>
    );
  }
  let breakEven: ReactNode = null;
  if (!oldUnavailable(compare)) {
    const threshold = breakEvenDeductions === null ? '' : inr(breakEvenDeductions);
    const claimed = inr(currentOldRegimeDeductions);
    breakEven =
      breakEvenDeductions === null ? (
        <Trans>No amount of old-regime deductions makes the old regime cheaper here.</Trans>
      ) : (
        <Trans>
          The old regime costs less once its deductions total{' '}
          <span className="whitespace-nowrap">{threshold}</span> or more; you claim{' '}
          <span className="whitespace-nowrap">{claimed}</span>.
        </Trans>
      );
  }
  return (
    <div
      className="rounded-lg bg-emerald-50 p-4 text-emerald-950 print:mb-1 print:[column-span:all] print:p-1"
      data-testid="verdict"
    >
      <p>{headline}</p>
      {breakEven && (
        <p className="mt-2 text-sm print:mt-0.5" data-testid="break-even">
          {breakEven}
        </p>
      )}
    </div>
  );
}

/** Old versus new as two bars of total tax (CSS only), each with its figure as text. */
function RegimeChart({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  const max = Math.max(compare.old.totalTax, compare.new.totalTax, 1);
  const oldTax = inr(compare.old.totalTax);
  const newTax = inr(compare.new.totalTax);
  const described = oldUnavailable(compare)
    ? i18n._(msg`Total tax: old regime (not available) ${oldTax}, new regime ${newTax}`)
    : i18n._(msg`Total tax: old regime ${oldTax}, new regime ${newTax}`);
  return (
    <figure className="print:hidden">
      <figcaption className="text-sm font-semibold text-slate-800">
        <Trans>Total tax by regime</Trans>
      </figcaption>
      <div role="img" aria-label={described} className="mt-2 space-y-2">
        {REGIMES.map((regime) => {
          const tax = compare[regime].totalTax;
          return (
            <div
              key={regime}
              aria-hidden="true"
              className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-center gap-2 text-sm"
            >
              <span className="text-slate-700">{i18n._(REGIME_NAME[regime])}</span>
              <div className="h-5 rounded bg-slate-100">
                <div
                  data-regime-bar={regime}
                  className={cn(
                    'h-5 rounded',
                    regime === compare.winner ? 'bg-emerald-600' : 'bg-slate-400',
                    regime === 'old' && oldUnavailable(compare) && 'bg-slate-300',
                  )}
                  style={{ width: `${Math.max((tax / max) * 100, tax > 0 ? 1 : 0)}%` }}
                />
              </div>
              <span className={cn('font-medium', AMOUNT)}>{inr(tax)}</span>
            </div>
          );
        })}
      </div>
    </figure>
  );
}

// ------------------------------------------------------------------------------------------------
// Tables

interface Line {
  label: ReactNode;
  old: ReactNode;
  new: ReactNode;
  strong?: boolean;
  /** A part of the line above it (indented). */
  part?: boolean;
}

/** A figure for each regime, label first: the regimes side by side. */
function CompareTable({
  caption,
  compare,
  lines,
}: {
  caption: string;
  compare: CompareResult;
  lines: readonly Line[];
}) {
  const { i18n } = useLingui();
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              <Trans>Item</Trans>
            </th>
            {REGIMES.map((regime) => (
              <th key={regime} scope="col" className="py-1.5 pl-2 text-right font-medium">
                {regimeHeader(compare, regime, i18n)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr
              key={index}
              className={cn(
                'border-b border-slate-100 align-top last:border-b-0',
                line.strong && 'font-semibold text-slate-900',
              )}
            >
              <th
                scope="row"
                className={cn(
                  'py-1.5 pr-2 text-left text-slate-800',
                  line.strong ? 'font-semibold' : 'font-normal',
                  line.part && 'pl-4 text-xs text-slate-600',
                )}
              >
                {line.label}
              </th>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{line.old}</td>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{line.new}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const both = (compare: CompareResult, pick: (r: IncomeTaxResult) => number) => ({
  old: inr(pick(compare.old)),
  new: inr(pick(compare.new)),
});

/** Lines with a figure in either regime (a nil line in both says nothing). */
const present = (compare: CompareResult, pick: (r: IncomeTaxResult) => number) =>
  pick(compare.old) !== 0 || pick(compare.new) !== 0;

function Block({
  title,
  children,
  className,
  breakable = false,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** On paper, may continue in the next column (its tables still keep whole). */
  breakable?: boolean;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 print:mt-1.5', !breakable && 'print:break-inside-avoid', className)}
      data-block={title}
    >
      <SubHeading
        depth={2}
        id={id}
        className="mb-2 font-semibold text-slate-900 print:mb-0.5 print:break-after-avoid"
      >
        {title}
      </SubHeading>
      {children}
    </section>
  );
}

/** The working of one part of the result, old and new side by side (on paper: PrintedWorking). */
/** "Working: income by head, old regime": the name of a part's working in one regime. */
function workingName(phase: Phase, regime: Regime, i18n: I18n): string {
  return regime === 'old'
    ? i18n._(
        msg`${select(phase, {
          income: 'Working: income by head, old regime',
          deductions: 'Working: deductions, old regime',
          tax: 'Working: tax, old regime',
          other: 'Working: taxes paid and balance, old regime',
        })}`,
      )
    : i18n._(
        msg`${select(phase, {
          income: 'Working: income by head, new regime',
          deductions: 'Working: deductions, new regime',
          tax: 'Working: tax, new regime',
          other: 'Working: taxes paid and balance, new regime',
        })}`,
      );
}

function PhaseWorking({ compare, phase }: { compare: CompareResult; phase: Phase }) {
  const { i18n } = useLingui();
  const phases = useMemo(
    () => ({ old: workingPhases(compare.old.steps), new: workingPhases(compare.new.steps) }),
    [compare],
  );
  return (
    <div className="grid gap-x-4 sm:grid-cols-2 print:hidden">
      {REGIMES.map((regime) => {
        const steps: Step[] = phases[regime][phase];
        if (steps.length === 0) return null;
        const name = workingName(phase, regime, i18n);
        return (
          <div key={regime} role="group" aria-label={name} className="min-w-0">
            <TableScroll label={name}>
              <p className="mt-3 -mb-3 text-xs font-semibold text-slate-600">
                {i18n._(REGIME_NAME[regime])}
              </p>
              <Working
                title={name}
                steps={steps}
                notes={[]}
                financialYear={compare.financialYear}
              />
            </TableScroll>
          </div>
        );
      })}
    </div>
  );
}

// ------------------------------------------------------------------------------------------------
// The parts of the result

function Summary({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  const lines: Line[] = [
    { label: i18n._(msg`Total income`), ...both(compare, (r) => r.taxableIncome) },
    { label: i18n._(msg`Total tax`), ...both(compare, (r) => r.totalTax), strong: true },
    {
      label: i18n._(msg`Effective rate`),
      old: `${compare.old.effectiveRate}%`,
      new: `${compare.new.effectiveRate}%`,
    },
    {
      label: i18n._(msg`Balance payable or refund`),
      old: balanceText(compare.old.balancePayable),
      new: balanceText(compare.new.balancePayable),
      strong: true,
    },
  ];
  return <CompareTable caption={i18n._(msg`At a glance`)} compare={compare} lines={lines} />;
}

/** A line of gains taxed at a special rate: what they are, the rate, and the section cited. */
function gainLabel(
  line: IncomeTaxResult['capitalGainsByRate'][number],
  cited: ReactNode,
): ReactNode {
  const rate = line.ratePercent;
  if (line.section === '111A') {
    return line.before23July2024 ? (
      <Trans>
        Short-term gains at {rate}% (sold before 23 July 2024), {cited}
      </Trans>
    ) : (
      <Trans>
        Short-term gains at {rate}%, {cited}
      </Trans>
    );
  }
  if (line.section === '112A') {
    return line.before23July2024 ? (
      <Trans>
        Long-term equity gains at {rate}% (sold before 23 July 2024), {cited}
      </Trans>
    ) : (
      <Trans>
        Long-term equity gains at {rate}%, {cited}
      </Trans>
    );
  }
  return line.before23July2024 ? (
    <Trans>
      Long-term gains at {rate}% (sold before 23 July 2024), {cited}
    </Trans>
  ) : (
    <Trans>
      Long-term gains at {rate}%, {cited}
    </Trans>
  );
}

function gainKey(line: IncomeTaxResult['capitalGainsByRate'][number]): string {
  return `${line.section}|${line.before23July2024}|${line.ratePercent ?? 'slab'}`;
}

function IncomeByHead({ compare, citations }: { compare: CompareResult; citations: Citations }) {
  const { i18n } = useLingui();
  // The gains by section and rate, matched across the regimes (either may lack a line).
  const gains = new Map<
    string,
    { line: IncomeTaxResult['capitalGainsByRate'][number] } & Record<Regime, number>
  >();
  for (const regime of REGIMES) {
    for (const line of compare[regime].capitalGainsByRate) {
      const entry = gains.get(gainKey(line)) ?? { line, old: 0, new: 0 };
      entry[regime] += line.income;
      gains.set(gainKey(line), entry);
    }
  }
  const gainLines: Line[] = [...gains.values()].map(({ line, old, new: newAmount }) => ({
    part: true,
    label:
      line.section === 'slab' ? (
        <Trans>Short-term gains at slab rates</Trans>
      ) : (
        gainLabel(line, <Cited section={line.section} citations={citations} />)
      ),
    old: inr(old),
    new: inr(newAmount),
  }));
  const head = (label: string, pick: (r: IncomeTaxResult) => number): Line[] =>
    present(compare, pick) ? [{ label, ...both(compare, pick) }] : [];
  const lines: Line[] = [
    ...head(i18n._(msg`Salary`), (r) => r.heads.salary),
    ...head(i18n._(msg`House property`), (r) => r.heads.houseProperty),
    ...head(i18n._(msg`Business or profession`), (r) => r.heads.businessOrProfession),
    ...head(i18n._(msg`Capital gains`), (r) => r.heads.capitalGains),
    ...gainLines,
    ...head(i18n._(msg`Other sources`), (r) => r.heads.otherSources),
    {
      label: i18n._(msg`Gross total income`),
      ...both(compare, (r) => r.grossTotalIncome),
      strong: true,
    },
  ];
  return (
    <Block title={i18n._(msg`Income by head`)}>
      <CompareTable caption={i18n._(msg`Income by head`)} compare={compare} lines={lines} />
      <PhaseWorking compare={compare} phase="income" />
    </Block>
  );
}

const LOSS_CARRIED = {
  shortTermCapitalLoss: msg`Short-term capital loss carried forward`,
  longTermCapitalLoss: msg`Long-term capital loss carried forward`,
  houseProperty: msg`House-property loss carried forward`,
} as const;

function hasLosses(r: IncomeTaxResult): boolean {
  return (
    r.setOff.lines.length > 0 ||
    r.housePropertyLossNotSetOff > 0 ||
    Object.values(r.setOff.carriedForward).some((amount) => amount > 0)
  );
}

function Losses({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  if (!REGIMES.some((regime) => hasLosses(compare[regime]))) return null;
  const carried = (Object.keys(LOSS_CARRIED) as (keyof typeof LOSS_CARRIED)[])
    .filter((kind) => present(compare, (r) => r.setOff.carriedForward[kind]))
    .map<Line>((kind) => ({
      label: i18n._(LOSS_CARRIED[kind]),
      ...both(compare, (r) => r.setOff.carriedForward[kind]),
    }));
  const notSetOff: Line[] = present(compare, (r) => r.housePropertyLossNotSetOff)
    ? [
        {
          label: i18n._(msg`House-property loss of the year not set off`),
          ...both(compare, (r) => r.housePropertyLossNotSetOff),
        },
      ]
    : [];
  return (
    <Block title={i18n._(msg`Losses set off and carried forward`)}>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {REGIMES.map((regime) => {
          const lines = compare[regime].setOff.lines;
          const caption =
            regime === 'old'
              ? i18n._(msg`Losses set off, old regime`)
              : i18n._(msg`Losses set off, new regime`);
          return (
            <TableScroll key={regime} label={caption}>
              <table className="w-full text-sm">
                <caption className="text-left text-xs font-semibold text-slate-600">
                  {caption}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-500">
                    <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                      <Trans>Loss set off</Trans>
                    </th>
                    <th scope="col" className="py-1.5 pl-2 text-right font-medium">
                      <Trans>Amount</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.length === 0 && (
                    <tr>
                      <td colSpan={2} className="py-1.5 text-slate-600">
                        <Trans>Nothing set off.</Trans>
                      </td>
                    </tr>
                  )}
                  {lines.map((line, index) => {
                    const loss = line.loss;
                    const against = line.against.charAt(0).toLowerCase() + line.against.slice(1);
                    return (
                      <tr
                        key={index}
                        className="border-b border-slate-100 align-top last:border-b-0"
                      >
                        <th
                          scope="row"
                          className="py-1.5 pr-2 text-left font-normal text-slate-800"
                        >
                          <Trans>
                            {loss} against {against}
                          </Trans>
                          <span className="block text-xs text-slate-500">
                            <SectionRef
                              section={line.section}
                              section2025={line.section2025}
                              financialYear={compare.financialYear}
                            />
                          </span>
                        </th>
                        <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(line.amount)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </TableScroll>
          );
        })}
      </div>
      {carried.length + notSetOff.length > 0 && (
        <div className="mt-3">
          <CompareTable
            caption={i18n._(msg`Losses carried forward`)}
            compare={compare}
            lines={[...notSetOff, ...carried]}
          />
        </div>
      )}
    </Block>
  );
}

const DEDUCTION_NAME: Record<keyof IncomeTaxResult['deductionsAllowed'], MessageDescriptor> = {
  standardDeduction: msg`Standard deduction`,
  hraExemption: msg`Exempt HRA`,
  professionalTax: msg`Professional tax`,
  selfOccupiedInterest: msg`Home-loan interest (self-occupied)`,
  familyPension: msg`Family pension deduction`,
  section80C: msg`80C`,
  section80CCC: msg`80CCC: pension fund`,
  section80CCD1: msg`80CCD(1): your NPS`,
  section80CCD1B: msg`80CCD(1B): your NPS`,
  section80CCD2: msg`80CCD(2): employer's NPS`,
  section80D: msg`80D: health insurance`,
  section80DParents: msg`80D: parents' health insurance`,
  section80DD: msg`80DD: dependant with a disability`,
  section80DDB: msg`80DDB: medical treatment`,
  section80E: msg`80E: education-loan interest`,
  section80EE: msg`80EE: home-loan interest`,
  section80EEA: msg`80EEA: home-loan interest`,
  section80G: msg`80G: donations`,
  section80GG: msg`80GG: rent paid`,
  section80TTA: msg`80TTA: savings interest`,
  section80TTB: msg`80TTB: deposit interest`,
  section80U: msg`80U: disability`,
  chapterVIA: msg`Chapter VI-A in all`,
};

function Deductions({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  const keys = (Object.keys(DEDUCTION_NAME) as (keyof typeof DEDUCTION_NAME)[]).filter((key) =>
    present(compare, (r) => r.deductionsAllowed[key]),
  );
  const lines: Line[] = [
    ...keys.map<Line>((key) => ({
      label: i18n._(DEDUCTION_NAME[key]),
      part: key !== 'chapterVIA',
      ...both(compare, (r) => r.deductionsAllowed[key]),
    })),
    {
      label: i18n._(msg`Total deductions`),
      ...both(compare, (r) => r.totalDeductions),
      strong: true,
    },
    { label: i18n._(msg`Total income`), ...both(compare, (r) => r.taxableIncome), strong: true },
  ];
  return (
    <Block title={i18n._(msg`Deductions allowed`)}>
      <CompareTable caption={i18n._(msg`Deductions allowed`)} compare={compare} lines={lines} />
      <PhaseWorking compare={compare} phase="deductions" />
    </Block>
  );
}

function slabName(from: number, to: number | null, i18n: I18n): string {
  const lower = inr(from);
  const upper = to === null ? '' : inr(to);
  if (from === 0 && to !== null) return i18n._(msg`Up to ${upper}`);
  return to === null ? i18n._(msg`Above ${lower}`) : i18n._(msg`${lower} to ${upper}`);
}

function SlabTable({ compare, regime }: { compare: CompareResult; regime: Regime }) {
  const { i18n } = useLingui();
  const result = compare[regime];
  const bands = result.slabBreakdown.filter((band) => band.income > 0);
  const caption =
    regime === 'old'
      ? i18n._(msg`Slab by slab, old regime`)
      : i18n._(msg`Slab by slab, new regime`);
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="text-left text-xs font-semibold text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              <Trans>Slab</Trans>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              <Trans>Rate</Trans>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              <Trans>Income</Trans>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              <Trans>Tax</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.length === 0 && (
            <tr>
              <td colSpan={4} className="py-1.5 text-slate-600">
                <Trans>No income at slab rates.</Trans>
              </td>
            </tr>
          )}
          {bands.map((band) => {
            const lower = inr(band.from);
            const upper = band.to === null ? '' : inr(band.to);
            return (
              <tr key={band.from} className="border-b border-slate-100 align-top">
                <th
                  scope="row"
                  className="py-1.5 pr-2 text-left text-xs font-normal text-slate-800"
                >
                  {band.to === null || band.from === 0 ? (
                    <span className="whitespace-nowrap">{slabName(band.from, band.to, i18n)}</span>
                  ) : (
                    <Trans>
                      <span className="whitespace-nowrap">{lower} to</span>{' '}
                      <span className="whitespace-nowrap">{upper}</span>
                    </Trans>
                  )}
                </th>
                <td className={cn('py-1.5 pl-2', AMOUNT)}>{band.ratePercent}%</td>
                <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(band.income)}</td>
                <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(band.tax)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" colSpan={3} className="py-1.5 pr-2 text-left">
              <Trans>Tax at slab rates</Trans>
            </th>
            <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(result.slabTax)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

const SPECIAL_NAME: Record<
  IncomeTaxResult['specialRateIncome'][number]['section'],
  MessageDescriptor
> = {
  '111A': msg`Short-term equity gains`,
  '112A': msg`Long-term equity gains`,
  '112': msg`Long-term gains`,
  '115A': msg`Dividends (non-resident)`,
  '115BB': msg`Lottery and similar winnings`,
  '115BBJ': msg`Online games`,
  '115BBH': msg`Virtual digital assets`,
};

/** The gains whose rate changed on 23 July 2024, named as sold before that day. */
const SPECIAL_BEFORE: Partial<Record<keyof typeof SPECIAL_NAME, MessageDescriptor>> = {
  '111A': msg`Short-term equity gains (before 23 July 2024)`,
  '112A': msg`Long-term equity gains (before 23 July 2024)`,
  '112': msg`Long-term gains (before 23 July 2024)`,
};

function SpecialRateTable({
  compare,
  regime,
  citations,
}: {
  compare: CompareResult;
  regime: Regime;
  citations: Citations;
}) {
  const { i18n } = useLingui();
  const lines = compare[regime].specialRateIncome.filter((l) => l.income > 0 || l.tax > 0);
  if (lines.length === 0) return null;
  const caption =
    regime === 'old'
      ? i18n._(msg`Income at special rates, old regime`)
      : i18n._(msg`Income at special rates, new regime`);
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="text-left text-xs font-semibold text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              <Trans>Income</Trans>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              <Trans>Taxable</Trans>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              <Trans>Rate</Trans>
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              <Trans>Tax</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const exemption = inr(line.exemption);
            const unused = inr(line.basicExemptionAdjustment);
            return (
              <tr
                key={`${line.section}-${line.before23July2024}`}
                className="border-b border-slate-100 align-top last:border-b-0"
              >
                <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-800">
                  {line.before23July2024
                    ? i18n._(SPECIAL_BEFORE[line.section] ?? SPECIAL_NAME[line.section])
                    : i18n._(SPECIAL_NAME[line.section])}
                  <span className="block text-xs text-slate-500">
                    <Cited section={line.section} citations={citations} />
                  </span>
                  <span className="block text-xs text-slate-500">
                    <span className="whitespace-nowrap">{inr(line.income)}</span>
                    {line.exemption > 0 && (
                      <>
                        {' '}
                        <Trans>
                          less exemption <span className="whitespace-nowrap">{exemption}</span>
                        </Trans>
                      </>
                    )}
                    {line.basicExemptionAdjustment > 0 && (
                      <>
                        {' '}
                        <Trans>
                          less unused basic exemption{' '}
                          <span className="whitespace-nowrap">{unused}</span>
                        </Trans>
                      </>
                    )}
                  </span>
                </th>
                <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(line.taxable)}</td>
                <td className={cn('py-1.5 pl-2', AMOUNT)}>{line.ratePercent}%</td>
                <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(line.tax)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

function TaxComputation({ compare, citations }: { compare: CompareResult; citations: Citations }) {
  const { i18n } = useLingui();
  const optional = (label: string, pick: (r: IncomeTaxResult) => number): Line[] =>
    present(compare, pick) ? [{ label, ...both(compare, pick) }] : [];
  const lines: Line[] = [
    { label: i18n._(msg`Tax at slab rates`), ...both(compare, (r) => r.slabTax) },
    ...optional(i18n._(msg`Tax at special rates`), (r) => r.specialRateTax),
    { label: i18n._(msg`Tax before rebate`), ...both(compare, (r) => r.taxBeforeRebate) },
    ...optional(i18n._(msg`Less: rebate u/s 87A`), (r) => r.rebate87A),
    ...optional(i18n._(msg`Surcharge`), (r) => r.surcharge),
    ...optional(
      i18n._(msg`Marginal relief on surcharge (allowed)`),
      (r) => r.surchargeMarginalRelief,
    ),
    { label: i18n._(msg`Health and education cess (4%)`), ...both(compare, (r) => r.cess) },
    { label: i18n._(msg`Total tax`), ...both(compare, (r) => r.totalTax), strong: true },
  ];
  return (
    // The largest part: split between the printed columns so they come out even.
    <Block title={i18n._(msg`Tax`)} breakable>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-1 print:gap-1">
        {REGIMES.map((regime) => (
          <SlabTable key={regime} compare={compare} regime={regime} />
        ))}
        {REGIMES.map((regime) => (
          <SpecialRateTable key={regime} compare={compare} regime={regime} citations={citations} />
        ))}
      </div>
      <div className="mt-3">
        <CompareTable
          caption={i18n._(msg`Tax, rebate, surcharge and cess`)}
          compare={compare}
          lines={lines}
        />
      </div>
      <PhaseWorking compare={compare} phase="tax" />
    </Block>
  );
}

function Balance({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  const optional = (label: string, pick: (r: IncomeTaxResult) => number): Line[] =>
    present(compare, pick) ? [{ label, ...both(compare, pick) }] : [];
  const lines: Line[] = [
    { label: i18n._(msg`Total tax`), ...both(compare, (r) => r.totalTax) },
    ...optional(i18n._(msg`Interest u/s 234A (late return)`), (r) => r.interest.s234A),
    ...optional(i18n._(msg`Interest u/s 234B (advance tax short)`), (r) => r.interest.s234B),
    ...optional(i18n._(msg`Interest u/s 234C (instalments deferred)`), (r) => r.interest.s234C),
    ...optional(i18n._(msg`Fee u/s 234F (late filing)`), (r) => r.interest.s234F),
    ...optional(i18n._(msg`Less: TDS`), (r) => r.taxesPaid.tds),
    ...optional(i18n._(msg`Less: TCS`), (r) => r.taxesPaid.tcs),
    ...optional(i18n._(msg`Less: advance tax`), (r) => r.taxesPaid.advanceTax),
    ...optional(i18n._(msg`Less: self-assessment tax`), (r) => r.taxesPaid.selfAssessmentTax),
    ...optional(i18n._(msg`Taxes paid in all`), (r) => r.taxesPaid.total),
    {
      label: i18n._(msg`Balance payable or refund`),
      old: balanceText(compare.old.balancePayable),
      new: balanceText(compare.new.balancePayable),
      strong: true,
    },
  ];
  return (
    <Block title={i18n._(msg`Taxes paid, interest and balance`)}>
      <CompareTable
        caption={i18n._(msg`Taxes paid, interest and balance`)}
        compare={compare}
        lines={lines}
      />
      <PhaseWorking compare={compare} phase="balance" />
    </Block>
  );
}

interface NoteGroup {
  name: string;
  notes: string[];
  /** Printed too: the comparison's notes restate the break-even the printed verdict gives. */
  onPaper: boolean;
}

/** The notes by where they apply; a note both regimes carry is written once. */
function noteGroups(compare: CompareResult, i18n: I18n): NoteGroup[] {
  const inBoth = compare.old.notes.filter((note) => compare.new.notes.includes(note));
  const only = (regime: Regime) => compare[regime].notes.filter((note) => !inBoth.includes(note));
  return [
    { name: i18n._(msg`Comparing the regimes`), notes: compare.notes, onPaper: false },
    { name: i18n._(msg`Both regimes`), notes: inBoth, onPaper: true },
    { name: i18n._(REGIME_NAME.old), notes: only('old'), onPaper: true },
    { name: i18n._(REGIME_NAME.new), notes: only('new'), onPaper: true },
  ].filter((group) => group.notes.length > 0);
}

function Notes({ compare }: { compare: CompareResult }) {
  const { i18n } = useLingui();
  const groups = noteGroups(compare, i18n);
  if (groups.length === 0) return null;
  return (
    // On paper: small type across the sheet, after the working they qualify.
    <Block
      title={i18n._(msg`Notes`)}
      className={cn(
        'rounded-md bg-amber-50 p-3 text-sm text-amber-950 print:bg-transparent print:p-0 print:[column-span:all] print:**:text-[8px]!',
        !groups.some((group) => group.onPaper) && 'print:hidden',
      )}
    >
      {groups.map((group) => (
        <div
          key={group.name}
          className={cn('mt-2 first:mt-0 print:mt-0.5', !group.onPaper && 'print:hidden')}
        >
          <p className="font-semibold">{group.name}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 print:mt-0 print:space-y-0">
            {group.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ))}
    </Block>
  );
}

const noUpdates = () => () => {};

/**
 * The whole year's result: the verdict, the two regimes side by side, each part of the
 * computation with its working, and the notes. On paper, with the title, the inputs and the
 * date: a salaried year fits one A4 sheet (the parts in two columns, the working of both regimes
 * in one compact table, the notes in small type).
 */
export function YearResult({ compare, inputs }: { compare: CompareResult; inputs?: ReactNode }) {
  const titleId = useId();
  const { i18n } = useLingui();
  const financialYear = compare.financialYear;
  const citations = useMemo(() => citationsOf(compare), [compare]);
  // The reader's date, so only in the browser (a server-rendered date would not hydrate).
  const date = useSyncExternalStore(
    noUpdates,
    () => formatLongDate(new Date().toISOString(), i18n.locale),
    () => undefined,
  );
  return (
    <article
      aria-labelledby={titleId}
      className="year-result flex min-w-0 flex-col gap-5 print:block print:columns-2 print:gap-6 print:**:text-[8.5px] print:**:leading-tight print:[&_td]:py-0 print:[&_th]:py-0"
    >
      {/* On paper the date sits on the title's line. */}
      <header className="print:flex print:items-baseline print:justify-between print:gap-4 print:[column-span:all]">
        <SubHeading
          depth={1}
          id={titleId}
          className="text-lg font-bold text-slate-900 print:text-[12px]!"
        >
          <Trans>Your tax for FY {financialYear}</Trans>
        </SubHeading>
        {date && (
          <p className="text-xs text-slate-600" data-testid="result-date">
            <Trans>Worked out on {date} with TaxGuide India. For guidance only.</Trans>
          </p>
        )}
        <ResultActions />
      </header>
      {inputs && (
        <Block
          title={i18n._(msg`Your inputs`)}
          className="text-sm print:[column-span:all] print:[&_ul]:block print:[&_ul]:columns-2"
        >
          {inputs}
        </Block>
      )}
      <Verdict compare={compare} />
      <RegimeChart compare={compare} />
      <Summary compare={compare} />
      {/* The verdict above says what this working shows: left off the one printed sheet. */}
      <div className="print:hidden">
        <Working
          title={i18n._(msg`Working: which regime`)}
          steps={compare.steps}
          notes={[]}
          financialYear={compare.financialYear}
        />
      </div>
      <IncomeByHead compare={compare} citations={citations} />
      <Losses compare={compare} />
      <Deductions compare={compare} />
      <TaxComputation compare={compare} citations={citations} />
      <Balance compare={compare} />
      <PrintedWorking compare={compare} />
      <Notes compare={compare} />
    </article>
  );
}
