import type { CompareResult, IncomeTaxResult, Step } from '@taxguide/contracts/calculators';
import {
  useContext,
  useId,
  useMemo,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cn } from '../../../../lib/cn';
import { inr } from '../../format';
import { HeadingLevel, ResultActions, Working } from '../../ui';
import { PrintedWorking } from './printed-working';
import { SectionRef } from './section-ref';
import { TableScroll } from './table-scroll';
import { workingPhases, type Phase } from './working-phases';

type Regime = 'old' | 'new';
const REGIMES: readonly Regime[] = ['old', 'new'];
const REGIME_NAME = { old: 'Old regime', new: 'New regime' } as const;

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
        {balance < 0 ? 'refund' : 'payable'}
      </span>
    </>
  );
}

const oldUnavailable = (compare: CompareResult) => !compare.old.regimeAvailable;

function regimeHeader(compare: CompareResult, regime: Regime): string {
  return regime === 'old' && oldUnavailable(compare)
    ? 'Old regime (not available)'
    : REGIME_NAME[regime];
}

// ------------------------------------------------------------------------------------------------
// Verdict and chart

function Verdict({ compare }: { compare: CompareResult }) {
  const { winner, saving, breakEvenDeductions, currentOldRegimeDeductions } = compare;
  const loser: Regime = winner === 'old' ? 'new' : 'old';
  let headline: ReactNode;
  if (oldUnavailable(compare)) {
    headline = (
      <>
        <strong>The new regime applies: your tax is {inr(compare.new.totalTax)}.</strong> The return
        is filed after the due date, so the old regime cannot be chosen (s.115BAC(6); ITA 2025
        s.202(6)); its figures below are for information only.
      </>
    );
  } else if (saving === 0) {
    headline = (
      <>
        <strong>Both regimes give the same tax ({inr(compare.new.totalTax)}).</strong> A tie goes to
        the new regime: it is the default and needs no deductions to be proved.
      </>
    );
  } else {
    headline = (
      <>
        <strong>
          The {REGIME_NAME[winner].toLowerCase()} saves you {inr(saving)}.
        </strong>{' '}
        Its total tax is {inr(compare[winner].totalTax)} against {inr(compare[loser].totalTax)} in
        the {loser} regime.
      </>
    );
  }
  let breakEven: ReactNode = null;
  if (!oldUnavailable(compare)) {
    breakEven =
      breakEvenDeductions === null ? (
        <>No amount of old-regime deductions makes the old regime cheaper here.</>
      ) : (
        <>
          The old regime costs less once its deductions total{' '}
          <span className="whitespace-nowrap">{inr(breakEvenDeductions)}</span> or more; you claim{' '}
          <span className="whitespace-nowrap">{inr(currentOldRegimeDeductions)}</span>.
        </>
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
  const max = Math.max(compare.old.totalTax, compare.new.totalTax, 1);
  const describe = (regime: Regime) =>
    `${regimeHeader(compare, regime).toLowerCase()} ${inr(compare[regime].totalTax)}`;
  return (
    <figure className="print:hidden">
      <figcaption className="text-sm font-semibold text-slate-800">Total tax by regime</figcaption>
      <div
        role="img"
        aria-label={`Total tax: ${describe('old')}, ${describe('new')}`}
        className="mt-2 space-y-2"
      >
        {REGIMES.map((regime) => {
          const tax = compare[regime].totalTax;
          return (
            <div
              key={regime}
              aria-hidden="true"
              className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-center gap-2 text-sm"
            >
              <span className="text-slate-700">{REGIME_NAME[regime]}</span>
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
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              Item
            </th>
            {REGIMES.map((regime) => (
              <th key={regime} scope="col" className="py-1.5 pl-2 text-right font-medium">
                {regimeHeader(compare, regime)}
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
function PhaseWorking({
  compare,
  phase,
  title,
}: {
  compare: CompareResult;
  phase: Phase;
  title: string;
}) {
  const phases = useMemo(
    () => ({ old: workingPhases(compare.old.steps), new: workingPhases(compare.new.steps) }),
    [compare],
  );
  return (
    <div className="grid gap-x-4 sm:grid-cols-2 print:hidden">
      {REGIMES.map((regime) => {
        const steps: Step[] = phases[regime][phase];
        if (steps.length === 0) return null;
        const name = `${title}, ${REGIME_NAME[regime].toLowerCase()}`;
        return (
          <div key={regime} role="group" aria-label={`Working: ${name}`} className="min-w-0">
            <TableScroll label={`Working: ${name}`}>
              <p className="mt-3 -mb-3 text-xs font-semibold text-slate-600">
                {REGIME_NAME[regime]}
              </p>
              <Working
                title={`Working: ${name}`}
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
  const lines: Line[] = [
    { label: 'Total income', ...both(compare, (r) => r.taxableIncome) },
    { label: 'Total tax', ...both(compare, (r) => r.totalTax), strong: true },
    {
      label: 'Effective rate',
      old: `${compare.old.effectiveRate}%`,
      new: `${compare.new.effectiveRate}%`,
    },
    {
      label: 'Balance payable or refund',
      old: balanceText(compare.old.balancePayable),
      new: balanceText(compare.new.balancePayable),
      strong: true,
    },
  ];
  return <CompareTable caption="At a glance" compare={compare} lines={lines} />;
}

const GAIN_NAME: Record<string, string> = {
  '111A': 'Short-term gains',
  '112A': 'Long-term equity gains',
  '112': 'Long-term gains',
};

function gainKey(line: IncomeTaxResult['capitalGainsByRate'][number]): string {
  return `${line.section}|${line.before23July2024}|${line.ratePercent ?? 'slab'}`;
}

function IncomeByHead({ compare, citations }: { compare: CompareResult; citations: Citations }) {
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
        <>Short-term gains at slab rates</>
      ) : (
        <>
          {GAIN_NAME[line.section]} at {line.ratePercent}%
          {line.before23July2024 && ' (sold before 23 July 2024)'},{' '}
          <Cited section={line.section} citations={citations} />
        </>
      ),
    old: inr(old),
    new: inr(newAmount),
  }));
  const head = (label: string, pick: (r: IncomeTaxResult) => number): Line[] =>
    present(compare, pick) ? [{ label, ...both(compare, pick) }] : [];
  const lines: Line[] = [
    ...head('Salary', (r) => r.heads.salary),
    ...head('House property', (r) => r.heads.houseProperty),
    ...head('Business or profession', (r) => r.heads.businessOrProfession),
    ...head('Capital gains', (r) => r.heads.capitalGains),
    ...gainLines,
    ...head('Other sources', (r) => r.heads.otherSources),
    { label: 'Gross total income', ...both(compare, (r) => r.grossTotalIncome), strong: true },
  ];
  return (
    <Block title="Income by head">
      <CompareTable caption="Income by head" compare={compare} lines={lines} />
      <PhaseWorking compare={compare} phase="income" title="income by head" />
    </Block>
  );
}

const LOSS_NAME = {
  shortTermCapitalLoss: 'Short-term capital loss',
  longTermCapitalLoss: 'Long-term capital loss',
  houseProperty: 'House-property loss',
} as const;

function hasLosses(r: IncomeTaxResult): boolean {
  return (
    r.setOff.lines.length > 0 ||
    r.housePropertyLossNotSetOff > 0 ||
    Object.values(r.setOff.carriedForward).some((amount) => amount > 0)
  );
}

function Losses({ compare }: { compare: CompareResult }) {
  if (!REGIMES.some((regime) => hasLosses(compare[regime]))) return null;
  const carried = (Object.keys(LOSS_NAME) as (keyof typeof LOSS_NAME)[])
    .filter((kind) => present(compare, (r) => r.setOff.carriedForward[kind]))
    .map<Line>((kind) => ({
      label: `${LOSS_NAME[kind]} carried forward`,
      ...both(compare, (r) => r.setOff.carriedForward[kind]),
    }));
  const notSetOff: Line[] = present(compare, (r) => r.housePropertyLossNotSetOff)
    ? [
        {
          label: 'House-property loss of the year not set off',
          ...both(compare, (r) => r.housePropertyLossNotSetOff),
        },
      ]
    : [];
  return (
    <Block title="Losses set off and carried forward">
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        {REGIMES.map((regime) => {
          const lines = compare[regime].setOff.lines;
          const caption = `Losses set off, ${REGIME_NAME[regime].toLowerCase()}`;
          return (
            <TableScroll key={regime} label={caption}>
              <table className="w-full text-sm">
                <caption className="text-left text-xs font-semibold text-slate-600">
                  {caption}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-xs text-slate-500">
                    <th scope="col" className="py-1.5 pr-2 text-left font-medium">
                      Loss set off
                    </th>
                    <th scope="col" className="py-1.5 pl-2 text-right font-medium">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lines.length === 0 && (
                    <tr>
                      <td colSpan={2} className="py-1.5 text-slate-600">
                        Nothing set off.
                      </td>
                    </tr>
                  )}
                  {lines.map((line, index) => (
                    <tr key={index} className="border-b border-slate-100 align-top last:border-b-0">
                      <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-800">
                        {line.loss} against {line.against.charAt(0).toLowerCase()}
                        {line.against.slice(1)}
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
                  ))}
                </tbody>
              </table>
            </TableScroll>
          );
        })}
      </div>
      {carried.length + notSetOff.length > 0 && (
        <div className="mt-3">
          <CompareTable
            caption="Losses carried forward"
            compare={compare}
            lines={[...notSetOff, ...carried]}
          />
        </div>
      )}
    </Block>
  );
}

const DEDUCTION_NAME: Record<keyof IncomeTaxResult['deductionsAllowed'], string> = {
  standardDeduction: 'Standard deduction',
  hraExemption: 'Exempt HRA',
  professionalTax: 'Professional tax',
  selfOccupiedInterest: 'Home-loan interest (self-occupied)',
  familyPension: 'Family pension deduction',
  section80C: '80C',
  section80CCC: '80CCC: pension fund',
  section80CCD1: '80CCD(1): your NPS',
  section80CCD1B: '80CCD(1B): your NPS',
  section80CCD2: "80CCD(2): employer's NPS",
  section80D: '80D: health insurance',
  section80DParents: "80D: parents' health insurance",
  section80DD: '80DD: dependant with a disability',
  section80DDB: '80DDB: medical treatment',
  section80E: '80E: education-loan interest',
  section80EE: '80EE: home-loan interest',
  section80EEA: '80EEA: home-loan interest',
  section80G: '80G: donations',
  section80GG: '80GG: rent paid',
  section80TTA: '80TTA: savings interest',
  section80TTB: '80TTB: deposit interest',
  section80U: '80U: disability',
  chapterVIA: 'Chapter VI-A in all',
};

function Deductions({ compare }: { compare: CompareResult }) {
  const keys = (Object.keys(DEDUCTION_NAME) as (keyof typeof DEDUCTION_NAME)[]).filter((key) =>
    present(compare, (r) => r.deductionsAllowed[key]),
  );
  const lines: Line[] = [
    ...keys.map<Line>((key) => ({
      label: DEDUCTION_NAME[key],
      part: key !== 'chapterVIA',
      ...both(compare, (r) => r.deductionsAllowed[key]),
    })),
    { label: 'Total deductions', ...both(compare, (r) => r.totalDeductions), strong: true },
    { label: 'Total income', ...both(compare, (r) => r.taxableIncome), strong: true },
  ];
  return (
    <Block title="Deductions allowed">
      <CompareTable caption="Deductions allowed" compare={compare} lines={lines} />
      <PhaseWorking compare={compare} phase="deductions" title="deductions" />
    </Block>
  );
}

function slabName(from: number, to: number | null): string {
  if (from === 0 && to !== null) return `Up to ${inr(to)}`;
  return to === null ? `Above ${inr(from)}` : `${inr(from)} to ${inr(to)}`;
}

function SlabTable({ compare, regime }: { compare: CompareResult; regime: Regime }) {
  const result = compare[regime];
  const bands = result.slabBreakdown.filter((band) => band.income > 0);
  const caption = `Slab by slab, ${REGIME_NAME[regime].toLowerCase()}`;
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="text-left text-xs font-semibold text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              Slab
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Income
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.length === 0 && (
            <tr>
              <td colSpan={4} className="py-1.5 text-slate-600">
                No income at slab rates.
              </td>
            </tr>
          )}
          {bands.map((band) => (
            <tr key={band.from} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-1.5 pr-2 text-left text-xs font-normal text-slate-800">
                {band.to === null || band.from === 0 ? (
                  <span className="whitespace-nowrap">{slabName(band.from, band.to)}</span>
                ) : (
                  <>
                    <span className="whitespace-nowrap">{inr(band.from)} to</span>{' '}
                    <span className="whitespace-nowrap">{inr(band.to)}</span>
                  </>
                )}
              </th>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{band.ratePercent}%</td>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(band.income)}</td>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(band.tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <th scope="row" colSpan={3} className="py-1.5 pr-2 text-left">
              Tax at slab rates
            </th>
            <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(result.slabTax)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

const SPECIAL_NAME: Record<IncomeTaxResult['specialRateIncome'][number]['section'], string> = {
  '111A': 'Short-term equity gains',
  '112A': 'Long-term equity gains',
  '112': 'Long-term gains',
  '115A': 'Dividends (non-resident)',
  '115BB': 'Lottery and similar winnings',
  '115BBJ': 'Online games',
  '115BBH': 'Virtual digital assets',
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
  const lines = compare[regime].specialRateIncome.filter((l) => l.income > 0 || l.tax > 0);
  if (lines.length === 0) return null;
  const caption = `Income at special rates, ${REGIME_NAME[regime].toLowerCase()}`;
  return (
    <TableScroll label={caption}>
      <table className="w-full text-sm">
        <caption className="text-left text-xs font-semibold text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              Income
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Taxable
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Rate
            </th>
            <th scope="col" className="py-1.5 pl-2 text-right font-medium">
              Tax
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr
              key={`${line.section}-${line.before23July2024}`}
              className="border-b border-slate-100 align-top last:border-b-0"
            >
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-slate-800">
                {SPECIAL_NAME[line.section]}
                {line.before23July2024 && ' (before 23 July 2024)'}
                <span className="block text-xs text-slate-500">
                  <Cited section={line.section} citations={citations} />
                </span>
                <span className="block text-xs text-slate-500">
                  <span className="whitespace-nowrap">{inr(line.income)}</span>
                  {line.exemption > 0 && (
                    <>
                      {' '}
                      less exemption{' '}
                      <span className="whitespace-nowrap">{inr(line.exemption)}</span>
                    </>
                  )}
                  {line.basicExemptionAdjustment > 0 && (
                    <>
                      {' '}
                      less unused basic exemption{' '}
                      <span className="whitespace-nowrap">
                        {inr(line.basicExemptionAdjustment)}
                      </span>
                    </>
                  )}
                </span>
              </th>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(line.taxable)}</td>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{line.ratePercent}%</td>
              <td className={cn('py-1.5 pl-2', AMOUNT)}>{inr(line.tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function TaxComputation({ compare, citations }: { compare: CompareResult; citations: Citations }) {
  const optional = (label: string, pick: (r: IncomeTaxResult) => number): Line[] =>
    present(compare, pick) ? [{ label, ...both(compare, pick) }] : [];
  const lines: Line[] = [
    { label: 'Tax at slab rates', ...both(compare, (r) => r.slabTax) },
    ...optional('Tax at special rates', (r) => r.specialRateTax),
    { label: 'Tax before rebate', ...both(compare, (r) => r.taxBeforeRebate) },
    ...optional('Less: rebate u/s 87A', (r) => r.rebate87A),
    ...optional('Surcharge', (r) => r.surcharge),
    ...optional('Marginal relief on surcharge (allowed)', (r) => r.surchargeMarginalRelief),
    { label: 'Health and education cess (4%)', ...both(compare, (r) => r.cess) },
    { label: 'Total tax', ...both(compare, (r) => r.totalTax), strong: true },
  ];
  return (
    // The largest part: split between the printed columns so they come out even.
    <Block title="Tax" breakable>
      <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-1 print:gap-1">
        {REGIMES.map((regime) => (
          <SlabTable key={regime} compare={compare} regime={regime} />
        ))}
        {REGIMES.map((regime) => (
          <SpecialRateTable key={regime} compare={compare} regime={regime} citations={citations} />
        ))}
      </div>
      <div className="mt-3">
        <CompareTable caption="Tax, rebate, surcharge and cess" compare={compare} lines={lines} />
      </div>
      <PhaseWorking compare={compare} phase="tax" title="tax" />
    </Block>
  );
}

function Balance({ compare }: { compare: CompareResult }) {
  const optional = (label: string, pick: (r: IncomeTaxResult) => number): Line[] =>
    present(compare, pick) ? [{ label, ...both(compare, pick) }] : [];
  const lines: Line[] = [
    { label: 'Total tax', ...both(compare, (r) => r.totalTax) },
    ...optional('Interest u/s 234A (late return)', (r) => r.interest.s234A),
    ...optional('Interest u/s 234B (advance tax short)', (r) => r.interest.s234B),
    ...optional('Interest u/s 234C (instalments deferred)', (r) => r.interest.s234C),
    ...optional('Fee u/s 234F (late filing)', (r) => r.interest.s234F),
    ...optional('Less: TDS', (r) => r.taxesPaid.tds),
    ...optional('Less: TCS', (r) => r.taxesPaid.tcs),
    ...optional('Less: advance tax', (r) => r.taxesPaid.advanceTax),
    ...optional('Less: self-assessment tax', (r) => r.taxesPaid.selfAssessmentTax),
    ...optional('Taxes paid in all', (r) => r.taxesPaid.total),
    {
      label: 'Balance payable or refund',
      old: balanceText(compare.old.balancePayable),
      new: balanceText(compare.new.balancePayable),
      strong: true,
    },
  ];
  return (
    <Block title="Taxes paid, interest and balance">
      <CompareTable caption="Taxes paid, interest and balance" compare={compare} lines={lines} />
      <PhaseWorking compare={compare} phase="balance" title="taxes paid and balance" />
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
function noteGroups(compare: CompareResult): NoteGroup[] {
  const inBoth = compare.old.notes.filter((note) => compare.new.notes.includes(note));
  const only = (regime: Regime) => compare[regime].notes.filter((note) => !inBoth.includes(note));
  return [
    { name: 'Comparing the regimes', notes: compare.notes, onPaper: false },
    { name: 'Both regimes', notes: inBoth, onPaper: true },
    { name: REGIME_NAME.old, notes: only('old'), onPaper: true },
    { name: REGIME_NAME.new, notes: only('new'), onPaper: true },
  ].filter((group) => group.notes.length > 0);
}

function Notes({ compare }: { compare: CompareResult }) {
  const groups = noteGroups(compare);
  if (groups.length === 0) return null;
  return (
    // On paper: small type across the sheet, after the working they qualify.
    <Block
      title="Notes"
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

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const todayText = () => dateFormat.format(new Date());
const noUpdates = () => () => {};

/**
 * The whole year's result: the verdict, the two regimes side by side, each part of the
 * computation with its working, and the notes. On paper, with the title, the inputs and the
 * date: a salaried year fits one A4 sheet (the parts in two columns, the working of both regimes
 * in one compact table, the notes in small type).
 */
export function YearResult({ compare, inputs }: { compare: CompareResult; inputs?: ReactNode }) {
  const titleId = useId();
  const citations = useMemo(() => citationsOf(compare), [compare]);
  // The reader's date, so only in the browser (a server-rendered date would not hydrate).
  const date = useSyncExternalStore(noUpdates, todayText, () => undefined);
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
          Your tax for FY {compare.financialYear}
        </SubHeading>
        {date && (
          <p className="text-xs text-slate-600" data-testid="result-date">
            Worked out on {date} with TaxGuide India. For guidance only.
          </p>
        )}
        <ResultActions />
      </header>
      {inputs && (
        <Block
          title="Your inputs"
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
          title="Working: which regime"
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
