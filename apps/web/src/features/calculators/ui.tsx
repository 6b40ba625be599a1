import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { Step } from '@taxguide/contracts/calculators';
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { formatLongDate, formatShortDate } from '../../lib/dates';
import { citation } from './citation';
import { inr } from './format';
import { fieldName, parseAmount, type CalculatorId, type FieldErrors } from './inputs';

/** The heading level of a calculator's title (2 on /calculators, 3 inside a home block). */
export const HeadingLevel = createContext<2 | 3>(2);

/** A heading `depth` levels below the calculator's title. */
export function Heading({
  depth = 0,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { depth?: 0 | 1 }) {
  const level = useContext(HeadingLevel) + depth;
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return <Tag {...props} />;
}

/** What a calculator shows: idle (no result yet), calculating, or a result. */
export type CalcStatus = 'idle' | 'calculating' | 'done';

interface FieldProps {
  calc: CalculatorId;
  name: string;
  label: string;
  hint?: ReactNode;
  errors: FieldErrors;
  defaults: Record<string, string>;
  className?: string;
}

function FieldShell({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

/** A rupee amount; shows the amount in Indian grouping as it is typed. */
export function AmountField({
  calc,
  name,
  label,
  hint,
  errors,
  defaults,
  className,
  required,
}: FieldProps & { required?: boolean }) {
  const id = useId();
  const [typed, setTyped] = useState(defaults[name] ?? '');
  const amount = parseAmount(typed);
  const error = errors[name];
  const grouped =
    amount !== undefined && Number.isFinite(amount) && amount >= 1000 ? inr(amount) : '';
  return (
    <FieldShell
      id={id}
      label={label}
      hint={
        hint || grouped ? (
          <>
            {hint}
            {hint && grouped ? ' · ' : ''}
            {grouped && <span aria-hidden="true">{grouped}</span>}
          </>
        ) : undefined
      }
      error={error}
      className={className}
    >
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
        >
          ₹
        </span>
        <Input
          id={id}
          name={fieldName(calc, name)}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={defaults[name] ?? ''}
          onInput={(event) => setTyped(event.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint || grouped, error)}
          aria-required={required || undefined}
          className="pl-7"
        />
      </div>
    </FieldShell>
  );
}

export function SelectField({
  calc,
  name,
  label,
  hint,
  errors,
  defaults,
  className,
  options,
  fallback,
  onValue,
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  fallback: string;
  onValue?: (value: string) => void;
}) {
  const id = useId();
  const error = errors[name];
  const initial = defaults[name];
  // A choice made before the script ran is in the element, not in the parent's state: report it.
  useEffect(() => {
    const element = document.getElementById(id);
    if (element instanceof HTMLSelectElement && onValue) onValue(element.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <Select
        id={id}
        name={fieldName(calc, name)}
        defaultValue={options.some((o) => o.value === initial) ? initial : fallback}
        onChange={(event) => onValue?.(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </FieldShell>
  );
}

export function TextField({
  calc,
  name,
  label,
  hint,
  errors,
  defaults,
  className,
  type = 'text',
}: FieldProps & { type?: 'text' | 'date' }) {
  const id = useId();
  const error = errors[name];
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <Input
        id={id}
        type={type}
        name={fieldName(calc, name)}
        defaultValue={defaults[name] ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

/** A yes/no field sent as `<name>=1` when ticked (a plain form submit does the same). */
export function ToggleField({
  calc,
  name,
  label,
  hint,
  checked,
}: {
  calc: CalculatorId;
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={fieldName(calc, name)}
        value="1"
        defaultChecked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
      <div>
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The form around a calculator's fields. Without script it is a plain GET form whose fields
 * are the share URL's parameters (the calculators page restores and computes them); with
 * script the calculator handles the submit.
 */
export function CalculatorForm({
  calc,
  label,
  status,
  onCalculate,
  onFirstUse,
  children,
  submitLabel,
}: {
  calc: CalculatorId;
  label: string;
  status: CalcStatus;
  onCalculate: (form: HTMLFormElement) => void;
  onFirstUse?: () => void;
  children: ReactNode;
  submitLabel?: string;
}) {
  const { i18n } = useLingui();
  const busy = status === 'calculating';
  // Marks the form as live once its script runs (browser tests wait for it before typing).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.setAttribute('data-ready', 'true');
  }, []);
  return (
    <form
      method="get"
      action="/calculators"
      aria-label={label}
      noValidate
      data-calculator={calc}
      ref={formRef}
      onFocus={onFirstUse}
      onPointerEnter={onFirstUse}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!busy) onCalculate(event.currentTarget);
      }}
      // Once there is a result, the print carries the inputs as a short list (see ResultArea).
      className={cn('flex flex-col gap-4', status === 'done' && 'print:hidden')}
    >
      <input type="hidden" name="calc" value={calc} />
      {children}
      <Button
        type="submit"
        size="lg"
        disabled={busy}
        aria-busy={busy}
        className="no-print w-full sm:w-auto"
      >
        {busy ? i18n._(msg`Calculating...`) : (submitLabel ?? i18n._(msg`Calculate`))}
      </Button>
    </form>
  );
}

const isAmount = (value: ReactNode): boolean =>
  typeof value === 'number' || (typeof value === 'string' && /^[-−]?₹/.test(value));

/** A labelled figure of a result; an amount never breaks across lines (`nowrap` forces it). */
export function Figure({
  label,
  value,
  strong = false,
  nowrap,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  nowrap?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="min-w-0 text-sm text-slate-600">{label}</dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          (nowrap ?? isAmount(value)) && 'whitespace-nowrap',
          strong ? 'text-xl font-bold text-slate-900' : 'font-medium text-slate-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The step's section linked to its page (the address keeps the 1961 number), both Acts' numbers
 * in the year's order: "s.156 (1961 Act s.87A)" for tax year 2026-27, "s.87A (ITA 2025 s.156)" before.
 */
function SectionRef({ step, financialYear }: { step: Step; financialYear: string }) {
  const { i18n } = useLingui();
  if (!step.section) return null;
  const { lead, aside } = citation(step.section, step.section2025, financialYear, i18n);
  return (
    <>
      <Link
        to={`/section/${step.section}`}
        className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {lead}
      </Link>
      {aside && (
        <>
          {' '}
          {/* A Hindi citation is long ("आयकर अधिनियम 2025 की धारा 156"): it may wrap on a phone. */}
          <span className={cn('text-slate-500', i18n.locale !== 'hi' && 'whitespace-nowrap')}>
            {`(${aside})`}
          </span>
        </>
      )}
    </>
  );
}

/**
 * A table that may be wider than its card: it scrolls sideways inside the card, and only when
 * it does, the region takes keyboard focus, has a name and shows a cue, so nothing is hidden.
 */
export function ScrollRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // A collapsed working has no size until it opens: watch the region and its content.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={className}>
      <div
        ref={ref}
        data-scroll-region=""
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
        className={cn(
          'overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:overflow-visible',
          overflows &&
            'bg-[linear-gradient(to_left,rgb(15_23_42/0.08),transparent_1.5rem)] bg-right bg-no-repeat',
        )}
      >
        {children}
      </div>
      {overflows && (
        <p aria-hidden="true" className="no-print mt-1 text-right text-xs text-slate-600">
          Scroll sideways for more →
        </p>
      )}
    </div>
  );
}

/**
 * The working of a result, line by line with the section behind each line (collapsed until
 * asked for; always printed), and the engine's notes (assumptions, caps applied), always shown.
 */
export function Working({
  title,
  steps,
  notes,
  financialYear,
}: {
  title: string;
  steps: readonly Step[];
  notes: readonly string[];
  /** The year worked out: it decides which Act's section number leads each citation. */
  financialYear: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="no-print rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {open ? <Trans>Hide the working</Trans> : <Trans>Show the working</Trans>}
      </button>
      {/* In a narrow card (a phone) each step is a stacked row: the step, then its section and
          amount on one line. The roles keep it a table for screen readers once it is a grid. */}
      <div id={id} className={cn('@container', open ? 'mt-2' : 'hidden print:mt-2 print:block')}>
        <ScrollRegion label={title}>
          <table role="table" className="w-full text-left text-sm @max-sm:block">
            <caption className="sr-only">{title}</caption>
            <thead role="rowgroup" className="@max-sm:sr-only">
              <tr role="row" className="border-b border-slate-200 text-xs text-slate-500 uppercase">
                <th role="columnheader" scope="col" className="py-1.5 pr-2 font-medium">
                  <Trans>Step</Trans>
                </th>
                <th role="columnheader" scope="col" className="py-1.5 pr-2 font-medium">
                  <Trans>Section</Trans>
                </th>
                <th role="columnheader" scope="col" className="py-1.5 text-right font-medium">
                  <Trans>Amount</Trans>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="@max-sm:block">
              {steps.map((step, index) => (
                <tr
                  key={index}
                  role="row"
                  className="border-b border-slate-100 align-top last:border-b-0 @max-sm:grid @max-sm:grid-cols-[minmax(0,1fr)_auto] @max-sm:gap-x-3 @max-sm:py-1.5"
                >
                  <td
                    role="cell"
                    className="py-1.5 pr-2 text-slate-800 @max-sm:col-span-2 @max-sm:p-0"
                  >
                    {step.label}
                    {step.note && <span className="block text-xs text-slate-500">{step.note}</span>}
                  </td>
                  <td
                    role="cell"
                    className="py-1.5 pr-2 @max-sm:p-0 @max-sm:text-xs @max-sm:leading-5"
                  >
                    <SectionRef step={step} financialYear={financialYear} />
                  </td>
                  <td
                    role="cell"
                    className="py-1.5 text-right whitespace-nowrap tabular-nums @max-sm:self-end @max-sm:p-0"
                  >
                    {inr(step.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      {notes.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">
            <Trans>Notes</Trans>
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** One input as printed with a result. */
export interface PrintedInput {
  label: string;
  value: string;
}

/**
 * The filled-in fields of the calculator's form beside the result, as label and value
 * (amounts in Indian grouping, dates written out, choices by their text).
 */
export function filledInputs(form: HTMLFormElement, i18n?: I18n): PrintedInput[] {
  const inputs: PrintedInput[] = [];
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
    if (!element.name || element.type === 'hidden' || element.disabled) continue;
    const label = element.labels?.[0]?.textContent?.trim();
    if (!label) continue;
    let value = element.value.trim();
    if (element instanceof HTMLSelectElement) {
      value = element.selectedOptions[0]?.textContent?.trim() ?? value;
    } else if (element.type === 'checkbox' || element.type === 'radio') {
      if (!element.checked) continue;
      value =
        element.type === 'checkbox'
          ? (i18n?._(msg`Yes`) ?? 'Yes')
          : (element.labels?.[0]?.textContent ?? value);
    } else if (element.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      value = formatShortDate(value, i18n?.locale);
    } else if (element.inputMode === 'decimal') {
      const amount = parseAmount(value);
      if (amount !== undefined && Number.isFinite(amount)) value = inr(amount);
    }
    if (value) inputs.push({ label, value });
  }
  return inputs;
}

/**
 * Where a result appears; announced politely when it changes; toasts keep clear of it. On
 * paper it starts with the inputs it was worked out from (`inputs`, or the filled-in fields
 * of the form beside it when the result arrived) and the date.
 */
export function ResultArea({
  status,
  label,
  children,
  inputs,
}: {
  status: CalcStatus;
  label: string;
  children: ReactNode;
  inputs?: readonly PrintedInput[];
}) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const [printed, setPrinted] = useState<{ inputs: PrintedInput[]; on: string }>();
  const previous = useRef<CalcStatus>('idle');
  useEffect(() => {
    const arrived = status === 'done' && previous.current !== 'done';
    previous.current = status;
    if (!arrived) return;
    const form = ref.current?.parentElement?.querySelector('form[data-calculator]');
    setPrinted({
      inputs: form instanceof HTMLFormElement ? filledInputs(form, i18n) : [],
      on: formatLongDate(new Date().toISOString(), i18n.locale),
    });
  }, [status, i18n]);
  const shownInputs = inputs ?? printed?.inputs ?? [];
  const printedOn = printed?.on ?? '';
  return (
    <section
      ref={ref}
      aria-label={label}
      aria-live="polite"
      aria-busy={status === 'calculating'}
      data-toast-avoid=""
      className="min-w-0"
    >
      {status === 'done' && printed && (
        <div className="hidden print:mb-4 print:block" data-print-inputs="">
          {shownInputs.length > 0 && (
            <>
              <p className="text-sm font-semibold">
                <Trans>Your inputs</Trans>
              </p>
              {/* One text per input, so the printed list never reads as the result's figures. */}
              <ul className="mt-1 text-sm tabular-nums">
                {shownInputs.map((input) => (
                  <li key={input.label}>{`${input.label}: ${input.value}`}</li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-2 text-sm">
            <Trans>Worked out on {printedOn}</Trans>
          </p>
        </div>
      )}
      {status === 'idle' ? (
        <p className="no-print rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          <Trans>
            Enter your figures and press Calculate: the result and its working appear here.
          </Trans>
        </p>
      ) : (
        children || (
          <p className="text-sm text-slate-600">
            <Trans>Calculating...</Trans>
          </p>
        )
      )}
    </section>
  );
}

/**
 * Prints only `target` (the calculator): everything beside it and beside each of its ancestors
 * is hidden for the print, so the paper starts with the calculator's title.
 */
export function printOnly(target: Element): void {
  const hidden: Element[] = [];
  for (let node: Element | null = target; node?.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && !sibling.hasAttribute('data-print-hidden')) {
        sibling.setAttribute('data-print-hidden', '');
        hidden.push(sibling);
      }
    }
  }
  window.addEventListener(
    'afterprint',
    () => hidden.forEach((element) => element.removeAttribute('data-print-hidden')),
    { once: true },
  );
  window.print();
}

/**
 * Copy the (shareable) URL of the result, or print it; and how the figures are checked, so a
 * reader who doubts a result can see what it was tested against.
 */
export function ResultActions() {
  const [copied, setCopied] = useState(false);
  return (
    <div className="no-print mt-4 flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={(event) => {
          const calculator = event.currentTarget.closest('[role="tabpanel"], [data-print-scope]');
          if (calculator) printOnly(calculator);
          else window.print();
        }}
      >
        <Trans>Print</Trans>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          void navigator.clipboard?.writeText(window.location.href).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? <Trans>Link copied</Trans> : <Trans>Copy link to this result</Trans>}
      </Button>
      <Link
        to="/how-we-check"
        className="rounded-sm px-1 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        <Trans>How we check our figures</Trans>
      </Link>
    </div>
  );
}
