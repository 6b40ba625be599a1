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
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
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

/** What a calculator shows: idle (no result yet), calculating, or a result (spec §4). */
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
  submitLabel = 'Calculate',
}: {
  calc: CalculatorId;
  label: string;
  status: CalcStatus;
  onCalculate: (form: HTMLFormElement) => void;
  onFirstUse?: () => void;
  children: ReactNode;
  submitLabel?: string;
}) {
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
      className="flex flex-col gap-4"
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
        {busy ? 'Calculating...' : submitLabel}
      </Button>
    </form>
  );
}

/** A labelled figure of a result. */
export function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={cn(
          'text-right tabular-nums',
          strong ? 'text-xl font-bold text-slate-900' : 'font-medium text-slate-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** "s.80C" linking to the section's page (spec §2 route /section/{sectionNumber}). */
function SectionRef({ step }: { step: Step }) {
  if (!step.section) return null;
  return (
    <>
      <Link
        to={`/section/${step.section}`}
        className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        s.{step.section}
      </Link>
      {step.section2025 && <span className="text-slate-500"> (ITA 2025 s.{step.section2025})</span>}
    </>
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
}: {
  title: string;
  steps: readonly Step[];
  notes: readonly string[];
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
        {open ? 'Hide the working' : 'Show the working'}
      </button>
      <div id={id} className={open ? 'mt-2' : 'hidden print:mt-2 print:block'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-500 uppercase">
              <th scope="col" className="py-1.5 pr-2 font-medium">
                Step
              </th>
              <th scope="col" className="py-1.5 pr-2 font-medium">
                Section
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step, index) => (
              <tr key={index} className="border-b border-slate-100 align-top last:border-b-0">
                <td className="py-1.5 pr-2 text-slate-800">
                  {step.label}
                  {step.note && <span className="block text-xs text-slate-500">{step.note}</span>}
                </td>
                <td className="py-1.5 pr-2 whitespace-nowrap">
                  <SectionRef step={step} />
                </td>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                  {inr(step.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notes.length > 0 && (
        <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">Notes</p>
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

/** Where a result appears; announced politely when it changes. */
export function ResultArea({
  status,
  label,
  children,
}: {
  status: CalcStatus;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      aria-live="polite"
      aria-busy={status === 'calculating'}
      className="min-w-0"
    >
      {status === 'idle' ? (
        <p className="no-print rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          Enter your figures and press Calculate: the result and its working appear here.
        </p>
      ) : (
        children || <p className="text-sm text-slate-600">Calculating...</p>
      )}
    </section>
  );
}

/** Copy the (shareable) URL of the result, or print it. */
export function ResultActions() {
  const [copied, setCopied] = useState(false);
  return (
    <div className="no-print mt-4 flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        Print
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
        {copied ? 'Link copied' : 'Copy link to this result'}
      </Button>
    </div>
  );
}
