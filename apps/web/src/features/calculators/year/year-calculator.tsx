// The whole year: every head of income, deductions and taxes paid, one step at a time, with the
// result worked out in the browser as the user types and checked by the API on "Calculate".
import {
  CompareRequestSchema,
  type CompareRequest,
  type CompareResult,
} from '@taxguide/contracts/calculators';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { inr } from '../format';
import { Heading } from '../ui';
import { draftToRequest, emptyDraft, filledFields, requestToDraft, type YearDraft } from './draft';
import { apiPathIn } from '../../../i18n/locale';
import { loadYearEngine } from './load-year-engine';
import { errorList, yearResolver } from './messages';
import { YearResult } from './result/year-result';
import { useCatalog } from '../../../i18n/i18n';
import { SavedScenarios } from './saved-scenarios';
import { decodeYearState, encodeYearState, YEAR_TAB } from './url-state';
import { NOTHING_ENTERED, YEAR_STEPS, stepOf } from './year-steps';

/** How long typing pauses before the result and the address are brought up to date. */
const LIVE_DELAY_MS = 250;

type Engine = Awaited<ReturnType<typeof loadYearEngine>>;

/** The year in the link this page was opened with, or undefined (and why, for a toast). */
function requestFromLink(s: string | null): {
  request?: Partial<CompareRequest>;
  unreadable?: boolean;
} {
  if (!s) return {};
  const decoded = decodeYearState(s);
  if (
    decoded &&
    CompareRequestSchema.safeParse({ ...decoded, annualIncome: decoded.annualIncome ?? 0 }).success
  ) {
    return { request: decoded };
  }
  return { unreadable: true };
}

/** Puts the year into the address bar without a navigation (the page stays where it is). */
function writeLink(filled: Partial<CompareRequest> | undefined) {
  const url = new URL(window.location.href);
  url.searchParams.set('tab', YEAR_TAB);
  if (filled && Object.keys(filled).length > 0) url.searchParams.set('s', encodeYearState(filled));
  else url.searchParams.delete('s');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

async function postCompare(request: CompareRequest, locale: string): Promise<CompareResult> {
  const res = await apiRequest('POST', apiPathIn('/api/calculate/compare', locale), request);
  return (await res.json()) as CompareResult;
}

function StepHeader({
  index,
  open,
  summary,
  panelId,
  onToggle,
}: {
  index: number;
  open: boolean;
  summary: string;
  panelId: string;
  onToggle: () => void;
}) {
  const step = YEAR_STEPS[index]!;
  const { i18n } = useLingui();
  const number = index + 1;
  const title = i18n._(step.title);
  return (
    <Heading depth={1} className="text-base">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full min-w-0 flex-col items-start gap-0.5 rounded-md px-1 py-2 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="font-semibold text-slate-900">
          <Trans>
            {number}. {title}
          </Trans>
        </span>
        {!open && (
          <span className="w-full truncate text-sm font-normal text-slate-600" data-summary>
            {summary}
          </span>
        )}
      </button>
    </Heading>
  );
}

export default function YearCalculator() {
  // The form's and the result's messages load with this code (a catalog of their own).
  useCatalog('year');
  const [search] = useSearchParams();
  const [link] = useState(() => requestFromLink(search.get('s')));
  const { i18n } = useLingui();
  const form = useForm<YearDraft, unknown, CompareRequest>({
    resolver: yearResolver,
    // The resolver writes its messages in the page's language.
    context: i18n,
    defaultValues: link.request ? requestToDraft(link.request) : emptyDraft(),
    mode: 'onTouched',
  });
  const { control, handleSubmit, reset, formState } = form;
  const values = useWatch({ control }) as YearDraft;
  const filled = filledFields(values);

  const [open, setOpen] = useState<number | null>(0);
  const [result, setResult] = useState<{ compare: CompareResult; from: 'browser' | 'server' }>();
  const [stale, setStale] = useState(false);
  const [engine, setEngine] = useState<Engine>();
  const baseId = useId();
  const headingRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  /** Opens the next step and brings its header into view with the focus (a phone's long steps). */
  const goTo = (index: number | null) => {
    setOpen(index);
    if (index === null) return;
    requestAnimationFrame(() => {
      const header = formRef.current?.querySelector<HTMLButtonElement>(
        `[data-step="${YEAR_STEPS[index]!.id}"] button[aria-expanded]`,
      );
      header?.focus();
      header?.scrollIntoView({ block: 'nearest' });
    });
  };

  useEffect(() => {
    if (link.unreadable) {
      toast({
        title: i18n._(msg`Link not read`),
        description: i18n._(
          msg`The figures in this link could not be read, so the year starts blank.`,
        ),
        variant: 'destructive',
      });
    }
    headingRef.current?.focus();
    void loadYearEngine(i18n.locale).then(setEngine);
  }, [link.unreadable, i18n]);

  // Live: the engine on the figures as they stand, once typing pauses; the address follows.
  const serialised = JSON.stringify(values);
  useEffect(() => {
    if (!engine) return;
    const timer = setTimeout(() => {
      const draft = JSON.parse(serialised) as YearDraft;
      const parsed = CompareRequestSchema.safeParse(draftToRequest(draft));
      if (!parsed.success) {
        setStale(true);
        return;
      }
      setStale(false);
      setResult({ compare: engine.compareYear(parsed.data), from: 'browser' });
      writeLink(filledFields(draft));
    }, LIVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [engine, serialised]);

  const onValid = async (request: CompareRequest) => {
    try {
      const compare = await postCompare(request, i18n.locale);
      setResult({ compare, from: 'server' });
      const oldTax = inr(compare.old.totalTax);
      const newTax = inr(compare.new.totalTax);
      toast({
        title: i18n._(msg`Tax Calculated`),
        description: i18n._(msg`Old regime ${oldTax} · New regime ${newTax}`),
      });
    } catch (error) {
      toast({
        title: i18n._(msg`Calculation Error`),
        description: errorMessage(
          error,
          i18n._(msg`The calculation could not be completed. Please try again.`),
        ),
        variant: 'destructive',
      });
    }
  };
  const onInvalid = (errors: FieldErrors<YearDraft>) => {
    const first = errorList(errors)[0];
    if (first) setOpen(stepOf(first.path));
    toast({
      title: i18n._(msg`Invalid Input`),
      description: first?.message ?? i18n._(msg`Please check the marked fields`),
      variant: 'destructive',
    });
  };

  const startAgain = () => {
    reset(emptyDraft());
    setResult(undefined);
    setStale(false);
    setOpen(0);
    writeLink(undefined);
  };
  const load = (request: Partial<CompareRequest>) => {
    reset(requestToDraft(request));
    setOpen(null);
  };

  const problems = errorList(formState.errors);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <FormProvider {...form}>
        <form
          aria-label={i18n._(msg`Your tax for the year`)}
          noValidate
          data-calculator="year"
          ref={formRef}
          data-ready={engine ? 'true' : undefined}
          onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
          className="flex min-w-0 flex-col gap-3 print:hidden"
        >
          <div ref={headingRef} tabIndex={-1} className="flex flex-col gap-1 outline-none">
            <p className="text-sm text-slate-700">
              <Trans>
                Your whole year, one step at a time: fill in what applies to you and skip the rest.
                The result follows as you type.
              </Trans>
            </p>
            <Link
              to="/calculators"
              className="no-print self-start rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              <Trans>Back to the quick calculator</Trans>
            </Link>
          </div>
          <ol className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
            {YEAR_STEPS.map((step, index) => {
              const panelId = `${baseId}-step-${step.id}`;
              const isOpen = open === index;
              const summary = step.summary(filled, i18n);
              const skip = summary === i18n._(NOTHING_ENTERED);
              const next = YEAR_STEPS[index + 1];
              const nextTitle = next && i18n._(next.title);
              return (
                <li key={step.id} className="min-w-0 px-3 py-1" data-step={step.id}>
                  <StepHeader
                    index={index}
                    open={isOpen}
                    summary={summary}
                    panelId={panelId}
                    onToggle={() => setOpen(isOpen ? null : index)}
                  />
                  <div id={panelId} className={cn('pb-3', !isOpen && 'hidden')}>
                    {isOpen && (
                      <>
                        <step.Fields />
                        <Button
                          type="button"
                          variant="secondary"
                          className="mt-4"
                          onClick={() => goTo(next ? index + 1 : null)}
                        >
                          {nextTitle !== undefined ? (
                            skip ? (
                              <Trans>Skip: {nextTitle}</Trans>
                            ) : (
                              <Trans>Next: {nextTitle}</Trans>
                            )
                          ) : skip ? (
                            <Trans>Skip: done</Trans>
                          ) : (
                            <Trans>Next: done</Trans>
                          )}
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
          {problems.length > 0 && (
            <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
              <p className="font-semibold">
                <Trans>Please check:</Trans>
              </p>
              <ul className="mt-1 list-disc pl-5">
                {problems.map((p) => {
                  const stepTitle = i18n._(YEAR_STEPS[stepOf(p.path)]!.title);
                  const problem = p.message;
                  return (
                    <li key={p.path}>
                      <Trans>
                        {stepTitle}: {problem}
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
          <div className="no-print flex flex-wrap gap-2">
            <Button
              type="submit"
              size="lg"
              disabled={formState.isSubmitting}
              className="w-full sm:w-auto"
            >
              {formState.isSubmitting ? <Trans>Calculating...</Trans> : <Trans>Calculate</Trans>}
            </Button>
            <Button type="button" variant="outline" size="lg" onClick={startAgain}>
              <Trans>Start again</Trans>
            </Button>
          </div>
          <SavedScenarios current={filled} onLoad={load} />
        </form>
      </FormProvider>
      <section
        aria-label={i18n._(msg`Your year's result`)}
        aria-live="polite"
        className="min-w-0"
        data-result-from={result?.from}
      >
        {result ? (
          <>
            <p className="no-print mb-3 text-sm text-slate-600" data-testid="year-result-source">
              {result.from === 'server' ? (
                stale ? (
                  <Trans>
                    Calculated by the TaxGuide server. Some figures need fixing: this is the result
                    of the last complete figures.
                  </Trans>
                ) : (
                  <Trans>Calculated by the TaxGuide server.</Trans>
                )
              ) : stale ? (
                <Trans>
                  Worked out in your browser as you type; press Calculate to check it on the server.
                  Some figures need fixing: this is the result of the last complete figures.
                </Trans>
              ) : (
                <Trans>
                  Worked out in your browser as you type; press Calculate to check it on the server.
                </Trans>
              )}
            </p>
            <YearResult
              compare={result.compare}
              inputs={
                <ul className="flex flex-col gap-0.5">
                  {YEAR_STEPS.map((step) => {
                    const stepTitle = i18n._(step.title);
                    const summary = step.summary(filled, i18n);
                    return (
                      <li key={step.id}>
                        <Trans>
                          <span className="font-medium">{stepTitle}:</span> {summary}
                        </Trans>
                      </li>
                    );
                  })}
                </ul>
              }
            />
          </>
        ) : (
          <p className="no-print rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            {stale ? (
              <Trans>Some figures need fixing before the result can be worked out.</Trans>
            ) : (
              <Trans>Your result appears here as you type.</Trans>
            )}
          </p>
        )}
      </section>
    </div>
  );
}
